//! Players as the standings' notes name them.

use crate::tournament::Standings;

/// A player as the notes name them: `Bravo Bob (2)`, the name with the id
/// the table uses (in an EGF table the line's number, also its place, so a
/// number alone would read as a place).
/// Looked up by id once per view, so that naming every player of a large
/// table costs one map, not a search of the rows per name.
pub struct Names<'s>(std::collections::HashMap<&'s str, &'s str>);

impl<'s> Names<'s> {
    /// The standings' players by id.
    pub fn of(s: &'s Standings) -> Names<'s> {
        Names(
            s.rows
                .iter()
                .map(|r| (r.id.as_str(), r.name.as_str()))
                .collect(),
        )
    }

    /// `Bravo Bob (2)`, or the id alone for a player without another name.
    pub fn who(&self, id: &str) -> String {
        match self.0.get(id) {
            Some(name) if !name.is_empty() && *name != id => format!("{name} ({id})"),
            _ => id.to_string(),
        }
    }
}
