//! For every article, clause and item of an edition: the rules that encode
//! it, the parameters it sets, how many cases of the library exercise it,
//! or why no record can show it (the ruleset's `not-checkable`). What the
//! README's coverage tables are generated from, and `caipan coverage`.

use crate::case_index::CaseRef;
use crate::render::messages::Messages;
use crate::ruleset::{Item, Ruleset};
use serde::Serialize;
use std::fmt::Write;

/// Where a provision stands.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// A rule cites it (or one of its clauses or items).
    Encoded,
    /// Only a parameter takes a value from it.
    Parameter,
    /// The edition's catch-all article for conduct no rule covers.
    Uncovered,
    /// The game's physics applies it (liberties, captures, the count).
    Physics,
    /// No record can show it; the ruleset says why.
    NotCheckable,
    /// A tournament provision caipan does not compute yet; the ruleset
    /// says why.
    NotBuilt,
    /// None of these: a gap.
    NotEncoded,
}

impl Status {
    /// As tables and JSON write it.
    pub fn name(self) -> &'static str {
        match self {
            Status::Encoded => "encoded",
            Status::Parameter => "parameter",
            Status::Uncovered => "catch-all",
            Status::Physics => "physics",
            Status::NotCheckable => "not checkable",
            Status::NotBuilt => "not built yet",
            Status::NotEncoded => "NOT ENCODED",
        }
    }
}

/// One article, clause or item.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    /// Its id.
    pub id: String,
    /// 0 article, 1 clause, 2 item and deeper.
    pub depth: usize,
    /// The article's title (articles only).
    pub title: String,
    /// Where it stands.
    pub status: Status,
    /// Rules citing it or something inside it.
    pub rules: Vec<String>,
    /// Parameters taking a value from it.
    pub parameters: Vec<String>,
    /// Cases of the library that say they exercise it.
    pub cases: usize,
    /// Why no record can show it, or how the physics applies it.
    pub why: Option<String>,
}

fn inside(id: &str, of: &str) -> bool {
    id == of || id.starts_with(&format!("{of}."))
}

/// The standings cite tournament articles as rules cite game articles.
fn standings_citing(rs: &Ruleset, id: &str, rules: &mut Vec<String>) {
    let Some(t) = &rs.tournament else { return };
    for (a, what) in t.citations() {
        if (inside(a, id) || inside(id, a)) && !rules.contains(&what) {
            rules.push(what);
        }
    }
}

fn row(rs: &Ruleset, cases: &[CaseRef], id: &str, depth: usize, title: &str) -> Row {
    // A rule citing a clause encodes the article and, unless it also names
    // one of them (12.5 with 12.5.4: the heading's condition, then the
    // item), the clause's items.
    // An item the ruleset names with a reason of its own (12.4.3 under a
    // rule citing 12.4) is not covered by the rule on its clause.
    let named = rs
        .not_checkable
        .iter()
        .chain(&rs.physics)
        .any(|(ids, _)| ids.iter().any(|x| x == id));
    let covers = |r: &&crate::ruleset::Rule| {
        r.articles.iter().any(|a| {
            inside(a, id)
                || (!named && inside(id, a) && !r.articles.iter().any(|b| b != a && inside(b, a)))
        })
    };
    let mut rules: Vec<String> = rs
        .rules
        .iter()
        .filter(covers)
        .map(|r| r.id.clone())
        .collect();
    // The clause that combines two losses into both losing is the judge's
    // to apply (`losses-of-both`), like a rule.
    if rs
        .losses_of_both
        .iter()
        .any(|l| l.articles.iter().any(|a| inside(a, id) || inside(id, a)))
    {
        rules.push("losses-of-both".into());
    }
    standings_citing(rs, id, &mut rules);
    let parameters: Vec<String> = rs
        .parameters
        .iter()
        .filter(|p| inside(&p.article, id))
        .map(|p| p.name.clone())
        .collect();
    // A reason given for an article covers its clauses and items.
    let reason = |list: &[(Vec<String>, String)]| {
        list.iter()
            .find(|(ids, _)| ids.iter().any(|x| inside(id, x)))
            .map(|(_, why)| why.clone())
    };
    let (physics, not_checkable) = (reason(&rs.physics), reason(&rs.not_checkable));
    let not_built = rs.tournament.as_ref().and_then(|t| reason(&t.not_built));
    let (status, why) = if !rules.is_empty() {
        (Status::Encoded, None)
    } else if rs.uncovered.iter().any(|u| inside(id, u)) {
        (Status::Uncovered, None)
    } else if physics.is_some() {
        // The physics applies it; a parameter it cites sets a reading.
        (Status::Physics, physics)
    } else if !parameters.is_empty() {
        (Status::Parameter, None)
    } else if not_checkable.is_some() {
        (Status::NotCheckable, not_checkable)
    } else if not_built.is_some() {
        (Status::NotBuilt, not_built)
    } else {
        (Status::NotEncoded, None)
    };
    let cases = cases.iter().filter(|c| c.exercises(&rs.id, id)).count();
    Row {
        id: id.to_string(),
        depth,
        title: title.to_string(),
        status,
        rules,
        parameters,
        cases,
        why,
    }
}

/// Every provision of the edition, in the text's order.
pub fn coverage(rs: &Ruleset, cases: &[CaseRef]) -> Vec<Row> {
    fn items(out: &mut Vec<Row>, rs: &Ruleset, cases: &[CaseRef], list: &[Item], depth: usize) {
        for i in list {
            out.push(row(rs, cases, &i.id, depth, ""));
            items(out, rs, cases, &i.items, depth + 1);
        }
    }
    let mut out = Vec::new();
    for a in &rs.articles {
        out.push(row(rs, cases, &a.id, 0, &a.title));
        for c in &a.clauses {
            out.push(row(rs, cases, &c.id, 1, ""));
            items(&mut out, rs, cases, &c.items, 2);
        }
    }
    out
}

/// A status in the reader's words.
fn status_words(m: &Messages, s: Status) -> String {
    m.t(match s {
        Status::Encoded => "coverage-encoded",
        Status::Parameter => "coverage-parameter-only",
        Status::Uncovered => "coverage-catch-all",
        Status::Physics => "coverage-physics",
        Status::NotCheckable => "coverage-not-checkable",
        Status::NotBuilt => "coverage-not-built",
        Status::NotEncoded => "coverage-not-encoded",
    })
}

/// The coverage of an edition as a Markdown table (what the README holds).
pub fn markdown(m: &Messages, rs: &Ruleset, rows: &[Row]) -> String {
    let mut out = String::new();
    let count = |s: Status| rows.iter().filter(|r| r.status == s).count().to_string();
    let head = m.f(
        "coverage-head",
        &[
            ("rows", &rows.len().to_string()),
            ("edition", &rs.id),
            ("encoded", &count(Status::Encoded)),
            ("physics", &count(Status::Physics)),
            ("parameter", &count(Status::Parameter)),
            ("catch-all", &count(Status::Uncovered)),
            ("not-checkable", &count(Status::NotCheckable)),
            ("not-built", &count(Status::NotBuilt)),
            ("not-encoded", &count(Status::NotEncoded)),
        ],
    );
    let _ = writeln!(out, "{head}\n");
    let _ = writeln!(out, "{}", m.t("coverage-columns"));
    let _ = writeln!(out, "| --- | --- | --- | --- | --- |");
    for r in rows {
        let id = if r.depth == 0 {
            format!("**{} {}**", r.id, r.title)
        } else {
            format!("{}{}", "&nbsp;&nbsp;".repeat(r.depth), r.id)
        };
        let mut what: Vec<String> = r.rules.iter().map(|x| format!("`{x}`")).collect();
        what.extend(
            r.parameters
                .iter()
                .map(|p| m.f("coverage-parameter", &[("name", p)])),
        );
        let _ = writeln!(
            out,
            "| {id} | {} | {} | {} | {} |",
            status_words(m, r.status),
            what.join(", "),
            if r.cases == 0 {
                String::new()
            } else {
                r.cases.to_string()
            },
            r.why.as_deref().unwrap_or("").replace('|', "\\|")
        );
    }
    out
}
