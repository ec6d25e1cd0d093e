//! Five detection against an independent detector: the physics' `shape`
//! (exactly five, overline) for every stone of 10,000 generated games on
//! the board sizes gomoku is played on (15×15 and 20×20), against a brute
//! force scan of the four lines through the stone written here. Free-style
//! gomoku wins with five or more (a five or an overline), standard gomoku
//! with exactly five; both are read from these two answers.

use super::common::Lcg;
use caipan::gomoku::lines::{BLACK, EMPTY, Readings, View, WHITE, shape};

/// The longest run of `colour` through `p` (the stone counted as placed)
/// on each of the four lines, by walking the board cell by cell.
fn runs(cells: &[u8], size: usize, p: usize, colour: u8) -> [usize; 4] {
    let (x, y) = ((p % size) as i64, (p / size) as i64);
    let at = |x: i64, y: i64| {
        (0..size as i64).contains(&x)
            && (0..size as i64).contains(&y)
            && cells[(y as usize) * size + x as usize] == colour
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)].map(|(dx, dy)| {
        let count = |sign: i64| {
            (1..)
                .take_while(|k| at(x + sign * k * dx, y + sign * k * dy))
                .count()
        };
        1 + count(1) + count(-1)
    })
}

#[test]
fn five_and_overline_agree_with_a_line_scan_on_10000_games() {
    let mut rng = Lcg(44);
    let (mut stones, mut fives, mut overlines) = (0usize, 0usize, 0usize);
    for game in 0..10_000 {
        let size = if game % 2 == 0 { 15 } else { 20 };
        let mut cells = vec![EMPTY; size * size];
        let mut empty: Vec<usize> = (0..size * size).collect();
        // Stones near the centre first, so that lines form; then anywhere.
        let mut colour = BLACK;
        while !empty.is_empty() {
            let k = rng.next(
                empty
                    .len()
                    .min(if stones % 3 == 0 { empty.len() } else { 60 }),
            );
            let p = empty.swap_remove(k);
            let found = shape(&View::new(&cells, size), p, colour, Readings::default());
            let longest = runs(&cells, size, p, colour);
            let scan_five = longest.contains(&5);
            let scan_overline = longest.iter().any(|&n| n >= 6);
            assert_eq!(
                (found.five, found.overline),
                (scan_five, scan_overline),
                "game {game}, {size}×{size}, colour {colour} at {p}: runs {longest:?}"
            );
            stones += 1;
            fives += usize::from(scan_five);
            overlines += usize::from(scan_overline);
            cells[p] = colour;
            // Free-style ends at five or more; play on past some of them
            // so that overlines come too.
            if (scan_five || scan_overline) && rng.next(4) == 0 {
                break;
            }
            colour = if colour == BLACK { WHITE } else { BLACK };
        }
    }
    assert!(
        fives >= 10_000 && overlines >= 1_000,
        "{fives} fives, {overlines} overlines"
    );
}
