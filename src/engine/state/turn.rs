//! Whose turn it is and how far play has come: the part of the game a move
//! changes first, and that a memo keeps as it was before an act.

use crate::record::ast::Colour;

/// Whose turn it is and how far play has come.
#[derive(Debug, Clone, Copy)]
pub struct Turn {
    pub(super) to_move: Colour,
    pub(super) free_turn: bool,
    /// The event whose `moves-first` verdict gave the turn, as its place
    /// among the events that gave one ([`super::State::turn_set_by`]):
    /// a number, so that the turn is copied into a memo on every move
    /// without a reference count.
    pub(super) turn_set_by: Option<u32>,
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
    pub fn to_move(self) -> Colour {
        self.to_move
    }
    /// Play resumed without the text saying who moves first: either may.
    #[inline]
    pub fn free_turn(&self) -> bool {
        self.free_turn
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
