//! The table of changes between two editions, aligned by rule topic (not by
//! article number, which moves between editions), plus parameters and
//! articles that exist on one side only.

use crate::ruleset::{Rule, Ruleset};
use serde::Serialize;

mod articles;
mod params;
mod wording;
pub use articles::{ArticlePair, ArticleSide, align};
use params::parameter_diff;
pub use wording::{Change, Passage, Segment, passages};

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
    /// Every article of either edition, paired with its counterpart by
    /// title and text (not by number).
    pub articles: Vec<ArticlePair>,
    /// How each edition counts, when they count differently (area against
    /// territory): the change no rule topic shows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub counting: Option<[String; 2]>,
    /// Each edition's articles that leave conduct no rule covers to the
    /// arbiter: a topic one edition has no rule on is left to them there.
    pub left_to_arbiter: [Vec<String>; 2],
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
    /// A change that can turn a result: a loss, draw, replay or the like,
    /// or a stone penalty, on either side of a topic that is not unchanged.
    pub alters_result: bool,
    /// The clauses the earlier edition's rules cite, with their text.
    pub texts_from: Vec<crate::ruleset::Provision>,
    /// The clauses the later edition's rules cite, with their text.
    pub texts_to: Vec<crate::ruleset::Provision>,
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
    /// The verdict (one option) or the options of its choice.
    pub options: Vec<Vec<crate::vocabulary::Verdict>>,
    /// Who chooses, when the text leaves a choice.
    pub chooser: Option<crate::vocabulary::Chooser>,
    /// The option that applies in principle, if any.
    pub default: Option<usize>,
    /// The text gives no sanction (a breach, cited only).
    pub breach: bool,
    /// Whether it applies only on a claim.
    pub claim: bool,
    /// Until when the claim must come, if it applies only on a claim.
    pub window: Option<String>,
    /// The size of its stone penalty or time deduction, parameters by value
    /// (`lateness × 2`).
    pub amount: Option<String>,
    /// Its conditions with parameters by value (`lateness > 60`), which is
    /// what two editions are compared on.
    pub resolved: Vec<String>,
    /// Whether the rule is on a player's conduct (a declared event), which
    /// an edition without a rule may leave to the arbiter.
    #[serde(skip)]
    pub conduct: bool,
}

/// One parameter across the two editions.
#[derive(Debug, Clone, Serialize)]
pub struct ParameterDiff {
    /// The parameter's name.
    pub name: String,
    /// Whether it was added, removed, changed or kept.
    pub status: Status,
    /// Its values in the earlier edition (parameters of one topic).
    pub from: Vec<ParameterSide>,
    /// Its values in the later edition.
    pub to: Vec<ParameterSide>,
    /// A change that can turn a result: the count's komi or baseline, or a
    /// value a rule bearing on the result reads.
    pub alters_result: bool,
}

/// A parameter's value in one edition.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ParameterSide {
    /// The parameter's name.
    pub name: String,
    /// The value.
    pub value: f64,
    /// Its unit.
    pub unit: String,
    /// The article that sets it.
    pub article: String,
    /// The supplement that set it, if any.
    pub supplement: Option<String>,
    /// The text gives no number: the value only stands in.
    pub stand_in: bool,
}

/// A parameter's value as a comparison reads it; a stand-in says so.
fn value_of(rs: &Ruleset, i: usize) -> String {
    let p = &rs.parameters[i];
    let v = crate::units::stones(p.value);
    if p.stand_in {
        format!("{v} (stand-in: {} gives no number)", p.article)
    } else {
        v
    }
}

/// A condition or amount with every parameter name replaced by its value.
fn resolve(rs: &Ruleset, text: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match rs.parameters.iter().position(|p| p.name == *word) {
            Some(i) => out.push_str(&value_of(rs, i)),
            None => out.push_str(word),
        }
        word.clear();
    };
    for ch in text.chars() {
        if ch.is_alphanumeric() || ch == '-' || ch == '_' || ch == '.' {
            word.push(ch);
        } else {
            flush(&mut word, &mut out);
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out
}

fn summary(rs: &Ruleset, rule: &Rule) -> RuleSummary {
    use crate::ruleset::condition::Operand;
    let amount = rule.amount.as_ref().map(|factors| {
        factors
            .iter()
            .map(|o| match o {
                Operand::Param(i) => value_of(rs, *i),
                Operand::Number(n) => crate::units::stones(*n),
                Operand::Fact(f) => f.name().to_string(),
                Operand::Arg(i) => match &rule.on {
                    crate::ruleset::Trigger::Event(e) => rs.events[*e]
                        .args
                        .get(*i)
                        .map_or_else(String::new, |a| a.name.clone()),
                    _ => String::new(),
                },
                Operand::Word(w) => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" × ")
    });
    RuleSummary {
        window: rule.claim.map(|w| w.meaning().to_string()),
        amount,
        resolved: rule
            .when
            .iter()
            .map(|c| resolve(rs, &c.display()))
            .collect(),
        rule: rule.id.clone(),
        conduct: match rule.on {
            crate::ruleset::Trigger::Event(i) => rs.events.get(i).is_some_and(|e| !e.situation),
            _ => false,
        },
        articles: rule.articles.clone(),
        when: rule.when.iter().map(|c| c.display()).collect(),
        prescription: if rule.kind == crate::vocabulary::RuleKind::Breach {
            "breach, no sanction in the text".into()
        } else {
            rule.prescription.describe()
        },
        claim: rule.claim.is_some(),
        options: rule
            .prescription
            .options()
            .iter()
            .map(|o| o.to_vec())
            .collect(),
        chooser: match &rule.prescription {
            crate::ruleset::Prescription::Choice { by, .. } => Some(*by),
            crate::ruleset::Prescription::Fixed(_) => None,
        },
        default: rule.default,
        breach: rule.kind == crate::vocabulary::RuleKind::Breach,
    }
}

/// The clauses a topic's rules cite on one side, each once, with text.
fn texts(rs: &Ruleset, v: &[RuleSummary]) -> Vec<crate::ruleset::Provision> {
    let mut out: Vec<crate::ruleset::Provision> = Vec::new();
    for id in v.iter().flat_map(|r| &r.articles) {
        if !out.iter().any(|p| &p.id == id)
            && let Some(p) = rs.provision(id)
        {
            out.push(p);
        }
    }
    out
}

/// Whether a side prescribes anything that can turn a result: a loss, a
/// draw, a stone at the count, or a warning where the edition makes a
/// warning cost a stone or the game.
fn bears_on_result(rs: &Ruleset, v: &[RuleSummary]) -> bool {
    use crate::vocabulary::Verdict;
    let decisive = |v: &Verdict| v.is_terminal() || *v == Verdict::StonePenalty;
    let warning_counts = rs.rules.iter().any(|r| {
        r.on == crate::ruleset::Trigger::Warning
            && r.prescription
                .options()
                .iter()
                .any(|o| o.iter().any(decisive))
    });
    v.iter()
        .flat_map(|r| r.options.iter().flatten())
        .any(|v| decisive(v) || (warning_counts && *v == Verdict::Warning))
}

/// Compare two editions topic by topic and parameter by parameter.
pub fn diff(from: &Ruleset, to: &Ruleset) -> EditionDiff {
    let topics = in_order(from.rules.iter().chain(&to.rules).map(|r| &r.topic));
    // Parameters are aligned by topic (one limit may become two).
    let names = in_order(
        from.parameters
            .iter()
            .chain(&to.parameters)
            .map(|p| &p.topic),
    );
    EditionDiff {
        from: from.id.clone(),
        to: to.id.clone(),
        from_supplement: from.supplement.as_ref().map(|s| s.id.clone()),
        to_supplement: to.supplement.as_ref().map(|s| s.id.clone()),
        topics: topics
            .into_iter()
            .map(|t| topic_diff(from, to, t))
            .collect(),
        parameters: names
            .into_iter()
            .map(|n| parameter_diff(from, to, n))
            .collect(),
        articles: align(from, to),
        counting: counting(from, to),
        left_to_arbiter: [from.uncovered.clone(), to.uncovered.clone()],
    }
}

/// Each edition's way of counting with its articles, when they differ.
fn counting(from: &Ruleset, to: &Ruleset) -> Option<[String; 2]> {
    let method = |r: &Ruleset| {
        r.scoring
            .as_ref()
            .map(|s| (s.method, s.confirmation.is_empty()))
    };
    if method(from) == method(to) {
        return None;
    }
    let side = |r: &Ruleset| match &r.scoring {
        Some(s) if s.confirmation.is_empty() => format!(
            "{} ({}): {}",
            s.method.name(),
            s.articles.join(", "),
            s.method.meaning()
        ),
        Some(s) => format!(
            "{} ({}): {}; moves after the stop confirm life and death and are taken back before the count ({})",
            s.method.name(),
            s.articles.join(", "),
            s.method.meaning(),
            s.confirmation.join(", ")
        ),
        None => "no counting".to_string(),
    };
    Some([side(from), side(to)])
}

/// Each name once, in the order first seen.
fn in_order<'a>(names: impl Iterator<Item = &'a String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for name in names {
        if !out.contains(name) {
            out.push(name.clone());
        }
    }
    out
}

/// One topic's rules on both sides, and whether its substance changed.
fn topic_diff(from: &Ruleset, to: &Ruleset, topic: String) -> TopicDiff {
    let side = |rs: &Ruleset| {
        rs.rules
            .iter()
            .filter(|r| r.topic == topic)
            .map(|r| summary(rs, r))
            .collect::<Vec<_>>()
    };
    let (a, b) = (side(from), side(to));
    let status = match (a.is_empty(), b.is_empty()) {
        (true, _) => Status::Added,
        (_, true) => Status::Removed,
        _ if substance(&a) == substance(&b) => Status::Unchanged,
        _ => Status::Changed,
    };
    TopicDiff {
        alters_result: status != Status::Unchanged
            && (bears_on_result(from, &a) || bears_on_result(to, &b)),
        texts_from: texts(from, &a),
        texts_to: texts(to, &b),
        topic,
        status,
        from: a,
        to: b,
    }
}

/// Everything that decides a case: the prescription, the claim window,
/// the amount and the conditions with values filled in, in a fixed order.
type Substance = (String, Option<String>, Option<String>, Vec<String>);

fn substance(v: &[RuleSummary]) -> Vec<Substance> {
    let mut s: Vec<_> = v
        .iter()
        .map(|r| {
            let mut when = r.resolved.clone();
            when.sort();
            (
                r.prescription.clone(),
                r.window.clone(),
                r.amount.clone(),
                when,
            )
        })
        .collect();
    s.sort();
    s
}
