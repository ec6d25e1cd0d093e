//! Territory counts of hand-counted positions on small boards (rows
//! written top first, `X` Black, `O` White, `.` empty): walls, dead stones
//! as prisoners, seki with eyes, unfilled dame, and prisoners taken in
//! play and given back by an undo.

use super::*;
use crate::position::Position;

/// A board from rows written top row first.
fn board(rows: &[&str]) -> Board {
    super::super::board_of_rows(rows)
}

fn parts(a: &Area) -> TerritoryParts {
    a.territory.expect("a territory count")
}

#[test]
fn walls_give_each_side_the_points_behind_them() {
    // Black owns columns A–B (10 points), White column E (5).
    let b = board(&["..XO.", "..XO.", "..XO.", "..XO.", "..XO."]);
    let a = territory(&b, &[], [0, 0], TerritoryReading::dame(false));
    assert_eq!(parts(&a).territory, [10, 5]);
    assert_eq!((a.black.as_f64(), a.white.as_f64(), a.dame), (10.0, 5.0, 0));
}

#[test]
fn a_dead_stone_is_a_prisoner_and_its_point_territory() {
    // White's stone at A5 is agreed dead: Black takes it as a prisoner
    // and its point is Black's territory.
    let b = board(&["O.XO.", "..XO.", "..XO.", "..XO.", "..XO."]);
    let a = territory(&b, &[20], [2, 3], TerritoryReading::dame(false));
    assert_eq!(parts(&a).territory, [10, 5]);
    assert_eq!(parts(&a).prisoners, [3, 3]);
    assert_eq!((a.black.as_f64(), a.white.as_f64()), (13.0, 8.0));
}

#[test]
fn stones_that_touch_dame_are_in_seki_and_their_eyes_count_for_no_one() {
    // Column C is empty between both walls: dame. Both walls possess dame,
    // so both are in seki, and their eye points are no one's territory.
    let b = board(&[".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."]);
    let a = territory(&b, &[], [0, 0], TerritoryReading::dame(false));
    assert_eq!(parts(&a).territory, [0, 0]);
    assert_eq!(parts(&a).seki_points, 10);
    assert_eq!(a.dame, 5);
}

#[test]
fn a_seki_in_the_corner_leaves_the_rest_counted() {
    // A seki in the lower left: Black's corner stones and White's stones
    // share the dame at A1; Black's wall elsewhere keeps its territory.
    let b = board(&["..X..", "..X..", "XXX..", "OOX..", ".OX.."]);
    // A1 is touched by White only: an eye point of White's B1–B2 chain;
    // no dame anywhere, so nothing is in seki.
    let a = territory(&b, &[], [0, 0], TerritoryReading::dame(false));
    assert_eq!(parts(&a).seki_points, 0);
    assert_eq!(parts(&a).territory[1], 1);
    // With a black stone on A2 instead of White's, A1 touches both: dame;
    // the chains touching it (Black's A2–C… wall, White's B1) are in seki.
    let b = board(&["..X..", "..X..", "XXX..", "XOX..", ".OX.."]);
    let a = territory(&b, &[], [0, 0], TerritoryReading::dame(false));
    assert_eq!(a.dame, 1);
    assert_eq!(parts(&a).territory, [0, 0]);
}

#[test]
fn prisoners_taken_in_play_are_counted_and_an_undo_gives_them_back() {
    let rules = crate::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| crate::ruleset::built_in(id)?.ok())
        .find(|r| r.game == crate::vocabulary::Game::Go)
        .expect("a built-in Go edition");
    let mut position = crate::go::position::GoPosition::new(&rules);
    use crate::record::ast::Colour::{Black, White};
    // White A1 is captured by Black B1 after Black A2.
    position.play(0, White);
    position.play(19, Black);
    let mark = position.mark();
    position.play(1, Black);
    let count = |p: &crate::go::position::GoPosition| {
        use crate::position::Counting;
        p.count(crate::vocabulary::ScoringMethod::Territory, &[])
            .territory
            .expect("a territory count")
    };
    assert_eq!(count(&position).prisoners, [1, 0]);
    position.undo_to(mark);
    assert_eq!(count(&position).prisoners, [0, 0]);
}

#[test]
fn filled_dame_are_no_seki_but_a_liberty_neither_can_fill_is() {
    // The unfilled column C: Black fills it safely (the wall keeps its
    // eyes as liberties), so neither wall is in seki when dame are filled.
    let walls = board(&[".X.O.", ".X.O.", ".X.O.", ".X.O.", ".X.O."]);
    let a = territory(&walls, &[], [0, 0], TerritoryReading::dame(true));
    assert_eq!(parts(&a).territory, [5, 5]);
    assert_eq!((parts(&a).seki_points, a.dame), (0, 5));
}

#[test]
fn a_seki_with_an_eye_each_counts_neither_eye_under_either_reading() {
    // Black's B5–A4–B4–C4 has the eye A5, White's D5–D4–E4 the eye E5;
    // both share C5, which neither can fill without being left in atari.
    // The lower groups' eyes (E1–E2 Black's, A1–B2 White's) are territory.
    let b = board(&[".X.O.", "XXXOO", "OOOXX", "..OX.", "..OX."]);
    for dame_filled in [false, true] {
        let a = territory(&b, &[], [0, 0], TerritoryReading::dame(dame_filled));
        assert_eq!(parts(&a).territory, [2, 4], "dame filled: {dame_filled}");
        assert_eq!((parts(&a).seki_points, a.dame), (2, 1));
    }
}
