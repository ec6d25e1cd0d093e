//! The table of changes between two editions, aligned by rule topic (not by
//! article number, which moves between editions), plus parameters and
//! articles that exist on one side only.

use crate::ruleset::Ruleset;
use serde::Serialize;

mod articles;
mod counting;
mod params;
mod summary;
mod wording;
pub use articles::{ArticlePair, ArticleSide, align};
pub use counting::{CountingSide, TerritorySide};
use counting::{counting, counting_side};
use params::parameter_diff;
pub use summary::RuleSummary;
use summary::{on_conduct, summary};
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
    /// Only the first edition has it, and the second is not of its series
    /// (another tradition's text, not a later edition of the same one).
    OnlyFrom,
    /// Only the second edition has it, and it is not of the first's series.
    OnlyTo,
    /// A rule on conduct only one edition has, where the other's text is
    /// the rules of play only and so never covered it (not a provision an
    /// edition dropped).
    NotCovered,
}

impl Status {
    /// As the JSON and tables write it.
    pub fn name(self) -> &'static str {
        match self {
            Status::Added => "added",
            Status::Removed => "removed",
            Status::Changed => "changed",
            Status::Unchanged => "unchanged",
            Status::OnlyFrom => "only-from",
            Status::OnlyTo => "only-to",
            Status::NotCovered => "not-covered",
        }
    }

    /// As a reader is told it, with the two editions' names: `removed`,
    /// `only in A`, `not covered by B (rules of play only)`.
    pub fn words(self, d: &EditionDiff, a: &str, b: &str) -> String {
        match self {
            Status::OnlyFrom => format!("only in {a}"),
            Status::OnlyTo => format!("only in {b}"),
            Status::NotCovered => {
                let silent = if d.scopes[0] == crate::vocabulary::Scope::Play {
                    a
                } else {
                    b
                };
                format!("not covered by {silent} (rules of play only)")
            }
            s => s.name().to_string(),
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
    /// The same as data, for the views to word in their language: each
    /// side's counting (`None`: the edition defines none).
    #[serde(skip)]
    pub counting_sides: Option<[Option<CountingSide>; 2]>,
    /// Each edition's articles that leave conduct no rule covers to the
    /// arbiter: a topic one edition has no rule on is left to them there.
    pub left_to_arbiter: [Vec<String>; 2],
    /// What each edition's text covers: a conduct topic one side has no
    /// rule on is outside a rules-of-play text, not removed from it.
    pub scopes: [crate::vocabulary::Scope; 2],
    /// Where an edition's articles are summaries in our own words, the
    /// official text they summarise: every view that quotes them says so.
    pub summary_of: [Option<String>; 2],
    /// `summary_of` in Chinese, for the Chinese views.
    #[serde(skip)]
    pub summary_of_zh: [Option<String>; 2],
    /// The word the Chinese views use for a player's claim (the editions
    /// compared are of one game, and the game's texts share it).
    #[serde(skip)]
    pub claim_zh: Option<String>,
}

impl EditionDiff {
    /// The official text side `k` (0: from, 1: to) summarises, in the
    /// view's language (`zh`); none where the side quotes its own text.
    pub fn official(&self, k: usize, zh: bool) -> Option<&str> {
        let of = self.summary_of[k].as_deref()?;
        Some(match (&self.summary_of_zh[k], zh) {
            (Some(z), true) => z,
            _ => of,
        })
    }
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
    let decisive = |v: &Verdict| v.is_terminal() || v.moves_the_count();
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
        counting_sides: counting(from, to).map(|_| [counting_side(from), counting_side(to)]),
        left_to_arbiter: [from.uncovered.clone(), to.uncovered.clone()],
        scopes: [from.scope, to.scope],
        summary_of: [from.summary_of.clone(), to.summary_of.clone()],
        summary_of_zh: [from.summary_of_zh.clone(), to.summary_of_zh.clone()],
        claim_zh: from.claim_zh.clone().or_else(|| to.claim_zh.clone()),
    }
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
    let status = status(from, to, &a, &b);
    TopicDiff {
        alters_result: !matches!(status, Status::Unchanged | Status::NotCovered)
            && (bears_on_result(from, &a) || bears_on_result(to, &b)),
        texts_from: texts(from, &a),
        texts_to: texts(to, &b),
        topic,
        status,
        from: a,
        to: b,
    }
}

/// How a topic stands between the two editions: one side's rule on conduct
/// is not covered by a rules-of-play text; a topic one side has is added or
/// removed within one series and only in one edition across two.
fn status(from: &Ruleset, to: &Ruleset, a: &[RuleSummary], b: &[RuleSummary]) -> Status {
    use crate::vocabulary::Scope;
    let series = from.series.is_some() && from.series == to.series;
    // The course of the game (its end, a resumption) is the rules of
    // play's own subject even where it comes as a declared event.
    let conduct = a.iter().chain(b).any(|r| r.discipline && !r.course);
    match (a.is_empty(), b.is_empty()) {
        (true, _) if conduct && from.scope == Scope::Play => Status::NotCovered,
        (_, true) if conduct && to.scope == Scope::Play => Status::NotCovered,
        (true, _) if series => Status::Added,
        (_, true) if series => Status::Removed,
        (true, _) => Status::OnlyTo,
        (_, true) => Status::OnlyFrom,
        _ if substance(a) == substance(b) => Status::Unchanged,
        _ => Status::Changed,
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
