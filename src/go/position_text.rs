//! Final positions written as text, the form of `tests/data/positions`:
//! the board size on the first line, then the rows top first (`X` Black,
//! `O` White, anything else empty), then the stones the players agreed
//! dead, each `row,column` counted from the top left. The counting tests
//! and `examples/count_positions.rs` read it.

use super::board::Board;

/// The board and the dead stones (as points) of a position's text; a
/// malformed line reads as empty, a malformed dead stone is left out.
pub fn parse(text: &str) -> (Board, Vec<u16>) {
    let mut lines = text.lines();
    let size: usize = lines
        .next()
        .and_then(|l| l.trim().parse().ok())
        .unwrap_or(0)
        .min(25);
    let mut board = Board::new(size);
    for (k, row) in lines.by_ref().take(size).enumerate() {
        let y = size - 1 - k;
        for (x, ch) in row.chars().take(size).enumerate() {
            match ch {
                'X' => board.set(y * size + x, 1),
                'O' => board.set(y * size + x, 2),
                _ => {}
            }
        }
    }
    let dead = lines
        .next()
        .unwrap_or("")
        .split_whitespace()
        .filter_map(|p| {
            let (y, x) = p.split_once(',')?;
            let (y, x): (usize, usize) = (y.parse().ok()?, x.parse().ok()?);
            (y < size && x < size).then_some(())?;
            u16::try_from((size - 1 - y) * size + x).ok()
        })
        .collect();
    (board, dead)
}
