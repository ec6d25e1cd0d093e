//! Team competitions: the games of a round between two teams' players are
//! one match, board by board in the order the file lists them. Game points
//! count as for players; the match goes to the team with more game points
//! (equal: drawn), scored with the edition's match points. Each team's
//! values: match points, game points, points board by board, matches won,
//! Sonneborn-Berger and Buchholz over matches, and the team
//! Sonneborn-Berger (per match, the share of its game points won times the
//! opponent team's match points).

use super::Values;
use super::record::Tournament;
use super::values::{cut, points_of};
use crate::ruleset::tournament::Points;
use std::collections::BTreeMap;

/// One match: the round, the two teams, their game points, and the game
/// points of each board (the first team's, the second's).
struct Match {
    teams: [usize; 2],
    game_points: [f64; 2],
    boards: Vec<[f64; 2]>,
}

/// The teams (id, members) in the order their players are listed, and
/// each team's values.
pub(super) fn team_values(
    t: &Tournament,
    game: &Points,
    matches_by: &Points,
    cut_by: [usize; 2],
) -> (Vec<(String, String)>, Vec<Values>) {
    let mut names: Vec<String> = Vec::new();
    let team_of: Vec<usize> = t
        .players
        .iter()
        .map(|p| {
            let name = p.team.clone().unwrap_or_default();
            names.iter().position(|n| *n == name).unwrap_or_else(|| {
                names.push(name);
                names.len() - 1
            })
        })
        .collect();
    let matches = matches(t, &team_of, game);
    let mut v = vec![Values::default(); names.len()];
    for m in &matches {
        for side in 0..2 {
            let (me, them) = (m.game_points[side], m.game_points[1 - side]);
            let team = &mut v[m.teams[side]];
            team.points += result_points(me, them, matches_by);
            team.wins += u32::from(me > them);
            team.game_points += me;
            for (k, b) in m.boards.iter().enumerate() {
                if team.boards.len() <= k {
                    team.boards.resize(k + 1, 0.0);
                }
                team.boards[k] += b[side];
            }
        }
    }
    opponents(&mut v, &matches, game, cut_by);
    let members = names
        .iter()
        .enumerate()
        .map(|(k, n)| {
            let ids: Vec<&str> = t
                .players
                .iter()
                .zip(&team_of)
                .filter(|(_, x)| **x == k)
                .map(|(p, _)| p.id.as_str())
                .collect();
            (n.clone(), ids.join(", "))
        })
        .collect();
    (members, v)
}

/// The matches of every round, games grouped by the pair of teams.
fn matches(t: &Tournament, team_of: &[usize], game: &Points) -> Vec<Match> {
    let mut by_key: BTreeMap<(u32, usize, usize), Match> = BTreeMap::new();
    for g in &t.games {
        let (tb, tw) = (team_of[g.black], team_of[g.white]);
        let flip = tb > tw;
        let key = (g.round, tb.min(tw), tb.max(tw));
        let (sb, sw) = g.result.scores();
        let (pb, pw) = (points_of(sb, game), points_of(sw, game));
        let pts = if flip { [pw, pb] } else { [pb, pw] };
        let m = by_key.entry(key).or_insert(Match {
            teams: [key.1, key.2],
            game_points: [0.0, 0.0],
            boards: Vec::new(),
        });
        m.game_points[0] += pts[0];
        m.game_points[1] += pts[1];
        m.boards.push(pts);
    }
    by_key.into_values().collect()
}

/// Match points for game points `me` against `them`.
fn result_points(me: f64, them: f64, p: &Points) -> f64 {
    if me > them {
        p.win
    } else if me == them {
        p.draw
    } else {
        p.loss
    }
}

/// Sonneborn-Berger, Buchholz and median Buchholz over matches, and the
/// team Sonneborn-Berger, from the final match points.
fn opponents(v: &mut [Values], matches: &[Match], game: &Points, cut_by: [usize; 2]) {
    let points: Vec<f64> = v.iter().map(|x| x.points).collect();
    let mut met: Vec<Vec<f64>> = vec![Vec::new(); v.len()];
    for m in matches {
        for side in 0..2 {
            let (me, them) = (m.game_points[side], m.game_points[1 - side]);
            let opponent = points[m.teams[1 - side]];
            let score = if me > them {
                1.0
            } else if me == them {
                0.5
            } else {
                0.0
            };
            let possible = m.boards.len() as f64 * game.win;
            let team = &mut v[m.teams[side]];
            team.sonneborn_berger += score * opponent;
            if possible > 0.0 {
                team.team_sonneborn_berger += me / possible * opponent;
            }
            met[m.teams[side]].push(opponent);
        }
    }
    for (team, theirs) in v.iter_mut().zip(met) {
        team.buchholz = super::criteria::total(theirs.iter().copied());
        let theirs: Vec<(f64, bool)> = theirs.iter().map(|&p| (p, false)).collect();
        team.median_buchholz = cut(&theirs, cut_by);
    }
}
