//! The parts of a ruleset file as written: serde structs that mirror the
//! YAML exactly (the whole file is [`super::raw_ruleset`]).
//! Nothing here is trusted yet; [`super::load`] validates it into the model.

use crate::vocabulary::{ArgKind, Chooser, ClaimWindow, Effect, Game, RuleKind, Verdict};
use serde::Deserialize;
use serde_saphyr::Spanned;

/// A value with its place in the YAML file.
pub type S<T> = Spanned<T>;

pub use super::raw_reasons::RawNotCheckable;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
/// A list of articles (`losses-of-both`, `uncovered`).
pub struct RawArticleList {
    pub articles: Vec<S<String>>,
}

/// The clause that makes two losses both players' loss, and the topics of
/// the losses it speaks of (both late: the lateness rules' topic).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawLossesOfBoth {
    pub articles: Vec<S<String>>,
    pub topics: Vec<S<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawEdition {
    pub id: String,
    pub title: String,
    pub title_en: String,
    pub year: u32,
    pub game: Game,
    /// The seed file the text was transcribed from.
    pub source: String,
    /// The source in Chinese, for the Chinese views.
    #[serde(default)]
    pub source_zh: Option<String>,
    #[serde(default)]
    pub notes: Vec<String>,
    /// The notes in Chinese, one for each of `notes`, in order.
    #[serde(default)]
    pub notes_zh: Vec<S<String>>,
    /// For a text that is not ours to copy: the official document the
    /// articles' texts summarise in our own words.
    #[serde(default)]
    pub summary_of: Option<String>,
    /// `summary_of` in Chinese.
    #[serde(default)]
    pub summary_of_zh: Option<String>,
    /// The word the edition's Chinese text uses for a player's claim (提出
    /// in the Go texts, 指出 in the Gomoku ones): the Chinese views use it.
    #[serde(default)]
    pub claim_zh: Option<S<String>>,
    /// The line of texts this edition belongs to (one issuer's successive
    /// editions): between two editions of one series a topic only one has
    /// was added or removed; between two series it is only in one.
    #[serde(default)]
    pub series: Option<String>,
    /// What the text covers: `competition` (rules of play with conduct,
    /// clocks and arbitration, the default) or `play` (the rules of play
    /// only, silent on conduct by design).
    #[serde(default)]
    pub scope: crate::vocabulary::Scope,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawBoard {
    pub size: S<u8>,
    /// Column letters left to right, e.g. "ABCDEFGHJKLMNOPQRST".
    pub columns: S<String>,
    pub article: S<String>,
    /// The centre point (天元), where a designated opening's first stone goes.
    pub tengen: Option<S<String>>,
    /// The sizes the text allows, `size` among them (one, `size`, when
    /// not given); `columns` then has letters for the largest.
    pub sizes: Option<S<Vec<u8>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawOpenings {
    pub article: S<String>,
    /// The record tag that says whether the opening is designated or free.
    pub tag: RawOpeningTag,
    /// Where each opening move must stand: a square about tengen.
    #[serde(default)]
    pub zones: Vec<S<RawZone>>,
    /// When a swap of colours may happen, and who may take it.
    #[serde(default)]
    pub swaps: Vec<S<RawSwapWindow>>,
    /// How the fifth-move offers are fixed.
    pub offers: Option<S<RawOffers>>,
    /// The designated openings (White 2 and Black 3 about Black 1 on tengen).
    #[serde(default)]
    pub table: Vec<RawOpening>,
    /// Either/or steps, each option with its own zones, windows and offers.
    #[serde(default)]
    pub choices: Vec<S<RawStep>>,
}

/// `{after: 4, by: black, article: …, options: [...]}`: after move 4 the
/// player takes one of the options.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawStep {
    pub after: u32,
    pub by: Option<RawSide>,
    pub article: S<String>,
    pub options: Vec<RawOption>,
}

/// One option of an either/or step.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawOption {
    pub id: S<String>,
    /// Acts that take the option when no option was named.
    #[serde(default)]
    pub taken_by: Vec<super::openings::Act>,
    #[serde(default)]
    pub zones: Vec<S<RawZone>>,
    #[serde(default)]
    pub swaps: Vec<S<RawSwapWindow>>,
    pub offers: Option<S<RawOffers>>,
}

/// `{move: 2, within: 1}`: White 2 in the central 3×3.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawZone {
    #[serde(rename = "move")]
    pub move_number: u32,
    pub within: u32,
}

/// `{after: 3, by: white, article: "2.9"}`: one swap may come after move 3.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawSwapWindow {
    pub after: u32,
    /// The player who may take it (default: the player to move).
    pub by: Option<RawSide>,
    pub article: S<String>,
}

/// A player, by colour, as a protocol names one.
#[derive(Debug, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
pub enum RawSide {
    Black,
    White,
}

/// `{declared-with: 3, article: "2.10"}` or `{count: 10, article: …}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawOffers {
    /// The move the offers stand for (the fifth); together they are one
    /// move, its number.
    #[serde(rename = "move")]
    pub move_number: Option<u32>,
    pub declared_with: Option<u32>,
    pub count: Option<u32>,
    pub article: S<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawOpeningTag {
    /// The tag's key, e.g. `Opening`.
    pub name: String,
    /// The value for a designated opening (also the default, without the tag).
    pub designated: String,
    /// The value for a free opening.
    pub free: String,
    pub article: S<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawOpening {
    pub id: String,
    pub name: String,
    pub romanised: String,
    pub kind: String,
    pub white2: S<String>,
    pub black3: S<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawParameter {
    pub name: S<String>,
    pub value: S<f64>,
    #[serde(default)]
    pub unit: String,
    /// The values the world allows, `[min, max]` (inclusive): every value a
    /// ruleset, a variant or a supplement gives is checked against it.
    pub range: S<[f64; 2]>,
    /// Values must be whole multiples of this (e.g. 0.25 for quarter stones).
    pub step: Option<f64>,
    pub article: S<String>,
    #[serde(default)]
    pub note: String,
    /// Another reading of the text, named so it can be chosen deliberately.
    pub variant: Option<RawVariant>,
    /// The text leaves the value to each tournament's supplementary rules.
    #[serde(default)]
    pub open_to_supplement: bool,
    /// The text gives no number: the value stands in until a supplement
    /// sets the tournament's own.
    #[serde(default)]
    pub stand_in: bool,
    /// What `diff` aligns it with in another edition (default: its name),
    /// e.g. one limit split into two.
    pub topic: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawVariant {
    pub value: S<f64>,
    pub source: String,
}

pub use super::raw_scoring::*;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawArticle {
    pub id: S<String>,
    pub title: String,
    pub summary: String,
    pub text: String,
    /// For an edition whose articles are our own English words: the
    /// title, summary and text in Chinese, for the Chinese views (an
    /// edition with its own Chinese text is quoted as it is).
    #[serde(default)]
    pub title_zh: Option<String>,
    #[serde(default)]
    pub summary_zh: Option<String>,
    #[serde(default)]
    pub text_zh: Option<String>,
    #[serde(default)]
    pub clauses: Vec<RawClause>,
    /// What the article is about, in the glossary's words (`capture`,
    /// `ko`): aligns it with an article of another tradition whose title
    /// and text share no words with it.
    #[serde(default)]
    pub subjects: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawClause {
    pub id: S<String>,
    pub text: String,
    /// The text in Chinese, beside our own English words.
    #[serde(default)]
    pub text_zh: Option<String>,
    #[serde(default)]
    pub items: Vec<RawItem>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawItem {
    pub id: S<String>,
    pub text: String,
    /// The text in Chinese, beside our own English words.
    #[serde(default)]
    pub text_zh: Option<String>,
    #[serde(default)]
    pub items: Vec<RawItem>,
}

/// A file of shared event declarations (`rulesets/events/GAME.yaml`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawEventSet {
    pub game: Game,
    pub events: Vec<RawEvent>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawEvent {
    pub name: S<String>,
    pub summary: String,
    /// The event's name and summary in Chinese, for the Chinese views
    /// (the record writes `name`).
    #[serde(default)]
    pub name_zh: Option<String>,
    #[serde(default)]
    pub summary_zh: Option<String>,
    #[serde(default)]
    pub args: Vec<RawArg>,
    #[serde(default)]
    pub effect: Effect,
    #[serde(default)]
    pub regular: bool,
    #[serde(default)]
    pub situation: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawArg {
    pub name: S<String>,
    pub kind: ArgKind,
    #[serde(default)]
    pub optional: bool,
    /// For words: the values allowed.
    #[serde(default)]
    pub one_of: Vec<String>,
    /// The argument's name in Chinese, for the forms of the Chinese views.
    #[serde(default)]
    pub name_zh: Option<String>,
    /// The allowed words in Chinese, one for each of `one_of`, in order.
    #[serde(default)]
    pub one_of_zh: Vec<String>,
    /// For numbers: the smallest and largest allowed.
    pub range: Option<[f64; 2]>,
    /// For numbers: the step allowed numbers go in from the smallest.
    pub step: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawRule {
    pub id: S<String>,
    /// Names the matter independently of numbering, to align editions.
    pub topic: String,
    pub on: S<String>,
    #[serde(default)]
    pub when: Vec<S<String>>,
    pub verdict: Option<S<Vec<Verdict>>>,
    pub choices: Option<S<Vec<Vec<Verdict>>>>,
    /// The item of the article each choice is (`17.5.1` for the first of
    /// 17.5's rulings), cited when it is chosen; empty, or one list per
    /// choice.
    #[serde(default)]
    pub choice_articles: Vec<Vec<S<String>>>,
    pub by: Option<Chooser>,
    /// The option that applies unless someone chooses another (原则上…).
    pub default: Option<S<Vec<Verdict>>>,
    pub amount: Option<S<String>>,
    pub claim: Option<RawClaim>,
    /// What follows when a claim-bound rule is not claimed in time.
    #[serde(default)]
    pub unclaimed: Vec<Verdict>,
    /// The articles that say so, when not the rule's own (a draw that
    /// waited for a claim cites the draw's clause).
    #[serde(default)]
    pub unclaimed_articles: Vec<S<String>>,
    pub articles: Vec<S<String>>,
    #[serde(default)]
    pub kind: RuleKind,
    #[serde(default)]
    pub note: String,
    /// The note in Chinese, for the Chinese views.
    #[serde(default)]
    pub note_zh: Option<String>,
    /// The sibling rule (same trigger and topic) this one is an exception
    /// of: both may apply to one event.
    pub exception_of: Option<S<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawClaim {
    pub within: ClaimWindow,
    /// The word a claim uses (`W claim forbidden`): record language,
    /// declared apart from the topic so that renaming a topic to align
    /// editions never changes what a record may say.
    #[serde(rename = "as")]
    pub name: String,
}
