//! The count as a ruleset writes it (`scoring:`): the method, what
//! Black's count is compared with, komi, a handicap game's komi and
//! compensation, and who wins equal counts.

use super::raw::S;
use crate::vocabulary::ScoringMethod;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawScoring {
    pub method: ScoringMethod,
    /// Parameter holding the points needed for a draw before komi (area
    /// counting; territory counting compares with the opponent's count).
    #[serde(default)]
    pub baseline: Option<S<String>>,
    /// Parameter holding Black's komi, in the same unit.
    pub komi: S<String>,
    /// The unit a count at the board comes in (0.5: a shared point is
    /// split between both sides); a count must also fit the board.
    pub count_step: S<f64>,
    /// Points of score difference one unit of the komi is worth, to set it
    /// against a komi written in points (an SGF's `KM`): 2 where komi is in
    /// stones of area counting (3¾ stones = 7½ points). Default 1.
    #[serde(default = "one")]
    pub points_per_unit: f64,
    pub articles: Vec<S<String>>,
    /// Moves after the stop confirm life and death and are taken back
    /// before the count (the articles that say so).
    #[serde(default)]
    pub confirmation: Option<RawConfirmation>,
    /// What Black's count is compared with: the baseline (area counting's
    /// default) or White's count, komi added to it (`white`).
    #[serde(default)]
    pub against: Option<S<RawAgainst>>,
    /// A handicap game's komi and compensation, in the komi's unit.
    #[serde(default)]
    pub handicap: Option<RawHandicapScoring>,
    /// Who wins when the counts are equal after komi (default: a draw).
    #[serde(default)]
    pub tie: Option<RawTie>,
    /// A territory count: what it adds (pass stones, eyes in seki), and,
    /// for an area-counting edition whose text allows both, the parameter
    /// that chooses it.
    #[serde(default)]
    pub territory: Option<RawTerritoryScoring>,
    /// Whom an area count gives a point between both sides' stones
    /// (default: half to each).
    #[serde(default)]
    pub shared_points: crate::vocabulary::SharedPoints,
    /// Which stones come off before the count (default: those agreed dead).
    #[serde(default)]
    pub dead_stones: crate::vocabulary::DeadStones,
}

/// What a territory count adds, and the parameter that chooses it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawTerritoryScoring {
    /// Parameter whose value 1 counts by territory instead of area (an
    /// area-counting edition only).
    #[serde(default)]
    pub chosen_by: Option<S<String>>,
    /// Each pass hands the opponent one stone as a prisoner.
    #[serde(default)]
    pub pass_stones: bool,
    /// Eye points of stones in seki are the surrounding side's territory.
    #[serde(default)]
    pub seki_eyes_counted: bool,
    /// The articles the territory count cites.
    pub articles: Vec<S<String>>,
}

/// What Black's count is compared with.
#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum RawAgainst {
    /// A fixed baseline (half the board), komi added.
    Baseline,
    /// White's count, komi added.
    White,
}

/// A handicap game's count: another komi, and compensation per stone.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawHandicapScoring {
    /// Parameter holding the komi of a handicap game (default: the komi).
    #[serde(default)]
    pub komi: Option<S<String>>,
    /// Parameter holding White's compensation per handicap stone.
    #[serde(default)]
    pub compensation: Option<S<String>>,
    /// Handicap stones that earn no compensation (1: N − 1 points).
    #[serde(default)]
    pub stones_exempt: usize,
    pub articles: Vec<S<String>>,
}

/// The side that wins equal counts, and the article that says so.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawTie {
    pub winner: crate::colour::Colour,
    pub article: S<String>,
}

/// Moves after the stop are a confirmation, not play.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawConfirmation {
    pub articles: Vec<S<String>>,
}

fn one() -> f64 {
    1.0
}
