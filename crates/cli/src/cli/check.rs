//! `caipan check`: records, SGF files, directories and standard input
//! judged one game at a time, on every core (rayon) when one edition judges
//! them all; output in the order of the paths, a summary at the end of a run
//! over several games, a progress bar (indicatif) on a terminal.

use super::commands::{exit, failed};
use super::inputs::{Input, Selection, expand, read_inputs};
use super::output::{Fail, Out, Outcome, show};
use super::rulesets::{Rulesets, edition_of};
use super::summary::Summary;
use super::{CheckFormat, Judging, KomiFrom};
use caipan::error::Text;
use caipan::judgement::{Judgement, Mode};
use caipan::record::ast::Record;
use caipan::render;
use caipan::render::json::Entry;
use rayon::prelude::*;

/// How `check` reads and writes, beside the edition and the files.
pub(crate) struct CheckOptions {
    /// The output format.
    pub format: CheckFormat,
    /// `--as`, if given.
    pub judging: Option<Judging>,
    /// `--glob` patterns choosing the files under directories.
    pub globs: Vec<String>,
    /// `--expect`: each judgement as a case file's expectation block.
    pub expect: bool,
    /// `--board`: the position at each finding, in the text output.
    pub board: bool,
    /// `--html OUT`: every judgement also written as one HTML report.
    pub html: Option<String>,
    /// `--komi`: the edition's komi, or the record's own.
    pub komi: KomiFrom,
}

pub(crate) fn check(
    out: &mut Out,
    edition: Option<&str>,
    supplements: &[String],
    options: &CheckOptions,
    files: &[String],
) -> Outcome {
    let CheckOptions {
        format, judging, ..
    } = *options;
    let mut rulesets = Rulesets::new(supplements)?;
    match edition {
        Some(id) => {
            let id = rulesets.get(id)?.id.clone();
            rulesets.check_used(&[id])?;
        }
        // Supplements must extend an edition the records name: checked
        // once they are read (standard input cannot be read twice), and
        // nothing is written before (see the end).
        None if !supplements.is_empty() => out.hold(),
        None => {}
    }
    let mut judged: Vec<Result<Judgement, render::error::ErrorObject>> = Vec::new();
    let mut unusable = false;
    let mut violation = false;
    let mut summary = Summary::default();
    let expanded = expand(files, &Selection::new(&options.globs)?);
    let paths = expanded.paths;
    // An entry passed over is input not judged: it shows in the summary
    // and in the exit code.
    unusable |= !expanded.skipped.is_empty();
    let many = paths.len() > 1 || !expanded.skipped.is_empty() || !expanded.empty.is_empty();
    emit_skipped(out, format, &mut judged, &expanded.skipped)?;
    for dir in &expanded.empty {
        unusable = true;
        let passed_over = expanded
            .skipped
            .iter()
            .filter(|(n, _)| n.starts_with(dir.as_str()))
            .count();
        let report = miette::miette!(
            code = "caipan::input::no_records",
            help = "caipan judges the .sgf and .case files under a directory (or those the --glob patterns select)",
            "no records in {dir}{}",
            match passed_over {
                0 => String::new(),
                n => format!(" ({n} entries passed over: see the summary)"),
            }
        );
        let e = failed(report, dir);
        summary.failed(dir, &e);
        emit_failure(out, format, &mut judged, e)?;
    }
    summary.skipped(expanded.skipped);
    let mut games = 0usize;
    // With one edition for every record, archives are read and judged on
    // every core, a batch of paths at a time; output keeps the paths' order.
    let fixed = match edition {
        Some(id) => Some(rulesets.get(id)?.clone()),
        None => None,
    };
    let progress = progress_bar(paths.len());
    let mut reported: Vec<Judgement> = Vec::new();
    for batch in paths.chunks(BATCH) {
        let judged_batch: Vec<PathGames> = match &fixed {
            Some(rules) => batch
                .par_iter()
                .map(|path| {
                    judge_path(
                        path,
                        |name, text, record, mode| {
                            judge_game(rules, name, text, record, mode, options)
                        },
                        judging,
                    )
                })
                .collect(),
            None => batch
                .iter()
                .map(|path| {
                    judge_path(
                        path,
                        |name, text, record, mode| {
                            let rules = edition_of(&mut rulesets, None, name, text, record)?;
                            judge_game(rules, name, text, record, mode, options)
                        },
                        judging,
                    )
                })
                .collect(),
        };
        progress.inc(batch.len() as u64);
        for (path, outcome) in batch.iter().zip(judged_batch) {
            let list = match outcome {
                Ok(list) => list,
                Err(Fail::Pipe) => return Err(Fail::Pipe),
                Err(Fail::Report(report)) => {
                    unusable = true;
                    let e = failed(report, path);
                    summary.failed(path, &e);
                    emit_failure(out, format, &mut judged, e)?;
                    continue;
                }
            };
            for (name, outcome) in list {
                games += 1;
                let outcome = outcome.map(|(j, defect)| {
                    if let Some(d) = defect {
                        show(&miette::Report::new(*d));
                        unusable = true;
                    }
                    j
                });
                match outcome {
                    Ok(mut j) => {
                        violation |= j.has_violation();
                        summary.judged(&j);
                        if options.html.is_some() {
                            reported.push(j.clone());
                        }
                        // Diagrams drawn for the HTML report are not the
                        // standard output's unless `--board` asks.
                        if !options.board {
                            j.boards.clear();
                        }
                        match format {
                            _ if options.expect => out.put(&render::expect::block(&j))?,
                            CheckFormat::Text => {
                                out.put(&render::text::judgement(&j))?;
                                if many || games > 1 {
                                    out.put("\n")?;
                                }
                            }
                            CheckFormat::Jsonl => {
                                out.put(&render::json::entries_line(&Entry::judged(&j)))?;
                                out.put("\n")?;
                            }
                            CheckFormat::Json => judged.push(Ok(j)),
                        }
                    }
                    Err(Fail::Pipe) => return Err(Fail::Pipe),
                    Err(Fail::Report(report)) => {
                        unusable = true;
                        let e = failed(report, &name);
                        summary.failed(&name, &e);
                        emit_failure(out, format, &mut judged, e)?;
                    }
                }
            }
        }
    }
    progress.finish_and_clear();
    if edition.is_none() {
        let used = rulesets.check_all_used();
        out.release(used.is_ok())?;
        used?;
    }
    if let Some(path) = &options.html {
        super::output::write_file(path, &render::html::judgements(&reported))?;
    }
    match format {
        CheckFormat::Json => {
            let entries: Vec<Entry<'_>> = judged
                .iter()
                .map(|r| match r {
                    Ok(j) => Entry::judged(j),
                    Err(e) => Entry::failed(e.clone()),
                })
                .collect();
            out.put(&render::json::entries(&entries))?;
            out.put("\n")?;
        }
        CheckFormat::Jsonl => {
            out.put(&summary.json())?;
            out.put("\n")?;
        }
        _ if options.expect => {}
        // A summary when more than one game was judged.
        CheckFormat::Text if games > 1 || many => out.put(&summary.text())?,
        CheckFormat::Text => {}
    }
    Ok(exit(unusable, violation))
}

/// Paths judged per batch: enough to keep both cores busy, few enough that
/// the judgements waiting to be written stay small.
const BATCH: usize = 256;

/// One game's judgement (with the record's defect, if any), or why there is none.
type GameOutcome = Result<(Judgement, Option<Box<caipan::error::RecordError>>), Fail>;

/// The games of one path, by name; or why the path cannot be read.
type PathGames = Result<Vec<(String, GameOutcome)>, Fail>;

/// Judge one game, with the positions of its findings drawn when the
/// output shows them (`--board`, `--html`).
fn judge_game(
    rules: &caipan::Ruleset,
    name: &str,
    text: &Text,
    record: &Record,
    mode: Option<Mode>,
    options: &CheckOptions,
) -> GameOutcome {
    let own;
    let rules = match options.komi {
        KomiFrom::File => match komi_from_record(rules, record) {
            Some(r) => {
                own = r;
                &own
            }
            None => rules,
        },
        KomiFrom::Edition => rules,
    };
    let boards = options.board || options.html.is_some();
    let (j, defect) = caipan::judge_with(rules, record, name, text, mode, boards)?;
    Ok((j, defect))
}

/// Read one path and judge each of its games with `judge`, given the game
/// (its name, text and record) and the mode the command line and the source
/// choose.
fn judge_path(
    path: &str,
    mut judge: impl FnMut(&str, &Text, &Record, Option<Mode>) -> GameOutcome,
    judging: Option<Judging>,
) -> PathGames {
    let inputs = read_inputs(path)?;
    Ok(inputs
        .into_iter()
        .map(|input| {
            let Input {
                name,
                text,
                record,
                sgf,
            } = input;
            let outcome = record.and_then(|record| {
                // The command line, else the record's tag, else by source.
                let mode = match judging {
                    Some(Judging::Ruled) => Some(Mode::AsRuled),
                    Some(Judging::Played) => Some(Mode::AsPlayed),
                    None if sgf && record.tag("Judging").is_none() => Some(Mode::AsPlayed),
                    None => None,
                };
                judge(&name, &text, &record, mode)
            });
            (name, outcome)
        })
        .collect())
}

/// The edition with the record's own komi (its source's, in points) in place
/// of the article's, marked as set by the file; `None` when the record
/// writes none or the same, or the edition does not count.
fn komi_from_record(rules: &caipan::Ruleset, record: &Record) -> Option<caipan::Ruleset> {
    let (points, _) = record.source.komi?;
    let scoring = rules.scoring.as_ref()?;
    let komi = points / scoring.points_per_unit;
    let i = scoring.komi;
    if (rules.parameters.get(i)?.value - komi).abs() < 1e-9 {
        return None;
    }
    let mut own = rules.clone();
    own.parameters[i].value = komi;
    own.parameters[i].supplement = Some((
        "the record's KM[]".into(),
        format!("--komi file: the record's {points} points"),
    ));
    Some(own)
}

/// A progress bar on standard error for runs over more than one batch,
/// drawn only on a terminal (indicatif hides it on a pipe or a file).
fn progress_bar(paths: usize) -> indicatif::ProgressBar {
    if paths <= BATCH || !std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(paths as u64);
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "judging {bar:40} {pos}/{len} files, {elapsed} (about {eta} left)",
    ) {
        bar.set_style(style);
    }
    bar
}

/// Entries passed over under directories, each as an input not judged.
fn emit_skipped(
    out: &mut Out,
    format: CheckFormat,
    judged: &mut Vec<Result<Judgement, render::error::ErrorObject>>,
    skipped: &[(String, String)],
) -> Result<(), Fail> {
    for (name, why) in skipped {
        let report = miette::miette!(
            code = "caipan::input::skipped",
            help = "caipan reads regular files; links are followed to the files they name",
            "{name} is not read: {why}"
        );
        emit_failure(out, format, judged, failed(report, name))?;
    }
    Ok(())
}

/// A game that could not be judged, in the output format's place.
fn emit_failure(
    out: &mut Out,
    format: CheckFormat,
    judged: &mut Vec<Result<Judgement, render::error::ErrorObject>>,
    e: render::error::ErrorObject,
) -> Result<(), Fail> {
    match format {
        CheckFormat::Json => judged.push(Err(e)),
        CheckFormat::Jsonl => {
            out.put(&render::json::entries_line(&Entry::failed(e)))?;
            out.put("\n")?;
        }
        CheckFormat::Text => {}
    }
    Ok(())
}
