//! The words every view of a diff shares: a topic as a heading, a rule's
//! prescription and conditions in words, each side's name, a parameter's
//! values. The text diff, the Markdown memo, its opening sections and the
//! HTML memo all write with these, and none of them with another's.

use crate::diff::{EditionDiff, ParameterSide, RuleSummary};
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

/// A parameter's values on one side.
pub fn param(topic: &str, sides: &[ParameterSide]) -> String {
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
                "{} ({}{sup})",
                crate::units::quantity(p.value, &p.unit),
                p.article
            )
        }
    }
}
