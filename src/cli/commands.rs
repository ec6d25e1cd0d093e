//! The subcommands: each reads its inputs, calls the library, and writes
//! the report in the format asked for.

use super::inputs::{Input, expand, read_inputs, read_one};
use super::output::{Fail, Out, Outcome, show};
use super::rulesets::{Rulesets, edition_of};
use super::summary::Summary;
use super::{CheckFormat, Judging, ReportFormat};
use caipan::error::CliError;
use caipan::judgement::{Judgement, Mode};
use caipan::record::ast::Record;
use caipan::render;
use caipan::render::json::Entry;
use caipan::ruleset::{self, Ruleset};
use std::process::ExitCode;

/// Judge one record; a defect is reported and flagged, the judgement kept.
pub(crate) fn judge(
    rules: &Ruleset,
    record: &Record,
    file: &str,
    text: &str,
    unusable: &mut bool,
) -> Result<Judgement, Fail> {
    judge_in(rules, record, file, text, None, unusable)
}

/// [`judge`] as ruled or as played (`None`: as the record says).
pub(crate) fn judge_in(
    rules: &Ruleset,
    record: &Record,
    file: &str,
    text: &str,
    mode: Option<Mode>,
    unusable: &mut bool,
) -> Result<Judgement, Fail> {
    let (judgement, defect) = caipan::judge_as(rules, record, file, text, mode)?;
    if let Some(d) = defect {
        show(&miette::Report::new(*d));
        *unusable = true;
    }
    Ok(judgement)
}

pub(crate) fn exit(unusable: bool, violation: bool) -> ExitCode {
    match (unusable, violation) {
        (true, _) => ExitCode::from(2),
        (false, true) => ExitCode::from(1),
        _ => ExitCode::SUCCESS,
    }
}

/// A failed input of a multi-file run: shown on stderr, and kept for JSON.
pub(crate) fn failed(report: miette::Report, file: &str) -> render::error::ErrorObject {
    show(&report);
    render::error::object(report.as_ref(), Some(file))
}

pub(crate) fn check(
    out: &mut Out,
    edition: Option<&str>,
    supplements: &[String],
    format: CheckFormat,
    judging: Option<Judging>,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    match edition {
        Some(id) => {
            let id = rulesets.get(id)?.id.clone();
            rulesets.check_used(&[id])?;
        }
        // Supplements must extend an edition the records name: learn which
        // from their headers before judging anything.
        None if !supplements.is_empty() => {
            let named: Vec<String> = files
                .iter()
                .filter_map(|f| caipan::input::read_text(f, caipan::input::RECORD_LIMIT).ok())
                .flat_map(|text| caipan::record::header_tags(&text))
                .filter(|t| t.key.eq_ignore_ascii_case("Edition"))
                .map(|t| t.value)
                .collect();
            rulesets.check_used(&named)?;
        }
        None => {}
    }
    let mut judged: Vec<Result<Judgement, render::error::ErrorObject>> = Vec::new();
    let mut unusable = false;
    let mut violation = false;
    let mut summary = Summary::default();
    let paths = expand(files);
    let mut games = 0usize;
    let many = paths.len() > 1;
    // With one edition for every record, archives are read and judged on
    // every core, a batch of paths at a time; output keeps the paths' order.
    let fixed = match edition {
        Some(id) => Some(rulesets.get(id)?.clone()),
        None => None,
    };
    for batch in paths.chunks(BATCH) {
        let judged_batch: Vec<PathGames> = match &fixed {
            Some(rules) => parallel(batch, |path| {
                judge_path(
                    path,
                    |name, text, record, mode| {
                        Ok(caipan::judge_as(rules, record, name, text, mode)?)
                    },
                    judging,
                )
            }),
            None => batch
                .iter()
                .map(|path| {
                    judge_path(
                        path,
                        |name, text, record, mode| {
                            let rules = edition_of(&mut rulesets, None, name, text, record)?;
                            Ok(caipan::judge_as(rules, record, name, text, mode)?)
                        },
                        judging,
                    )
                })
                .collect(),
        };
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
                    Ok(j) => {
                        violation |= j.has_violation();
                        summary.judged(&j);
                        match format {
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

/// Read one path and judge each of its games with `judge`, given the game
/// (its name, text and record) and the mode the command line and the source
/// choose.
fn judge_path(
    path: &str,
    mut judge: impl FnMut(&str, &str, &Record, Option<Mode>) -> GameOutcome,
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

/// `work` over `items` on every core, results in the items' order.
fn parallel<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items.len().max(1));
    if workers <= 1 {
        return items.iter().map(&work).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        mine.push((i, work(item)));
                    }
                    mine
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
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

pub(crate) fn compare(
    out: &mut Out,
    editions: &[String],
    supplements: &[String],
    format: ReportFormat,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let mut ids = Vec::new();
    for edition in editions {
        ids.push(rulesets.get(edition)?.id.clone());
    }
    rulesets.check_used(&ids)?;
    let mut unusable = false;
    let mut violation = false;
    let mut comparisons = Vec::new();
    let mut errors = Vec::new();
    for file in files {
        let outcome = (|| -> Result<caipan::compare::Comparison, Fail> {
            let (text, record) = read_one(file)?;
            let mut judgements = Vec::new();
            for edition in editions {
                let rules = rulesets.get(edition)?;
                judgements.push(judge(rules, &record, file, &text, &mut unusable)?);
            }
            violation |= judgements.iter().any(Judgement::has_violation);
            Ok(caipan::compare::compare(&judgements))
        })();
        match outcome {
            Ok(c) => comparisons.push(c),
            Err(Fail::Pipe) => return Err(Fail::Pipe),
            Err(Fail::Report(report)) => {
                unusable = true;
                errors.push(failed(report, file));
            }
        }
    }
    match format {
        ReportFormat::Text => {
            for c in &comparisons {
                out.put(&render::compare::text(c))?;
            }
        }
        ReportFormat::Markdown => {
            for c in &comparisons {
                out.put(&render::compare::markdown(c))?;
            }
        }
        ReportFormat::Json => {
            out.put(&render::compare::json_with_failures(&comparisons, errors))?;
            out.put("\n")?;
        }
    }
    Ok(exit(unusable, violation))
}

pub(crate) fn diff(
    out: &mut Out,
    from: &str,
    to: &str,
    supplements: &[String],
    format: ReportFormat,
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let a = rulesets.get(from)?.clone();
    let b = rulesets.get(to)?.clone();
    rulesets.check_used(&[a.id.clone(), b.id.clone()])?;
    let d = caipan::diff::diff(&a, &b);
    match format {
        ReportFormat::Text => out.put(&render::diff::text(&d))?,
        ReportFormat::Markdown => out.put(&render::diff::markdown(&d))?,
        ReportFormat::Json => {
            out.put(&render::diff::json(&d))?;
            out.put("\n")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn points(
    out: &mut Out,
    after: Option<u32>,
    edition: Option<&str>,
    supplements: &[String],
    format: CheckFormat,
    file: &str,
) -> Outcome {
    let mut rulesets = Rulesets::new(supplements)?;
    let (text, record) = read_one(file)?;
    let rules = edition_of(&mut rulesets, edition, file, &text, &record)?;
    let id = rules.id.clone();
    rulesets.check_used(std::slice::from_ref(&id))?;
    let rules = rulesets.get(&id)?;
    let report = caipan::engine::points(rules, &record, file, &text, after)?;
    match format {
        CheckFormat::Text => out.put(&render::points::text(&report))?,
        CheckFormat::Json => {
            out.put(&render::points::json(&report))?;
            out.put("\n")?;
        }
        CheckFormat::Jsonl => {
            out.put(&caipan::render::json::compact(&report))?;
            out.put("\n")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The annotated edition, with the case library of `cases` (or ./cases).
pub(crate) fn cite_annotated(out: &mut Out, edition: &str, cases: Option<&str>) -> Outcome {
    let rules = ruleset::resolve(edition)?;
    let dir = cases.unwrap_or("cases");
    let index = if cases.is_some() || std::path::Path::new(dir).is_dir() {
        caipan::case_index::index(dir)
    } else {
        Vec::new()
    };
    out.put(&render::annotated::annotated(&rules, &index))?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn cite(out: &mut Out, edition: &str, article: Option<&str>) -> Outcome {
    let rules = ruleset::resolve(edition)?;
    match article {
        None => out.put(&render::text::contents(&rules))?,
        Some(id) => {
            let text = render::text::cite(&rules, id).ok_or_else(|| {
                Box::new(CliError::UnknownArticle {
                    edition: rules.id.clone(),
                    id: caipan::error::quote(id),
                })
            })?;
            out.put(&text)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn editions(out: &mut Out) -> Outcome {
    let mut list = Vec::new();
    for (id, _, _) in ruleset::BUILT_IN {
        list.push(ruleset::resolve(id)?);
    }
    out.put(&render::text::editions(&list))?;
    Ok(ExitCode::SUCCESS)
}

/// `convert`: SGF to a record, or a record to SGF.
pub(crate) fn convert(out: &mut Out, edition: Option<&str>, game: usize, file: &str) -> Outcome {
    let inputs = read_inputs(file)?;
    let count = inputs.len();
    let Some(input) = inputs.into_iter().nth(game.saturating_sub(1)) else {
        return Err(Fail::Report(miette::miette!(
            help = "pass --game N with N from 1 to the number of games",
            "{file} has {count} game(s); there is no game {game}"
        )));
    };
    let record = input.record?;
    if input.sgf {
        out.put(&caipan::sgf::write::to_record_text(&record, &input.text))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut rulesets = Rulesets::new(&[])?;
    let rules = edition_of(&mut rulesets, edition, file, &input.text, &record)?;
    let shape = caipan::sgf::write::BoardShape {
        size: rules.board.size,
        columns: &rules.board.columns,
        game: rules.game.sgf_number(),
    };
    out.put(&caipan::sgf::write::to_sgf(&record, &input.text, &shape))?;
    Ok(ExitCode::SUCCESS)
}
