//! What the standings compare: each player's (or team's) values, and how
//! two of them order on a criterion (board by board: board 1 first).

use crate::vocabulary::Criterion;
use serde::Serialize;
use std::cmp::Ordering;

/// A player's values.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Values {
    /// Points, as the edition scores a game.
    pub points: f64,
    /// Games won, at the board or by forfeit.
    pub wins: u32,
    /// Games played at the board.
    pub played: u32,
    /// Warnings over the whole competition.
    pub warnings: u32,
    /// Beaten opponents' points plus half the drawn ones'.
    pub sonneborn_berger: f64,
    /// Opponents' points.
    pub buchholz: f64,
    /// Buchholz without the best and the worst opponent (three or more).
    pub median_buchholz: f64,
    /// The opponents' average rating, if any had one.
    pub average_opponent_rating: Option<f64>,
    /// A team's game points (teams only).
    pub game_points: f64,
    /// A team's game points board by board, board 1 first (teams only).
    pub boards: Vec<f64>,
    /// In a knockout: the round the player was knocked out in (infinite for
    /// the player never knocked out).
    pub knocked_out: Option<f64>,
    /// A team Sonneborn-Berger: per match, the share of game points won times the opponent team's match points.
    pub team_sonneborn_berger: f64,
}

impl Values {
    /// The criterion's value, the higher the better (fewer warnings is
    /// the negated count); None where there is nothing to compare.
    pub fn key(&self, c: Criterion) -> Option<f64> {
        match c {
            Criterion::SonnebornBerger => Some(self.sonneborn_berger),
            // `0.0 - n`, not `-n`: no warning is 0, never -0.
            Criterion::FewerWarnings => Some(0.0 - f64::from(self.warnings)),
            Criterion::Wins => Some(f64::from(self.wins)),
            Criterion::Buchholz => Some(self.buchholz),
            Criterion::MedianBuchholz => Some(self.median_buchholz),
            Criterion::AverageOpponentRating => self.average_opponent_rating,
            Criterion::GamePoints => Some(self.game_points),
            Criterion::EliminatedLater => Some(self.knocked_out.unwrap_or(f64::INFINITY)),
            Criterion::TeamSonnebornBerger => Some(self.team_sonneborn_berger),
            Criterion::BoardByBoard | Criterion::ExtraGameOrLots => None,
        }
    }

    /// The criterion's value as a table shows it.
    pub fn shown(&self, c: Criterion) -> Option<f64> {
        match c {
            Criterion::FewerWarnings => Some(f64::from(self.warnings)),
            other => self.key(other),
        }
    }

    /// What a criterion compares, in order (board by board: each board's
    /// points; otherwise the one value, none ranking last).
    fn keys(&self, c: Criterion) -> Vec<f64> {
        match c {
            Criterion::BoardByBoard => self.boards.clone(),
            other => vec![self.key(other).unwrap_or(f64::NEG_INFINITY)],
        }
    }

    /// How `self` and `other` compare on `c`, the better first.
    pub fn order(&self, other: &Values, c: Criterion) -> Ordering {
        let (a, b) = (self.keys(c), other.keys(c));
        let n = a.len().max(b.len());
        (0..n)
            .map(|k| {
                let x = a.get(k).copied().unwrap_or(0.0);
                let y = b.get(k).copied().unwrap_or(0.0);
                better(y, x)
            })
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    }

    /// The first place `self` and `other` differ on `c`: both values as
    /// shown, and the board for board by board.
    pub fn differ(&self, other: &Values, c: Criterion) -> Option<(f64, f64, Option<usize>)> {
        if c == Criterion::BoardByBoard {
            let n = self.boards.len().max(other.boards.len());
            return (0..n).find_map(|k| {
                let x = self.boards.get(k).copied().unwrap_or(0.0);
                let y = other.boards.get(k).copied().unwrap_or(0.0);
                (x != y).then_some((x, y, Some(k + 1)))
            });
        }
        self.order(other, c).is_ne().then(|| {
            (
                self.shown(c).unwrap_or(0.0),
                other.shown(c).unwrap_or(0.0),
                None,
            )
        })
    }
}

/// How two values order, the higher first: equal values are equal, 0 and
/// -0 among them (`total_cmp` would put -0 below 0 and let a sign decide a
/// place). Values are never NaN: every one is a sum of finite scores.
pub(super) fn better(higher: f64, lower: f64) -> Ordering {
    higher.partial_cmp(&lower).unwrap_or(Ordering::Equal)
}

/// A sum as the standings show it: from 0, so nothing (an empty list, a
/// player with no game) is 0, not the -0 `Iterator::sum` gives floats.
pub(super) fn total(values: impl IntoIterator<Item = f64>) -> f64 {
    values.into_iter().fold(0.0, |sum, x| sum + x)
}
