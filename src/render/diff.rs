//! Rendering the table of changes between two editions.

use super::memo_words::param;
use crate::diff::{EditionDiff, RuleSummary, Status};
use std::fmt::Write;

fn rules(v: &[RuleSummary]) -> String {
    if v.is_empty() {
        return "—".into();
    }
    v.iter()
        .map(|r| {
            let when = if r.resolved.is_empty() {
                String::new()
            } else {
                format!(" when {}", r.resolved.join(" and "))
            };
            let amount = r
                .amount
                .as_ref()
                .map_or(String::new(), |a| format!(" of {a}"));
            let claim = r
                .window
                .as_ref()
                .map_or(String::new(), |w| format!(" (if claimed {w})"));
            format!(
                "{}: {}{amount}{when}{claim}",
                r.articles.join(", "),
                r.prescription
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
fn article_lines(d: &EditionDiff, a: &str, b: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for p in &d.articles {
        match (&p.from, &p.to) {
            (Some(x), None) => lines.push(format!("only in {a}: {} {}", x.id, x.title)),
            (None, Some(y)) => lines.push(format!("only in {b}: {} {}", y.id, y.title)),
            (Some(x), Some(y)) if !p.changes.is_empty() => {
                lines.push(format!(
                    "{} {} → {} {} ({})",
                    x.id,
                    x.title,
                    y.id,
                    y.title,
                    p.what_differs()
                ));
                lines.extend(super::wording::text_lines(p));
            }
            _ => {}
        }
    }
    lines
}

/// A topic's or parameter's status before its name, `removed    takeback`;
/// a status that names an edition comes as a phrase, `only in A:
/// first-move`.
fn status_line(s: Status, name: &str, d: &EditionDiff, a: &str, b: &str) -> String {
    match s {
        Status::OnlyFrom | Status::OnlyTo | Status::NotCovered => {
            format!("{}: {name}", s.words(d, a, b))
        }
        s => format!("{:<10} {name}", s.name()),
    }
}

/// The diff as text; `texts` adds the clauses each topic cites, and both
/// texts of every article that changed.
pub fn text(d: &EditionDiff, texts: bool) -> String {
    let (a, b) = (
        side_name(&d.from, &d.from_supplement),
        side_name(&d.to, &d.to_supplement),
    );
    let mut out = String::new();
    let _ = writeln!(out, "changes from {a} to {b}, by topic\n");
    if let Some([x, y]) = &d.counting {
        let _ = writeln!(out, "changed    counting\n    {a}: {x}\n    {b}: {y}");
    }
    for t in &d.topics {
        let _ = writeln!(out, "{}", status_line(t.status, &t.topic, d, &a, &b));
        if !t.from.is_empty() || t.status == Status::Removed {
            let _ = writeln!(out, "    {a}: {}", rules(&t.from));
        }
        if !t.to.is_empty() || t.status == Status::Added {
            let _ = writeln!(out, "    {b}: {}", rules(&t.to));
        }
        if texts {
            for (edition, provisions) in [(&a, &t.texts_from), (&b, &t.texts_to)] {
                for p in provisions {
                    let _ = writeln!(out, "      {edition} {} {}", p.id, p.title);
                    for line in p.text.lines() {
                        let _ = writeln!(out, "          {line}");
                    }
                }
            }
        }
    }
    let _ = writeln!(out, "\nparameters\n");
    for p in &d.parameters {
        let _ = writeln!(
            out,
            "{}: {} → {}",
            status_line(p.status, &p.name, d, &a, &b),
            param(&p.name, &p.from),
            param(&p.name, &p.to)
        );
    }
    let _ = writeln!(out, "\narticles\n");
    for line in article_lines(d, &a, &b) {
        let _ = writeln!(out, "{line}");
    }
    if texts {
        for p in d.articles.iter().filter(|p| !p.changes.is_empty()) {
            for (edition, side) in [(&a, &p.from), (&b, &p.to)] {
                if let Some(x) = side {
                    let _ = writeln!(out, "\n{edition} {} {}", x.id, x.title);
                    for line in x.text.lines() {
                        let _ = writeln!(out, "    {line}");
                    }
                }
            }
        }
    }
    out
}

/// The diff as a committee's memo (Markdown).
pub fn markdown(d: &EditionDiff, texts: bool) -> String {
    super::memo::markdown(d, texts)
}

/// The diff as JSON.
pub fn json(d: &EditionDiff) -> String {
    crate::render::json::pretty(d)
}
