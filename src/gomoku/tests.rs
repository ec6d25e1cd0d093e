//! Unit tests of Gomoku shapes on hand-made positions (15×15, columns A–O).

use super::lines::{BLACK, Readings, Shape, View, WHITE, shape};
use crate::opening::symmetry::{Entry, classify, equivalent};

const N: usize = 15;

fn pt(s: &str) -> usize {
    let x = "ABCDEFGHIJKLMNO".find(&s[..1]).expect("a column letter");
    let y: usize = s[1..].parse().expect("a row number");
    (y - 1) * N + x
}

fn board(black: &str, white: &str) -> Vec<u8> {
    let mut cells = vec![0; N * N];
    for s in black.split_whitespace() {
        cells[pt(s)] = BLACK;
    }
    for s in white.split_whitespace() {
        cells[pt(s)] = WHITE;
    }
    cells
}

fn black_at(cells: &[u8], p: &str) -> Shape {
    shape(&View::new(cells, N), pt(p), BLACK, Readings::default())
}

#[test]
fn five_overline_and_white_overline() {
    let cells = board("D8 E8 F8 G8", "");
    assert!(black_at(&cells, "H8").five);
    let cells = board("D8 E8 F8 G8 I8", "");
    let s = black_at(&cells, "H8");
    assert!(s.overline && !s.five && s.forbidden());
    let cells = board("", "D8 E8 F8 G8 I8");
    let w = shape(&View::new(&cells, N), pt("H8"), WHITE, Readings::default());
    assert!(w.overline && w.fours == 0 && w.threes == 0);
}

#[test]
fn double_four_on_one_line() {
    // ●●●_●_●●● with the move in the middle
    let cells = board("B8 C8 D8 H8 I8 J8", "");
    let s = black_at(&cells, "F8");
    assert_eq!(s.fours, 2);
    assert!(s.double_four() && s.forbidden());
}

#[test]
fn straight_four_counts_once() {
    let cells = board("E8 F8 G8", "");
    let s = black_at(&cells, "H8");
    assert_eq!(s.fours, 1);
    assert!(!s.forbidden());
}

#[test]
fn double_three_and_a_three_blocked_by_white() {
    // Two open threes crossing at H8.
    let cells = board("F8 G8 H10 H9", "");
    let s = black_at(&cells, "H8");
    assert_eq!(s.threes, 2);
    assert!(s.double_three() && s.forbidden());
    // With White on both ends of the horizontal line it is no longer live.
    let cells = board("F8 G8 H10 H9", "E8 I8");
    let s = black_at(&cells, "H8");
    assert_eq!(s.threes, 1);
    assert!(!s.forbidden());
}

#[test]
fn five_with_a_forbidden_shape_is_a_five() {
    // H8 makes five horizontally and would also be a double-three.
    let cells = board("D8 E8 F8 G8 H10 H9 J10 I9", "");
    let s = black_at(&cells, "H8");
    assert!(s.five && !s.forbidden());
}

#[test]
fn openings_classify_under_symmetry() {
    // Direct opening with W2 above, table entry B3 = I9 (花月 4D).
    let h8 = (7, 7);
    let table = [Entry {
        white2: (7, 8),
        black3: (8, 8),
    }];
    assert_eq!(classify(&table, h8, (7, 8), (8, 8)), Some(0));
    // Rotated: W2 to the right of H8 (I8), B3 below-right (I7).
    assert_eq!(classify(&table, h8, (8, 7), (8, 6)), Some(0));
    assert_eq!(classify(&table, h8, (8, 7), (9, 9)), None);
}

#[test]
fn offers_equivalence_readings() {
    let stones = [((7, 7), 1), ((7, 8), 2), ((8, 8), 1), ((6, 8), 2)];
    // Mirror images about the vertical line through H8 are equivalent under both readings.
    assert!(
        equivalent(&stones, (9, 7), (5, 7), (7, 7), false)
            == equivalent(&stones, (9, 7), (5, 7), (7, 7), true)
    );
    // A shape shifted across the board is the same shape but not the same position.
    let lone: [((i32, i32), u8); 0] = [];
    assert!(equivalent(&lone, (0, 0), (3, 3), (7, 7), true));
    assert!(!equivalent(&lone, (0, 0), (3, 3), (7, 7), false));
}
