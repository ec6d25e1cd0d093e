//! `diff` and `compare` output, snapshotted. The diff of the two Go editions
//! was read against the seed texts before it was accepted; the assertions
//! pin the changes the seeds' README lists, so a careless accept cannot
//! hide a regression.

use super::common::caipan;
use caipan::ruleset;

#[test]
fn diff_of_the_go_editions() {
    let a = ruleset::resolve("go-1988").unwrap();
    let b = ruleset::resolve("go-2002").unwrap();
    let d = caipan::diff::diff(&a, &b);
    let status = |topic: &str| {
        d.topics
            .iter()
            .find(|t| t.topic == topic)
            .map(|t| t.status.name())
            .unwrap_or("missing")
    };
    assert_eq!(status("double-move"), "changed");
    assert_eq!(status("ko-recapture"), "changed");
    assert_eq!(status("takeback"), "changed");
    assert_eq!(status("end-by-passes"), "added");
    assert_eq!(status("clock-before-move"), "added");
    assert_eq!(status("dead-not-removed"), "added");
    assert_eq!(status("warning-stone-penalty"), "added");
    assert_eq!(status("warnings-lose"), "unchanged");
    let komi = d.parameters.iter().find(|p| p.name == "komi").unwrap();
    assert_eq!(
        (
            komi.from.first().unwrap().value,
            komi.to.first().unwrap().value
        ),
        (2.0, 3.75)
    );
    // One limit in 1988 (a stand-in: 23.1 gives no number), two in 2002:
    // a change, never a removal.
    let late = d
        .parameters
        .iter()
        .find(|p| p.name == "late-limit")
        .unwrap();
    assert_eq!(late.status.name(), "changed");
    assert!(late.from[0].stand_in);
    assert_eq!(late.to.len(), 2);
    // Lateness deducted once (1988 23.3) against twice (2002 22.1) is a
    // change of the rule, though both prescribe a time deduction.
    assert_eq!(status("late-within-limit"), "changed");
    assert_eq!(status("first-move"), "unchanged");
    // Articles are paired by title and text, not by number.
    let counterpart = |id: &str| {
        d.articles
            .iter()
            .find(|p| p.from.as_ref().is_some_and(|a| a.id == id))
            .and_then(|p| p.to.as_ref())
            .map(|b| b.id.clone())
    };
    assert_eq!(counterpart("23").as_deref(), Some("22"), "计时");
    assert_eq!(counterpart("34").as_deref(), Some("33"), "解释权");
    assert_eq!(counterpart("6").as_deref(), Some("6"), "禁止全局同形");
    assert_eq!(counterpart("20").as_deref(), Some("20"), "全局同形再现");
    assert_eq!(counterpart("24").as_deref(), Some("23"), "赛场纪律");
    insta::assert_snapshot!(
        "diff-go-1988-go-2002.txt",
        caipan::render::diff::text(caipan::render::messages::en(), &d, false)
    );
    insta::assert_snapshot!(
        "diff-go-1988-go-2002.md",
        caipan::render::diff::markdown(caipan::render::messages::en(), &d, false)
    );
}

#[test]
fn comparing_a_double_move_under_both_editions() {
    let path = concat!(root!(), "/cases/go/double-move-then-count.case");
    let text = std::fs::read_to_string(path).unwrap();
    let record = caipan::record::parse("cases/go/double-move-then-count.case", &text).unwrap();
    let judgements: Vec<_> = ["go-1988", "go-2002"]
        .iter()
        .map(|e| {
            caipan::judge(
                &ruleset::resolve(e).unwrap(),
                &record,
                "cases/go/double-move-then-count.case",
                &text,
            )
            .unwrap()
            .0
        })
        .collect();
    let c = caipan::compare::compare(&judgements);
    assert!(c.rows[0].differs);
    assert!(c.results_differ);
    assert_eq!(c.results[0].result.outcome.name(), "white-wins");
    assert_eq!(c.results[1].result.outcome.name(), "black-wins");
    insta::assert_snapshot!(
        "compare-double-move-then-count.txt",
        caipan::render::compare::text(caipan::render::messages::en(), &c)
    );
    insta::assert_snapshot!(
        "compare-double-move-then-count.md",
        caipan::render::compare::markdown(caipan::render::messages::en(), &c)
    );
}

#[test]
fn supplements_may_set_only_what_the_edition_leaves_open() {
    let base = ruleset::resolve("go-2002").unwrap();
    let bad = "supplement: {id: x, title: x, edition: go-2002}\nparameters:\n  - {name: warnings-to-lose, value: 3}\nchoices:\n  - {rule: double-move, verdict: [loss]}\n";
    let err = ruleset::apply_supplement(&base, "bad.yaml", bad).unwrap_err();
    let text = format!("{:?}", miette::Report::new(*err));
    assert!(text.contains("does not leave `warnings-to-lose`"), "{text}");
    assert!(text.contains("leaves no choice"), "{text}");
    let wrong_option = "supplement: {id: x, title: x, edition: go-2002}\nchoices:\n  - {rule: whole-board-repetition, verdict: [loss]}\n";
    let err = ruleset::apply_supplement(&base, "bad.yaml", wrong_option).unwrap_err();
    assert!(format!("{:?}", miette::Report::new(*err)).contains("does not offer"));
    let unknown_key = "supplement: {id: x, title: x, edition: go-2002}\nrules: []\n";
    assert!(ruleset::apply_supplement(&base, "bad.yaml", unknown_key).is_err());
    let other_edition = "supplement: {id: x, title: x, edition: go-1988}\n";
    assert!(ruleset::apply_supplement(&base, "bad.yaml", other_edition).is_err());
}

#[test]
fn compare_marks_the_same_verdict_with_another_amount() {
    // 1988 23.3 deducts the lateness once, 2002 22.1 twice: both rows say
    // "time-deduction", and only the amount tells them apart.
    let text = "[Edition \"go-2002\"]\nB late 25m\n1. B Q16\n";
    let record = caipan::record::parse("late.case", text).unwrap();
    let judge = |e: &str| {
        caipan::judge(&ruleset::resolve(e).unwrap(), &record, "late.case", text)
            .unwrap()
            .0
    };
    let c = caipan::compare::compare(&[judge("go-1988"), judge("go-2002")]);
    let amounts: Vec<_> = c.rows[0]
        .cells
        .iter()
        .map(|cells| cells[0].amount)
        .collect();
    assert_eq!(amounts, [Some(25.0), Some(50.0)]);
    assert_eq!(c.rows[0].cells[0][0].verdict, c.rows[0].cells[1][0].verdict);
    assert!(c.rows[0].differs);
    let same = caipan::compare::compare(&[judge("go-2002"), judge("go-2002")]);
    assert!(!same.rows[0].differs);
    let json = caipan::render::json::pretty(&c);
    assert!(json.contains("\"amount\": 50.0"), "{json}");
}

/// Editions that count differently say so first in `diff`; editions that
/// count alike do not (their diffs read as before).
#[test]
fn diff_names_a_change_of_counting() {
    let (_, out, _) = caipan(&["diff", "go-2002", "go-japan-1989"]);
    assert!(
        out.contains("changed    counting\n    go-2002: area (9, 11)"),
        "{out}"
    );
    assert!(out.contains("go-japan-1989: territory (8, 10.2)"), "{out}");
    let (_, out, _) = caipan(&["diff", "go-2002", "go-japan-1989", "-f", "markdown"]);
    assert!(out.contains("- **Counting**: go-2002: area"), "{out}");
    let (_, out, _) = caipan(&["diff", "go-1988", "go-2002"]);
    assert!(!out.contains("counting"), "{out}");
}

#[test]
fn the_editions_list_is_aligned_and_names_documents_a_clone_has_no_path_to() {
    let (code, out, _) = caipan(&["editions"]);
    assert_eq!(code, 0);
    // Every title starts in the same column, the longest id included.
    let starts: Vec<usize> = out
        .lines()
        .filter_map(|l| {
            l.find(|c: char| c.is_whitespace())
                .map(|k| k + l[k..].len() - l[k..].trim_start().len())
        })
        .collect();
    assert!(
        starts.len() >= 5 && starts.iter().all(|&s| s == starts[0]),
        "{out}"
    );
    // An edition with several opening protocols lists them under its line.
    assert!(
        out.contains(
            "opening protocols: rif (the text's own), yamaguchi, taraguchi-10, super-taraguchi-10, soosorv-8"
        ),
        "{out}"
    );
    // The sources are documents (title, issuer, date), never a path outside
    // the repository (the protocols' lines continue an edition's).
    for line in out.lines().filter(|l| !l.starts_with(' ')) {
        let from = line.split(", from ").nth(1).unwrap_or_default();
        assert!(
            !from.contains("shared/") && !from.contains(".md") && !from.contains(".txt"),
            "{line}"
        );
        assert!(from.chars().count() > 40, "{line}");
    }
}

/// A reviewed table of pairings (`rulesets/pairings/FROM--TO.yaml`).
#[derive(serde::Deserialize)]
struct Pairings {
    from: String,
    to: String,
    topics: std::collections::BTreeMap<String, Paired>,
}

#[derive(serde::Deserialize)]
struct Paired {
    from: Vec<String>,
    to: Vec<String>,
    why: String,
}

/// Every topic `diff` pairs between two editions, with the clauses each
/// cites, must be in the reviewed table `rulesets/pairings/FROM--TO.yaml`
/// with a reason they are the same act; and the table holds nothing `diff`
/// no longer pairs. A memo row can then never pair two different acts
/// without someone having read both clauses.
#[test]
fn the_memo_pairs_only_reviewed_clauses() {
    let dir = concat!(root!(), "/rulesets/pairings");
    let mut tables: Vec<(String, String)> = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let table: Pairings = ruleset::load_yaml(&path.to_string_lossy(), &text).unwrap();
        let (from, to) = (table.from.as_str(), table.to.as_str());
        let (_, out, _) = caipan(&["diff", from, to, "--format", "json"]);
        let diff: serde_json::Value = serde_json::from_str(&out).unwrap();
        let clauses = |rules: &serde_json::Value| {
            let mut c: Vec<String> = rules
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(|r| r["articles"].as_array().cloned().unwrap_or_default())
                .filter_map(|a| a.as_str().map(str::to_string))
                .collect();
            c.sort();
            c.dedup();
            c
        };
        let sorted = |v: &[String]| {
            let mut v = v.to_vec();
            v.sort();
            v
        };
        let mut paired = 0;
        for t in diff["topics"].as_array().unwrap() {
            let (a, b) = (clauses(&t["from"]), clauses(&t["to"]));
            if a.is_empty() || b.is_empty() {
                continue;
            }
            paired += 1;
            let topic = t["topic"].as_str().unwrap_or_default();
            let row = table.topics.get(topic);
            assert!(
                row.is_some_and(|r| r.why.len() > 20),
                "{from} → {to}: `diff` pairs `{topic}` ({a:?} with {b:?}), which {} does not hold",
                path.display()
            );
            let row = row.unwrap();
            assert_eq!(
                (sorted(&row.from), sorted(&row.to)),
                (a, b),
                "{from} → {to}: `{topic}`"
            );
        }
        assert_eq!(
            table.topics.len(),
            paired,
            "{}: topics `diff` no longer pairs",
            path.display()
        );
        tables.push((from.to_string(), to.to_string()));
    }
    // Every two built-in editions of one game are reviewed: a committee may
    // set any of them side by side.
    for (game, editions) in [
        ("go", &["go-1988", "go-2002", "go-japan-1989"][..]),
        ("gomoku", &["gomoku-2013", "renju-1996"][..]),
    ] {
        for (i, a) in editions.iter().enumerate() {
            for b in &editions[i + 1..] {
                assert!(
                    tables
                        .iter()
                        .any(|(x, y)| (x, y) == (&a.to_string(), &b.to_string())),
                    "{game}: no reviewed table of pairings for {a} → {b} in rulesets/pairings"
                );
            }
        }
    }
}

/// The HTML memo opens, as the Markdown one does, with the changes that
/// can turn a result (before the table of every topic).
#[test]
fn the_html_memo_opens_with_the_changes_that_can_turn_a_result() {
    let path = std::env::temp_dir().join(format!("caipan-memo-{}.html", std::process::id()));
    let path = path.to_string_lossy().into_owned();
    let (code, _, err) = caipan(&["diff", "go-1988", "go-2002", "--html", &path]);
    assert_eq!(code, 0, "{err}");
    let html = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    let first = html.find("<h2>Changes that can turn a result</h2>");
    let table = html.find("<table>");
    assert!(
        first.is_some() && first < table,
        "{}",
        &html[..html.len().min(600)]
    );
    let opening = &html[first.unwrap_or(0)..table.unwrap_or(0)];
    assert!(opening.contains("<li><b>Double move</b> (changed: verdict): go-1988 loss (17.1) → go-2002 move-void + warning (17.2)</li>"), "{opening}");
    assert!(opening.contains("<b>komi</b>"), "{opening}");
    assert!(opening.contains("<h2>Other changes</h2>"), "{opening}");
}
