//! `caipan suite`: the case library as a rules conformance suite. `export`
//! writes every case in the suite's format (one JSON file per case, one
//! JSONL of all, the JSON Schema beside them); `run` judges a suite's
//! cases with caipan and prints the pass rates by edition and by feature.

use super::SearchFormat;
use super::output::{Fail, Out, Outcome};
use caipan::error::Stated;
use caipan::render::messages::Messages;
use caipan::said;
use caipan::suite::format::SuiteCase;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What `suite` does.
#[derive(clap::Subcommand)]
pub(crate) enum SuiteAction {
    /// Write every case of the library as a suite case: DIR/ID.json for
    /// each, DIR/suite.jsonl with all, DIR/schema.json.
    Export {
        /// The case library.
        #[arg(long, default_value = "cases", value_name = "DIR")]
        cases: String,
        /// Where the suite is written.
        #[arg(value_name = "DIR")]
        out: String,
    },
    /// Judge a suite's cases (a directory of case JSON files, or a JSONL)
    /// and print the pass rates by edition and by feature; exit code 1
    /// when a case fails.
    Run {
        /// The suite: a directory or a .jsonl file.
        #[arg(value_name = "SUITE")]
        suite: String,
        /// Text, or JSON with every case's outcome.
        #[arg(long, short, value_enum, default_value = "text")]
        format: SearchFormat,
    },
}

fn fail(message: caipan::error::Said, help: caipan::error::Said) -> Fail {
    Fail::Report(miette::Report::new(Stated::new(
        "caipan::suite",
        message,
        help,
    )))
}

pub(crate) fn suite(out: &mut Out, m: &Messages, action: &SuiteAction) -> Outcome {
    match action {
        SuiteAction::Export { cases, out: dir } => export(out, m, cases, dir),
        SuiteAction::Run { suite, format } => {
            run(out, m, suite, matches!(format, SearchFormat::Json))
        }
    }
}

/// The case files under `dir`, in path order.
fn case_files(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| e.path().to_path_buf())
        .filter(|p| p.extension().is_some_and(|x| x == "case" || x == "sgf"))
        .collect();
    files.sort();
    files
}

fn export(out: &mut Out, m: &Messages, cases: &str, dir: &str) -> Outcome {
    let supplements = Path::new(cases).join("../rulesets/supplements");
    let ruleset = |key: &str| -> Result<caipan::Ruleset, String> {
        let (edition, supplement) = match key.split_once('+') {
            Some((e, s)) => (
                e,
                Some(supplements.join(format!("{s}.yaml")).display().to_string()),
            ),
            None => (key, None),
        };
        caipan::ruleset::resolve_with(edition, supplement.as_deref()).map_err(|e| e.to_string())
    };
    let supplement = |name: &str| -> Result<String, String> {
        let path = supplements.join(format!("{name}.yaml"));
        caipan::input::read_text(&path.display().to_string(), caipan::input::RULESET_LIMIT)
            .map_err(|e| e.to_string())
    };
    let mut all = String::new();
    let mut written = 0;
    for path in case_files(cases) {
        let name = path.display().to_string();
        let sgf = path.extension().is_some_and(|x| x == "sgf");
        let text = match sgf {
            // An SGF case is read as `caipan check` reads SGF: its charset.
            true => caipan::input::read_bytes(&name, caipan::input::RECORD_LIMIT)
                .map(|bytes| caipan::sgf::decode::decode(&bytes).text),
            false => caipan::input::read_text(&name, caipan::input::RECORD_LIMIT),
        }
        .map_err(|e| Fail::Report(miette::Report::new(*e)))?;
        let rel = path.strip_prefix(cases).unwrap_or(&path).with_extension("");
        let id = rel.to_string_lossy().replace('\\', "/");
        let source = caipan::suite::export::Source {
            id: &id,
            text: &text,
            sgf,
            ruleset: &ruleset,
            supplement: &supplement,
        };
        let case = caipan::suite::export::export(&source).map_err(|why| {
            fail(
                said!("cli-suite-export-case", why = why),
                said!("cli-suite-export-case-help"),
            )
        })?;
        let json = serde_json::to_string_pretty(&case).unwrap_or_default();
        write(&Path::new(dir).join(format!("{id}.json")), &json)?;
        all.push_str(&serde_json::to_string(&case).unwrap_or_default());
        all.push('\n');
        written += 1;
    }
    write(&Path::new(dir).join("suite.jsonl"), &all)?;
    write(&Path::new(dir).join("schema.json"), caipan::suite::SCHEMA)?;
    let said = said!("cli-suite-written", written = written, dir = dir);
    out.put(&format!("{}\n", m.said(&said)))?;
    Ok(ExitCode::SUCCESS)
}

/// Write a file, its directory made.
fn write(path: &Path, text: &str) -> Result<(), Fail> {
    let made = path.parent().map_or(Ok(()), std::fs::create_dir_all);
    made.and_then(|()| std::fs::write(path, text)).map_err(|e| {
        fail(
            said!("cli-suite-write", path = path.display(), e = e),
            said!("cli-suite-write-help"),
        )
    })
}

/// The suite's cases: every .json under a directory (schema.json aside),
/// or every line of a .jsonl.
fn read_suite(path: &str) -> Result<Vec<SuiteCase>, Fail> {
    let unread = |what: String| {
        fail(
            said!("cli-suite-unread", what = what),
            said!("cli-suite-unread-help"),
        )
    };
    let texts: Vec<(String, String)> = if path.ends_with(".jsonl") {
        let text = caipan::input::read_text(path, 1 << 30).map_err(|e| unread(e.to_string()))?;
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .enumerate()
            .map(|(k, l)| (format!("{path}:{}", k + 1), l.to_string()))
            .collect()
    } else {
        let mut files: Vec<PathBuf> = walkdir::WalkDir::new(path)
            .into_iter()
            .filter_map(Result::ok)
            .map(|e| e.path().to_path_buf())
            .filter(|p| {
                p.extension().is_some_and(|x| x == "json")
                    && p.file_name().is_some_and(|n| n != "schema.json")
            })
            .collect();
        files.sort();
        let mut texts = Vec::new();
        for f in files {
            let name = f.display().to_string();
            let text = caipan::input::read_text(&name, caipan::input::RECORD_LIMIT)
                .map_err(|e| unread(e.to_string()))?;
            texts.push((name, text));
        }
        texts
    };
    texts
        .into_iter()
        .map(|(name, text)| serde_json::from_str(&text).map_err(|e| unread(format!("{name}: {e}"))))
        .collect()
}

fn run(out: &mut Out, m: &Messages, path: &str, json: bool) -> Outcome {
    let cases = read_suite(path)?;
    let mut rulesets = caipan::suite::run::Rulesets::new();
    let mut tally = Tally::default();
    let mut outcomes = Vec::new();
    for case in &cases {
        let ran = caipan::suite::run::run(case, &mut rulesets).map_err(|why| {
            fail(
                said!("cli-suite-run-case", why = why),
                said!("cli-suite-run-case-help"),
            )
        })?;
        for r in ran {
            tally.count(case, &r);
            outcomes.push(serde_json::json!({"id": case.id, "key": r.key, "passed": r.failures.is_empty(), "failures": r.failures}));
        }
    }
    match json {
        true => out.put(&format!(
            "{}\n",
            serde_json::to_string_pretty(
                &serde_json::json!({"cases": cases.len(), "outcomes": outcomes})
            )
            .unwrap_or_default()
        ))?,
        false => out.put(&tally.text(m, cases.len()))?,
    }
    Ok(if tally.failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Passes and runs by edition and by feature, and the failures.
#[derive(Default)]
struct Tally {
    editions: BTreeMap<String, (usize, usize)>,
    features: BTreeMap<String, (usize, usize)>,
    failed: Vec<String>,
}

impl Tally {
    fn count(&mut self, case: &SuiteCase, ran: &caipan::suite::run::Ran) {
        let passed = usize::from(ran.failures.is_empty());
        let edition = ran.key.split('+').next().unwrap_or(&ran.key).to_string();
        let e = self.editions.entry(edition).or_default();
        *e = (e.0 + passed, e.1 + 1);
        for f in case.features.get(&ran.key).into_iter().flatten() {
            let e = self.features.entry(f.clone()).or_default();
            *e = (e.0 + passed, e.1 + 1);
        }
        if passed == 0 {
            self.failed.push(format!(
                "{} [{}]: {}",
                case.id,
                ran.key,
                ran.failures.join("; ")
            ));
        }
    }

    fn text(&self, m: &Messages, cases: usize) -> String {
        let (passed, all) = self
            .editions
            .values()
            .fold((0, 0), |(p, a), (x, y)| (p + x, a + y));
        let head = said!(
            "cli-suite-summary",
            cases = cases,
            all = all,
            passed = passed,
            failed = all - passed
        );
        let mut out = format!(
            "{}\n\n{}\n",
            m.said(&head),
            m.said(&said!("cli-suite-by-edition"))
        );
        for (k, (p, a)) in &self.editions {
            out.push_str(&format!("  {k:<24} {p:>4}/{a:<4}\n"));
        }
        out.push_str(&format!("\n{}\n", m.said(&said!("cli-suite-by-feature"))));
        for (k, (p, a)) in &self.features {
            out.push_str(&format!("  {k:<32} {p:>4}/{a:<4}\n"));
        }
        for f in &self.failed {
            out.push_str(&format!(
                "\n{}",
                m.said(&said!("cli-suite-failed", case = f))
            ));
        }
        out.push('\n');
        out
    }
}
