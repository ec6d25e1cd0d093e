//! The lines a memo opens with, for the Markdown and the HTML memo alike:
//! the changes that can turn a result, the other changes, and the topics
//! one edition's text never covered (a rules-of-play text against a
//! competition one), each line a name to set in bold and the rest.

use super::memo_words::{condition, heading, side_names};
use crate::diff::{EditionDiff, RuleSummary, Status, TopicDiff};

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
/// the rest, `(changed: verdict): A loss (17.1) → B warning (17.2)`. Where
/// the verdict is the same on both sides, each side also says what changed
/// around it (its conditions, its claim window), so that a row never shows
/// the same words on both sides.
fn summary_line(t: &TopicDiff, d: &EditionDiff, a: &str, b: &str) -> (String, String) {
    // A side without a rule on conduct the other side rules on leaves it to
    // the arbiter where its text has such an article.
    let conduct = t.from.iter().chain(&t.to).any(|r| r.conduct);
    let left = &d.left_to_arbiter;
    let none = |k: usize| match (&left[k][..], conduct) {
        ([], _) | (_, false) => "no rule".to_string(),
        (ids, true) => format!("left to the arbiter ({})", ids.join(", ")),
    };
    let changed = aspects(t);
    let details = if changed.contains(&"verdict") {
        Vec::new()
    } else {
        changed.clone()
    };
    let short = |v: &[RuleSummary], k: usize| {
        if v.is_empty() {
            return none(k);
        }
        let mut what: Vec<String> = Vec::new();
        let mut articles: Vec<&str> = Vec::new();
        for r in v {
            let p = sanction(r, &details);
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
        Status::Changed => format!("changed: {}", changed.join(", ")),
        s => s.words(d, a, b),
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

/// What one rule prescribes, as the summary line shows it: the change itself
/// (the amount with the prescription), and the `details` that changed around
/// an unchanged verdict.
fn sanction(r: &RuleSummary, details: &[&str]) -> String {
    let mut p = match (&r.amount, r.breach) {
        (_, true) => "no sanction in the text".to_string(),
        (Some(a), false) => format!("{} of {a}", r.prescription),
        (None, false) => r.prescription.clone(),
    };
    if details.contains(&"conditions") && !r.resolved.is_empty() {
        let when: Vec<String> = r.resolved.iter().map(|c| condition(c)).collect();
        p.push_str(&format!(", when {}", when.join(" and ")));
    }
    if details.contains(&"claim window") {
        match &r.window {
            Some(w) => p.push_str(&format!(", only if claimed {w}")),
            None => p.push_str(", with no claim needed"),
        }
    }
    p
}

/// The memo's opening sections, each a title and its lines: the changes
/// that can turn a result (how each edition counts, values that change a
/// count or a sanction, topics), the other changes, and, where one text is
/// the rules of play only, the topics and values it never covered. The
/// Markdown and the HTML memo both open with these.
pub fn sections(d: &EditionDiff) -> Vec<(String, Vec<(String, String)>)> {
    let (a, b) = side_names(d);
    let counting = d
        .counting
        .as_ref()
        .map(|[x, y]| ("Counting".to_string(), format!(": {a}: {x}; {b}: {y}")));
    let items = |k: usize| {
        let values = d
            .parameters
            .iter()
            .filter(|p| kind(p.alters_result, p.status) == Some(k))
            .map(|p| parameter_line(p, d, &a, &b));
        let topics = d
            .topics
            .iter()
            .filter(|t| kind(t.alters_result, t.status) == Some(k))
            .map(|t| summary_line(t, d, &a, &b));
        values.chain(topics).collect::<Vec<_>>()
    };
    let mut out = vec![
        (
            "Changes that can turn a result".to_string(),
            counting.into_iter().chain(items(0)).collect(),
        ),
        ("Other changes".to_string(), items(1)),
    ];
    let outside = items(2);
    if !outside.is_empty() {
        // "Not covered by …": a heading, the edition's id kept as it is.
        let title = Status::NotCovered.words(d, &a, &b);
        let title = title.replacen("not", "Not", 1);
        out.push((title, outside));
    }
    out
}

/// Which opening section a change goes in: 0 can turn a result, 1 other,
/// 2 not covered by a rules-of-play text; none when unchanged.
fn kind(alters_result: bool, status: Status) -> Option<usize> {
    match status {
        Status::Unchanged => None,
        Status::NotCovered => Some(2),
        _ if alters_result => Some(0),
        _ => Some(1),
    }
}

/// A parameter's change with its units: `komi` and `: 2 stones (11) → 3¾
/// stones (11)`; a status that names an edition says so first.
fn parameter_line(
    p: &crate::diff::ParameterDiff,
    d: &EditionDiff,
    a: &str,
    b: &str,
) -> (String, String) {
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
                format!(
                    "{name}{} ({}{stand_in})",
                    crate::units::quantity(x.value, &x.unit),
                    x.article
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let status = match p.status {
        Status::OnlyFrom | Status::OnlyTo | Status::NotCovered => {
            format!(" ({})", p.status.words(d, a, b))
        }
        _ => String::new(),
    };
    (
        p.name.clone(),
        format!("{status}: {} → {}", side(&p.from), side(&p.to)),
    )
}
