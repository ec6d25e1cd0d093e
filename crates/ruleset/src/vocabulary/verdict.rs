//! What each verdict weighs: whether it ends the game, punishes a player
//! or puts the game right, its severity for the views that colour it, and
//! the one-line forms in which lists of verdicts and choices are written.

use std::fmt;

use serde::Serialize;

use super::{Chooser, Verdict};

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
                | Verdict::ExtraGame
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
                    | Verdict::Caution
                    | Verdict::StonePenalty
                    | Verdict::TimeDeduction
                    | Verdict::TimePenalty
                    | Verdict::Violation
                    | Verdict::ForfeitTurn
            )
    }

    /// How heavily the verdict weighs on a player, for a view that shows
    /// it: a view colours a finding by its heaviest verdict.
    pub fn severity(self) -> Severity {
        match self {
            Verdict::Loss | Verdict::BothLose | Verdict::Disqualification => Severity::Loss,
            Verdict::Warning
            | Verdict::Violation
            | Verdict::StonePenalty
            | Verdict::TimeDeduction
            | Verdict::TimePenalty
            | Verdict::ForfeitTurn => Severity::Warning,
            Verdict::Win
            | Verdict::Draw
            | Verdict::Replay
            | Verdict::ExtraGame
            | Verdict::NoResult
            | Verdict::GameEnd
            | Verdict::PlayStops
            | Verdict::OpponentDeduction => Severity::Result,
            Verdict::MoveVoid
            | Verdict::MovesVoid
            | Verdict::ActVoid
            | Verdict::CountsAsPass
            | Verdict::Prohibited
            | Verdict::MovesFirst
            | Verdict::RestoreStones
            | Verdict::RemoveStones
            | Verdict::RelocateStones
            | Verdict::Reconstruct
            | Verdict::Correction => Severity::Correction,
            Verdict::Advice
            | Verdict::Caution
            | Verdict::NoCorrection
            | Verdict::NoClockChange
            | Verdict::ClockRuns
            | Verdict::ResumePlay => Severity::Remark,
        }
    }

    /// Verdicts that stop play (the count follows, or a confirmation).
    pub fn ends_play(self) -> bool {
        matches!(self, Verdict::GameEnd | Verdict::PlayStops)
    }

    /// Verdicts that take an act back.
    pub fn takes_back(self) -> bool {
        matches!(
            self,
            Verdict::MoveVoid | Verdict::MovesVoid | Verdict::ActVoid
        )
    }

    /// Verdicts a ruling may leave unsaid: they say only that the clock is
    /// left as it is, which is no act of the arbiter's.
    pub fn left_unsaid_in_a_ruling(self) -> bool {
        matches!(self, Verdict::NoClockChange | Verdict::ClockRuns)
    }

    /// Verdicts whose size a rule states with `amount`.
    pub fn takes_amount(self) -> bool {
        matches!(
            self,
            Verdict::StonePenalty
                | Verdict::OpponentDeduction
                | Verdict::TimeDeduction
                | Verdict::TimePenalty
        )
    }

    /// Verdicts that change a side's count at the end: stones off the
    /// player's, points off the opponent's.
    pub fn moves_the_count(self) -> bool {
        matches!(self, Verdict::StonePenalty | Verdict::OpponentDeduction)
    }
}

/// How heavily a verdict weighs, heaviest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// A player loses the game (or more).
    Loss,
    /// A penalty: a warning, a violation, stones, time, a turn.
    Warning,
    /// The game's result: a win, a draw, the end, a replay.
    Result,
    /// The game is put right: a move void, stones back.
    Correction,
    /// Nothing weighs on anyone.
    Remark,
}

/// `warning + stone-penalty`, or `nothing` for an empty list.
pub fn verdict_list(v: &[Verdict]) -> String {
    if v.is_empty() {
        "nothing".into()
    } else {
        v.iter().map(|v| v.name()).collect::<Vec<_>>().join(" + ")
    }
}

/// `arbiter chooses warning | loss`: a choice the text leaves, in one line.
pub fn choice_list(by: Chooser, options: &[Vec<Verdict>]) -> String {
    let options: Vec<String> = options.iter().map(|o| verdict_list(o)).collect();
    format!("{} chooses {}", by.name(), options.join(" | "))
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
