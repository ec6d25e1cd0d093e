//! The table of changes between two editions as a memo for a rules
//! committee (Markdown): the changes that can turn a result first, then
//! every topic with the prescription in words, its conditions, and the
//! clauses of both editions quoted; parameters; the articles paired by
//! title and text.

use super::memo_words::{condition, heading, prescription, side_names};
use crate::diff::{EditionDiff, RuleSummary, Status};
use crate::ruleset::Provision;
use std::fmt::Write;

/// One side of a topic: each rule with its articles, prescription,
/// conditions and claim window.
fn side(v: &[RuleSummary]) -> String {
    if v.is_empty() {
        return "— (no rule)".into();
    }
    v.iter()
        .map(|r| {
            let mut line = format!("{}: {}", r.articles.join(", "), prescription(r));
            if !r.resolved.is_empty() {
                let when: Vec<String> = r.resolved.iter().map(|c| condition(c)).collect();
                let _ = write!(line, ", when {}", when.join(" and "));
            }
            if let Some(w) = &r.window {
                let _ = write!(line, ", only if claimed {w}");
            }
            line.replace('|', "\\|")
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

fn quote(edition: &str, texts: &[Provision]) -> String {
    let mut out = String::new();
    for p in texts {
        let _ = writeln!(out, "> **{edition} {} {}**", p.id, p.title);
        for line in p.text.lines() {
            let _ = writeln!(out, "> {line}  ");
        }
        let _ = writeln!(out, ">");
    }
    out
}

/// The diff as a committee's memo in Markdown; `texts` adds both texts of
/// every paired article at the end.
pub fn markdown(d: &EditionDiff, texts: bool) -> String {
    let (a, b) = side_names(d);
    let mut out = String::new();
    let _ = writeln!(out, "# From {a} to {b}\n");
    let _ = writeln!(
        out,
        "Rules compared topic by topic (article numbers are each edition's own). A topic is *unchanged* only when verdict, conditions with their values, amounts and claim window are all the same.\n"
    );
    summary_sections(&mut out, d);
    topics(&mut out, d, &a, &b);
    parameters(&mut out, d, &a, &b);
    articles(&mut out, d, &a, &b);
    out.push_str(&super::wording::markdown_section(d));
    if texts {
        article_texts(&mut out, d, &a, &b);
    }
    out
}

/// The opening sections ([`memo_summary::sections`]), then what is
/// unchanged.
fn summary_sections(out: &mut String, d: &EditionDiff) {
    for (title, items) in super::memo_summary::sections(d) {
        let _ = writeln!(out, "## {title}\n");
        if items.is_empty() {
            let _ = writeln!(out, "None.");
        }
        for (head, rest) in items {
            let _ = writeln!(out, "- **{head}**{rest}");
        }
        out.push('\n');
    }
    let unchanged: Vec<String> = d
        .topics
        .iter()
        .filter(|t| t.status == Status::Unchanged)
        .map(|t| heading(&t.topic))
        .collect();
    let unchanged = if unchanged.is_empty() {
        "None.".to_string()
    } else {
        unchanged.join(", ")
    };
    let _ = writeln!(out, "## Unchanged\n\n{unchanged}\n");
}

/// Each topic: both sides' rules and the texts they cite.
fn topics(out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(out, "## Topic by topic\n");
    for t in &d.topics {
        let _ = writeln!(
            out,
            "### {} — {}\n",
            heading(&t.topic),
            t.status.words(d, a, b)
        );
        let _ = writeln!(out, "| {a} | {b} |\n|---|---|");
        let _ = writeln!(out, "| {} | {} |\n", side(&t.from), side(&t.to));
        out.push_str(&quote(a, &t.texts_from));
        out.push_str(&quote(b, &t.texts_to));
        out.push('\n');
    }
}

/// The parameters, side by side.
fn parameters(out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(
        out,
        "## Parameters\n\n| parameter | status | {a} | {b} |\n|---|---|---|---|"
    );
    for p in &d.parameters {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            p.name,
            p.status.words(d, a, b),
            super::memo_words::param(&p.name, &p.from),
            super::memo_words::param(&p.name, &p.to)
        );
    }
}

/// The articles, paired by title and text.
fn articles(out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(
        out,
        "\n## Articles\n\nPaired by title and text, not by number; across traditions, whose words cannot be compared, by the subject each ruleset gives the article.\n\n| {a} | {b} | what differs |\n|---|---|---|"
    );
    for p in &d.articles {
        let name = |x: &Option<crate::diff::ArticleSide>| {
            x.as_ref()
                .map_or("—".to_string(), |x| format!("{} {}", x.id, x.title))
        };
        let changes = match (&p.from, &p.to) {
            (Some(_), None) => format!("only in {a}"),
            (None, Some(_)) => format!("only in {b}"),
            _ if p.changes.is_empty() => "the same".into(),
            _ => p.what_differs(),
        };
        let _ = writeln!(out, "| {} | {} | {changes} |", name(&p.from), name(&p.to));
    }
}

/// Both texts of every paired article.
fn article_texts(out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(out, "\n## Article texts side by side\n");
    let _ = writeln!(out, "| {a} | {b} |\n|---|---|");
    for p in &d.articles {
        let cell = |x: &Option<crate::diff::ArticleSide>, later: bool| {
            x.as_ref().map_or("—".to_string(), |x| {
                let text = if p.wording.is_empty() {
                    x.text.replace('|', "\\|").replace('\n', "<br>")
                } else {
                    super::wording::markdown_side(&p.wording, later)
                };
                format!("**{} {}**<br>{text}", x.id, x.title)
            })
        };
        let _ = writeln!(out, "| {} | {} |", cell(&p.from, false), cell(&p.to, true));
    }
}
