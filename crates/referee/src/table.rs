//! A game as it is being played, apart from the loop that plays it
//! ([`crate::game`]): the judge over its record, the moves that stand,
//! the referee's notes, what the end has seen so far; and the table it is
//! played under. The loop and the end ([`crate::ending`]) both read and
//! write it.

use crate::conduct::Conduct;
use crate::player::{Player, Reply, Xy};
use caipan::engine::Live;
use caipan::record::ast::Colour;
use std::time::Duration;

/// The two sides of a game: Black's engine, then White's.
pub type Sides<'p> = [&'p mut dyn Player; 2];

/// What a game is played under.
pub struct Table<'a> {
    /// What the referee writes for what an engine does that is no move.
    pub conduct: &'a Conduct,
    /// The longest a move may take; a later answer is the engine's time
    /// running out.
    pub per_move: Duration,
    /// The most events a game may have before the referee stops it (an
    /// endless game between two engines that never pass).
    pub max_events: usize,
}

/// A game as it is being played: the judge, the moves that stand (what an
/// engine brought back replays), and the referee's notes.
pub struct Game {
    /// The judge over the game's record.
    pub live: Live,
    /// The moves that stand, in order.
    pub standing: Vec<(Colour, Reply)>,
    /// What the referee says about the game beyond its record lines.
    pub notes: Vec<String>,
    /// The time the engines took to answer.
    pub engine_time: Duration,
    /// The stones on the board when play first stopped (what a
    /// confirmation is about).
    pub stop: Option<Vec<(usize, Colour)>>,
    /// Disputes of the dead stones so far.
    pub disputes: u32,
    /// Findings claimed already.
    pub claimed: Vec<usize>,
    /// A confirmation of life and death is being played after the stop
    /// (the engines held different stones dead, under an edition whose
    /// moves after the stop are a confirmation): passes in a row so far.
    pub confirming: Option<u8>,
}

impl Game {
    /// A game judged from the record head `live` starts from.
    pub fn new(live: Live) -> Game {
        Game {
            live,
            standing: Vec::new(),
            notes: Vec::new(),
            engine_time: Duration::ZERO,
            stop: None,
            disputes: 0,
            claimed: Vec::new(),
            confirming: None,
        }
    }

    /// A line written into the record and judged. A line the judge
    /// refuses is a fault of the referee, said in the notes; the game
    /// stops there.
    pub fn write(&mut self, line: &str) -> bool {
        match self.live.push(&format!("{line}\n")) {
            Ok(_) => true,
            Err(e) => {
                self.notes
                    .push(format!("the referee's line `{line}` was refused: {e}"));
                false
            }
        }
    }

    /// The point's name on the edition's board (`Q16`), or none.
    pub fn name(&self, xy: Xy) -> Option<String> {
        let board = &self.live.ruleset().board;
        let column = board.columns.get(xy.column)?;
        (xy.row >= 1 && xy.row <= board.size).then(|| format!("{column}{}", xy.row))
    }

    /// Every stone on the board, by point.
    pub fn stones(&self) -> Vec<(usize, Colour)> {
        let size = self.live.ruleset().board.size;
        (0..size * size)
            .filter_map(|p| Some((p, self.live.stone_at(p)?)))
            .collect()
    }

    /// The board index of a point.
    pub fn index(&self, xy: Xy) -> Option<usize> {
        let name = self.name(xy)?;
        self.live.ruleset().board.index(&name)
    }
}
