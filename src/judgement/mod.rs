//! The judgement of one record under one edition: the findings, each citing
//! its articles with their text, and the result with its arithmetic. This is
//! what the text and JSON outputs render; its JSON form is the stable schema
//! documented in the README.

use crate::record::ast::{Clock, Colour};
use crate::ruleset::Provision;
use crate::vocabulary::{Chooser, ClaimWindow, RuleKind, Verdict};
use serde::Serialize;
use std::sync::Arc;

/// Serialised by hand (`render::schema`) so that the result carries the
/// open choices, which are derived from the findings rather than stored
/// twice.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// The record's file name.
    pub file: String,
    /// The edition id.
    pub edition: String,
    /// The edition's title.
    pub edition_title: String,
    /// The edition's title in English (the English views show it; the
    /// JSON's `edition_title` is the edition's own title).
    pub edition_title_en: String,
    /// When the edition's article texts are summaries in our own words:
    /// the official document they summarise.
    pub summary_of: Option<String>,
    /// `summary_of` in Chinese, for the Chinese views.
    pub summary_of_zh: Option<String>,
    /// The edition's word for a player's claim in Chinese, if it gives one.
    pub claim_zh: Option<String>,
    /// The tournament supplement applied, if any (`id — title`).
    pub supplement: Option<String>,
    /// `supplement` in Chinese (its Chinese title), for the Chinese views.
    pub supplement_zh: Option<String>,
    /// The opening protocol judged by, where a supplement chose one of
    /// the edition's other protocols (`title (id), from source`).
    pub protocol: Option<String>,
    /// `protocol` in Chinese (its Chinese title), for the Chinese views.
    pub protocol_zh: Option<String>,
    /// The named opening the first moves form (Gomoku designated openings).
    pub opening: Option<String>,
    /// Every finding, in record order.
    pub findings: Vec<Finding>,
    /// Remarks that are not verdicts (a claim with nothing to claim, a ruling on nothing).
    pub remarks: Vec<Remark>,
    /// The result, with its arithmetic.
    pub result: GameResult,
    /// Set when the record is physically impossible; judging stopped there.
    pub defect: Option<Remark>,
    /// Moves judged: all of the record's, or those before its defect.
    pub moves_judged: u32,
    /// Moves and passes the record writes (to set `moves_judged` against).
    pub moves_written: u32,
    /// How the record was judged: as ruled, or as played.
    pub mode: Mode,
    /// Positions drawn for findings (`check --board`): (finding index,
    /// diagram), in finding order. Empty unless asked for; not part of the
    /// JSON schema.
    pub boards: Vec<(usize, crate::diagram::Diagram)>,
    /// Where the boards stopped at their limit: the first finding that
    /// has no board because of it (the reports say so); none when every
    /// finding asked for one has it.
    pub boards_stopped: Option<usize>,
}

impl Judgement {
    /// Whether any finding is a violation (exit code 1).
    pub fn has_violation(&self) -> bool {
        self.findings
            .iter()
            .any(|f| f.kind() == RuleKind::Violation)
    }
}

/// One article applied to one event. What comes from the rule (names,
/// article texts, the choices it leaves) is shared by every finding of that
/// rule, so a record with a million findings stores about a hundred bytes
/// for each. Serialised by hand to the JSON schema's flat object
/// (`render::schema`).
#[derive(Debug, Clone)]
pub struct Finding {
    /// Position of the event in the record (0-based), to align editions.
    pub event_index: usize,
    /// Moves played when it happened; for a move, that move's own number.
    pub move_number: u32,
    /// The player the finding is about (none for an event both players did).
    pub player: Option<Colour>,
    /// What was written, e.g. `B Q16` or `W late 25m` (at most 200 characters).
    pub written: Box<str>,
    /// The point of a move, in the edition's notation (`Q16` also for an
    /// SGF move written `pd`).
    pub point: Option<crate::record::ast::PointName>,
    /// Line of the event in the record (1-based).
    pub line: u32,
    /// Column of the event in the record (1-based, characters).
    pub column: u32,
    /// The rule that made the finding, with what it cites.
    pub by: Arc<FindingRule>,
    /// The verdicts that apply: fixed by the text, or chosen by a ruling.
    pub verdict: Vec<Verdict>,
    /// The option of the rule's choice that a ruling picked, if any.
    pub chosen: Option<u16>,
    /// The rule's default option applied because nobody chose another.
    pub defaulted: bool,
    /// Size of a stone penalty (stones) or time deduction (minutes).
    pub amount: Option<f64>,
    /// For a claim-bound rule: who may claim, until when, and whether it was claimed.
    pub claim: Option<Box<ClaimStatus>>,
    /// The clock reading written with the event.
    pub clock: Option<Clock>,
    /// The arbiter's ruling on the finding, checked against the article.
    pub ruling: Option<Box<RulingCheck>>,
    /// The sanctioned player's running tally after this finding's sanctions.
    pub tally: Option<Box<Tally>>,
    /// As played: the finding comes after a verdict decided the game.
    pub after_decision: bool,
}

impl Finding {
    /// The event's name (`move`, `pass`, or a declared event).
    pub fn event(&self) -> &str {
        &self.by.event
    }
    /// The rule id.
    pub fn rule(&self) -> &str {
        &self.by.rule
    }
    /// The rule's topic.
    pub fn topic(&self) -> &str {
        &self.by.topic
    }
    /// Violation or procedure.
    pub fn kind(&self) -> RuleKind {
        self.by.kind
    }
    /// The articles cited, with their text.
    pub fn articles(&self) -> &[Provision] {
        &self.by.articles
    }
    /// The ruleset's note on the rule.
    pub fn note(&self) -> &str {
        &self.by.note
    }
    /// The ruleset's note on the rule in Chinese, where it gives one.
    pub fn note_zh(&self) -> Option<&str> {
        self.by.note_zh.as_deref()
    }
    /// The supplement that chose the verdict or changed a value the rule uses.
    pub fn supplement(&self) -> Option<&str> {
        self.by.supplement.as_deref()
    }
    /// The choice the text leaves, if any, with the option a ruling picked.
    pub fn choices(&self) -> Option<Choices<'_>> {
        self.by.choice.as_ref().map(|(by, options)| Choices {
            by: *by,
            options,
            chosen: self.chosen.map(usize::from),
            default: self.by.default,
            defaulted: self.defaulted,
        })
    }
    /// Whether the finding leaves a choice the text gives that the record
    /// does not settle (no ruling picked an option).
    pub fn leaves_a_choice_open(&self) -> bool {
        self.by.choice.is_some() && self.chosen.is_none()
    }
}

/// The choice an article leaves, as a view of a finding.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Choices<'a> {
    /// Who chooses.
    pub by: Chooser,
    /// The options the article allows.
    pub options: &'a [Vec<Verdict>],
    /// The option a ruling in the record picked (or the default), if any.
    pub chosen: Option<usize>,
    /// The option that applies when nobody chooses another (原则上).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<usize>,
    /// The default applied: nobody chose another option in time.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub defaulted: bool,
}

/// Where a claim-bound finding stands.
#[derive(Debug, Clone, Serialize)]
pub struct ClaimStatus {
    /// Who may claim: the opponent of the player who acted; `None` (JSON
    /// `null`) when both players acted, so either may claim.
    pub by: Option<Colour>,
    /// Claimed, not claimed, or still awaiting a claim.
    pub status: ClaimState,
    /// Written as its meaning ("before the claimant's next move").
    #[serde(serialize_with = "window_meaning")]
    pub window: ClaimWindow,
}

fn window_meaning<S: serde::Serializer>(w: &ClaimWindow, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(w.meaning())
}

/// Where a claim-bound finding stands.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimState {
    /// Its window is still open.
    Awaiting,
    /// Claimed in time: the rule applies.
    Claimed,
    /// The window closed without a claim.
    NotClaimed,
}

impl ClaimState {
    /// Every state, in the order the JSON's documentation lists them.
    pub const ALL: [ClaimState; 3] = [
        ClaimState::Claimed,
        ClaimState::NotClaimed,
        ClaimState::Awaiting,
    ];

    /// As the JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            ClaimState::Awaiting => "awaiting",
            ClaimState::Claimed => "claimed",
            ClaimState::NotClaimed => "not-claimed",
        }
    }
}

impl std::fmt::Display for ClaimState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Where the count of a counted result comes from.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum CountSource {
    /// Counted from the final position.
    Board,
    /// Black's count as agreed at the board and written in the record.
    Agreed,
}

mod remark;
mod result;
mod ruling;
mod tally;
pub use crate::ruleset::derived::{FindingRule, StandIn};
pub use remark::*;
pub use result::*;
pub use ruling::{
    ChosenOption, Consequence, RulingCheck, RulingOption, is_consequence, ruling_options,
};
pub use tally::*;
