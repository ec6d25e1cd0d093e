//! The game as the judge sees it, in parts: the position, the turn, the
//! last stones played, the tally of sanctions, the ending, the claims
//! waiting, the opening protocol's memory. Every part is read through its
//! getters and written only here, through the few acts `State` offers: a
//! move, a pass, fifth-move offers, a conduct act, a lost turn, an act
//! taken back — each recorded when it is done ([`ActMemo`]) so that a
//! verdict takes it back exactly, whichever way the verdict came.

mod acts;
mod course;
mod memo;
mod parts;
mod quiet;
mod recent;
mod turn;

pub use parts::{Claims, Counters, Ending, Pending, Played, Terminal, Turn};

use crate::opening::OpeningState;
use crate::position::Position;
use crate::record::ast::Colour;

/// The game as the judge sees it, in parts that each own their state.
pub struct State {
    position: Box<dyn Position>,
    turn: Turn,
    played: Played,
    tally: Counters,
    end: Ending,
    claims: Claims,
    opening: OpeningState,
    /// The events that gave the turn by a `moves-first` verdict, in order
    /// ([`Turn`] names one by its place here).
    turn_setters: Vec<std::sync::Arc<str>>,
}

impl State {
    /// A state for a game from `position`, the opening protocol
    /// remembering from `opening`.
    pub fn new(position: Box<dyn Position>, opening: OpeningState) -> State {
        State {
            position,
            turn: Turn::start(),
            played: Played::default(),
            tally: Counters::default(),
            end: Ending::default(),
            claims: Claims::default(),
            opening,
            turn_setters: Vec::new(),
        }
    }

    /// The game's position: the stones and what its physics remembers.
    #[inline]
    pub fn position(&self) -> &dyn Position {
        self.position.as_ref()
    }
    /// Whose turn it is and how far play has come.
    #[inline]
    pub fn turn(&self) -> &Turn {
        &self.turn
    }
    /// The last stones played and each player's last act.
    pub fn played(&self) -> &Played {
        &self.played
    }
    /// The sanctions each player has had, and the conduct they repeated.
    #[inline]
    pub fn tally(&self) -> &Counters {
        &self.tally
    }
    /// Whether, when and how the game stopped or was decided.
    #[inline]
    pub fn end(&self) -> &Ending {
        &self.end
    }
    /// Findings waiting for a claim, and the last incident's.
    #[inline]
    pub fn claims(&self) -> &Claims {
        &self.claims
    }
    /// What the edition's opening protocol remembers.
    #[inline]
    pub fn opening(&self) -> &OpeningState {
        &self.opening
    }
    /// The protocol's memory, for the protocol's own steps
    /// (`crate::opening`) to write: a branch taken, implied or named.
    pub fn opening_mut(&mut self) -> &mut OpeningState {
        &mut self.opening
    }

    // --- before the first move -------------------------------------------

    /// A setup stone put on the empty board.
    pub fn put_setup(&mut self, p: usize, c: Colour) {
        self.position.put(p, c);
    }

    /// The game starts from the stones set up, `to_move` to move if the
    /// record says so, with room for `positions` positions. A record that
    /// sets stones up without saying who moves (handicap stones, after which
    /// White moves; a given position) lets its first move say it: either
    /// player may make it.
    pub fn start(&mut self, to_move: Option<Colour>, set_up: bool, positions: usize) {
        match to_move {
            Some(c) => self.turn.to_move = c,
            None => self.turn.free_turn = set_up,
        }
        self.position.start(self.turn.to_move, positions);
    }

    /// The board set as the record writes it mid-game: stones put on or
    /// taken off without captures, and the player to move if given (then
    /// nobody "moved last": the record says whose turn it is). Not a move,
    /// and never taken back. `changes` are (point, what it holds
    /// afterwards), in order, the last write of a point counting.
    ///
    /// A setup before the first move is the starting position: one that
    /// does not say who moves lets the first move say it, as setup tags do.
    pub fn set_up(&mut self, changes: &[(usize, Option<Colour>)], to_move: Option<Colour>) {
        match to_move {
            Some(c) => self.turn.given_to(c),
            None if self.turn.move_number == 0
                && self.played.last_act.iter().all(Option::is_none) =>
            {
                self.turn.free_turn = true;
            }
            None => {}
        }
        self.position.set_up(changes, self.turn.to_move);
        self.played.last_act = [None, None];
    }
}
