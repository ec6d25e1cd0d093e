//! The ruleset's `tournament:` section as written: serde structs that mirror
//! the YAML, validated into [`super::tournament`]'s model by
//! [`super::tournament_check`].

use crate::vocabulary::{Criterion, System, WithdrawalRule};
use serde::Deserialize;
use serde_saphyr::Spanned as S;

/// `tournament:` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawTournament {
    /// Points per game.
    pub points: RawPoints,
    /// Each kind of competition the text ranks.
    pub systems: Vec<RawSystemRules>,
    /// How a game not played at the board counts in the tie-breaks.
    pub unplayed_games: Option<RawUnplayed>,
    /// The Swiss pairing principle, as read.
    pub pairing: Option<RawPairing>,
    /// Tournament provisions caipan does not compute yet, and why.
    #[serde(default)]
    pub not_built: Vec<super::raw_reasons::RawNotCheckable>,
}

/// The Swiss pairing principle (equal or near scores) as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawPairing {
    /// The article that states the principle.
    pub article: S<String>,
    /// How far apart, in wins, scores may be and still be near.
    pub near_wins: S<f64>,
    /// Why this reading.
    pub note: String,
}

/// The reading of unplayed games (forfeits) in tie-breaks, as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawUnplayed {
    /// Whether a forfeit counts in the opponent-based tie-breaks.
    pub in_tie_breaks: S<bool>,
    /// The article read.
    pub article: S<String>,
    /// Why this reading.
    pub note: String,
    /// Why this reading, in Chinese.
    #[serde(default)]
    pub note_zh: Option<String>,
}

/// Points per game as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawPoints {
    /// Points for a win.
    pub win: S<f64>,
    /// Points for a draw.
    pub draw: S<f64>,
    /// Points for a loss.
    pub loss: S<f64>,
    /// The article that says so.
    pub article: S<String>,
}

/// One kind of competition as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawSystemRules {
    /// The kind of competition.
    pub system: S<System>,
    /// Points per match, for a team competition.
    pub match_points: Option<RawPoints>,
    /// Tie-breaks in the text's order.
    pub tie_breaks: Vec<RawTieBreak>,
    /// What a withdrawal does.
    pub withdrawal: Option<RawWithdrawal>,
}

/// One tie-break as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawTieBreak {
    /// The criterion.
    pub criterion: S<Criterion>,
    /// The article that says so.
    pub article: S<String>,
    /// How the text is read where it is loose.
    pub note: Option<String>,
    /// For a cut Buchholz: the parameters that say how many of the highest
    /// and of the lowest opponents are cut (a supplement may set them).
    pub cut: Option<RawCut>,
}

/// The parameters of a cut, by name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawCut {
    /// How many of the highest opponents are cut.
    pub highest: S<String>,
    /// How many of the lowest opponents are cut.
    pub lowest: S<String>,
}

/// A withdrawal rule as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawWithdrawal {
    /// The rule.
    pub rule: S<WithdrawalRule>,
    /// The article that says so.
    pub article: S<String>,
}
