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
