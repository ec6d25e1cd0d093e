//! The shapes of the five-in-a-row games other than renju that people play
//! online, for either colour: caro's five, which wins unless the
//! opponent's stones block both its ends (the board's edge blocks
//! nothing), and omok's double three, two open threes at once, where an
//! open three is three stones that one more makes an open four — with no
//! look at forbidden points, as renju's live three has.

use super::lines::{DIRECTIONS, EMPTY, Line, MID, OFF, View, line, run};

/// The four lines through `p` with a stone of `colour` on it.
fn lines_with(view: &View<'_>, p: usize, colour: u8) -> [Line; 4] {
    let v = view.with(p, colour);
    DIRECTIONS.map(|d| line(&v, p, d))
}

/// Whether a stone of `colour` on `p` makes exactly five in a row whose
/// two ends are not both the opponent's stones.
pub fn five_unblocked(view: &View<'_>, p: usize, colour: u8) -> bool {
    lines_with(view, p, colour).iter().any(|cells| {
        let (a, b) = run(cells, MID, colour);
        let blocks = |i: i32| {
            let c = cells[i as usize];
            c != EMPTY && c != OFF && c != colour
        };
        a + b + 1 == 5 && !(blocks(MID - a - 1) && blocks(MID + b + 1))
    })
}

/// Whether a stone of `colour` on `p` makes open threes on two or more
/// lines.
pub fn double_open_three(view: &View<'_>, p: usize, colour: u8) -> bool {
    let lines = lines_with(view, p, colour);
    lines
        .iter()
        .filter(|cells| open_three(cells, colour))
        .count()
        >= 2
}

/// Whether the line holds an open three through its middle: fewer than
/// four in a row there now, and an empty point within four steps that,
/// filled, makes exactly four in a row through the middle with both ends
/// empty.
fn open_three(cells: &Line, colour: u8) -> bool {
    let (a, b) = run(cells, MID, colour);
    if a + b + 1 >= 4 {
        return false;
    }
    (-4..=4).filter(|&k| k != 0).any(|k| {
        let q = (MID + k) as usize;
        if cells[q] != EMPTY {
            return false;
        }
        let mut with = *cells;
        with[q] = colour;
        let (a, b) = run(&with, MID, colour);
        let (lo, hi) = (MID - a, MID + b);
        a + b + 1 == 4
            && (lo..=hi).contains(&(MID + k))
            && with[(lo - 1) as usize] == EMPTY
            && with[(hi + 1) as usize] == EMPTY
    })
}

#[cfg(test)]
#[path = "plain_tests.rs"]
mod tests;
