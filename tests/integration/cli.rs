//! The command line as a user meets it: exit codes, diagnostics pointing at
//! file, line and column, JSON output, `cite` and `editions`.

use std::process::Command;

fn caipan(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(args)
        .current_dir(root!())
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("caipan-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn exit_codes_say_violation_or_not() {
    assert_eq!(
        caipan(&[
            "check",
            "cases/go/art11-185-black-wins-by-three-quarters.case"
        ])
        .0,
        0
    );
    assert_eq!(caipan(&["check", "cases/go/double-move.case"]).0, 1);
    assert_eq!(
        caipan(&["check", "cases/go/defective-occupied-point.case"]).0,
        2
    );
}

#[test]
fn syntax_errors_name_file_line_and_column() {
    let path = temp("bad.case", "[Edition \"go-2002\"]\n1. B Q16\nW ??\n");
    let (code, _, err) = caipan(&["check", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.case:3:3"), "{err}");
    assert!(err.contains("help:"), "{err}");
}

#[test]
fn unknown_events_are_diagnosed_with_the_list_of_events() {
    let path = temp("unknown.case", "[Edition \"go-2002\"]\nB sneezes\n");
    let (code, _, err) = caipan(&["check", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown.case:2:3"), "{err}");
    assert!(err.contains("takeback"), "{err}");
}

#[test]
fn defective_records_point_at_the_move() {
    let (code, out, err) = caipan(&["check", "cases/go/defective-occupied-point.case"]);
    assert_eq!(code, 2);
    let text = std::fs::read_to_string(concat!(root!(), "/cases/go/defective-occupied-point.case"))
        .unwrap();
    let line = text
        .lines()
        .position(|l| l.starts_with("1. B Q16 W Q16"))
        .unwrap()
        + 1;
    assert!(
        err.contains(&format!("defective-occupied-point.case:{line}:12")),
        "{err}"
    );
    assert!(out.contains("DEFECTIVE RECORD"), "{out}");
}

#[test]
fn missing_edition_is_explained() {
    let path = temp("noedition.case", "1. B Q16\n");
    let (code, _, err) = caipan(&["check", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("--edition"), "{err}");
    assert_eq!(caipan(&["check", "--edition", "go-2002", &path]).0, 0);
}

#[test]
fn json_has_the_documented_fields() {
    let (code, out, _) = caipan(&[
        "check",
        "--format",
        "json",
        "cases/go/warning-costs-a-stone-at-the-count.case",
    ]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["schema"], "caipan/judgement/1");
    assert_eq!(v["edition"], "go-2002");
    assert_eq!(v["result"]["outcome"], "white-wins");
    assert_eq!(v["result"]["margin"], 0.25);
    assert_eq!(v["result"]["articles"][0], "9");
    let f = &v["findings"][0];
    assert_eq!(f["move_number"], 1);
    assert_eq!(f["player"], "B");
    assert_eq!(f["event"], "clock-before-move");
    assert_eq!(f["verdict"][0], "warning");
    assert_eq!(f["articles"][0]["id"], "17.4");
    assert!(
        f["articles"][0]["text"]
            .as_str()
            .unwrap()
            .contains("按计时器")
    );
    let (_, out, _) = caipan(&["check", "-f", "json", "cases/go/double-move.case"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["findings"][0]["ruling"]["compliant"], true);
}

#[test]
fn cite_prints_text_and_rules() {
    let (code, out, _) = caipan(&["cite", "go-2002", "18.3"]);
    assert_eq!(code, 0);
    assert!(out.contains("劫争须找劫材时未找而提劫"), "{out}");
    assert!(out.contains("ko-recapture-without-threat"), "{out}");
    let (code, _, err) = caipan(&["cite", "go-2002", "99"]);
    assert_eq!(code, 2);
    assert!(err.contains("no article"), "{err}");
    let (code, out, _) = caipan(&["editions"]);
    assert_eq!(code, 0);
    assert!(out.contains("go-2002"));
}

#[test]
fn ruleset_errors_point_into_the_yaml() {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    let bad = text.replacen("articles: [\"17.2\"]", "articles: [\"17.9\"]", 1);
    let path = temp("bad-rules.yaml", &bad);
    let (code, _, err) = caipan(&["cite", &path, "17"]);
    assert_eq!(code, 2);
    assert!(err.contains("`17.9` is not an article"), "{err}");
    assert!(err.contains("bad-rules.yaml:"), "{err}");
}

#[test]
fn compare_and_diff_from_the_command_line() {
    let (code, out, _) = caipan(&[
        "compare",
        "cases/go/double-move-then-count.case",
        "--editions",
        "go-1988,go-2002",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("17.1 loss") && out.contains("17.2 move-void+warning"),
        "{out}"
    );
    let (code, out, _) = caipan(&[
        "compare",
        "cases/go/double-move-then-count.case",
        "--editions",
        "go-1988,go-2002",
        "-f",
        "json",
    ]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["rows"][0]["differs"], true);
    let (code, out, _) = caipan(&["diff", "go-1988", "go-2002", "--format", "markdown"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("| komi | changed | 2 stones (11) | 3¾ stones (11) |"),
        "{out}"
    );
    // The memo: changes that can turn a result first, clauses quoted.
    let turn = out.find("## Changes that can turn a result").unwrap();
    let other = out.find("## Other changes").unwrap();
    let double = out.find("- **Double move** (changed: verdict)").unwrap();
    assert!(turn < double && double < other, "{out}");
    assert!(out.contains("> 一、一方并未表示弃权，另一方连走二步，判连走二步者为负。"));
    assert!(out.contains("| 23 计时 | 22 计时 | renumbered, reworded |"));
    // A rewording names its changed characters, not only that it changed.
    assert!(
        out.contains("- **4 提子 → 4 提子**: …把无气之子~~提出盘外~~**清理出棋盘**的手段叫“提…"),
        "{out}"
    );
    assert!(!out.contains("## Article texts side by side"));
    let (_, texts, _) = caipan(&["diff", "go-1988", "go-2002", "-f", "markdown", "--texts"]);
    assert!(texts.contains("## Article texts side by side"));
    assert!(texts.contains("**34 本规则的解释权属国家体委**"), "{texts}");
    assert!(texts.contains("把无气之子~~提出盘外~~的手段"), "{texts}");
    assert!(texts.contains("把无气之子**清理出棋盘**的手段"), "{texts}");
    let (_, plain, _) = caipan(&["diff", "go-1988", "go-2002"]);
    assert!(
        plain.contains("    …把无气之子[-提出盘外-]{+清理出棋盘+}的手段叫“提…"),
        "{plain}"
    );
}

#[test]
fn supplements_are_cited_and_checked() {
    let (code, out, _) = caipan(&[
        "check",
        "cases/go/triple-ko.case",
        "--supplement",
        "rulesets/supplements/example-open-2026.yaml",
    ]);
    assert_eq!(code, 1);
    assert!(
        out.contains("set by supplement example-open-2026") && out.contains("result: no-result"),
        "{out}"
    );
    let (code, _, err) = caipan(&[
        "check",
        "cases/go/triple-ko.case",
        "--edition",
        "go-1988",
        "--supplement",
        "rulesets/supplements/example-open-2026.yaml",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("which is not being judged"), "{err}");
    let path = temp(
        "bad-supplement.yaml",
        "supplement: {id: x, title: x, edition: go-2002}\nparameters:\n  - {name: warnings-to-lose, value: 3}\n",
    );
    let (code, _, err) = caipan(&["diff", "go-1988", "go-2002", "--supplement", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("bad-supplement.yaml:3:"), "{err}");
}

#[test]
fn points_lists_forbidden_points() {
    let (code, out, _) = caipan(&[
        "points",
        "cases/gomoku/renjunet/11c_heavyforks_4x4x3.case",
        "--after",
        "0",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("D5   double-four  (10.1.2, 2.19)"), "{out}");
    let (code, out, _) = caipan(&[
        "points",
        "cases/gomoku/renjunet/11c_heavyforks_4x4x3.case",
        "--after",
        "0",
        "-f",
        "json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["player"], "B");
    assert_eq!(v["points"][0]["point"], "D5");
    assert_eq!(v["points"][0]["kinds"][0], "double-four");
    // Go: after Black takes the ko, White may not retake at once.
    let (code, out, _) = caipan(&[
        "points",
        "cases/go/ko-recapture-without-threat.case",
        "--after",
        "1",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("D4   ko-recapture"), "{out}");
}

#[test]
fn cite_annotated_shows_rules_parameters_and_cases_under_each_clause() {
    for edition in ["go-1988", "go-2002", "gomoku-2013"] {
        let (code, out, err) = caipan(&["cite", edition, "--annotated"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("· rule"), "{edition}");
        assert!(out.contains("· cases   cases/"), "{edition}");
        assert!(out.contains("· param"), "{edition}");
        // Every article says how it is covered: rules, parameters, the
        // game's physics, not checkable from a record, or not encoded.
        assert!(out.contains("· not checkable from a record:"), "{edition}");
    }
    let (_, out, _) = caipan(&["cite", "go-japan-1989", "--annotated"]);
    let at = out.find("Article 1 ").expect("article 1");
    let first = &out[at..at + out[at..].find("Article 2 ").expect("article 2")];
    assert!(
        first.contains("· physics: the game, alternate moves"),
        "{first}"
    );
    assert!(!first.contains("not encoded"), "{first}");
    let (_, out, _) = caipan(&["cite", "go-2002", "--annotated"]);
    let at = out.find("  17.2\n").expect("clause 17.2 is listed");
    let section = &out[at..at + out[at..].find("  17.3\n").unwrap()];
    assert!(section.contains("判第二着无效并警告一次"), "{section}");
    assert!(section.contains("rule    double-move"), "{section}");
    assert!(section.contains("cases/go/double-move.case"), "{section}");
    // Without a case library, no cases are listed.
    let (code, out, _) = caipan(&["cite", "go-2002", "--annotated", "--cases", "no-such-dir"]);
    assert_eq!(code, 0);
    assert!(!out.contains("· cases"));
}

/// A directory of SGF files and records, judged as one run: one JSON line
/// per game in sorted path order, then the summary; the SGF games as played.
#[test]
fn archives_are_judged_with_a_summary() {
    let dir = std::env::temp_dir().join(format!("caipan-archive-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(
        dir.join("a.sgf"),
        "(;GM[1]SZ[19]KM[7.5];B[pd];W[dp];B[pp];B[dd])(;GM[1]SZ[19];B[pd];W[zz])",
    )
    .unwrap();
    std::fs::write(dir.join("sub/b.SGF"), "(;GM[1]SZ[19];B[pd];W[dp])").unwrap();
    std::fs::write(dir.join("notes.txt"), "not a record").unwrap();
    let d = dir.to_string_lossy().into_owned();
    let (code, out, _) = caipan(&["check", "--edition", "go-2002", "--format", "jsonl", &d]);
    assert_eq!(code, 2, "one game cannot be read: {out}");
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(lines[0]["mode"], "as-played");
    assert_eq!(lines[0]["findings"][0]["rule"], "double-move");
    assert!(lines[0]["file"].as_str().unwrap().ends_with("a.sgf#1"));
    assert!(
        lines[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("zz")
    );
    let summary = &lines[3]["summary"];
    assert_eq!(summary["games_judged"], 2);
    assert_eq!(summary["games_with_findings"], 1);
    assert_eq!(summary["failed"].as_array().map(Vec::len), Some(1));
    // As ruled on request: the void move is taken back.
    let (_, out, _) = caipan(&[
        "check",
        "--edition",
        "go-2002",
        "--as",
        "ruled",
        "--format",
        "jsonl",
        &d,
    ]);
    assert!(!out.contains("as-played"), "{out}");
    // Text: the summary closes the run.
    let (_, out, _) = caipan(&["check", "--edition", "go-2002", &d]);
    assert!(
        out.contains("summary: 2 game(s) judged, 1 with findings"),
        "{out}"
    );
    // The directory is the test's own: it leaves none behind.
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn glob_chooses_the_files_under_a_directory() {
    let dir = std::env::temp_dir().join(format!("caipan-glob-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("2024")).unwrap();
    let game = "(;GM[1]SZ[19];B[pd];W[dp])";
    std::fs::write(dir.join("a.sgf"), game).unwrap();
    std::fs::write(dir.join("2024/b.SGF"), game).unwrap();
    std::fs::write(dir.join("2024/draft-c.sgf"), game).unwrap();
    std::fs::write(dir.join("d.txt"), game).unwrap();
    let d = dir.to_string_lossy().into_owned();
    let judged = |globs: &[&str]| {
        let mut args = vec!["check", "--edition", "go-2002", "--format", "jsonl"];
        for g in globs {
            args.extend(["--glob", g]);
        }
        args.push(&d);
        let (code, out, err) = caipan(&args);
        assert_eq!(code, 0, "{err}");
        let mut names: Vec<String> = out
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| v["file"].as_str().map(str::to_string))
            .map(|f| f.trim_start_matches(&d).trim_start_matches('/').to_string())
            .collect();
        names.sort();
        names
    };
    // By default every .sgf and .case, either case of the extension.
    assert_eq!(judged(&[]), ["2024/b.SGF", "2024/draft-c.sgf", "a.sgf"]);
    // A name pattern, an exclusion, a path pattern; case is ignored.
    assert_eq!(judged(&["*.txt"]), ["d.txt"]);
    assert_eq!(judged(&["*.sgf", "!draft-*"]), ["2024/b.SGF", "a.sgf"]);
    assert_eq!(judged(&["2024/*.sgf"]), ["2024/b.SGF", "2024/draft-c.sgf"]);
    let (code, _, err) = caipan(&["check", "--edition", "go-2002", "--glob", "[", &d]);
    assert_eq!(code, 2);
    assert!(err.contains("--glob `[`") && err.contains("help"), "{err}");
}

#[test]
fn setup_after_the_first_move_goes_both_ways() {
    let sgf = temp(
        "setup.sgf",
        "(;GM[1]SZ[19];B[pd];W[dp];AB[aa:ab]AE[dp]PL[W];W[dp];B[cc])",
    );
    let (code, record, err) = caipan(&["convert", &sgf]);
    assert_eq!(code, 0, "{err}");
    assert!(
        record.contains("W D4\nsetup B A19:A18 empty D4 to-move W\nW D4\n"),
        "{record}"
    );
    let case = temp("setup.case", &format!("[Edition \"go-2002\"]\n{record}"));
    let (code, back, err) = caipan(&["convert", &case]);
    assert_eq!(code, 0, "{err}");
    assert!(back.contains(";AB[ab][aa]AE[dp]PL[W]\n;W[dp]"), "{back}");
    // Judged: White's D4 is on the emptied point, Black's C17 is in turn.
    let (code, out, err) = caipan(&["check", &case]);
    assert_eq!(code, 0, "{out}{err}");
    // A game on another board is refused, pointing at SZ[].
    let small = temp("small.sgf", "(;GM[1]SZ[9];B[ee])");
    let (code, _, err) = caipan(&["check", "--edition", "go-2002", &small]);
    assert_eq!(code, 2);
    assert!(
        err.contains("played on a 9×9 board; go-2002 is for 19×19"),
        "{err}"
    );
    assert!(err.contains("small.sgf:1:"), "{err}");
}

#[test]
fn convert_goes_both_ways() {
    let (code, sgf, err) = caipan(&["convert", "cases/go/takeback-claimed.case"]);
    assert_eq!(code, 0, "{err}");
    assert!(sgf.starts_with("(;FF[4]GM[1]SZ[19]"), "{sgf}");
    assert!(sgf.contains("CAIPAN[W claim takeback]"), "{sgf}");
    let path = temp("t.sgf", &sgf);
    let (code, record, err) = caipan(&["convert", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        record.contains("B takeback Q4 R4\nW claim takeback\n"),
        "{record}"
    );
    let (code, _, err) = caipan(&["convert", "--game", "3", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("no game 3"), "{err}");
}

#[test]
fn an_sgf_needs_an_edition() {
    let path = temp("e.sgf", "(;GM[1]RU[Japanese];B[pd])");
    let (code, _, err) = caipan(&["check", &path]);
    assert_eq!(code, 2);
    assert!(err.contains("no edition chosen"), "{err}");
}

#[test]
fn points_for_several_files_and_every_position() {
    let (code, out, err) = caipan(&[
        "points",
        "--after",
        "all",
        "--format",
        "jsonl",
        "cases/gomoku/double-three-claimed.case",
        "cases/gomoku/overline-never-claimed.case",
    ]);
    assert_eq!(code, 0, "{err}");
    let after: Vec<u64> = out
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).expect("JSON")["after_move"]
                .as_u64()
                .unwrap_or(99)
        })
        .collect();
    // Each record from its setup position to its end, one report each.
    assert!(after.len() >= 4, "{out}");
    assert_eq!(after[0], 0);
    let (code, _, err) = caipan(&[
        "points",
        "--after",
        "3,x",
        "cases/gomoku/double-three-claimed.case",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("`x` is not a move count"), "{err}");
}

#[test]
fn search_finds_articles_by_chinese_english_and_event_words() {
    // Chinese in the text, English through the glossary, events by name.
    let (code, out, _) = caipan(&["search", "悔棋", "--edition", "go-2002"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("go-2002 17.3 行棋"), "{out}");
    assert!(
        out.contains("«悔棋»") && out.contains("→ caipan cite go-2002 17.3"),
        "{out}"
    );
    let (_, out, _) = caipan(&["search", "takeback", "--edition", "go-1988"]);
    assert!(
        out.starts_with("go-1988 17.2 行棋 · rules takeback"),
        "{out}"
    );
    let (_, out, _) = caipan(&["search", "phone"]);
    assert!(out.starts_with("go-2002 23.7 赛场纪律"), "{out}");
    assert!(out.contains("gomoku-2013 10.1.3.K"), "{out}");
    let (_, out, _) = caipan(&["search", "late", "--edition", "go-2002"]);
    assert!(out.starts_with("go-2002 22.1 计时"), "{out}");
    // A phrase the glossary knows is one term, not each of its words.
    let (_, out, _) = caipan(&["search", "double", "move", "--edition", "go-2002"]);
    assert!(
        out.starts_with("go-2002 17.2 行棋 · rules double-move"),
        "{out}"
    );
    let (_, out, _) = caipan(&["search", "手机", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v[0]["edition"], "go-2002");
    assert_eq!(v[0]["matched"][0], "手机");
    let (code, out, _) = caipan(&["search", "zzzz"]);
    assert_eq!(code, 1);
    assert!(out.contains("speaks of “zzzz”"), "{out}");
}

#[test]
fn cite_takes_names_shows_counterparts_and_suggests() {
    let (code, out, _) = caipan(&["cite", "go-2002", "takeback"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("`takeback` in go-2002: 17.3"), "{out}");
    assert!(
        out.contains("in the other editions:\n  go-1988 17.2 (takeback)"),
        "{out}"
    );
    assert!(out.contains("cases/go/takeback-claimed.case"), "{out}");
    let (_, out, _) = caipan(&["cite", "gomoku-2013", "overline", "-f", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(
        v.as_array().unwrap().iter().any(|c| c["id"] == "10.1.2"),
        "{out}"
    );
    let (code, _, err) = caipan(&["cite", "go-2002", "takebak"]);
    assert_eq!(code, 2);
    assert!(err.contains("did you mean `takeback`?"), "{err}");
    let (_, _, err) = caipan(&["cite", "go-2003"]);
    // The help line may wrap anywhere on a narrow report.
    let flat = err.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("did you mean `go-2002`?"), "{err}");
}

#[test]
fn lower_case_points_and_misspelt_events_are_explained() {
    let record = temp("lower.case", "[Edition \"go-2002\"]\n1. B q16\n");
    let (code, _, err) = caipan(&["check", &record]);
    assert_eq!(code, 2);
    assert!(
        err.contains("`q16` is a point written in lower case"),
        "{err}"
    );
    assert!(err.contains("write `Q16`"), "{err}");
    let record = temp(
        "misspelt.case",
        "[Edition \"go-2002\"]\n1. B Q16\nW phone-rng\n",
    );
    let (_, _, err) = caipan(&["check", &record]);
    assert!(err.contains("did you mean `phone-ring`?"), "{err}");
}

#[test]
fn new_case_then_expect_gives_a_block_the_harness_reads() {
    let dir = std::env::temp_dir().join(format!("caipan-new-case-{}", std::process::id()));
    let dir = dir.to_string_lossy().into_owned();
    let (code, out, _) = caipan(&[
        "new-case",
        "--edition",
        "go-2002,go-1988",
        "--dir",
        &dir,
        "a-double-move",
    ]);
    assert_eq!(code, 0, "{out}");
    let path = format!("{dir}/go/a-double-move.case");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("  go-2002:\n    findings: []") && text.contains("  go-1988:"),
        "{text}"
    );
    // Never overwritten.
    let (code, _, err) = caipan(&[
        "new-case",
        "--edition",
        "go-2002",
        "--dir",
        &dir,
        "a-double-move",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("already exists"), "{err}");
    // The test author writes the record; --expect prints what caipan says.
    let record = text.replace("1. B K10\n", "1. B Q16 W D4 3. B Q4\n4. B R16\n");
    std::fs::write(&path, record).unwrap();
    // The command the skeleton's comment gives, run as written: one block
    // for each edition the skeleton expects.
    let command = text
        .lines()
        .find_map(|l| {
            l.split('`')
                .nth(1)
                .filter(|c| c.starts_with("caipan check"))
        })
        .unwrap_or_default()
        .to_string();
    assert_eq!(
        command,
        format!("caipan check --expect --edition go-2002,go-1988 {path}")
    );
    let args: Vec<&str> = command.split(' ').skip(1).collect();
    let (_, out, _) = caipan(&args);
    assert!(
        out.contains("      - {move: 4, player: B, event: move, rule: double-move, verdict: [move-void, warning], articles: [\"17.2\"]}"),
        "{out}"
    );
    assert!(
        out.contains("  go-2002:") && out.contains("  go-1988:"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn completions_man_page_and_plain_text_on_a_pipe() {
    let (code, out, _) = caipan(&["completions", "bash"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("_caipan()") && out.contains("new-case"),
        "{out}"
    );
    let (code, out, _) = caipan(&["man"]);
    assert_eq!(code, 0);
    assert!(
        out.contains(".TH caipan 1") && out.contains("search"),
        "{out}"
    );
    // Output to a pipe is never coloured nor wrapped.
    let (_, out, _) = caipan(&["check", "cases/go/double-move-wrong-ruling.case"]);
    assert!(!out.contains('\u{1b}'), "{out}");
    assert!(
        out.lines().any(|l| l.chars().count() > 80),
        "unwrapped long lines on a pipe"
    );
}

#[test]
fn misspelt_readings_and_parameters_get_a_suggestion() {
    let sup = temp(
        "misspelt-reading.yaml",
        "supplement: {id: x, title: x, edition: go-2002}\nparameters:\n  - {name: repetition-board-onl, value: 1}\n",
    );
    let (code, _, err) = caipan(&["check", "--supplement", &sup, "cases/go/triple-ko.case"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("did you mean `repetition-board-only`?"),
        "{err}"
    );
}

#[test]
fn an_archive_can_be_read_quietly() {
    let dir = std::env::temp_dir().join(format!("caipan-quiet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("a-quiet.case"), "1. B Q16 W D4\n").unwrap();
    std::fs::write(dir.join("b-double.case"), "1. B Q16\n2. B Q4\n").unwrap();
    let d = dir.to_str().unwrap();
    let (_, full, _) = caipan(&["check", "-e", "go-2002", d]);
    let (_, only, _) = caipan(&["check", "-e", "go-2002", "--only-findings", d]);
    let (_, summary, _) = caipan(&["check", "-e", "go-2002", "--summary", d]);
    assert!(
        full.contains("No finding") && full.contains("double-move"),
        "{full}"
    );
    assert!(
        !only.contains("No finding") && only.contains("double-move"),
        "{only}"
    );
    assert!(
        summary
            .trim_start()
            .starts_with("summary: 2 game(s) judged"),
        "{summary}"
    );
    assert!(
        !summary.contains("judged under"),
        "no judgement printed: {summary}"
    );
}

#[test]
fn the_manual_pages_and_completions_name_what_they_refer_to() {
    let dir = std::env::temp_dir().join(format!("caipan-man-{}", std::process::id()));
    let (code, _, err) = caipan(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    for page in [
        "caipan.1",
        "caipan-check.1",
        "caipan-standings.1",
        "caipan-serve.1",
    ] {
        assert!(dir.join(page).exists(), "{page}");
    }
    let (_, bash, _) = caipan(&["completions", "bash"]);
    assert!(
        bash.contains("go-2002") && bash.contains("renju-1996"),
        "edition ids are offered"
    );
}

#[test]
fn compare_says_where_an_edition_prescribes_nothing() {
    let (_, out, err) = caipan(&[
        "compare",
        "--editions",
        "go-2002,go-japan-1989",
        "cases/go-japan/phone-no-article.case",
    ]);
    assert!(out.contains("no article: nothing prescribed"), "{out}{err}");
    let (_, sgf, _) = caipan(&[
        "compare",
        "--editions",
        "go-1988,go-2002",
        "cases/go/sgf-double-move-as-played.sgf",
    ]);
    assert!(sgf.contains("move 4 B D16"), "{sgf}");
}

#[test]
fn search_knows_the_words_people_use_for_the_same_thing() {
    // 贴目 is the usual word for komi; the texts say 贴子 and 贴还.
    let (code, out, _) = caipan(&["search", "贴目"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("go-2002 11 贴子"), "{out}");
    // "double move" finds Gomoku's 连续走两步棋 (6.1.4) before any article
    // on forbidden moves.
    let (_, out, _) = caipan(&["search", "double", "move"]);
    let heads: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .collect();
    let at = |p: &str| heads.iter().position(|h| h.starts_with(p));
    let gomoku = at("gomoku-2013 6.1.4").unwrap_or(usize::MAX);
    let forbidden = heads
        .iter()
        .position(|h| h.contains("forbidden"))
        .unwrap_or(usize::MAX);
    assert!(gomoku < forbidden, "{heads:#?}");
}

/// A build without the `serve` feature (the README's first command) has
/// no server: `caipan serve` says how to build one, exit 2, a stable code.
#[cfg(not(feature = "serve"))]
#[test]
fn serve_says_how_to_build_it_where_it_was_left_out() {
    let (code, _, err) = caipan(&["serve", "--port", "0"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("caipan::serve::not-built"), "{err}");
    assert!(err.contains("--features serve"), "{err}");
}

/// A build with the `serve` feature serves: it says where once the port
/// is its own (port 0: one the system gives).
#[cfg(feature = "serve")]
#[test]
fn serve_serves_where_it_was_built_in() {
    use std::io::BufRead;
    let mut child = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(["serve", "--port", "0"])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("caipan starts");
    let mut line = String::new();
    let read = child
        .stderr
        .take()
        .map(|e| std::io::BufReader::new(e).read_line(&mut line));
    let _ = child.kill();
    let _ = child.wait();
    assert!(matches!(read, Some(Ok(n)) if n > 0), "{read:?}");
    assert!(
        line.starts_with("caipan serves http://127.0.0.1:"),
        "{line}"
    );
}

/// `check --format json` writes each judgement as it is made; the text is
/// byte for byte what the library writes for the whole list at once (an
/// array of several, one object alone), failures in their place.
#[test]
fn json_written_as_judged_is_the_whole_list() {
    let files = [
        "cases/go/art11-184-white-wins-by-a-quarter.case",
        "cases/go/warning-costs-a-stone-at-the-count.case",
    ];
    let judged: Vec<caipan::Judgement> = files
        .iter()
        .map(|name| {
            let text = std::fs::read_to_string(format!("{}/{name}", root!())).unwrap();
            let record = caipan::record::parse(name, &text).unwrap();
            let id = &record.tag("Edition").unwrap().value;
            let rules = caipan::ruleset::resolve(id).unwrap();
            caipan::judge(&rules, &record, name, text.as_str())
                .unwrap()
                .0
        })
        .collect();
    let entries: Vec<_> = judged
        .iter()
        .map(caipan::render::json::Entry::judged)
        .collect();
    let (_, out, _) = caipan(&["check", "--format", "json", files[0], files[1]]);
    assert_eq!(out, caipan::render::json::entries(&entries) + "\n");
    let (_, one, _) = caipan(&["check", "--format", "json", files[0]]);
    assert_eq!(one, caipan::render::json::entries(&entries[..1]) + "\n");
    // A failure among them keeps its place, inside the array.
    let (code, out, _) = caipan(&[
        "check",
        "--format",
        "json",
        files[0],
        "no-such.case",
        files[1],
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v.as_array().map(Vec::len), Some(3), "{out}");
    assert_eq!(v[1]["schema"], caipan::render::error::SCHEMA, "{out}");
    assert!(out.starts_with("[\n  {\n    \"schema\""), "{out}");
}

/// A defect's "judged up to move N of the M the record writes" counts the
/// moves as the judge does: Black's fifth-move offers are one move, so a
/// record of four moves and the offers writes five (it said "move 5 of
/// the 4").
#[test]
fn a_defect_counts_the_written_moves_as_the_judge_does() {
    let (_, out, _) = caipan(&[
        "check",
        "--format",
        "jsonl",
        "cases/gomoku/keep-not-offered.case",
    ]);
    assert!(
        out.contains("\"moves_judged\":5,\"moves_written\":5"),
        "{out}"
    );
    let (_, text, _) = caipan(&[
        "check",
        "--summary",
        "cases/gomoku/keep-not-offered.case",
        "cases/go/double-move.case",
    ]);
    assert!(
        text.contains("(judged up to move 5 of the 5 the record writes)"),
        "{text}"
    );
}
