//! Unit tests of Go physics on small hand-made positions.

use super::board::{Board, EMPTY};
use super::count::area;
use super::history::History;

const B: u8 = 1;
const W: u8 = 2;

/// "c3" style coordinates on boards up to 19, columns a–t without i.
fn pt(board: &Board, s: &str) -> usize {
    let cols = "abcdefghjklmnopqrst";
    let x = s
        .chars()
        .next()
        .and_then(|c| cols.find(c))
        .expect("a column letter");
    let y: usize = s[1..].parse().expect("a row number");
    (y - 1) * board.size() + x
}

fn setup(size: usize, black: &str, white: &str) -> Board {
    let mut b = Board::new(size);
    for s in black.split_whitespace() {
        let p = pt(&b, s);
        b.set(p, B);
    }
    for s in white.split_whitespace() {
        let p = pt(&b, s);
        b.set(p, W);
    }
    b.check_consistent()
        .expect("the board keeps its invariants");
    b
}

#[test]
fn single_and_group_captures() {
    let mut g = setup(9, "c4 d5 e4 c5 e5", "d4 d3");
    let p = pt(&g, "c3");
    let a = g.analyse(p, B);
    assert!(a.captured.is_empty());
    g.play(p, B);
    let p = pt(&g, "e3");
    g.play(p, B);
    let p = pt(&g, "d2");
    let a = g.analyse(p, B);
    assert_eq!(a.captured.len(), 2);
    let captured = g.play(p, B);
    assert_eq!(captured.len(), 2);
    assert_eq!(g.at(pt(&g, "d4")), EMPTY);
    g.check_consistent()
        .expect("the board keeps its invariants");
}

#[test]
fn suicide_is_recognised_and_capture_first_is_not_suicide() {
    // Black a1 surrounded by white a2, b1 with liberties: suicide.
    let b = setup(9, "", "a2 b1");
    let a = b.analyse(pt(&b, "a1"), B);
    assert!(a.suicide);
    // Multi-stone suicide: black a1 b1 would connect to a chain without liberty.
    let b = setup(9, "b1", "a2 b2 c1");
    assert!(b.analyse(pt(&b, "a1"), B).suicide);
    // Both sides without liberties: the opponent's stones are taken, so not suicide.
    let b = setup(9, "b2 c1", "a2 b1");
    let a = b.analyse(pt(&b, "a1"), B);
    assert!(!a.suicide);
    assert_eq!(a.captured, vec![pt(&b, "b1") as u16]);
}

#[test]
fn ko_shape_sets_the_ko_point_and_snapback_does_not() {
    // Ko: Black b2 a1? Use the classic shape in the middle.
    //  y3: . B W .
    //  y2: B W . W
    //  y1: . B W .
    let b = setup(9, "b3 a2 b1", "c3 b2 d2 c1");
    let a = b.analyse(pt(&b, "c2"), B);
    assert_eq!(a.captured, vec![pt(&b, "b2") as u16]);
    assert_eq!(a.ko_point, Some(pt(&b, "b2") as u16));

    // Snapback: White throws in at b1 and can be retaken, but the retake
    // captures two or more stones, so there is no ko point.
    //  y3: W W W W
    //  y2: B B B W
    //  y1: . . B W
    let mut s = setup(9, "a2 b2 c2 c1", "a3 b3 c3 d3 d2 d1");
    // White throws in at b1 (captured next move would be one stone) …
    let throw_in = pt(&s, "b1");
    let a = s.analyse(throw_in, W);
    assert!(!a.suicide);
    s.play(throw_in, W);
    // … Black captures the single stone at b1 by a1.
    let take = pt(&s, "a1");
    let a = s.analyse(take, B);
    assert_eq!(a.captured.len(), 1);
    s.play(take, B);
    s.check_consistent()
        .expect("the board keeps its invariants");
    // Now White plays b1 again and captures the five black stones: snapback.
    let a = s.analyse(throw_in, W);
    assert_eq!(a.captured.len(), 5);
    assert_eq!(a.ko_point, None);
    s.play(throw_in, W);
    s.check_consistent()
        .expect("the board keeps its invariants");
}

#[test]
fn undo_restores_chains_hash_and_captures() {
    let mut b = setup(9, "b3 a2 b1", "c3 b2 d2 c1");
    let before_hash = b.hash();
    let before: Vec<u8> = b.colours().to_vec();
    let mark = b.log_len();
    b.play(pt(&b, "c2"), B);
    b.play(pt(&b, "e5"), W);
    b.check_consistent()
        .expect("the board keeps its invariants");
    b.undo_to(mark);
    b.check_consistent()
        .expect("the board keeps its invariants");
    assert_eq!(b.hash(), before_hash);
    assert_eq!(b.colours(), &before[..]);
}

/// Three kos (A = inner White point, P = Black's capturing point) side by side.
fn triple_ko() -> (Board, Vec<usize>) {
    // One ko at columns x..x+3, rows 5..7:
    //  y7: . B W .
    //  y6: B A P W
    //  y5: . B W .
    let cols = "abcdefghjklmnopqrst";
    let c = |x: usize, y: usize| format!("{}{}", &cols[x..x + 1], y);
    let mut black = String::new();
    let mut white = String::new();
    let mut ko_points = Vec::new();
    for (k, x) in [0usize, 5, 10].into_iter().enumerate() {
        black += &format!(" {} {} {}", c(x + 1, 7), c(x, 6), c(x + 1, 5));
        white += &format!(" {} {} {}", c(x + 2, 7), c(x + 3, 6), c(x + 2, 5));
        // Kos 1 and 3 start with White inside (A); ko 2 with Black inside (P).
        if k == 1 {
            black += &format!(" {}", c(x + 2, 6));
        } else {
            white += &format!(" {}", c(x + 1, 6));
        }
        ko_points.push((c(x + 1, 6), c(x + 2, 6)));
    }
    let b = setup(19, &black, &white);
    let pts = ko_points
        .iter()
        .flat_map(|(a, p)| [pt(&b, a), pt(&b, p)])
        .collect();
    (b, pts)
}

/// The six moves of the triple-ko cycle: (A1, P1, A2, P2, A3, P3).
fn cycle(k: &[usize]) -> [(usize, u8); 6] {
    [
        (k[1], B),
        (k[2], W),
        (k[5], B),
        (k[0], W),
        (k[3], B),
        (k[4], W),
    ]
}

/// One move of a game kept with its history: what the look before it
/// says (the captures) and whether it repeats a position, then the move
/// played and its position remembered.
fn step(b: &mut Board, h: &mut History, p: usize, c: u8) -> (usize, bool) {
    let a = b.analyse(p, c);
    let repeats = h.repeats(b, &a, 3 - c);
    b.play(p, c);
    h.record(b, 3 - c);
    (a.captured.len(), repeats)
}

#[test]
fn triple_ko_cycle_repeats_the_whole_board_after_six_moves() {
    let (mut b, k) = triple_ko();
    let mut h = History::default();
    h.record(&b, B);
    for (i, &(p, c)) in cycle(&k).iter().enumerate() {
        let (captured, repeats) = step(&mut b, &mut h, p, c);
        assert_eq!(captured, 1, "move {i} captures one stone");
        assert_eq!(repeats, i == 5, "move {i}");
        b.check_consistent()
            .expect("the board keeps its invariants");
    }
}

/// The first repetition builds the history's index; positions recorded
/// after it are found through it: a second time round the cycle, every
/// move repeats, and a move off the cycle does not.
#[test]
fn positions_recorded_after_the_index_is_built_are_found() {
    let (mut b, k) = triple_ko();
    let mut h = History::default();
    h.record(&b, B);
    for round in 0..2 {
        for (i, &(p, c)) in cycle(&k).iter().enumerate() {
            let (_, repeats) = step(&mut b, &mut h, p, c);
            assert_eq!(repeats, round == 1 || i == 5, "round {round}, move {i}");
        }
    }
    let off = pt(&b, "a1");
    assert!(!h.repeats(&b, &b.analyse(off, B), W));
}

/// Undo forgets a repeated position's later occurrence but keeps its first,
/// and forgets the first only with it.
#[test]
fn history_undo_keeps_earlier_occurrences_of_a_position() {
    let (mut b, k) = triple_ko();
    let mut h = History::default();
    h.record(&b, B);
    let moves = cycle(&k);
    let mut marks = Vec::new();
    for &(p, c) in &moves {
        marks.push(b.log_len());
        b.play(p, c);
        h.record(&b, 3 - c);
    }
    // The cycle's last move recreated the start; undo it, then replay it:
    // the start is still known, so the move repeats it again.
    let (p, c) = moves[5];
    h.truncate_to(marks[5]);
    b.undo_to(marks[5]);
    assert!(h.repeats(&b, &b.analyse(p, c), 3 - c));
    // Undo to the first move: only the start is left, and a move that
    // does not recreate it repeats nothing.
    h.truncate_to(marks[0]);
    b.undo_to(marks[0]);
    let (p, c) = moves[0];
    assert!(!h.repeats(&b, &b.analyse(p, c), 3 - c));
    // Undo the start too (as a takeback of a whole game would): nothing
    // is remembered, and the position after the first move is new again.
    h.truncate_to(0);
    b.play(p, c);
    h.record(&b, 3 - c);
    let (q, d) = moves[1];
    assert!(!h.repeats(&b, &b.analyse(q, d), 3 - d));
}

#[test]
fn area_counting_splits_dame_and_removes_dead_stones() {
    // 5x5: Black owns columns a–b, White d–e, column c is dame.
    let b = setup(5, "b1 b2 b3 b4 b5", "d1 d2 d3 d4 d5");
    let a = area(&b, &[]);
    assert_eq!(a.black.as_f64(), 10.0 + 2.5);
    assert_eq!(a.white.as_f64(), 10.0 + 2.5);
    assert_eq!(a.dame, 5);
    // A dead white stone inside Black's area counts for Black once removed.
    let b = setup(5, "b1 b2 b3 b4 b5", "a3 d1 d2 d3 d4 d5");
    let a = area(&b, &[pt(&b, "a3") as u16]);
    assert_eq!(a.black.as_f64(), 12.5);
}

/// A small deterministic generator (no dependency for a test).
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn setting_many_points_at_once_equals_setting_them_one_by_one_and_undo_stops_there() {
    let mut seed = 0x9E37_79B9_7F4A_7C15;
    for size in [2, 5, 9] {
        let mut one = Board::new(size);
        let mut many = Board::new(size);
        for _ in 0..200 {
            let n = (next(&mut seed) % (2 * size * size) as u64) as usize;
            let changes: Vec<(usize, u8)> = (0..n)
                .map(|_| {
                    let p = (next(&mut seed) % (size * size) as u64) as usize;
                    (p, (next(&mut seed) % 3) as u8)
                })
                .collect();
            for &(p, c) in &changes {
                if c == EMPTY {
                    one.clear(p);
                } else {
                    one.set(p, c);
                }
            }
            many.set_many(&changes);
            many.check_consistent()
                .expect("set_many keeps the invariants");
            assert_eq!(one.colours(), many.colours(), "the same position");
            assert_eq!(one.hash(), many.hash(), "the same hash");
            // A move after it is undone back to the setup, never past it.
            let after = many.colours().to_vec();
            let mark = many.log_len();
            if let Some(p) = (0..size * size).find(|&p| many.at(p) == EMPTY) {
                many.play(p, B);
            }
            many.undo_to(0);
            many.check_consistent().expect("undo keeps the invariants");
            assert_eq!(many.colours(), &after[..], "undo stops at the setup");
            assert_eq!(many.log_len(), mark);
        }
    }
}
