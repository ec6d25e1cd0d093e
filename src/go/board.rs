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
//!
//! Inside, points are framed indices (see `geometry.rs`): the board has a
//! ring of off-board points around it, so every point has four neighbours
//! at fixed offsets. The public methods take and return plain indices.

use super::geometry::{Geometry, geometry};
// What a framed point holds and how many there are: the frame's own terms.
pub use super::geometry::EMPTY;
pub(crate) use super::geometry::{CAP, OFF};

#[path = "board_analysis.rs"]
mod analysis;
#[path = "board_check.rs"]
mod check;
pub use analysis::Analysis;
#[path = "board_setup.rs"]
mod setup;
use std::sync::Arc;

/// The log entry a setup leaves: undo stops there (no point has this index:
/// boards have at most 27 × 27 framed points).
pub(super) const BARRIER: u16 = u16::MAX;

/// The log entry a pass leaves: it changes no point, and undo passes over
/// it (no point has this index either).
const PASS: u16 = u16::MAX - 1;

/// Stone colours on the board: 1 Black, 2 White.
pub fn stone(colour: crate::record::ast::Colour) -> u8 {
    colour.index() as u8 + 1
}

/// Each framed point its own: the heads and links of a board without
/// stones (copied, not built point by point, for each game).
const ITSELF: [u16; CAP] = {
    let mut points = [0; CAP];
    let mut q = 0;
    while q < CAP {
        points[q] = q as u16;
        q += 1;
    }
    points
};

/// One value per framed point, indexed by a framed point (masked: an
/// index is always in range).
#[derive(Clone)]
struct Points<T>(Box<[T; CAP]>);

impl<T: Copy> Points<T> {
    fn filled(value: T) -> Points<T> {
        Points(Box::new([value; CAP]))
    }
    fn swap(&mut self, a: usize, b: usize) {
        self.0.swap(a & (CAP - 1), b & (CAP - 1));
    }
}

impl<T> std::ops::Index<usize> for Points<T> {
    type Output = T;
    #[inline]
    fn index(&self, q: usize) -> &T {
        &self.0[q & (CAP - 1)]
    }
}

impl<T> std::ops::IndexMut<usize> for Points<T> {
    #[inline]
    fn index_mut(&mut self, q: usize) -> &mut T {
        &mut self.0[q & (CAP - 1)]
    }
}

/// A Go board with chains kept incrementally (circular lists, pseudo-liberties), a Zobrist hash and a change log for undo.
#[derive(Clone)]
pub struct Board {
    size: usize,
    /// Per framed point: colour (`OFF` on the frame), chain head, next
    /// stone of the chain; per head: pseudo-liberties and stones.
    colour: Points<u8>,
    head: Points<u16>,
    next: Points<u16>,
    libs: Points<u16>,
    stones: Points<u16>,
    /// The frame, neighbours and Zobrist keys: the same for every board
    /// of a size, so built once per size and shared.
    geo: Arc<Geometry>,
    hash: u128,
    /// (framed point, colour before) for every change, oldest first.
    log: Vec<(u16, u8)>,
    /// Stones on the board.
    occupied: usize,
}

impl Board {
    /// An empty board of `size` × `size`, `size` at most 25 (what rulesets
    /// and SGF accept: the framed board must fit in `CAP` points).
    pub fn new(size: usize) -> Board {
        let geo = geometry(size);
        Board {
            size,
            colour: Points(Box::new(*geo.empty)),
            head: Points(Box::new(ITSELF)),
            next: Points(Box::new(ITSELF)),
            libs: Points::filled(0),
            stones: Points::filled(0),
            geo,
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
        self.size * self.size
    }
    /// The colour at a point (`EMPTY`, 1 black, 2 white).
    pub fn at(&self, p: usize) -> u8 {
        self.colour[self.framed(p)]
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
    /// A pass: an entry in the log that changes no point, so that a mark
    /// taken before the pass comes before it.
    pub fn log_pass(&mut self) {
        self.log.push((PASS, 0));
    }

    /// How many changes the undo log holds (a mark for `undo_to`).
    pub fn log_len(&self) -> usize {
        self.log.len()
    }
    /// Stones on the board.
    pub fn occupied(&self) -> usize {
        self.occupied
    }
    /// Every point's colour, row by row from the bottom.
    pub fn colours(&self) -> Vec<u8> {
        self.geo
            .framed
            .iter()
            .map(|&q| self.colour[usize::from(q)])
            .collect()
    }

    pub(super) fn framed(&self, p: usize) -> usize {
        usize::from(self.geo.framed[p])
    }
    pub(super) fn plain(&self, q: u16) -> u16 {
        self.geo.plain[usize::from(q)]
    }
    /// The four neighbours of the framed point `q` (frame points included).
    pub(super) fn around(&self, q: usize) -> [usize; 4] {
        let w = self.geo.width;
        [q - w, q - 1, q + 1, q + w]
    }

    /// Room in the undo log for `changes` more changes.
    pub fn reserve(&mut self, changes: usize) {
        self.log.reserve(changes);
    }

    /// The stones of the chain through `p`.
    pub fn chain(&self, p: usize) -> Vec<u16> {
        let stones = self.chain_framed(self.framed(p));
        stones.into_iter().map(|q| self.plain(q)).collect()
    }

    /// The stones of the chain through the framed point `q`, one by one.
    pub(super) fn chain_stones(&self, q: usize) -> impl Iterator<Item = usize> + '_ {
        let mut at = Some(q);
        std::iter::from_fn(move || {
            let s = at?;
            let following = usize::from(self.next[s]);
            at = (following != q).then_some(following);
            Some(s)
        })
    }

    pub(super) fn chain_framed(&self, q: usize) -> Vec<u16> {
        self.chain_stones(q).map(|s| s as u16).collect()
    }

    /// Whether the stone on `p` stands alone with a single liberty (the
    /// shape of a ko right after a capture of one stone).
    pub fn lone_with_one_liberty(&self, p: usize) -> bool {
        let q = self.framed(p);
        let h = self.head[q] as usize;
        // A single stone's pseudo-liberties are its liberties.
        matches!(self.colour[q], 1 | 2) && self.stones[h] == 1 && self.libs[h] == 1
    }

    /// Real liberties of the chain through `p` (for tests and reports).
    pub fn liberties(&self, p: usize) -> usize {
        let mut seen = std::collections::HashSet::new();
        for s in self.chain_framed(self.framed(p)) {
            for n in self.around(s as usize) {
                if self.colour[n] == EMPTY {
                    seen.insert(n);
                }
            }
        }
        seen.len()
    }

    /// Play a stone: captures opponent chains left without liberties, then
    /// removes the player's own chain if it has none (a suicide that the
    /// ruleset let stand). Returns the captured stones. The judge never
    /// plays on an occupied point; if a caller does, the stone there is
    /// taken off first, so the chains stay consistent.
    pub fn play(&mut self, p: usize, c: u8) -> Vec<u16> {
        let q = self.framed(p);
        if self.colour[q] != EMPTY {
            self.clear_inner(q, true);
        }
        self.put(q, c, true);
        let opp = 3 - c;
        let mut captured = Vec::new();
        for n in self.around(q) {
            if self.colour[n] == opp && self.libs[self.head[n] as usize] == 0 {
                self.remove_chain(n, true, |s| captured.push(s));
            }
        }
        if self.libs[self.head[q] as usize] == 0 {
            self.remove_chain(q, true, |_| {});
        }
        for s in &mut captured {
            *s = self.plain(*s);
        }
        captured
    }

    /// Put a stone without captures (setup, restoring stones).
    pub fn set(&mut self, p: usize, c: u8) {
        let q = self.framed(p);
        if self.colour[q] != EMPTY {
            self.clear_inner(q, true);
        }
        self.put(q, c, true);
    }

    /// Take one stone off, splitting its chain as needed.
    pub fn clear(&mut self, p: usize) {
        self.clear_inner(self.framed(p), true);
    }

    fn clear_inner(&mut self, q: usize, logged: bool) {
        let c = self.colour[q];
        if !matches!(c, 1 | 2) {
            return;
        }
        let rest: Vec<u16> = self
            .chain_framed(q)
            .into_iter()
            .filter(|&s| s as usize != q)
            .collect();
        self.remove_chain(q, false, |_| {});
        if logged {
            self.log.push((q as u16, c));
        }
        // Re-add the other stones unlogged: they did not change.
        for s in rest {
            self.put(s as usize, c, false);
        }
    }

    fn put(&mut self, q: usize, c: u8, logged: bool) {
        if logged {
            self.log.push((q as u16, EMPTY));
        }
        self.colour[q] = c;
        self.occupied += 1;
        self.hash ^= self.geo.zobrist.stone(q, c);
        self.head[q] = q as u16;
        self.next[q] = q as u16;
        self.stones[q] = 1;
        let mut libs = 0;
        for n in self.around(q) {
            match self.colour[n] {
                EMPTY => libs += 1,
                OFF => {}
                _ => {
                    let h = self.head[n] as usize;
                    self.libs[h] -= 1;
                }
            }
        }
        self.libs[q] = libs;
        for n in self.around(q) {
            if self.colour[n] == c && self.head[n] != self.head[q] {
                self.merge(self.head[q] as usize, self.head[n] as usize);
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

    /// Remove the chain through the framed point `q`, handing each of its
    /// stones to `taken` (no list is made: most callers keep none).
    fn remove_chain(&mut self, q: usize, logged: bool, mut taken: impl FnMut(u16)) {
        let c = self.colour[q];
        let mut s = q;
        loop {
            self.colour[s] = EMPTY;
            self.occupied -= 1;
            self.hash ^= self.geo.zobrist.stone(s, c);
            if logged {
                self.log.push((s as u16, c));
            }
            taken(s as u16);
            s = self.next[s] as usize;
            if s == q {
                break;
            }
        }
        // Each stone's link is read before it is undone.
        loop {
            let following = self.next[s] as usize;
            self.head[s] = s as u16;
            self.next[s] = s as u16;
            for n in self.around(s) {
                if matches!(self.colour[n], 1 | 2) {
                    let h = self.head[n] as usize;
                    self.libs[h] += 1;
                }
            }
            s = following;
            if s == q {
                break;
            }
        }
    }

    /// Undo every change logged after `mark`, newest first, but never
    /// past a setup (its barrier stays).
    pub fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            let Some((q, before)) = self.log.pop() else {
                break;
            };
            if q == BARRIER {
                self.log.push((q, before));
                break;
            }
            if q == PASS {
                continue;
            }
            let q = q as usize;
            if before == EMPTY {
                self.clear_inner(q, false);
            } else {
                self.put(q, before, false);
            }
        }
    }
}
