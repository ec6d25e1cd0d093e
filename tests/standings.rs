//! The tournament cases (`cases/tournaments/*.standings`): each states in
//! its front matter the standings it expects under each edition, place by
//! place, with what decided every tie; the harness checks them and that the
//! clauses the case quotes are cited, then snapshots the standings as text.

mod common;

use caipan::tournament::{Standings, front_matter, read_tournament, standings};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Front {
    title: String,
    dispute: String,
    articles: Vec<String>,
    expect: BTreeMap<String, Vec<ExpectRow>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectRow {
    place: String,
    id: String,
    points: Option<f64>,
    decided: Option<ExpectDecision>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectDecision {
    /// The criterion's name, or `tied`.
    by: String,
    values: Option<[f64; 2]>,
}

/// Two decimals, as an expectation writes an average.
fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

fn place(r: &caipan::tournament::Row) -> String {
    match r.place {
        Some((a, b)) if a == b => a.to_string(),
        Some((a, b)) => format!("{a}-{b}"),
        None => "void".into(),
    }
}

/// Every difference between the standings and the expectation.
fn compare(s: &Standings, want: &[ExpectRow]) -> Vec<String> {
    let mut errors = Vec::new();
    if s.rows.len() != want.len() {
        errors.push(format!("{} rows, expected {}", s.rows.len(), want.len()));
    }
    for (k, (got, w)) in s.rows.iter().zip(want).enumerate() {
        let at = format!("row {}", k + 1);
        if got.id != w.id || place(got) != w.place {
            errors.push(format!(
                "{at}: got {} {}, expected {} {}",
                place(got),
                got.id,
                w.place,
                w.id
            ));
        }
        if let Some(p) = w.points
            && p != got.values.points
        {
            errors.push(format!(
                "{at}: {} has {} points, expected {p}",
                got.id, got.values.points
            ));
        }
        let decided = got.decided.as_ref().map(|d| {
            let by = d
                .criterion
                .map_or("tied".to_string(), |c| c.name().to_string());
            (by, d.values.map(|(a, b)| [round(a), round(b)]))
        });
        let wanted = w
            .decided
            .as_ref()
            .map(|d| (d.by.clone(), d.values.map(|[a, b]| [round(a), round(b)])));
        if decided != wanted {
            errors.push(format!(
                "{at}: {} decided {decided:?}, expected {wanted:?}",
                got.id
            ));
        }
    }
    errors
}

/// The articles the standings cite (points, the criteria that decided a
/// tie, the text's word on ties, withdrawals).
fn cited(s: &Standings) -> Vec<String> {
    let mut out = vec![s.points.article.clone()];
    out.extend(s.match_points.iter().map(|m| m.article.clone()));
    out.extend(
        s.rows
            .iter()
            .filter_map(|r| r.decided.as_ref()?.article.clone()),
    );
    out.extend(s.withdrawals.iter().filter_map(|w| w.article.clone()));
    out.extend(s.pairings.iter().map(|p| p.article.clone()));
    out
}

/// An expectation's edition: `gomoku-2013`, or `gomoku-2013 + SUPPLEMENT`
/// with one of the example supplements (`rulesets/supplements/ID.yaml`),
/// for a reading a supplement chooses.
fn ruleset(key: &str) -> Result<caipan::ruleset::Ruleset, String> {
    let (edition, supplement) = match key.split_once(" + ") {
        Some((e, s)) => (
            e,
            Some(format!(
                "{}/rulesets/supplements/{s}.yaml",
                env!("CARGO_MANIFEST_DIR")
            )),
        ),
        None => (key, None),
    };
    caipan::ruleset::resolve_with(edition, supplement.as_deref()).map_err(|e| format!("{key}: {e}"))
}

fn run(path: &Path, rel: &str) -> Result<(), libtest_mimic::Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{rel}: {e}"))?;
    let front = front_matter(&text).ok_or(format!("{rel}: no front matter"))?;
    let front: Front =
        caipan::ruleset::load_yaml(rel, &front).map_err(|e| format!("{rel}: {e}"))?;
    if front.title.is_empty() || front.dispute.is_empty() || front.expect.is_empty() {
        return Err(format!("{rel}: a case needs a title, a dispute and expectations").into());
    }
    let tournament =
        read_tournament(rel, &text).map_err(|e| format!("{rel}: {:?}", miette::Report::new(*e)))?;
    let mut errors = Vec::new();
    let mut all_cited = Vec::new();
    for (edition, want) in &front.expect {
        let rs = ruleset(edition)?;
        let s = standings(&tournament, &rs).map_err(|e| format!("{rel} [{edition}]: {e}"))?;
        errors.extend(
            compare(&s, want)
                .into_iter()
                .map(|e| format!("{rel} [{edition}]: {e}")),
        );
        all_cited.extend(cited(&s));
        let dir = path
            .parent()
            .map(|d| d.join("snapshots"))
            .unwrap_or_default();
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let name = format!("{stem}@{}", edition.replace(" + ", "+"));
        insta::with_settings!({snapshot_path => dir, prepend_module_to_snapshot => false, input_file => rel, omit_expression => true}, {
            insta::assert_snapshot!(name, caipan::render::standings::standings(caipan::render::messages::en(), &s, &rs, false));
        });
    }
    for a in &front.articles {
        if !all_cited.contains(a) {
            errors.push(format!(
                "{rel}: says it exercises {a}, but no standings cite it"
            ));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n").into())
    }
}

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = common::case_files("tournaments", &["standings"]);
    let mut trials = vec![libtest_mimic::Trial::test("there are tournament cases", {
        let n = files.len();
        move || {
            if n >= 10 {
                Ok(())
            } else {
                Err(format!("only {n} tournament cases").into())
            }
        }
    })];
    for path in files {
        let rel = path
            .strip_prefix(root)
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default();
        let name = rel
            .trim_start_matches("cases/")
            .trim_end_matches(".standings")
            .to_string();
        trials.push(libtest_mimic::Trial::test(name, move || run(&path, &rel)));
    }
    libtest_mimic::run(&args, trials).exit();
}
