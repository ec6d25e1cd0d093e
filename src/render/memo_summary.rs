//! The lines a memo opens with, for the Markdown and the HTML memo alike:
//! the changes that can turn a result, the other changes, and the topics
//! one edition's text never covered (a rules-of-play text against a
//! competition one), each line a name to set in bold and the rest.

use super::memo_words::{condition, heading, short_prescription, side_names, window};
use super::messages::Messages;
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
fn summary_line(
    m: &Messages,
    t: &TopicDiff,
    d: &EditionDiff,
    a: &str,
    b: &str,
) -> (String, String) {
    // A side without a rule on conduct the other side rules on leaves it to
    // the arbiter where its text has such an article.
    let conduct = t.from.iter().chain(&t.to).any(|r| r.conduct);
    let left = &d.left_to_arbiter;
    let none = |k: usize| match (&left[k][..], conduct) {
        ([], _) | (_, false) => m.t("memo-summary-no-rule"),
        (ids, true) => m.f("compare-uncovered", &[("articles", &ids.join(", "))]),
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
            let p = sanction(m, r, &details);
            if !what.contains(&p) {
                what.push(p);
            }
            for id in &r.articles {
                if !articles.contains(&id.as_str()) {
                    articles.push(id);
                }
            }
        }
        format!(
            "{} ({})",
            what.join(&m.t("meaning-sep")),
            articles.join(", ")
        )
    };
    let status = match t.status {
        Status::Changed => {
            let aspects: Vec<String> = changed
                .iter()
                .map(|x| m.word("aspect", &x.replace(' ', "-")))
                .collect();
            m.f("memo-changed", &[("aspects", &aspects.join(", "))])
        }
        s => super::memo_words::status(m, s, d, a, b),
    };
    let line = m.f(
        "memo-summary-line",
        &[
            ("status", &status),
            ("from", a),
            ("from-rules", &short(&t.from, 0)),
            ("to", b),
            ("to-rules", &short(&t.to, 1)),
        ],
    );
    (heading(m, &t.topic), line.replace('|', &m.t("memo-bar-or")))
}

/// What one rule prescribes, as the summary line shows it: the change itself
/// (the amount with the prescription), and the `details` that changed around
/// an unchanged verdict.
fn sanction(m: &Messages, r: &RuleSummary, details: &[&str]) -> String {
    let mut p = match (&r.amount, r.breach) {
        (_, true) => m.t("memo-no-sanction"),
        (Some(a), false) => m.f(
            "memo-of-amount",
            &[
                ("prescription", &short_prescription(m, r)),
                ("amount", &super::memo_words::resolved(m, a)),
            ],
        ),
        (None, false) => short_prescription(m, r),
    };
    if details.contains(&"conditions") && !r.resolved.is_empty() {
        let when: Vec<String> = r.resolved.iter().map(|c| condition(m, c)).collect();
        let and = format!(" {} ", m.t("memo-and"));
        p += &m.f("memo-sanction-when", &[("conditions", &when.join(&and))]);
    }
    if details.contains(&"claim window") {
        match window(m, r) {
            Some(w) => p += &m.f("memo-sanction-claim", &[("window", &w)]),
            None => p += &m.t("memo-sanction-no-claim"),
        }
    }
    p
}

/// The memo's opening sections, each a title and its lines: the changes
/// that can turn a result (how each edition counts, values that change a
/// count or a sanction, topics), the other changes, and, where one text is
/// the rules of play only, the topics and values it never covered. The
/// Markdown and the HTML memo both open with these.
pub fn sections(m: &Messages, d: &EditionDiff) -> Vec<(String, Vec<(String, String)>)> {
    let (a, b) = side_names(d);
    let counting = d.counting_sides.as_ref().map(|[x, y]| {
        let line = m.f(
            "memo-counting-line",
            &[
                ("from", &a),
                ("from-counting", &super::memo_words::counting(m, x)),
                ("to", &b),
                ("to-counting", &super::memo_words::counting(m, y)),
            ],
        );
        (m.t("memo-counting"), line)
    });
    let items = |k: usize| {
        let values = d
            .parameters
            .iter()
            .filter(|p| kind(p.alters_result, p.status) == Some(k))
            .map(|p| parameter_line(m, p, d, &a, &b));
        let topics = d
            .topics
            .iter()
            .filter(|t| kind(t.alters_result, t.status) == Some(k))
            .map(|t| summary_line(m, t, d, &a, &b));
        values.chain(topics).collect::<Vec<_>>()
    };
    let mut out = vec![
        (
            m.t("memo-turn"),
            counting.into_iter().chain(items(0)).collect(),
        ),
        (m.t("memo-other"), items(1)),
    ];
    let outside = items(2);
    if !outside.is_empty() {
        // "Not covered by …": a heading, the edition's id kept as it is.
        let silent = super::memo_words::silent(d, &a, &b);
        let title = m.f("status-not-covered-title", &[("edition", silent)]);
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
    m: &Messages,
    p: &crate::diff::ParameterDiff,
    d: &EditionDiff,
    a: &str,
    b: &str,
) -> (String, String) {
    let side = |v: &[crate::diff::ParameterSide]| {
        if v.is_empty() {
            return m.t("memo-param-none");
        }
        v.iter()
            .map(|x| {
                let name = if v.len() > 1 {
                    format!("{} ", x.name)
                } else {
                    String::new()
                };
                let stand_in = if x.stand_in {
                    m.t("memo-param-stand-in-short")
                } else {
                    String::new()
                };
                format!(
                    "{name}{} ({}{stand_in})",
                    super::words::quantity(m, x.value, &x.unit),
                    x.article
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let status = match p.status {
        Status::OnlyFrom | Status::OnlyTo | Status::NotCovered => {
            format!(" ({})", super::memo_words::status(m, p.status, d, a, b))
        }
        _ => String::new(),
    };
    (
        p.name.clone(),
        m.f(
            "memo-param-line",
            &[
                ("status", &status),
                ("from", &side(&p.from)),
                ("to", &side(&p.to)),
            ],
        ),
    )
}
