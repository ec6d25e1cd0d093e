//! Positions seen so far, for whole-board repetition. A position is the
//! board plus the player to move (what the player "faces"). Positions are
//! known by their 128-bit Zobrist key (two independent 64-bit keys, see
//! `zobrist.rs`): looking one up is O(1), and a game costs about 40 bytes
//! per position, however often it cycles.

use super::board::{Analysis, Board};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Zobrist keys are already uniformly random: hashing them again (SipHash
/// by default) only costs time, so the table uses their low 64 bits.
#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        // Not used for u128 keys; kept correct for any other input.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u128(&mut self, key: u128) {
        self.0 = key as u64;
    }
}

/// Every position of the game so far (hashes with the player to move), for repetition.
#[derive(Default, Clone)]
pub struct History {
    /// Position keys, oldest first, for undo.
    keys: Vec<u128>,
    /// Board log length at each position, for undo.
    marks: Vec<usize>,
    /// How many times each key was recorded.
    seen: HashMap<u128, u32, BuildHasherDefault<KeyHasher>>,
    /// Positions are the stones alone, whoever is to move (a ruleset's
    /// reading; by default the player to move is part of the position).
    pub board_only: bool,
}

impl History {
    /// Room for `positions` more positions, so a game's table is sized
    /// once instead of rehashing as it grows.
    pub fn reserve(&mut self, positions: usize) {
        self.keys.reserve(positions);
        self.marks.reserve(positions);
        self.seen.reserve(positions);
    }

    /// Remember the current position with `to_move` (1 or 2) to move.
    pub fn record(&mut self, board: &Board, to_move: u8) {
        let key = self.key(board.hash(), board, to_move);
        *self.seen.entry(key).or_insert(0) += 1;
        self.keys.push(key);
        self.marks.push(board.log_len());
    }

    /// Forget positions recorded after the board log was `mark` long (undo).
    pub fn truncate_to(&mut self, mark: usize) {
        while let Some(&m) = self.marks.last() {
            if m <= mark {
                break;
            }
            self.marks.pop();
            if let Some(key) = self.keys.pop()
                && let Some(n) = self.seen.get_mut(&key)
            {
                *n -= 1;
                if *n == 0 {
                    self.seen.remove(&key);
                }
            }
        }
    }

    /// Would playing with `analysis` leave the opponent (`to_move_after`)
    /// facing a position seen before?
    pub fn repeats(&self, board: &Board, analysis: &Analysis, to_move_after: u8) -> bool {
        let key = self.key(analysis.hash_after, board, to_move_after);
        self.seen.contains_key(&key)
    }

    /// A position's key: the stones' hash, with the player to move unless
    /// positions are compared by the board alone.
    fn key(&self, stones: u128, board: &Board, to_move: u8) -> u128 {
        if self.board_only {
            stones
        } else {
            stones ^ board.side_key(to_move)
        }
    }
}
