//! The whole edition as a rules committee reads it: every article and
//! clause with its exact text, and under each the rules that encode it, the
//! parameters it sets, and the cases that exercise it.

use super::messages::Messages;
use crate::case_index::CaseRef;
use crate::ruleset::{Rule, Ruleset};
use std::fmt::Write;

/// The rules citing exactly this provision (not its sub-clauses).
fn rules_at<'r>(ruleset: &'r Ruleset, id: &str) -> Vec<&'r Rule> {
    ruleset
        .rules
        .iter()
        .filter(|r| r.articles.iter().any(|a| a == id))
        .collect()
}

/// What encodes a provision: its rules, its parameters, its cases.
struct At<'a> {
    ruleset: &'a Ruleset,
    cases: &'a [CaseRef],
}

fn notes(m: &Messages, out: &mut String, at: &At<'_>, id: &str, pad: &str) {
    let (ruleset, cases) = (at.ruleset, at.cases);
    for r in rules_at(ruleset, id) {
        let rule = super::text::rule_line(m, ruleset, r);
        let _ = writeln!(out, "{pad}{}", m.f("annotated-rule", &[("rule", &rule)]));
    }
    for p in ruleset.parameters.iter().filter(|p| p.article == id) {
        let key = if p.stand_in {
            "annotated-param-stand-in"
        } else {
            "annotated-param"
        };
        let value = super::words::quantity(m, p.value, &p.unit);
        let line = m.f(key, &[("name", &p.name), ("value", &value)]);
        let _ = writeln!(out, "{pad}{line}");
        // Another reading or copy of the text gives another value.
        if let Some(v) = &p.variant {
            let value = super::words::quantity(m, v.value, &p.unit);
            let line = m.f(
                "annotated-variant",
                &[("value", &value), ("source", &v.source)],
            );
            let _ = writeln!(out, "{pad}{line}");
        }
    }
    let exercising: Vec<&str> = cases
        .iter()
        .filter(|c| c.exercises(&ruleset.id, id))
        .map(|c| c.path.as_str())
        .collect();
    if !exercising.is_empty() {
        let line = m.f("annotated-cases", &[("cases", &exercising.join(", "))]);
        let _ = writeln!(out, "{pad}{line}");
    }
}

fn text(out: &mut String, text: &str, pad: &str) {
    for line in text.lines() {
        let _ = writeln!(out, "{pad}{line}");
    }
}

/// The annotated edition.
pub fn annotated(m: &Messages, ruleset: &Ruleset, cases: &[CaseRef]) -> String {
    let mut out = String::new();
    let head = m.f(
        "annotated-head",
        &[
            ("edition", &ruleset.id),
            ("title", &ruleset.title),
            ("title-en", &ruleset.title_en),
            ("year", &ruleset.year.to_string()),
            (
                "source",
                m.prose(&ruleset.source, ruleset.source_zh.as_deref()),
            ),
        ],
    );
    let _ = writeln!(out, "{head}\n");
    // The edition's notes on readings and sources come before the text.
    let edition_notes = match m.lang() {
        super::messages::Lang::Zh if !ruleset.notes_zh.is_empty() => &ruleset.notes_zh,
        _ => &ruleset.notes,
    };
    for n in edition_notes {
        let _ = writeln!(out, "{}", m.f("annotated-note", &[("note", n)]));
    }
    let at = At { ruleset, cases };
    if !ruleset.notes.is_empty() {
        let _ = writeln!(out);
    }
    for a in &ruleset.articles {
        let article = m.f(
            "annotated-article",
            &[
                ("id", &a.id),
                ("title", a.title_in(m.zh())),
                ("summary", a.summary_in(m.zh())),
                ("shown", m.shows_summary(ruleset.summary_of.as_deref())),
            ],
        );
        let _ = writeln!(out, "{article}");
        if a.clauses.is_empty() {
            text(&mut out, a.text_in(m.zh()), "    ");
        }
        notes(m, &mut out, &at, &a.id, "  · ");
        for c in &a.clauses {
            let _ = writeln!(out, "  {}", c.id);
            text(&mut out, c.text_in(m.zh()), "    ");
            notes(m, &mut out, &at, &c.id, "    · ");
            for i in &c.items {
                if rules_at(ruleset, &i.id).is_empty()
                    && !ruleset.parameters.iter().any(|p| p.article == i.id)
                    && !cases.iter().any(|k| k.exercises(&ruleset.id, &i.id))
                {
                    continue; // the item's words are in the clause text above
                }
                let _ = writeln!(out, "    {}", i.id);
                notes(m, &mut out, &at, &i.id, "      · ");
            }
        }
        if let Some(status) = status(m, ruleset, &a.id) {
            let _ = writeln!(out, "  · {status}");
        }
        out.push('\n');
    }
    out
}

/// What the annotated view says of an article that is not simply encoded:
/// the game's physics or not checkable from a record, with why (as
/// `caipan coverage` says it), else "not encoded" when no rule or
/// parameter cites it; nothing for an article rules or parameters encode.
fn status(m: &Messages, ruleset: &Ruleset, id: &str) -> Option<String> {
    let reason = |groups: &[(Vec<String>, String)]| {
        groups
            .iter()
            .find(|(ids, _)| ids.iter().any(|i| i == id))
            .map(|(_, why)| why.clone())
    };
    if let Some(why) = reason(&ruleset.physics) {
        return Some(m.f("annotated-physics", &[("why", &why)]));
    }
    if let Some(why) = reason(&ruleset.not_checkable) {
        return Some(m.f("annotated-not-checkable", &[("why", &why)]));
    }
    let encoded = !ruleset.rules_citing(id).is_empty()
        || ruleset
            .parameters
            .iter()
            .any(|p| p.article == id || p.article.starts_with(&format!("{id}.")));
    (!encoded).then(|| m.t("annotated-not-encoded"))
}
