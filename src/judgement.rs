//! The judgement of one record under one edition: the findings, each citing
//! its articles with their text, and the result with its arithmetic. This is
//! what the text and JSON outputs render; its JSON form is the stable schema
//! documented in the README.

use crate::record::ast::{Clock, Colour};
use crate::ruleset::Provision;
use crate::vocabulary::{Chooser, RuleKind, Verdict};
use serde::Serialize;
use std::sync::Arc;

#[derive(Debug, Clone, Serialize)]
pub struct Judgement {
    pub file: String,
    pub edition: String,
    pub edition_title: String,
    /// The tournament supplement applied, if any (`id — title`).
    pub supplement: Option<String>,
    /// The named opening the first moves form (Gomoku designated openings).
    pub opening: Option<String>,
    pub findings: Vec<Finding>,
    /// Remarks that are not verdicts (a claim with nothing to claim, a ruling on nothing).
    pub remarks: Vec<Remark>,
    pub result: GameResult,
    /// Set when the record is physically impossible; judging stopped there.
    pub defect: Option<Remark>,
}

impl Judgement {
    /// Whether any finding is a violation (exit code 1).
    pub fn has_violation(&self) -> bool {
        self.findings.iter().any(|f| f.kind == RuleKind::Violation)
    }
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Remark {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    /// Position of the event in the record (0-based), to align editions.
    pub event_index: usize,
    /// Moves played when it happened; for a move, that move's own number.
    pub move_number: u32,
    pub player: Option<Colour>,
    /// `move`, `pass`, `warning` or the name of a declared event.
    pub event: Arc<str>,
    /// What was written, e.g. `B Q16` or `W late 25m`.
    pub written: String,
    pub line: usize,
    pub column: usize,
    pub rule: Arc<str>,
    pub topic: Arc<str>,
    pub kind: RuleKind,
    /// The verdicts that apply: fixed by the text, or chosen by a ruling.
    pub verdict: Vec<Verdict>,
    /// Set when the text leaves a choice.
    pub choices: Option<Box<Choices>>,
    /// Size of a stone penalty (stones) or time deduction (minutes).
    pub amount: Option<f64>,
    pub claim: Option<Box<ClaimStatus>>,
    /// Shared by every finding of the same rule (a long record may have a
    /// million findings; the article texts are not copied into each).
    pub articles: Arc<[Provision]>,
    pub note: Arc<str>,
    /// The supplement that set this rule's verdict or one of its values.
    pub supplement: Option<Arc<str>>,
    pub clock: Option<Clock>,
    pub ruling: Option<Box<RulingCheck>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Choices {
    pub by: Chooser,
    pub options: Arc<[Vec<Verdict>]>,
    /// The option a ruling in the record picked, if any.
    pub chosen: Option<usize>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ClaimStatus {
    pub by: Colour,
    /// `awaiting`, `claimed` or `not-claimed`.
    pub status: &'static str,
    pub window: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct RulingCheck {
    pub written: String,
    pub verdict: Vec<Verdict>,
    pub compliant: bool,
    pub explanation: String,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    BlackWins,
    WhiteWins,
    Draw,
    BothLose,
    NoResult,
    Replay,
    Undecided,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::BlackWins => "black-wins",
            Outcome::WhiteWins => "white-wins",
            Outcome::Draw => "draw",
            Outcome::BothLose => "both-lose",
            Outcome::NoResult => "no-result",
            Outcome::Replay => "replay",
            Outcome::Undecided => "undecided",
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct GameResult {
    pub outcome: Outcome,
    /// Winning margin in the edition's unit (stones for Go area counting).
    pub margin: Option<f64>,
    pub articles: Vec<String>,
    /// How the result follows, in words and numbers.
    pub arithmetic: String,
    pub count: Option<Count>,
    /// Choices the text leaves that the record does not settle.
    pub open_choices: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Count {
    /// `board` (counted from the final position) or `agreed` (written in the record).
    pub source: &'static str,
    pub black: f64,
    pub white: f64,
    /// Stones agreed dead and taken off before counting.
    pub dead_stones: usize,
    /// Empty points between both sides, split in half (board counts only).
    pub shared_points: usize,
    pub black_penalty: f64,
    pub white_penalty: f64,
    pub baseline: f64,
    pub komi: f64,
}
