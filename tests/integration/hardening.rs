//! Hostile and extreme input: one test per class of failure found by the
//! hardening campaign (each failed before its fix), the regression corpus
//! of every crashing input the fuzzers ever found, and a quick grammar-aware
//! fuzz run on stable Rust (`fuzz/` has the coverage-guided targets).

use caipan::fuzzing;
use std::io::Read;
use std::process::{Command, Stdio};

fn caipan(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(args)
        .current_dir(root!())
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp(name: &str, text: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("caipan-hardening-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn go_2002_with_rules(extra: &str) -> String {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    let at = text.find("\nrules:\n").expect("the ruleset has rules") + "\nrules:\n".len();
    format!("{}{extra}{}", &text[..at], &text[at..])
}

// 1. A reader that goes away ends the run quietly.
#[test]
fn a_closed_pipe_ends_every_command_quietly() {
    let many: Vec<&str> = std::iter::repeat_n("cases/go/double-move.case", 300).collect();
    let mut check = vec!["check"];
    check.extend(&many);
    let mut compare = vec!["compare", "--editions", "go-1988,go-2002"];
    compare.extend(&many);
    let commands: Vec<Vec<&str>> = vec![
        check,
        compare,
        vec!["cite", "go-2002"],
        vec!["diff", "go-1988", "go-2002"],
        vec!["points", "cases/go/forbidden-point.case"],
        vec!["editions"],
    ];
    for args in commands {
        let mut child = Command::new(env!("CARGO_BIN_EXE_caipan"))
            .args(&args)
            .current_dir(root!())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take()); // the reader goes away at once
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        let status = child.wait().unwrap();
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.contains("Broken pipe"), "{args:?}: {err}");
        assert!(status.code().is_some(), "{args:?} was killed: {status}");
        assert_ne!(status.code(), Some(101), "{args:?}");
    }
}

// 2. Rules that feed each other are refused at load time.
#[test]
fn sanction_loops_are_refused_at_the_rules_involved() {
    let self_loop = go_2002_with_rules(
        "  - id: loop-a\n    topic: loop-a\n    on: warning\n    when: [\"warnings < 1000000\"]\n    verdict: [warning]\n    articles: [\"24.1\"]\n",
    );
    let err = caipan::ruleset::load_ruleset("loop.yaml", &self_loop).unwrap_err();
    fuzzing::check_diagnostic(err.as_ref());
    assert!(format!("{err}").contains("loop-a"), "{err}");

    let mutual = go_2002_with_rules(
        "  - id: loop-w\n    topic: loop-w\n    on: warning\n    verdict: [violation]\n    articles: [\"24.1\"]\n  - id: loop-v\n    topic: loop-v\n    on: violation\n    verdict: [warning]\n    articles: [\"24.1\"]\n",
    );
    let err = caipan::ruleset::load_ruleset("loop.yaml", &mutual).unwrap_err();
    let text = format!("{:?}", miette::Report::new(*err));
    assert!(text.contains("loop-w") && text.contains("loop-v"), "{text}");

    // A rule on warning that gives a violation, with nothing leading back, is fine.
    let chain = go_2002_with_rules(
        "  - id: chain-w\n    topic: chain-w\n    on: warning\n    verdict: [violation]\n    articles: [\"24.1\"]\n",
    );
    caipan::ruleset::load_ruleset("chain.yaml", &chain).unwrap();
}

// 3. A token ending in a multi-byte character is an error, not a panic.
#[test]
fn multi_byte_tokens_in_conditions_and_amounts() {
    for token in ["5é", "½", "60分", "é"] {
        let cond = go_2002_with_rules(&format!(
            "  - id: t\n    topic: t\n    on: late\n    when: [\"lateness > {token}\"]\n    verdict: [loss]\n    articles: [\"22.1\"]\n"
        ));
        let err = caipan::ruleset::load_ruleset("c.yaml", &cond).unwrap_err();
        fuzzing::check_diagnostic(err.as_ref());
        let amount = go_2002_with_rules(&format!(
            "  - id: t\n    topic: t\n    on: late\n    amount: \"lateness * {token}\"\n    verdict: [time-deduction]\n    articles: [\"22.1\"]\n"
        ));
        if let Err(err) = caipan::ruleset::load_ruleset("a.yaml", &amount) {
            fuzzing::check_diagnostic(err.as_ref());
        }
    }
}

// 4. A label far along a long line is located and rendered briefly.
#[test]
fn diagnostics_on_very_long_lines_are_located() {
    let mut text = String::from("[Edition \"go-2002\"]\n");
    for _ in 0..20_000 {
        text.push_str("W pass ");
    }
    text.push_str("B sneezes\n");
    let path = temp("long-line.case", text.as_bytes());
    let (code, _, err) = caipan(&["check", &path]);
    assert_eq!(code, 2);
    assert!(
        err.contains("long-line.case:2:140003"),
        "{}",
        &err[..err.len().min(2000)]
    );
    assert!(
        err.len() < 4000,
        "the excerpt is bounded: {} bytes",
        err.len()
    );
    // A one-line YAML ruleset with a problem far along its line.
    let yaml = format!("{{edition: {{id: x, title: {}}}}}", "y".repeat(70_000));
    let err = caipan::ruleset::load_ruleset("one-line.yaml", &yaml).unwrap_err();
    fuzzing::check_diagnostic(err.as_ref());
}

// 5. A five while claim-bound findings are pending.
#[test]
fn a_five_while_claims_are_pending() {
    let text = "[Edition \"gomoku-2013\"]\nB declare-offers 2\n1. B H8 2. W H9 3. B I9\n4. W J10\n5. B offer G7 J8\nW keep G7\n6. W A1\n7. B B1\n7. B C1\n7. B D1\n7. B E1\n7. B F1\n";
    let path = temp("five-pending.case", text.as_bytes());
    for args in [
        vec!["check", path.as_str()],
        vec!["points", path.as_str()],
        vec!["compare", "--editions", "gomoku-2013", path.as_str()],
    ] {
        let (code, out, err) = caipan(&args);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(code == 0 || code == 1, "{args:?}: {code} {err}");
        if args[0] == "check" {
            assert!(out.contains("result: black-wins"), "{out}");
        }
    }
}

// 6. Repetition: a cycling record keeps being judged correctly (the cost
// is measured in `benches/judge.rs`, not here).
#[test]
fn a_long_cycling_record_finds_every_repetition() {
    // Black and White each capture in turn in two separate kos; every
    // fourth move repeats a whole-board position.
    let rules = caipan::ruleset::built_in("go-1988").unwrap().unwrap();
    let text = cycling_record(400);
    let record = caipan::record::parse("cycle", &text).unwrap();
    let (j, defect) = caipan::judge(&rules, &record, "cycle", &text).unwrap();
    assert!(defect.is_none());
    assert!(
        j.findings.iter().any(|f| f.rule().contains("repetition")),
        "{:?}",
        j.findings.iter().map(|f| f.rule()).collect::<Vec<_>>()
    );
}

/// A triple ko taken round and round: each move captures one stone in
/// another ko, and the whole board repeats every six moves.
pub fn cycling_record(cycles: usize) -> String {
    let mut text = String::from(
        "[Edition \"go-1988\"]\n[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
    );
    for _ in 0..cycles {
        text.push_str("W B2\nB J2\nW O2\nB C2\nW H2\nB P2\n");
    }
    text
}

// 7. A record never chooses a file; only regular files are read, bounded.
#[test]
fn records_cannot_choose_files_and_reads_are_bounded() {
    for tag in [
        "/dev/zero",
        "/dev/stdin",
        "rulesets/go-2002.yaml",
        "../x.yaml",
    ] {
        let path = temp(
            "tag.case",
            format!("[Edition \"{tag}\"]\nB Q16\n").as_bytes(),
        );
        let (code, _, err) = caipan(&["check", &path]);
        assert_eq!(code, 2, "{tag}");
        assert!(
            err.contains("caipan::record::unknown_edition"),
            "{tag}: {err}"
        );
        assert!(err.contains("tag.case:1:11"), "{tag}: {err}");
    }
    let record = temp("plain.case", b"[Edition \"go-2002\"]\nB Q16\n");
    for args in [
        vec!["check", "/dev/zero"],
        vec!["check", "/dev/null"],
        vec!["check", "--edition", "/dev/zero", record.as_str()],
        vec!["check", "--supplement", "/dev/zero", record.as_str()],
    ] {
        let (code, _, err) = caipan(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            err.contains("caipan::input::not_regular"),
            "{args:?}: {err}"
        );
    }
    // A directory with no record in it says so (not "it is a directory").
    let (code, _, err) = caipan(&["check", "rulesets"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("caipan::input::no_records") && err.contains("no records in rulesets"),
        "{err}"
    );
    // A file over the limit is refused before it is read (a sparse file).
    let big = temp("big.case", b"");
    std::fs::File::options()
        .write(true)
        .open(&big)
        .unwrap()
        .set_len(caipan::input::RECORD_LIMIT + 1)
        .unwrap();
    let (code, _, err) = caipan(&["check", &big]);
    assert_eq!(code, 2);
    assert!(err.contains("caipan::input::too_large"), "{err}");
    std::fs::remove_file(&big).unwrap();
}

// 8. Every error has a code, a place and a help line.
#[test]
fn errors_are_located() {
    let bad = temp(
        "gbk.case",
        b"[Edition \"go-2002\"]\n[Black \"\xc0\xee\"]\nB Q16\n",
    );
    let (code, _, err) = caipan(&["check", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("caipan::input::not_utf8"), "{err}");
    assert!(err.contains("gbk.case:2:9"), "{err}");
    assert!(!err.contains("permissions"), "{err}");

    let none = temp("none.case", b"B Q16\n");
    let (_, _, err) = caipan(&["check", &none]);
    assert!(
        err.contains("caipan::record::no_edition") && err.contains("none.case:1:1"),
        "{err}"
    );

    let unknown = temp("unknown.case", b"[Edition \"go-2003\"]\nB Q16\n");
    let (_, _, err) = caipan(&["check", &unknown]);
    assert!(
        err.contains("caipan::record::unknown_edition") && err.contains("unknown.case:1:11"),
        "{err}"
    );

    let (code, out, err) = caipan(&[
        "check",
        "--supplement",
        "rulesets/supplements/example-open-2026.yaml",
        "cases/go/double-move.case",
        "--edition",
        "go-1988",
    ]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "nothing is judged: {out}");
    assert!(err.contains("caipan::supplement::not_judged"), "{err}");
    assert!(err.contains("example-open-2026.yaml:"), "{err}");

    // The same when the editions come from the records' tags: nothing is
    // judged before the supplement is found to extend no edition judged.
    let r1988 = temp("r1988.case", b"[Edition \"go-1988\"]\nB Q16\n");
    let (code, out, err) = caipan(&[
        "check",
        "--supplement",
        "rulesets/supplements/example-open-2026.yaml",
        &r1988,
    ]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "nothing is judged: {out}");
    assert!(err.contains("caipan::supplement::not_judged"), "{err}");

    let (_, _, err) = caipan(&["check", "no/such/file.case"]);
    assert!(err.contains("caipan::input::not_found"), "{err}");
}

// 9. With --format json, errors are JSON too, and failed files are kept.
#[test]
fn json_errors_for_machines() {
    let bad = temp("json-bad.case", b"[Edition \"go-2002\"]\nB sneezes\n");
    let (code, out, _) = caipan(&["check", "--format", "json", &bad]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["schema"], "caipan/error/1");
    assert_eq!(v["error"]["code"], "caipan::record::invalid");
    assert_eq!(v["error"]["line"], 2);
    assert_eq!(v["error"]["column"], 3);
    assert!(v["error"]["help"].as_str().unwrap().contains("takeback"));

    let (code, out, _) = caipan(&[
        "check",
        "--format",
        "json",
        "cases/go/double-move.case",
        &bad,
        "no-such.case",
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let list = v.as_array().unwrap();
    assert_eq!(list.len(), 3);
    assert_eq!(list[0]["schema"], "caipan/judgement/1");
    assert_eq!(list[1]["error"]["code"], "caipan::record::invalid");
    assert_eq!(list[2]["error"]["code"], "caipan::input::not_found");
    assert_eq!(list[2]["file"], "no-such.case");

    // compare keeps one JSON document too: comparisons and failures.
    let (code, out, _) = caipan(&[
        "compare",
        "--editions",
        "go-1988,go-2002",
        "--format",
        "json",
        "cases/go/double-move.case",
        &bad,
    ]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v.as_array().unwrap().len(), 2);
    assert_eq!(v[1]["error"]["code"], "caipan::record::invalid");

    let (code, out, _) = caipan(&["diff", "go-1988", "nowhere", "--format", "json"]);
    assert_eq!(code, 2);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["error"]["code"], "caipan::ruleset::unknown_edition");
}

// 10. Findings on one long line get their columns right (counted in
// characters, continued from the previous finding on the same line).
#[test]
fn columns_on_one_line() {
    let text = "[Edition \"go-2002\"]\nB Q16 {é} B Q4 B D4 B D16\n";
    let path = temp("one-line.case", text.as_bytes());
    let (_, out, _) = caipan(&["check", "--format", "json", &path]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let columns: Vec<u64> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["rule"] == "double-move")
        .map(|f| f["column"].as_u64().unwrap())
        .collect();
    // B D16 comes after the second warning lost the game (24.2): not judged.
    assert_eq!(columns, [11, 16], "{out}");
}

// 11. Huge values are quoted, not echoed whole.
#[test]
fn huge_values_are_quoted_briefly() {
    let mut text = String::from("[Edition \"go-2002\"]\n{");
    text.push_str(&"x".repeat(5_000_000));
    text.push_str("} B Q16 W Q16\n");
    let path = temp("huge-comment.case", text.as_bytes());
    let (code, out, err) = caipan(&["check", &path]);
    assert_eq!(code, 2);
    assert!(err.len() < 4000, "{} bytes of diagnostics", err.len());
    assert!(out.len() < 20_000, "{} bytes of judgement", out.len());

    let name = "e".repeat(1_000_000);
    let yaml = go_2002_with_rules(&format!(
        "  - id: t\n    topic: t\n    on: {name}\n    verdict: [loss]\n    articles: [\"22.1\"]\n"
    ));
    let err = caipan::ruleset::load_ruleset("huge.yaml", &yaml).unwrap_err();
    let shown = format!("{:?}", miette::Report::new(*err));
    assert!(shown.len() < 8000, "{} bytes", shown.len());
}

// 12. Supplement ids, titles and notes are bounded.
#[test]
fn supplement_strings_are_bounded() {
    let base = caipan::ruleset::built_in("go-2002").unwrap().unwrap();
    let long_id = format!(
        "supplement:\n  id: {}\n  title: t\n  edition: go-2002\nparameters:\n  - {{name: komi, value: 3.75}}\n",
        "a".repeat(1_000_000)
    );
    let err = caipan::ruleset::apply_supplement(&base, "s.yaml", &long_id).unwrap_err();
    fuzzing::check_diagnostic(err.as_ref());
    let long_note = format!(
        "supplement:\n  id: ok\n  title: t\n  edition: go-2002\nparameters:\n  - {{name: komi, value: 3.75, note: {}}}\n",
        "n".repeat(10_000)
    );
    let err = caipan::ruleset::apply_supplement(&base, "s.yaml", &long_note).unwrap_err();
    assert!(err.to_string().contains("note"), "{err}");
}

/// Every input a fuzzer ever crashed on, by target, stays a test.
#[test]
fn regression_corpus() {
    let built_in = fuzzing::built_in();
    let root = concat!(root!(), "/tests/regressions");
    let mut n = 0;
    for entry in walkdir::WalkDir::new(root).sort_by_file_name() {
        let entry = entry.unwrap();
        if !entry.file_type().is_file() {
            continue;
        }
        let bytes = std::fs::read(entry.path()).unwrap();
        let target = entry
            .path()
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|s| s.to_str())
            .unwrap_or("");
        let text = String::from_utf8_lossy(&bytes);
        match target {
            "record" => fuzzing::exercise_record(&built_in, &text),
            "record_structured" => {
                if let Some((&pick, rest)) = bytes.split_first() {
                    let rules = &built_in[usize::from(pick) % built_in.len()];
                    let text = fuzzing::record_from_bytes(rules, rest);
                    fuzzing::exercise_record(&built_in, &text);
                }
            }
            "ruleset" => {
                fuzzing::exercise_ruleset(&text, &built_in);
                fuzzing::exercise_condition(&text, &built_in);
            }
            "sgf" => fuzzing::exercise_sgf(&built_in, &bytes),
            "sgf_structured" => fuzzing::exercise_sgf(&built_in, &fuzzing::sgf_from_bytes(&bytes)),
            "supplement" => fuzzing::exercise_supplement(&text, &built_in),
            "tournament" => fuzzing::exercise_tournament(&text, &built_in),
            "egf" => fuzzing::exercise_tournament(&fuzzing::egf_from_bytes(&bytes), &built_in),
            "psq" => fuzzing::exercise_psq(&built_in, &bytes),
            "psq_structured" => fuzzing::exercise_psq(&built_in, &fuzzing::psq_from_bytes(&bytes)),
            "rif" => fuzzing::exercise_rif(&built_in, &bytes),
            "rif_structured" => fuzzing::exercise_rif(&built_in, &fuzzing::rif_from_bytes(&bytes)),
            // The server's requests are the serve crate's test.
            "serve" => {}
            other => panic!("unknown target directory {other}"),
        }
        n += 1;
    }
    assert!(n > 0, "the regression corpus is empty");
}

/// A quick stable fuzz run: pseudo-random bytes through the grammar-aware
/// generator and as raw records, a few seconds in all.
#[test]
fn quick_grammar_aware_fuzz() {
    let built_in = fuzzing::built_in();
    let mut state = 0x5EED_u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for i in 0..300 {
        let len = (next() % 600) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| next() as u8).collect();
        let rules = &built_in[i % built_in.len()];
        let text = fuzzing::record_from_bytes(rules, &bytes);
        fuzzing::exercise_record(&built_in, &text);
        fuzzing::exercise_record(&built_in, &String::from_utf8_lossy(&bytes));
        fuzzing::exercise_sgf(&built_in, &fuzzing::sgf_from_bytes(&bytes));
        fuzzing::exercise_condition(&String::from_utf8_lossy(&bytes), &built_in);
        fuzzing::exercise_tournament(&fuzzing::egf_from_bytes(&bytes), &built_in);
        fuzzing::exercise_psq(&built_in, &fuzzing::psq_from_bytes(&bytes));
        fuzzing::exercise_psq(&built_in, &bytes);
        fuzzing::exercise_rif(&built_in, &fuzzing::rif_from_bytes(&bytes));
        fuzzing::exercise_rif(&built_in, &bytes);
    }
}

/// The EGF generator reaches the standings: most of its tables read, and
/// the rest are refused with located diagnostics.
#[test]
fn generated_egf_tables_mostly_read() {
    let mut state = 0x0E6F_u64;
    let mut read = 0;
    for _ in 0..400 {
        let bytes: Vec<u8> = (0..200)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state as u8
            })
            .collect();
        let table = fuzzing::egf_from_bytes(&bytes);
        if caipan::tournament::read_table("t.h9", &table).is_ok() {
            read += 1;
        }
    }
    assert!(read >= 100, "only {read} of 400 tables read");
}

/// A setup the game's physics cannot reach is a located defect with the
/// game's reason in words (a typed defect, worded by the diagnostic).
#[test]
fn a_setup_stone_without_a_liberty_is_a_located_defect() {
    let dir = std::env::temp_dir().join(format!("caipan-setup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("setup.txt");
    std::fs::write(
        &path,
        "[Edition \"go-2002\"]\n[AddBlack \"A1\"]\n[AddWhite \"A2 B1\"]\n\n1. B Q16\n",
    )
    .unwrap();
    let (code, _, err) = super::common::caipan(&["check", &path.to_string_lossy()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("the setup stone on A1 has no liberty"),
        "{err}"
    );
    assert!(
        err.contains("no liberty") && err.contains("setup.txt:2:"),
        "{err}"
    );
    assert!(err.contains("cannot arise in play"), "{err}");
}
