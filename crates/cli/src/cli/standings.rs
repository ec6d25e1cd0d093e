//! `caipan standings`: a tournament file ranked by an edition's tournament
//! articles, as text, Markdown or JSON.

use super::ReportFormat;
use super::output::{Fail, Out, Outcome};
use caipan::input::{RECORD_LIMIT, read_text};
use std::process::ExitCode;

pub(crate) fn standings(
    out: &mut Out,
    edition: Option<&str>,
    format: ReportFormat,
    file: &str,
) -> Outcome {
    let text = read_text(file, RECORD_LIMIT)?;
    let tournament = caipan::tournament::read_tournament(file, &text)?;
    let Some(id) = edition.or(tournament.edition.as_deref()) else {
        return Err(Fail::Report(miette::miette!(
            code = "caipan::tournament::edition",
            help = "name one: caipan standings --edition EDITION FILE (caipan editions lists them), or `edition:` under `tournament:`",
            "{file} names no edition and none was given"
        )));
    };
    let rs = caipan::ruleset::resolve(id)?;
    let standings = caipan::tournament::standings(&tournament, &rs)?;
    match format {
        ReportFormat::Json => {
            out.put(&caipan::render::json::pretty(&standings))?;
            out.put("\n")?;
        }
        ReportFormat::Text => out.put(&caipan::render::standings::standings(
            &standings, &rs, false,
        ))?,
        ReportFormat::Markdown => {
            out.put(&caipan::render::standings::standings(&standings, &rs, true))?
        }
    }
    Ok(ExitCode::SUCCESS)
}
