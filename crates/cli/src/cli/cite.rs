//! `caipan cite EDITION [ARTICLE|NAME]`: a clause with its text, the rules
//! citing it, its counterparts in the other editions of the same game and
//! the cases that exercise it; a name (`takeback`) stands for the clauses
//! its rules cite.

use super::output::{Out, Outcome};
use caipan::case_index::CaseRef;
use caipan::cite::Cited;
use caipan::error::CliError;
use caipan::render;
use caipan::render::messages::Messages;
use caipan::ruleset::{self, Ruleset};
use serde::Serialize;
use std::fmt::Write;
use std::process::ExitCode;

/// The edition's articles as `cite EDITION --format json` writes them.
#[derive(Serialize)]
struct Contents {
    edition: String,
    title: String,
    title_en: String,
    year: u32,
    articles: Vec<ArticleEntry>,
}

/// One article of the list: its id, title, summary and the rules citing it.
#[derive(Serialize)]
struct ArticleEntry {
    id: String,
    title: String,
    summary: String,
    rules: Vec<String>,
}

fn contents(rules: &Ruleset) -> Contents {
    Contents {
        edition: rules.id.clone(),
        title: rules.title.clone(),
        title_en: rules.title_en.clone(),
        year: rules.year,
        articles: rules
            .articles
            .iter()
            .map(|a| ArticleEntry {
                id: a.id.clone(),
                title: a.title.clone(),
                summary: a.summary.clone(),
                rules: rules
                    .rules_citing(&a.id)
                    .iter()
                    .map(|r| r.id.clone())
                    .collect(),
            })
            .collect(),
    }
}

/// The case library: `--cases DIR`, else `./cases` when it exists.
pub(crate) fn case_library(cases: Option<&str>) -> Vec<CaseRef> {
    let dir = cases.unwrap_or("cases");
    if cases.is_some() || std::path::Path::new(dir).is_dir() {
        caipan::case_index::index(dir)
    } else {
        Vec::new()
    }
}

fn cases_of(index: &[CaseRef], edition: &str, id: &str) -> Vec<String> {
    index
        .iter()
        .filter(|c| c.exercises(edition, id))
        .map(|c| c.path.clone())
        .collect()
}

pub(crate) fn cite(
    out: &mut Out,
    m: &'static Messages,
    edition: &str,
    article: Option<&str>,
    json: bool,
    cases: Option<&str>,
) -> Outcome {
    let base = ruleset::resolve(edition)?;
    let Some(name) = article else {
        let rules = &base;
        if json {
            out.put(&render::json::pretty(&contents(rules)))?;
            out.put("\n")?;
        } else {
            out.put(&render::text::contents(m, rules))?;
        }
        return Ok(ExitCode::SUCCESS);
    };
    let under = under_a_protocol(&base, name);
    let rules = under.unwrap_or(&base);
    let ids = caipan::cite::provisions_named(rules, name);
    // Not an id or a name: words (悔棋) are searched for instead.
    if ids.is_empty()
        && !caipan::search::search_editions(std::slice::from_ref(rules), &[name.to_string()])
            .is_empty()
    {
        if !json {
            let instead = m.f(
                "cite-search-instead",
                &[("name", name), ("edition", &rules.id)],
            );
            out.put(&format!("{instead}\n\n"))?;
        }
        return super::search::search(out, m, &[name.to_string()], Some(&rules.id), json, 10);
    }
    if ids.is_empty() {
        let suggestion = caipan::error::did_you_mean(caipan::cite::suggest(rules, name));
        return Err(Box::new(CliError::UnknownArticle {
            edition: rules.id.clone(),
            id: caipan::error::quote(name),
            suggestion,
        })
        .into());
    }
    let cited = cited(rules, &ids, cases);
    if json {
        out.put(&render::json::pretty(&cited))?;
        out.put("\n")?;
        return Ok(ExitCode::SUCCESS);
    }
    let text = cited_page(m, (rules, under.is_some()), name, &ids, &cited);
    out.put(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// The edition under the opening rule that brings the article `name`
/// (`T1.6`), when the edition itself has none of that name: cited from
/// there, the rule named.
fn under_a_protocol<'r>(base: &'r Ruleset, name: &str) -> Option<&'r Ruleset> {
    if !caipan::cite::provisions_named(base, name).is_empty() {
        return None;
    }
    base.protocols
        .iter()
        .find(|v| !caipan::cite::provisions_named(v, name).is_empty())
}

/// The cited provisions for people: the opening rule they come from when
/// `rules` is the edition under one of its other rules, what a name stood
/// for, then each provision.
fn cited_page(
    m: &Messages,
    (rules, from_protocol): (&Ruleset, bool),
    name: &str,
    ids: &[String],
    cited: &[Cited],
) -> String {
    let mut text = String::new();
    if let Some(p) = rules.protocol.as_ref().filter(|_| from_protocol) {
        let said = m.f(
            "cite-in-protocol",
            &[
                ("name", name),
                ("edition", &rules.id),
                ("protocol", &p.id),
                ("title", m.prose(&p.title, Some(&p.title_zh))),
            ],
        );
        let _ = writeln!(text, "{said}\n");
    }
    if ids.len() > 1 || ids.first().is_some_and(|id| id != name) {
        let named = m.f(
            "cite-named",
            &[
                ("name", name),
                ("edition", &rules.id),
                ("ids", &ids.join(", ")),
            ],
        );
        let _ = writeln!(text, "{named}\n");
    }
    for c in cited {
        text.push_str(&cited_text(m, rules, c));
    }
    text
}

/// Each provision named, with the rules citing it, its counterparts in the
/// other built-in editions and the cases exercising it.
fn cited(rules: &Ruleset, ids: &[String], cases: Option<&str>) -> Vec<Cited> {
    let others = ruleset::built_in_outlines(&rules.id, rules.game);
    let index = case_library(cases);
    caipan::cite::cited(rules, ids, &others, |id| cases_of(&index, &rules.id, id))
}

/// One cited provision for people: its text, its counterparts, its cases.
fn cited_text(m: &Messages, rules: &Ruleset, c: &Cited) -> String {
    let mut text = render::text::cite(m, rules, &c.id).unwrap_or_default();
    let linked: Vec<String> = c
        .counterparts
        .iter()
        .map(|k| {
            let at = if k.articles.is_empty() {
                m.t("cite-counterpart-none")
            } else {
                k.articles.join(", ")
            };
            let line = m.f(
                "cite-counterpart",
                &[
                    ("edition", &k.edition),
                    ("articles", &at),
                    ("topic", &k.topic),
                ],
            );
            format!("  {line}")
        })
        .collect();
    if !linked.is_empty() {
        let other = m.t("cite-other-editions");
        let _ = writeln!(text, "\n{other}\n{}", linked.join("\n"));
    }
    if !c.cases.is_empty() {
        let cases = m.t("cite-cases");
        let _ = writeln!(text, "\n{cases}\n  {}", c.cases.join("\n  "));
    }
    text.push('\n');
    text
}
