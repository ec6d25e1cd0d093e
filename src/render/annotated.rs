//! The whole edition as a rules committee reads it: every article and
//! clause with its exact text, and under each the rules that encode it, the
//! parameters it sets, and the cases that exercise it.

use crate::ruleset::{Rule, Ruleset};
use std::fmt::Write;

/// A case of the library, as far as the annotation needs it: its path, the
/// articles it says it exercises, and the editions it is judged under.
#[derive(Debug, Clone)]
pub struct CaseRef {
    /// The case file.
    pub path: String,
    /// The articles it says it exercises (its top-level list, which names
    /// no edition).
    pub articles: Vec<String>,
    /// The editions it is judged under.
    pub editions: Vec<String>,
    /// Per expectation key (`EDITION` or `EDITION+SUPPLEMENT`), the
    /// articles that edition's expectation cites: its findings, result,
    /// breaches and late claims.
    pub cited: Vec<(String, Vec<String>)>,
}

impl CaseRef {
    /// Whether the case exercises provision `id` of `edition`: that
    /// edition's expectation cites it or one of its clauses or items. A
    /// case judged under two editions counts for each only where its own
    /// expectation cites the provision.
    pub fn exercises(&self, edition: &str, id: &str) -> bool {
        self.cited.iter().any(|(key, articles)| {
            key.split('+').next() == Some(edition)
                && articles
                    .iter()
                    .any(|a| a == id || a.starts_with(&format!("{id}.")))
        })
    }
}

/// The rules citing exactly this provision (not its sub-clauses).
fn rules_at<'r>(ruleset: &'r Ruleset, id: &str) -> Vec<&'r Rule> {
    ruleset
        .rules
        .iter()
        .filter(|r| r.articles.iter().any(|a| a == id))
        .collect()
}

fn notes(out: &mut String, ruleset: &Ruleset, cases: &[CaseRef], id: &str, pad: &str) {
    for r in rules_at(ruleset, id) {
        let _ = writeln!(
            out,
            "{pad}rule    {}",
            super::text::rule_line(super::messages::en(), r)
        );
    }
    for p in ruleset.parameters.iter().filter(|p| p.article == id) {
        let stand_in = if p.stand_in {
            " (a stand-in: the text gives no number)"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "{pad}param   {} = {}{stand_in}",
            p.name,
            crate::units::quantity(p.value, &p.unit)
        );
        // Another reading or copy of the text gives another value.
        if let Some(v) = &p.variant {
            let _ = writeln!(
                out,
                "{pad}        variant: {} ({})",
                crate::units::quantity(v.value, &p.unit),
                v.source
            );
        }
    }
    let exercising: Vec<&str> = cases
        .iter()
        .filter(|c| c.exercises(&ruleset.id, id))
        .map(|c| c.path.as_str())
        .collect();
    if !exercising.is_empty() {
        let _ = writeln!(out, "{pad}cases   {}", exercising.join(", "));
    }
}

fn text(out: &mut String, text: &str, pad: &str) {
    for line in text.lines() {
        let _ = writeln!(out, "{pad}{line}");
    }
}

/// The annotated edition.
pub fn annotated(ruleset: &Ruleset, cases: &[CaseRef]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} 《{}》 ({}, {}) — from {}\n",
        ruleset.id, ruleset.title, ruleset.title_en, ruleset.year, ruleset.source
    );
    // The edition's notes on readings and sources come before the text.
    for n in &ruleset.notes {
        let _ = writeln!(out, "note: {n}");
    }
    if !ruleset.notes.is_empty() {
        let _ = writeln!(out);
    }
    for a in &ruleset.articles {
        let _ = writeln!(out, "Article {} {} — {}", a.id, a.title, a.summary);
        if a.clauses.is_empty() {
            text(&mut out, &a.text, "    ");
        }
        notes(&mut out, ruleset, cases, &a.id, "  · ");
        for c in &a.clauses {
            let _ = writeln!(out, "  {}", c.id);
            text(&mut out, &c.text, "    ");
            notes(&mut out, ruleset, cases, &c.id, "    · ");
            for i in &c.items {
                if rules_at(ruleset, &i.id).is_empty()
                    && !ruleset.parameters.iter().any(|p| p.article == i.id)
                    && !cases.iter().any(|k| k.exercises(&ruleset.id, &i.id))
                {
                    continue; // the item's words are in the clause text above
                }
                let _ = writeln!(out, "    {}", i.id);
                notes(&mut out, ruleset, cases, &i.id, "      · ");
            }
        }
        let encoded = !ruleset.rules_citing(&a.id).is_empty()
            || ruleset
                .parameters
                .iter()
                .any(|p| p.article == a.id || p.article.starts_with(&format!("{}.", a.id)));
        if !encoded {
            let _ = writeln!(
                out,
                "  · not encoded: no rule or parameter cites this article"
            );
        }
        out.push('\n');
    }
    out
}
