//! The standings an edition gives a tournament: points first, then each
//! tie-break in the article's order. Players equal on every criterion the
//! text computes share the place; where the text then sends the tie to
//! extra games or lots, the standings say so and decide nothing.

use super::Values;
use super::error::TournamentError;
use super::record::Tournament;
use super::values::{OpponentReading, outcomes, values};
use crate::ruleset::Ruleset;
use crate::ruleset::tournament::{Points, SystemRules, TieBreak, TournamentRules};
use crate::vocabulary::{Criterion, Reading, System, WithdrawalRule};
use caipan_ruleset::said;
use serde::Serialize;

/// A tournament's standings under an edition.
#[derive(Debug, Clone, Serialize)]
pub struct Standings {
    /// The tournament's title.
    pub title: String,
    /// The edition id.
    pub edition: String,
    /// The edition's title.
    pub edition_title: String,
    /// The kind of competition.
    pub system: System,
    /// Rounds the event has.
    pub rounds: u32,
    /// Points per game, with the article.
    pub points: Points,
    /// Points per match (team competitions), with the article.
    pub match_points: Option<Points>,
    /// The tie-breaks applied, in order, with their articles.
    pub tie_breaks: Vec<TieBreak>,
    /// Players in order (players whose results are void last, unplaced).
    pub rows: Vec<Row>,
    /// What each withdrawal did, with the article.
    pub withdrawals: Vec<WithdrawalNote>,
    /// How unplayed games count in the tie-breaks: whether they do, the
    /// article read and why (the edition's reading).
    pub unplayed_games: (bool, Option<String>, Option<String>),
    /// Why, in Chinese, where the edition says it (for the Chinese view;
    /// JSON keeps the edition's own words).
    #[serde(skip)]
    pub unplayed_note_zh: Option<String>,
    /// Whether byes and forfeits meet a virtual opponent with the player's
    /// own points (FIDE's reading, set by `unplayed-virtual-opponent`), and
    /// where the value comes from (the edition's article, or a supplement).
    pub virtual_opponent: Option<String>,
    /// A cut Buchholz's cut (how many highest, how many lowest), with the
    /// article of the tie-break that cuts, where the standings use one.
    pub buchholz_cut: Option<([usize; 2], String)>,
    /// Swiss pairings that depart from the text's pairing principle.
    pub pairings: Vec<super::PairingNote>,
    /// The pairing principle's reading, when pairings were checked.
    pub pairing_reading: Option<crate::ruleset::tournament::Pairing>,
}

/// One player's line.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    /// The place, and the last place it shares (equal when not shared);
    /// None when the player's results are void.
    pub place: Option<(usize, usize)>,
    /// The player's id.
    pub id: String,
    /// The player's name.
    pub name: String,
    /// Points and every criterion's value.
    pub values: Values,
    /// How this player was separated from the next one on equal points.
    pub decided: Option<Decision>,
}

/// What separates a player from the next on equal points, or that nothing
/// the text computes does.
#[derive(Debug, Clone, Serialize)]
pub struct Decision {
    /// The criterion that decides; None: equal on all of them.
    pub criterion: Option<Criterion>,
    /// The article of that criterion, or of the text's last word on ties
    /// (extra games or lots), if it has one.
    pub article: Option<String>,
    /// The two players' values for the criterion (this player's first).
    pub values: Option<(f64, f64)>,
    /// The board that decides, for board by board.
    pub board: Option<usize>,
    /// The next player's id.
    pub over: String,
}

/// A withdrawal and what it did.
#[derive(Debug, Clone, Serialize)]
pub struct WithdrawalNote {
    /// The player's id.
    pub player: String,
    /// The last round the player took part in.
    pub after_round: u32,
    /// Games the player played at the board.
    pub played: u32,
    /// The rule applied, if the edition has one for this competition.
    pub rule: Option<WithdrawalRule>,
    /// Whether the player's results are void.
    pub void: bool,
    /// The article.
    pub article: Option<String>,
}

/// The readings the opponent-based tie-breaks take from the edition (as a
/// supplement may have set them): forfeits met, FIDE's virtual opponent,
/// and a cut Buchholz's cut from the parameters its tie-break names
/// (without one, the highest and the lowest: one each).
fn opponent_reading(
    rs: &Ruleset,
    rules: &TournamentRules,
    tie_breaks: &[TieBreak],
) -> OpponentReading {
    let count = |name: &str| {
        rs.parameter(name)
            .map_or(1, |p| p.value.max(0.0).round() as usize)
    };
    let cut = tie_breaks
        .iter()
        .find_map(|b| b.cut.as_ref())
        .map_or([1, 1], |[h, l]| [count(h), count(l)]);
    OpponentReading {
        forfeit_met: rules.unplayed_in_tie_breaks.0,
        virtual_opponent: rs.reading(Reading::UnplayedVirtualOpponent),
        cut,
    }
}

/// The standings of `t` under `rs`'s tournament articles.
pub fn standings(t: &Tournament, rs: &Ruleset) -> Result<Standings, Box<TournamentError>> {
    let (rules, system) = rules_for(t, rs)?;
    let tie_breaks = system.map_or_else(Vec::new, |s| s.tie_breaks.clone());
    let match_points = system.and_then(|s| s.match_points.clone());
    let reading = opponent_reading(rs, rules, &tie_breaks);
    // The cut with its article, and the supplement that set it, if one did.
    let buchholz_cut = tie_breaks.iter().find_map(|b| {
        let set_by = b.cut.iter().flatten().find_map(|name| {
            let (id, _) = rs.parameter(name)?.supplement.as_ref()?;
            Some(format!("; supplement {id}"))
        });
        b.cut.as_ref()?;
        Some((
            reading.cut,
            format!("{}{}", b.article, set_by.unwrap_or_default()),
        ))
    });
    let (names, values, void) = match &match_points {
        Some(m) => {
            let (names, values) = super::teams::team_values(t, &rules.points, m, reading.cut);
            let void = vec![false; names.len()];
            (names, values, void)
        }
        None => {
            let (outcomes, void) = outcomes(t, system);
            let mut values = values(t, &outcomes, &rules.points, reading);
            if t.system == System::Knockout {
                super::values::knockout(t, &mut values);
            }
            let names = t
                .players
                .iter()
                .map(|p| (p.id.clone(), p.name.clone()))
                .collect();
            (names, values, void)
        }
    };
    let order = ranked(&values, &void, &tie_breaks);
    let rows = rows(&names, &values, &order, &void, &tie_breaks);
    let swiss = rules.pairing.as_ref().filter(|_| t.system == System::Swiss);
    Ok(Standings {
        title: t.title.clone(),
        edition: rs.id.clone(),
        edition_title: rs.title.clone(),
        system: t.system,
        rounds: t.rounds,
        points: rules.points.clone(),
        match_points,
        tie_breaks,
        rows,
        withdrawals: withdrawal_notes(t, system, &void),
        unplayed_games: rules.unplayed_in_tie_breaks.clone(),
        unplayed_note_zh: rules.unplayed_note_zh.clone(),
        virtual_opponent: reading.virtual_opponent.then(|| {
            let p = rs.parameter(Reading::UnplayedVirtualOpponent.name());
            p.map_or_else(String::new, |p| match &p.supplement {
                Some((s, _)) => format!("supplement {s}"),
                None => p.article.clone(),
            })
        }),
        buchholz_cut,
        pairings: swiss
            .map(|p| super::pairing_notes(t, p))
            .unwrap_or_default(),
        pairing_reading: swiss.cloned(),
    })
}

/// The edition's tournament articles and its rules for this competition
/// (none for an edition whose text gives points only).
fn rules_for<'r>(
    t: &Tournament,
    rs: &'r Ruleset,
) -> Result<(&'r TournamentRules, Option<&'r SystemRules>), Box<TournamentError>> {
    let Some(rules) = &rs.tournament else {
        return Err(Box::new(TournamentError::SystemNotRanked {
            src: t.origin.0.clone(),
            span: t.origin.1,
            edition: rs.id.clone(),
            system: t.system.name().into(),
            help: said!("tournament-this-edition-has-no-tournament-articles"),
        }));
    };
    let system = rules.system(t.system);
    if system.is_none() && (!rules.systems.is_empty() || t.system.teams()) {
        let ranked: Vec<&str> = rules.systems.iter().map(|s| s.system.name()).collect();
        return Err(Box::new(TournamentError::SystemNotRanked {
            src: t.origin.0.clone(),
            span: t.origin.1,
            edition: rs.id.clone(),
            system: t.system.name().into(),
            help: said!("tournament-ranks", id = rs.id, ranked = ranked.join(", ")),
        }));
    }
    Ok((rules, system))
}

/// What each withdrawal did, with the article.
fn withdrawal_notes(
    t: &Tournament,
    system: Option<&SystemRules>,
    void: &[bool],
) -> Vec<WithdrawalNote> {
    let rule = system.and_then(|s| s.withdrawal.as_ref());
    t.withdrawals
        .iter()
        .map(|w| WithdrawalNote {
            player: t.players[w.player].id.clone(),
            after_round: w.after_round,
            // Counted from the table: a void player's values are empty.
            played: t
                .games
                .iter()
                .filter(|g| g.result.played() && (g.black == w.player || g.white == w.player))
                .count() as u32,
            rule: rule.map(|x| x.rule),
            void: void.get(w.player).copied().unwrap_or(false),
            article: rule.map(|x| x.article.clone()),
        })
        .collect()
}

/// Players with results, best first (ties kept in the file's order).
fn ranked(values: &[Values], void: &[bool], tie_breaks: &[TieBreak]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..values.len()).filter(|&p| !void[p]).collect();
    order.sort_by(|&a, &b| {
        let by_points = super::criteria::better(values[b].points, values[a].points);
        tie_breaks.iter().fold(by_points, |acc, t| {
            acc.then_with(|| values[a].order(&values[b], t.criterion))
        })
    });
    order
}

/// The first criterion on which `a` and `b` differ: its index, both
/// values as shown, and the board for board by board.
pub(super) fn separating(
    a: &Values,
    b: &Values,
    tie_breaks: &[TieBreak],
) -> Option<(usize, f64, f64, Option<usize>)> {
    tie_breaks.iter().enumerate().find_map(|(k, t)| {
        a.differ(b, t.criterion)
            .map(|(x, y, board)| (k, x, y, board))
    })
}

#[path = "rows.rs"]
mod rows;
use rows::rows;
