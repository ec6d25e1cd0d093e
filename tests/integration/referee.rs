//! `caipan referee` as a user runs it: a match between two scripted GTP
//! engines (the referee crate's `caipan-test-gtp`, built beside `caipan`)
//! writes its records, results and tournament file; each record, judged
//! again by `caipan check`, gives the result the referee gave, and
//! `caipan standings --games` finds no result that differs. Bad command
//! lines are refused with a code, exit 2.

use crate::common::caipan;
use std::path::{Path, PathBuf};

/// The scripted GTP engine, built beside `caipan` by `cargo test`.
fn scripted() -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_BIN_EXE_caipan")).with_file_name("caipan-test-gtp");
    if !path.is_file() {
        eprintln!("caipan-test-gtp is not built beside caipan (cargo test builds it): skipped");
        return None;
    }
    Some(path)
}

#[test]
fn a_match_is_written_and_judged_again_the_same() {
    let Some(engine) = scripted() else { return };
    let engine = engine.display().to_string();
    let dir = std::env::temp_dir().join(format!("caipan-referee-cli-{}", std::process::id()));
    let out = dir.display().to_string();
    let black = format!("{engine} 'D4;Q4;A1;pass;pass'");
    let white = format!("{engine} 'A2;B1;Q16;pass;resign'");
    let (code, stdout, stderr) = caipan(&[
        "referee", "-e", "go-2002", &black, &white, "--games", "2", "--time", "2", "--out", &out,
        "--format", "json",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let results: serde_json::Value = serde_json::from_str(&stdout).expect("JSON results");
    let games = results["games"].as_array().expect("games");
    assert_eq!(games.len(), 2);
    assert!(
        stderr.contains("game 2/2"),
        "a line per game as it ends: {stderr}"
    );
    for game in games {
        let file = game["files"][0].as_str().expect("a record");
        let (code, judged, _) = caipan(&["check", "--format", "json", file]);
        assert!(code == 0 || code == 1, "{judged}");
        let judged: serde_json::Value = serde_json::from_str(&judged).expect("JSON");
        let judged = if judged.is_array() {
            judged[0].clone()
        } else {
            judged
        };
        assert_eq!(judged["result"]["outcome"], game["outcome"], "{file}");
        let rules = |v: &serde_json::Value| -> Vec<String> {
            v.as_array()
                .into_iter()
                .flatten()
                .map(|f| f["rule"].to_string())
                .collect()
        };
        assert_eq!(
            rules(&judged["findings"]),
            rules(&game["findings"]),
            "{file}"
        );
        // The SGF beside it names the edition in RU[]: judged by it, the same.
        let sgf = game["files"][1].as_str().expect("an SGF");
        let (_, judged, _) = caipan(&["check", "--edition-from-sgf", "--format", "json", sgf]);
        let judged: serde_json::Value = serde_json::from_str(&judged).expect("JSON");
        let judged = if judged.is_array() {
            judged[0].clone()
        } else {
            judged
        };
        assert_eq!(judged["result"]["outcome"], game["outcome"], "{sgf}");
        assert_eq!(
            rules(&judged["findings"]),
            rules(&game["findings"]),
            "{sgf}"
        );
    }
    let table = format!("{out}/match.standings");
    let (code, standings, stderr) =
        caipan(&["standings", "-e", "go-2002", "--games", &out, &table]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        standings.contains("2 of 2 judged, 0 result(s) differ"),
        "{standings}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_command_lines_are_refused_with_a_code() {
    let cases: [(&[&str], &str); 4] = [
        (&["referee", "a", "b"], "caipan::referee::edition"),
        (
            &["referee", "-e", "go-2002", "a", "b", "--time", "0"],
            "caipan::referee::time",
        ),
        (
            &["referee", "-e", "go-2002", "a 'b", "c"],
            "caipan::referee::engine-line",
        ),
        (
            &[
                "referee",
                "-e",
                "go-2002",
                "/no/such/engine",
                "/no/such/engine",
                "-o",
                "/tmp/caipan-referee-none",
            ],
            "caipan::referee::match",
        ),
    ];
    for (args, want) in cases {
        let (code, _, stderr) = caipan(args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.contains(want), "{args:?}: {stderr}");
    }
    let _ = std::fs::remove_dir_all("/tmp/caipan-referee-none");
}
