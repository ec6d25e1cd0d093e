//! The parts of a Go board that depend only on its size: each point's
//! neighbours and the Zobrist keys. Built once per size and shared by every
//! board (a run judges thousands of games on one or two sizes).

use super::zobrist::Zobrist;
use std::sync::{Arc, Mutex, OnceLock};

/// What every board of one size shares.
pub(crate) struct Geometry {
    /// Up to four neighbours per point (`degree` of them are real).
    neighbours: Vec<[u16; 4]>,
    degree: Vec<u8>,
    pub(crate) zobrist: Zobrist,
}

impl Geometry {
    fn new(size: usize) -> Geometry {
        let n = size * size;
        let mut neighbours = vec![[0u16; 4]; n];
        let mut degree = vec![0u8; n];
        for p in 0..n {
            let (x, y) = (p % size, p / size);
            let candidates = [
                (x > 0).then(|| p - 1),
                (x + 1 < size).then(|| p + 1),
                (y > 0).then(|| p - size),
                (y + 1 < size).then(|| p + size),
            ];
            for q in candidates.into_iter().flatten() {
                neighbours[p][usize::from(degree[p])] = q as u16;
                degree[p] += 1;
            }
        }
        Geometry {
            neighbours,
            degree,
            zobrist: Zobrist::new(n),
        }
    }

    /// The on-board neighbours of `p`.
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
