//! Every case judged a line at a time, as the referee judges a game while
//! it is played ([`caipan::engine::Live`]), gives the judgement the whole
//! record judged at once gives: the findings, remarks and result, to the
//! byte of their JSON.

use super::variants::Judged;

/// Where each event's piece of the record begins: at the event, or at the
/// move number written before it (`12. B D4`), so the number travels with
/// its event; the notes and comments after an event stay in its piece.
fn cuts(text: &str, record: &caipan::record::ast::Record) -> Vec<usize> {
    record
        .events
        .iter()
        .map(|e| {
            let before = text[..e.span.start].trim_end();
            let number = before.trim_end_matches('.');
            let digits = number.trim_end_matches(|c: char| c.is_ascii_digit());
            let written = number.len() < before.len() && digits.len() < number.len();
            let starts_token = digits.is_empty() || digits.ends_with(char::is_whitespace);
            if written && starts_token {
                digits.len()
            } else {
                e.span.start
            }
        })
        .collect()
}

/// The one event the judge reads ahead of: a declaration of offers
/// (`declare-offers`'s effect) belongs to the move before it, and comes in
/// the same piece, as the referee writes them.
fn together(
    rules: &caipan::Ruleset,
    record: &caipan::record::ast::Record,
    mut cuts: Vec<usize>,
) -> Vec<usize> {
    use caipan::record::ast::EventKind;
    use caipan::vocabulary::Effect;
    for (i, e) in record.events.iter().enumerate().skip(1).rev() {
        if let EventKind::Conduct(c) = &e.kind
            && rules
                .event(&c.name)
                .is_some_and(|(_, d)| d.effect == Effect::DeclareOffers)
        {
            cuts.remove(i);
        }
    }
    cuts
}

/// The case judged a piece at a time: its head is everything before the
/// first move or pass (a setup written before it is the starting
/// position, which a game being played gives with its head).
fn judged_live(case: &Judged) -> Result<caipan::Judgement, String> {
    use caipan::record::ast::EventKind;
    let first = case
        .record
        .events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Move(_) | EventKind::Pass))
        .unwrap_or(case.record.events.len());
    let cuts = &together(&case.rules, &case.record, cuts(&case.text, &case.record))[first..];
    let head = cuts.first().copied().unwrap_or(case.text.len());
    let mut live =
        caipan::engine::Live::new(case.rules.clone(), &case.rel, &case.text[..head], case.mode)
            .map_err(|e| format!("head: {e}"))?;
    let ends = cuts.iter().skip(1).copied().chain([case.text.len()]);
    for (from, to) in cuts.iter().copied().zip(ends) {
        if live.push(&case.text[from..to]).is_err() {
            // The game stops at a defect: the record's later lines are
            // never written, so they are not counted as written either.
            let mut judgement = live.finish();
            judgement.moves_written = case.judgement.moves_written;
            return Ok(judgement);
        }
    }
    Ok(live.finish())
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
