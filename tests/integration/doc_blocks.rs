//! Every fenced block of the README and the docs is of a known kind, and
//! each kind is checked against the real binary or the real tree, so no
//! example goes stale: `console` blocks are run (docs.rs); a record is
//! judged, a case and a YAML block parsed (a tournament ranked, a
//! supplement applied), the command synopsis checked against `--help`, the
//! tree of `docs/design.md` against the files, the JSON schema against a
//! real judgement, the archive summary's rules against the edition.

use super::common::caipan;
use caipan::ruleset;

/// A fenced block: its file, first line, info string and body.
struct Block {
    file: String,
    line: usize,
    info: String,
    body: String,
}

fn blocks() -> Vec<Block> {
    let mut out = Vec::new();
    for file in super::docs::pages() {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut open: Option<Block> = None;
        for (k, line) in text.lines().enumerate() {
            match (line.trim_start().strip_prefix("```"), open.take()) {
                (Some(_), Some(b)) => out.push(b),
                (Some(info), None) => {
                    open = Some(Block {
                        file: file.clone(),
                        line: k + 1,
                        info: info.trim().to_string(),
                        body: String::new(),
                    })
                }
                (None, Some(mut b)) => {
                    b.body.push_str(line);
                    b.body.push('\n');
                    open = Some(b);
                }
                (None, None) => {}
            }
        }
    }
    out
}

fn temp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("caipan-doc-blocks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn every_block_of_the_docs_is_of_a_kind_that_is_checked() {
    let known = [
        "console",
        "sh",
        "python",
        "text synopsis",
        "text tree",
        "text schema",
        "text record",
        "text archive-summary",
        "yaml case",
        "yaml supplement",
        "yaml ruleset-fragment",
        "yaml tournament",
    ];
    let all = blocks();
    assert!(all.len() >= 15, "{} blocks", all.len());
    for b in &all {
        assert!(
            known.contains(&b.info.as_str()),
            "{}:{}: a block tagged `{}`: tag it with one of {known:?}, so that a test checks it",
            b.file,
            b.line,
            b.info
        );
    }
}

fn of_kind(info: &str) -> Vec<Block> {
    let found: Vec<Block> = blocks().into_iter().filter(|b| b.info == info).collect();
    assert!(!found.is_empty(), "no `{info}` block left");
    found
}

/// Records are parsed and judged: a violation is fine, a defect is not.
#[test]
fn every_record_block_is_judged() {
    for (k, b) in of_kind("text record").iter().enumerate() {
        let path = temp(&format!("record-{k}.txt"), &b.body);
        let (code, out, err) = caipan(&["check", &path]);
        assert!(code == 0 || code == 1, "{}:{}: {out}{err}", b.file, b.line);
        assert!(!out.contains("defect"), "{}:{}: {out}", b.file, b.line);
    }
}

/// A case's front matter is YAML with the keys `caipan check --expect`
/// reads; a tournament is ranked; a supplement is applied to its edition;
/// a fragment of a ruleset is YAML.
#[test]
fn every_yaml_block_is_read_as_what_it_is() {
    for b in of_kind("yaml case") {
        let front = b.body.split("---").nth(1).unwrap_or_default();
        let v: serde_json::Value = ruleset::load_yaml(&b.file, front).unwrap();
        for key in ["title", "articles", "expect"] {
            assert!(v.get(key).is_some(), "{}:{}: no `{key}`", b.file, b.line);
        }
    }
    for b in of_kind("yaml ruleset-fragment") {
        let _: serde_json::Value = ruleset::load_yaml(&b.file, &b.body).unwrap();
    }
    for (k, b) in of_kind("yaml tournament").iter().enumerate() {
        let path = temp(&format!("tournament-{k}.yaml"), &b.body);
        let (code, out, err) = caipan(&["standings", &path]);
        assert!(code == 0 || code == 1, "{}:{}: {out}{err}", b.file, b.line);
        assert!(out.contains("standings under"), "{out}");
    }
    for (k, b) in of_kind("yaml supplement").iter().enumerate() {
        let path = temp(&format!("supplement-{k}.yaml"), &b.body);
        // A record of the game of the edition the supplement extends.
        let case = if b.body.contains("edition: renju-1996") {
            concat!(root!(), "/cases/renju/five-wins.case")
        } else if b.body.contains("edition: gomoku-freestyle") {
            concat!(root!(), "/cases/gomoku-modern/black-overline.case")
        } else {
            concat!(root!(), "/cases/go/double-move-then-count.case")
        };
        let (code, out, err) = caipan(&["check", "--supplement", &path, case]);
        assert!(code == 0 || code == 1, "{}:{}: {out}{err}", b.file, b.line);
        assert!(out.contains("supplement"), "{out}");
    }
}

/// Each synopsis line names a command that exists, with flags its `--help`
/// lists.
#[test]
fn the_synopsis_matches_the_help() {
    for b in of_kind("text synopsis") {
        for line in b.body.lines().flat_map(|l| l.split(" | caipan ")) {
            let words: Vec<&str> = line
                .trim_start_matches("caipan")
                .split_whitespace()
                .collect();
            let Some(command) = words.first() else {
                continue;
            };
            let (code, help, err) = caipan(&[command, "--help"]);
            assert_eq!(code, 0, "`caipan {command}`: {err}");
            for flag in words
                .iter()
                .flat_map(|w| w.split(['[', ']', '|', '=', ' ']))
            {
                if flag.starts_with("--") && flag.len() > 2 {
                    assert!(
                        help.contains(flag),
                        "{}: `{command} {flag}` is not in its --help",
                        b.file
                    );
                }
            }
        }
    }
}

/// The tree in the design notes names files and folders that exist.
#[test]
fn the_tree_names_what_exists() {
    for b in of_kind("text tree") {
        let mut parent = String::new();
        for line in b.body.lines() {
            let Some(first) = line.split_whitespace().next() else {
                continue;
            };
            // Deeper lines continue a description.
            let indent = line.len() - line.trim_start().len();
            if indent > 2 {
                continue;
            }
            if !first.contains('/') && !first.ends_with(".rs") && !first.ends_with(".pest") {
                continue;
            }
            // An indented path is under the last unindented folder.
            let path = if line.starts_with(' ') {
                format!("{parent}{first}")
            } else {
                if first.ends_with('/') {
                    parent = first.to_string();
                }
                first.to_string()
            };
            let at = std::path::Path::new(root!()).join(&path);
            assert!(at.exists(), "{}: `{path}` does not exist", b.file);
        }
    }
}

/// Every key of a real judgement's JSON is in the documented schema.
#[test]
fn the_schema_lists_every_key_a_judgement_has() {
    let case = concat!(root!(), "/cases/go/double-move-then-count.case");
    let (_, out, _) = caipan(&["check", "--format", "json", case]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let j = v.as_array().and_then(|a| a.first()).cloned().unwrap_or(v);
    for b in of_kind("text schema") {
        let documented: Vec<&str> = b
            .body
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .map(|w| w.trim_end_matches("[]").trim_end_matches(':'))
            .collect();
        for key in j.as_object().unwrap().keys() {
            assert!(
                documented.contains(&key.as_str()),
                "{}: `{key}` is not documented",
                b.file
            );
        }
        let finding = &j["findings"][0];
        for key in finding.as_object().unwrap().keys() {
            let listed = documented.contains(&key.as_str())
                || b.body.contains(&format!("{key},"))
                || b.body.contains(&format!(", {key}"));
            assert!(
                listed,
                "{}: the finding's `{key}` is not documented",
                b.file
            );
        }
    }
}

/// The archive summary names rules the edition has.
#[test]
fn the_archive_summary_names_real_rules() {
    for b in of_kind("text archive-summary") {
        for line in b.body.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let [_, edition, rule, ..] = words[..]
                && let Ok(rs) = ruleset::resolve(edition)
            {
                assert!(
                    rs.rules.iter().any(|r| r.id == rule),
                    "{}: {edition} has no rule `{rule}`",
                    b.file
                );
            }
        }
    }
}
