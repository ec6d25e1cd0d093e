//! The suite's format: one JSON object per case, readable without caipan
//! (`suite/schema.json` is its JSON Schema). A case holds the game three
//! ways — SGF (what SGF cannot say in caipan's private `CAIPAN[]`
//! property), a neutral list of events, and caipan's own record (what
//! `caipan suite run` judges) — the edition and article ids it tests
//! (`esid`, as test262's), its features per edition, where it comes from,
//! and what each edition must find.

use super::expect::{Expect, ExpectRefused};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The suite's name, in every case.
pub const SUITE: &str = "caipan-rules-suite";

/// The format's version: a reader refuses a case of another.
pub const VERSION: u32 = 1;

/// One case of the suite.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SuiteCase {
    /// Always [`SUITE`].
    pub suite: String,
    /// The format's version ([`VERSION`]).
    pub version: u32,
    /// The case's id: its path in the case library without the extension
    /// (`go/double-move-loses`).
    pub id: String,
    /// A short title.
    pub title: String,
    /// The dispute in a few sentences.
    pub dispute: String,
    /// Where the case comes from.
    pub origin: Origin,
    /// `go` or `gomoku`.
    pub game: String,
    /// Points per side.
    pub board: usize,
    /// The articles the case exercises, as the case lists them.
    pub articles: Vec<String>,
    /// `EDITION ARTICLE` for every article an expectation cites.
    pub esid: Vec<String>,
    /// Per expectation key, the features the case exercises under it
    /// (`ko`, `counting:area`, `opening:rif`, `conduct`, …).
    pub features: BTreeMap<String, Vec<String>>,
    /// Per expectation key, the topic of each rule its findings name (the
    /// edition's rule ids are its own; the topics are shared by every
    /// edition: `ko-recapture`, `suicide`, `repetition`, …).
    pub rule_topics: BTreeMap<String, BTreeMap<String, String>>,
    /// The game as SGF (conduct, claims and rulings in `CAIPAN[]`); none
    /// for a record SGF cannot hold.
    pub sgf: Option<String>,
    /// The game's events in order, in a neutral form.
    pub events: Vec<NeutralEvent>,
    /// The record in its own format (`caipan` or `sgf`), as the case
    /// library holds it: what `caipan suite run` judges.
    pub record: String,
    /// `caipan` or `sgf`.
    pub record_format: String,
    /// How the record is judged, where the case says (`as-played`,
    /// `as-ruled`); none: as its `[Judging]` tag says, else as ruled.
    pub judging: Option<String>,
    /// The supplements the expectation keys name (`EDITION+NAME`): NAME
    /// → its YAML, whole.
    pub supplements: BTreeMap<String, String>,
    /// What each edition must judge.
    pub expect: BTreeMap<String, Expect>,
    /// The editions that must refuse the record, and where.
    pub refused: BTreeMap<String, ExpectRefused>,
}

/// Where a case comes from.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Origin {
    /// `dispute` (written by hand from a rule's text), `archive` (a real
    /// game's record), `text-example` (an example the text gives).
    pub kind: String,
    /// A source, where there is one (a file, an address).
    pub source: Option<String>,
}

/// One event of a record, neutral: who, what, where.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NeutralEvent {
    /// `B`, `W`, `both`, `arbiter`, or none (a setup).
    pub actor: Option<String>,
    /// `move`, `pass`, `conduct`, `claim`, `ruling`, `setup`.
    pub kind: String,
    /// The point of a move (`Q16`).
    pub point: Option<String>,
    /// The conduct event's, claim's or ruling's word.
    pub name: Option<String>,
    /// The arguments as written.
    pub args: Vec<String>,
    /// The line as the record writes it.
    pub written: String,
}
