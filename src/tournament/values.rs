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

/// How the opponent-based tie-breaks read what the texts leave loose: the
/// edition's readings, as a supplement may have set them.
#[derive(Debug, Clone, Copy, Default)]
pub struct OpponentReading {
    /// A forfeit counts as meeting the opponent (the edition's
    /// `unplayed-games: in-tie-breaks`).
    pub forfeit_met: bool,
    /// Each bye or forfeit counts as a game against a virtual opponent with
    /// the player's own final points (FIDE's 2023 reading).
    pub virtual_opponent: bool,
    /// A cut Buchholz's cut: how many of the highest and of the lowest
    /// opponents (the lowest cut taking virtual opponents first).
    pub cut: [usize; 2],
}

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
    reading: OpponentReading,
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
        opponents(&mut v[k], list, &points, t, reading);
    }
    v
}

/// The opponent-based criteria of one player.
fn opponents(
    v: &mut Values,
    list: &[Outcome],
    points: &[f64],
    t: &Tournament,
    reading: OpponentReading,
) {
    let met: Vec<(usize, f64)> = list
        .iter()
        .filter(|o| o.at_board || (reading.forfeit_met && !reading.virtual_opponent))
        .filter_map(|o| o.opponent.map(|q| (q, o.score)))
        .collect();
    // Each opponent's points, and whether it is cut first: under FIDE's
    // reading a round not played at the board meets the player's own score,
    // and the low cut takes first the rounds the player chose not to play.
    let mut theirs: Vec<(f64, bool)> = met.iter().map(|&(q, _)| (points[q], false)).collect();
    let mut sonneborn_berger: Vec<f64> = met.iter().map(|&(q, s)| s * points[q]).collect();
    if reading.virtual_opponent {
        for o in list.iter().filter(|o| !o.at_board) {
            theirs.push((v.points, chosen_not_to_play(o)));
            sonneborn_berger.push(o.score * v.points);
        }
    }
    v.sonneborn_berger = total(sonneborn_berger);
    v.buchholz = total(theirs.iter().map(|t| t.0));
    v.median_buchholz = cut(&theirs, reading.cut);
    let ratings: Vec<f64> = met
        .iter()
        .filter_map(|&(q, _)| t.players[q].rating)
        .collect();
    v.average_opponent_rating =
        (!ratings.is_empty()).then(|| total(ratings.iter().copied()) / ratings.len() as f64);
}

/// A round not played at the board that the player chose not to play, in
/// FIDE's words (2023) a voluntarily unplayed round: one that scores less
/// than a win — a forfeit loss, a withdrawal's rounds, a bye of a draw or
/// less (a bye the player asks for). A forfeit win and a bye of a win (the
/// pairing's bye) were not the player's choice.
fn chosen_not_to_play(o: &Outcome) -> bool {
    !o.at_board && o.score < 1.0
}

/// Buchholz without the `highest` highest and the `lowest` lowest
/// opponents, when more were met than are cut (with fewer, nothing is cut).
/// A round marked to be cut first (under FIDE's reading, one the player
/// chose not to play) is cut first from the low end; every other value,
/// a virtual opponent for a forfeit win or the pairing's bye included, is
/// cut by its value.
pub(super) fn cut(theirs: &[(f64, bool)], [highest, lowest]: [usize; 2]) -> f64 {
    let sum = total(theirs.iter().map(|t| t.0));
    if theirs.len() <= highest + lowest {
        return sum;
    }
    // The low end first, rounds to be cut first before the rest; then the
    // highest of what is left, so that no value is cut twice.
    let mut low: Vec<(bool, f64)> = theirs.iter().map(|&(p, virt)| (!virt, p)).collect();
    low.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    let mut rest: Vec<f64> = low[lowest..].iter().map(|l| l.1).collect();
    rest.sort_by(|a, b| b.total_cmp(a));
    total(rest[highest.min(rest.len())..].iter().copied())
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
