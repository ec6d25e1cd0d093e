//! Counting at the end of the game, dead stones agreed at the end taken off
//! first. Area counting: each side's stones plus the empty points only it
//! surrounds; empty points touching both sides (or neither) are split in
//! half. Territory counting (territory.rs): eye points and prisoners.

use super::board::{Board, EMPTY};
use crate::position::Area;
use crate::vocabulary::Score;

#[path = "dame.rs"]
mod dame;
#[path = "protect.rs"]
mod protect;
#[path = "territory.rs"]
mod territory_count;
pub use territory_count::{TerritoryReading, territory, territory_owners};

/// A board from rows written top row first (`X` Black, `O` White, `.`
/// empty): the hand-counted positions of the counting tests.
#[cfg(test)]
fn board_of_rows(rows: &[&str]) -> Board {
    let size = rows.len();
    let mut b = Board::new(size);
    for (k, row) in rows.iter().enumerate() {
        let y = size - 1 - k;
        for (x, ch) in row.chars().enumerate() {
            match ch {
                'X' => b.set(y * size + x, 1),
                'O' => b.set(y * size + x, 2),
                _ => {}
            }
        }
    }
    b
}

/// Area counting: dead stones off, then each side's stones and surrounded points, shared points split.
pub fn area(board: &Board, dead: &[u16]) -> Area {
    let mut colour: Vec<u8> = board.colours();
    for &d in dead {
        colour[d as usize] = EMPTY;
    }
    let stones = |c: u8| colour.iter().filter(|&&k| k == c).count();
    let (mut black, mut white, mut shared) = (stones(1), stones(2), 0usize);
    for region in Regions::of(board, &colour).list {
        match region.touches {
            1 => black += region.size,
            2 => white += region.size,
            _ => shared += region.size,
        }
    }
    Area {
        black: Score::whole(black) + Score::halves(shared),
        white: Score::whole(white) + Score::halves(shared),
        dame: shared,
        territory: None,
    }
}

/// Whose area each empty point is (1 Black, 2 White, 0 shared or a
/// stone), `dead` taken off first: what a diagram of the count marks.
pub fn area_owners(board: &Board, dead: &[u16]) -> Vec<u8> {
    let mut colour: Vec<u8> = board.colours();
    for &d in dead {
        if let Some(c) = colour.get_mut(d as usize) {
            *c = EMPTY;
        }
    }
    let regions = Regions::of(board, &colour);
    regions
        .of_point
        .iter()
        .map(|&r| match regions.list.get(r) {
            Some(region) if matches!(region.touches, 1 | 2) => region.touches,
            _ => 0,
        })
        .collect()
}

/// An empty region: its size and which colours border it (bit 1 Black,
/// bit 2 White).
pub(super) struct Region {
    pub size: usize,
    pub touches: u8,
}

/// The empty regions of a position, and each empty point's region.
pub(super) struct Regions {
    pub list: Vec<Region>,
    pub of_point: Vec<usize>,
}

/// Not an empty point (no region).
const NONE: usize = usize::MAX;

impl Regions {
    /// Flood each empty region once.
    pub fn of(board: &Board, colour: &[u8]) -> Regions {
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
    pub fn bordering(&self, board: &Board, stones: &[bool]) -> Vec<bool> {
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
    pub fn is_dame(&self, p: usize) -> bool {
        self.of_point
            .get(p)
            .and_then(|&r| self.list.get(r))
            .is_some_and(|r| !matches!(r.touches, 1 | 2))
    }
}
