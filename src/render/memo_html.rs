//! The committee's memo as a page (`diff --html`): the changes that can
//! turn a result first, then the other changes (the lines the Markdown memo
//! opens with, from [`super::memo_summary::sections`]), then every topic with both
//! editions' rules and the clauses they cite, and the changed words.

use super::html::{differs, esc, page};
use super::memo_words as memo;
use crate::diff::EditionDiff;
use std::fmt::Write;

/// The changes between two editions, with the clauses of both quoted.
pub fn diff(d: &EditionDiff) -> String {
    let mut body = String::new();
    let _ = writeln!(body, "<h1>From {} to {}</h1>", esc(&d.from), esc(&d.to));
    let _ = writeln!(
        body,
        "<p>Rules compared topic by topic (article numbers are each edition's own); unchanged only when verdict, conditions, amounts and claim window are all the same.</p>"
    );
    summary_lists(&mut body, d);
    let _ = writeln!(body, "<h2>Topic by topic</h2>");
    let _ = writeln!(
        body,
        "<table>\n<tr><th>topic</th><th>status</th><th>{}</th><th>{}</th></tr>",
        esc(&d.from),
        esc(&d.to)
    );
    let (a, b) = memo::side_names(d);
    for t in &d.topics {
        let _ = writeln!(
            body,
            "<tr{}><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            differs(t.alters_result),
            esc(&memo::heading(&t.topic)),
            esc(&t.status.words(d, &a, &b)),
            side(&t.from, &t.texts_from),
            side(&t.to, &t.texts_to)
        );
    }
    body.push_str("</table>\n<p>Highlighted: changes that can turn a result.</p>\n");
    body.push_str(&super::wording::html_section(d, esc));
    page(&format!("{} → {}", d.from, d.to), &body)
}

/// As the Markdown memo opens: the changes that can turn a result, then the
/// others (and what a rules-of-play text never covered), before the table
/// of every topic.
fn summary_lists(body: &mut String, d: &EditionDiff) {
    for (title, items) in super::memo_summary::sections(d) {
        let _ = writeln!(body, "<h2>{}</h2>", esc(&title));
        if items.is_empty() {
            let _ = writeln!(body, "<p>None.</p>");
            continue;
        }
        body.push_str("<ul>\n");
        for (head, rest) in items {
            let _ = writeln!(body, "<li><b>{}</b>{}</li>", esc(&head), esc(&rest));
        }
        body.push_str("</ul>\n");
    }
}

/// One edition's cell of a topic: its rules in words, then the clauses
/// they cite.
fn side(rules: &[crate::diff::RuleSummary], texts: &[crate::ruleset::Provision]) -> String {
    let mut cell = String::new();
    if rules.is_empty() {
        cell.push_str("— (no rule)");
    }
    for r in rules {
        let when: Vec<String> = r.resolved.iter().map(|c| memo::condition(c)).collect();
        let claim = r
            .window
            .as_ref()
            .map_or(String::new(), |w| format!(", only if claimed {w}"));
        let _ = write!(
            cell,
            "<p><b>{}</b>: {}{}{}</p>",
            esc(&r.articles.join(", ")),
            esc(&memo::prescription(r)),
            if when.is_empty() {
                String::new()
            } else {
                esc(&format!(", when {}", when.join(" and ")))
            },
            esc(&claim)
        );
    }
    for p in texts {
        let _ = write!(
            cell,
            "<blockquote><b>{} {}</b>\n{}</blockquote>",
            esc(&p.id),
            esc(&p.title),
            esc(&p.text)
        );
    }
    cell
}
