//! The chief arbiter's check of published standings: every player whose
//! published place is not the place the articles give, and what decides
//! between that player and the one published just above (points, or the
//! tie-break with its article and both values).

use super::standings::{Standings, separating};
use serde::Serialize;

/// A published place the articles do not give.
#[derive(Debug, Clone, Serialize)]
pub struct Departure {
    /// The player's id.
    pub player: String,
    /// The place published (its first, when shared).
    pub published: usize,
    /// The last place of a shared place published.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shared_to: Option<usize>,
    /// The place the articles give (first and last, when shared); None
    /// when the player's results are void.
    pub computed: Option<(usize, usize)>,
    /// The player published just above, if any.
    pub above: Option<String>,
    /// What ranks this player before that one: `points` or a criterion.
    pub by: Option<String>,
    /// That criterion's article (none for points).
    pub article: Option<String>,
    /// This player's and the other's values.
    pub values: Option<(f64, f64)>,
}

/// Every departure of `published` (player ids best first, each with the
/// place published, first and last) from `s`. A place published shared by
/// a tie agrees with any place the articles give within it: the articles
/// may separate what the table's own criteria left tied.
pub fn check(s: &Standings, published: &[(String, (usize, usize))]) -> Vec<Departure> {
    let by_id: std::collections::HashMap<&str, &super::Row> =
        s.rows.iter().map(|r| (r.id.as_str(), r)).collect();
    let row = |id: &str| by_id.get(id).copied();
    let mut out = Vec::new();
    for (k, (id, (first, last))) in published.iter().enumerate() {
        let Some(r) = row(id) else { continue };
        if r.place.is_some_and(|(a, b)| a <= *last && *first <= b) {
            continue;
        }
        let above = k
            .checked_sub(1)
            .and_then(|j| published.get(j))
            .and_then(|(q, _)| row(q));
        let mut d = Departure {
            player: id.clone(),
            published: *first,
            shared_to: (last > first).then_some(*last),
            computed: r.place,
            above: above.map(|a| a.id.clone()),
            by: None,
            article: None,
            values: None,
        };
        // Only what ranks this player before the one above explains it.
        if let Some(a) = above {
            if r.values.points > a.values.points {
                d.by = Some("points".into());
                d.values = Some((r.values.points, a.values.points));
            } else if r.values.points == a.values.points
                && let Some((t, x, y, _)) = separating(&r.values, &a.values, &s.tie_breaks)
                && r.values.order(&a.values, s.tie_breaks[t].criterion).is_lt()
            {
                d.by = Some(s.tie_breaks[t].criterion.name().into());
                d.article = Some(s.tie_breaks[t].article.clone());
                d.values = Some((x, y));
            }
        }
        out.push(d);
    }
    out
}
