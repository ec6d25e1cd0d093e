//! The resolved ruleset: every reference checked, every condition parsed.
//! The engine reads only this.

use super::condition::{Condition, Operand};
pub use super::declarations::{ArgDecl, EventDecl, NumberRange};
use crate::vocabulary::{Chooser, ClaimWindow, Game, RuleKind, Verdict};
use serde::{Deserialize, Serialize};

pub use super::board::Board;
pub(crate) use super::derived::DerivedCache;
pub use super::openings::{Opening, OpeningTag, Openings};
pub use super::scoring::{HandicapScoring, Scoring, TerritoryScoring};
pub use super::text::{Article, Clause, Item, Provision};
use std::collections::BTreeMap;

/// An edition, validated: articles, parameters, events and the rules that judge them.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Ruleset {
    /// The edition id (the file stem for built-in editions).
    pub id: String,
    /// The title in Chinese.
    pub title: String,
    /// The title in English.
    pub title_en: String,
    /// The year of the edition.
    pub year: u32,
    /// The game it is for.
    pub game: Game,
    /// The seed file its text was copied from.
    pub source: String,
    /// The source in Chinese, where the edition gives it.
    pub source_zh: Option<String>,
    /// Notes on readings and sources.
    pub notes: Vec<String>,
    /// The notes in Chinese, one for each note, where the edition gives them.
    pub notes_zh: Vec<String>,
    /// The official document the articles summarise in our own words, if they do.
    pub summary_of: Option<String>,
    /// `summary_of` in Chinese.
    pub summary_of_zh: Option<String>,
    /// The word the Chinese views use for a player's claim under this
    /// edition (its text's own: 提出, 指出); none: the catalogue's.
    pub claim_zh: Option<String>,
    /// The line of texts the edition belongs to, if named: a diff within
    /// one series speaks of added and removed topics.
    pub series: Option<String>,
    /// What the text covers (all of competition, or the rules of play only).
    pub scope: crate::vocabulary::Scope,
    /// The board.
    pub board: Board,
    /// Values the text sets (komi, limits), each with its article.
    pub parameters: Vec<Parameter>,
    /// How a game is counted, if the edition counts.
    pub scoring: Option<Scoring>,
    /// The tournament articles: points, tie-breaks, withdrawals.
    pub tournament: Option<super::tournament::TournamentRules>,
    /// The articles, with their clauses and items.
    pub articles: Vec<Article>,
    /// The opening protocol, if any.
    pub openings: Option<Openings>,
    /// The events a record may name.
    pub events: Vec<EventDecl>,
    /// The rules that turn events into verdicts.
    pub rules: Vec<Rule>,
    /// The clause that makes two losses of the same kind (both players late
    /// beyond the limit) both players' loss; `None`: the first loss stands.
    pub losses_of_both: Option<LossesOfBoth>,
    /// Articles that leave what the rules do not cover to the arbiter
    /// (the edition's "other matters" clause); empty when it has none.
    pub uncovered: Vec<String>,
    /// Provisions no record can show, each group with the reason.
    pub not_checkable: Vec<(Vec<String>, String)>,
    /// Provisions the game's physics applies, each group with how.
    pub physics: Vec<(Vec<String>, String)>,
    /// The tournament supplement applied on top of the edition, if any.
    pub supplement: Option<SupplementInfo>,
    /// The opening protocol this ruleset judges by, where the edition
    /// names its protocols.
    #[serde(default)]
    pub protocol: Option<ProtocolInfo>,
    /// The edition's other protocols, each the whole edition as it judges
    /// under that protocol (its own `protocols` empty); a supplement
    /// chooses one.
    #[serde(default)]
    pub protocols: Vec<Ruleset>,
    /// Article, clause and item ids → where they are. Not in the compiled
    /// form: [`super::text::provision_index`] rebuilds it from the articles, which is
    /// cheaper than decoding every text twice.
    #[serde(skip)]
    pub(crate) provisions: BTreeMap<String, ProvisionRef>,
    /// What the judge derives from the rules (rules by trigger, article
    /// texts per rule), built on the first judgement and shared by every
    /// record judged with this ruleset.
    #[serde(skip)]
    pub(crate) derived: DerivedCache,
}

/// An opening protocol by name.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct ProtocolInfo {
    /// Its id (`yamaguchi`).
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its title in Chinese.
    pub title_zh: String,
    /// The document that gives it, where it is not the edition's text.
    pub source: Option<String>,
    /// Notes on readings.
    pub notes: Vec<String>,
}

/// A supplement applied on top of an edition.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SupplementInfo {
    /// Its id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its title in Chinese, where it gives one.
    pub title_zh: Option<String>,
    /// The file it came from.
    pub file: String,
}

#[derive(Debug, Clone)]
pub(crate) struct ProvisionRef {
    pub article: usize,
    pub text: String,
    /// The text in Chinese, where the edition's words are English.
    pub text_zh: Option<String>,
}

/// A value the text sets.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Parameter {
    /// Its name, as conditions use it.
    pub name: String,
    /// Its value.
    pub value: f64,
    /// Its unit.
    pub unit: String,
    /// The values allowed, `[min, max]` inclusive.
    pub range: [f64; 2],
    /// Values are whole multiples of this, if set.
    pub step: Option<f64>,
    /// The article that sets it.
    pub article: String,
    /// The ruleset's note on it.
    pub note: String,
    /// A value another reading of the text gives.
    pub variant: Option<Variant>,
    /// The text leaves this value to each tournament's supplementary rules.
    pub open_to_supplement: bool,
    /// Set when a supplement overrode the value: (supplement id, its note).
    pub supplement: Option<(String, String)>,
    /// The text gives no number; the value stands in (until a supplement
    /// sets one, which clears this).
    pub stand_in: bool,
    /// What `diff` aligns it with in another edition (its name unless set).
    pub topic: String,
}

pub use super::steps::check_value;

impl Parameter {
    /// The value as the parameter holds it: on its step exactly (a value
    /// within a billionth of a step is that step: `1e-10` stones of komi
    /// is no komi); the reason if the parameter does not allow it.
    pub fn check(&self, value: f64) -> Result<f64, crate::error::Said> {
        check_value(value, self.range, self.step, &self.unit)
    }
}

/// A value another reading or copy of the text gives.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Variant {
    /// The value.
    pub value: f64,
    /// Where it comes from.
    pub source: String,
}

/// What a rule reacts to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// A move.
    Move,
    /// A pass.
    Pass,
    /// A warning was just given to the player.
    Warning,
    /// A violation (违例) was just given to the player.
    Violation,
    /// A conduct event no rule of the edition is on (`on: uncovered`): how
    /// an edition that leaves such conduct to the arbiter (an "other
    /// matters" article)
    /// says what the arbiter may give for it.
    Uncovered,
    /// A declared event, by index into `Ruleset::events`.
    Event(usize),
}

/// The clause that combines two players' losses into both losing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LossesOfBoth {
    /// The clause cited.
    pub articles: Vec<String>,
    /// The topics of the losses it combines (each player's loss must come
    /// from a rule of one of them).
    pub topics: Vec<String>,
}

/// What a rule prescribes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Prescription {
    /// The text prescribes these verdicts.
    Fixed(Vec<Verdict>),
    /// The text lets someone choose one of these.
    Choice {
        /// Who chooses.
        by: Chooser,
        /// The options the article allows.
        options: Vec<Vec<Verdict>>,
    },
}

impl Prescription {
    /// In words: `move-void + warning`, or `arbiter chooses warning | loss`.
    pub fn describe(&self) -> String {
        match self {
            Prescription::Fixed(v) => crate::vocabulary::verdict_list(v),
            Prescription::Choice { by, options } => crate::vocabulary::choice_list(*by, options),
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

/// A rule: when it applies, what it prescribes, and which articles say so.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Rule {
    /// Its id.
    pub id: String,
    /// Its topic (aligns editions).
    pub topic: String,
    /// What it reacts to.
    pub on: Trigger,
    /// The trigger's name as written.
    pub on_name: String,
    /// Its conditions, all of which must hold.
    pub when: Vec<Condition>,
    /// Its verdict, or the choice the article leaves.
    pub prescription: Prescription,
    /// Product of operands giving the size of a stone penalty or time deduction.
    pub amount: Option<Vec<Operand>>,
    /// The claim window, for rules that apply only on a claim.
    pub claim: Option<ClaimWindow>,
    /// The word a claim uses for this rule (claim-bound rules only).
    pub claim_name: Option<String>,
    /// What follows when the claim does not come in time.
    pub unclaimed: Vec<Verdict>,
    /// The articles that say what follows then (empty: the rule's own).
    #[serde(default)]
    pub unclaimed_articles: Vec<String>,
    /// The articles it cites.
    pub articles: Vec<String>,
    /// For a choice: the articles each option is (an item of the article
    /// listing the rulings), cited once it is chosen; empty when none.
    #[serde(default)]
    pub choice_articles: Vec<Vec<String>>,
    /// Violation or procedure.
    pub kind: RuleKind,
    /// The ruleset's note.
    pub note: String,
    /// The note in Chinese, where the ruleset gives it.
    pub note_zh: Option<String>,
    /// The sibling rule this one is an exception of (both may apply).
    pub exception_of: Option<String>,
    /// For a choice: the option (by index) that applies when nobody
    /// chooses another before the next event (原则上 "in principle").
    pub default: Option<usize>,
    /// Set when a supplement chose this rule's verdict or changed a value it uses.
    pub supplement: Option<String>,
}

impl Ruleset {
    /// The ids of every article, clause and item, in order.
    pub fn provision_ids(&self) -> impl Iterator<Item = &str> {
        self.provisions.keys().map(String::as_str)
    }

    /// The text of an article, clause or item by its dotted id.
    pub fn provision(&self, id: &str) -> Option<Provision> {
        let r = self.provisions.get(id)?;
        Some(Provision {
            id: id.to_string(),
            title: self.articles[r.article].title.clone(),
            text: r.text.clone(),
            title_zh: self.articles[r.article].title_zh.clone(),
            text_zh: r.text_zh.clone(),
        })
    }

    /// The article an article, clause or item id belongs to.
    pub fn article_of(&self, id: &str) -> Option<&Article> {
        self.provisions.get(id).map(|r| &self.articles[r.article])
    }

    /// A reading of the physics: the parameter of that name, or the default.
    #[inline]
    pub fn reading(&self, reading: crate::vocabulary::Reading) -> bool {
        self.parameter(reading.name())
            .map_or(reading.default_value(), |p| p.value != 0.0)
    }

    /// A parameter by name.
    pub fn parameter(&self, name: &str) -> Option<&Parameter> {
        self.parameters.iter().find(|p| p.name == name)
    }

    /// A declared event by name, with its index.
    pub fn event(&self, name: &str) -> Option<(usize, &EventDecl)> {
        // Judging has the events by name already; a lookup (`cite`, the
        // views) does not make the judge's tables for one name. Both give
        // the last event of a name.
        let i = match self.derived_if_made() {
            Some(derived) => derived.event(name)?,
            None => self.events.iter().rposition(|e| e.name == name)?,
        };
        Some((i, self.events.get(i)?))
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
