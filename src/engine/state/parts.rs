//! The parts of the game the judge keeps, each read through its getters:
//! only [`State`](super::State), which owns them, writes them (its fields
//! are visible to the `state` module alone), so every change of the game
//! is one of the few acts `State` offers.

use super::memo::ActMemo;
use crate::judgement::Outcome;
use crate::record::ast::Colour;
use crate::vocabulary::{ClaimWindow, Score};
use std::collections::HashMap;
use std::sync::Arc;

/// Whose turn it is and how far play has come.
#[derive(Debug, Clone)]
pub struct Turn {
    pub(super) to_move: Colour,
    pub(super) free_turn: bool,
    pub(super) turn_set_by: Option<Arc<str>>,
    pub(super) last_mover: Option<Colour>,
    pub(super) move_number: u32,
    pub(super) consecutive_passes: u32,
    pub(super) passes: [usize; 2],
}

impl Turn {
    /// The turn at the start of a game: Black to move, nothing played.
    pub(super) fn start() -> Turn {
        Turn {
            to_move: Colour::Black,
            free_turn: false,
            turn_set_by: None,
            last_mover: None,
            move_number: 0,
            consecutive_passes: 0,
            passes: [0, 0],
        }
    }

    /// The player to move.
    #[inline]
    pub fn to_move(&self) -> Colour {
        self.to_move
    }
    /// Play resumed without the text saying who moves first: either may.
    #[inline]
    pub fn free_turn(&self) -> bool {
        self.free_turn
    }
    /// The event whose `moves-first` verdict gave the turn, until the next
    /// move or pass.
    pub fn turn_set_by(&self) -> Option<&Arc<str>> {
        self.turn_set_by.as_ref()
    }
    /// The player who moved last (none after a setup that says who moves,
    /// or a verdict that gave the turn).
    #[inline]
    pub fn last_mover(&self) -> Option<Colour> {
        self.last_mover
    }
    /// Moves and passes played.
    #[inline]
    pub fn move_number(&self) -> u32 {
        self.move_number
    }
    /// Passes in a row, up to the last move.
    pub fn consecutive_passes(&self) -> u32 {
        self.consecutive_passes
    }
    /// Passes each player made while play was on (Black's, White's): a
    /// count with pass stones hands each to the opponent as a prisoner.
    pub fn passes(&self) -> [usize; 2] {
        self.passes
    }

    /// The player `c` has had the turn: the opponent moves next, as the
    /// rules give it (no longer freely, nor as a verdict set it).
    pub(super) fn ends(&mut self, c: Colour) {
        self.to_move = c.opponent();
        self.free_turn = false;
        self.turn_set_by = None;
        self.last_mover = Some(c);
    }

    /// `c` moves next, as a verdict or the record says: nobody "moved
    /// last" (the turn is not the rules' alternation).
    pub(super) fn given_to(&mut self, c: Colour) {
        self.to_move = c;
        self.free_turn = false;
        self.last_mover = None;
    }
}

/// The last stones played and the last act of each player.
#[derive(Debug, Default)]
pub struct Played {
    /// The last stones placed, oldest first: (point, the move number the
    /// judge gave it, colour, captured since), at most
    /// `diagram::NUMBERED`.
    pub(super) recent: std::collections::VecDeque<(usize, u32, Colour, bool)>,
    /// Each player's last act, while it can still be taken back.
    pub(super) last_act: [Option<ActMemo>; 2],
    /// The stones each player's last move took off.
    pub(super) last_captures: [Vec<u16>; 2],
}

impl Played {
    /// The last stones placed, oldest first: (point, the move number the
    /// judge gave it, colour, whether a later move captured it) — what a
    /// diagram numbers, counted as the judge counts (offers, passes and all).
    pub fn recent(&self) -> &std::collections::VecDeque<(usize, u32, Colour, bool)> {
        &self.recent
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
