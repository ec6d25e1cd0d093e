//! A sanctioned player's running tally, as a finding carries it.

use crate::record::ast::Colour;
use serde::Serialize;

/// Where a sanctioned player stands: sanctions so far and what the next
/// one brings, by the edition's rules on warnings and violations.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Tally {
    /// The sanctioned player.
    pub player: Colour,
    /// Warnings so far.
    pub warnings: u32,
    /// Violations so far.
    pub violations: u32,
    /// Stones owed at the count.
    pub stones: crate::vocabulary::Score,
    /// What one more warning or violation would bring.
    pub next: Vec<NextSanction>,
}

/// What the rules on a sanction trigger give for one more sanction.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct NextSanction {
    /// `warning` or `violation`.
    pub after: &'static str,
    /// The rule that would apply.
    pub rule: String,
    /// Its verdict or choice, in the vocabulary's words (the JSON's).
    pub prescription: String,
    /// Its verdict or choice, for the views to word in their language.
    #[serde(skip)]
    pub prescribes: crate::ruleset::model::Prescription,
    /// Its stone penalty or deduction, if any.
    pub amount: Option<f64>,
    /// The articles it cites.
    pub articles: Vec<String>,
}
