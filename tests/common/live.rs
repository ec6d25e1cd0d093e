//! Every case judged a line at a time, as the referee judges a game while
//! it is played ([`caipan::engine::Live`]), gives the judgement the whole
//! record judged at once gives: the findings, remarks and result, to the
//! byte of their JSON.

use super::variants::Judged;

/// The case judged a piece at a time ([`caipan::engine::replay`]).
fn judged_live(case: &Judged) -> Result<caipan::Judgement, String> {
    let live = caipan::engine::replay(
        case.rules.clone(),
        (&case.rel, &case.text),
        &case.record,
        case.mode,
    )
    .map_err(|e| format!("head: {e}"))?;
    let mut judgement = live.finish();
    if judgement.defect.is_some() {
        // The game stops at a defect: the record's later lines are never
        // written, so they are not counted as written either.
        judgement.moves_written = case.judgement.moves_written;
    }
    Ok(judgement)
}

/// Each judged case, judged again a piece at a time, judges the same.
pub fn judged_alike(cases: &[Judged]) -> Result<(), String> {
    let mut failures = Vec::new();
    for case in cases {
        let whole = serde_json::to_string_pretty(&case.judgement).unwrap_or_default();
        match judged_live(case) {
            Ok(live) => {
                let live = serde_json::to_string_pretty(&live).unwrap_or_default();
                if live != whole {
                    let diff = whole
                        .lines()
                        .zip(live.lines())
                        .find(|(a, b)| a != b)
                        .map(|(a, b)| format!("whole: {a}\n  live: {b}"))
                        .unwrap_or_else(|| "lengths differ".into());
                    failures.push(format!("{} [{}]: {diff}", case.rel, case.key));
                }
            }
            Err(e) => failures.push(format!("{} [{}]: {e}", case.rel, case.key)),
        }
    }
    if cases.len() < 100 {
        failures.push(format!("only {} judged cases", cases.len()));
    }
    match failures.is_empty() {
        true => Ok(()),
        false => Err(failures.join("\n")),
    }
}
