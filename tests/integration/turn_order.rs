//! Turn order in every game (issue 59): a stone of the colour that is not
//! to move — a second stone in a row, White's first stone on an empty
//! board, the wrong colour after a position set up with the player to move
//! — is found under every built-in edition and every opening protocol, by a
//! rule on the order of play citing an article of the edition (a finding,
//! or a breach where the text gives no sanction); and the position and the
//! side to move afterwards follow the edition's verdict: a void stone is
//! gone and its player is still to move, a stone that stands is on the
//! board and the opponent is to move.

use caipan::judgement::Judgement;
use caipan::record::ast::Colour;
use caipan::vocabulary::{ClaimWord, Verdict};

/// Every built-in edition, and each of its other opening protocols.
fn every_ruleset() -> Vec<caipan::Ruleset> {
    let mut out = Vec::new();
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let edition = caipan::ruleset::resolve(id).expect("built in");
        out.extend(edition.protocols.iter().cloned());
        out.push(edition.clone());
    }
    out
}

/// A record whose last event is a stone out of turn: (what it is, the
/// record, the colour that plays it, the colour that was to move).
const OUT_OF_TURN: &[(&str, &str, Colour, Colour)] = &[
    (
        "a second stone in a row",
        "B D4\nW E5\nB F6\nB G7\n",
        Colour::Black,
        Colour::White,
    ),
    (
        "White first on an empty board",
        "W D4\n",
        Colour::White,
        Colour::Black,
    ),
    (
        "the wrong colour after a position set up",
        "[AddBlack \"D4\"]\n[AddWhite \"E5\"]\n[ToMove \"W\"]\nB F6\n",
        Colour::Black,
        Colour::White,
    ),
];

/// What the rules said of the record's last event: the rules (findings and
/// breaches) about the order of play, with their verdicts.
fn about_the_order(j: &Judgement, event: usize) -> Vec<(String, Vec<String>, Vec<Verdict>)> {
    let topics = ClaimWord::OutOfTurn.topics();
    let mut out: Vec<(String, Vec<String>, Vec<Verdict>)> = j
        .findings
        .iter()
        .filter(|f| f.event_index == event && topics.contains(&f.topic()))
        .map(|f| {
            let ids = f.articles().iter().map(|a| a.id.clone()).collect();
            (f.rule().to_string(), ids, f.verdict.clone())
        })
        .collect();
    // Breaches are remarks; the caller keeps those of rules on the order.
    for r in &j.remarks {
        if let caipan::judgement::About::Breach { rule, articles, .. } = &r.about {
            out.push((
                rule.clone(),
                articles.iter().map(|a| a.id.clone()).collect(),
                Vec::new(),
            ));
        }
    }
    out
}

#[test]
fn a_stone_out_of_turn_is_found_in_every_edition_and_protocol() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for rules in every_ruleset() {
        let key = match &rules.protocol {
            Some(p) => format!("{}/{}", rules.id, p.id),
            None => rules.id.clone(),
        };
        for &(what, text, mover, was_to_move) in OUT_OF_TURN {
            let record = caipan::record::parse("turn.case", text).expect("parses");
            let event = record.events.len() - 1;
            let within = caipan::engine::Within::ALL;
            let drawn = match caipan::engine::judge_drawn_within(
                &rules,
                &record,
                ("turn.case", text.into()),
                None,
                within,
            ) {
                Ok(d) => d,
                Err(e) => {
                    failures.push(format!("{key}: {what}: refused: {e}"));
                    continue;
                }
            };
            checked += 1;
            let j = &drawn.judgement;
            let said = about_the_order(j, event);
            let rule_topics = ClaimWord::OutOfTurn.topics();
            let own: Vec<_> = said
                .iter()
                .filter(|(rule, ..)| {
                    rules
                        .rules
                        .iter()
                        .any(|r| &r.id == rule && rule_topics.contains(&r.topic.as_str()))
                })
                .collect();
            if own.is_empty() {
                failures.push(format!("{key}: {what}: no rule on the order of play fires"));
                continue;
            }
            for (rule, articles, _) in &own {
                if articles.is_empty() || articles.iter().any(|a| rules.provision(a).is_none()) {
                    failures.push(format!("{key}: {what}: {rule} cites {articles:?}"));
                }
            }
            // The game afterwards, as the verdict leaves it.
            let void = own
                .iter()
                .any(|(_, _, v)| v.contains(&Verdict::MoveVoid) || v.contains(&Verdict::MovesVoid));
            if j.result.outcome != caipan::judgement::Outcome::Undecided {
                continue; // a loss: nobody is to move
            }
            let stones = drawn
                .last
                .as_ref()
                .map(|d| d.stones.clone())
                .unwrap_or_default();
            let on_board = stones.iter().filter(|(_, c)| *c == mover).count();
            let expected_to_move = if void { was_to_move } else { mover.opponent() };
            if drawn.situation.to_move != Some(expected_to_move) {
                failures.push(format!(
                    "{key}: {what}: {} to move afterwards, the verdict gives {expected_to_move:?} ({})",
                    drawn.situation.to_move.map_or("nobody", |c| c.name()),
                    if void { "void" } else { "stands" }
                ));
            }
            let placed = text
                .lines()
                .filter(|l| l.starts_with(mover.letter()))
                .count()
                + usize::from(text.contains("AddBlack") && mover == Colour::Black);
            let want = if void { placed - 1 } else { placed };
            if on_board != want {
                failures.push(format!(
                    "{key}: {what}: {on_board} stones of the mover's on the board, the verdict leaves {want}"
                ));
            }
        }
    }
    assert!(checked >= 3 * 13, "only {checked} records judged");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
