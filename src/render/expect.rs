//! A judgement as the expectation block of a case file (`check --expect`):
//! what caipan says, written in the harness's own format so that a test
//! author reviews each line against the article and pastes it under
//! `expect:`. A case starts from caipan's output and is corrected by
//! reading the text — never accepted unread.

use crate::judgement::{About, Judgement};
use crate::vocabulary::Verdict;
use std::fmt::Write;

fn verdicts(v: &[Verdict]) -> String {
    format!(
        "[{}]",
        v.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
    )
}

fn ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    format!(
        "[{}]",
        ids.map(|a| format!("\"{a}\""))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// The expectation block for one judgement, keyed as the harness keys it
/// (`EDITION`, or `EDITION+SUPPLEMENT` when a supplement was applied).
pub fn block(j: &Judgement) -> String {
    let key = match &j.supplement {
        Some(s) => format!(
            "{}+{}",
            j.edition,
            s.split(" — ").next().unwrap_or(s.as_str())
        ),
        None => j.edition.clone(),
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# {} under {}: what caipan says. Check every line against the quoted article before pasting it under `expect:`.",
        j.file, key
    );
    let _ = writeln!(out, "  {key}:");
    if j.findings.is_empty() {
        let _ = writeln!(out, "    findings: []");
    } else {
        let _ = writeln!(out, "    findings:");
    }
    for f in &j.findings {
        let _ = writeln!(out, "      - {}", finding_line(f));
    }
    let margin = j
        .result
        .margin
        .map_or(String::new(), |m| format!(", margin: {m}"));
    let _ = writeln!(
        out,
        "    result: {{outcome: {}{margin}}}",
        j.result.outcome.name()
    );
    if !j.remarks.is_empty() {
        let _ = writeln!(out, "    remarks: {}", j.remarks.len());
    }
    for (key, items) in cited_remarks(j) {
        if !items.is_empty() {
            let _ = writeln!(out, "    {key}: [{}]", items.join(", "));
        }
    }
    if j.defect.is_some() {
        let _ = writeln!(out, "    defect: true");
    }
    out
}

/// One finding as an expectation line.
fn finding_line(f: &crate::judgement::Finding) -> String {
    let mut line = format!("{{move: {}", f.move_number);
    if let Some(p) = f.player {
        let _ = write!(line, ", player: {}", p.letter());
    }
    let _ = write!(line, ", event: {}, rule: {}", f.event(), f.rule());
    if let Some(a) = f.amount {
        let _ = write!(line, ", amount: {}", crate::units::stones(a));
    }
    let _ = write!(line, ", verdict: {}", verdicts(&f.verdict));
    if let Some(ch) = f.choices() {
        let options: Vec<String> = ch.options.iter().map(|o| verdicts(o)).collect();
        let _ = write!(line, ", choices: [{}]", options.join(", "));
    }
    if let Some(c) = &f.claim {
        let _ = write!(line, ", claim: {}", c.status.name());
    }
    if let Some(r) = &f.ruling {
        let _ = write!(line, ", ruling: {}", r.compliant);
    }
    let _ = write!(
        line,
        ", articles: {}}}",
        ids(f.articles().iter().map(|a| a.id.as_str()))
    );
    line
}

/// The remarks that cite articles, as expectation items by key: breaches
/// and claims too late.
fn cited_remarks(j: &Judgement) -> [(&'static str, Vec<String>); 2] {
    let item = |move_number: &u32, rule: &str, ids_: String| {
        format!("{{move: {move_number}, rule: {rule}, articles: {ids_}}}")
    };
    let mut breaches = Vec::new();
    let mut late = Vec::new();
    for r in &j.remarks {
        match &r.about {
            About::Breach {
                move_number,
                rule,
                articles,
                ..
            } => breaches.push(item(
                move_number,
                rule,
                ids(articles.iter().map(|a| a.id.as_str())),
            )),
            About::ClaimTooLate {
                move_number,
                rule,
                articles,
                ..
            } => late.push(item(
                move_number,
                rule,
                ids(articles.iter().map(String::as_str)),
            )),
            _ => {}
        }
    }
    [("breaches", breaches), ("late_claims", late)]
}
