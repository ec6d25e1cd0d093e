//! What `cite` looks up besides a number: an event, topic or rule name
//! stands for the clauses its rules cite (`cite EDITION takeback`);
//! each clause has counterparts in the other editions of the same game,
//! found through the topics of the rules citing it; and a name that is
//! nobody's gets the closest one suggested. A name may be given as the
//! Chinese views show it (手机响, 连下两着): the event's Chinese name in
//! the edition, the topic's in the catalogue.

use crate::naming::{chinese_names, names_rule};
use crate::ruleset::{Outline, Ruleset};

/// The provisions a name stands for: itself when it is an article, clause
/// or item id; else the clauses cited by the rules whose event, topic or
/// id it is (exact names first, then names it is a part of, `phone` for
/// `phone-ring`). Empty when it is none of these.
pub fn provisions_named(ruleset: &Ruleset, name: &str) -> Vec<String> {
    if ruleset.provision(name).is_some() {
        return vec![name.to_string()];
    }
    let chinese = !name.is_ascii();
    let collect = |pick: &dyn Fn(&str) -> bool| {
        let mut ids: Vec<String> = Vec::new();
        for r in &ruleset.rules {
            let named = if chinese {
                chinese_names(ruleset, r).iter().any(|n| pick(n))
            } else {
                pick(&r.on_name) || pick(&r.topic) || pick(&r.id)
            };
            if named {
                for a in &r.articles {
                    if !ids.contains(a) {
                        ids.push(a.clone());
                    }
                }
            }
        }
        ids
    };
    let exact = collect(&|n| n == name);
    if !exact.is_empty() {
        return exact;
    }
    if chinese {
        // 手机 for 手机响: a Chinese name is found inside a longer one.
        return collect(&|n| n.contains(name));
    }
    collect(&|n| names_rule(name, n))
}

/// One clause's counterpart in another edition of the same game.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Counterpart {
    /// The other edition.
    pub edition: String,
    /// The topic that links them.
    pub topic: String,
    /// The articles the other edition's rules on that topic cite.
    pub articles: Vec<String>,
}

/// The counterparts of provision `id` of `ruleset` in `others` (the
/// outlines of editions: those of the same game count), by the topics of
/// the rules citing it.
pub fn counterparts(ruleset: &Ruleset, id: &str, others: &[Outline]) -> Vec<Counterpart> {
    let mut topics: Vec<&str> = Vec::new();
    for r in ruleset.rules_citing(id) {
        if !topics.contains(&r.topic.as_str()) {
            topics.push(&r.topic);
        }
    }
    let mut out = Vec::new();
    for other in others
        .iter()
        .filter(|o| o.edition != ruleset.id && o.game == ruleset.game)
    {
        for topic in &topics {
            out.push(Counterpart {
                edition: other.edition.clone(),
                topic: topic.to_string(),
                articles: other.articles_on(topic).to_vec(),
            });
        }
    }
    out
}

/// The known name closest to `name`, if one is close: article ids, event
/// names, topics and rule ids of the edition.
pub fn suggest(ruleset: &Ruleset, name: &str) -> Option<String> {
    let mut candidates: Vec<&str> = ruleset.provision_ids().collect();
    candidates.extend(ruleset.events.iter().map(|e| e.name.as_str()));
    candidates.extend(ruleset.rules.iter().map(|r| r.topic.as_str()));
    candidates.extend(ruleset.rules.iter().map(|r| r.id.as_str()));
    closest(name, candidates)
}

pub use caipan_ruleset::suggest::closest;

/// One cited provision as `cite --format json` writes it: its text, the
/// rules citing it, its counterparts in the other editions of the game and
/// the cases exercising it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Cited {
    /// The edition id.
    pub edition: String,
    /// The provision's id.
    pub id: String,
    /// Its article's title.
    pub title: String,
    /// Its text.
    pub text: String,
    /// Its title and text in Chinese, where the edition's own words are
    /// English (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title_zh: Option<String>,
    /// See `title_zh`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_zh: Option<String>,
    /// The rules citing it.
    pub rules: Vec<String>,
    /// Its counterparts in `others`.
    pub counterparts: Vec<Counterpart>,
    /// The cases that exercise it (as `cases_of` says).
    pub cases: Vec<String>,
}

/// Each provision of `ids`, cited (see [`Cited`]).
pub fn cited(
    ruleset: &Ruleset,
    ids: &[String],
    others: &[Outline],
    cases_of: impl Fn(&str) -> Vec<String>,
) -> Vec<Cited> {
    ids.iter()
        .filter_map(|id| {
            let p = ruleset.provision(id)?;
            Some(Cited {
                edition: ruleset.id.clone(),
                rules: ruleset
                    .rules_citing(id)
                    .iter()
                    .map(|r| r.id.clone())
                    .collect(),
                counterparts: counterparts(ruleset, id, others),
                cases: cases_of(id),
                id: p.id,
                title: p.title,
                text: p.text,
                title_zh: p.title_zh,
                text_zh: p.text_zh,
            })
        })
        .collect()
}
