//! Territory counting, as a territory-scoring text defines it: empty points
//! surrounded by the living stones of one player alone are eye points; the
//! other empty points are dame; living stones that touch a dame point are
//! in seki; eye points whose surrounding stones are none of them in seki
//! are territory. Each player's count is territory plus prisoners: stones
//! captured in play, and the opponent's dead stones taken off at the end.
//! One pass labels the empty regions, one the chains; nothing is scanned
//! twice.

use super::{Board, EMPTY};
use crate::position::{Area, TerritoryParts};

/// Territory counting of `board`, with `dead` taken off (each dead stone a
/// prisoner of the other player) and `prisoners` (Black's, White's) taken
/// in play.
pub fn territory(board: &Board, dead: &[u16], prisoners: [usize; 2]) -> Area {
    let mut colour: Vec<u8> = board.colours().to_vec();
    let mut prisoners = prisoners;
    for &d in dead {
        match colour.get(d as usize) {
            Some(1) => prisoners[1] += 1,
            Some(2) => prisoners[0] += 1,
            _ => continue,
        }
        colour[d as usize] = EMPTY;
    }
    let regions = Regions::of(board, &colour);
    let seki = chains_in_seki(board, &colour, &regions);
    let in_seki = regions.bordering(board, &seki);
    let mut territory = [0usize; 2];
    let (mut dame, mut seki_points) = (0usize, 0usize);
    for (region, in_seki) in regions.list.iter().zip(in_seki) {
        match region.touches {
            1 | 2 if in_seki => seki_points += region.size,
            1 | 2 => territory[usize::from(region.touches - 1)] += region.size,
            _ => dame += region.size,
        }
    }
    let total = |c: usize| (territory[c] + prisoners[c]) as f64;
    Area {
        black: total(0),
        white: total(1),
        dame,
        territory: Some(TerritoryParts {
            territory,
            prisoners,
            seki_points,
        }),
    }
}

/// An empty region: its size and which colours border it (bit 1 Black,
/// bit 2 White).
struct Region {
    size: usize,
    touches: u8,
}

/// The empty regions of a position, and each empty point's region.
struct Regions {
    list: Vec<Region>,
    of_point: Vec<usize>,
}

/// Not an empty point (no region).
const NONE: usize = usize::MAX;

impl Regions {
    /// Flood each empty region once.
    fn of(board: &Board, colour: &[u8]) -> Regions {
        let mut out = Regions {
            list: Vec::new(),
            of_point: vec![NONE; colour.len()],
        };
        let mut stack = Vec::new();
        for p in 0..colour.len() {
            if colour[p] != EMPTY || out.of_point[p] != NONE {
                continue;
            }
            let id = out.list.len();
            let mut region = Region {
                size: 0,
                touches: 0,
            };
            out.of_point[p] = id;
            stack.push(p);
            while let Some(q) = stack.pop() {
                region.size += 1;
                for &m in board.neighbours(q) {
                    let m = m as usize;
                    match colour[m] {
                        EMPTY if out.of_point[m] == NONE => {
                            out.of_point[m] = id;
                            stack.push(m);
                        }
                        EMPTY => {}
                        c => region.touches |= c,
                    }
                }
            }
            out.list.push(region);
        }
        out
    }

    /// For each region: whether a stone bordering it is marked in `stones`
    /// (one pass over the empty points).
    fn bordering(&self, board: &Board, stones: &[bool]) -> Vec<bool> {
        let mut out = vec![false; self.list.len()];
        for (p, &r) in self.of_point.iter().enumerate() {
            if r == NONE || out[r] {
                continue;
            }
            out[r] = board
                .neighbours(p)
                .iter()
                .any(|&m| stones.get(m as usize).copied().unwrap_or(false));
        }
        out
    }

    /// Whether a point is a dame point (an empty point of a region both
    /// colours border, or neither).
    fn is_dame(&self, p: usize) -> bool {
        self.of_point
            .get(p)
            .and_then(|&r| self.list.get(r))
            .is_some_and(|r| !matches!(r.touches, 1 | 2))
    }
}

/// For each point: whether it holds a stone of a chain in seki, that is a
/// chain (after dead stones are off) with a dame point among its liberties.
fn chains_in_seki(board: &Board, colour: &[u8], regions: &Regions) -> Vec<bool> {
    let n = colour.len();
    let mut seki = vec![false; n];
    let mut seen = vec![false; n];
    let mut stack = Vec::new();
    for p in 0..n {
        if colour[p] == EMPTY || seen[p] {
            continue;
        }
        let mut chain = Vec::new();
        let mut has_dame = false;
        seen[p] = true;
        stack.push(p);
        while let Some(q) = stack.pop() {
            chain.push(q);
            for &m in board.neighbours(q) {
                let m = m as usize;
                if colour[m] == colour[p] && !seen[m] {
                    seen[m] = true;
                    stack.push(m);
                }
                has_dame |= colour[m] == EMPTY && regions.is_dame(m);
            }
        }
        for q in chain {
            seki[q] = has_dame;
        }
    }
    seki
}

#[cfg(test)]
#[path = "territory_tests.rs"]
mod tests;
