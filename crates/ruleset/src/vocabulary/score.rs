//! An amount of the count, exact: a whole number of quarters of the
//! edition's unit (¼ stone, ¼ point). Every value a count reads is a
//! multiple of ¼ — 3¾ stones of komi, a baseline of 180½, 6½ points, a
//! shared point split in half — and the loader refuses a komi, a baseline,
//! a count step or a stone penalty that is not (see
//! `ruleset::exact`), so sums and differences stay exact. Converted to a
//! decimal number only to be shown or written as JSON, where 3.75 stays
//! 3.75.

use serde::{Serialize, Serializer};

/// Quarters of the edition's unit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i64);

impl Score {
    /// Nothing.
    pub const ZERO: Score = Score(0);

    /// `n` whole units (stones, points).
    pub fn whole(n: usize) -> Score {
        Score(i64::try_from(n).unwrap_or(i64::MAX / 4).saturating_mul(4))
    }

    /// `n` halves of a unit (shared points split between the sides).
    pub fn halves(n: usize) -> Score {
        Score(i64::try_from(n).unwrap_or(i64::MAX / 2).saturating_mul(2))
    }

    /// The value `x` exactly, if it is a whole number of quarters.
    pub fn exact(x: f64) -> Option<Score> {
        let quarters = x * 4.0;
        let whole = quarters.round();
        (quarters.is_finite() && quarters == whole && whole.abs() < 2f64.powi(53))
            .then_some(Score(whole as i64))
    }

    /// The value `x` in quarters: exact for every value the loader lets a
    /// count read (see [`Score::exact`]); anything else to the nearest
    /// quarter.
    pub fn of(x: f64) -> Score {
        Score::exact(x).unwrap_or_else(|| Score((x * 4.0).round() as i64))
    }

    /// As a decimal number, for display and JSON only.
    pub fn as_f64(self) -> f64 {
        self.0 as f64 / 4.0
    }

    /// The amount without its sign.
    pub fn abs(self) -> Score {
        Score(self.0.saturating_abs())
    }

    /// Whether it is more than nothing.
    pub fn is_positive(self) -> bool {
        self.0 > 0
    }
}

impl std::ops::Add for Score {
    type Output = Score;
    fn add(self, other: Score) -> Score {
        Score(self.0.saturating_add(other.0))
    }
}

impl std::ops::Sub for Score {
    type Output = Score;
    fn sub(self, other: Score) -> Score {
        Score(self.0.saturating_sub(other.0))
    }
}

impl std::ops::AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        *self = *self + other;
    }
}

/// As the decimal number JSON has always carried (3.75, 184.5, 7).
impl Serialize for Score {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.as_f64())
    }
}

/// As Rust writes the decimal number (`7`, `0.5`, `3.75`).
impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.as_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::Score;

    #[test]
    fn quarters_are_exact_and_others_are_not() {
        assert_eq!(Score::exact(3.75), Some(Score(15)));
        assert_eq!(Score::exact(-0.25), Some(Score(-1)));
        assert_eq!(Score::exact(180.5).map(Score::as_f64), Some(180.5));
        assert_eq!(Score::exact(0.1), None);
        assert_eq!(Score::exact(f64::NAN), None);
        assert_eq!(Score::whole(184) + Score::halves(1), Score::of(184.5));
        assert_eq!((Score::of(7.0) - Score::of(7.5)).abs(), Score::of(0.5));
        assert_eq!(Score::of(7.0).to_string(), "7");
        assert_eq!(Score::of(3.75).to_string(), "3.75");
    }
}
