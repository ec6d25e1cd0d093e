//! The table of changes between two editions, aligned by rule topic (not by
//! article number, which moves between editions), plus parameters and
//! articles that exist on one side only.

use crate::ruleset::{Rule, Ruleset};
use serde::Serialize;

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Added,
    Removed,
    Changed,
    Unchanged,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Added => "added",
            Status::Removed => "removed",
            Status::Changed => "changed",
            Status::Unchanged => "unchanged",
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct EditionDiff {
    pub from: String,
    pub to: String,
    pub from_supplement: Option<String>,
    pub to_supplement: Option<String>,
    pub topics: Vec<TopicDiff>,
    pub parameters: Vec<ParameterDiff>,
    pub articles_only_in_from: Vec<(String, String)>,
    pub articles_only_in_to: Vec<(String, String)>,
    /// Articles with the same number and a different title: (id, from, to).
    pub retitled: Vec<(String, String, String)>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TopicDiff {
    pub topic: String,
    pub status: Status,
    pub from: Vec<RuleSummary>,
    pub to: Vec<RuleSummary>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RuleSummary {
    pub rule: String,
    pub articles: Vec<String>,
    pub when: Vec<String>,
    pub prescription: String,
    pub claim: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct ParameterDiff {
    pub name: String,
    pub status: Status,
    pub from: Option<ParameterSide>,
    pub to: Option<ParameterSide>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ParameterSide {
    pub value: f64,
    pub unit: String,
    pub article: String,
    pub supplement: Option<String>,
}

fn summary(rule: &Rule) -> RuleSummary {
    RuleSummary {
        rule: rule.id.clone(),
        articles: rule.articles.clone(),
        when: rule.when.iter().map(|c| c.display()).collect(),
        prescription: rule.prescription.describe(),
        claim: rule.claim.is_some(),
    }
}

pub fn diff(from: &Ruleset, to: &Ruleset) -> EditionDiff {
    let mut topics: Vec<String> = Vec::new();
    for r in from.rules.iter().chain(&to.rules) {
        if !topics.contains(&r.topic) {
            topics.push(r.topic.clone());
        }
    }
    let topics = topics
        .into_iter()
        .map(|topic| {
            let side = |rs: &Ruleset| {
                rs.rules
                    .iter()
                    .filter(|r| r.topic == topic)
                    .map(summary)
                    .collect::<Vec<_>>()
            };
            let (a, b) = (side(from), side(to));
            let substance = |v: &[RuleSummary]| {
                let mut s: Vec<(String, bool)> = v
                    .iter()
                    .map(|r| (r.prescription.clone(), r.claim))
                    .collect();
                s.sort();
                s
            };
            let status = match (a.is_empty(), b.is_empty()) {
                (true, _) => Status::Added,
                (_, true) => Status::Removed,
                _ if substance(&a) == substance(&b) => Status::Unchanged,
                _ => Status::Changed,
            };
            TopicDiff {
                topic,
                status,
                from: a,
                to: b,
            }
        })
        .collect();

    let mut names: Vec<String> = Vec::new();
    for p in from.parameters.iter().chain(&to.parameters) {
        if !names.contains(&p.name) {
            names.push(p.name.clone());
        }
    }
    let parameters = names
        .into_iter()
        .map(|name| {
            let side = |rs: &Ruleset| {
                rs.parameter(&name).map(|p| ParameterSide {
                    value: p.value,
                    unit: p.unit.clone(),
                    article: p.article.clone(),
                    supplement: p.supplement.as_ref().map(|(s, _)| s.clone()),
                })
            };
            let (a, b) = (side(from), side(to));
            let status = match (&a, &b) {
                (None, _) => Status::Added,
                (_, None) => Status::Removed,
                (Some(x), Some(y)) if x.value == y.value => Status::Unchanged,
                _ => Status::Changed,
            };
            ParameterDiff {
                name,
                status,
                from: a,
                to: b,
            }
        })
        .collect();

    let only = |a: &Ruleset, b: &Ruleset| {
        a.articles
            .iter()
            .filter(|x| !b.articles.iter().any(|y| y.id == x.id))
            .map(|x| (x.id.clone(), x.title.clone()))
            .collect::<Vec<_>>()
    };
    let retitled = from
        .articles
        .iter()
        .filter_map(|x| {
            let y = to.articles.iter().find(|y| y.id == x.id)?;
            (y.title != x.title).then(|| (x.id.clone(), x.title.clone(), y.title.clone()))
        })
        .collect();
    EditionDiff {
        from: from.id.clone(),
        to: to.id.clone(),
        from_supplement: from.supplement.as_ref().map(|s| s.id.clone()),
        to_supplement: to.supplement.as_ref().map(|s| s.id.clone()),
        topics,
        parameters,
        articles_only_in_from: only(from, to),
        articles_only_in_to: only(to, from),
        retitled,
    }
}
