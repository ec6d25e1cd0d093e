//! Tournaments: a results table of our own format (players, rounds,
//! pairings, results, withdrawals), checked into a [`Tournament`], and the
//! standings an edition's tournament articles give it, every tie broken by
//! the criterion and the article that decide it.

mod changes;
mod criteria;
mod egf;
mod error;
mod pairing;
mod published;
mod record;
mod records;
mod standings;
mod table_check;
mod teams;
mod values;

pub use changes::{PlaceChange, place_changes};
pub use criteria::Values;
pub use egf::{looks_like_egf, read_egf, read_table, table_text};
pub use error::TournamentError;
pub use pairing::{PairingNote, pairing_notes};
pub use published::{Departure, check};
pub use record::{
    Bye, Game, GameResult, Player, Published, Tournament, Withdrawn, front_matter, read_tournament,
};
pub use records::{GameNote, apply_records, plain_name};
pub use standings::{Decision, Row, Standings, WithdrawalNote, standings};
pub use table_check::LISTED;

#[cfg(test)]
mod order_tests;
#[cfg(test)]
mod tests;
