//! One tournament under two editions: the players whose place changes, and
//! under each edition what placed them (the decisions with the players
//! next to them, each with its criterion and article).

use super::standings::{Decision, Row, Standings};
use serde::Serialize;

/// A player placed differently by two editions.
#[derive(Debug, Clone, Serialize)]
pub struct PlaceChange {
    /// The player's id.
    pub player: String,
    /// The place under each edition (None: results void).
    pub places: [Option<(usize, usize)>; 2],
    /// Under each edition: the decisions with the player above and below
    /// (the upper player's id, and the decision over the lower one).
    pub why: [Vec<(String, Decision)>; 2],
}

/// Every player whose place differs between `a` and `b`, in `a`'s order.
pub fn place_changes(a: &Standings, b: &Standings) -> Vec<PlaceChange> {
    // Each player's row under `b`, looked up by id once (not a search of
    // every row for every player).
    let in_b: std::collections::HashMap<&str, usize> = b
        .rows
        .iter()
        .enumerate()
        .map(|(k, r)| (r.id.as_str(), k))
        .collect();
    let mut out = Vec::new();
    for (k, r) in a.rows.iter().enumerate() {
        let Some(&j) = in_b.get(r.id.as_str()) else {
            continue;
        };
        if r.place == b.rows[j].place {
            continue;
        }
        out.push(PlaceChange {
            player: r.id.clone(),
            places: [r.place, b.rows[j].place],
            why: [around(&a.rows, k), around(&b.rows, j)],
        });
    }
    out
}

/// The decisions between a row and its neighbours on equal points.
fn around(rows: &[Row], k: usize) -> Vec<(String, Decision)> {
    let with = |r: &Row| r.decided.clone().map(|d| (r.id.clone(), d));
    let above = k.checked_sub(1).and_then(|i| rows.get(i)).and_then(with);
    above.into_iter().chain(with(&rows[k])).collect()
}
