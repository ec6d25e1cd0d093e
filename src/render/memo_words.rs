//! The words every view of a diff shares: a topic as a heading, a rule's
//! prescription and conditions in words, each side's name, a parameter's
//! values, a status, what differs between two articles, each edition's
//! counting. The text diff, the Markdown memo, its opening sections and the
//! HTML memo all write with these, and none of them with another's; every
//! word is the message layer's.

use super::messages::Messages;
use crate::diff::{ArticlePair, CountingSide, EditionDiff, ParameterSide, RuleSummary, Status};
use crate::vocabulary::Verdict;

/// `double-move` → `Double move`, `连下两着`.
pub fn heading(m: &Messages, topic: &str) -> String {
    let id = format!("topic-{topic}");
    if m.has(&id) {
        return m.t(&id);
    }
    let words = topic.replace('-', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => words,
    }
}

/// Verdicts in words: "the player loses the game".
fn verdict_words(m: &Messages, v: &[Verdict]) -> String {
    if v.is_empty() {
        return m.t("verdicts-nothing");
    }
    v.iter()
        .map(|v| m.word("meaning", v.name()))
        .collect::<Vec<_>>()
        .join(&m.t("meaning-sep"))
}

/// What a rule prescribes, in words.
pub fn prescription(m: &Messages, r: &RuleSummary) -> String {
    if r.breach {
        return m.t("memo-breach");
    }
    let mut out = match r.chooser {
        Some(by) => {
            let options: Vec<String> = r
                .options
                .iter()
                .map(|o| m.f("memo-option", &[("verdicts", &verdict_words(m, o))]))
                .collect();
            let default = r
                .default
                .and_then(|k| r.options.get(k))
                .map_or(String::new(), |o| {
                    m.f("memo-in-principle", &[("verdicts", &verdict_words(m, o))])
                });
            m.f(
                "memo-chooses",
                &[
                    ("chooser", &super::words::chooser(m, by)),
                    ("options", &options.join(&m.t("memo-or"))),
                    ("default", &default),
                ],
            )
        }
        None => verdict_words(m, r.options.first().map_or(&[][..], Vec::as_slice)),
    };
    if let Some(a) = &r.amount {
        out += &m.f("memo-amount", &[("amount", &resolved(m, a))]);
    }
    out
}

/// What a rule prescribes in the vocabulary's words (`move-void +
/// warning`, `arbiter chooses draw | replay`), a breach said as one.
pub fn short_prescription(m: &Messages, r: &RuleSummary) -> String {
    if r.breach {
        return m.t("memo-breach-short");
    }
    let prescribed = match r.chooser {
        Some(by) => crate::ruleset::model::Prescription::Choice {
            by,
            options: r.options.clone(),
        },
        None => crate::ruleset::model::Prescription::Fixed(
            r.options.first().cloned().unwrap_or_default(),
        ),
    };
    super::cite::prescription(m, &prescribed)
}

/// Until when a rule's claim must come, in words.
pub fn window(m: &Messages, r: &RuleSummary) -> Option<String> {
    r.claim_window.map(|w| super::words::window(m, w))
}

/// A resolved condition or amount in the reader's words: the notes the
/// diff puts after a parameter's value (`60 (stand-in: 23.1 gives no
/// number)`, `name (set to 1)`) worded by the catalogue.
pub fn resolved(m: &Messages, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('(') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let Some(end) = tail.find(')') else {
            break;
        };
        let inner = &tail[1..end];
        let worded = if let Some(article) = inner
            .strip_prefix("stand-in: ")
            .and_then(|x| x.strip_suffix(" gives no number"))
        {
            m.f("memo-resolved-stand-in", &[("article", article)])
        } else if let Some(value) = inner.strip_prefix("set to ") {
            m.f("memo-resolved-set", &[("value", value)])
        } else {
            tail[..=end].to_string()
        };
        out.push_str(&worded);
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

/// A condition with its operators in words: `lateness > 60` → `lateness
/// more than 60`. Names stay as the glossary spells them.
pub fn condition(m: &Messages, c: &str) -> String {
    resolved(m, c)
        .split(' ')
        .map(|t| match t {
            ">" => m.t("op-more-than"),
            ">=" => m.t("op-at-least"),
            "<" => m.t("op-less-than"),
            "<=" => m.t("op-at-most"),
            "==" => m.t("op-is"),
            "!=" => m.t("op-is-not"),
            "not" => m.t("op-not"),
            t => t.to_string(),
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

/// A status as a reader is told it, with the two editions' names:
/// `removed`, `only in A`, `not covered by B (rules of play only)`.
pub fn status(m: &Messages, s: Status, d: &EditionDiff, a: &str, b: &str) -> String {
    match s {
        Status::OnlyFrom => m.f("status-only-in", &[("edition", a)]),
        Status::OnlyTo => m.f("status-only-in", &[("edition", b)]),
        Status::NotCovered => m.f("status-not-covered", &[("edition", silent(d, a, b))]),
        s => m.word("status", s.name()),
    }
}

/// The edition whose text is the rules of play only.
pub fn silent<'a>(d: &EditionDiff, a: &'a str, b: &'a str) -> &'a str {
    if d.scopes[0] == crate::vocabulary::Scope::Play {
        a
    } else {
        b
    }
}

/// What differs between two paired articles: `renumbered, retitled`, or
/// `paired by subject: capture`.
pub fn what_differs(m: &Messages, p: &ArticlePair) -> String {
    match &p.subject {
        Some(s) => m.f("paired-by-subject", &[("subject", s)]),
        None => p
            .changes
            .iter()
            .map(|c| m.word("change", &c.replace(' ', "-")))
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// One edition's counting in words, with its articles.
pub fn counting(m: &Messages, side: &Option<CountingSide>) -> String {
    let Some(c) = side else {
        return m.t("counting-none");
    };
    let method = c.method.name();
    let articles = c.articles.join(", ");
    let meaning = m.word("scoring", method);
    let mut args = vec![
        ("method", method),
        ("articles", &articles),
        ("meaning", &meaning),
    ];
    let mut line = if c.confirmation.is_empty() {
        m.f("counting-side", &args)
    } else {
        let confirmation = c.confirmation.join(", ");
        args.push(("confirmation", &confirmation));
        m.f("counting-side-confirmation", &args)
    };
    if c.against_white {
        line += &m.t("counting-side-against-white");
    }
    if let Some((colour, article)) = &c.tie {
        let player = super::words::colour(m, *colour);
        line += &m.f(
            "counting-side-tie",
            &[("player", &player), ("article", article)],
        );
    }
    if let Some(t) = &c.territory {
        line += &territory(m, t);
    }
    if c.method == crate::vocabulary::ScoringMethod::Area {
        line += &m.word("counting-shared", c.shared_points.name());
    }
    if c.dead_stones != crate::vocabulary::DeadStones::Agreed {
        line += &m.word("counting-dead", c.dead_stones.name());
    }
    line
}

/// A territory count's additions: the parameter choosing it, pass stones,
/// eyes in seki.
fn territory(m: &Messages, t: &crate::diff::TerritorySide) -> String {
    let mut line = match &t.chosen_by {
        Some(p) => m.f(
            "counting-side-territory-chosen",
            &[("parameter", p), ("articles", &t.articles.join(", "))],
        ),
        None => String::new(),
    };
    if t.pass_stones {
        line += &m.t("counting-side-pass-stones");
    }
    if t.seki_eyes_counted {
        line += &m.t("counting-side-seki-eyes");
    }
    line
}

/// A parameter's values on one side.
pub fn param(m: &Messages, topic: &str, sides: &[ParameterSide]) -> String {
    if sides.is_empty() {
        return m.t("memo-absent");
    }
    sides
        .iter()
        .map(|p| {
            let name = if p.name == topic {
                String::new()
            } else {
                format!("{} ", p.name)
            };
            format!("{name}{}", one_param(m, p))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn one_param(m: &Messages, p: &ParameterSide) -> String {
    let mut sup = p.supplement.as_ref().map_or(String::new(), |s| {
        m.f("memo-param-supplement", &[("supplement", s)])
    });
    if p.stand_in {
        sup += &m.t("memo-param-stand-in");
    }
    format!(
        "{} ({}{sup})",
        super::words::quantity(m, p.value, &p.unit),
        p.article
    )
}

/// An article's heading as the views quote it (edition, id, title), said
/// to be a summary in our words where the edition's texts are (`summary`).
pub fn article_heading(
    m: &Messages,
    (edition, summary): (&str, bool),
    p: &crate::ruleset::Provision,
) -> String {
    let key = if summary {
        "article-heading-summary"
    } else {
        "article-heading"
    };
    m.f(
        key,
        &[
            ("edition", edition),
            ("id", &p.id),
            ("title", p.title_in(m.zh())),
        ],
    )
}

/// What a memo says of an edition whose articles are summaries: whose
/// text they summarise.
pub fn summaries_note(m: &Messages, edition: &str, official: Option<&str>) -> Option<String> {
    official.map(|o| m.f("memo-summaries", &[("edition", edition), ("official", o)]))
}
