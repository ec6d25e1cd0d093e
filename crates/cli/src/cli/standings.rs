//! `caipan standings`: a tournament file (our YAML, or an EGF results
//! table) ranked by an edition's tournament articles, as text, Markdown or
//! JSON; with `--check`, the standings it publishes checked against them.

use super::ReportFormat;
use super::output::{Fail, Out, Outcome};
use caipan::input::{RECORD_LIMIT, read_text};
use caipan::tournament::{Tournament, looks_like_egf, read_egf, read_tournament};
use std::process::ExitCode;

pub(crate) fn standings(
    out: &mut Out,
    edition: Option<&str>,
    format: ReportFormat,
    (check, games): (bool, Option<&str>),
    file: &str,
) -> Outcome {
    let text = read_text(file, RECORD_LIMIT)?;
    let mut tournament = if looks_like_egf(&text) {
        read_egf(file, &text)?
    } else {
        read_tournament(file, &text)?
    };
    let Some(id) = edition.or(tournament.edition.as_deref()) else {
        return Err(Fail::Report(miette::miette!(
            code = "caipan::tournament::edition",
            help = "name one: caipan standings --edition EDITION FILE (caipan editions lists them), or `edition:` under `tournament:`",
            "{file} names no edition and none was given"
        )));
    };
    let rs = caipan::ruleset::resolve(id)?;
    let notes = match games {
        Some(dir) => {
            caipan::tournament::apply_records(&mut tournament, &rs, std::path::Path::new(dir))
        }
        None => Vec::new(),
    };
    let standings = caipan::tournament::standings(&tournament, &rs)?;
    let departures = check
        .then(|| published(&tournament, &standings))
        .transpose()?;
    let markdown = matches!(format, ReportFormat::Markdown);
    match format {
        ReportFormat::Json => {
            let json = serde_json::json!({"standings": standings, "departures": departures, "records": notes});
            out.put(&caipan::render::json::pretty(&json))?;
            out.put("\n")?;
        }
        _ => {
            out.put(&caipan::render::standings::standings(
                &standings, &rs, markdown,
            ))?;
            let named = tournament
                .games
                .iter()
                .filter(|g| g.record.is_some())
                .count();
            if games.is_none() && named > 0 {
                out.put(&format!(
                    "\n{named} pairing(s) name a game record; give --games DIR to judge them\n"
                ))?;
            }
            if !notes.is_empty() {
                out.put("\n")?;
                out.put(&caipan::render::standings::records(&notes, markdown))?;
            }
            if let Some(d) = &departures {
                out.put("\n")?;
                out.put(&caipan::render::standings::departures(d, markdown))?;
            }
        }
    }
    let departed = departures.is_some_and(|d| !d.is_empty());
    Ok(if departed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The published standings checked against the articles' order.
fn published(
    t: &Tournament,
    s: &caipan::tournament::Standings,
) -> Result<Vec<caipan::tournament::Departure>, Fail> {
    let Some(order) = &t.published else {
        return Err(Fail::Report(miette::miette!(
            code = "caipan::tournament::unpublished",
            help = "an EGF table publishes its places; in our format add `published: [ids, best first]`",
            "the file publishes no standings to check"
        )));
    };
    let ids: Vec<String> = order.iter().map(|&p| t.players[p].id.clone()).collect();
    Ok(caipan::tournament::check(s, &ids))
}
