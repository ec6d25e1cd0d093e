//! A Go board with incrementally kept chains.
//!
//! Each chain is a circular list of its stones with a head; the head holds
//! the chain's size and its *pseudo-liberties* (one per stone–empty-point
//! adjacency). A chain is captured exactly when its pseudo-liberties reach
//! zero, and "the only liberty of chain h is p" is exactly
//! `libs[h] == number of p's neighbours in h` — so legality, captures and ko
//! are decided by looking at the four neighbours of a point, never by a
//! board scan. Every change of a point is logged, so the last moves can be
//! undone (takeback) without copying the board. The 128-bit Zobrist hash is
//! kept with every change, for whole-board repetition.

use super::geometry::{Geometry, geometry};

#[path = "board_check.rs"]
mod check;
#[path = "board_setup.rs"]
mod setup;
use std::sync::Arc;

/// An empty point.
pub const EMPTY: u8 = 0;

/// The log entry a setup leaves: undo stops there (no point has this index:
/// boards have at most 25 × 25 points).
pub(super) const BARRIER: u16 = u16::MAX;

/// Stone colours on the board: 1 Black, 2 White.
pub fn stone(colour: crate::record::ast::Colour) -> u8 {
    colour.index() as u8 + 1
}

/// What placing a stone would do, found without changing the board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Analysis {
    /// Opponent stones that would be captured.
    pub captured: Vec<u16>,
    /// The stone would have no liberty and capture nothing.
    pub suicide: bool,
    /// The move would take a single stone in a ko shape: the point the
    /// opponent may not retake at once.
    pub ko_point: Option<u16>,
    /// Board hash after the move (captures included, suicide not).
    pub hash_after: u128,
}

/// A Go board with chains kept incrementally (circular lists, pseudo-liberties), a Zobrist hash and a change log for undo.
#[derive(Clone)]
pub struct Board {
    size: usize,
    colour: Vec<u8>,
    head: Vec<u16>,
    next: Vec<u16>,
    libs: Vec<u16>,
    stones: Vec<u16>,
    /// Neighbours and Zobrist keys: the same for every board of a size,
    /// so built once per size and shared.
    geo: Arc<Geometry>,
    hash: u128,
    /// (point, colour before) for every change, oldest first.
    log: Vec<(u16, u8)>,
    /// Stones on the board.
    occupied: usize,
}

impl Board {
    /// An empty board of `size` × `size`.
    pub fn new(size: usize) -> Board {
        let n = size * size;
        Board {
            size,
            colour: vec![EMPTY; n],
            head: (0..n as u16).collect(),
            next: (0..n as u16).collect(),
            libs: vec![0; n],
            stones: vec![0; n],
            geo: geometry(size),
            hash: 0,
            log: Vec::new(),
            occupied: 0,
        }
    }

    /// Points per side.
    pub fn size(&self) -> usize {
        self.size
    }
    /// Points on the board.
    pub fn points(&self) -> usize {
        self.colour.len()
    }
    /// The colour at a point (`EMPTY`, 1 black, 2 white).
    pub fn at(&self, p: usize) -> u8 {
        self.colour[p]
    }
    /// The Zobrist hash of the stones on the board.
    pub fn hash(&self) -> u128 {
        self.hash
    }
    /// The hash key of the player to move, mixed in for situational repetition.
    pub fn side_key(&self, to_move: u8) -> u128 {
        self.geo.zobrist.side(to_move)
    }
    /// The on-board neighbours of a point.
    pub fn neighbours(&self, p: usize) -> &[u16] {
        self.geo.nb(p)
    }
    /// How many changes the undo log holds (a mark for `undo_to`).
    pub fn log_len(&self) -> usize {
        self.log.len()
    }
    /// Stones on the board.
    pub fn occupied(&self) -> usize {
        self.occupied
    }

    /// The stones of the chain through `p`.
    pub fn chain(&self, p: usize) -> Vec<u16> {
        let mut out = vec![p as u16];
        let mut s = self.next[p];
        while s as usize != p {
            out.push(s);
            s = self.next[s as usize];
        }
        out
    }

    /// Whether the stone on `p` stands alone with a single liberty (the
    /// shape of a ko right after a capture of one stone).
    pub fn lone_with_one_liberty(&self, p: usize) -> bool {
        let h = self.head[p] as usize;
        // A single stone's pseudo-liberties are its liberties.
        self.colour[p] != EMPTY && self.stones[h] == 1 && self.libs[h] == 1
    }

    /// Real liberties of the chain through `p` (for tests and reports).
    pub fn liberties(&self, p: usize) -> usize {
        let mut seen = std::collections::HashSet::new();
        for s in self.chain(p) {
            for &n in self.geo.nb(s as usize) {
                if self.colour[n as usize] == EMPTY {
                    seen.insert(n);
                }
            }
        }
        seen.len()
    }

    /// What a stone of `c` on the empty point `p` would do.
    pub fn analyse(&self, p: usize, c: u8) -> Analysis {
        let opp = 3 - c;
        let mut empties = 0;
        let mut own_extra_liberty = false;
        let mut own_neighbour = false;
        // At most four chains touch a point: no allocation per analysis.
        let mut heads = [0u16; 4];
        let mut n_heads = 0;
        for &n in self.geo.nb(p) {
            let colour = self.colour[n as usize];
            if colour == EMPTY {
                empties += 1;
                continue;
            }
            let h = self.head[n as usize];
            let adjacent = self
                .geo
                .nb(p)
                .iter()
                .filter(|&&m| self.colour[m as usize] != EMPTY && self.head[m as usize] == h)
                .count() as u16;
            if colour == c {
                own_neighbour = true;
                if self.libs[h as usize] > adjacent {
                    own_extra_liberty = true;
                }
            } else if colour == opp
                && self.libs[h as usize] == adjacent
                && !heads[..n_heads].contains(&h)
            {
                heads[n_heads] = h;
                n_heads += 1;
            }
        }
        let captured: Vec<u16> = heads[..n_heads]
            .iter()
            .flat_map(|&h| self.chain(h as usize))
            .collect();
        let suicide = empties == 0 && captured.is_empty() && !own_extra_liberty;
        let ko_point = (captured.len() == 1 && empties == 0 && !own_neighbour).then(|| captured[0]);
        let mut hash_after = self.hash ^ self.geo.zobrist.stone(p, c);
        for &s in &captured {
            hash_after ^= self.geo.zobrist.stone(s as usize, opp);
        }
        Analysis {
            captured,
            suicide,
            ko_point,
            hash_after,
        }
    }

    /// Play a stone: captures opponent chains left without liberties, then
    /// removes the player's own chain if it has none (a suicide that the
    /// ruleset let stand). Returns the captured stones. The judge never
    /// plays on an occupied point; if a caller does, the stone there is
    /// taken off first, so the chains stay consistent.
    pub fn play(&mut self, p: usize, c: u8) -> Vec<u16> {
        if self.colour[p] != EMPTY {
            self.clear(p);
        }
        self.put(p, c, true);
        let opp = 3 - c;
        let mut captured = Vec::new();
        for i in 0..self.geo.nb(p).len() {
            let n = self.geo.nb(p)[i] as usize;
            if self.colour[n] == opp && self.libs[self.head[n] as usize] == 0 {
                captured.extend(self.remove_chain(n, true));
            }
        }
        if self.libs[self.head[p] as usize] == 0 {
            self.remove_chain(p, true);
        }
        captured
    }

    /// Put a stone without captures (setup, restoring stones).
    pub fn set(&mut self, p: usize, c: u8) {
        if self.colour[p] != EMPTY {
            self.clear(p);
        }
        self.put(p, c, true);
    }

    /// Take one stone off, splitting its chain as needed.
    pub fn clear(&mut self, p: usize) {
        self.clear_inner(p, true);
    }

    fn clear_inner(&mut self, p: usize, logged: bool) {
        let c = self.colour[p];
        if c == EMPTY {
            return;
        }
        let rest: Vec<u16> = self
            .chain(p)
            .into_iter()
            .filter(|&s| s as usize != p)
            .collect();
        self.remove_chain(p, false);
        if logged {
            self.log.push((p as u16, c));
        }
        // Re-add the other stones unlogged: they did not change.
        for s in rest {
            self.put(s as usize, c, false);
        }
    }

    fn put(&mut self, p: usize, c: u8, logged: bool) {
        if logged {
            self.log.push((p as u16, EMPTY));
        }
        self.colour[p] = c;
        self.occupied += 1;
        self.hash ^= self.geo.zobrist.stone(p, c);
        self.head[p] = p as u16;
        self.next[p] = p as u16;
        self.stones[p] = 1;
        let mut libs = 0;
        for i in 0..self.geo.nb(p).len() {
            let n = self.geo.nb(p)[i] as usize;
            if self.colour[n] == EMPTY {
                libs += 1;
            } else {
                let h = self.head[n] as usize;
                self.libs[h] -= 1;
            }
        }
        self.libs[p] = libs;
        for i in 0..self.geo.nb(p).len() {
            let n = self.geo.nb(p)[i] as usize;
            if self.colour[n] == c && self.head[n] != self.head[p] {
                self.merge(self.head[p] as usize, self.head[n] as usize);
            }
        }
    }

    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.stones[a] >= self.stones[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        self.stones[big] += self.stones[small];
        self.libs[big] += self.libs[small];
    }

    /// Remove the chain through `p`; returns its stones.
    fn remove_chain(&mut self, p: usize, logged: bool) -> Vec<u16> {
        let stones = self.chain(p);
        let c = self.colour[p];
        self.occupied -= stones.len();
        for &s in &stones {
            self.colour[s as usize] = EMPTY;
            self.hash ^= self.geo.zobrist.stone(s as usize, c);
            if logged {
                self.log.push((s, c));
            }
        }
        for &s in &stones {
            let s = s as usize;
            self.head[s] = s as u16;
            self.next[s] = s as u16;
            for i in 0..self.geo.nb(s).len() {
                let n = self.geo.nb(s)[i] as usize;
                if self.colour[n] != EMPTY {
                    let h = self.head[n] as usize;
                    self.libs[h] += 1;
                }
            }
        }
        stones
    }

    /// Undo every change logged after `mark`, newest first, but never
    /// past a setup (its barrier stays).
    pub fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            let Some((p, before)) = self.log.pop() else {
                break;
            };
            if p == BARRIER {
                self.log.push((p, before));
                break;
            }
            let p = p as usize;
            if before == EMPTY {
                self.clear_inner(p, false);
            } else {
                self.put(p, before, false);
            }
        }
    }

    /// Every point's colour, row by row from the bottom.
    pub fn colours(&self) -> &[u8] {
        &self.colour
    }
}
