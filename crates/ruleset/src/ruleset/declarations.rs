//! The events a ruleset declares for records to name, and their
//! arguments: the kinds, the words allowed, the numbers allowed.

use crate::vocabulary::{ArgKind, Effect};
use serde::{Deserialize, Serialize};

/// An event a record may name.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventDecl {
    /// Its name.
    pub name: String,
    /// What it means, in one line.
    pub summary: String,
    /// Its name in Chinese, as the Chinese views show it (the record
    /// writes `name`).
    #[serde(default)]
    pub name_zh: Option<String>,
    /// `summary` in Chinese.
    #[serde(default)]
    pub summary_zh: Option<String>,
    /// Its arguments.
    pub args: Vec<ArgDecl>,
    /// What it does to the game (none, relocate, pass, …).
    pub effect: Effect,
    /// A regular step of play (refusing a draw offer), never an
    /// infraction: no remark when no rule is on it.
    pub regular: bool,
    /// A state of the game found (wrong colours, a moved stone), not a
    /// player's conduct: with no rule on it, nothing is prescribed and the
    /// rules on `uncovered` (conduct left to the arbiter) do not apply.
    #[serde(default)]
    pub situation: bool,
}

/// An argument of an event.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ArgDecl {
    /// Its name, as conditions use it.
    pub name: String,
    /// Its kind (point, duration, number, word).
    pub kind: ArgKind,
    /// Whether it may be left out.
    pub optional: bool,
    /// The words it allows (for word arguments).
    pub one_of: Vec<String>,
    /// Its name in Chinese, for the forms of the Chinese views.
    #[serde(default)]
    pub name_zh: Option<String>,
    /// The allowed words in Chinese, one for each of `one_of`.
    #[serde(default)]
    pub one_of_zh: Vec<String>,
    /// The smallest and largest number allowed, and the step numbers go in
    /// (for number arguments whose text bounds them: 五手N打, N≥1, whole).
    #[serde(default)]
    pub range: Option<NumberRange>,
}

/// The numbers a number argument may take.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct NumberRange {
    /// The smallest allowed.
    pub min: f64,
    /// The largest allowed.
    pub max: f64,
    /// Allowed numbers are `min` plus a whole number of steps (`None`: any).
    pub step: Option<f64>,
}

impl NumberRange {
    /// Whether `n` is allowed.
    pub fn allows(&self, n: f64) -> bool {
        let on_step = self.step.is_none_or(|s| {
            let k = (n - self.min) / s;
            (k - k.round()).abs() < 1e-9
        });
        n >= self.min && n <= self.max && on_step
    }
}
