//! Territory counts of real final positions, the dead stones agreed by
//! people (the online-go score estimator's test games, in
//! `tests/data/positions/`): the dame filled in one order and in the
//! reverse order count the same, and no seki is invented where the games
//! have none.

use super::*;

use crate::go::position_text::parse as position;

/// Every position, by file name.
fn positions() -> Vec<(String, Board, Vec<u16>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/positions");
    let mut out: Vec<_> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().extension().is_some_and(|x| x == "txt"))
        .map(|e| {
            let text = std::fs::read_to_string(e.path()).unwrap_or_default();
            let (board, dead) = position(&text);
            (e.file_name().to_string_lossy().into_owned(), board, dead)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Black's territory, White's and the seki points, counted on `filled`.
fn tally(board: &Board, filled: &[u8]) -> [usize; 3] {
    let (regions, in_seki) = eye_regions_on(board, filled);
    let mut t = [0usize; 3];
    for (region, seki) in regions.list.iter().zip(in_seki) {
        match region.touches {
            1 | 2 if seki => t[2] += region.size,
            1 | 2 => t[usize::from(region.touches - 1)] += region.size,
            _ => {}
        }
    }
    t
}

/// Whether a dame region has a point no stone touches: an open area of a
/// game not finished there, which no order of filling settles.
fn has_open_area(board: &Board, colour: &[u8], regions: &Regions) -> bool {
    (0..colour.len()).any(|p| {
        colour[p] == EMPTY
            && regions.is_dame(p)
            && board
                .neighbours(p)
                .iter()
                .all(|&m| colour[m as usize] == EMPTY)
    })
}

#[test]
fn the_dame_filled_in_the_reverse_order_count_the_same() {
    let mut open = Vec::new();
    let all = positions();
    for (name, board, dead) in &all {
        let mut colour = board.colours();
        for &d in dead {
            colour[usize::from(d)] = EMPTY;
        }
        let regions = Regions::of(board, &colour);
        if has_open_area(board, &colour, &regions) {
            open.push(name.as_str());
        }
        let dame = super::super::dame::to_fill(board, &colour, &regions);
        let reversed: Vec<usize> = dame.iter().rev().copied().collect();
        let forward = tally(
            board,
            &super::super::dame::filled_in_order(board, &colour, dame),
        );
        let backward = tally(
            board,
            &super::super::dame::filled_in_order(board, &colour, reversed),
        );
        assert_eq!(forward, backward, "{name}: the order decided the count");
    }
    assert_eq!(all.len(), 54, "positions counted");
    // Boards with open areas: not filled there, so no order matters.
    assert_eq!(
        open,
        [
            "patterns-blank.txt",
            "patterns-seki_1.txt",
            "patterns-seki_one_eye_each.txt"
        ]
    );
}

#[test]
fn real_games_have_no_seki_the_fill_would_invent() {
    // An early fill used to leave a point no one could fill, which put
    // 35–48 stones "in seki": 21 and 23 points off.
    for (name, board, dead) in positions()
        .into_iter()
        .filter(|(n, _, _)| n == "hard-10957533.txt" || n == "hard-9700868.txt")
    {
        let a = territory(&board, &dead, [0, 0], TerritoryReading::dame(true));
        let parts = a.territory.expect("a territory count");
        assert_eq!(parts.seki_points, 0, "{name}");
    }
}

#[test]
fn a_pocket_of_dead_stones_behind_a_dame_point_is_territory_once_it_is_filled() {
    // Black's stone at E3 is agreed dead in White's wall; D3, between the
    // pocket and Black's wall, is dame. As written, the pocket is dame too
    // and every wall touching it is in seki; with the dame filled (White
    // fills D3, having more stones around it), E3 is closed off: White's
    // territory with the two corners, Black's the ten points behind C.
    let (board, _) = position("5\n..XO.\n..XOO\n..X.X\n..XOO\n..XO.\n");
    let dead = vec![14u16];
    let literal = territory(&board, &dead, [0, 0], TerritoryReading::dame(false));
    let filled = territory(&board, &dead, [0, 0], TerritoryReading::dame(true));
    let (l, f) = (
        literal.territory.expect("count"),
        filled.territory.expect("count"),
    );
    assert_eq!((l.territory, l.seki_points), ([0, 0], 12), "as written");
    assert_eq!((f.territory, f.seki_points), ([10, 3], 0), "dame filled");
    assert_eq!((filled.black.as_f64(), filled.white.as_f64()), (10.0, 4.0));
}
