//! Unit tests of the record parser.
use super::*;

#[test]
fn parses_moves_events_rulings_and_clocks() {
    let text = "[Edition \"x\"]\n[AddBlack \"D4 Q16\"]\n1. B Q16 @1:00:30 W D4 +45s {good}\nB late 25m\nW claims takeback\narbiter: B warning\nboth agree-dead D4 E5\nB pass\n";
    let r = parse("t", text).expect("the test record parses");
    assert_eq!(r.tags.len(), 2);
    assert_eq!(r.setup.len(), 2);
    assert_eq!(r.events.len(), 7);
    assert_eq!(r.events[0].written_number, Some(1));
    assert_eq!(r.events[0].clock, Some(Clock::Left(3630)));
    assert_eq!(r.events[1].clock, Some(Clock::Used(45)));
    assert_eq!(r.events[1].notes(), ["good".to_string()]);
    assert!(
        matches!(
            &r.events[2].kind,
            EventKind::Conduct(c) if c.name == "late" && c.args[0].value == ArgValue::Duration(1500)
        ),
        "{:?}",
        r.events[2].kind
    );
    assert!(matches!(&r.events[3].kind, EventKind::Claim(c) if c.matter == "takeback"));
    assert!(matches!(
        &r.events[4].kind,
        EventKind::Ruling(r) if r.target == Some(Actor::Player(Colour::Black))
    ));
    assert_eq!(r.events[5].actor, Actor::Both);
    assert_eq!(r.events[6].kind, EventKind::Pass);
}

#[test]
fn syntax_errors_point_into_the_file() {
    let err = parse("t", "B Q16\nB ??\n").expect_err("the input is not a record");
    assert!(
        matches!(*err, RecordError::Syntax { span, .. } if span.offset() == 8),
        "{err:?}"
    );
}

#[test]
fn claims_of_words_starting_with_s() {
    let r = parse("t", "W claims slide\nB claim swap\n").expect("the test record parses");
    assert!(matches!(&r.events[0].kind, EventKind::Claim(c) if c.matter == "slide"));
    assert!(matches!(&r.events[1].kind, EventKind::Claim(c) if c.matter == "swap"));
}

#[test]
fn front_matter_is_kept_apart() {
    let r = parse("t", "---\ntitle: x\n---\nB Q16\n").expect("the test record parses");
    assert_eq!(
        r.front_matter.expect("the record has front matter").0,
        "title: x\n"
    );
    assert_eq!(r.events.len(), 1);
}

#[test]
fn a_duration_with_another_unit_says_how_durations_are_written() {
    let err = parse("t", "B Q16\nW late 20min\n").expect_err("20min is no duration");
    let RecordError::Syntax { label, help, .. } = &*err else {
        panic!("{err:?}");
    };
    assert_eq!(label.english(), "a duration takes h, m or s");
    assert!(help.english().contains("`20m`, `1h15m` or `45s`"), "{help}");
}

#[test]
fn every_expected_shape_is_named_in_words() {
    let err = parse("t", "B Q16\nW Q4x\n").expect_err("Q4x is no point");
    let RecordError::Syntax { label, .. } = &*err else {
        panic!("{err:?}");
    };
    assert_eq!(
        label.english(),
        "expected `claim`, `pass`, a point like Q16, an event name in lower case"
    );
}
