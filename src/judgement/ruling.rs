//! The check of an arbiter's ruling written in the record against what
//! the cited articles allow.

use crate::vocabulary::Verdict;
use serde::Serialize;

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

impl RulingCheck {
    /// Why the ruling complies or not, in words.
    pub fn explanation(&self) -> String {
        crate::render::remarks::ruling(self)
    }
}

impl Serialize for RulingCheck {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("RulingCheck", 4)?;
        st.serialize_field("written", &self.written)?;
        st.serialize_field("verdict", &self.verdict)?;
        st.serialize_field("compliant", &self.compliant)?;
        st.serialize_field("explanation", &self.explanation())?;
        st.end()
    }
}
