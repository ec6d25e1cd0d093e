//! The line searches against the plain definitions they replaced: every
//! five point found by walking the row from each empty point near the
//! centre, and a straight four as exactly two five points five apart with
//! the middle between them. Random lines, many of them, must agree.

use super::*;

/// Five points by definition: fill each empty point within four of
/// `centre` and walk the row through it.
fn five_points_by_walking(cells: &Line, centre: i32, colour: u8) -> Vec<i32> {
    let mut out = Vec::new();
    for k in (-4..=4).filter(|&k| k != 0) {
        let q = centre + k;
        if cells[q as usize] != EMPTY {
            continue;
        }
        let (before, after) = run(cells, q, colour);
        let len = before + after + 1;
        let contains_centre = -before <= -k && -k <= after;
        let five = if colour == BLACK { len == 5 } else { len >= 5 };
        if five && contains_centre {
            out.push(k);
        }
    }
    out
}

/// A straight four by definition: two five points five apart, the middle
/// strictly between them.
fn straight_four_by_definition(cells: &Line, k: i32) -> bool {
    let mut with_q = *cells;
    with_q[(MID + k) as usize] = BLACK;
    let ks = five_points_by_walking(&with_q, MID + k, BLACK);
    ks.len() == 2 && ks[1] - ks[0] == 5 && ks[0] < -k && -k < ks[1]
}

/// A random line: mostly the colour asked about, some empty points, a few
/// of the other colour, sometimes an edge of the board.
fn random_line(seed: &mut u64, colour: u8) -> Line {
    let mut next = || {
        *seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (*seed >> 33) as u32
    };
    let mut cells = [EMPTY; (2 * REACH + 1) as usize];
    for c in cells.iter_mut() {
        *c = match next() % 10 {
            0..=4 => colour,
            5..=7 => EMPTY,
            _ => 3 - colour,
        };
    }
    let edge = next() % 40;
    if edge < 13 {
        for c in &mut cells[..edge as usize] {
            *c = OFF;
        }
    }
    cells
}

#[test]
fn five_points_agree_with_walking_the_row() {
    let mut seed = 7;
    for colour in [BLACK, WHITE] {
        for _ in 0..100_000 {
            let mut cells = random_line(&mut seed, colour);
            let centre = MID + (seed % 9) as i32 - 4;
            cells[centre as usize] = colour;
            let (ks, n) = five_points(&cells, centre, colour);
            assert_eq!(
                ks[..n],
                five_points_by_walking(&cells, centre, colour)[..],
                "{cells:?} {centre}"
            );
        }
    }
}

#[test]
fn straight_fours_agree_with_the_definition() {
    let mut seed = 11;
    for _ in 0..200_000 {
        let mut cells = random_line(&mut seed, BLACK);
        cells[MID as usize] = BLACK;
        for k in (-4..=4).filter(|&k| k != 0 && cells[(MID + k) as usize] == EMPTY) {
            assert_eq!(
                straight_four_with(&cells, k),
                straight_four_by_definition(&cells, k),
                "{cells:?} {k}"
            );
        }
    }
}
