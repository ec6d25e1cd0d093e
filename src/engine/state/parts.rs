//! The parts of the game the judge keeps, each read through its getters:
//! only [`State`](super::State), which owns them, writes them (its fields
//! are visible to the `state` module alone), so every change of the game
//! is one of the few acts `State` offers.

use super::memo::ActMemo;
use super::recent::{Numbered, Recent};
pub use super::turn::Turn;
use crate::judgement::Outcome;
use crate::record::ast::Colour;
use crate::vocabulary::{ClaimWindow, Score};
use std::collections::HashMap;

/// The last stones played and the last act of each player.
#[derive(Debug, Default)]
pub struct Played {
    /// The last stones placed, oldest first: (point, the move number the
    /// judge gave it, colour, captured since), at most
    /// `diagram::NUMBERED`.
    pub(super) recent: Recent,
    /// Each player's last act, while it can still be taken back.
    pub(super) last_act: [Option<ActMemo>; 2],
    /// The stones each player's last move took off.
    pub(super) last_captures: [Vec<u16>; 2],
}

impl Played {
    /// The last stones placed, oldest first: (point, the move number the
    /// judge gave it, colour, whether a later move captured it) — what a
    /// diagram numbers, counted as the judge counts (offers, passes and all).
    pub fn recent(&self) -> &[Numbered] {
        self.recent.as_slice()
    }
    /// Player `c`'s last act, as recorded when it was done.
    pub fn last_act(&self, c: Colour) -> Option<&ActMemo> {
        self.last_act[c.index()].as_ref()
    }
    /// The stones player `c`'s last move took off.
    pub fn last_captures(&self, c: Colour) -> &[u16] {
        &self.last_captures[c.index()]
    }
}

/// The sanctions each player has had, and the conduct they repeated.
#[derive(Debug, Default)]
pub struct Counters {
    pub(super) warnings: [u32; 2],
    pub(super) violations: [u32; 2],
    pub(super) penalties: [Score; 2],
    pub(super) deductions: [Score; 2],
    pub(super) occurrences: HashMap<(Colour, usize), u32>,
    pub(super) sanction_depth: u32,
}

impl Counters {
    /// Warnings player `c` has been given.
    pub fn warnings(&self, c: Colour) -> u32 {
        self.warnings[c.index()]
    }
    /// Violations player `c` has been given.
    pub fn violations(&self, c: Colour) -> u32 {
        self.violations[c.index()]
    }
    /// Stones owed at the count (Black's, White's).
    pub fn penalties(&self) -> [Score; 2] {
        self.penalties
    }
    /// Points the count takes off each side that are no sanction (Black's,
    /// White's): a term of the count such as a first pass's point.
    pub fn deductions(&self) -> [Score; 2] {
        self.deductions
    }
    /// How often player `c` did declared event `event`.
    pub fn occurrences(&self, c: Colour, event: usize) -> u32 {
        self.occurrences.get(&(c, event)).copied().unwrap_or(0)
    }
    /// How many sanctions are firing inside each other right now.
    pub fn sanction_depth(&self) -> u32 {
        self.sanction_depth
    }
}

/// A result fixed by a verdict rather than by counting.
#[derive(Clone, Debug)]
pub struct Terminal {
    pub outcome: Outcome,
    pub articles: Vec<String>,
    pub loser: Option<Colour>,
    /// Decided by the winner's own act (a five) rather than the loser's.
    pub won: bool,
    /// The move number of the event that decided it.
    pub at_move: u32,
    /// The finding that decided it.
    pub finding: usize,
}

/// Whether, when and how the game stopped or was decided.
#[derive(Debug, Default)]
pub struct Ending {
    pub(super) ended: bool,
    pub(super) stop_mark: Option<(usize, Option<u32>)>,
    pub(super) terminal: Option<Terminal>,
    pub(super) dead: Vec<u16>,
    pub(super) agreed_count: Option<Score>,
    pub(super) decided_noted: bool,
    pub(super) ruled_change: Option<u32>,
}

impl Ending {
    /// Play has stopped (a game-end verdict, or a decision as ruled).
    #[inline]
    pub fn ended(&self) -> bool {
        self.ended
    }
    /// A result fixed by a verdict.
    #[inline]
    pub fn terminal(&self) -> Option<&Terminal> {
        self.terminal.as_ref()
    }
    /// Stones agreed dead, taken off at the count.
    pub fn dead(&self) -> &[u16] {
        &self.dead
    }
    /// A count the players agreed at the board (Black's).
    pub fn agreed_count(&self) -> Option<Score> {
        self.agreed_count
    }
    /// As ruled: the move number of the last verdict that changed the game
    /// (a void move taken back, stones restored), so a later impossible
    /// move can say why.
    pub fn ruled_change(&self) -> Option<u32> {
        self.ruled_change
    }
}

/// A finding that applies only if the opponent claims in time.
#[derive(Clone, Debug)]
pub struct Pending {
    pub finding: usize,
    /// The rule's index in the ruleset (the rule itself is not copied).
    pub rule: usize,
    pub actor: Option<Colour>,
    /// `None`: either player (the event was both players').
    pub claimant: Option<Colour>,
    pub window: ClaimWindow,
}

/// Findings waiting for a claim, and the last incident's.
#[derive(Debug, Default)]
pub struct Claims {
    pub(super) pending: Vec<Pending>,
    pub(super) last_findings: Vec<usize>,
    pub(super) left_to_arbiter: Vec<String>,
}

impl Claims {
    /// Claim-bound findings, waiting for their claim.
    #[inline]
    pub fn pending(&self) -> &[Pending] {
        &self.pending
    }
    /// The findings of the last incident (the last event that was not a
    /// ruling, or the claim that resolved it): what a ruling rules on.
    #[inline]
    pub fn last_findings(&self) -> &[usize] {
        &self.last_findings
    }
    /// The articles that leave the last event to the arbiter (no rule
    /// covers it), for a ruling right after it.
    pub fn left_to_arbiter(&self) -> &[String] {
        &self.left_to_arbiter
    }
}
