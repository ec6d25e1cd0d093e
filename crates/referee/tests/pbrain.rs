//! Engines over the Gomocup protocol: a scripted one that plays, talks and
//! misbehaves (every fault typed, within its bounds), and `pbrain-figrid`
//! where it is installed (`cargo install figrid-board`; said when not).

use caipan_referee::gomocup::{Pbrain, Point};
use caipan_referee::{Bounds, Fault};
use std::time::{Duration, Instant};

fn bounds() -> Bounds {
    Bounds {
        answer_time: Duration::from_millis(500),
        ..Bounds::default()
    }
}

fn scripted(script: &str) -> Result<Pbrain, Fault> {
    let program = env!("CARGO_BIN_EXE_caipan-test-pbrain");
    Pbrain::start(program, &[script.to_string()], bounds(), 15)
}

#[test]
fn a_scripted_engine_plays_and_its_talk_is_passed_over() {
    let mut e = scripted("7,7;~8,8;9,9").expect("it starts");
    e.info("rule", "4").expect("INFO");
    assert_eq!(e.begin(), Ok(Point { x: 7, y: 7 }));
    assert_eq!(e.turn(Point { x: 7, y: 8 }), Ok(Point { x: 8, y: 8 }));
    let board = [(Point { x: 7, y: 7 }, 1), (Point { x: 7, y: 8 }, 2)];
    assert_eq!(e.board(&board), Ok(Point { x: 9, y: 9 }));
    e.end().expect("END");
}

#[test]
fn every_fault_is_typed_and_bounded_in_time() {
    type Expected = fn(&Fault) -> bool;
    let cases: [(&str, Expected); 5] = [
        ("!crash", |f| *f == Fault::Ended),
        ("!silent", |f| matches!(f, Fault::Silent(_))),
        (
            "!garbage",
            |f| matches!(f, Fault::Malformed(q) if q.starts_with("hello")),
        ),
        (
            "!unknown",
            |f| matches!(f, Fault::Malformed(q) if q.starts_with("UNKNOWN")),
        ),
        ("15,0", |f| matches!(f, Fault::Malformed(q) if q == "15,0")),
    ];
    for (script, expected) in cases {
        let mut e = scripted(script).expect("it starts");
        let started = Instant::now();
        let fault = e.begin().expect_err(script);
        assert!(expected(&fault), "{script}: {fault:?}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{script}: bounded"
        );
    }
}

/// `pbrain-figrid` (the figrid-board crate's Gomocup engine) where it is
/// installed: started on 15×15, it answers BEGIN and TURN with points on
/// the board.
#[test]
fn pbrain_figrid_plays_where_installed() {
    let home = std::env::var("HOME").unwrap_or_default();
    let candidates = [
        format!("{home}/.cargo/bin/pbrain-figrid"),
        "/usr/local/bin/pbrain-figrid".into(),
    ];
    let Some(program) = candidates.iter().find(|p| std::path::Path::new(p).exists()) else {
        eprintln!("pbrain-figrid is not installed (cargo install figrid-board): skipped");
        return;
    };
    let mut e = Pbrain::start(program, &[], Bounds::default(), 15).expect("pbrain-figrid starts");
    // Half a second a move: the engine's own default thinks far longer.
    e.info("timeout_turn", "500").expect("INFO");
    e.info("timeout_match", "60000").expect("INFO");
    let first = e.begin().expect("a first move");
    let reply = e
        .turn(Point {
            x: (first.x + 1) % 15,
            y: first.y,
        })
        .expect("a reply");
    assert!(reply.x < 15 && reply.y < 15);
    e.end().expect("END");
}
