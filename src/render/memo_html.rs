//! The committee's memo as a page (`diff --html`): the changes that can
//! turn a result first, then the other changes (the lines the Markdown memo
//! opens with, from [`super::memo_summary::sections`]), then every topic with both
//! editions' rules and the clauses they cite, and the changed words. The
//! markup is `templates/memo.html`; every word comes from the message
//! layer or the memo's shared wording ([`super::memo_words`]).

use super::html::page;
use super::memo_words as memo;
use super::messages::Messages;
use crate::diff::EditionDiff;
use crate::diff::{Change, Segment};
use askama::Template;

/// One edition's cell of a topic: its rules, and the clauses they cite.
struct Side<'a> {
    /// (articles, the rest of the line: what they prescribe and when).
    rules: Vec<(String, String)>,
    /// (id and title, text) of each clause cited.
    texts: Vec<(String, &'a str)>,
}

/// One topic's row.
struct Topic<'a> {
    alters: bool,
    heading: String,
    status: String,
    from: Side<'a>,
    to: Side<'a>,
}

/// One article that moved or changed.
struct Article<'a> {
    from: String,
    to: String,
    what: String,
    wording: &'a [Segment],
}

#[derive(Template)]
#[template(path = "memo.html")]
struct MemoPage<'a> {
    heading: String,
    intro: String,
    sections: Vec<(String, Vec<(String, String)>)>,
    none: String,
    by_topic: String,
    topic_word: String,
    status_word: String,
    from: &'a str,
    to: &'a str,
    topics: Vec<Topic<'a>>,
    no_rule: String,
    key: String,
    articles_word: String,
    pairing: (String, String, String, String, String),
    what_differs: String,
    text_word: String,
    articles: Vec<Article<'a>>,
}

/// The changes between two editions, with the clauses of both quoted.
pub fn diff(m: &Messages, d: &EditionDiff) -> String {
    let m = m.in_edition(d.claim_zh.as_deref());
    let (a, b) = memo::side_names(d);
    let topics = d
        .topics
        .iter()
        .map(|t| Topic {
            alters: t.alters_result,
            heading: memo::heading(m, &t.topic),
            status: memo::status(m, t.status, d, &a, &b),
            from: side(m, &t.from, (&t.texts_from, d.summary_of[0].is_some())),
            to: side(m, &t.to, (&t.texts_to, d.summary_of[1].is_some())),
        })
        .collect();
    let memo_page = MemoPage {
        heading: m.f("memo-heading", &[("from", &d.from), ("to", &d.to)]),
        intro: intro(m, d, (&a, &b)),
        sections: super::memo_summary::sections(m, d),
        none: m.t("memo-none"),
        by_topic: m.t("memo-by-topic"),
        topic_word: m.t("memo-topic"),
        status_word: m.t("memo-status"),
        from: &d.from,
        to: &d.to,
        topics,
        no_rule: m.t("memo-no-rule"),
        key: m.t("memo-key"),
        articles_word: m.t("memo-articles"),
        pairing: (
            m.t("memo-pairing"),
            m.t("memo-struck"),
            m.f("memo-struck-whose", &[("from", &d.from)]),
            m.t("memo-underlined"),
            m.f("memo-underlined-whose", &[("to", &d.to)]),
        ),
        what_differs: m.t("memo-what-differs"),
        text_word: m.t("memo-text"),
        articles: articles(m, d),
    };
    page(
        m,
        &format!("{} → {}", d.from, d.to),
        &memo_page.render().unwrap_or_default(),
    )
}

/// The memo's opening words, and whose text an edition's summaries
/// summarise.
fn intro(m: &Messages, d: &EditionDiff, (a, b): (&str, &str)) -> String {
    let mut intro = m.t("memo-intro");
    for (edition, official) in [(a, d.official(0, m.zh())), (b, d.official(1, m.zh()))] {
        if let Some(note) = super::memo_words::summaries_note(m, edition, official) {
            intro.push(' ');
            intro.push_str(&note);
        }
    }
    intro
}

/// The articles that moved or changed, a reworded one's text with what
/// went struck out and what came underlined.
fn articles<'a>(m: &Messages, d: &'a EditionDiff) -> Vec<Article<'a>> {
    let named = |x: &Option<crate::diff::ArticleSide>| {
        x.as_ref().map_or_else(
            || m.t("memo-absent"),
            |x| format!("{} {}", x.id, x.title_in(m.zh())),
        )
    };
    d.articles
        .iter()
        .filter(|p| !p.changes.is_empty())
        .map(|p| Article {
            from: named(&p.from),
            to: named(&p.to),
            what: memo::what_differs(m, p),
            wording: &p.wording,
        })
        .collect()
}

/// One edition's cell of a topic: its rules in words, then the clauses
/// they cite.
fn side<'a>(
    m: &Messages,
    rules: &[crate::diff::RuleSummary],
    (texts, summary): (&'a [crate::ruleset::Provision], bool),
) -> Side<'a> {
    Side {
        rules: rules
            .iter()
            .map(|r| (r.articles.join(", "), super::memo::rule_words(m, r)))
            .collect(),
        texts: texts
            .iter()
            .map(|p| {
                let title = match summary {
                    true => m.f(
                        "article-title-summary",
                        &[("id", &p.id), ("title", p.title_in(m.zh()))],
                    ),
                    false => format!("{} {}", p.id, p.title_in(m.zh())),
                };
                (title, p.text_in(m.zh()))
            })
            .collect(),
    }
}
