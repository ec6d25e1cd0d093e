//! The resolved ruleset: every reference checked, every condition parsed.
//! The engine reads only this.

use super::condition::{Condition, Operand};
use crate::vocabulary::{
    ArgKind, Chooser, ClaimWindow, Effect, Game, RuleKind, ScoringMethod, Verdict,
};
use serde::Serialize;
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Ruleset {
    pub id: String,
    pub title: String,
    pub title_en: String,
    pub year: u32,
    pub game: Game,
    pub source: String,
    pub notes: Vec<String>,
    pub board: Board,
    pub parameters: Vec<Parameter>,
    pub scoring: Option<Scoring>,
    pub articles: Vec<Article>,
    pub openings: Option<Openings>,
    pub events: Vec<EventDecl>,
    pub rules: Vec<Rule>,
    /// When each player loses separately, both lose, citing these articles;
    /// `None`: the first loss stands.
    pub losses_of_both: Option<Vec<String>>,
    /// The tournament supplement applied on top of the edition, if any.
    pub supplement: Option<SupplementInfo>,
    /// Article, clause and item ids → where they are.
    pub(crate) provisions: HashMap<String, ProvisionRef>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SupplementInfo {
    pub id: String,
    pub title: String,
    pub file: String,
}

#[derive(Debug, Clone)]
pub(crate) struct ProvisionRef {
    pub article: usize,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct Board {
    pub size: usize,
    pub columns: Vec<char>,
    pub article: String,
    /// Board index of the centre point, if the edition names one.
    pub tengen: Option<usize>,
}

impl Board {
    /// Board index of a written point such as `H8`.
    pub fn index(&self, text: &str) -> Option<usize> {
        let mut chars = text.chars();
        let x = chars
            .next()
            .and_then(|c| self.columns.iter().position(|&k| k == c))?;
        let y: usize = chars.as_str().parse().ok()?;
        (1..=self.size)
            .contains(&y)
            .then(|| (y - 1) * self.size + x)
    }

    pub fn name(&self, p: usize) -> String {
        format!("{}{}", self.columns[p % self.size], p / self.size + 1)
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Opening {
    pub id: String,
    pub name: String,
    pub romanised: String,
    pub kind: String,
    /// Board indices of White 2 and Black 3 in the table's orientation.
    #[serde(skip)]
    pub white2: usize,
    #[serde(skip)]
    pub black3: usize,
}

#[derive(Debug, Clone)]
pub struct Openings {
    pub article: String,
    /// The record tag choosing a designated or a free opening.
    pub tag: OpeningTag,
    pub black3_within: usize,
    /// A swap of colours may come after these move numbers (before the
    /// next move), as `swap_article` says.
    pub swap_after: Vec<u32>,
    pub swap_article: String,
    pub table: Vec<Opening>,
}

/// The record tag that says whether the opening is designated or free, and
/// its two values (a record without the tag plays a designated opening).
#[derive(Debug, Clone, Serialize)]
pub struct OpeningTag {
    pub name: String,
    pub designated: String,
    pub free: String,
    pub article: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Parameter {
    pub name: String,
    pub value: f64,
    pub unit: String,
    /// The values allowed, `[min, max]` inclusive.
    pub range: [f64; 2],
    /// Values are whole multiples of this, if set.
    pub step: Option<f64>,
    pub article: String,
    pub note: String,
    pub variant: Option<Variant>,
    /// The text leaves this value to each tournament's supplementary rules.
    pub open_to_supplement: bool,
    /// Set when a supplement overrode the value: (supplement id, its note).
    pub supplement: Option<(String, String)>,
}

impl Parameter {
    /// Whether `value` is one the parameter allows; the reason if not.
    pub fn check(&self, value: f64) -> Result<(), String> {
        check_value(value, self.range, self.step, &self.unit)
    }
}

/// A value against a range and step (see [`Parameter::check`]).
pub fn check_value(
    value: f64,
    range: [f64; 2],
    step: Option<f64>,
    unit: &str,
) -> Result<(), String> {
    let [min, max] = range;
    let shown = short_number(value);
    if !value.is_finite() {
        return Err(format!("{shown} is not a number caipan can judge with"));
    }
    if value < min || value > max {
        return Err(format!(
            "{shown} is outside the allowed range {min}–{max} {unit}"
        ));
    }
    if let Some(step) = step {
        let k = value / step;
        if (k - k.round()).abs() > 1e-9 {
            return Err(format!("{shown} is not a multiple of {step} {unit}"));
        }
    }
    Ok(())
}

/// A number as a person reads it: huge ones in scientific notation.
fn short_number(v: f64) -> String {
    if v.is_finite() && v.abs() >= 1e9 {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Variant {
    pub value: f64,
    pub source: String,
}

#[derive(Debug, Clone)]
pub struct Scoring {
    pub method: ScoringMethod,
    pub baseline: usize,
    pub komi: usize,
    /// The unit a count comes in.
    pub count_step: f64,
    pub articles: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Article {
    pub id: String,
    pub title: String,
    pub summary: String,
    pub text: String,
    pub clauses: Vec<Clause>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Clause {
    pub id: String,
    pub text: String,
    pub items: Vec<Item>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Item {
    pub id: String,
    pub text: String,
    /// Sub-items, e.g. a lettered list under an item (`N.M.K.A`).
    pub items: Vec<Item>,
}

/// An article, clause or item with the title of its article.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Provision {
    pub id: String,
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone)]
pub struct EventDecl {
    pub name: String,
    pub summary: String,
    pub args: Vec<ArgDecl>,
    pub effect: Effect,
}

#[derive(Debug, Clone)]
pub struct ArgDecl {
    pub name: String,
    pub kind: ArgKind,
    pub optional: bool,
    pub one_of: Vec<String>,
}

/// What a rule reacts to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trigger {
    Move,
    Pass,
    /// A warning was just given to the player.
    Warning,
    /// A violation (违例) was just given to the player.
    Violation,
    /// A declared event, by index into `Ruleset::events`.
    Event(usize),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Prescription {
    /// The text prescribes these verdicts.
    Fixed(Vec<Verdict>),
    /// The text lets someone choose one of these.
    Choice {
        by: Chooser,
        options: Vec<Vec<Verdict>>,
    },
}

impl Prescription {
    /// In words: `move-void + warning`, or `arbiter chooses warning | loss`.
    pub fn describe(&self) -> String {
        match self {
            Prescription::Fixed(v) => crate::vocabulary::verdict_list(v),
            Prescription::Choice { by, options } => format!(
                "{} chooses {}",
                by.name(),
                options
                    .iter()
                    .map(|o| crate::vocabulary::verdict_list(o))
                    .collect::<Vec<_>>()
                    .join(" | ")
            ),
        }
    }

    /// Every verdict set the text allows.
    pub fn options(&self) -> Vec<&[Verdict]> {
        match self {
            Prescription::Fixed(v) => vec![v.as_slice()],
            Prescription::Choice { options, .. } => options.iter().map(|o| o.as_slice()).collect(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Rule {
    pub id: String,
    pub topic: String,
    pub on: Trigger,
    pub on_name: String,
    pub when: Vec<Condition>,
    pub prescription: Prescription,
    /// Product of operands giving the size of a stone penalty or time deduction.
    pub amount: Option<Vec<Operand>>,
    pub claim: Option<ClaimWindow>,
    /// The word a claim uses for this rule (claim-bound rules only).
    pub claim_name: Option<String>,
    pub unclaimed: Vec<Verdict>,
    pub articles: Vec<String>,
    pub kind: RuleKind,
    pub note: String,
    /// The sibling rule this one is an exception of (both may apply).
    pub exception_of: Option<String>,
    /// Set when a supplement chose this rule's verdict or changed a value it uses.
    pub supplement: Option<String>,
}

impl Ruleset {
    /// The text of an article, clause or item by its dotted id.
    pub fn provision(&self, id: &str) -> Option<Provision> {
        let r = self.provisions.get(id)?;
        Some(Provision {
            id: id.to_string(),
            title: self.articles[r.article].title.clone(),
            text: r.text.clone(),
        })
    }

    pub fn article_of(&self, id: &str) -> Option<&Article> {
        self.provisions.get(id).map(|r| &self.articles[r.article])
    }

    /// A reading of the physics: the parameter of that name, or the default.
    pub fn reading(&self, reading: crate::vocabulary::Reading) -> bool {
        self.parameter(reading.name())
            .map_or(reading.default_value(), |p| p.value != 0.0)
    }

    pub fn parameter(&self, name: &str) -> Option<&Parameter> {
        self.parameters.iter().find(|p| p.name == name)
    }

    pub fn event(&self, name: &str) -> Option<(usize, &EventDecl)> {
        self.events.iter().enumerate().find(|(_, e)| e.name == name)
    }

    /// The words a record's claims may use for claim-bound rules (with
    /// repeats: several rules may share one word).
    pub fn claim_words(&self) -> impl Iterator<Item = &str> {
        self.rules.iter().filter_map(|r| r.claim_name.as_deref())
    }

    /// Rules that cite the provision or any provision inside it.
    pub fn rules_citing(&self, id: &str) -> Vec<&Rule> {
        let prefix = format!("{id}.");
        self.rules
            .iter()
            .filter(|r| r.articles.iter().any(|a| a == id || a.starts_with(&prefix)))
            .collect()
    }
}
