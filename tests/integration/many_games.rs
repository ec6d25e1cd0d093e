//! A file of many games judged a batch of games at a time (issue 61): the
//! same judgements, in the same order, as a file read whole; a file that
//! does not parse refused whole, before any game is written; a game with
//! no edition shown at its own line, not the file's first. (The memory it
//! saves is measured, not asserted: docs/hardening.md.)

use crate::common::caipan;

/// A collection of `games` games of two moves each, the `bad`-th with
/// White's move on Black's stone (a defective record). Over 1 MB from
/// 33,000 games: read a batch at a time.
fn collection(games: usize, bad: usize, tail: &str) -> String {
    let letters = b"abcdefghijklmnopqr";
    let mut text = String::new();
    for k in 1..=games {
        // Black never on the last line; White there, or on Black's stone.
        let (a, b) = (letters[k % 18] as char, letters[(k / 18) % 18] as char);
        let (c, d) = if k == bad { (a, b) } else { ('s', 's') };
        text.push_str(&format!("(;GM[1]FF[4]SZ[19];B[{a}{b}];W[{c}{d}])\n"));
    }
    text + tail
}

fn write(name: &str, text: &str) -> String {
    crate::common::temp_file("many", name, text)
}

#[test]
fn a_file_of_many_games_is_judged_game_by_game_in_order() {
    let path = write("many.sgf", &collection(40_000, 30_000, ""));
    let (code, out, err) = caipan(&["check", "--edition", "go-2002", "--format", "jsonl", &path]);
    assert_eq!(code, 2, "a defective game: {}", &err[..err.len().min(400)]);
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("{\"schema\""))
        .collect();
    assert_eq!(lines.len(), 40_000);
    for (k, line) in lines.iter().enumerate() {
        let named = format!("\"file\":\"{path}#{}\"", k + 1);
        assert!(
            line.contains(&named),
            "line {}: {}",
            k + 1,
            &line[..line.len().min(200)]
        );
    }
    assert!(lines[29_999].contains("occupied"), "{}", lines[29_999]);
    assert_eq!(lines.iter().filter(|l| l.contains("occupied")).count(), 1);
}

#[test]
fn a_file_of_many_games_that_does_not_parse_is_refused_whole() {
    let path = write("broken.sgf", &collection(40_000, 0, "(;B[aa]"));
    let (code, out, err) = caipan(&["check", "--edition", "go-2002", "--format", "jsonl", &path]);
    assert_eq!(code, 2);
    let entries = out.lines().filter(|l| l.starts_with("{\"schema\"")).count();
    assert_eq!(
        entries,
        1,
        "one error, no game: {}",
        &out[..out.len().min(400)]
    );
    assert!(out.contains("caipan/error/1"), "{out:.400}");
    assert!(!err.is_empty());
}

#[test]
fn a_rif_of_many_games_is_judged_game_by_game_in_order() {
    let mut text = String::from(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database><players><player id=\"1\" name=\"A\" surname=\"B\"/></players><games>\n",
    );
    for k in 1..=20_000 {
        text.push_str(&format!(
            "<game id=\"{k}\" black=\"1\" white=\"1\" bresult=\"0.5\"><move>h8 h9 i9</move></game>\n"
        ));
    }
    text.push_str("</games></database>\n");
    let path = write("many.rif", &text);
    let (code, out, err) = caipan(&[
        "check",
        "--edition",
        "renju-1996",
        "--format",
        "jsonl",
        &path,
    ]);
    assert_eq!(code, 0, "{}", &err[..err.len().min(400)]);
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("{\"schema\""))
        .collect();
    assert_eq!(lines.len(), 20_000);
    assert!(lines[19_999].contains(&format!("\"file\":\"{path}#20000\"")));
}

#[test]
fn a_game_without_an_edition_is_shown_at_its_own_line() {
    let path = write("no-edition.sgf", &collection(5, 0, ""));
    let (code, out, _) = caipan(&["check", "--format", "jsonl", &path]);
    assert_eq!(code, 2);
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("{\"schema\""))
        .collect();
    assert_eq!(lines.len(), 5);
    for (k, line) in lines.iter().enumerate() {
        assert!(line.contains("caipan::record::no_edition"), "{line}");
        assert!(line.contains(&format!("\"line\":{},", k + 1)), "{line}");
    }
}
