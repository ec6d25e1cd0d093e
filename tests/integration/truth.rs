//! Nothing hidden, nothing invented (issue 24): each output tells the
//! whole truth about the one judgement, and the contracts a user relies on
//! hold. One test per numbered item, each failing before its fix.

use super::common::caipan;

fn dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("caipan-truth-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a temporary directory");
    d
}

/// go-2002 under another id, in a file: known by its path only.
fn renamed_ruleset() -> String {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml"))
        .expect("the edition is readable");
    let path = dir().join("my-go.yaml");
    std::fs::write(&path, text.replacen("  id: go-2002\n", "  id: my-go\n", 1)).expect("written");
    path.to_string_lossy().into_owned()
}

// 6. A ruleset given by path works wherever an id does.
#[test]
fn a_ruleset_by_path_works_in_every_command() {
    let rules = renamed_ruleset();
    let both = format!("{rules},go-1988");
    let case = "cases/go/double-move.case";
    let runs: Vec<Vec<&str>> = vec![
        vec!["check", "--edition", &rules, case],
        vec!["points", "--edition", &rules, case],
        vec!["show", "--edition", &rules, case],
        vec!["compare", "--editions", &both, case],
        vec!["convert", "--edition", &rules, case],
        vec!["cite", &rules, "17.2"],
        vec!["cite", &rules],
        vec!["diff", "go-1988", &rules],
        vec!["coverage", "--edition", &rules],
        vec!["search", "--edition", &rules, "late"],
    ];
    for args in runs {
        let (code, out, err) = caipan(&args);
        assert!(code == 0 || code == 1, "{args:?}: exit {code}\n{err}");
        assert!(!err.contains("unknown edition"), "{args:?}: {err}");
        assert!(!out.is_empty(), "{args:?} wrote nothing");
    }
}

// 8. Errors say what happened; --html leaves standard output alone; the
// article list is JSON when asked.
#[test]
fn errors_say_what_happened() {
    let empty = dir().join("empty");
    std::fs::create_dir_all(&empty).expect("a directory");
    let (code, out, err) = caipan(&["check", &empty.to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(err.contains("caipan::input::no_records"), "{err}");
    assert!(out.contains("no records in"), "{out}");
    let (code, _, err) = caipan(&["check", "--glob", "*.xyz", "cases/go"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("no records in cases/go"), "{err}");

    let (code, _, err) = caipan(&["show", "--after", "300", "cases/go/double-move.case"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no position after") && err.contains("move 300"),
        "{err}"
    );

    let html = dir().join("x.html").to_string_lossy().into_owned();
    for format in ["text", "json"] {
        let plain = caipan(&["check", "--format", format, "cases/go/double-move.case"]);
        let with_html = caipan(&[
            "check",
            "--format",
            format,
            "--html",
            &html,
            "cases/go/double-move.case",
        ]);
        assert_eq!(plain.1, with_html.1, "--html changed the {format} output");
    }

    let (code, out, _) = caipan(&["cite", "go-2002", "--format", "json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("the article list is JSON");
    assert_eq!(v["edition"], "go-2002");
    assert!(v["articles"].as_array().is_some_and(|a| !a.is_empty()));
}

// 7. A rule that reads a fact its game never computes is refused where
// it is written, for both games.
#[test]
fn facts_of_another_game_are_refused_at_load() {
    for (file, from, to, fact) in [
        (
            "go-2002.yaml",
            "    when: [suicide]",
            "    when: [five]",
            "five",
        ),
        (
            "gomoku-2013.yaml",
            "    when: [five]\n",
            "    when: [five, ko-recapture]\n",
            "ko-recapture",
        ),
    ] {
        let path = format!("{}/rulesets/{file}", root!());
        let text = std::fs::read_to_string(&path).expect("the edition is readable");
        assert!(text.contains(from), "{file} has `{from}`");
        let changed = text.replacen(from, to, 1);
        let err = caipan::ruleset::load_ruleset("x.yaml", &changed).expect_err("refused");
        let shown = format!("{:?}", miette::Report::new(*err));
        assert!(
            shown.contains(&format!("the fact `{fact}` is not computed for")),
            "{shown}"
        );
        assert!(shown.contains("x.yaml:"), "located: {shown}");
    }
}

// 3. A case counts for an edition's provision only where that edition's
// expectation cites it.
#[test]
fn cases_count_for_the_edition_whose_expectation_cites_them() {
    let index = caipan::case_index::index(concat!(root!(), "/cases"));
    let case = |name: &str| {
        index
            .iter()
            .find(|c| c.path.ends_with(name))
            .unwrap_or_else(|| panic!("{name} is in the library"))
    };
    // cheating.case cites 23.1 under go-2002 (cheating), not under go-1988.
    assert!(case("/cheating.case").exercises("go-2002", "23.1"));
    assert!(!case("/cheating.case").exercises("go-1988", "23.1"));
    // late-beyond-limit.case's go-1988 expectation cites 23.1.
    assert!(case("/late-beyond-limit.case").exercises("go-1988", "23.1"));
    let (code, out, _) = caipan(&["cite", "go-1988", "23.1"]);
    assert_eq!(code, 0);
    assert!(out.contains("late-beyond-limit.case"), "{out}");
    assert!(!out.contains("/cheating.case"), "{out}");
}

// 4. A value the text does not give is named as a stand-in wherever it
// decides something: the finding (text and JSON), cite, compare.
#[test]
fn stand_ins_are_named_as_stand_ins() {
    let mut seen = 0;
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let rules = caipan::ruleset::resolve(id).expect("built in");
        for p in rules.parameters.iter().filter(|p| p.stand_in) {
            seen += 1;
            let (_, out, _) = caipan(&["cite", id, &p.article]);
            assert!(
                out.contains(&format!("{} = ", p.name)) && out.contains("a stand-in"),
                "{id} {}: {out}",
                p.name
            );
        }
    }
    assert_eq!(
        seen, 4,
        "go-1988 and gomoku-2013 each have one stand-in (late-limit), go-japan-1989 and go-tromp-taylor one each (komi)"
    );
    let late = dir().join("late.case");
    std::fs::write(&late, "[Edition \"go-1988\"]\nW late 70m\n").expect("written");
    let late = late.to_string_lossy().into_owned();
    let (_, text, _) = caipan(&["check", &late]);
    assert!(
        text.contains("stand-in: late-limit = 60 minutes is a stand-in"),
        "{text}"
    );
    let (_, json, _) = caipan(&["check", "--format", "json", &late]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["findings"][0]["stand_ins"][0]["stand_in"], true, "{json}");
    assert_eq!(v["findings"][0]["stand_ins"][0]["parameter"], "late-limit");
    let (_, compared, _) = caipan(&["compare", "--editions", "go-1988,go-2002", &late]);
    assert!(
        compared.contains("stand-in late-limit 60 minutes"),
        "{compared}"
    );
}

// 1. A defective record is named in every output, with where and how far
// judging went.
#[test]
fn defective_records_are_named_everywhere() {
    let defect = "cases/go/defective-occupied-point.case";
    let sound = "cases/go/double-move.case";
    let (code, text, _) = caipan(&["check", defect, sound]);
    assert_eq!(code, 2);
    assert!(
        text.contains("DEFECTIVE RECORD (line 16, column 12)") && text.contains("after move 1"),
        "{text}"
    );
    assert!(
        text.contains("1 defective (judged up to the defect)"),
        "{text}"
    );
    assert!(
        text.contains("defective records (judged up to the defect):"),
        "{text}"
    );
    let (_, json, _) = caipan(&["check", "--format", "json", defect]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["defect"]["line"], 16, "{json}");
    assert_eq!(v["moves_judged"], 1, "{json}");
    let (_, jsonl, _) = caipan(&["check", "--format", "jsonl", defect, sound]);
    let last = jsonl.lines().last().expect("a summary line");
    let summary: serde_json::Value = serde_json::from_str(last).expect("JSON");
    assert_eq!(
        summary["summary"]["defective"].as_array().map(Vec::len),
        Some(1),
        "{last}"
    );
    let html = dir().join("defect.html");
    let html = html.to_string_lossy().into_owned();
    caipan(&["check", "--html", &html, defect]);
    let page = std::fs::read_to_string(&html).expect("the report is written");
    assert!(
        page.contains("DEFECTIVE RECORD") && page.contains("line 16, column 12"),
        "{page}"
    );
}

// 5. Summaries count what came after a decision apart, say how boards were
// counted, and --komi file counts with the record's own komi.
#[test]
fn summaries_do_not_overstate() {
    // As played, Black's second warning loses at move 5; White's double
    // move at move 7 comes after the decision.
    let record = dir().join("after.case");
    std::fs::write(
        &record,
        "[Edition \"go-2002\"]\n[Judging \"as-played\"]\n1. B Q16 2. W D4 3. B Q4 4. B D16 5. W Q3 6. W R3 7. B C3 8. B C4 9. W R4 10. W R5\n",
    )
    .expect("written");
    let record = record.to_string_lossy().into_owned();
    let (_, out, _) = caipan(&["check", &record, "cases/go/double-move.case"]);
    let after = out
        .split("findings after a verdict had decided the game")
        .nth(1)
        .unwrap_or_else(|| panic!("a section for findings after the decision: {out}"));
    assert!(after.contains("go-2002 double-move"), "{out}");

    let sgf = dir().join("passes.sgf");
    std::fs::write(&sgf, "(;GM[1]SZ[19]KM[6.5]RE[B+0.5];B[pd];W[dp];B[];W[])").expect("written");
    let sgf = sgf.to_string_lossy().into_owned();
    let (_, out, _) = caipan(&["check", "--edition", "go-2002", &sgf, &sgf]);
    assert!(
        out.contains("every stone alive (the record marks no dead stones): 2 game(s)"),
        "{out}"
    );
    assert!(out.contains("(2 counted, 0 decided by a verdict)"), "{out}");
    let (_, edition, _) = caipan(&["check", "--edition", "go-2002", &sgf]);
    let (_, file, _) = caipan(&["check", "--edition", "go-2002", "--komi", "file", &sgf]);
    assert!(edition.contains("3¾ komi (11)"), "{edition}");
    assert!(
        file.contains("3¼ komi (supplement the record's KM[], in place of 11)"),
        "{file}"
    );
    // In one run, each game counts with its own komi (the edition with a
    // komi is made once a run and shared by the games that write it).
    let other = dir().join("passes-5.5.sgf");
    std::fs::write(&other, "(;GM[1]SZ[19]KM[5.5]RE[W+0.5];B[pd];W[dp];B[];W[])").expect("written");
    let other = other.to_string_lossy().into_owned();
    let (_, both, _) = caipan(&[
        "check",
        "--edition",
        "go-2002",
        "--komi",
        "file",
        &sgf,
        &other,
        &sgf,
    ]);
    let komi = |k: &str| {
        both.matches(&format!("{k} komi (supplement the record's KM[]"))
            .count()
    };
    assert_eq!((komi("3¼"), komi("2¾")), (2, 1), "{both}");
}

// 2. A finding's diagram is the position right after its event, drawn in
// the same run, numbered as the judge counts; for every case of the
// library, Go and Gomoku.
#[test]
fn diagrams_show_the_position_at_their_finding() {
    let root = concat!(root!(), "/cases");
    let mut checked = 0;
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry.expect("the library is readable");
        if entry.path().extension().is_none_or(|x| x != "case") {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).expect("a case is UTF-8");
        let Ok(record) = caipan::record::parse("c.case", &text) else {
            continue;
        };
        let editions: Vec<String> = caipan::ruleset::BUILT_IN
            .iter()
            .map(|(id, _, _)| id.to_string())
            .collect();
        for id in editions {
            let rules = caipan::ruleset::resolve(&id).expect("built in");
            let Ok((j, _)) =
                caipan::judge_with(&rules, &record, "c.case", text.as_str(), None, true)
            else {
                continue;
            };
            for (finding, d) in &j.boards {
                let event = j.findings[*finding].event_index;
                let after = caipan::engine::diagram_after_event(
                    &rules,
                    &record,
                    "c.case",
                    text.as_str(),
                    event,
                    None,
                )
                .expect("the position after the event");
                assert_eq!(
                    d.stones,
                    after.stones,
                    "{} [{id}] finding {finding}",
                    entry.path().display()
                );
                assert_eq!(
                    d.after_move,
                    after.after_move,
                    "{} [{id}]",
                    entry.path().display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} diagrams checked");

    // The double move as ruled: White's next stone is not on Black's
    // diagram, and the void stone is the point in dispute.
    let (_, out, _) = caipan(&["check", "--board", "cases/go/double-move.case"]);
    let board: String = out
        .lines()
        .skip_while(|l| !l.contains("A B C D"))
        .take(21)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(board.contains("X[.]"), "{board}");
    assert!(!out.contains("4 W D16"), "{out}");
    // show --after N says move N.
    let (_, out, _) = caipan(&["show", "--after", "4", "cases/go/double-move.case"]);
    assert!(
        out.starts_with("cases/go/double-move.case — go-2002 after move 4"),
        "{out}"
    );
}
