//! What a case expects of a judgement, as its front matter writes it
//! (one block per edition, `EDITION` or `EDITION+SUPPLEMENT`): the
//! findings in order (move, player, event, rule, verdict, articles, and
//! what a case may pin besides), the result, the remarks, the breaches and
//! late claims, a defect; or the refusal of the record. The case library's
//! harness (`tests/cases.rs`) and `caipan suite run` read the same model
//! and compare with [`super::compare`], so both give the same outcome.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A case's front matter: what the dispute is, the articles it
/// exercises, and what each edition's judgement (or refusal) must be.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CaseSpec {
    /// A short title.
    pub title: String,
    /// The dispute in a few sentences.
    pub dispute: String,
    /// Articles the case exercises: each must be cited in some judgement.
    pub articles: Vec<String>,
    /// Where the case comes from, `KIND: SOURCE` (`incident: …`,
    /// `text-example: …`); without it, a dispute written from the text.
    #[serde(default)]
    pub origin: Option<String>,
    /// What each edition (`EDITION` or `EDITION+SUPPLEMENT`) must judge.
    #[serde(default)]
    pub expect: BTreeMap<String, Expect>,
    /// Editions under which the record itself is refused (a located
    /// diagnostic, nothing judged): what the case pins instead of a
    /// judgement.
    #[serde(default)]
    pub refused: BTreeMap<String, ExpectRefused>,
}

/// A record refused: the diagnostic's code and where it points.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectRefused {
    /// The diagnostic's stable code (`caipan::record::invalid`).
    pub code: String,
    /// The line it points at, from 1.
    pub line: usize,
    /// The column it points at, from 1.
    pub column: usize,
}

/// What one edition's judgement of the case must be.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The findings, in order.
    pub findings: Vec<ExpectFinding>,
    /// The result.
    pub result: ExpectResult,
    /// Remarks in all, breaches included.
    #[serde(default)]
    pub remarks: usize,
    /// Articles broken without a sanction (remarks citing them), in order.
    #[serde(default)]
    pub breaches: Vec<ExpectBreach>,
    /// Claims that came after their window closed (remarks saying so), in order.
    #[serde(default)]
    pub late_claims: Vec<ExpectBreach>,
    /// Whether the record is defective (judged up to a defect).
    #[serde(default)]
    pub defect: bool,
}

/// A sanctioned player's running tally after a finding.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ExpectTally {
    /// Warnings so far.
    #[serde(default)]
    pub warnings: u32,
    /// Violations so far.
    #[serde(default)]
    pub violations: u32,
    /// Stones owed at the count so far.
    #[serde(default)]
    pub stones: f64,
    /// The rules one more warning or violation would fire.
    #[serde(default)]
    pub next: Vec<String>,
}

/// An article broken without a sanction, or a claim too late: where,
/// which rule, which articles.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ExpectBreach {
    /// The move number it is at.
    #[serde(rename = "move")]
    pub move_number: u32,
    /// The rule.
    pub rule: String,
    /// The articles cited.
    pub articles: Vec<String>,
}

/// One finding a case expects.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectFinding {
    /// The move number it is at.
    #[serde(rename = "move")]
    pub move_number: u32,
    /// The player (`B`, `W`), none for both or the game.
    pub player: Option<String>,
    /// The event it is on (`move`, `pass`, a conduct event's name).
    pub event: String,
    /// The rule expected to make the finding (required: the articles alone
    /// do not tell two rules of one article apart).
    pub rule: String,
    /// The size of a stone penalty or time deduction, when the case pins it.
    pub amount: Option<f64>,
    /// The verdicts, in order.
    #[serde(default)]
    pub verdict: Vec<String>,
    /// The options the text leaves to someone, when it leaves a choice.
    pub choices: Option<Vec<Vec<String>>>,
    /// Whether a claim-bound finding was claimed, lapsed or is open.
    pub claim: Option<String>,
    /// Whether the arbiter's ruling on it complies, when there is one.
    pub ruling: Option<bool>,
    /// The tally after the finding, when the case is about it.
    pub tally: Option<ExpectTally>,
    /// Whether the finding comes after a verdict decided the game (as
    /// played), when the case is about it.
    pub after_decision: Option<bool>,
    /// The articles cited.
    pub articles: Vec<String>,
}

/// The result a case expects.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ExpectResult {
    /// The outcome (`black-wins`, `draw`, `undecided`, …).
    pub outcome: String,
    /// The margin in the edition's unit, when there is one.
    pub margin: Option<f64>,
    /// The articles the result cites, when the case is about them.
    pub articles: Option<Vec<String>>,
}
