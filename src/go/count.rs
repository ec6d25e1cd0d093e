//! Counting at the end of the game, dead stones agreed at the end taken off
//! first. Area counting: each side's stones plus the empty points only it
//! surrounds; empty points touching both sides (or neither) are split in
//! half. Territory counting (territory.rs): eye points and prisoners.

use super::board::{Board, EMPTY};
use crate::position::Area;

#[path = "territory.rs"]
mod territory_count;
pub use territory_count::territory;

/// Area counting: dead stones off, then each side's stones and surrounded points, shared points split.
pub fn area(board: &Board, dead: &[u16]) -> Area {
    let n = board.points();
    let mut colour: Vec<u8> = board.colours().to_vec();
    for &d in dead {
        colour[d as usize] = EMPTY;
    }
    let mut black = 0usize;
    let mut white = 0usize;
    let mut shared = 0usize;
    let mut seen = vec![false; n];
    let mut stack = Vec::new();
    for p in 0..n {
        match colour[p] {
            1 => black += 1,
            2 => white += 1,
            _ if !seen[p] => {
                // Flood the empty region and note which colours border it.
                let (mut size, mut touches) = (0usize, 0u8);
                seen[p] = true;
                stack.push(p);
                while let Some(q) = stack.pop() {
                    size += 1;
                    for &m in board.neighbours(q) {
                        let m = m as usize;
                        match colour[m] {
                            EMPTY if !seen[m] => {
                                seen[m] = true;
                                stack.push(m);
                            }
                            EMPTY => {}
                            c => touches |= c,
                        }
                    }
                }
                match touches {
                    1 => black += size,
                    2 => white += size,
                    _ => shared += size,
                }
            }
            _ => {}
        }
    }
    Area {
        black: black as f64 + shared as f64 / 2.0,
        white: white as f64 + shared as f64 / 2.0,
        dame: shared,
        territory: None,
    }
}
