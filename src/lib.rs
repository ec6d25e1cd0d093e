//! caipan (裁判, "the arbiter") judges board-game records against the
//! competition rules of a chosen edition. Editions are data (YAML rulesets);
//! this library holds the record parser, the ruleset loader, game physics,
//! the generic judge and the renderers. The `caipan` binary is a thin CLI.

// pest_derive without its `std` feature names `::alloc` (see record/mod.rs).
extern crate alloc;

pub mod compare;
pub mod diff;
pub mod engine;
pub mod error;
#[doc(hidden)]
pub mod fuzzing;
pub mod go;
pub mod gomoku;
pub mod input;
pub mod judgement;
pub mod record;
pub mod render;
pub mod ruleset;
pub mod vocabulary;

pub use engine::judge;
pub use judgement::Judgement;
pub use ruleset::Ruleset;
