//! The table of changes between two editions as a memo for a rules
//! committee (Markdown): the changes that can turn a result first, then
//! every topic with the prescription in words, its conditions, and the
//! clauses of both editions quoted; parameters; the articles paired by
//! title and text.

use crate::diff::{EditionDiff, RuleSummary, Status, TopicDiff};
use crate::ruleset::Provision;
use crate::vocabulary::Verdict;
use std::fmt::Write;

/// `double-move` → `Double move`.
pub fn heading(topic: &str) -> String {
    let words = topic.replace('-', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => words,
    }
}

/// Verdicts in words: "the player loses the game".
fn verdict_words(v: &[Verdict]) -> String {
    if v.is_empty() {
        return "nothing".into();
    }
    v.iter().map(|v| v.meaning()).collect::<Vec<_>>().join("; ")
}

/// What a rule prescribes, in words.
pub fn prescription(r: &RuleSummary) -> String {
    if r.breach {
        return "the article is broken, but the text gives no sanction".into();
    }
    let mut out = match r.chooser {
        Some(by) => {
            let options: Vec<String> = r
                .options
                .iter()
                .map(|o| format!("“{}”", verdict_words(o)))
                .collect();
            let default = r
                .default
                .and_then(|k| r.options.get(k))
                .map_or(String::new(), |o| {
                    format!("; in principle “{}”", verdict_words(o))
                });
            format!(
                "the {} chooses {}{default}",
                by.name(),
                options.join(" or ")
            )
        }
        None => verdict_words(r.options.first().map_or(&[][..], Vec::as_slice)),
    };
    if let Some(a) = &r.amount {
        let _ = write!(out, " (amount: {a})");
    }
    out
}

/// A condition with its operators in words: `lateness > 60` → `lateness
/// more than 60`. Names stay as the glossary spells them.
pub fn condition(c: &str) -> String {
    c.split(' ')
        .map(|t| match t {
            ">" => "more than",
            ">=" => "at least",
            "<" => "less than",
            "<=" => "at most",
            "==" => "is",
            "!=" => "is not",
            t => t,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

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

/// Which aspects of a changed topic differ: verdict, conditions, amount,
/// claim window.
fn aspects(t: &TopicDiff) -> Vec<&'static str> {
    fn set<T: Ord + Clone>(v: &[RuleSummary], f: impl Fn(&RuleSummary) -> T) -> Vec<T> {
        let mut s: Vec<T> = v.iter().map(f).collect();
        s.sort();
        s.dedup();
        s
    }
    let mut out = Vec::new();
    if set(&t.from, |r| r.prescription.clone()) != set(&t.to, |r| r.prescription.clone()) {
        out.push("verdict");
    }
    let when = |r: &RuleSummary| {
        let mut w = r.resolved.clone();
        w.sort();
        w
    };
    if set(&t.from, when) != set(&t.to, when) {
        out.push("conditions");
    }
    if set(&t.from, |r| r.amount.clone()) != set(&t.to, |r| r.amount.clone()) {
        out.push("amount");
    }
    if set(&t.from, |r| r.window.clone()) != set(&t.to, |r| r.window.clone()) {
        out.push("claim window");
    }
    out
}

/// A topic's line of the summary: its name (set in bold by the writer) and
/// the rest, `(changed: verdict): A loss (17.1) → B warning (17.2)`.
fn summary_line(t: &TopicDiff, a: &str, b: &str, left: &[Vec<String>; 2]) -> (String, String) {
    // A side without a rule on conduct the other side rules on leaves it to
    // the arbiter where its text has such an article.
    let conduct = t.from.iter().chain(&t.to).any(|r| r.conduct);
    let none = |k: usize| match (&left[k][..], conduct) {
        ([], _) | (_, false) => "no rule".to_string(),
        (ids, true) => format!("left to the arbiter ({})", ids.join(", ")),
    };
    let short = |v: &[RuleSummary], k: usize| {
        if v.is_empty() {
            return none(k);
        }
        let mut what: Vec<String> = Vec::new();
        let mut articles: Vec<&str> = Vec::new();
        for r in v {
            // The change itself: the amount with the prescription.
            let p = match (&r.amount, r.breach) {
                (_, true) => "no sanction in the text".to_string(),
                (Some(a), false) => format!("{} of {a}", r.prescription),
                (None, false) => r.prescription.clone(),
            };
            if !what.contains(&p) {
                what.push(p);
            }
            for id in &r.articles {
                if !articles.contains(&id.as_str()) {
                    articles.push(id);
                }
            }
        }
        format!("{} ({})", what.join("; "), articles.join(", "))
    };
    let status = match t.status {
        Status::Changed => format!("changed: {}", aspects(t).join(", ")),
        s => s.name().to_string(),
    };
    (
        heading(&t.topic),
        format!(
            " ({status}): {a} {} → {b} {}",
            short(&t.from, 0),
            short(&t.to, 1)
        )
        .replace('|', "or"),
    )
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
    summary_sections(&mut out, d, &a, &b);
    topics(&mut out, d, &a, &b);
    parameters(&mut out, d, &a, &b);
    articles(&mut out, d, &a, &b);
    out.push_str(&super::wording::markdown_section(d));
    if texts {
        article_texts(&mut out, d, &a, &b);
    }
    out
}

/// Each side's name, with its supplement: `EDITION + SUPPLEMENT`.
pub fn side_names(d: &EditionDiff) -> (String, String) {
    let name = |id: &str, sup: &Option<String>| match sup {
        Some(s) => format!("{id} + {s}"),
        None => id.to_string(),
    };
    (
        name(&d.from, &d.from_supplement),
        name(&d.to, &d.to_supplement),
    )
}

/// The lines of the memo's first two sections, each a name to set in bold
/// and the rest: `k == 0` the changes that can turn a result (how each
/// edition counts, values that change a count or a sanction, topics),
/// `k == 1` the other changes. The Markdown and the HTML memo both open
/// with these.
pub fn summary_items(d: &EditionDiff, a: &str, b: &str, k: usize) -> Vec<(String, String)> {
    let counting = match (k, &d.counting) {
        (0, Some([x, y])) => Some(("Counting".to_string(), format!(": {a}: {x}; {b}: {y}"))),
        _ => None,
    };
    let values = d
        .parameters
        .iter()
        .filter(|p| p.alters_result == (k == 0) && p.status != Status::Unchanged)
        .map(parameter_line);
    let topics = d
        .topics
        .iter()
        .filter(|t| {
            if k == 0 {
                t.alters_result
            } else {
                !t.alters_result && t.status != Status::Unchanged
            }
        })
        .map(|t| summary_line(t, a, b, &d.left_to_arbiter));
    counting.into_iter().chain(values).chain(topics).collect()
}

/// The changes that can turn a result, the others, and what is unchanged.
fn summary_sections(out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    for (k, title) in ["Changes that can turn a result", "Other changes"]
        .into_iter()
        .enumerate()
    {
        let _ = writeln!(out, "## {title}\n");
        let items = summary_items(d, a, b, k);
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
        let _ = writeln!(out, "### {} — {}\n", heading(&t.topic), t.status.name());
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
            p.status.name(),
            super::diff::param(&p.name, &p.from),
            super::diff::param(&p.name, &p.to)
        );
    }
}

/// The articles, paired by title and text.
fn articles(out: &mut String, d: &EditionDiff, a: &str, b: &str) {
    let _ = writeln!(
        out,
        "\n## Articles\n\nPaired by title and text, not by number.\n\n| {a} | {b} | what differs |\n|---|---|---|"
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
            _ => p.changes.join(", "),
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

/// A parameter's change with its units: `komi` and `: 2 stones (11) → 3¾ stones (11)`.
fn parameter_line(p: &crate::diff::ParameterDiff) -> (String, String) {
    let side = |v: &[crate::diff::ParameterSide]| {
        if v.is_empty() {
            return "none".to_string();
        }
        v.iter()
            .map(|x| {
                let name = if v.len() > 1 {
                    format!("{} ", x.name)
                } else {
                    String::new()
                };
                let stand_in = if x.stand_in {
                    ", a stand-in: the text gives no number"
                } else {
                    ""
                };
                // One stone, not "1 stones".
                let unit = match x.unit.strip_suffix('s') {
                    Some(one) if x.value == 1.0 && !x.unit.contains(' ') => one,
                    _ => x.unit.as_str(),
                };
                format!(
                    "{name}{} {unit} ({}{stand_in})",
                    crate::units::stones(x.value),
                    x.article
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    (
        p.name.clone(),
        format!(": {} → {}", side(&p.from), side(&p.to)),
    )
}
