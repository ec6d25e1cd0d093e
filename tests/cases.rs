//! The case library: every file under `cases/` is a record with its
//! expectations in YAML front matter. Each case is judged under every
//! edition it names; the findings (move, player, event, verdict, articles)
//! and the result must match exactly, and the full text judgement is
//! snapshotted beside the case. Expectations are checked first, so a
//! careless snapshot accept cannot bless a regression.

use caipan::judgement::Judgement;
use caipan::ruleset::{self, load_yaml};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CaseSpec {
    title: String,
    dispute: String,
    /// Articles the case exercises: each must be cited in some judgement.
    articles: Vec<String>,
    expect: BTreeMap<String, Expect>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    findings: Vec<ExpectFinding>,
    result: ExpectResult,
    #[serde(default)]
    remarks: usize,
    #[serde(default)]
    defect: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectFinding {
    #[serde(rename = "move")]
    move_number: u32,
    player: Option<String>,
    event: String,
    rule: Option<String>,
    #[serde(default)]
    verdict: Vec<String>,
    choices: Option<Vec<Vec<String>>>,
    claim: Option<String>,
    ruling: Option<bool>,
    articles: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectResult {
    outcome: String,
    margin: Option<f64>,
}

fn names<T: serde::Serialize>(v: &[T]) -> Vec<String> {
    v.iter()
        .map(|x| {
            serde_json::to_value(x)
                .unwrap()
                .as_str()
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

/// Compare one judgement with its expectations; returns the mismatches.
fn compare(j: &Judgement, e: &Expect) -> Vec<String> {
    let mut errors = Vec::new();
    if j.findings.len() != e.findings.len() {
        errors.push(format!(
            "expected {} findings, got {}",
            e.findings.len(),
            j.findings.len()
        ));
    }
    for (i, (f, x)) in j.findings.iter().zip(&e.findings).enumerate() {
        let mut diff = |what: &str, got: String, want: String| {
            if got != want {
                errors.push(format!(
                    "finding {}: {what}: got {got}, expected {want}",
                    i + 1
                ));
            }
        };
        diff("move", f.move_number.to_string(), x.move_number.to_string());
        diff(
            "player",
            format!("{:?}", f.player.map(|p| p.letter())),
            format!("{:?}", x.player.as_deref()),
        );
        diff("event", f.event().to_string(), x.event.clone());
        if let Some(rule) = &x.rule {
            diff("rule", f.rule().to_string(), rule.clone());
        }
        diff("verdict", names(&f.verdict).join(" "), x.verdict.join(" "));
        let got_choices = f.choices().as_ref().map(|c| {
            c.options
                .iter()
                .map(|o| names(o).join("+"))
                .collect::<Vec<_>>()
                .join(" | ")
        });
        let want_choices = x.choices.as_ref().map(|c| {
            c.iter()
                .map(|o| o.join("+"))
                .collect::<Vec<_>>()
                .join(" | ")
        });
        diff(
            "choices",
            format!("{got_choices:?}"),
            format!("{want_choices:?}"),
        );
        diff(
            "claim",
            format!("{:?}", f.claim.as_ref().map(|c| c.status)),
            format!("{:?}", x.claim.as_deref()),
        );
        diff(
            "ruling compliant",
            format!("{:?}", f.ruling.as_ref().map(|r| r.compliant)),
            format!("{:?}", x.ruling),
        );
        let got_articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
        diff("articles", got_articles.join(" "), x.articles.join(" "));
    }
    if j.result.outcome.name() != e.result.outcome {
        errors.push(format!(
            "result: got {}, expected {}",
            j.result.outcome.name(),
            e.result.outcome
        ));
    }
    if j.result.margin != e.result.margin {
        errors.push(format!(
            "margin: got {:?}, expected {:?}",
            j.result.margin, e.result.margin
        ));
    }
    if j.remarks.len() != e.remarks {
        errors.push(format!(
            "expected {} remarks, got {}: {:?}",
            e.remarks,
            j.remarks.len(),
            j.remarks
        ));
    }
    if j.defect.is_some() != e.defect {
        errors.push(format!("defect: got {:?}, expected {}", j.defect, e.defect));
    }
    errors
}

fn case_files() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut files: Vec<_> = walkdir::WalkDir::new(&root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "case"))
        .map(|e| e.into_path())
        .collect();
    files.sort();
    files
}

#[test]
fn every_case_meets_its_expectations() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = case_files();
    assert!(
        files.len() >= 40,
        "the case library has only {} cases",
        files.len()
    );
    let mut failures = Vec::new();
    let mut snapshots = Vec::new();
    let mut fired: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in &files {
        let rel = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let text = std::fs::read_to_string(path).unwrap();
        let record = match caipan::record::parse(&rel, &text) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("{rel}: {:?}", miette::Report::new(*e)));
                continue;
            }
        };
        let Some((front, _)) = &record.front_matter else {
            failures.push(format!("{rel}: no front matter with expectations"));
            continue;
        };
        let spec: CaseSpec = match load_yaml(&rel, front) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{rel}: {:?}", miette::Report::new(*e)));
                continue;
            }
        };
        assert!(
            !spec.title.is_empty() && !spec.dispute.is_empty(),
            "{rel}: title and dispute are required"
        );
        if spec.expect.is_empty() {
            failures.push(format!("{rel}: expects nothing"));
        }
        let mut cited = Vec::new();
        for (edition, expect) in &spec.expect {
            let rules = ruleset_for(edition);
            let judgement = match caipan::judge(&rules, &record, &rel, &text) {
                Ok((j, _)) => j,
                Err(e) => {
                    failures.push(format!("{rel} [{edition}]: {:?}", miette::Report::new(*e)));
                    continue;
                }
            };
            for e in compare(&judgement, expect) {
                failures.push(format!("{rel} [{edition}]: {e}"));
            }
            cited.extend(
                judgement
                    .findings
                    .iter()
                    .flat_map(|f| f.articles().iter().map(|a| a.id.clone())),
            );
            cited.extend(judgement.result.articles.iter().cloned());
            let base = edition.split('+').next().unwrap_or(edition).to_string();
            fired
                .entry(base)
                .or_default()
                .extend(judgement.findings.iter().map(|f| f.rule().to_string()));
            let stem = path.file_stem().unwrap().to_string_lossy().to_string();
            snapshots.push((
                path.parent().unwrap().join("snapshots"),
                format!("{stem}@{edition}"),
                rel.clone(),
                judgement,
            ));
        }
        for a in &spec.articles {
            if !cited.contains(a) {
                failures.push(format!(
                    "{rel}: says it exercises {a}, but no judgement cites it"
                ));
            }
        }
    }
    // Every rule of every built-in edition must fire in some case.
    for (id, _, _) in ruleset::BUILT_IN {
        let rules = ruleset::resolve(id).unwrap();
        let done = fired.get(*id).cloned().unwrap_or_default();
        for rule in &rules.rules {
            if !done.contains(&rule.id) {
                failures.push(format!(
                    "{id}: rule {} ({}) fires in no case",
                    rule.id,
                    rule.articles.join(", ")
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} case failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    for (dir, name, rel, judgement) in snapshots {
        insta::with_settings!({snapshot_path => dir, prepend_module_to_snapshot => false, input_file => rel, omit_expression => true}, {
            insta::assert_snapshot!(name, caipan::render::text::judgement(&judgement));
        });
    }
}

/// The ruleset an expectation key names: `EDITION` or `EDITION+SUPPLEMENT`,
/// the supplement being `rulesets/supplements/SUPPLEMENT.yaml`.
fn ruleset_for(key: &str) -> caipan::Ruleset {
    let (edition, supplement) = match key.split_once('+') {
        Some((e, s)) => (
            e,
            Some(format!(
                "{}/rulesets/supplements/{s}.yaml",
                env!("CARGO_MANIFEST_DIR")
            )),
        ),
        None => (key, None),
    };
    ruleset::resolve_with(edition, supplement.as_deref())
        .unwrap_or_else(|e| panic!("{key}: {:?}", miette::Report::new(*e)))
}
