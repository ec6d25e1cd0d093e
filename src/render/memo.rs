//! The table of changes between two editions as a memo for a rules
//! committee (Markdown): the changes that can turn a result first, then
//! every topic with the prescription in words, its conditions, and the
//! clauses of both editions quoted; parameters; the articles paired by
//! title and text.

use super::memo_words::{condition, heading, prescription, side_names, status, window};
use super::messages::Messages;
use crate::diff::{EditionDiff, RuleSummary, Status};
use crate::ruleset::Provision;
use std::fmt::Write;

/// One side of a topic: each rule with its articles, prescription,
/// conditions and claim window.
fn side(m: &Messages, v: &[RuleSummary]) -> String {
    if v.is_empty() {
        return m.t("memo-no-rule");
    }
    v.iter()
        .map(|r| {
            let line = format!("{}{}", r.articles.join(", "), rule_words(m, r));
            line.replace('|', "\\|")
        })
        .collect::<Vec<_>>()
        .join("<br>")
}

/// What follows a rule's articles: `: prescription, when …, only if
/// claimed …`. The page's memo writes the same words.
pub fn rule_words(m: &Messages, r: &RuleSummary) -> String {
    let when: Vec<String> = r.resolved.iter().map(|c| condition(m, c)).collect();
    let and = format!(" {} ", m.t("memo-and"));
    let window = window(m, r);
    let key = match (when.is_empty(), &window) {
        (true, None) => "memo-rule",
        (false, None) => "memo-rule-when",
        (true, Some(_)) => "memo-rule-claim",
        (false, Some(_)) => "memo-rule-when-claim",
    };
    m.f(
        key,
        &[
            ("prescription", &prescription(m, r)),
            ("conditions", &when.join(&and)),
            ("window", &window.unwrap_or_default()),
        ],
    )
}

fn quote(m: &Messages, side: (&str, bool), texts: &[Provision]) -> String {
    let mut out = String::new();
    for p in texts {
        let head = super::memo_words::article_heading(m, side, p);
        let _ = writeln!(out, "> **{head}**");
        for line in p.text_in(m.zh()).lines() {
            let _ = writeln!(out, "> {line}  ");
        }
        let _ = writeln!(out, ">");
    }
    out
}

/// The diff as a committee's memo in Markdown; `texts` adds both texts of
/// every paired article at the end.
pub fn markdown(m: &Messages, d: &EditionDiff, texts: bool) -> String {
    let m = m.in_edition(d.claim_zh.as_deref());
    let (a, b) = side_names(d);
    let mut out = String::new();
    let heading = m.f("memo-heading", &[("from", &a), ("to", &b)]);
    let _ = writeln!(out, "# {heading}\n");
    let _ = writeln!(out, "{}\n", m.t("memo-md-intro"));
    for (edition, official) in [(&a, d.official(0, m.zh())), (&b, d.official(1, m.zh()))] {
        if let Some(note) = super::memo_words::summaries_note(m, edition, official) {
            let _ = writeln!(out, "{note}\n");
        }
    }
    summary_sections(m, &mut out, d);
    topics(m, &mut out, d, &a, &b);
    parameters(m, &mut out, d, &a, &b);
    articles(m, &mut out, d, &a, &b);
    out.push_str(&super::wording::markdown_section(m, d));
    if texts {
        article_texts(m, &mut out, d, &a, &b);
    }
    out
}

/// The opening sections ([`memo_summary::sections`]), then what is
/// unchanged.
fn summary_sections(m: &Messages, out: &mut String, d: &EditionDiff) {
    let none = m.t("memo-none");
    for (title, items) in super::memo_summary::sections(m, d) {
        let _ = writeln!(out, "## {title}\n");
        if items.is_empty() {
            let _ = writeln!(out, "{none}");
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
        .map(|t| heading(m, &t.topic))
        .collect();
    let unchanged = if unchanged.is_empty() {
        none
    } else {
        unchanged.join(", ")
    };
    let _ = writeln!(out, "## {}\n\n{unchanged}\n", m.t("memo-unchanged"));
}

/// Each topic: both sides' rules and the texts they cite.
fn topics(m: &Messages, out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(out, "## {}\n", m.t("memo-by-topic"));
    for t in &d.topics {
        let _ = writeln!(
            out,
            "### {} — {}\n",
            heading(m, &t.topic),
            status(m, t.status, d, a, b)
        );
        let _ = writeln!(out, "| {a} | {b} |\n|---|---|");
        let _ = writeln!(out, "| {} | {} |\n", side(m, &t.from), side(m, &t.to));
        out.push_str(&quote(m, (a, d.summary_of[0].is_some()), &t.texts_from));
        out.push_str(&quote(m, (b, d.summary_of[1].is_some()), &t.texts_to));
        out.push('\n');
    }
}

/// The parameters, side by side.
fn parameters(m: &Messages, out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let (title, parameter, status_word) = (
        m.t("memo-parameters"),
        m.t("memo-parameter"),
        m.t("memo-status"),
    );
    let _ = writeln!(
        out,
        "## {title}\n\n| {parameter} | {status_word} | {a} | {b} |\n|---|---|---|---|"
    );
    for p in &d.parameters {
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} |",
            p.name,
            status(m, p.status, d, a, b),
            super::memo_words::param(m, &p.name, &p.from),
            super::memo_words::param(m, &p.name, &p.to)
        );
    }
}

/// The articles, paired by title and text.
fn articles(m: &Messages, out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(
        out,
        "\n## {}\n\n{}\n\n| {a} | {b} | {} |\n|---|---|---|",
        m.t("memo-articles"),
        m.t("memo-md-pairing"),
        m.t("memo-what-differs")
    );
    for p in &d.articles {
        let name = |x: &Option<crate::diff::ArticleSide>| {
            x.as_ref().map_or_else(
                || m.t("memo-absent"),
                |x| format!("{} {}", x.id, x.title_in(m.zh())),
            )
        };
        let changes = match (&p.from, &p.to) {
            (Some(_), None) => m.f("status-only-in", &[("edition", a)]),
            (None, Some(_)) => m.f("status-only-in", &[("edition", b)]),
            _ if p.changes.is_empty() => m.t("memo-same"),
            _ => super::memo_words::what_differs(m, p),
        };
        let _ = writeln!(out, "| {} | {} | {changes} |", name(&p.from), name(&p.to));
    }
}

/// Both texts of every paired article.
fn article_texts(m: &Messages, out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(out, "\n## {}\n", m.t("memo-texts-side-by-side"));
    let _ = writeln!(out, "| {a} | {b} |\n|---|---|");
    for p in &d.articles {
        let cell = |x: &Option<crate::diff::ArticleSide>, later: bool| {
            x.as_ref().map_or_else(
                || m.t("memo-absent"),
                |x| {
                    let text = if p.wording.is_empty() {
                        x.text_in(m.zh()).replace('|', "\\|").replace('\n', "<br>")
                    } else {
                        super::wording::markdown_side(&p.wording, later)
                    };
                    format!("**{} {}**<br>{text}", x.id, x.title_in(m.zh()))
                },
            )
        };
        let _ = writeln!(out, "| {} | {} |", cell(&p.from, false), cell(&p.to, true));
    }
}
