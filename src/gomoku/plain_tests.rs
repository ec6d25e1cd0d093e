//! Caro's five and omok's double three, on positions built by hand and
//! against a brute force written apart: the board as rows and columns,
//! each line walked stone by stone from the point, every empty point
//! within four tried — on every move of 10,000 generated games, for both
//! colours.

use super::*;
use crate::gomoku::lines::{BLACK, WHITE};

const SIZE: usize = 15;

fn board(stones: &[(&str, u8)]) -> Vec<u8> {
    let mut cells = vec![EMPTY; SIZE * SIZE];
    for &(name, colour) in stones {
        cells[point(name)] = colour;
    }
    cells
}

/// `H8` on the 15×15 board (columns A–O, rows from the bottom).
fn point(name: &str) -> usize {
    let x = (name.as_bytes()[0] - b'A') as usize;
    let y: usize = name[1..].parse().unwrap_or(1);
    (y - 1) * SIZE + x
}

#[test]
fn caro_five_wins_unless_both_ends_are_blocked() {
    let five = |stones: &[(&str, u8)], p: &str| {
        five_unblocked(&View::new(&board(stones), SIZE), point(p), BLACK)
    };
    let row = [("B1", BLACK), ("C1", BLACK), ("D1", BLACK), ("E1", BLACK)];
    assert!(five(&row, "F1"), "open at both ends");
    let mut one = row.to_vec();
    one.push(("A1", WHITE));
    assert!(five(&one, "F1"), "blocked at one end only");
    let mut both = one.clone();
    both.push(("G1", WHITE));
    assert!(!five(&both, "F1"), "blocked at both ends");
    let edge = [
        ("A1", BLACK),
        ("B1", BLACK),
        ("C1", BLACK),
        ("D1", BLACK),
        ("F1", WHITE),
    ];
    assert!(five(&edge, "E1"), "the edge blocks nothing");
    let mut six = row.to_vec();
    six.push(("G1", BLACK));
    assert!(!five(&six, "F1"), "six is no five");
}

#[test]
fn omok_double_three_for_either_colour() {
    let threes = |stones: &[(&str, u8)], p: &str, c: u8| {
        double_open_three(&View::new(&board(stones), SIZE), point(p), c)
    };
    let cross = [("H9", WHITE), ("H10", WHITE), ("I8", WHITE), ("J8", WHITE)];
    assert!(threes(&cross, "H8", WHITE), "two open threes for White");
    let black: Vec<(&str, u8)> = cross.iter().map(|&(n, _)| (n, BLACK)).collect();
    assert!(threes(&black, "H8", BLACK), "and for Black");
    let mut blocked = cross.to_vec();
    blocked.push(("H11", BLACK));
    blocked.push(("H7", BLACK));
    assert!(
        !threes(&blocked, "H8", WHITE),
        "one three closed at both ends"
    );
    let split = [("H10", WHITE), ("H11", WHITE), ("I8", WHITE), ("J8", WHITE)];
    assert!(threes(&split, "H8", WHITE), "a split three is open too");
}

/// The colour at column x, row y, or none off the board.
fn at(cells: &[u8], x: i32, y: i32) -> Option<u8> {
    let n = SIZE as i32;
    ((0..n).contains(&x) && (0..n).contains(&y)).then(|| cells[(y * n + x) as usize])
}

/// Stones of `c` in a row through (x, y) along (dx, dy): before and after.
fn walk(cells: &[u8], (x, y): (i32, i32), (dx, dy): (i32, i32), c: u8) -> (i32, i32) {
    let count = |s: i32| {
        (1..)
            .take_while(|&k| at(cells, x + s * k * dx, y + s * k * dy) == Some(c))
            .count() as i32
    };
    (count(-1), count(1))
}

fn brute_five(cells: &[u8], p: usize, c: u8) -> bool {
    let mut b = cells.to_vec();
    b[p] = c;
    let (x, y) = ((p % SIZE) as i32, (p / SIZE) as i32);
    DIRECTIONS.iter().any(|&(dx, dy)| {
        let (before, after) = walk(&b, (x, y), (dx, dy), c);
        let blocks = |k: i32| at(&b, x + k * dx, y + k * dy).is_some_and(|v| v != EMPTY && v != c);
        before + after + 1 == 5 && !(blocks(-before - 1) && blocks(after + 1))
    })
}

fn brute_threes(cells: &[u8], p: usize, c: u8) -> bool {
    let mut b = cells.to_vec();
    b[p] = c;
    let (x, y) = ((p % SIZE) as i32, (p / SIZE) as i32);
    let open = |&(dx, dy): &(i32, i32)| {
        let (before, after) = walk(&b, (x, y), (dx, dy), c);
        before + after + 1 < 4
            && (-4..=4).filter(|&k| k != 0).any(|k| {
                let (qx, qy) = (x + k * dx, y + k * dy);
                if at(&b, qx, qy) != Some(EMPTY) {
                    return false;
                }
                let mut with = b.clone();
                with[(qy * SIZE as i32 + qx) as usize] = c;
                let (before, after) = walk(&with, (x, y), (dx, dy), c);
                let end = |k: i32| at(&with, x + k * dx, y + k * dy);
                before + after + 1 == 4
                    && (-before..=after).contains(&k)
                    && end(-before - 1) == Some(EMPTY)
                    && end(after + 1) == Some(EMPTY)
            })
    };
    DIRECTIONS.iter().filter(|d| open(d)).count() >= 2
}

#[test]
fn ten_thousand_generated_games_agree_with_the_brute_force() {
    let mut seed: u64 = 0x5eed;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let (mut checked, mut fives, mut threes) = (0, 0, 0);
    for game in 0..10_000 {
        let mut cells = vec![EMPTY; SIZE * SIZE];
        // Stones about the centre, one colour played more than the other
        // (which, by turns), so that threes and fives form; the edge is
        // within reach of some.
        let many = if game % 2 == 0 { BLACK } else { WHITE };
        for _ in 0..30 {
            let x = 2 + (next() % 11) as usize;
            let y = 2 + (next() % 11) as usize;
            let p = y * SIZE + x;
            if cells[p] != EMPTY {
                continue;
            }
            let c = if next() % 10 < 7 {
                many
            } else {
                BLACK + WHITE - many
            };
            let view = View::new(&cells, SIZE);
            let (five, three) = (five_unblocked(&view, p, c), double_open_three(&view, p, c));
            assert_eq!(five, brute_five(&cells, p, c), "{cells:?} {p} {c}");
            assert_eq!(three, brute_threes(&cells, p, c), "{cells:?} {p} {c}");
            fives += usize::from(five);
            threes += usize::from(three);
            cells[p] = c;
            checked += 1;
        }
    }
    assert!(checked > 200_000, "{checked} moves");
    // Both answers are met, so the comparison can fail either way.
    assert!(
        fives > 100 && threes > 1_000,
        "{fives} fives, {threes} double threes"
    );
    eprintln!("{checked} moves: {fives} unblocked fives, {threes} double open threes");
}
