//! What a match is given and what it gives: the engines and the
//! settings (a [`MatchSpec`]), each game played (a [`Played`]), and why a
//! match could not be played (a [`MatchError`]). The match
//! ([`crate::matches`]), what it tells the engines ([`crate::setup`]) and
//! what it writes ([`crate::written`], [`crate::summary`]) all read them.

use crate::engine::Fault;
use caipan::Ruleset;
use caipan::judgement::{Judgement, Outcome};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// An engine as the match is given it.
#[derive(Debug, Clone)]
pub struct EngineSpec {
    /// Its name in the records and the results (the program's file name
    /// unless given).
    pub name: String,
    /// The program.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
}

/// What a match is played under.
pub struct MatchSpec {
    /// The edition (with any supplement applied).
    pub ruleset: Arc<Ruleset>,
    /// The supplements applied, as given (named in each record's notes,
    /// so the record is judged again with them).
    pub supplements: Vec<String>,
    /// The two engines; the first is Black in the first game.
    pub engines: [EngineSpec; 2],
    /// Games to play.
    pub games: u32,
    /// The time for one move.
    pub per_move: Duration,
    /// The seed: which designated opening the first game lays, and the
    /// order after it.
    pub seed: u64,
    /// Where the records and the results are written.
    pub out: PathBuf,
}

/// One game of a match, played.
#[derive(Debug, Clone)]
pub struct Played {
    /// From 1.
    pub number: u32,
    /// The engine (0 or 1) that had Black.
    pub black: usize,
    /// The game's judgement, as the referee made it move by move.
    pub judgement: Judgement,
    /// The record's file (caipan's format), and the SGF or .psq beside it.
    pub files: Vec<PathBuf>,
    /// Moves that stood.
    pub moves: usize,
    /// The referee's notes on the game.
    pub notes: Vec<String>,
    /// The time the engines took to answer.
    pub engine_time: Duration,
    /// The whole game's wall time.
    pub wall_time: Duration,
}

impl Played {
    /// The engine (0 or 1) that won, if one did.
    pub fn winner(&self) -> Option<usize> {
        match self.judgement.result.outcome {
            Outcome::BlackWins => Some(self.black),
            Outcome::WhiteWins => Some(1 - self.black),
            _ => None,
        }
    }
}

/// Why a match could not be played.
#[derive(Debug)]
pub enum MatchError {
    /// An engine could not be started or set up.
    Engine {
        /// Its name.
        engine: String,
        /// What went wrong.
        fault: Fault,
    },
    /// The game's record could not be started.
    Record(String),
    /// A file could not be written.
    Write {
        /// The file.
        path: String,
        /// What went wrong.
        error: std::io::Error,
    },
    /// The edition cannot be played between these engines: why, worded
    /// for the reader's language.
    Unplayable(caipan::error::Said),
}

impl MatchError {
    /// Why, as a sentence the reader's language words (what an engine,
    /// the system or a file said quoted as it is).
    pub fn said(&self) -> caipan::error::Said {
        use caipan::said;
        match self {
            MatchError::Engine { engine, fault } => {
                said!("referee-engine-fault", engine = engine, fault = fault)
                    .nested("fault", &fault.said())
            }
            MatchError::Record(why) => said!("referee-record-not-started", why = why),
            MatchError::Write { path, error } => said!("referee-write", path = path, error = error),
            MatchError::Unplayable(why) => why.clone(),
        }
    }
}

impl std::fmt::Display for MatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.said().english())
    }
}

impl std::error::Error for MatchError {}
