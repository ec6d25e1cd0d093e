//! How a game is counted, as the loader resolved it: the method and its
//! parameters, a handicap game's komi and compensation, who wins equal
//! counts, what a territory count adds, and the method in force.

use super::model::Parameter;
use crate::vocabulary::ScoringMethod;
use serde::{Deserialize, Serialize};

/// How a game is counted.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Scoring {
    /// The counting method.
    pub method: ScoringMethod,
    /// The baseline parameter, by index (area counting only: territory
    /// counting compares each side's count with the other's).
    pub baseline: Option<usize>,
    /// The komi parameter, by index.
    pub komi: usize,
    /// The unit a count comes in.
    pub count_step: f64,
    /// Points of score difference per unit of the komi.
    pub points_per_unit: f64,
    /// The articles the count cites.
    pub articles: Vec<String>,
    /// The articles that make moves after the stop a confirmation of life
    /// and death, taken back before the count; empty: such moves stand.
    pub confirmation: Vec<String>,
    /// Area counting compares Black's count with White's (komi added to
    /// White's) rather than with the baseline.
    pub against_white: bool,
    /// A handicap game's komi and compensation.
    pub handicap: Option<HandicapScoring>,
    /// The side that wins equal counts, and its article (none: a draw).
    pub tie: Option<(crate::colour::Colour, String)>,
    /// A territory count's additions, and the parameter choosing it.
    #[serde(default)]
    pub territory: Option<TerritoryScoring>,
    /// Whom an area count gives a point between both sides' stones.
    #[serde(default)]
    pub shared_points: crate::vocabulary::SharedPoints,
    /// Which stones come off the board before the count.
    #[serde(default)]
    pub dead_stones: crate::vocabulary::DeadStones,
}

/// What a territory count adds, and, where an area-counting text allows
/// both, the parameter that chooses it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TerritoryScoring {
    /// The parameter, by index, whose value 1 counts by territory (none:
    /// the edition's method is territory).
    pub chosen_by: Option<usize>,
    /// Each pass hands the opponent one stone as a prisoner.
    pub pass_stones: bool,
    /// Eye points of stones in seki are the surrounding side's territory.
    pub seki_eyes_counted: bool,
    /// The articles the territory count cites.
    pub articles: Vec<String>,
}

impl Scoring {
    /// The method in force: the edition's, or territory where its
    /// `territory.chosen-by` parameter is 1.
    pub fn method_in_force(&self, parameters: &[Parameter]) -> ScoringMethod {
        let chosen = self
            .territory
            .as_ref()
            .and_then(|t| t.chosen_by)
            .is_some_and(|i| parameters.get(i).is_some_and(|p| p.value == 1.0));
        if chosen {
            ScoringMethod::Territory
        } else {
            self.method
        }
    }
}

/// A handicap game's count: the komi it uses and White's compensation.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct HandicapScoring {
    /// The komi parameter of a handicap game, by index (none: the komi).
    pub komi: Option<usize>,
    /// White's compensation per handicap stone, by parameter index.
    pub compensation: Option<usize>,
    /// Handicap stones that earn no compensation.
    pub stones_exempt: usize,
    /// The articles that set them.
    pub articles: Vec<String>,
}
