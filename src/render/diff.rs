//! Rendering the table of changes between two editions.

use super::memo_words::{param, resolved, short_prescription, status, what_differs, window};
use super::messages::Messages;
use crate::diff::{EditionDiff, RuleSummary, Status};
use std::fmt::Write;

fn rules(m: &Messages, v: &[RuleSummary]) -> String {
    if v.is_empty() {
        return m.t("memo-absent");
    }
    v.iter()
        .map(|r| {
            let when = if r.resolved.is_empty() {
                String::new()
            } else {
                // Conditions as the ruleset writes them (`lateness > 60`):
                // the table is read beside the YAML.
                let and = format!(" {} ", m.t("memo-and"));
                let when: Vec<String> = r.resolved.iter().map(|c| resolved(m, c)).collect();
                m.f("diff-when", &[("conditions", &when.join(&and))])
            };
            let amount = r.amount.as_ref().map_or(String::new(), |a| {
                m.f("diff-amount", &[("amount", &resolved(m, a))])
            });
            let claim =
                window(m, r).map_or(String::new(), |w| m.f("diff-claim", &[("window", &w)]));
            format!(
                "{}: {}{amount}{when}{claim}",
                r.articles.join(", "),
                short_prescription(m, r)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn side_name(id: &str, sup: &Option<String>) -> String {
    match sup {
        Some(s) => format!("{id} + {s}"),
        None => id.to_string(),
    }
}

/// The articles paired across the editions: those that moved, changed or
/// exist on one side only (an article kept as it was is left out).
fn article_lines(m: &Messages, d: &EditionDiff, a: &str, b: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for p in &d.articles {
        match (&p.from, &p.to) {
            (Some(x), None) => {
                let only = m.f("status-only-in", &[("edition", a)]);
                lines.push(format!("{only}: {} {}", x.id, x.title_in(m.zh())));
            }
            (None, Some(y)) => {
                let only = m.f("status-only-in", &[("edition", b)]);
                lines.push(format!("{only}: {} {}", y.id, y.title_in(m.zh())));
            }
            (Some(x), Some(y)) if !p.changes.is_empty() => {
                lines.push(format!(
                    "{} {} → {} {} ({})",
                    x.id,
                    x.title_in(m.zh()),
                    y.id,
                    y.title_in(m.zh()),
                    what_differs(m, p)
                ));
                lines.extend(super::wording::text_lines(p));
            }
            _ => {}
        }
    }
    lines
}

/// `s` padded to `width` terminal columns.
fn pad(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(super::width(s))))
}

/// A topic's or parameter's status before its name, `removed    takeback`;
/// a status that names an edition comes as a phrase, `only in A:
/// first-move`.
fn status_line(m: &Messages, s: Status, name: &str, d: &EditionDiff, a: &str, b: &str) -> String {
    match s {
        Status::OnlyFrom | Status::OnlyTo | Status::NotCovered => {
            format!("{}: {name}", status(m, s, d, a, b))
        }
        s => format!("{} {name}", pad(&status(m, s, d, a, b), 10)),
    }
}

/// The diff as text; `texts` adds the clauses each topic cites, and both
/// texts of every article that changed.
pub fn text(m: &Messages, d: &EditionDiff, texts: bool) -> String {
    let m = m.in_edition(d.claim_zh.as_deref());
    let (a, b) = (
        side_name(&d.from, &d.from_supplement),
        side_name(&d.to, &d.to_supplement),
    );
    let mut out = String::new();
    let _ = writeln!(out, "{}\n", m.f("diff-head", &[("from", &a), ("to", &b)]));
    for (edition, official) in [(&a, d.official(0, m.zh())), (&b, d.official(1, m.zh()))] {
        if let Some(note) = super::memo_words::summaries_note(m, edition, official) {
            let _ = writeln!(out, "{note}\n");
        }
    }
    if let Some([x, y]) = &d.counting_sides {
        let changed = pad(&status(m, Status::Changed, d, &a, &b), 10);
        let (x, y) = (
            super::memo_words::counting(m, x),
            super::memo_words::counting(m, y),
        );
        let counting = m.t("diff-counting");
        let _ = writeln!(out, "{changed} {counting}\n    {a}: {x}\n    {b}: {y}");
    }
    for t in &d.topics {
        let _ = writeln!(out, "{}", status_line(m, t.status, &t.topic, d, &a, &b));
        if !t.from.is_empty() || t.status == Status::Removed {
            let _ = writeln!(out, "    {a}: {}", rules(m, &t.from));
        }
        if !t.to.is_empty() || t.status == Status::Added {
            let _ = writeln!(out, "    {b}: {}", rules(m, &t.to));
        }
        if texts {
            let summary = [d.summary_of[0].is_some(), d.summary_of[1].is_some()];
            topic_texts(
                m,
                &mut out,
                [
                    (&a, &t.texts_from, summary[0]),
                    (&b, &t.texts_to, summary[1]),
                ],
            );
        }
    }
    let _ = writeln!(out, "\n{}\n", m.t("diff-parameters"));
    for p in &d.parameters {
        let _ = writeln!(
            out,
            "{}: {} → {}",
            status_line(m, p.status, &p.name, d, &a, &b),
            param(m, &p.name, &p.from),
            param(m, &p.name, &p.to)
        );
    }
    let _ = writeln!(out, "\n{}\n", m.t("diff-articles"));
    for line in article_lines(m, d, &a, &b) {
        let _ = writeln!(out, "{line}");
    }
    if texts {
        changed_texts(m, &mut out, d, &a, &b);
    }
    out
}

/// The clauses a topic cites on each side.
fn topic_texts(
    m: &Messages,
    out: &mut String,
    sides: [(&String, &Vec<crate::ruleset::Provision>, bool); 2],
) {
    for (edition, provisions, summary) in sides {
        for p in provisions {
            let head = super::memo_words::article_heading(m, (edition, summary), p);
            let _ = writeln!(out, "      {head}");
            for line in p.text_in(m.zh()).lines() {
                let _ = writeln!(out, "          {line}");
            }
        }
    }
}

/// Both texts of every article that changed.
fn changed_texts(m: &Messages, out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    for p in d.articles.iter().filter(|p| !p.changes.is_empty()) {
        let summary = [d.summary_of[0].is_some(), d.summary_of[1].is_some()];
        for ((edition, side), summary) in [(a, &p.from), (b, &p.to)].into_iter().zip(summary) {
            if let Some(x) = side {
                let provision = crate::ruleset::Provision {
                    id: x.id.clone(),
                    title: x.title.clone(),
                    text: x.text.clone(),
                    title_zh: x.title_zh.clone(),
                    text_zh: x.text_zh.clone(),
                };
                let head = super::memo_words::article_heading(m, (edition, summary), &provision);
                let _ = writeln!(out, "\n{head}");
                for line in provision.text_in(m.zh()).lines() {
                    let _ = writeln!(out, "    {line}");
                }
            }
        }
    }
}

/// The diff as a committee's memo (Markdown).
pub fn markdown(m: &Messages, d: &EditionDiff, texts: bool) -> String {
    super::memo::markdown(m, d, texts)
}

/// The diff as JSON.
pub fn json(d: &EditionDiff) -> String {
    crate::render::json::pretty(d)
}
