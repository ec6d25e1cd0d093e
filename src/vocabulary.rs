//! The closed vocabulary shared by rulesets and the engine: the facts the
//! engine can compute, the verdicts it can apply, the physical effects an
//! event may have, who may choose between verdicts, and claim windows.
//! Rulesets combine these words; adding a word is a Rust change, adding or
//! changing a rule is not.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What a rule may prescribe. Names follow the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The move does not stand: the board is as before it.
    MoveVoid,
    /// The player loses one turn: the opponent is to move.
    ForfeitTurn,
    Warning,
    /// Advice only (劝告), no penalty.
    Advice,
    /// Stones taken off the player's count (amount, default 1).
    StonePenalty,
    /// Time taken off the player's clock (amount in minutes).
    TimeDeduction,
    Loss,
    BothLose,
    Draw,
    Replay,
    NoResult,
    /// Stones put back where they were.
    RestoreStones,
    /// Stones that should have been captured are taken off.
    RemoveStones,
    /// Moved stones placed on a reasonable point.
    RelocateStones,
    /// The position is rebuilt and play continues.
    Reconstruct,
    /// What happened stands.
    NoCorrection,
    /// The error is corrected.
    Correction,
    GameEnd,
    /// Play resumes after a proposed end or a dispute.
    ResumePlay,
    /// The clock reading is not changed.
    NoClockChange,
    /// The clock keeps running as usual.
    ClockRuns,
}

impl Verdict {
    /// Verdicts that end the game with a result.
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            Verdict::Loss | Verdict::BothLose | Verdict::Draw | Verdict::Replay | Verdict::NoResult
        )
    }

    /// Verdicts that punish a player (as opposed to repairing the game).
    pub fn is_sanction(self) -> bool {
        self.is_terminal()
            || matches!(
                self,
                Verdict::Warning
                    | Verdict::Advice
                    | Verdict::StonePenalty
                    | Verdict::TimeDeduction
                    | Verdict::ForfeitTurn
            )
    }

    /// Verdicts whose size a rule states with `amount`.
    pub fn takes_amount(self) -> bool {
        matches!(self, Verdict::StonePenalty | Verdict::TimeDeduction)
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::MoveVoid => "move-void",
            Verdict::ForfeitTurn => "forfeit-turn",
            Verdict::Warning => "warning",
            Verdict::Advice => "advice",
            Verdict::StonePenalty => "stone-penalty",
            Verdict::TimeDeduction => "time-deduction",
            Verdict::Loss => "loss",
            Verdict::BothLose => "both-lose",
            Verdict::Draw => "draw",
            Verdict::Replay => "replay",
            Verdict::NoResult => "no-result",
            Verdict::RestoreStones => "restore-stones",
            Verdict::RemoveStones => "remove-stones",
            Verdict::RelocateStones => "relocate-stones",
            Verdict::Reconstruct => "reconstruct",
            Verdict::NoCorrection => "no-correction",
            Verdict::Correction => "correction",
            Verdict::GameEnd => "game-end",
            Verdict::ResumePlay => "resume-play",
            Verdict::NoClockChange => "no-clock-change",
            Verdict::ClockRuns => "clock-runs",
        }
    }

    pub const ALL: [Verdict; 21] = [
        Verdict::MoveVoid,
        Verdict::ForfeitTurn,
        Verdict::Warning,
        Verdict::Advice,
        Verdict::StonePenalty,
        Verdict::TimeDeduction,
        Verdict::Loss,
        Verdict::BothLose,
        Verdict::Draw,
        Verdict::Replay,
        Verdict::NoResult,
        Verdict::RestoreStones,
        Verdict::RemoveStones,
        Verdict::RelocateStones,
        Verdict::Reconstruct,
        Verdict::NoCorrection,
        Verdict::Correction,
        Verdict::GameEnd,
        Verdict::ResumePlay,
        Verdict::NoClockChange,
        Verdict::ClockRuns,
    ];

    pub fn from_name(name: &str) -> Option<Verdict> {
        Verdict::ALL.iter().copied().find(|v| v.name() == name)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the engine knows about an event, by name. Which trigger a fact is
/// defined for is checked when a ruleset loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fact {
    /// The stone would have no liberty and captures nothing (forbidden point).
    Suicide,
    /// The move retakes a ko immediately.
    KoRecapture,
    /// The move makes the opponent face a position (board and player to move) seen before.
    Repetition,
    /// The player moves again although the opponent has not moved or passed.
    DoubleMove,
    /// The player moves although it is not their turn (includes double moves).
    OutOfTurn,
    /// Stones the move captures.
    Captures,
    /// Passes in a row, this one included.
    ConsecutivePasses,
    /// The event comes after the game ended.
    AfterEnd,
    /// Moves played so far, this one included.
    MoveNumber,
    /// How many times this player has had this event, this one included.
    Occurrence,
    /// Warnings this player has received, a warning being given now included.
    Warnings,
    /// The points named by the event hold stones of the opponent.
    PointsHoldOpponentStones,
    /// The points named by the event were captured by the player's last move.
    PointsWereCaptured,
}

/// The kind of trigger a fact is defined for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TriggerKind {
    Move,
    Pass,
    Warning,
    Event,
}

impl Fact {
    pub const ALL: [Fact; 13] = [
        Fact::Suicide,
        Fact::KoRecapture,
        Fact::Repetition,
        Fact::DoubleMove,
        Fact::OutOfTurn,
        Fact::Captures,
        Fact::ConsecutivePasses,
        Fact::AfterEnd,
        Fact::MoveNumber,
        Fact::Occurrence,
        Fact::Warnings,
        Fact::PointsHoldOpponentStones,
        Fact::PointsWereCaptured,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Fact::Suicide => "suicide",
            Fact::KoRecapture => "ko-recapture",
            Fact::Repetition => "repetition",
            Fact::DoubleMove => "double-move",
            Fact::OutOfTurn => "out-of-turn",
            Fact::Captures => "captures",
            Fact::ConsecutivePasses => "consecutive-passes",
            Fact::AfterEnd => "after-end",
            Fact::MoveNumber => "move-number",
            Fact::Occurrence => "occurrence",
            Fact::Warnings => "warnings",
            Fact::PointsHoldOpponentStones => "points-hold-opponent-stones",
            Fact::PointsWereCaptured => "points-were-captured",
        }
    }

    pub fn from_name(name: &str) -> Option<Fact> {
        Fact::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// Whether the engine computes this fact for the given trigger.
    pub fn defined_for(self, trigger: TriggerKind) -> bool {
        use Fact::*;
        match self {
            Suicide | KoRecapture | Repetition | Captures => trigger == TriggerKind::Move,
            DoubleMove | OutOfTurn => matches!(trigger, TriggerKind::Move | TriggerKind::Pass),
            ConsecutivePasses => trigger == TriggerKind::Pass,
            PointsHoldOpponentStones | PointsWereCaptured => trigger == TriggerKind::Event,
            AfterEnd | MoveNumber | Occurrence | Warnings => true,
        }
    }
}

/// What an event declared by a ruleset does to the game, besides any verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Effect {
    /// Conduct only: the board and the turn are unchanged.
    #[default]
    None,
    /// The player gives up the move (a pass), e.g. when proposing to end.
    Pass,
    /// The stone just played is lifted from its first point argument and placed on the second.
    Relocate,
    /// The point arguments are stones both players agree are dead.
    AgreeDead,
    /// The number argument is Black's count agreed at the board.
    Count,
}

/// Kinds of event arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ArgKind {
    Point,
    /// One or more points (must be the last argument).
    Points,
    Duration,
    Number,
    Word,
}

/// Who picks one of several verdicts the text allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Chooser {
    Arbiter,
    ChiefArbiter,
    /// The player concerned, by request (e.g. "经读秒方申请").
    Player,
    /// The tournament's supplementary rules.
    Supplement,
}

impl Chooser {
    pub fn name(self) -> &'static str {
        match self {
            Chooser::Arbiter => "arbiter",
            Chooser::ChiefArbiter => "chief-arbiter",
            Chooser::Player => "player",
            Chooser::Supplement => "supplement",
        }
    }
}

/// Until when a claim makes a rule apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimWindow {
    /// Before the claimant's next move.
    ClaimantNextMove,
    /// Any time before the game ends.
    GameEnd,
}

/// Whether a rule's finding counts as a violation (exit code 1) or records
/// the regular course of the game (resignation, end by passes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum RuleKind {
    #[default]
    Violation,
    Procedure,
}

/// The physics a ruleset is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    Go,
}

/// How the result is counted at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoringMethod {
    /// Stones plus surrounded points; points between both sides' stones split in half.
    Area,
}
