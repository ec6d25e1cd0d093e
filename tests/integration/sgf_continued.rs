//! Text after an SGF game is never passed over (issue 60): after a file's
//! only game it is the game going on, in caipan's record lines, judged as
//! part of it (the passes that end it, an event, a claim); after a
//! collection of several games, a header tag or stray SGF, it is refused
//! where it starts, exit 2.

use super::common::caipan;

/// An SGF file of `text` in a fresh directory.
fn file(name: &str, text: &str) -> String {
    crate::common::temp_file("sgf-continued", name, text)
}

const GAME: &str = "(;GM[1]FF[4]SZ[19]KM[7.5];B[pd];W[dp];B[pp];W[dd])\n";

#[test]
fn passes_after_the_game_end_it() {
    let (code, without, _) = caipan(&["check", "--edition", "go-2002", &file("a.sgf", GAME)]);
    assert_eq!(code, 0, "{without}");
    assert!(
        without.contains("the record ends before the game does"),
        "{without}"
    );
    let with = format!("{GAME}B pass\nW pass\n");
    let (code, out, err) = caipan(&["check", "--edition", "go-2002", &file("b.sgf", &with)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("`W pass` (line 3, column 1)") && out.contains("two-passes-end-the-game"),
        "{out}"
    );
    assert!(out.contains("result: white-wins by"), "{out}");
}

#[test]
fn an_event_and_a_claim_after_the_game_are_judged() {
    let with = format!("{GAME}W phone-ring\nB C3\nB takeback C3 C4\nW claim takeback\n");
    let (code, out, err) = caipan(&["check", "--edition", "go-2002", &file("c.sgf", &with)]);
    assert_eq!(code, 1, "{err}");
    assert!(
        out.contains("`W phone-ring` (line 2, column 1)") && out.contains("23.7"),
        "{out}"
    );
    assert!(out.contains("claimed"), "{out}");
    // Converted, the game and the lines after it are one record.
    let (code, text, err) = caipan(&["convert", &file("d.sgf", &with)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        text.ends_with("W D16\nW phone-ring\nB C3\nB takeback C3 C4\nW claim takeback\n"),
        "{text}"
    );
}

#[test]
fn text_after_a_collection_of_games_is_refused_where_it_starts() {
    let two = "(;GM[1]SZ[19];B[pd])(;GM[1]SZ[19];B[dd])\nB pass\n";
    let (code, _, err) = caipan(&["check", "--edition", "go-2002", &file("e.sgf", two)]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("caipan::record::syntax") && err.contains("e.sgf:2:1"),
        "{err}"
    );
    assert!(err.contains("text after the last of 2 games"), "{err}");
}

#[test]
fn a_tag_or_stray_sgf_after_the_game_is_refused() {
    for (name, after, says) in [
        (
            "f.sgf",
            "[Komi \"6.5\"]\n",
            "a header tag after the SGF game",
        ),
        ("g.sgf", ")\n", "SGF after the game's closing `)`"),
        ("h.sgf", ";B[aa]\n", "SGF after the game's closing `)`"),
        ("i.sgf", "B pass\nW Z99 x\n", "the record does not parse"),
    ] {
        let (code, _, err) = caipan(&[
            "check",
            "--edition",
            "go-2002",
            &file(name, &format!("{GAME}{after}")),
        ]);
        assert_eq!(code, 2, "{after:?}: {err}");
        assert!(
            err.contains(says) && err.contains(&format!("{name}:")),
            "{after:?}: {err}"
        );
    }
}

#[test]
fn blank_lines_after_the_game_change_nothing() {
    let (_, plain, _) = caipan(&["check", "--edition", "go-2002", &file("j.sgf", GAME)]);
    let (code, blank, err) = caipan(&[
        "check",
        "--edition",
        "go-2002",
        &file("k.sgf", &format!("{GAME}\n\n  \n")),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(plain.replace("j.sgf", "k.sgf"), blank);
}
