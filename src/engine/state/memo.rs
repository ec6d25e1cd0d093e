//! What is recorded when an act is done (a stone, a pass, fifth-move
//! offers, a conduct event that changes the game), so that a verdict can
//! take it back exactly: the position's mark, the turn, the protocol's
//! memory and the ending as they were before it.

use super::turn::Turn;
use crate::opening::{OpeningMark, OpeningState};
use crate::vocabulary::Score;

/// One act as recorded when it was done. Kept for each player's last act,
/// made on every move: what a move may change is held inline, what only a
/// conduct act changes is boxed beside it.
#[derive(Clone, Debug)]
pub struct ActMemo {
    /// The record event that did it.
    pub event: usize,
    /// The point of the stone it placed (a move, a relocated stone).
    pub point: Option<usize>,
    /// The position's mark before it and after it.
    pub(super) log_start: usize,
    pub(super) log_end: usize,
    /// Moves played once it was done (it is still the last act while
    /// this is the game's).
    pub(super) moves_after: u32,
    /// The turn as it was before it.
    pub(super) turn: Turn,
    /// Where play stopped, before it (a move after the stop is its first).
    pub(super) stop_mark: Option<(usize, Option<u32>)>,
    /// What a move may change of the protocol's memory, before it.
    pub(super) opening: OpeningMark,
    /// What a conduct act may change besides: the protocol's whole memory,
    /// the dead stones and the agreed count, before it.
    pub(super) conduct: Option<Box<ConductBefore>>,
    /// The same player's act just before it, when nothing came between
    /// (a double move's first move): one deep, so that both of a double
    /// move can be taken back and no chain grows with a record.
    pub(super) before: Option<Box<ActMemo>>,
}

impl ActMemo {
    /// The position's mark once the act was done.
    pub fn log_end(&self) -> usize {
        self.log_end
    }
}

/// What a conduct act (offers kept, a swap, a branch, a declaration, dead
/// stones, a count) may change besides what a move may.
#[derive(Clone, Debug)]
pub(super) struct ConductBefore {
    pub opening: OpeningState,
    pub dead: usize,
    pub agreed_count: Option<Score>,
}
