//! An engine as a player of one game, whatever its protocol: asked for a
//! move, told the moves that stand, brought back when the edition voids
//! its own, asked for its dead stones. The game loop ([`crate::game`])
//! speaks only to this; GTP and the Gomocup protocol each keep what they
//! need to stay in step with the game (GTP plays on its own board; a
//! Gomocup engine is told the opponent's last move, or the whole board
//! when it is out of step).

use crate::engine::{Bounds, Fault};
use crate::gomocup::{Pbrain, Point};
use crate::gtp::{self, Gtp};
use caipan::record::ast::Colour;

/// A point as the referee passes it between protocols: the column from 0
/// at the left, the row from 1 at the bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Xy {
    /// The column, from 0 at the left.
    pub column: usize,
    /// The row, from 1 at the bottom.
    pub row: usize,
}

/// What an engine answered when asked to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reply {
    /// A stone on this point.
    Stone(Xy),
    /// A pass.
    Pass,
    /// The engine resigns.
    Resign,
}

/// An engine playing one side of a game.
pub trait Player {
    /// A new game on a `size` board with `komi`, starting from `laid`
    /// (stones the referee laid, in order: an opening from the edition's
    /// designated ones).
    fn new_game(&mut self, size: usize, komi: f64, laid: &[(Colour, Xy)]) -> Result<(), Fault>;
    /// The engine's move for `colour`.
    fn genmove(&mut self, colour: Colour) -> Result<Reply, Fault>;
    /// A move stands (`own`: the engine's own, which it has played
    /// already).
    fn stands(&mut self, colour: Colour, reply: Reply, own: bool) -> Result<(), Fault>;
    /// The engine's last move did not stand: the engine is brought back to
    /// the game's moves as they stand (`standing`, from the start).
    fn taken_back(&mut self, standing: &[(Colour, Reply)]) -> Result<(), Fault>;
    /// The stones the engine holds dead, at the end of a Go game.
    fn dead_stones(&mut self) -> Result<Vec<Xy>, Fault>;
}

/// The protocol an engine speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Protocol {
    /// The Go Text Protocol.
    Gtp,
    /// The Gomocup ("pbrain") protocol.
    Gomocup,
}

/// What an engine is told besides the moves.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Whole seconds for one move: GTP's `time_settings 0 S 1` with each
    /// new game and `time_left` before each move.
    pub per_move: u64,
    /// The Gomocup `INFO` lines sent once started (the rule, the time for a
    /// move in milliseconds).
    pub info: Vec<(String, String)>,
}

/// Start an engine `program args…` speaking `protocol` on a `size` board,
/// told `settings`.
pub fn start(
    protocol: Protocol,
    (program, args): (&str, &[String]),
    bounds: Bounds,
    size: usize,
    settings: &Settings,
) -> Result<Box<dyn Player>, Fault> {
    Ok(match protocol {
        Protocol::Gtp => Box::new(GtpPlayer {
            gtp: Gtp::start(program, args, bounds)?,
            size,
            per_move: settings.per_move,
        }),
        Protocol::Gomocup => {
            let mut pbrain = Pbrain::start(program, args, bounds, size)?;
            for (key, value) in &settings.info {
                pbrain.info(key, value)?;
            }
            Box::new(GomocupPlayer {
                pbrain,
                size,
                stones: Vec::new(),
                known: Known::Nothing,
            })
        }
    })
}

/// A GTP engine: it keeps the game on its own board.
struct GtpPlayer {
    gtp: Gtp,
    size: usize,
    /// Whole seconds for one move.
    per_move: u64,
}

fn gtp_colour(c: Colour) -> gtp::Colour {
    match c {
        Colour::Black => gtp::Colour::Black,
        Colour::White => gtp::Colour::White,
    }
}

fn to_gtp(reply: Reply) -> gtp::Played {
    match reply {
        Reply::Stone(Xy { column, row }) => gtp::Played::At { column, row },
        Reply::Pass => gtp::Played::Pass,
        Reply::Resign => gtp::Played::Resign,
    }
}

impl GtpPlayer {
    /// Tell the engine a move; a refusal is a fault (the engine cannot
    /// follow the game the edition judges).
    fn must_play(&mut self, colour: Colour, reply: Reply) -> Result<(), Fault> {
        match self
            .gtp
            .play(gtp_colour(colour), to_gtp(reply), self.size)?
        {
            gtp::Answer::Done(_) => Ok(()),
            gtp::Answer::Refused(why) => Err(Fault::Malformed(crate::engine::quote(&format!(
                "play {}: {why}",
                gtp::vertex(to_gtp(reply), self.size)
            )))),
        }
    }
}

impl Player for GtpPlayer {
    fn new_game(&mut self, size: usize, komi: f64, laid: &[(Colour, Xy)]) -> Result<(), Fault> {
        self.size = size;
        self.gtp.new_game(size, komi)?;
        // An engine without time control refuses it, and plays without.
        self.gtp
            .ask(&format!("time_settings 0 {} 1", self.per_move))?;
        for &(c, xy) in laid {
            self.must_play(c, Reply::Stone(xy))?;
        }
        Ok(())
    }

    fn genmove(&mut self, colour: Colour) -> Result<Reply, Fault> {
        // Each move has its own time (byo-yomi of one stone): said before
        // each; an engine without time control refuses it, and plays on.
        let c = if colour == Colour::Black { "b" } else { "w" };
        self.gtp
            .ask(&format!("time_left {c} {} 1", self.per_move))?;
        Ok(match self.gtp.genmove(gtp_colour(colour), self.size)? {
            gtp::Played::At { column, row } => Reply::Stone(Xy { column, row }),
            gtp::Played::Pass => Reply::Pass,
            gtp::Played::Resign => Reply::Resign,
        })
    }

    fn stands(&mut self, colour: Colour, reply: Reply, own: bool) -> Result<(), Fault> {
        match own {
            true => Ok(()),
            false => self.must_play(colour, reply),
        }
    }

    fn taken_back(&mut self, standing: &[(Colour, Reply)]) -> Result<(), Fault> {
        if let gtp::Answer::Done(_) = self.gtp.ask("undo")? {
            return Ok(());
        }
        // No undo: the board cleared and the moves that stand replayed.
        self.gtp.must("clear_board")?;
        for &(c, reply) in standing {
            self.must_play(c, reply)?;
        }
        Ok(())
    }

    fn dead_stones(&mut self) -> Result<Vec<Xy>, Fault> {
        Ok(self
            .gtp
            .dead_stones(self.size)?
            .into_iter()
            .filter_map(|p| match p {
                gtp::Played::At { column, row } => Some(Xy { column, row }),
                _ => None,
            })
            .collect())
    }
}

/// What a Gomocup engine knows of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    /// Nothing yet: the board is empty, or it must be sent whole.
    Nothing,
    /// The stones up to this many.
    Upto(usize),
    /// Out of step (a move of its own taken back): the board is sent whole.
    OutOfStep,
}

/// A Gomocup engine: told the opponent's last move when it is in step,
/// the whole board when it is not.
struct GomocupPlayer {
    pbrain: Pbrain,
    size: usize,
    /// The stones that stand, in order.
    stones: Vec<(Colour, Xy)>,
    known: Known,
}

impl GomocupPlayer {
    fn point(&self, xy: Xy) -> Point {
        Point {
            x: xy.column,
            y: self.size - xy.row,
        }
    }
}

impl Player for GomocupPlayer {
    fn new_game(&mut self, size: usize, _komi: f64, laid: &[(Colour, Xy)]) -> Result<(), Fault> {
        // `RESTART` is not in every engine: a new game is a `BOARD`.
        self.size = size;
        self.stones = laid.to_vec();
        self.known = Known::Nothing;
        Ok(())
    }

    fn genmove(&mut self, colour: Colour) -> Result<Reply, Fault> {
        let n = self.stones.len();
        let answer = match (self.known, self.stones.last()) {
            (Known::Nothing, None) => self.pbrain.begin()?,
            (Known::Upto(k), Some(&(c, xy))) if k + 1 == n && c != colour => {
                self.pbrain.turn(self.point(xy))?
            }
            _ => {
                let board: Vec<(Point, u8)> = self
                    .stones
                    .iter()
                    .map(|&(c, xy)| (self.point(xy), if c == colour { 1 } else { 2 }))
                    .collect();
                self.pbrain.board(&board)?
            }
        };
        self.known = Known::Upto(n);
        Ok(Reply::Stone(Xy {
            column: answer.x,
            row: self.size - answer.y,
        }))
    }

    fn stands(&mut self, colour: Colour, reply: Reply, own: bool) -> Result<(), Fault> {
        if let Reply::Stone(xy) = reply {
            self.stones.push((colour, xy));
            if own && let Known::Upto(k) = self.known {
                self.known = Known::Upto(k + 1);
            }
        }
        Ok(())
    }

    fn taken_back(&mut self, _standing: &[(Colour, Reply)]) -> Result<(), Fault> {
        self.known = Known::OutOfStep;
        Ok(())
    }

    fn dead_stones(&mut self) -> Result<Vec<Xy>, Fault> {
        Ok(Vec::new())
    }
}

impl Drop for GomocupPlayer {
    fn drop(&mut self) {
        // The process is killed when dropped in any case.
        let _ = self.pbrain.end();
    }
}
