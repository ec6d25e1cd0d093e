//! The case library: every file under `cases/` is a record with its
//! expectations in YAML front matter. Each case is judged under every
//! edition it names; the findings (move, player, event, verdict, articles)
//! and the result must match exactly, and the full text judgement is
//! snapshotted beside the case. Expectations are checked first, so a
//! careless snapshot accept cannot bless a regression. One test per case
//! file (libtest-mimic): `cargo test --test cases double-move`.

mod common;
#[path = "common/live.rs"]
mod live;
#[path = "common/unmarked.rs"]
mod unmarked;
#[path = "common/variants.rs"]
mod variants;

use caipan::judgement::{Judgement, Mode};
use caipan::ruleset::{self, load_yaml};
use std::collections::BTreeMap;
use std::path::Path;

use caipan::suite::expect::{CaseSpec, Expect, ExpectRefused};
use caipan::suite::{breaches, compare};

/// One trial per case file (so `cargo test double-move` runs that case and
/// a failure names its file), and one that every rule of every built-in
/// edition fires in some case.
fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = common::case_files("", &["case", "sgf"]);
    let mut trials = vec![
        libtest_mimic::Trial::test(
            "the case library is large enough and every rule fires in some case",
            {
                let files = files.clone();
                move || every_rule_fires(&files)
            },
        ),
        libtest_mimic::Trial::test("the pseudo-locale check finds stray words", || {
            unmarked::self_check().map_err(Into::into)
        }),
        libtest_mimic::Trial::test(
            "every verdict of every rule does the same to the game fixed, ruled or by default",
            {
                let files = files.clone();
                move || variants::verdicts_apply_alike(&judged_cases(&files)).map_err(Into::into)
            },
        ),
        libtest_mimic::Trial::test(
            "every ruling on every rule complies exactly when it gives what the text prescribes",
            {
                let files = files.clone();
                move || variants::rulings_checked_alike(&judged_cases(&files)).map_err(Into::into)
            },
        ),
        libtest_mimic::Trial::test(
            "every case judged a line at a time, as a game being played, judges as the whole record",
            {
                let files = files.clone();
                move || live::judged_alike(&judged_cases(&files)).map_err(Into::into)
            },
        ),
    ];
    for path in files {
        let rel = path
            .strip_prefix(root)
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default();
        let name = rel
            .trim_start_matches("cases/")
            .trim_end_matches(".case")
            .to_string();
        // An SGF case keeps its extension in the test name.
        trials.push(libtest_mimic::Trial::test(name, move || {
            run_case(&path, &rel).map(|_| ())
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}

/// A case whose record an edition refuses: the refusal's code and place.
fn refusal(
    rel: &str,
    text: &str,
    record: &caipan::record::ast::Record,
    edition: &str,
    want: &ExpectRefused,
    mode: Option<Mode>,
) -> Vec<String> {
    use miette::Diagnostic;
    let rules = ruleset_for(edition);
    match caipan::judge_as(&rules, record, rel, text, mode) {
        Ok(_) => vec![format!(
            "{rel} [{edition}]: judged, expected a refusal ({})",
            want.code
        )],
        Err(e) => {
            let code = e.code().map(|c| c.to_string()).unwrap_or_default();
            let shown = format!("{:?}", miette::Report::new(*e));
            let place = format!("{rel}:{}:{}]", want.line, want.column);
            let mut out = Vec::new();
            if code != want.code {
                out.push(format!(
                    "{rel} [{edition}]: refused with {code}, expected {}",
                    want.code
                ));
            }
            if !shown.contains(&place) {
                out.push(format!(
                    "{rel} [{edition}]: the refusal does not point at {place}\n{shown}"
                ));
            }
            out
        }
    }
}

/// Judge one case under every edition it names; every mismatch is listed
/// (not only the first), then the snapshots are checked.
fn run_case(path: &Path, rel: &str) -> Result<Vec<(String, Judgement)>, libtest_mimic::Failed> {
    let text = read_text(path).map_err(|e| format!("{rel}: {e}"))?;
    let (record, front, mode) = read_case(rel, &text)?;
    let Some(front) = &front else {
        return Err(format!("{rel}: no front matter with expectations").into());
    };
    let spec: CaseSpec =
        load_yaml(rel, front).map_err(|e| format!("{rel}: {:?}", miette::Report::new(*e)))?;
    let mut failures = Vec::new();
    if spec.title.is_empty() || spec.dispute.is_empty() {
        failures.push(format!("{rel}: title and dispute are required"));
    }
    if spec.expect.is_empty() && spec.refused.is_empty() {
        failures.push(format!("{rel}: expects nothing"));
    }
    for (edition, want) in &spec.refused {
        failures.extend(refusal(rel, &text, &record, edition, want, mode));
    }
    let mut cited = Vec::new();
    let mut judged = Vec::new();
    for (edition, expect) in &spec.expect {
        let rules = ruleset_for(edition);
        let judgement = match caipan::judge_as(&rules, &record, rel, &text, mode) {
            Ok((j, _)) => j,
            Err(e) => {
                failures.push(format!("{rel} [{edition}]: {:?}", miette::Report::new(*e)));
                continue;
            }
        };
        for e in compare(&judgement, expect) {
            failures.push(format!("{rel} [{edition}]: {e}"));
        }
        // `check --expect` writes what the harness reads: its block, read
        // back, matches the judgement it was written from.
        let block = caipan::render::expect::block(&judgement);
        let body: String = block.lines().skip(2).map(|l| format!("{l}\n")).collect();
        match load_yaml::<Expect>(rel, &body) {
            Ok(own) => {
                for e in compare(&judgement, &own) {
                    failures.push(format!("{rel} [{edition}]: check --expect round trip: {e}"));
                }
            }
            Err(e) => failures.push(format!(
                "{rel} [{edition}]: check --expect block does not read back: {:?}\n{block}",
                miette::Report::new(*e)
            )),
        }
        cited.extend(
            judgement
                .findings
                .iter()
                .flat_map(|f| f.articles().iter().map(|a| a.id.clone())),
        );
        cited.extend(judgement.result.articles.iter().cloned());
        // Every word the views show comes from the catalogue: rendered in
        // the pseudo-language, with the boards, nothing is left unmarked.
        if let Ok((with_boards, _)) = caipan::judge_with(&rules, &record, rel, &text, mode, true) {
            let stray = unmarked::unmarked(&with_boards);
            if !stray.is_empty() {
                failures.push(format!(
                    "{rel} [{edition}]: words written without the catalogue (pseudo-locale): {stray:?}"
                ));
            }
        }
        cited.extend(breaches(&judgement).flat_map(|b| b.articles));
        cited.extend(judgement.remarks.iter().flat_map(|r| match &r.about {
            caipan::judgement::About::Uncovered { articles, .. } => {
                articles.iter().map(|a| a.id.clone()).collect()
            }
            caipan::judgement::About::ConfirmationTakenBack { articles, .. } => articles.clone(),
            caipan::judgement::About::OtherBoard { article, .. } => vec![article.clone()],
            _ => Vec::new(),
        }));
        judged.push((edition.clone(), judgement));
    }
    for a in &spec.articles {
        if !cited.contains(a) {
            failures.push(format!(
                "{rel}: says it exercises {a}, but no judgement cites it"
            ));
        }
    }
    if !failures.is_empty() {
        return Err(format!("{} mismatches:\n{}", failures.len(), failures.join("\n")).into());
    }
    // The archive's games (cases/archive, made by scripts/archive_cases.py
    // and entered only where GNU Go and caipan agree) have no snapshot:
    // hundreds of machine-made texts nobody reads add nothing to their
    // expectations.
    if rel.starts_with("cases/archive/") {
        return Ok(judged);
    }
    // Expectations first: a careless snapshot accept cannot bless a regression.
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default();
    let dir = path
        .parent()
        .map(|p| p.join("snapshots"))
        .unwrap_or_default();
    // Every edition's snapshot is checked, each mismatch reported, before
    // the case fails: one run shows them all.
    let mut stale = Vec::new();
    for (edition, judgement) in &judged {
        let name = format!("{stem}@{edition}");
        let text = caipan::render::text::judgement(caipan::render::messages::en(), judgement);
        let checked = std::panic::catch_unwind(|| {
            insta::with_settings!({snapshot_path => dir.clone(), prepend_module_to_snapshot => false, input_file => rel, omit_expression => true}, {
                insta::assert_snapshot!(name.clone(), text);
            });
        });
        if checked.is_err() {
            stale.push(name);
        }
    }
    if !stale.is_empty() {
        return Err(format!(
            "{rel}: the judgement differs from the snapshot for {} (see the diff above; `INSTA_UPDATE=always cargo test --test cases` rewrites them, to be read before committing)",
            stale.join(", ")
        )
        .into());
    }
    Ok(judged)
}

/// A case file's text: SGF cases are decoded as caipan decodes SGF (they
/// may be GBK), records are UTF-8.
fn read_text(path: &Path) -> std::io::Result<String> {
    if path.extension().is_some_and(|x| x == "sgf") {
        let bytes = std::fs::read(path)?;
        return Ok(caipan::sgf::decode::decode(&bytes).text);
    }
    std::fs::read_to_string(path)
}

/// A case's record, its front matter and how to judge it: a caipan record
/// as its tags say; an SGF case (`.sgf`, front matter first) by its first
/// game, as played unless it says otherwise (the CLI's default for SGF).
type Read = (caipan::record::ast::Record, Option<String>, Option<Mode>);

fn read_case(rel: &str, text: &str) -> Result<Read, libtest_mimic::Failed> {
    let report =
        |e: Box<caipan::error::RecordError>| format!("{rel}: {:?}", miette::Report::new(*e));
    if rel.ends_with(".sgf") {
        let (front, _) = caipan::sgf::front_matter(text);
        let games = caipan::sgf::games(rel, text).map_err(report)?;
        let Some(first) = games.into_iter().next() else {
            return Err(format!("{rel}: no game").into());
        };
        let record = first.map_err(report)?;
        let mode = record.tag("Judging").is_none().then_some(Mode::AsPlayed);
        return Ok((record, front, mode));
    }
    let record = caipan::record::parse(rel, text).map_err(report)?;
    let front = record.front_matter.as_ref().map(|(f, _)| f.clone());
    Ok((record, front, None))
}

/// Every case in our record format judged under each edition it expects,
/// as the generated checks vary them (SGF cases cannot take a ruling line).
fn judged_cases(files: &[std::path::PathBuf]) -> Vec<variants::Judged> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "case"))
    {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/");
        let Ok(text) = read_text(path) else { continue };
        let Ok((record, Some(front), mode)) = read_case(&rel, &text) else {
            continue;
        };
        let Ok(spec) = load_yaml::<CaseSpec>(&rel, &front) else {
            continue;
        };
        for key in spec.expect.keys() {
            let rules = ruleset_for(key);
            if let Ok((judgement, _)) = caipan::judge_as(&rules, &record, &rel, &text, mode) {
                out.push(variants::Judged {
                    rel: rel.clone(),
                    text: text.clone(),
                    record: record.clone(),
                    mode,
                    key: key.clone(),
                    rules,
                    judgement,
                });
            }
        }
    }
    out
}

/// Every rule of every built-in edition fires in some case.
fn every_rule_fires(files: &[std::path::PathBuf]) -> Result<(), libtest_mimic::Failed> {
    if files.len() < 40 {
        return Err(format!("the case library has only {} cases", files.len()).into());
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Rules fired, and cases, by edition and opening protocol
    // (`renju-1996/yamaguchi` where a supplement chose one).
    let mut fired: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut cases: BTreeMap<String, usize> = BTreeMap::new();
    for path in files {
        let rel = path
            .strip_prefix(root)
            .unwrap_or(path)
            .to_string_lossy()
            .replace('\\', "/");
        let Ok(text) = read_text(path) else {
            continue;
        };
        let Ok((record, Some(front), mode)) = read_case(&rel, &text) else {
            continue;
        };
        let Ok(spec) = load_yaml::<CaseSpec>(&rel, &front) else {
            continue;
        };
        let mut keys: Vec<String> = spec
            .expect
            .keys()
            .map(|k| protocol_key(&ruleset_for(k)))
            .collect();
        keys.dedup();
        for key in keys {
            *cases.entry(key).or_default() += 1;
        }
        for edition in spec.expect.keys() {
            let rules = ruleset_for(edition);
            if let Ok((j, _)) = caipan::judge_as(&rules, &record, &rel, &text, mode) {
                let at = fired.entry(protocol_key(&rules)).or_default();
                at.extend(j.findings.iter().map(|f| f.rule().to_string()));
                at.extend(breaches(&j).map(|b| b.rule));
            }
        }
    }
    let mut failures = Vec::new();
    for (id, _, _) in ruleset::BUILT_IN {
        let edition = ruleset_for(id);
        for rules in std::iter::once(&*edition).chain(&edition.protocols) {
            let key = protocol_key(rules);
            let done = fired.get(&key).cloned().unwrap_or_default();
            // A protocol's rule the edition has word for word fires in the
            // edition's cases; the rules it brings or rewords, in its own.
            let own = |rule: &&caipan::ruleset::Rule| {
                let base = edition.rules.iter().find(|b| b.id == rule.id);
                key == edition.id || base.is_none_or(|b| format!("{b:?}") != format!("{rule:?}"))
            };
            for rule in rules.rules.iter().filter(own) {
                if !done.contains(&rule.id) {
                    failures.push(format!(
                        "{key}: rule {} ({}) fires in no case",
                        rule.id,
                        rule.articles.join(", ")
                    ));
                }
            }
            // Every edition, and every protocol an edition may be played
            // with, has cases enough to show it.
            let n = cases.get(&key).copied().unwrap_or(0);
            if n < MIN_CASES {
                failures.push(format!("{key}: {n} cases, fewer than {MIN_CASES}"));
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n").into())
    }
}

/// Cases each edition, and each of its opening protocols, has at least.
const MIN_CASES: usize = 20;

/// An edition's key for the tally: its id, and the protocol a supplement
/// chose (`renju-1996/yamaguchi`).
fn protocol_key(rules: &caipan::Ruleset) -> String {
    match rules.protocol.as_ref().filter(|p| p.source.is_some()) {
        Some(p) => format!("{}/{}", rules.id, p.id),
        None => rules.id.clone(),
    }
}

/// The ruleset an expectation key names: `EDITION` or `EDITION+SUPPLEMENT`,
/// the supplement being `rulesets/supplements/SUPPLEMENT.yaml`.
fn ruleset_for(key: &str) -> std::sync::Arc<caipan::Ruleset> {
    // Each ruleset is loaded once per test binary, shared by the trials.
    static CACHE: std::sync::OnceLock<
        std::sync::Mutex<BTreeMap<String, std::sync::Arc<caipan::Ruleset>>>,
    > = std::sync::OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(r) = cache.lock().unwrap().get(key) {
        return r.clone();
    }
    let loaded = std::sync::Arc::new(load_ruleset_for(key));
    cache
        .lock()
        .unwrap()
        .insert(key.to_string(), loaded.clone());
    loaded
}

fn load_ruleset_for(key: &str) -> caipan::Ruleset {
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
