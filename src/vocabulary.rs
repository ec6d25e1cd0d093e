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
    /// The player wins (a five).
    Win,
    /// A violation (Gomoku 违例), counted per game.
    Violation,
    /// Time added to the opponent's clock or taken from the player's (amount in minutes).
    TimePenalty,
}

impl Verdict {
    /// Verdicts that end the game with a result.
    pub fn is_terminal(self) -> bool {
        matches!(
            self,
            Verdict::Loss
                | Verdict::Win
                | Verdict::BothLose
                | Verdict::Draw
                | Verdict::Replay
                | Verdict::NoResult
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
                    | Verdict::TimePenalty
                    | Verdict::Violation
                    | Verdict::ForfeitTurn
            )
    }

    /// Verdicts whose size a rule states with `amount`.
    pub fn takes_amount(self) -> bool {
        matches!(
            self,
            Verdict::StonePenalty | Verdict::TimeDeduction | Verdict::TimePenalty
        )
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
            Verdict::Win => "win",
            Verdict::Violation => "violation",
            Verdict::TimePenalty => "time-penalty",
        }
    }

    pub const ALL: [Verdict; 24] = [
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
        Verdict::Win,
        Verdict::Violation,
        Verdict::TimePenalty,
    ];

    pub fn from_name(name: &str) -> Option<Verdict> {
        Verdict::ALL.iter().copied().find(|v| v.name() == name)
    }
}

/// `warning + stone-penalty`, or `nothing` for an empty list.
pub fn verdict_list(v: &[Verdict]) -> String {
    if v.is_empty() {
        "nothing".into()
    } else {
        v.iter().map(|v| v.name()).collect::<Vec<_>>().join(" + ")
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the engine knows about an event, by name. Which trigger a fact is
/// defined for is checked when a ruleset loads; facts a game's physics does
/// not compute are simply false (Go has no fives, Gomoku no captures).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fact {
    // --- moves, Go ---
    /// The stone would have no liberty and captures nothing (forbidden point).
    Suicide,
    /// The move retakes a ko immediately.
    KoRecapture,
    /// The move makes the opponent face a position (board and player to move) seen before.
    Repetition,
    /// Stones the move captures.
    Captures,
    // --- moves, Gomoku ---
    /// The move makes exactly five in a row.
    Five,
    /// The move makes six or more in a row.
    Overline,
    /// Black's move makes two or more fours (two on one line included).
    DoubleFour,
    /// Black's move makes two or more live threes sharing the stone.
    DoubleThree,
    /// No empty point is left after the move.
    BoardFull,
    /// Designated opening: Black 1 is not on tengen.
    FirstStoneOffTengen,
    /// Designated opening: after Black 3, the first three stones are none of the edition's openings.
    NotDesignatedOpening,
    /// Black's fifth move was not preceded by a declaration of the number of offers.
    OffersUndeclared,
    /// The number of fifth-move offers differs from the number declared.
    OfferCountMismatch,
    /// Two fifth-move offers are equivalent under the ruleset's reading of 位置不同形.
    OffersEquivalent,
    /// A swap outside its window (after Black 3, before White 4).
    SwapOutOfWindow,
    /// A second swap in the same game.
    SwapRepeated,
    /// The game is played with a designated opening (the record's `Opening` tag).
    Designated,
    // --- moves and passes ---
    /// The player moves again although the opponent has not moved or passed.
    DoubleMove,
    /// The player moves although it is not their turn (includes double moves).
    OutOfTurn,
    /// The actor is Black.
    Black,
    /// Passes in a row, this one included.
    ConsecutivePasses,
    /// This pass is White's, after Black passed in the same round.
    RoundPasses,
    // --- everywhere ---
    /// The event comes after the game ended.
    AfterEnd,
    /// Moves played so far, this one included.
    MoveNumber,
    /// How many times this player has had this event, this one included.
    Occurrence,
    /// This player's occurrences of this event minus the opponent's.
    OccurrenceBeyondOpponent,
    /// Warnings this player has received, a warning being given now included.
    Warnings,
    /// Violations this player has received, one being given now included.
    Violations,
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
    /// A warning or violation was just given.
    Sanction,
    Event,
}

impl Fact {
    pub const ALL: [Fact; 30] = [
        Fact::Suicide,
        Fact::KoRecapture,
        Fact::Repetition,
        Fact::Captures,
        Fact::Five,
        Fact::Overline,
        Fact::DoubleFour,
        Fact::DoubleThree,
        Fact::BoardFull,
        Fact::FirstStoneOffTengen,
        Fact::NotDesignatedOpening,
        Fact::OffersUndeclared,
        Fact::OfferCountMismatch,
        Fact::OffersEquivalent,
        Fact::SwapOutOfWindow,
        Fact::SwapRepeated,
        Fact::Designated,
        Fact::DoubleMove,
        Fact::OutOfTurn,
        Fact::Black,
        Fact::ConsecutivePasses,
        Fact::RoundPasses,
        Fact::AfterEnd,
        Fact::MoveNumber,
        Fact::Occurrence,
        Fact::OccurrenceBeyondOpponent,
        Fact::Warnings,
        Fact::Violations,
        Fact::PointsHoldOpponentStones,
        Fact::PointsWereCaptured,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Fact::Suicide => "suicide",
            Fact::KoRecapture => "ko-recapture",
            Fact::Repetition => "repetition",
            Fact::Captures => "captures",
            Fact::Five => "five",
            Fact::Overline => "overline",
            Fact::DoubleFour => "double-four",
            Fact::DoubleThree => "double-three",
            Fact::BoardFull => "board-full",
            Fact::FirstStoneOffTengen => "first-stone-off-tengen",
            Fact::NotDesignatedOpening => "not-designated-opening",
            Fact::OffersUndeclared => "offers-undeclared",
            Fact::OfferCountMismatch => "offer-count-mismatch",
            Fact::OffersEquivalent => "offers-equivalent",
            Fact::SwapOutOfWindow => "swap-out-of-window",
            Fact::SwapRepeated => "swap-repeated",
            Fact::Designated => "designated",
            Fact::DoubleMove => "double-move",
            Fact::OutOfTurn => "out-of-turn",
            Fact::Black => "black",
            Fact::ConsecutivePasses => "consecutive-passes",
            Fact::RoundPasses => "round-passes",
            Fact::AfterEnd => "after-end",
            Fact::MoveNumber => "move-number",
            Fact::Occurrence => "occurrence",
            Fact::OccurrenceBeyondOpponent => "occurrence-beyond-opponent",
            Fact::Warnings => "warnings",
            Fact::Violations => "violations",
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
            Suicide | KoRecapture | Repetition | Captures | Five | Overline | DoubleFour
            | DoubleThree | BoardFull | FirstStoneOffTengen | NotDesignatedOpening => {
                trigger == TriggerKind::Move
            }
            DoubleMove | OutOfTurn => matches!(trigger, TriggerKind::Move | TriggerKind::Pass),
            ConsecutivePasses | RoundPasses => trigger == TriggerKind::Pass,
            PointsHoldOpponentStones
            | PointsWereCaptured
            | OffersUndeclared
            | OfferCountMismatch
            | OffersEquivalent
            | SwapOutOfWindow
            | SwapRepeated
            | OccurrenceBeyondOpponent => trigger == TriggerKind::Event,
            Designated | Black | AfterEnd | MoveNumber | Occurrence | Warnings | Violations => true,
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
    /// The number argument is how many fifth-move offers Black will make (五手N打).
    DeclareOffers,
    /// Black places the fifth-move offers (the point arguments) as one move.
    Offer,
    /// White keeps one of the offers (the point argument) as Black 5; the others go.
    Keep,
    /// White takes up the three-move swap (三手可交换).
    Swap,
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
    Gomoku,
}

/// How the result is counted at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoringMethod {
    /// Stones plus surrounded points; points between both sides' stones split in half.
    Area,
}

/// The facts computed for one event: a small array indexed by [`Fact`],
/// cheaper than a hash map for the thirty facts there are (this is built
/// for every event judged).
#[derive(Clone, Debug)]
pub struct Facts {
    values: [crate::ruleset::condition::Value; Fact::ALL.len()],
}

impl Default for Facts {
    fn default() -> Self {
        Facts {
            values: std::array::from_fn(|_| crate::ruleset::condition::Value::Absent),
        }
    }
}

impl Facts {
    pub fn new() -> Facts {
        Facts::default()
    }

    /// Set a fact (the last value set wins).
    pub fn insert(&mut self, fact: Fact, value: crate::ruleset::condition::Value) {
        self.values[fact as usize] = value;
    }

    /// A fact's value, if it was computed.
    pub fn get(&self, fact: &Fact) -> Option<&crate::ruleset::condition::Value> {
        match &self.values[*fact as usize] {
            crate::ruleset::condition::Value::Absent => None,
            v => Some(v),
        }
    }
}

// Facts index an array by discriminant: the last fact closes the range.
const _: () = assert!(Fact::PointsWereCaptured as usize + 1 == Fact::ALL.len());
