//! Each edition's way of counting, side by side: the method and its
//! articles, a confirmation after the stop, what Black's count is
//! compared with, who wins equal counts, and what a territory count adds.

use crate::ruleset::Ruleset;

/// One edition's way of counting: its method, the articles that give
/// it, and those that take moves after the stop back as a confirmation.
#[derive(Debug, Clone)]
pub struct CountingSide {
    /// Area or territory.
    pub method: crate::vocabulary::ScoringMethod,
    /// The articles that give it.
    pub articles: Vec<String>,
    /// The articles on moves after the stop (none: no confirmation).
    pub confirmation: Vec<String>,
    /// Area counting compared with White's count (komi in points) rather
    /// than with a baseline.
    pub against_white: bool,
    /// The side that wins equal counts, and its article.
    pub tie: Option<(crate::record::ast::Colour, String)>,
    /// A territory count's additions and the parameter choosing it.
    pub territory: Option<TerritorySide>,
    /// Whom an area count gives a point between both sides' stones.
    pub shared_points: crate::vocabulary::SharedPoints,
    /// Which stones come off before the count.
    pub dead_stones: crate::vocabulary::DeadStones,
}

/// What a territory count adds, and the parameter that chooses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TerritorySide {
    /// The parameter whose value 1 counts by territory (none: the
    /// edition's method is territory).
    pub chosen_by: Option<String>,
    /// Each pass a prisoner for the opponent.
    pub pass_stones: bool,
    /// Eyes in seki counted as territory.
    pub seki_eyes_counted: bool,
    /// The articles of the territory count.
    pub articles: Vec<String>,
}

fn territory_side(r: &Ruleset) -> Option<TerritorySide> {
    let t = r.scoring.as_ref()?.territory.as_ref()?;
    Some(TerritorySide {
        chosen_by: t
            .chosen_by
            .and_then(|i| r.parameters.get(i))
            .map(|p| p.name.clone()),
        pass_stones: t.pass_stones,
        seki_eyes_counted: t.seki_eyes_counted,
        articles: t.articles.clone(),
    })
}

pub(super) fn counting_side(r: &Ruleset) -> Option<CountingSide> {
    r.scoring.as_ref().map(|s| CountingSide {
        method: s.method,
        articles: s.articles.clone(),
        confirmation: s.confirmation.clone(),
        against_white: s.against_white,
        tie: s.tie.clone(),
        territory: territory_side(r),
        shared_points: s.shared_points,
        dead_stones: s.dead_stones,
    })
}

/// Each edition's way of counting with its articles, when they differ:
/// the method, a confirmation after the stop, what Black's count is
/// compared with, and who wins equal counts.
pub(super) fn counting(from: &Ruleset, to: &Ruleset) -> Option<[String; 2]> {
    let method = |r: &Ruleset| {
        r.scoring.as_ref().map(|s| {
            (
                s.method,
                s.confirmation.is_empty(),
                s.against_white,
                s.tie.clone(),
                territory_side(r),
                s.shared_points,
                s.dead_stones,
            )
        })
    };
    if method(from) == method(to) {
        return None;
    }
    let side = |r: &Ruleset| match &r.scoring {
        Some(s) => {
            let mut line = format!(
                "{} ({}): {}",
                s.method.name(),
                s.articles.join(", "),
                s.method.meaning()
            );
            if !s.confirmation.is_empty() {
                line += &format!(
                    "; moves after the stop confirm life and death and are taken back before the count ({})",
                    s.confirmation.join(", ")
                );
            }
            if s.against_white {
                line += "; Black's count is compared with White's, komi in points added to it";
            }
            if let Some((c, article)) = &s.tie {
                line += &format!("; equal counts are {}'s win ({article})", c.name());
            }
            if let Some(t) = territory_side(r) {
                line += &territory_words(&t);
            }
            if s.method == crate::vocabulary::ScoringMethod::Area {
                line += &format!("; a shared point: {}", s.shared_points.meaning());
            }
            if s.dead_stones != crate::vocabulary::DeadStones::Agreed {
                line += &format!("; {}", s.dead_stones.meaning());
            }
            line
        }
        None => "no counting".to_string(),
    };
    Some([side(from), side(to)])
}

/// A territory count's additions, as `counting`'s JSON words them.
fn territory_words(t: &TerritorySide) -> String {
    let mut line = match &t.chosen_by {
        Some(p) => format!("; by territory where {p} is 1 ({})", t.articles.join(", ")),
        None => String::new(),
    };
    if t.pass_stones {
        line += "; each pass a prisoner for the opponent";
    }
    if t.seki_eyes_counted {
        line += "; eyes in seki counted as territory";
    }
    line
}
