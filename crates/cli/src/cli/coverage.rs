//! `caipan coverage`: for every article, clause and item, whether a rule
//! encodes it, how many cases exercise it, or why no record can show it.

use super::ReportFormat;
use super::output::{Out, Outcome};
use caipan::ruleset::Ruleset;
use std::process::ExitCode;

pub(crate) fn coverage(
    out: &mut Out,
    m: &caipan::render::messages::Messages,
    edition: Option<&str>,
    format: ReportFormat,
    cases: Option<&str>,
) -> Outcome {
    let editions: Vec<Ruleset> = super::rulesets::one_or_all(edition)?;
    let index = super::cite::case_library(cases);
    let mut json = Vec::new();
    for rs in &editions {
        let rows = caipan::coverage::coverage(rs, &index);
        match format {
            ReportFormat::Json => {
                json.push(serde_json::json!({"edition": rs.id, "provisions": rows}))
            }
            _ => {
                out.put(&format!("## {}\n\n", rs.id))?;
                out.put(&caipan::coverage::markdown(m, rs, &rows))?;
                out.put("\n")?;
            }
        }
    }
    if matches!(format, ReportFormat::Json) {
        out.put(&caipan::render::json::pretty(&json))?;
        out.put("\n")?;
    }
    Ok(ExitCode::SUCCESS)
}
