//! The parts of a Go board that depend only on its size: the frame of
//! off-board points around it, each point's on-board neighbours and the
//! Zobrist keys. Built once per size and shared by every board (a run
//! judges thousands of games on one or two sizes).
//!
//! Inside the board, a point is known by its index in the *framed* board:
//! `size + 2` points per row, the outer ring off the board. Every point on
//! the board then has four neighbours at fixed offsets (±1, ±width), so
//! the board's hot loops never look a neighbour list up nor branch on the
//! edge. Callers use plain indices (`y * size + x`); the tables here turn
//! one into the other.

use super::zobrist::Zobrist;
use std::sync::{Arc, Mutex, OnceLock};

/// An empty point.
pub const EMPTY: u8 = 0;

/// A point of the frame around the board: neither empty nor a stone.
pub(crate) const OFF: u8 = 3;

/// Framed points a board can have: at least the 27 × 27 of the largest
/// board (25 × 25) with its frame, a power of two so that an index masked
/// by `CAP - 1` is provably in range and the hot loops carry no bounds
/// checks.
pub(crate) const CAP: usize = 1024;
const _: () = assert!((25 + 2) * (25 + 2) <= CAP);

/// What every board of one size shares.
pub(crate) struct Geometry {
    /// Points per row of the framed board (`size + 2`).
    pub(crate) width: usize,
    /// The framed index of each plain index.
    pub(crate) framed: Vec<u16>,
    /// The plain index of each framed index (`u16::MAX` off the board).
    pub(crate) plain: Vec<u16>,
    /// Up to four on-board neighbours per plain point (`degree` of them
    /// are real), for the counts that work on plain indices.
    neighbours: Vec<[u16; 4]>,
    degree: Vec<u8>,
    /// An empty board's colours by framed index: its points empty, the
    /// frame and the rest of the arrays off the board.
    pub(crate) empty: Box<[u8; CAP]>,
    /// Keys by framed index.
    pub(crate) zobrist: Zobrist,
}

impl Geometry {
    fn new(size: usize) -> Geometry {
        let n = size * size;
        let width = size + 2;
        let mut neighbours = vec![[0u16; 4]; n];
        let mut degree = vec![0u8; n];
        let mut plain = vec![u16::MAX; width * width];
        let mut framed = vec![0u16; n];
        for p in 0..n {
            let (x, y) = (p % size, p / size);
            let q = (y + 1) * width + x + 1;
            framed[p] = q as u16;
            plain[q] = p as u16;
            let candidates = [
                (x > 0).then(|| p - 1),
                (x + 1 < size).then(|| p + 1),
                (y > 0).then(|| p - size),
                (y + 1 < size).then(|| p + size),
            ];
            for m in candidates.into_iter().flatten() {
                neighbours[p][usize::from(degree[p])] = m as u16;
                degree[p] += 1;
            }
        }
        let mut empty = Box::new([OFF; CAP]);
        for &q in &framed {
            empty[usize::from(q)] = EMPTY;
        }
        Geometry {
            empty,
            width,
            framed,
            plain,
            neighbours,
            degree,
            zobrist: Zobrist::new(width * width),
        }
    }

    /// The on-board neighbours of the plain point `p`.
    pub(crate) fn nb(&self, p: usize) -> &[u16] {
        &self.neighbours[p][..usize::from(self.degree[p])]
    }
}

/// The shared geometry of a board size (a handful of sizes per run).
pub(crate) fn geometry(size: usize) -> Arc<Geometry> {
    type BySize = Vec<(usize, Arc<Geometry>)>;
    static CACHE: OnceLock<Mutex<BySize>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
    let Ok(mut known) = cache.lock() else {
        return Arc::new(Geometry::new(size));
    };
    if let Some((_, g)) = known.iter().find(|(s, _)| *s == size) {
        return Arc::clone(g);
    }
    let g = Arc::new(Geometry::new(size));
    known.push((size, Arc::clone(&g)));
    g
}
