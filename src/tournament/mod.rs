//! Tournaments: a results table of our own format (players, rounds,
//! pairings, results, withdrawals), checked into a [`Tournament`], and the
//! standings an edition's tournament articles give it, every tie broken by
//! the criterion and the article that decide it.

mod error;
mod record;
mod standings;
mod values;

pub use error::TournamentError;
pub use record::{Game, GameResult, Player, Tournament, Withdrawn, front_matter, read_tournament};
pub use standings::{Decision, Row, Standings, WithdrawalNote, standings};
pub use values::Values;

#[cfg(test)]
mod tests;
