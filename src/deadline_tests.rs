//! The deadline stops a judgement part way, and a drawn judgement stops
//! drawing at its limit.

use super::*;
use crate::engine::{Within, judge_drawn_within};
use crate::error::RecordError;

/// The first built-in edition of Go.
fn go() -> crate::Ruleset {
    crate::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| crate::ruleset::resolve(id).ok())
        .find(|r| r.game == crate::vocabulary::Game::Go)
        .expect("a Go edition")
}

/// A triple ko taken round and round: a finding on every move.
fn cycle(moves: usize) -> String {
    let mut text = String::from(
        "[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
    );
    let steps = ["W B2", "B J2", "W O2", "B C2", "W H2", "B P2"];
    for i in 0..moves {
        text.push_str(steps[i % 6]);
        text.push('\n');
    }
    text
}

#[test]
fn a_run_stops_at_its_deadline_part_way_and_gives_no_judgement() {
    let rules = go();
    let text = cycle(50_000);
    let record = crate::record::parse("cycle", &text).expect("a record");
    let past = Within {
        deadline: Deadline::after(Duration::ZERO),
        ..Within::ALL
    };
    let within = judge_drawn_within(&rules, &record, ("cycle", text.as_str().into()), None, past);
    // A passed deadline gives no judgement: the deadline's error, early.
    let stopped_at = within.err().map(|e| match *e {
        RecordError::DeadlinePassed { event } => Ok(event),
        other => Err(other.to_string()),
    });
    assert!(
        matches!(stopped_at, Some(Ok(event)) if event < 50_000),
        "{stopped_at:?}"
    );
    let seven = Within {
        boards: 7,
        ..Within::ALL
    };
    let j = judge_drawn_within(
        &rules,
        &record,
        ("cycle", text.as_str().into()),
        None,
        seven,
    )
    .expect("judged to the end")
    .judgement;
    assert!(j.findings.len() > 1000);
    assert_eq!(j.boards.len(), 7, "boards stop at the limit");
}
