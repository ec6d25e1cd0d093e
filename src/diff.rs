//! The table of changes between two editions, aligned by rule topic (not by
//! article number, which moves between editions), plus parameters and
//! articles that exist on one side only.

use crate::ruleset::{Rule, Ruleset};
use serde::Serialize;

/// How a topic or parameter differs between two editions.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Only the later edition has it.
    Added,
    /// Only the earlier edition has it.
    Removed,
    /// Both have it, and it differs.
    Changed,
    /// Both have it, the same.
    Unchanged,
}

impl Status {
    /// As the JSON and tables write it.
    pub fn name(self) -> &'static str {
        match self {
            Status::Added => "added",
            Status::Removed => "removed",
            Status::Changed => "changed",
            Status::Unchanged => "unchanged",
        }
    }
}

/// What changed between two editions, by topic and by parameter.
#[derive(Debug, Clone, Serialize)]
pub struct EditionDiff {
    /// The earlier edition's id.
    pub from: String,
    /// The later edition's id.
    pub to: String,
    /// The supplement applied to the earlier edition, if any.
    pub from_supplement: Option<String>,
    /// The supplement applied to the later edition, if any.
    pub to_supplement: Option<String>,
    /// Every topic of either edition.
    pub topics: Vec<TopicDiff>,
    /// Every parameter of either edition.
    pub parameters: Vec<ParameterDiff>,
    /// Articles (id, title) only the earlier edition has.
    pub articles_only_in_from: Vec<(String, String)>,
    /// Articles (id, title) only the later edition has.
    pub articles_only_in_to: Vec<(String, String)>,
    /// Articles with the same number and a different title: (id, from, to).
    pub retitled: Vec<(String, String, String)>,
}

/// One topic across the two editions.
#[derive(Debug, Clone, Serialize)]
pub struct TopicDiff {
    /// The topic's name.
    pub topic: String,
    /// Whether it was added, removed, changed or kept.
    pub status: Status,
    /// The earlier edition's rules on the topic.
    pub from: Vec<RuleSummary>,
    /// The later edition's rules on the topic.
    pub to: Vec<RuleSummary>,
}

/// A rule as the diff compares it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RuleSummary {
    /// The rule id.
    pub rule: String,
    /// The articles it cites.
    pub articles: Vec<String>,
    /// Its conditions as written.
    pub when: Vec<String>,
    /// Its verdict or choices, as text.
    pub prescription: String,
    /// Whether it applies only on a claim.
    pub claim: bool,
}

/// One parameter across the two editions.
#[derive(Debug, Clone, Serialize)]
pub struct ParameterDiff {
    /// The parameter's name.
    pub name: String,
    /// Whether it was added, removed, changed or kept.
    pub status: Status,
    /// Its value in the earlier edition.
    pub from: Option<ParameterSide>,
    /// Its value in the later edition.
    pub to: Option<ParameterSide>,
}

/// A parameter's value in one edition.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ParameterSide {
    /// The value.
    pub value: f64,
    /// Its unit.
    pub unit: String,
    /// The article that sets it.
    pub article: String,
    /// The supplement that set it, if any.
    pub supplement: Option<String>,
}

fn summary(rule: &Rule) -> RuleSummary {
    RuleSummary {
        rule: rule.id.clone(),
        articles: rule.articles.clone(),
        when: rule.when.iter().map(|c| c.display()).collect(),
        prescription: if rule.kind == crate::vocabulary::RuleKind::Breach {
            "breach, no sanction in the text".into()
        } else {
            rule.prescription.describe()
        },
        claim: rule.claim.is_some(),
    }
}

/// Compare two editions topic by topic and parameter by parameter.
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
