//! The `points` scan asks the facts that `Fact::of_the_point` calls the
//! same at every point only once: check that they are, on Go and Gomoku
//! positions with every kind of fact in play; and that a condition reading
//! both kinds reads both.

use super::{Judge, validate};
use crate::vocabulary::{Fact, Game};

fn facts_agree(ruleset: &crate::ruleset::Ruleset, text: &str) {
    let record = crate::record::parse("t", text).expect("record parses");
    let text = crate::error::Text::from(text);
    let read = validate(ruleset, &record, "t", &text).expect("record is valid");
    let mut judge = Judge::new(ruleset, &record, "t", text, read);
    judge
        .run_until(None, super::Deadline::NONE)
        .expect("record judges");
    let player = judge.state.turn().to_move();
    let position = judge.state.position();
    let n = position.size() * position.size();
    let empty: Vec<usize> = (0..n).filter(|&p| position.at(p).is_none()).collect();
    let first = super::facts::of_move(&judge.given, &judge.state, empty[0], player);
    for &p in &empty {
        let facts = super::facts::of_move(&judge.given, &judge.state, p, player);
        for f in Fact::ALL.iter().filter(|f| !f.of_the_point()) {
            assert_eq!(
                facts.get(f),
                first.get(f),
                "{}: {f:?} differs at {p}",
                ruleset.id
            );
        }
    }
}

/// Positions for each game: an opening with offers, a double three for
/// Black to play, captures and a ko in Go.
fn positions(game: Game) -> &'static [&'static str] {
    match game {
        Game::Gomoku => &[
            "B declare-offers 2\n1. B H8 2. W H9 3. B I9 4. W I10\n5. B offer J8 G7\nW keep J8\n6. W K7\n",
            "[AddBlack \"F8 G8 H10 H9\"]\n[AddWhite \"A1 A3 A5 A7\"]\n",
        ],
        Game::Go => &["1. B Q16 W D4 3. B C3 W D3 5. B C4 W C5 7. B B5 W D5\n"],
    }
}

/// The opening as the protocol has it: an edition with a fixed number of
/// fifth-move offers (or with none) declares none; one without offers
/// plays the fifth move as a stone.
fn for_the_protocol(ruleset: &crate::ruleset::Ruleset, text: &str) -> String {
    let mut text = text.to_string();
    if ruleset.event("declare-offers").is_none() {
        text = text.replace("B declare-offers 2\n", "");
    }
    if ruleset.event("offer").is_none() {
        text = text.replace("5. B offer J8 G7\nW keep J8\n", "5. B J8\n");
    }
    text
}

#[test]
fn facts_not_of_the_point_are_the_same_at_every_point() {
    for (id, _, _) in crate::ruleset::BUILT_IN {
        let edition = crate::ruleset::resolve(id).expect("built-in edition");
        // The edition under each of its opening protocols.
        for ruleset in std::iter::once(&edition).chain(&edition.protocols) {
            for text in positions(ruleset.game) {
                facts_agree(ruleset, &for_the_protocol(ruleset, text));
            }
        }
    }
}

/// A condition that reads facts of the point and of the position together
/// (`double-three and black`) is asked at each point with both: the scan
/// finds the same points as with the two read apart.
#[test]
fn a_condition_mixing_point_and_position_facts_reads_both() {
    use crate::ruleset::condition::{Expr, Operand, Simple};
    let original = crate::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| crate::ruleset::resolve(id).ok())
        .find(|r| r.game == Game::Gomoku)
        .expect("a built-in Gomoku edition");
    let mut mixed = original.clone();
    for rule in &mut mixed.rules {
        for c in &mut rule.when {
            let black = Expr::Test(Simple {
                lhs: Operand::Fact(Fact::Black),
                cmp: None,
            });
            c.expr = Expr::All(vec![c.expr.clone(), black]);
        }
    }
    let text = "[AddBlack \"F8 G8 H10 H9\"]\n[AddWhite \"A1 A3 A5 A7\"]\n";
    let record = crate::record::parse("t", text).expect("record parses");
    let scan = |rules| super::points(rules, &record, "t", text, None).expect("scans");
    let expected = scan(&original).points;
    assert!(!expected.is_empty(), "the position has forbidden points");
    assert_eq!(scan(&mixed).points, expected);
}
