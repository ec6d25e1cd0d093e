//! caipan (裁判, "the arbiter") judges board-game records against the
//! competition rules of a chosen edition. Editions are data (YAML rulesets,
//! loaded by the `caipan-ruleset` crate); this library holds the record and
//! game-file readers, game physics and the generic judge (`engine`), and
//! what is built on its judgements: the views in two languages (`render`,
//! the only module that words them), comparisons and diffs of editions,
//! search, coverage and tournament standings. The `caipan` binary is a
//! thin CLI.
//!
//! Judging a record from Rust (with the first built-in edition; any
//! edition id, or a ruleset file's path, works the same way):
//!
//! ```
//! let (id, _, _) = caipan::ruleset::BUILT_IN[0];
//! let rules = caipan::ruleset::resolve(id).expect("a built-in edition");
//! // Black plays twice in a row at move 4.
//! let text = "1. B Q16 2. W D4\n3. B Q4\n4. B R16\n";
//! let record = caipan::record::parse("example.case", text).expect("a valid record");
//! let (judgement, defect) = caipan::judge(&rules, &record, "example.case", text)
//!     .expect("every event is declared by the edition");
//! assert!(defect.is_none());
//! let finding = &judgement.findings[0];
//! assert_eq!(finding.move_number, 4);
//! assert!(!finding.articles().is_empty(), "every verdict cites its article");
//! // In English, or in Chinese (`Lang::Zh`): the words come from the catalogues.
//! let m = caipan::render::messages::of(caipan::render::messages::Lang::En);
//! println!("{}", caipan::render::text::judgement(m, &judgement));
//! ```

// pest_derive without its `std` feature names `::alloc` (see record/mod.rs).
extern crate alloc;

pub use caipan_ruleset::{error, glossary, input, said, vocabulary};

pub mod case_index;
pub mod cite;
pub mod compare;
pub mod coverage;
pub mod deadline;
pub mod diagram;
pub mod diff;
pub mod engine;
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
pub mod gamefiles;
pub mod go;
pub mod gomoku;
pub mod judgement;
pub use caipan_messages as messages;
pub mod naming;
pub mod opening;
pub mod own_komi;
pub mod position;
pub mod record;
pub mod render;
pub mod rules_names;
pub mod ruleset;
pub mod search;
pub mod sgf;
pub mod suite;
pub mod tournament;
pub mod units;
pub mod variant;

pub use engine::{judge, judge_as, judge_with, on_record_board};
pub use judgement::Judgement;
pub use ruleset::Ruleset;
