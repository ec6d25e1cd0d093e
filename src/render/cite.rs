//! An edition's articles and rules as text: `cite`'s article with the
//! rules and parameters that come from it, the table of contents, the list
//! of editions, a rule in one line — every word from the message layer.

use super::messages::Messages;
use super::words;
use crate::ruleset::model::Prescription;
use crate::ruleset::{Rule, Ruleset};
use std::fmt::Write;

/// A prescription in words: `move-void + warning`, or `arbiter chooses
/// warning | loss`.
pub fn prescription(m: &Messages, p: &Prescription) -> String {
    match p {
        Prescription::Fixed(v) => words::verdicts(m, v),
        Prescription::Choice { by, options } => {
            let options: Vec<String> = options.iter().map(|o| words::verdicts(m, o)).collect();
            m.f(
                "choice-list",
                &[
                    ("chooser", &words::chooser(m, *by)),
                    ("options", &options.join(" | ")),
                ],
            )
        }
    }
}

/// The Chinese name the edition gives a rule's event, if any.
fn event_zh<'a>(ruleset: &'a Ruleset, rule: &Rule) -> Option<&'a str> {
    ruleset.event(&rule.on_name)?.1.name_zh.as_deref()
}

/// A rule in one line: trigger, conditions, prescription, articles.
pub fn rule_line(m: &Messages, ruleset: &Ruleset, rule: &Rule) -> String {
    let when = if rule.when.is_empty() {
        String::new()
    } else {
        let conditions: Vec<String> = rule.when.iter().map(|c| c.display()).collect();
        let and = m.t("rule-line-and");
        m.f("rule-line-when", &[("conditions", &conditions.join(&and))])
    };
    let claim = if rule.claim.is_some() {
        m.t("rule-line-claim")
    } else {
        String::new()
    };
    m.f(
        "rule-line",
        &[
            ("rule", &rule.id),
            (
                "event",
                &words::event(m, &rule.on_name, event_zh(ruleset, rule)),
            ),
            ("when", &when),
            ("prescription", &prescription(m, &rule.prescription)),
            ("claim", &claim),
            ("articles", &rule.articles.join(", ")),
        ],
    )
}

/// An article, clause or item of an edition as text, or None if there is none.
pub fn cite(m: &Messages, ruleset: &Ruleset, id: &str) -> Option<String> {
    let m = m.in_edition(ruleset.claim_zh.as_deref());
    let p = ruleset.provision(id)?;
    let article = ruleset.article_of(id)?;
    let mut out = String::new();
    let head = m.f(
        "cite-head",
        &[
            ("edition", &ruleset.id),
            ("id", &p.id),
            ("title", p.title_in(m.zh())),
            ("summary", article.summary_in(m.zh())),
            ("shown", m.shows_summary(ruleset.summary_of.as_deref())),
        ],
    );
    let _ = writeln!(out, "{head}");
    if let Some(official) = official(m, ruleset) {
        let _ = writeln!(out, "  ({})", summary_line(m, official));
    }
    let _ = writeln!(out, "{}", indent(p.text_in(m.zh()), "  "));
    let rules = ruleset.rules_citing(id);
    if rules.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            m.f("cite-no-rule", &[("edition", &ruleset.id)])
        );
    } else {
        let _ = writeln!(out, "\n{}", m.t("cite-rules"));
        for r in rules {
            let _ = writeln!(out, "  {}", rule_line(m, ruleset, r));
        }
    }
    parameters(m, &mut out, ruleset, id);
    Some(out)
}

/// The parameters an article gives, a stand-in saying how to set it.
fn parameters(m: &Messages, out: &mut String, ruleset: &Ruleset, id: &str) {
    let params: Vec<_> = ruleset
        .parameters
        .iter()
        .filter(|p| p.article == id || p.article.starts_with(&format!("{id}.")))
        .collect();
    if params.is_empty() {
        return;
    }
    let _ = writeln!(out, "\n{}", m.t("cite-parameters"));
    for p in params {
        // A value the text does not give says so, with how to set it.
        let message = if p.stand_in {
            "cite-parameter-stand-in"
        } else {
            "cite-parameter"
        };
        let value = words::quantity(m, p.value, &p.unit);
        let args = [
            ("name", p.name.as_str()),
            ("value", &value),
            ("article", &p.article),
        ];
        let _ = writeln!(out, "  {}", m.f(message, &args));
    }
}

/// `text` with every line put after `by`.
pub(crate) fn indent(text: &str, by: &str) -> String {
    text.lines()
        .map(|l| format!("{by}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// An edition's table of contents.
pub fn contents(m: &Messages, ruleset: &Ruleset) -> String {
    let mut out = String::new();
    let head = m.f(
        "contents-head",
        &[
            ("edition", &ruleset.id),
            ("title", &ruleset.title),
            ("title-en", &ruleset.title_en),
            ("year", &ruleset.year.to_string()),
        ],
    );
    let _ = writeln!(out, "{head}");
    for a in &ruleset.articles {
        let cited = ruleset.rules_citing(&a.id).len();
        let id = format!("{:>3}", a.id);
        let mut args = vec![
            ("id", id.as_str()),
            ("title", a.title_in(m.zh())),
            ("summary", a.summary_in(m.zh())),
            ("shown", m.shows_summary(ruleset.summary_of.as_deref())),
        ];
        let rules = cited.to_string();
        let message = if cited > 0 {
            args.push(("rules", &rules));
            "contents-article-rules"
        } else {
            "contents-article"
        };
        let _ = writeln!(out, "  {}", m.f(message, &args));
    }
    out
}

/// The editions as a list with their titles, the ids in one column as wide
/// as the longest.
pub fn editions(m: &Messages, list: &[crate::ruleset::compiled::Summary]) -> String {
    let width = list.iter().map(|r| r.id.chars().count()).max().unwrap_or(0);
    let mut out = String::new();
    for r in list {
        let line = m.f(
            "editions-line",
            &[
                ("title-en", &r.title_en),
                ("title", &r.title),
                ("articles", &r.articles.to_string()),
                ("rules", &r.rules.to_string()),
                ("source", m.prose(&r.source, r.source_zh.as_deref())),
            ],
        );
        let _ = writeln!(out, "{:<width$}  {line}", r.id);
        if let Some((own, others)) = r.protocols.split_first() {
            let line = m.f(
                "editions-protocols",
                &[("own", own), ("others", &others.join(", "))],
            );
            let _ = writeln!(out, "{:<width$}  {line}", "");
        }
        if let Some((own, others)) = r.sizes.split_first().filter(|(_, o)| !o.is_empty()) {
            let board = |n: &usize| format!("{n}×{n}");
            let others: Vec<String> = others.iter().map(board).collect();
            let line = m.f(
                "editions-boards",
                &[("own", &board(own)), ("others", &others.join(", "))],
            );
            let _ = writeln!(out, "{:<width$}  {line}", "");
        }
    }
    out
}

/// What a reader must know of an edition whose texts are not copied.
pub fn summary_line(m: &Messages, official: &str) -> String {
    m.f("summary-line", &[("official", official)])
}

/// The official document an edition's summaries summarise, named in the
/// view's language; none for an edition quoted in its own words.
pub fn official<'a>(m: &Messages, ruleset: &'a Ruleset) -> Option<&'a str> {
    let of = ruleset.summary_of.as_deref()?;
    Some(m.prose(of, ruleset.summary_of_zh.as_deref()))
}
