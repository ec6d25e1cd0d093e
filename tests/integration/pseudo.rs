//! The pseudo-locale over the views beside `check` (whose run is the case
//! harness's, case by case): `--lang pseudo` wraps every message in
//! `⟦…⟧`, and what is left outside the marks may only be the rulesets'
//! own words — article texts and titles, edition, parameter and rule
//! names, the units a ruleset writes — and what the input file wrote. A
//! word left besides those is one a view writes without the catalogue.

use super::common::caipan;

use super::unmarked::{page_text, without_marks, words_left as words};

/// Every word the built-in rulesets themselves hold where a view may show
/// it: ids, titles, article texts, parameter names and units, rule and
/// topic names, event names and summaries, tournament notes.
fn ruleset_words() -> std::collections::BTreeSet<String> {
    let mut texts: Vec<String> = Vec::new();
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let Ok(rs) = caipan::ruleset::resolve(id) else {
            continue;
        };
        texts.extend([
            rs.id.clone(),
            rs.title.clone(),
            rs.title_en.clone(),
            rs.source.clone(),
        ]);
        texts.extend(rs.summary_of.clone());
        for row in caipan::coverage::coverage(&rs, &[]) {
            if let Some(p) = rs.provision(&row.id) {
                texts.extend([p.id.clone(), p.title.clone(), p.text.clone()]);
            }
        }
        for a in &rs.articles {
            texts.push(a.summary.clone());
        }
        for p in &rs.parameters {
            texts.extend([
                p.name.clone(),
                p.unit.clone(),
                p.topic.clone(),
                p.note.clone(),
            ]);
        }
        for r in &rs.rules {
            texts.extend([
                r.id.clone(),
                r.topic.clone(),
                r.on_name.clone(),
                r.note.clone(),
            ]);
            texts.extend(r.when.iter().map(|c| c.display()));
        }
        for e in &rs.events {
            texts.extend([e.name.clone(), e.summary.clone()]);
        }
        texts.push(serde_json::to_string(&rs.tournament).unwrap_or_default());
        // The ruleset's reasons for articles no rule encodes.
        for (_, why) in rs.physics.iter().chain(&rs.not_checkable) {
            texts.push(why.clone());
        }
        if let Some(t) = &rs.tournament {
            texts.extend(t.not_built.iter().map(|(_, why)| why.clone()));
        }
    }
    // The case library's file names, which `cite` lists.
    for entry in walkdir::WalkDir::new(format!("{}/cases", root!()))
        .into_iter()
        .flatten()
    {
        texts.push(entry.path().to_string_lossy().into_owned());
    }
    texts.iter().flat_map(|t| words(t)).collect()
}

/// The words of `out` (a view in the pseudo-language) that are neither
/// in a message nor the rulesets' nor the input's (`input`).
fn unmarked(out: &str, input: &str) -> Vec<String> {
    let allowed = ruleset_words();
    let from_input: std::collections::BTreeSet<String> = words(input).into_iter().collect();
    // Markdown's line breaks in table cells are markup, not words.
    let markup = without_marks(out)
        .replace("<br>", " ")
        .replace("&nbsp;", " ");
    let mut left: Vec<String> = words(&markup)
        .into_iter()
        .filter(|w| !allowed.contains(w) && !from_input.contains(w))
        .collect();
    left.sort();
    left.dedup();
    left
}

/// `caipan --lang pseudo ARGS`: its output, and any word left unmarked.
fn view(args: &[&str], input: Option<&str>) -> (String, Vec<String>) {
    let mut all = vec!["--lang", "pseudo"];
    all.extend_from_slice(args);
    let (code, out, err) = caipan(&all);
    assert!(code == 0 || code == 1, "{args:?}: exit {code}: {err}");
    // What the user typed (a file's name) is the input's too.
    let input = input
        .map(|f| std::fs::read_to_string(format!("{}/{f}", root!())).unwrap_or_default())
        .unwrap_or_default()
        + &args.join(" ");
    let left = unmarked(&out, &input);
    (out, left)
}

#[test]
fn the_check_finds_a_word_outside_the_marks() {
    assert_eq!(
        unmarked("⟦a ⟦b⟧⟧ stray 悔 ⟦c⟧ 17.2", ""),
        vec!["stray".to_string()],
        "悔 is the rulesets' (悔棋), `stray` no one's"
    );
}

#[test]
fn every_diff_view_comes_from_the_catalogue() {
    let games = [
        &["go-1988", "go-2002", "go-japan-1989"][..],
        &["gomoku-2013", "renju-1996"][..],
    ];
    for ids in games {
        for a in ids {
            for b in ids {
                for format in ["text", "markdown"] {
                    let (out, left) = view(&["diff", a, b, "--texts", "--format", format], None);
                    assert!(out.contains('⟦'), "{out}");
                    assert!(left.is_empty(), "diff {a} {b} ({format}): {left:?}");
                }
            }
        }
    }
}

#[test]
fn compare_standings_coverage_cite_and_search_come_from_the_catalogue() {
    let double = "cases/go/double-move-then-count.case";
    let swiss = "cases/tournaments/swiss-buchholz.standings";
    let knockout = "cases/tournaments/knockout.standings";
    let runs: Vec<(Vec<&str>, Option<&str>)> = vec![
        (
            vec!["compare", double, "--editions", "go-1988,go-2002"],
            Some(double),
        ),
        (
            vec![
                "compare",
                "-f",
                "markdown",
                double,
                "--editions",
                "go-1988,go-2002",
            ],
            Some(double),
        ),
        (vec!["standings", "-e", "go-2002", swiss], Some(swiss)),
        (
            vec!["standings", "-e", "gomoku-2013", "-f", "markdown", swiss],
            Some(swiss),
        ),
        (
            vec![
                "standings",
                "-e",
                "go-2002",
                "--against",
                "gomoku-2013",
                swiss,
            ],
            Some(swiss),
        ),
        (
            vec!["standings", "-e", "gomoku-2013", knockout],
            Some(knockout),
        ),
        (vec!["coverage", "-e", "go-2002"], None),
        (vec!["cite", "go-2002", "17"], None),
        (vec!["cite", "go-2002"], None),
        (vec!["cite", "go-japan-1989", "9"], None),
        (vec!["cite", "go-2002", "--annotated"], None),
        (vec!["cite", "renju-1996", "--annotated"], None),
        (vec!["search", "悔棋"], None),
        (vec!["editions"], None),
        (
            vec![
                "points",
                "cases/gomoku/double-three-claimed.case",
                "--after",
                "0",
            ],
            None,
        ),
        (vec!["show", double, "--after", "3"], Some(double)),
    ];
    for (args, input) in runs {
        let (out, left) = view(&args, input);
        assert!(out.contains('⟦'), "{args:?}: {out}");
        assert!(left.is_empty(), "{args:?}: {left:?}\n{out}");
    }
}

#[test]
fn the_pages_of_diff_compare_and_standings_come_from_the_catalogue() {
    let dir = std::env::temp_dir().join(format!("caipan-pseudo-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let page = dir.join("page.html");
    let page = page.to_string_lossy();
    let double = "cases/go/double-move-then-count.case";
    let swiss = "cases/tournaments/swiss-buchholz.standings";
    let runs: Vec<(Vec<&str>, Option<&str>)> = vec![
        (vec!["diff", "go-1988", "go-2002", "--html", &page], None),
        (
            vec!["diff", "gomoku-2013", "renju-1996", "--html", &page],
            None,
        ),
        (
            vec![
                "compare",
                double,
                "--editions",
                "go-1988,go-2002",
                "--html",
                &page,
            ],
            Some(double),
        ),
        (
            vec!["standings", "-e", "go-2002", swiss, "--html", &page],
            Some(swiss),
        ),
    ];
    for (args, input) in runs {
        let _ = view(&args, input);
        let html = std::fs::read_to_string(&*page).unwrap_or_default();
        assert!(html.contains('⟦'), "{args:?}: {html}");
        let typed = input
            .map(|f| std::fs::read_to_string(format!("{}/{f}", root!())).unwrap_or_default())
            .unwrap_or_default()
            + &args.join(" ");
        let left = unmarked(&page_text(&html), &typed);
        assert!(left.is_empty(), "{args:?}: {left:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
