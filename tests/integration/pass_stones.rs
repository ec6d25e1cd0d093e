//! The AGA's claim that area and territory counting give the same result
//! once each pass hands the opponent a stone and White passes last,
//! checked on generated games: the edition as it counts (by area), and
//! with the parameter that counts by territory (pass stones, eyes in seki
//! counted, no handicap compensation). A game whose moves the edition
//! voids is left out, since the claim is about games played by the rules.

use super::common::Lcg;
use caipan::ruleset;

const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRST";

/// A game of about `moves` random plays and passes on 19×19, Black first
/// (or White first after `handicap` stones), ended by two passes, White's
/// last. A play is on an empty point and takes no own stones off (the
/// physics' board says which); a longer cycle may still come, and the
/// judge then voids a move (the test leaves such a game out).
fn game(rng: &mut Lcg, moves: usize, handicap: usize) -> String {
    use caipan::go::board::{Board, EMPTY};
    let mut board = Board::new(19);
    let mut text = String::from("[Edition \"go-aga-1991\"]\n");
    let stars = ["D4", "Q16", "D16", "Q4", "K10", "D10", "Q10", "K4", "K16"];
    if handicap > 0 {
        let placed = &stars[..handicap];
        text += &format!(
            "[Handicap \"{handicap}\"]\n[AddBlack \"{}\"]\n",
            placed.join(" ")
        );
        for name in placed {
            board.set(point(name), 1);
        }
    }
    let black_first = handicap == 0;
    let colour = |k: usize| {
        if k.is_multiple_of(2) == black_first {
            1u8
        } else {
            2
        }
    };
    let (mut k, mut passed) = (0, false);
    while k < moves || colour(k) != 1 {
        // A pass now and then, never two in a row (they would stop play);
        // otherwise a play on an empty point that takes no own stones off.
        let mut play = None;
        while play.is_none() && (passed || rng.next(12) > 0) {
            let p = rng.next(361);
            let mark = board.log_len();
            if board.at(p) == EMPTY {
                board.play(p, colour(k));
                if board.at(p) == EMPTY {
                    board.undo_to(mark);
                } else {
                    play = Some(p);
                }
            }
        }
        passed = play.is_none();
        let written = play.map_or("pass".to_string(), |p| {
            format!("{}{}", COLUMNS[p % 19] as char, 19 - p / 19)
        });
        let name = if colour(k) == 1 { 'B' } else { 'W' };
        text += &format!("{}. {name} {written} ", k + 1);
        k += 1;
    }
    text += &format!("{}. B pass {}. W pass\n", k + 1, k + 2);
    text
}

/// The index of a point written `D4` (row 19 at the top: index 0).
fn point(name: &str) -> usize {
    let column = COLUMNS
        .iter()
        .position(|&c| c == name.as_bytes()[0])
        .unwrap();
    let row: usize = name[1..].parse().unwrap();
    (19 - row) * 19 + column
}

#[test]
fn area_and_territory_with_pass_stones_give_the_same_result() {
    let area = ruleset::resolve("go-aga-1991").unwrap();
    let supplement = std::fs::read_to_string(concat!(
        root!(),
        "/rulesets/supplements/example-aga-territory.yaml"
    ))
    .unwrap();
    let territory =
        ruleset::apply_supplement(&area, "example-aga-territory.yaml", &supplement).unwrap();
    let mut rng = Lcg(20261128);
    let (mut compared, mut with_passes) = (0, 0);
    for g in 0..300 {
        let text = game(&mut rng, 40 + g % 200, [0, 0, 2, 4, 9][g % 5]);
        let record = caipan::record::parse("t", &text).unwrap();
        let Ok((a, None)) = caipan::judge(&area, &record, "t", &text) else {
            continue;
        };
        // Only games the rules let stand: the end of play is their one finding.
        if a.findings
            .iter()
            .any(|f| f.by.rule != "two-passes-white-last")
        {
            continue;
        }
        let (t, _) = caipan::judge(&territory, &record, "t", &text).unwrap();
        let (ac, tc) = (
            a.result.count.as_ref().unwrap(),
            t.result.count.as_ref().unwrap(),
        );
        assert!(
            ac.territory.is_none() && tc.territory.is_some(),
            "game {g}: {text}"
        );
        assert_eq!(
            (a.result.outcome, a.result.margin),
            (t.result.outcome, t.result.margin),
            "game {g}: area {ac:?} territory {tc:?}\n{text}"
        );
        compared += 1;
        with_passes += usize::from(tc.territory.unwrap().pass_stones != [1, 1]);
    }
    // The generator must reach the claim: most games stand, many pass mid-game.
    assert!(compared >= 100, "only {compared} games compared");
    assert!(
        with_passes >= 50,
        "only {with_passes} with passes before the end"
    );
}
