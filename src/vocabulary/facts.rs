//! The facts computed for one event, as the judge holds them.

use super::Fact;
use crate::ruleset::condition::Value;

/// The facts computed for one event: a small array indexed by [`Fact`],
/// cheaper than a hash map for the thirty facts there are (this is built
/// for every event judged).
#[derive(Clone, Debug)]
pub struct Facts {
    values: [Value; Fact::ALL.len()],
}

impl Default for Facts {
    fn default() -> Self {
        Facts {
            values: std::array::from_fn(|_| Value::Absent),
        }
    }
}

impl Facts {
    /// No facts yet.
    pub fn new() -> Facts {
        Facts::default()
    }

    /// Set a fact (the last value set wins).
    pub fn insert(&mut self, fact: Fact, value: Value) {
        self.values[fact as usize] = value;
    }

    /// A fact's value, if it was computed.
    pub fn get(&self, fact: &Fact) -> Option<&Value> {
        match &self.values[*fact as usize] {
            Value::Absent => None,
            v => Some(v),
        }
    }
}

// Facts index an array by discriminant: the last fact closes the range.
const _: () = assert!(Fact::PointsWereCaptured as usize + 1 == Fact::ALL.len());
