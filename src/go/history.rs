//! Positions seen so far, for whole-board repetition. A position is the
//! board plus the player to move (what the player "faces"). Positions are
//! known by their 128-bit Zobrist key (two independent 64-bit keys, see
//! `zobrist.rs`): looking one up is O(1), and a game costs about 26 bytes
//! per position, however often it cycles: the key (16), the board's log
//! length for undo (4), and a 4-byte slot of the index (with its control
//! byte and free slots, about 6).

use super::board::{Analysis, Board};
use hashbrown::HashTable;

/// Every position of the game so far (hashes with the player to move), for repetition.
#[derive(Default, Clone)]
pub struct History {
    /// Position keys, oldest first.
    keys: Vec<u128>,
    /// Board log length at each position, for undo.
    marks: Vec<u32>,
    /// For each distinct key, the position where it first occurred (an
    /// index into `keys`). Zobrist keys are already uniformly random, so
    /// their low 64 bits are the hash.
    first: HashTable<u32>,
    /// Positions are the stones alone, whoever is to move (a ruleset's
    /// reading; by default the player to move is part of the position).
    pub board_only: bool,
}

/// A key's hash in the index: its low bits, already random.
fn hash(key: u128) -> u64 {
    key as u64
}

impl History {
    /// Room for `positions` more positions, so a game's table is sized
    /// once instead of rehashing as it grows.
    pub fn reserve(&mut self, positions: usize) {
        self.keys.reserve(positions);
        self.marks.reserve(positions);
        let keys = &self.keys;
        self.first.reserve(positions, |&i| hash(keys[i as usize]));
    }

    /// Remember the current position with `to_move` (1 or 2) to move.
    pub fn record(&mut self, board: &Board, to_move: u8) {
        let key = self.key(board.hash(), board, to_move);
        // A game longer than u32 positions cannot be read (inputs are
        // bounded far below that); saturating keeps this total.
        let at = u32::try_from(self.keys.len()).unwrap_or(u32::MAX);
        let keys = &self.keys;
        if self
            .first
            .find(hash(key), |&i| keys[i as usize] == key)
            .is_none()
        {
            self.first
                .insert_unique(hash(key), at, |&i| hash(keys[i as usize]));
        }
        self.keys.push(key);
        self.marks
            .push(u32::try_from(board.log_len()).unwrap_or(u32::MAX));
    }

    /// Forget positions recorded after the board log was `mark` long (undo).
    pub fn truncate_to(&mut self, mark: usize) {
        while let Some(&m) = self.marks.last() {
            if m as usize <= mark {
                break;
            }
            self.marks.pop();
            let Some(key) = self.keys.pop() else { break };
            // Positions go newest first: if this was the key's first
            // occurrence, no later one is left, and the key goes.
            let at = self.keys.len() as u32;
            if let Ok(entry) = self.first.find_entry(hash(key), |&i| i == at) {
                entry.remove();
            }
        }
    }

    /// Would playing with `analysis` leave the opponent (`to_move_after`)
    /// facing a position seen before?
    pub fn repeats(&self, board: &Board, analysis: &Analysis, to_move_after: u8) -> bool {
        let key = self.key(analysis.hash_after, board, to_move_after);
        self.first
            .find(hash(key), |&i| self.keys[i as usize] == key)
            .is_some()
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
