//! A value a rule reads that the text does not give (a stand-in the
//! ruleset put in its place until a supplement sets it), as findings,
//! compare cells and JSON carry it.

use serde::Serialize;

/// A value a rule reads that the text does not give: the ruleset's
/// stand-in, named as such wherever it decides something.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StandIn {
    /// The parameter.
    pub parameter: String,
    /// The stand-in value.
    pub value: f64,
    /// Its unit.
    pub unit: String,
    /// The article that leaves the value open.
    pub article: String,
    /// Always true: this value is not the text's.
    pub stand_in: bool,
}
