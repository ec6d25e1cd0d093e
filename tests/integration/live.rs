//! A game judged while it is played (`caipan::engine::Live`, what the
//! referee judges with): a refused line leaves the record as it was; a
//! defect stops the game and refuses every later line. (That every case
//! judged a line at a time judges as the whole record is `tests/cases.rs`'s.)

use caipan::engine::Live;
use std::sync::Arc;

fn go() -> Arc<caipan::Ruleset> {
    Arc::new(caipan::ruleset::resolve_with("go-2002", None).expect("go-2002 is built in"))
}

#[test]
fn a_refused_line_leaves_the_record_as_it_was() {
    let mut live = Live::new(go(), "t", "[Edition \"go-2002\"]\n", None).expect("head");
    live.push("1. B D4\n").expect("a move");
    let before = live.text().to_string();
    assert!(live.push("W ~~\n").is_err(), "not the grammar");
    assert!(
        live.push("W no-such-event\n").is_err(),
        "not an event of the edition"
    );
    assert_eq!(live.text(), before);
    assert_eq!(live.record().events.len(), 1);
    let pushed = live.push("2. W Q16\n").expect("a move");
    assert_eq!(pushed.events, 1..2);
    assert_eq!(live.situation().next_move, 3);
}

#[test]
fn a_defect_stops_the_game_and_refuses_later_lines() {
    let mut live = Live::new(go(), "t", "[Edition \"go-2002\"]\n", None).expect("head");
    live.push("1. B D4\n").expect("a move");
    let defect = live.push("2. W D4\n").expect_err("a stone on a stone");
    assert_eq!(
        live.push("3. B Q16\n").expect_err("stopped").to_string(),
        defect.to_string()
    );
    let judgement = live.finish();
    assert!(judgement.defect.is_some());
}
