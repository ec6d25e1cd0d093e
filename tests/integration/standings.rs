//! `caipan standings` as a user runs it: our format and an EGF table, the
//! check of published standings (exit code 1 when a place departs), JSON,
//! and located refusals of defective tables.

use super::common::caipan;

#[test]
fn an_egf_table_is_ranked_and_its_published_places_checked() {
    let (code, out, err) = caipan(&[
        "standings",
        "-e",
        "go-2002",
        "--check",
        "tests/data/egf-small.h9",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(
        out.contains("Svoboda Petr (2) before Cerny Karel (4): buchholz 10 against 8 (27.2.B)"),
        "{out}"
    );
    assert!(
        out.contains("published standings: 2 place(s) depart from the articles"),
        "{out}"
    );
    assert!(
        out.contains("Cerny Karel (4) is published in place 4; the articles give 3; ranked before Dvorak Tomas (3), published above: points 4 against 2"),
        "{out}"
    );
}

#[test]
fn standings_in_json_carry_every_value_and_article() {
    let (code, out, err) = caipan(&[
        "standings",
        "-f",
        "json",
        "cases/tournaments/rr-sonneborn-berger.standings",
        "-e",
        "gomoku-2013",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let first = &v["standings"]["rows"][0];
    assert_eq!(first["id"], "B");
    assert_eq!(first["decided"]["criterion"], "sonneborn-berger");
    assert_eq!(first["decided"]["article"], "18.3.1.A");
    assert_eq!(first["values"]["sonneborn_berger"], 2.5);
    assert!(v["departures"].is_null());
}

#[test]
fn a_game_written_differently_on_the_two_lines_is_refused_where_it_is() {
    let dir = std::env::temp_dir().join(format!("caipan-egf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join("bad.h9");
    std::fs::write(&path, "; EV[x]\n 1 A a 1d  2+/b\n 2 B b 1k  1+/w\n").expect("written");
    let (code, _, err) = caipan(&[
        "standings",
        "-e",
        "go-2002",
        path.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("caipan::tournament"), "{err}");
    assert!(
        err.contains("round 1: place 1 and place 2 do not write the same game"),
        "{err}"
    );
    assert!(
        err.contains("bad.h9:2:"),
        "the diagnostic names line 2: {err}"
    );
}

#[test]
fn an_edition_without_the_competition_s_system_says_what_it_ranks() {
    let (code, _, err) = caipan(&[
        "standings",
        "-e",
        "renju-1996",
        "cases/tournaments/rr-wins.standings",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("renju-1996 does not rank a round-robin competition"),
        "{err}"
    );
}

#[test]
fn game_records_supply_results_and_warnings() {
    let (code, out, err) = caipan(&[
        "standings",
        "tests/data/tournament-records/event.yaml",
        "--games",
        "tests/data/tournament-records",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("1      A An    4       6                          1"),
        "A's judged win and warning: {out}"
    );
    assert!(
        out.contains("game records: 1 of 2 judged, 1 result(s) differ from the table"),
        "{out}"
    );
    assert!(
        out.contains("judged black-wins (9, 11, 24.1); the table writes white-wins"),
        "{out}"
    );
    assert!(out.contains("missing.rec): not judged"), "{out}");
    let (_, plain, _) = caipan(&["standings", "tests/data/tournament-records/event.yaml"]);
    assert!(
        plain.contains("2 pairing(s) name a game record; give --games DIR to judge them"),
        "{plain}"
    );
}

// A record in the games directory that is a link is not read unless
// --follow: no byte of the file it names reaches the report.
#[cfg(unix)]
#[test]
fn a_record_that_is_a_link_is_not_followed_unless_asked() {
    let dir = std::env::temp_dir().join(format!("caipan-links-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    std::os::unix::fs::symlink("/etc/passwd", dir.join("a.case")).expect("a link");
    let table = dir.join("t.yaml");
    std::fs::write(
        &table,
        "tournament: {title: T, system: swiss, rounds: 1}\nplayers: [{id: A, name: a}, {id: B, name: b}]\nrounds:\n  - games:\n      - {black: A, white: B, result: draw, record: a.case}\n",
    )
    .expect("written");
    let (table, games) = (table.to_string_lossy(), dir.to_string_lossy());
    for format in ["text", "json"] {
        let args = [
            "standings",
            "-e",
            "go-2002",
            &table,
            "--games",
            &games,
            "-f",
            format,
        ];
        let (code, out, err) = caipan(&args);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("a.case is a symbolic link: not followed"),
            "{out}"
        );
        assert!(!out.contains("root") && !err.contains("root"), "{out}{err}");
    }
    let args = [
        "standings",
        "-e",
        "go-2002",
        &table,
        "--games",
        &games,
        "-L",
    ];
    let (_, out, _) = caipan(&args);
    assert!(
        out.contains("not judged: the record does not parse"),
        "{out}"
    );
}

#[test]
fn a_record_named_by_a_path_is_refused() {
    let dir = std::env::temp_dir().join(format!("caipan-rec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join("t.yaml");
    std::fs::write(
        &path,
        "tournament: {title: T, system: swiss, rounds: 1}\nplayers: [{id: A, name: a}, {id: B, name: b}]\nrounds:\n  - games:\n      - {black: A, white: B, result: draw, record: ../../etc/passwd}\n",
    )
    .expect("written");
    let (code, _, err) = caipan(&[
        "standings",
        "-e",
        "go-2002",
        path.to_str().unwrap_or_default(),
        "--games",
        ".",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("`../../etc/passwd` is not a plain file name"),
        "{err}"
    );
}

#[test]
fn swiss_pairings_far_apart_and_rematches_are_reported() {
    let (code, out, err) = caipan(&[
        "standings",
        "-e",
        "go-2002",
        "cases/tournaments/swiss-pairing-principle.standings",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "pairings (26.3, equal or near scores, near read as at most 1 win(s) apart): 3 depart"
        ),
        "{out}"
    );
    assert!(
        out.contains("round 3 An (A)–Deng (D): scores 2 and 0 before the round"),
        "{out}"
    );
    assert!(
        out.contains(
            "round 4 An (A)–Bai (B): scores 3 and 1 before the round; they met in round 1 already"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "round 4 Cao (C)–Deng (D): scores 2 and 0 before the round; they met in round 1 already"
        ),
        "{out}"
    );
}

#[test]
fn one_tournament_under_two_editions_names_who_moves_and_why() {
    let html = std::env::temp_dir().join(format!("caipan-standings-{}.html", std::process::id()));
    let (code, out, err) = caipan(&[
        "standings",
        "-e",
        "go-2002",
        "--against",
        "gomoku-2013",
        "--html",
        html.to_str().unwrap_or_default(),
        "cases/tournaments/rr-withdrawal-forfeits.standings",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("2 player(s) placed differently by go-2002 and gomoku-2013:"),
        "{out}"
    );
    assert!(
        out.contains("Bai (B): 1 under go-2002 (Bai (B) before Deng (D): fewer-warnings 0 against 1 (27.1.B)); 1–2 under gomoku-2013 (Bai (B) and Deng (D) level: extra games or lots (18.3.1.C))"),
        "{out}"
    );
    let page = std::fs::read_to_string(&html).expect("the page is written");
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(
        page.contains("<th>sonneborn-berger (27.1.A)</th>"),
        "{page}"
    );
    assert!(!page.contains("<script"), "no script in a report");
}

/// OpenGotha's conventions, read whole: a blank place for a player sharing
/// the place of the line above (the line numbered after it, as the entries
/// name it), and `!` in place of `/` for a forfeit (`3+!b0`).
#[test]
fn an_opengotha_table_with_shared_places_and_forfeits_reads_whole() {
    let table = "tests/data/opengotha-shared-place.h9";
    let (code, out, err) = caipan(&["standings", "-e", "go-2002", "--check", table]);
    assert_eq!(code, 0, "{err}{out}");
    assert!(
        out.contains("published standings: every place is the one the articles give"),
        "{out}"
    );
    let (_, json, _) = caipan(&["standings", "-e", "go-2002", "-f", "json", table]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = v["standings"]["rows"].as_array().unwrap();
    let row = |id: &str| rows.iter().find(|r| r["id"] == id).unwrap();
    // Charlie, on the line with the blank place, is player 3: two games,
    // one win, and the forfeit loss to 1 adds nothing to the tie-breaks.
    assert_eq!(row("3")["name"], "Charlie Carl");
    assert_eq!(row("3")["values"]["points"], 2.0);
    assert_eq!(
        row("1")["values"]["points"],
        4.0,
        "the forfeit win counts in points"
    );
    assert_eq!(
        row("3")["values"]["buchholz"],
        0.0,
        "a forfeit is no meeting at the board"
    );
    assert!(v["remarks"].as_array().unwrap().is_empty());
}

/// OpenGotha writes a blank place only for a tie: the place of the line
/// above, shared. Where the articles separate two players the table ties,
/// in either order, each is within the shared place (issue 62: before,
/// the blank line was read as the next place, and both were "misplaced").
#[test]
fn a_blank_place_is_a_tie_shared_with_the_line_above() {
    let table = "tests/data/opengotha-tie-reordered.h9";
    let (code, out, err) = caipan(&["standings", "-e", "go-2002", "--check", table]);
    assert_eq!(code, 0, "{err}{out}");
    assert!(
        out.contains("published standings: every place is the one the articles give"),
        "{out}"
    );
    // The articles do separate them: Bravo (line 3) before Charlie.
    let (_, json, _) = caipan(&["standings", "-e", "go-2002", "-f", "json", table]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = v["standings"]["rows"].as_array().unwrap();
    let place = |id: &str| rows.iter().find(|r| r["id"] == id).unwrap()["place"].clone();
    assert_eq!(place("3"), serde_json::json!([2, 2]));
    assert_eq!(place("2"), serde_json::json!([3, 3]));
}

/// A table written while a round is under way: `4?/w0` pairs a game whose
/// result is not known yet, and a line whose place is `?` is placed
/// nowhere. Read, not refused (before: 18 problems); the unknown results
/// are said, and counted in nothing.
#[test]
fn a_table_with_unknown_results_and_places_is_read_and_says_so() {
    let table = "tests/data/opengotha-unknown-results.h9";
    let (code, out, err) = caipan(&["standings", "-e", "go-2002", "--check", table]);
    assert_eq!(code, 0, "{err}{out}");
    assert!(
        out.contains("2 game(s) the table pairs have no result yet (`?`)")
            && out.contains("round 3 Bravo Bob–Charlie Carl"),
        "{out}"
    );
    assert!(
        out.contains("every place is the one the articles give"),
        "{out}"
    );
    let (_, json, _) = caipan(&["standings", "-e", "go-2002", "-f", "json", table]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let rows = v["standings"]["rows"].as_array().unwrap();
    let points =
        |id: &str| rows.iter().find(|r| r["id"] == id).unwrap()["values"]["points"].clone();
    assert_eq!(points("1"), 4.0, "two wins, the third game not counted");
    assert_eq!(points("4"), 0.0);
    assert_eq!(v["remarks"].as_array().map(Vec::len), Some(1));
}

/// A table OpenGotha wrote in ISO-8859-15 is read, with a remark that says
/// so; the names come out right.
#[test]
fn an_egf_table_in_latin9_is_read_with_a_remark() {
    let table = "tests/data/opengotha-latin9.h9";
    let (code, out, err) = caipan(&["standings", "-e", "go-2002", table]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("note: the table is not UTF-8: read as ISO-8859-15"),
        "{out}"
    );
    assert!(out.contains("Alpha André"), "{out}");
    let (_, json, _) = caipan(&["standings", "-e", "go-2002", "-f", "json", table]);
    assert!(json.contains("read as ISO-8859-15"));
    // Our YAML stays UTF-8 only, and an EGF table without --edition is
    // told to give one (it has no `edition:` to write).
    let (code, _, err) = caipan(&["standings", table]);
    assert_eq!(code, 2);
    assert!(err.contains("an EGF table names no edition"), "{err}");
    assert!(!err.contains("under `tournament:`"), "{err}");
}

/// A supplement chooses FIDE's virtual opponent for byes and forfeits: the
/// standings say which reading is in force and who set it; a supplement for
/// another edition is refused, not silently ignored.
#[test]
fn a_supplement_chooses_the_virtual_opponent_reading() {
    let case = "cases/tournaments/swiss-virtual-opponent.standings";
    let fide = "rulesets/supplements/example-fide-tie-breaks.yaml";
    let (code, out, err) = caipan(&["standings", "-e", "gomoku-2013", case]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Yang (Y) before Xu (X): buchholz 5½ against 3½ (18.4.1.B)"),
        "{out}"
    );
    let (code, out, err) = caipan(&["standings", "-e", "gomoku-2013", "-s", fide, case]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Xu (X) before Yang (Y): buchholz 6 against 5½ (18.4.1.B)"),
        "{out}"
    );
    assert!(
        out.contains("virtual opponent with the player's own final points"),
        "{out}"
    );
    assert!(out.contains("supplement example-fide-tie-breaks"), "{out}");
    let (code, _, err) = caipan(&["standings", "-e", "go-2002", "-s", fide, case]);
    assert_eq!(code, 2, "{err}");
}
