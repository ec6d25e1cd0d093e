//! The tournament file's checks: every defect found, each where it is.

use super::*;

fn problems(text: &str) -> Vec<String> {
    match read_tournament("t.yaml", text) {
        Ok(_) => Vec::new(),
        Err(e) => match *e {
            TournamentError::Many { problems, .. } => {
                problems.iter().map(|p| p.to_string()).collect()
            }
            other => vec![other.to_string()],
        },
    }
}

const HEAD: &str = "tournament: {title: T, system: round-robin, rounds: 2}\nplayers:\n  - {id: A, name: a}\n  - {id: B, name: b}\n  - {id: C, name: c}\n";

#[test]
fn a_clean_table_reads() {
    let t = read_tournament(
        "t.yaml",
        &format!("{HEAD}rounds:\n  - games:\n      - {{black: A, white: B, result: draw}}\n      - {{bye: C}}\n"),
    )
    .expect("a clean table");
    assert_eq!((t.games.len(), t.byes.len()), (1, 1));
}

#[test]
fn a_player_paired_twice_in_a_round_is_found() {
    let p = problems(&format!(
        "{HEAD}rounds:\n  - games:\n      - {{black: A, white: B, result: draw}}\n      - {{black: C, white: A, result: draw}}\n"
    ));
    assert_eq!(p, vec!["`A` is paired twice in round 1".to_string()]);
}

#[test]
fn unknown_players_extra_rounds_and_late_games_are_all_found() {
    let p = problems(&format!(
        "{HEAD}rounds:\n  - games:\n      - {{black: A, white: Z, result: draw}}\n  - games:\n      - {{black: A, white: B, result: black-wins}}\n  - games:\n      - {{bye: C}}\nwithdrawals:\n  - {{player: B, after-round: 1}}\n"
    ));
    assert!(
        p.iter().any(|m| m.contains("no player has the id `Z`")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|m| m.contains("round 3 is listed, but the tournament has 2 rounds")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|m| m.contains("`B` withdrew after round 1 but plays in round 2")),
        "{p:?}"
    );
}

#[test]
fn a_diagnostic_points_at_the_defect() {
    let text = format!("{HEAD}rounds:\n  - games:\n      - {{black: A, white: A, result: draw}}\n");
    let Err(e) = read_tournament("t.yaml", &text) else {
        panic!("a self-pairing is a defect");
    };
    let TournamentError::Invalid { span, .. } = *e else {
        panic!("one located problem");
    };
    assert_eq!(&text[span.offset()..span.offset() + 1], "A");
    assert!(text[..span.offset()].ends_with("white: "));
}

#[test]
fn front_matter_keeps_the_file_s_lines() {
    let text = format!(
        "---\ntitle: x\n---\n{HEAD}rounds:\n  - games:\n      - {{black: A, white: Q, result: draw}}\n"
    );
    let Err(e) = read_tournament("t.yaml", &text) else {
        panic!("Q is unknown");
    };
    let TournamentError::Invalid { span, .. } = *e else {
        panic!("one located problem");
    };
    assert_eq!(&text[span.offset()..span.offset() + 1], "Q");
}

/// An EGF table's problems, as a list of messages.
fn egf_problems(text: &str) -> Vec<(String, String)> {
    match read_egf("t.h9", text) {
        Ok(_) => Vec::new(),
        Err(e) => match *e {
            TournamentError::Many { problems, .. } => problems.iter().map(located).collect(),
            other => vec![located(&other)],
        },
    }
}

/// A problem's message and the text its label covers.
fn located(e: &TournamentError) -> (String, String) {
    let span = match e {
        TournamentError::Invalid { span, src, .. } => {
            let text = miette::SourceCode::read_span(src, span, 0, 0).expect("in the file");
            String::from_utf8_lossy(text.data()).into_owned()
        }
        _ => String::new(),
    };
    (e.to_string(), span)
}

#[test]
fn an_egf_line_paired_with_itself_is_refused_at_its_entry() {
    // The same check as the YAML reader's, located at `1=`.
    let p = egf_problems("1 A 1d 1=\n");
    assert_eq!(
        p,
        vec![(
            "place 1 is paired with themselves".to_string(),
            "1=".to_string()
        )]
    );
    let yaml = problems(&format!(
        "{HEAD}rounds:\n  - games:\n      - {{black: A, white: A, result: draw}}\n"
    ));
    assert_eq!(yaml, vec!["`A` is paired with themselves".to_string()]);
}

#[test]
fn an_egf_table_after_a_byte_order_mark_is_read_as_egf() {
    let text = "\u{feff}; EV[Marked]\n1 A 1d 2+/b\n2 B 1k 1-/w\n";
    assert!(looks_like_egf(text));
    let t = read_egf("t.h9", text).expect("a clean table");
    assert_eq!((t.title.as_str(), t.games.len()), ("Marked", 1));
}

#[test]
fn problems_past_the_first_fifty_are_counted_not_listed() {
    let mut text = String::from("1 A 1d 2+/b 0- 0- 0-\n2 B 1k 1-/w 0- 0- 0-\n");
    for k in 3..=202 {
        text.push_str(&format!("{k} P 1k 0-\n"));
    }
    let Err(e) = read_egf("t.h9", &text) else {
        panic!("short lines are problems");
    };
    let TournamentError::Many {
        count,
        listed,
        problems,
        ..
    } = *e
    else {
        panic!("many problems");
    };
    assert_eq!((count, listed, problems.len()), (200, LISTED, LISTED));
    let heading = TournamentError::Many {
        file: "t.h9".into(),
        count,
        listed,
        problems: Vec::new(),
    }
    .to_string();
    assert_eq!(
        heading,
        "200 problems in tournament t.h9 (the first 50 listed, 150 more not shown)"
    );
}

#[test]
fn a_record_named_by_two_games_is_a_located_problem() {
    let p = problems(&format!(
        "{HEAD}rounds:\n  - games:\n      - {{black: A, white: B, result: draw, record: g.sgf}}\n  - games:\n      - {{black: C, white: A, result: draw, record: g.sgf}}\n"
    ));
    assert_eq!(
        p,
        vec!["the record `g.sgf` is named by a game of round 1 already".to_string()]
    );
}
