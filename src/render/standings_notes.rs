//! The notes that go with standings: the check of published standings,
//! what the game records said against the table, and the players two
//! editions place differently.

use super::{Names, number, round};
use crate::tournament::Decision;
use std::fmt::Write;

/// The check of published standings in words: each departure, with what
/// ranks the player before the one published above.
pub fn departures(
    list: &[crate::tournament::Departure],
    s: &crate::tournament::Standings,
    markdown: bool,
) -> String {
    let mut out = String::new();
    let bullet = if markdown { "- " } else { "  " };
    let names = Names::of(s);
    if list.is_empty() {
        out.push_str("published standings: every place is the one the articles give\n");
        return out;
    }
    let _ = writeln!(
        out,
        "published standings: {} place(s) depart from the articles",
        list.len()
    );
    for d in list {
        let given = match d.computed {
            Some((a, b)) if a == b => format!("the articles give {a}"),
            Some((a, b)) => format!("the articles give {a}–{b}"),
            None => "the player's results are void".into(),
        };
        let why = match (d.above.as_deref().map(|q| names.who(q)), &d.by, d.values) {
            (Some(q), Some(by), Some((x, y))) => {
                let article = d
                    .article
                    .as_deref()
                    .map_or(String::new(), |a| format!(" ({a})"));
                format!(
                    "; ranked before {q}, published above: {by} {} against {}{article}",
                    number(round(x)),
                    number(round(y))
                )
            }
            _ => String::new(),
        };
        let _ = writeln!(
            out,
            "{bullet}{} is published in place {}; {given}{why}",
            names.who(&d.player),
            d.published
        );
    }
    out
}

/// What the game records said against the table.
pub fn records(
    notes: &[crate::tournament::GameNote],
    s: &crate::tournament::Standings,
    markdown: bool,
) -> String {
    let mut out = String::new();
    if notes.is_empty() {
        return out;
    }
    let bullet = if markdown { "- " } else { "  " };
    let names = Names::of(s);
    let differ = notes
        .iter()
        .filter(|n| n.judged.is_some_and(|j| j != n.table))
        .count();
    let judged = notes.iter().filter(|n| n.problem.is_none()).count();
    let _ = writeln!(
        out,
        "game records: {judged} of {} judged, {differ} result(s) differ from the table",
        notes.len()
    );
    for n in notes {
        let game = format!(
            "round {} {}–{} ({})",
            n.round,
            names.who(&n.players[0]),
            names.who(&n.players[1]),
            n.record
        );
        let name = |r: crate::tournament::GameResult| {
            serde_json::to_value(r)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        };
        let said = match (&n.problem, n.judged) {
            (Some(p), _) => format!("not judged: {p}; the table's {} stands", name(n.table)),
            (None, None) => format!(
                "the record does not decide the game; the table's {} stands",
                name(n.table)
            ),
            (None, Some(j)) if j == n.table => format!("judged {}, as the table writes", name(j)),
            (None, Some(j)) => format!(
                "judged {} ({}); the table writes {}: the judged result is counted",
                name(j),
                n.articles.join(", "),
                name(n.table)
            ),
        };
        let warned = match n.warnings {
            [0, 0] => String::new(),
            [b, w] => format!("; warnings: Black {b}, White {w}"),
        };
        let _ = writeln!(out, "{bullet}{game}: {said}{warned}");
    }
    out
}

/// One tournament under two editions: who is placed differently, and why.
pub fn changes(
    list: &[crate::tournament::PlaceChange],
    s: &crate::tournament::Standings,
    editions: [&str; 2],
    markdown: bool,
) -> String {
    let mut out = String::new();
    let bullet = if markdown { "- " } else { "  " };
    let names = Names::of(s);
    if list.is_empty() {
        let _ = writeln!(
            out,
            "{} and {} give every player the same place",
            editions[0], editions[1]
        );
        return out;
    }
    let _ = writeln!(
        out,
        "{} player(s) placed differently by {} and {}:",
        list.len(),
        editions[0],
        editions[1]
    );
    for c in list {
        let side = |k: usize| {
            let place = match c.places[k] {
                Some((a, b)) if a == b => a.to_string(),
                Some((a, b)) => format!("{a}–{b}"),
                None => "void".into(),
            };
            let why: Vec<String> = c.why[k]
                .iter()
                .map(|(upper, d)| short(&names, upper, d))
                .collect();
            if why.is_empty() {
                format!("{place} under {}", editions[k])
            } else {
                format!("{place} under {} ({})", editions[k], why.join("; "))
            }
        };
        let _ = writeln!(
            out,
            "{bullet}{}: {}; {}",
            names.who(&c.player),
            side(0),
            side(1)
        );
    }
    out
}

/// A decision in a few words.
fn short(names: &Names<'_>, upper: &str, d: &Decision) -> String {
    let (upper, over) = (names.who(upper), names.who(&d.over));
    match (d.criterion, d.values) {
        (Some(_), Some((a, b))) => format!(
            "{upper} before {over}: {} {} against {} ({})",
            super::criterion_name(d),
            super::value(d, a),
            super::value(d, b),
            d.article.as_deref().unwrap_or("")
        ),
        _ => match &d.article {
            Some(a) => format!("{upper} and {over} level: extra games or lots ({a})"),
            None => format!("{upper} and {over} level: no tie-break in the text"),
        },
    }
}
