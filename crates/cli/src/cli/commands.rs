//! The subcommands: each reads its inputs, calls the library, and writes
//! the report in the format asked for.

use super::inputs::{read_inputs, read_one};
use super::output::{Fail, Out, Outcome, show};
use super::rulesets::{Extend, Rulesets, edition_of};
use super::{CheckFormat, ReportFormat};
use caipan::error::Stated;
use caipan::judgement::{Judgement, Mode};
use caipan::record::ast::Record;
use caipan::render;
use caipan::render::messages::Messages;
use caipan::ruleset::{self, Ruleset};
use caipan::said;
use std::process::ExitCode;

/// Judge one record; a defect is reported and flagged, the judgement kept.
pub(crate) fn judge(
    m: &Messages,
    rules: &Ruleset,
    record: &Record,
    file: &str,
    text: &str,
    unusable: &mut bool,
) -> Result<Judgement, Fail> {
    judge_in(m, rules, record, file, text, None, unusable)
}

/// [`judge`] as ruled or as played (`None`: as the record says).
pub(crate) fn judge_in(
    m: &Messages,
    rules: &Ruleset,
    record: &Record,
    file: &str,
    text: &str,
    mode: Option<Mode>,
    unusable: &mut bool,
) -> Result<Judgement, Fail> {
    let (judgement, defect) = caipan::judge_as(rules, record, file, text, mode)?;
    if let Some(d) = defect {
        show(&miette::Report::new(*d), m);
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
pub(crate) fn failed(
    m: &Messages,
    report: miette::Report,
    file: &str,
) -> render::error::ErrorObject {
    show(&report, m);
    render::error::object(report.as_ref(), Some(file))
}

pub(crate) fn compare(
    out: &mut Out,
    m: &'static Messages,
    editions: &[String],
    supplements: &[String],
    format: ReportFormat,
    html: Option<&str>,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(Extend::supplements(supplements))?;
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
                judgements.push(judge(m, rules, &record, file, &text, &mut unusable)?);
            }
            violation |= judgements.iter().any(Judgement::has_violation);
            Ok(caipan::compare::compare(&judgements))
        })();
        match outcome {
            Ok(c) => comparisons.push(c),
            Err(Fail::Pipe) => return Err(Fail::Pipe),
            Err(Fail::Report(report)) => {
                unusable = true;
                errors.push(failed(m, report, file));
            }
        }
    }
    if let Some(path) = html {
        super::output::write_file(path, &render::compare_html::comparisons(m, &comparisons))?;
    }
    match format {
        ReportFormat::Text => {
            for c in &comparisons {
                out.put(&render::compare::text(m, c))?;
            }
        }
        ReportFormat::Markdown => {
            for c in &comparisons {
                out.put(&render::compare::markdown(m, c))?;
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
    m: &'static Messages,
    [from, to]: [&str; 2],
    supplements: &[String],
    format: ReportFormat,
    texts: bool,
    html: Option<&str>,
) -> Outcome {
    let mut rulesets = Rulesets::new(Extend::supplements(supplements))?;
    let a = rulesets.get(from)?.clone();
    let b = rulesets.get(to)?.clone();
    rulesets.check_used(&[a.id.clone(), b.id.clone()])?;
    // Editions of different games share no topic worth a table of changes.
    if a.game != b.game {
        return Err(Fail::Report(miette::Report::new(Stated::new(
            "caipan::diff::games",
            said!(
                "cli-diff-games",
                a = a.id,
                game_a = a.game.name(),
                b = b.id,
                game_b = b.game.name()
            ),
            said!("cli-diff-games-help"),
        ))));
    }
    let d = caipan::diff::diff(&a, &b);
    if let Some(path) = html {
        super::output::write_file(path, &render::memo_html::diff(m, &d))?;
    }
    match format {
        ReportFormat::Text => out.put(&render::diff::text(m, &d, texts))?,
        ReportFormat::Markdown => out.put(&render::diff::markdown(m, &d, texts))?,
        ReportFormat::Json => {
            out.put(&render::diff::json(&d))?;
            out.put("\n")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn points(
    out: &mut Out,
    m: &'static Messages,
    after: Option<&str>,
    edition: Option<&str>,
    extend: Extend,
    format: CheckFormat,
    files: &[String],
) -> Outcome {
    let mut rulesets = Rulesets::new(extend)?;
    // JSON is one document: its reports are kept. Text and JSON lines are
    // written as each position is reached.
    let mut kept = Vec::new();
    let mut written = 0usize;
    for file in files {
        let (text, record) = read_one(file)?;
        // The ruleset as resolved (a file's ruleset is known by its path,
        // not by the id inside it), loaded once for the run and borrowed:
        // a copy per file would also lose what judging derives from it.
        let id = edition_of(&mut rulesets, edition, file, &text, &record)?
            .id
            .clone();
        rulesets.check_used(std::slice::from_ref(&id))?;
        let rules = edition_of(&mut rulesets, edition, file, &text, &record)?;
        let asked = positions(after, &record)?;
        let mut emit = |r: caipan::engine::PointsReport| -> Result<(), Fail> {
            written += 1;
            match format {
                CheckFormat::Json => kept.push(r),
                CheckFormat::Text if written > 1 => {
                    out.put(&format!("\n{}", render::points::text(m, &r)))?
                }
                CheckFormat::Text => out.put(&render::points::text(m, &r))?,
                CheckFormat::Jsonl => out.put(&format!("{}\n", render::json::compact(&r)))?,
            }
            Ok(())
        };
        let in_order = asked
            .windows(2)
            .all(|w| w[0].unwrap_or(u32::MAX) <= w[1].unwrap_or(u32::MAX));
        if in_order {
            caipan::engine::points_each(rules, &record, file, &text, &asked, |_, r| emit(r))?;
        } else {
            for r in caipan::engine::points_at(rules, &record, file, &text, &asked)? {
                emit(r)?;
            }
        }
    }
    if matches!(format, CheckFormat::Json) {
        match kept.as_slice() {
            [one] => out.put(&render::points::json(one))?,
            many => out.put(&render::json::pretty(many))?,
        }
        out.put("\n")?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The positions `--after` asks for: the end (`None`), a list of move
/// counts, or `all` (the start and after every move).
fn positions(after: Option<&str>, record: &Record) -> Result<Vec<Option<u32>>, Fail> {
    let Some(after) = after else {
        return Ok(vec![None]);
    };
    if after.trim().eq_ignore_ascii_case("all") {
        let moves = record
            .events
            .iter()
            .filter(|e| {
                matches!(
                    e.kind,
                    caipan::record::ast::EventKind::Move(_) | caipan::record::ast::EventKind::Pass
                )
            })
            .count();
        let moves = u32::try_from(moves).unwrap_or(u32::MAX);
        return Ok((0..=moves).map(Some).collect());
    }
    after
        .split(',')
        .map(|n| {
            n.trim().parse::<u32>().map(Some).map_err(|_| {
                Fail::Report(miette::Report::new(Stated::uncoded(
                    said!("cli-not-a-move-count", n = n),
                    said!("cli-not-a-move-count-help"),
                )))
            })
        })
        .collect()
}

/// The annotated edition, with the case library of `cases` (or ./cases).
pub(crate) fn cite_annotated(
    out: &mut Out,
    m: &Messages,
    edition: &str,
    cases: Option<&str>,
) -> Outcome {
    let rules = ruleset::resolve(edition)?;
    let index = super::cite::case_library(cases);
    out.put(&render::annotated::annotated(m, &rules, &index))?;
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn editions(out: &mut Out, m: &Messages) -> Outcome {
    let list = ruleset::built_in_summaries()?;
    out.put(&render::text::editions(m, &list))?;
    Ok(ExitCode::SUCCESS)
}

/// `convert`: a game file to a record, or a record to SGF or .psq.
pub(crate) fn convert(
    out: &mut Out,
    to: super::ConvertTo,
    edition: Option<&str>,
    game: usize,
    file: &str,
) -> Outcome {
    let inputs = read_inputs(file)?;
    let count = inputs.len();
    let Some(input) = inputs.into_iter().nth(game.saturating_sub(1)) else {
        return Err(Fail::Report(miette::Report::new(Stated::uncoded(
            said!("cli-no-such-game", file = file, count = count, game = game),
            said!("cli-no-such-game-help"),
        ))));
    };
    let record = input.record?;
    if input.game_file {
        out.put(&caipan::sgf::write::to_record_text(&record, &input.text))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut rulesets = Rulesets::new(Extend::default())?;
    let rules = edition_of(&mut rulesets, edition, file, &input.text, &record)?;
    let shape = caipan::sgf::write::BoardShape::of(rules, &record);
    let (size, columns) = (shape.size, shape.columns);
    let written = match to {
        super::ConvertTo::Sgf => None,
        super::ConvertTo::Psq => Some(caipan::gamefiles::psq::write(
            &record,
            &input.text,
            size,
            columns,
        )),
        super::ConvertTo::Rif => Some(caipan::gamefiles::rif::write(&record, &input.text, columns)),
    };
    if let Some(written) = written {
        let file = written.map_err(|said| {
            Fail::Report(miette::Report::new(Stated::new(
                "caipan::convert::stones_only",
                said,
                said!("cli-convert-psq-help"),
            )))
        })?;
        out.put(&file)?;
        return Ok(ExitCode::SUCCESS);
    }
    out.put(&caipan::sgf::write::to_sgf(&record, &input.text, &shape))?;
    Ok(ExitCode::SUCCESS)
}
