//! Positions seen so far, for whole-board repetition. A position is the
//! board plus the player to move (what the player "faces"). Positions are
//! known by their 128-bit Zobrist key (two independent 64-bit keys, see
//! `zobrist.rs`): looking one up is O(1).
//!
//! In a real game almost no move repeats a position, so the positions are
//! first kept in a list and a *filter* (two bits per key in a bit set
//! sized for the game, a Bloom filter): a key whose bits are not both set
//! was never seen, which answers nearly every lookup with two bit tests.
//! Only when a lookup passes the filter is the index (key → first
//! occurrence, a hash table) built from the list, once, and kept from then
//! on. A game costs about 24 bytes per position before that — the key
//! (16), the board's log length for undo (4), the filter (4: 32 bits a
//! position) — and about 6 more per position once the index exists.

use super::board::{Analysis, Board};
use hashbrown::HashTable;
use std::cell::RefCell;

/// The filter's size at least, in bits (512 bytes).
const MIN_FILTER_BITS: usize = 1 << 12;

/// Filter bits per position reserved: with two bits set per key, a
/// lookup of a key never seen passes with a chance below 1 in 250.
const FILTER_BITS_PER_POSITION: usize = 32;

/// Every position of the game so far (hashes with the player to move), for repetition.
#[derive(Default, Clone)]
pub struct History {
    /// Position keys, oldest first.
    keys: Vec<u128>,
    /// Board log length at each position, for undo.
    marks: Vec<u32>,
    /// Two bits for each key recorded (never cleared by an undo: a stale
    /// bit only sends a lookup on to the index).
    filter: Vec<u64>,
    /// For each distinct key, the position where it first occurred (an
    /// index into `keys`), once a lookup needed it. Built on a lookup,
    /// which only reads the history, hence the cell.
    first: RefCell<Option<HashTable<u32>>>,
    /// Positions are the stones alone, whoever is to move (a ruleset's
    /// reading; by default the player to move is part of the position).
    pub board_only: bool,
    /// Cycles are followed (a ruleset reads who began one): `cycles` is
    /// kept up then, and only then.
    pub track_cycles: bool,
    /// What following cycles needs, kept only with `track_cycles`.
    cycles: Cycles,
}

/// Who began each cycle: the player to move at every position, and each
/// recorded position that repeats an earlier one with its cycle's entry.
#[derive(Default, Clone)]
struct Cycles {
    /// The player to move (1 or 2) at each position.
    to_move: Vec<u8>,
    /// (position, its cycle's entry) for each position that repeats: the
    /// entry is the earliest position the cycle came back to, carried on
    /// while the game keeps repeating.
    repeats: Vec<(u32, u32)>,
}

/// A key's hash in the index: its low bits, already random.
fn hash(key: u128) -> u64 {
    key as u64
}

/// A key's two filter bits among `bits` (a power of two): from its high
/// half, independent of the index's hash.
fn filter_bits(key: u128, bits: usize) -> [usize; 2] {
    let mask = bits - 1;
    [(key >> 64) as usize & mask, (key >> 96) as usize & mask]
}

impl History {
    /// Room for `positions` more positions, so a game's lists and filter
    /// are sized once instead of growing as they fill.
    pub fn reserve(&mut self, positions: usize) {
        self.keys.reserve(positions);
        self.marks.reserve(positions);
        let total = self.keys.len() + positions;
        let bits = (total * FILTER_BITS_PER_POSITION)
            .max(MIN_FILTER_BITS)
            .next_power_of_two();
        if bits > self.filter.len() * 64 {
            self.resize_filter(bits);
        }
    }

    /// A filter of `bits` bits holding every key recorded.
    fn resize_filter(&mut self, bits: usize) {
        self.filter = vec![0; bits / 64];
        for i in 0..self.keys.len() {
            self.mark_filter(self.keys[i]);
        }
    }

    fn mark_filter(&mut self, key: u128) {
        for b in filter_bits(key, self.filter.len() * 64) {
            self.filter[b / 64] |= 1 << (b % 64);
        }
    }

    /// Whether `key` may have been recorded (certainly not when false).
    fn may_contain(&self, key: u128) -> bool {
        let bits = self.filter.len() * 64;
        bits > 0
            && filter_bits(key, bits)
                .iter()
                .all(|&b| self.filter[b / 64] & (1 << (b % 64)) != 0)
    }

    /// Remember the current position with `to_move` (1 or 2) to move.
    pub fn record(&mut self, board: &Board, to_move: u8) {
        let key = self.key(board.hash(), board, to_move);
        // A filter fuller than planned (a game longer than reserved for,
        // or none reserved) is made twice as large.
        if self.keys.len() * FILTER_BITS_PER_POSITION >= self.filter.len() * 64 {
            let bits = (self.filter.len() * 128).max(MIN_FILTER_BITS);
            self.resize_filter(bits);
        }
        // A game longer than u32 positions cannot be read (inputs are
        // bounded far below that); saturating keeps this total.
        let at = u32::try_from(self.keys.len()).unwrap_or(u32::MAX);
        // Before the key is indexed: a repeat is a key seen before this one.
        if self.track_cycles {
            if let Some(entry) = self.cycle_entry(key) {
                self.cycles.repeats.push((at, entry));
            }
            self.cycles.to_move.push(to_move);
        }
        if let Some(index) = self.first.get_mut() {
            index_insert(index, &self.keys, key, at);
        }
        self.mark_filter(key);
        self.keys.push(key);
        self.marks
            .push(u32::try_from(board.log_len()).unwrap_or(u32::MAX));
    }

    /// The entry of the cycle a new position with `key` would close, if it
    /// repeats one: the cycle of the last position, when that repeated
    /// too (the game goes round again), else the key's first occurrence.
    fn cycle_entry(&self, key: u128) -> Option<u32> {
        let first = self.first_at(key)?;
        let last = self.keys.len().checked_sub(1);
        Some(match self.cycles.repeats.last() {
            Some(&(at, entry)) if Some(at as usize) == last => entry,
            _ => first,
        })
    }

    /// Whether the player to move now (`mover`, 1 or 2) began the cycle
    /// that playing with `analysis` would repeat (`to_move_after` then to
    /// move): false without a repetition, or when cycles are not followed.
    pub fn began_the_cycle(
        &self,
        board: &Board,
        hash_after: u128,
        to_move_after: u8,
        mover: u8,
    ) -> bool {
        let key = self.key(hash_after, board, to_move_after);
        self.track_cycles
            && self
                .cycle_entry(key)
                .and_then(|e| self.cycles.to_move.get(e as usize))
                == Some(&mover)
    }

    /// Forget positions recorded after the board log was `mark` long (undo).
    pub fn truncate_to(&mut self, mark: usize) {
        let index = self.first.get_mut();
        while let Some(&m) = self.marks.last() {
            if m as usize <= mark {
                break;
            }
            self.marks.pop();
            let Some(key) = self.keys.pop() else { break };
            let len = self.keys.len();
            self.cycles.to_move.truncate(len);
            if self
                .cycles
                .repeats
                .last()
                .is_some_and(|r| r.0 as usize >= len)
            {
                self.cycles.repeats.pop();
            }
            // Positions go newest first: if this was the key's first
            // occurrence, no later one is left, and the key goes.
            let at = self.keys.len() as u32;
            if let Some(index) = index.as_mut()
                && let Ok(entry) = index.find_entry(hash(key), |&i| i == at)
            {
                entry.remove();
            }
        }
    }

    /// Would playing with `analysis` leave the opponent (`to_move_after`)
    /// facing a position seen before?
    pub fn repeats(&self, board: &Board, analysis: &Analysis, to_move_after: u8) -> bool {
        self.contains(self.key(analysis.hash_after, board, to_move_after))
    }

    /// Whether the board as it stands, `to_move` (1 or 2) to move, was
    /// seen before (a position not yet recorded: just played).
    pub fn seen(&self, board: &Board, to_move: u8) -> bool {
        self.contains(self.key(board.hash(), board, to_move))
    }

    /// Whether a position's key was recorded.
    fn contains(&self, key: u128) -> bool {
        self.first_at(key).is_some()
    }

    /// Where a position's key was first recorded, if it was.
    fn first_at(&self, key: u128) -> Option<u32> {
        if !self.may_contain(key) {
            return None;
        }
        let keys = &self.keys;
        // The index is built on the first lookup the filter lets through
        // (the cell is borrowed nowhere else; if it were, the list answers).
        let Ok(mut first) = self.first.try_borrow_mut() else {
            return keys.iter().position(|&k| k == key).map(|i| i as u32);
        };
        let index = first.get_or_insert_with(|| {
            let mut index = HashTable::with_capacity(keys.capacity());
            for (at, &k) in keys.iter().enumerate() {
                index_insert(&mut index, keys, k, at as u32);
            }
            index
        });
        index.find(hash(key), |&i| keys[i as usize] == key).copied()
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

/// `key`, recorded as position `at`, into the index unless it is there
/// already (the index keeps each key's first occurrence). One probe.
fn index_insert(index: &mut HashTable<u32>, keys: &[u128], key: u128, at: u32) {
    if let hashbrown::hash_table::Entry::Vacant(slot) = index.entry(
        hash(key),
        |&i| keys[i as usize] == key,
        |&i| hash(keys[i as usize]),
    ) {
        slot.insert(at);
    }
}
