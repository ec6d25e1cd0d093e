//! Engines as the referee meets them: a scripted GTP engine that plays and
//! then misbehaves in each way a referee must survive (every fault a typed
//! answer within the bounds, the referee never hung), and GNU Go where it
//! is installed (said when it is not).

use caipan_referee::gtp::{Answer, Colour, Gtp, Played};
use caipan_referee::{Bounds, Fault};
use std::time::{Duration, Instant};

fn bounds() -> Bounds {
    Bounds {
        line_bytes: 4096,
        answer_lines: 400,
        answer_time: Duration::from_millis(500),
    }
}

fn scripted(script: &str) -> Gtp {
    Gtp::start(
        env!("CARGO_BIN_EXE_caipan-test-gtp"),
        &[script.to_string()],
        bounds(),
    )
    .expect("the test engine starts")
}

#[test]
fn a_scripted_engine_plays_its_moves() {
    let mut e = scripted("D4;pass;resign");
    e.new_game(19, 7.5).expect("a new game");
    assert_eq!(
        e.genmove(Colour::Black, 19),
        Ok(Played::At { column: 3, row: 4 })
    );
    assert_eq!(e.genmove(Colour::White, 19), Ok(Played::Pass));
    assert_eq!(e.genmove(Colour::Black, 19), Ok(Played::Resign));
}

#[test]
fn every_fault_is_typed_and_bounded_in_time() {
    type Expected = fn(&Fault) -> bool;
    let cases: [(&str, Expected); 7] = [
        ("!crash", |f| *f == Fault::Ended),
        ("!silent", |f| matches!(f, Fault::Silent(_))),
        (
            "!garbage",
            |f| matches!(f, Fault::Malformed(q) if q.starts_with("hello")),
        ),
        ("!endless", |f| *f == Fault::AnswerTooLong),
        ("!long", |f| *f == Fault::LineTooLong),
        ("!bytes", |f| *f == Fault::NotText),
        (
            "Z99",
            |f| matches!(f, Fault::Malformed(q) if q.contains("Z99")),
        ),
    ];
    for (script, expected) in cases {
        let mut e = scripted(script);
        let started = Instant::now();
        let fault = e.genmove(Colour::Black, 19).expect_err(script);
        assert!(expected(&fault), "{script}: {fault:?}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{script}: bounded"
        );
    }
}

#[test]
fn a_program_that_is_not_there_is_a_fault() {
    let fault = Gtp::start("/nonexistent/engine", &[], bounds()).err();
    assert!(matches!(fault, Some(Fault::NotStarted(_))), "{fault:?}");
}

/// GNU Go over GTP, where Debian's `gnugo` is installed: a few moves on
/// 9×9 at level 1, each read back as a vertex on the board.
#[test]
fn gnu_go_plays_over_gtp_where_installed() {
    let Some(gnugo) = ["/usr/games/gnugo", "/usr/bin/gnugo"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
    else {
        eprintln!("GNU Go is not installed (apt-get install gnugo): skipped");
        return;
    };
    let args = ["--mode", "gtp", "--level", "1"].map(String::from);
    let mut e = Gtp::start(gnugo, &args, Bounds::default()).expect("GNU Go starts");
    e.new_game(9, 7.0).expect("a new game");
    let mut colour = Colour::Black;
    let mut stones = Vec::new();
    for _ in 0..6 {
        let played = e.genmove(colour, 9).expect("a move");
        assert!(!matches!(played, Played::Resign), "{played:?}");
        if matches!(played, Played::At { .. }) {
            stones.push(played);
        }
        colour = match colour {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        };
    }
    // A move on an occupied point: GNU Go refuses it, an answer the
    // referee reads (`? illegal move`), not a fault.
    let occupied = *stones.first().expect("a stone was played");
    let answer = e.play(colour, occupied, 9).expect("an answer");
    assert!(matches!(answer, Answer::Refused(_)), "{answer:?}");
    // A lone White stone in Black's corner, walled in: GNU Go holds it
    // dead, read back as a point on the board.
    e.new_game(9, 7.0).expect("a new game");
    for (colour, v) in [
        (Colour::Black, "C1"),
        (Colour::Black, "B2"),
        (Colour::Black, "A3"),
        (Colour::White, "A1"),
        (Colour::Black, "E5"),
    ] {
        let played = caipan_referee::gtp::parse_vertex(v, 9).expect("a vertex");
        assert_eq!(
            e.play(colour, played, 9),
            Ok(Answer::Done(String::new())),
            "{v}"
        );
    }
    let dead = e.dead_stones(9).expect("a list");
    assert!(dead.contains(&Played::At { column: 0, row: 1 }), "{dead:?}");
}

#[test]
fn an_empty_dead_stone_list_is_no_fault() {
    // The scripted engine answers final_status_list with nothing: an
    // empty list, not a fault.
    let mut e = scripted("");
    assert_eq!(e.dead_stones(19), Ok(Vec::new()));
}
