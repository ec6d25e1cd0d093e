//! The check of an arbiter's ruling written in the record against what
//! the cited articles allow.

use crate::vocabulary::Verdict;

/// An arbiter's ruling checked against what the article allows.
#[derive(Debug, Clone)]
pub struct RulingCheck {
    /// The ruling as written.
    pub written: String,
    /// The verdicts ruled.
    pub verdict: Vec<Verdict>,
    /// Whether the article allows them.
    pub compliant: bool,
    /// The articles of the findings ruled on.
    pub cited: Vec<String>,
    /// Verdicts ruled that the articles do not give.
    pub unsupported: Vec<Verdict>,
    /// Verdicts the articles require that the ruling leaves out.
    pub missing: Vec<Verdict>,
}
