//! Each player's results as the standings count them (withdrawals applied
//! as the edition says), and the values every tie-break criterion reads:
//! points, wins, warnings, Sonneborn-Berger, Buchholz, median Buchholz and
//! the opponents' average rating. Opponents count only for games played
//! at the board, unless the edition's reading counts forfeits too; a bye
//! has no opponent and adds nothing.

use super::Values;
use super::criteria::total;
use super::record::Tournament;
use crate::ruleset::tournament::{Points, SystemRules};
use crate::vocabulary::WithdrawalRule;

/// One result of a player.
#[derive(Debug, Clone, Copy)]
pub(super) struct Outcome {
    /// The opponent (none for a bye).
    pub opponent: Option<usize>,
    /// 1 win, ½ draw, 0 loss.
    pub score: f64,
    /// Played at the board (not a forfeit, a bye or a withdrawal's forfeit).
    pub at_board: bool,
}

/// Every player's outcomes, withdrawals applied; and which players'
/// results are void.
pub(super) fn outcomes(
    t: &Tournament,
    rules: Option<&SystemRules>,
) -> (Vec<Vec<Outcome>>, Vec<bool>) {
    let n = t.players.len();
    let mut out: Vec<Vec<Outcome>> = vec![Vec::new(); n];
    for g in &t.games {
        let (b, w) = g.result.scores();
        let at_board = g.result.played();
        out[g.black].push(Outcome {
            opponent: Some(g.white),
            score: b,
            at_board,
        });
        out[g.white].push(Outcome {
            opponent: Some(g.black),
            score: w,
            at_board,
        });
    }
    for b in &t.byes {
        out[b.player].push(Outcome {
            opponent: None,
            score: b.score,
            at_board: false,
        });
    }
    let mut void = vec![false; n];
    let rule = rules.and_then(|r| r.withdrawal.as_ref()).map(|w| w.rule);
    for w in &t.withdrawals {
        if rule != Some(WithdrawalRule::VoidUnderHalf) {
            continue;
        }
        let played = out[w.player].iter().filter(|o| o.at_board).count() as u32;
        if played * 2 < t.rounds {
            void[w.player] = true;
        }
    }
    for list in &mut out {
        list.retain(|o| o.opponent.is_none_or(|q| !void[q]));
    }
    for (p, v) in void.iter().enumerate() {
        if *v {
            out[p].clear();
        }
    }
    if rule == Some(WithdrawalRule::VoidUnderHalf)
        && t.system == crate::vocabulary::System::RoundRobin
    {
        forfeit_the_rest(t, &mut out, &void);
    }
    (out, void)
}

/// A round-robin withdrawal with half the rounds played: every opponent
/// the player has not met wins by forfeit.
fn forfeit_the_rest(t: &Tournament, out: &mut [Vec<Outcome>], void: &[bool]) {
    for w in &t.withdrawals {
        if void[w.player] {
            continue;
        }
        for q in 0..t.players.len() {
            let met = out[q].iter().any(|o| o.opponent == Some(w.player));
            if q == w.player || void[q] || met {
                continue;
            }
            out[q].push(Outcome {
                opponent: Some(w.player),
                score: 1.0,
                at_board: false,
            });
            out[w.player].push(Outcome {
                opponent: Some(q),
                score: 0.0,
                at_board: false,
            });
        }
    }
}

/// Points for a score, as the edition counts a game.
pub(super) fn points_of(score: f64, p: &Points) -> f64 {
    if score >= 1.0 {
        p.win
    } else if score > 0.0 {
        p.draw
    } else {
        p.loss
    }
}

/// Every player's values from their outcomes.
pub(super) fn values(
    t: &Tournament,
    outcomes: &[Vec<Outcome>],
    p: &Points,
    unplayed_count: bool,
) -> Vec<Values> {
    let mut v: Vec<Values> = outcomes
        .iter()
        .map(|list| Values {
            points: total(list.iter().map(|o| points_of(o.score, p))),
            wins: list.iter().filter(|o| o.score >= 1.0).count() as u32,
            played: list.iter().filter(|o| o.at_board).count() as u32,
            ..Values::default()
        })
        .collect();
    for g in &t.games {
        v[g.black].warnings += g.warnings[0];
        v[g.white].warnings += g.warnings[1];
    }
    let points: Vec<f64> = v.iter().map(|x| x.points).collect();
    for (k, list) in outcomes.iter().enumerate() {
        opponents(&mut v[k], list, &points, t, unplayed_count);
    }
    v
}

/// The opponent-based criteria of one player.
fn opponents(v: &mut Values, list: &[Outcome], points: &[f64], t: &Tournament, unplayed: bool) {
    let met: Vec<(usize, f64)> = list
        .iter()
        .filter(|o| o.at_board || unplayed)
        .filter_map(|o| o.opponent.map(|q| (q, o.score)))
        .collect();
    let theirs: Vec<f64> = met.iter().map(|&(q, _)| points[q]).collect();
    v.sonneborn_berger = total(met.iter().map(|&(q, s)| s * points[q]));
    v.buchholz = total(theirs.iter().copied());
    v.median_buchholz = median(&theirs);
    let ratings: Vec<f64> = met
        .iter()
        .filter_map(|&(q, _)| t.players[q].rating)
        .collect();
    v.average_opponent_rating =
        (!ratings.is_empty()).then(|| total(ratings.iter().copied()) / ratings.len() as f64);
}

/// Buchholz without the highest and the lowest opponent, when three or more
/// were met (with fewer, nothing is cut).
pub(super) fn median(theirs: &[f64]) -> f64 {
    let sum = total(theirs.iter().copied());
    if theirs.len() < 3 {
        return sum;
    }
    let max = theirs.iter().copied().fold(f64::MIN, f64::max);
    let min = theirs.iter().copied().fold(f64::MAX, f64::min);
    sum - max - min
}

/// A knockout's values: no points (the text counts none), the round each
/// player was knocked out in (the first game lost: at the board, by
/// forfeit, or both losing).
pub(super) fn knockout(t: &Tournament, values: &mut [Values]) {
    for v in values.iter_mut() {
        v.points = 0.0;
    }
    for g in &t.games {
        let (b, w) = g.result.scores();
        for (p, s) in [(g.black, b), (g.white, w)] {
            if s == 0.0 {
                let round = f64::from(g.round);
                let k = &mut values[p].knocked_out;
                *k = Some(k.map_or(round, |r: f64| r.min(round)));
            }
        }
    }
}
