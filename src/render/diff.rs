//! Rendering the table of changes between two editions.

use crate::diff::{EditionDiff, ParameterSide, RuleSummary, Status};
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

fn param(topic: &str, sides: &[ParameterSide]) -> String {
    if sides.is_empty() {
        return "—".into();
    }
    sides
        .iter()
        .map(|p| {
            let name = if p.name == topic {
                String::new()
            } else {
                format!("{} ", p.name)
            };
            format!("{name}{}", one_param(p))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn one_param(p: &ParameterSide) -> String {
    {
        {
            let sup = p
                .supplement
                .as_ref()
                .map_or(String::new(), |s| format!(", supplement {s}"));
            let sup = if p.stand_in {
                format!("{sup}; a stand-in: the text gives no number")
            } else {
                sup
            };
            format!(
                "{} {} ({}{sup})",
                crate::render::result::stones(p.value),
                p.unit,
                p.article
            )
        }
    }
}

fn side_name(id: &str, sup: &Option<String>) -> String {
    match sup {
        Some(s) => format!("{id} + {s}"),
        None => id.to_string(),
    }
}

/// The articles on one side only, and those renumbered with another title.
fn article_lines(d: &EditionDiff, a: &str, b: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for (id, title) in &d.articles_only_in_from {
        lines.push(format!("only in {a}: {id} {title}"));
    }
    for (id, title) in &d.articles_only_in_to {
        lines.push(format!("only in {b}: {id} {title}"));
    }
    for (id, x, y) in &d.retitled {
        lines.push(format!("article {id}: {x} → {y}"));
    }
    lines
}

/// The diff as text.
pub fn text(d: &EditionDiff) -> String {
    let (a, b) = (
        side_name(&d.from, &d.from_supplement),
        side_name(&d.to, &d.to_supplement),
    );
    let mut out = String::new();
    let _ = writeln!(out, "changes from {a} to {b}, by topic\n");
    for t in &d.topics {
        let _ = writeln!(out, "{:<10} {}", t.status.name(), t.topic);
        if t.status != Status::Added {
            let _ = writeln!(out, "    {a}: {}", rules(&t.from));
        }
        if t.status != Status::Removed {
            let _ = writeln!(out, "    {b}: {}", rules(&t.to));
        }
    }
    let _ = writeln!(out, "\nparameters\n");
    for p in &d.parameters {
        let _ = writeln!(
            out,
            "{:<10} {}: {} → {}",
            p.status.name(),
            p.name,
            param(&p.name, &p.from),
            param(&p.name, &p.to)
        );
    }
    let _ = writeln!(out, "\narticles\n");
    for line in article_lines(d, &a, &b) {
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The diff as a Markdown table, for a committee's memo.
pub fn markdown(d: &EditionDiff) -> String {
    let (a, b) = (
        side_name(&d.from, &d.from_supplement),
        side_name(&d.to, &d.to_supplement),
    );
    let esc = |s: String| s.replace('|', "\\|");
    let mut out = String::new();
    let _ = writeln!(out, "## Changes from {a} to {b}\n");
    let _ = writeln!(out, "| topic | status | {a} | {b} |\n|---|---|---|---|");
    for t in &d.topics {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            t.topic,
            t.status.name(),
            esc(rules(&t.from)),
            esc(rules(&t.to))
        );
    }
    let _ = writeln!(
        out,
        "\n### Parameters\n\n| parameter | status | {a} | {b} |\n|---|---|---|---|"
    );
    for p in &d.parameters {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            p.name,
            p.status.name(),
            param(&p.name, &p.from),
            param(&p.name, &p.to)
        );
    }
    let _ = writeln!(out, "\n### Articles\n");
    for line in article_lines(d, &a, &b) {
        let _ = writeln!(out, "- {line}");
    }
    out
}

/// The diff as JSON.
pub fn json(d: &EditionDiff) -> String {
    crate::render::json::pretty(d)
}
