//! The Gomocup protocol (the "pbrain" interface Piskvork speaks) over a
//! bounded [`Engine`]: `START size` answered `OK`, `INFO key value` (no
//! answer), `BEGIN` and `TURN x,y` answered by the engine's move `x,y`,
//! `BOARD` … `DONE` likewise, `END`. Coordinates are from 0, x from the
//! left and y from the top. The engine's `MESSAGE` and `DEBUG` lines are
//! its talk and passed over; `UNKNOWN` and `ERROR` are refusals; anything
//! else where an answer belongs is a [`Fault::Malformed`], quoted short.

use crate::engine::{Bounds, Engine, Fault, quote};
use std::time::Instant;

/// An engine spoken to over the Gomocup protocol.
pub struct Pbrain {
    engine: Engine,
    size: usize,
}

/// A point as the protocol writes it: x from the left, y from the top,
/// both from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    /// The column, from 0 at the left.
    pub x: usize,
    /// The row, from 0 at the top.
    pub y: usize,
}

impl Pbrain {
    /// Start the engine `program args…` under `bounds`, and `START` it on
    /// a `size`×`size` board.
    pub fn start(
        program: &str,
        args: &[String],
        bounds: Bounds,
        size: usize,
    ) -> Result<Pbrain, Fault> {
        let mut p = Pbrain {
            engine: Engine::start(program, args, bounds)?,
            size,
        };
        p.engine.send(&format!("START {size}"))?;
        let answer = p.answer()?;
        if answer.trim() != "OK" {
            return Err(Fault::Malformed(quote(&format!("START {size}: {answer}"))));
        }
        Ok(p)
    }

    /// `INFO key value` (the protocol has no answer to it).
    pub fn info(&mut self, key: &str, value: &str) -> Result<(), Fault> {
        self.engine.send(&format!("INFO {key} {value}"))
    }

    /// `BEGIN`: the engine plays the first move.
    pub fn begin(&mut self) -> Result<Point, Fault> {
        self.engine.send("BEGIN")?;
        self.point()
    }

    /// `TURN x,y`: the opponent's move, and the engine's answer.
    pub fn turn(&mut self, opponent: Point) -> Result<Point, Fault> {
        self.engine
            .send(&format!("TURN {},{}", opponent.x, opponent.y))?;
        self.point()
    }

    /// `BOARD` with the stones so far (each with 1 for the engine's own, 2
    /// for the opponent's), then `DONE`: the engine's move in that
    /// position.
    pub fn board(&mut self, stones: &[(Point, u8)]) -> Result<Point, Fault> {
        self.engine.send("BOARD")?;
        for (p, who) in stones {
            self.engine.send(&format!("{},{},{who}", p.x, p.y))?;
        }
        self.engine.send("DONE")?;
        self.point()
    }

    /// `END`: the engine should exit (it is killed when dropped anyway).
    pub fn end(&mut self) -> Result<(), Fault> {
        self.engine.send("END")
    }

    /// The engine's next answer: its talk passed over.
    fn answer(&mut self) -> Result<String, Fault> {
        let deadline = Instant::now() + self.engine.bounds().answer_time;
        for _ in 0..self.engine.bounds().answer_lines {
            let line = self.engine.line(deadline)?;
            let word = line.split_whitespace().next().unwrap_or("");
            if matches!(word, "MESSAGE" | "DEBUG") || line.trim().is_empty() {
                continue;
            }
            if matches!(word, "UNKNOWN" | "ERROR") {
                return Err(Fault::Malformed(quote(&line)));
            }
            return Ok(line);
        }
        Err(Fault::AnswerTooLong)
    }

    /// The engine's move, read against the board.
    fn point(&mut self) -> Result<Point, Fault> {
        let answer = self.answer()?;
        parse_point(answer.trim(), self.size).ok_or_else(|| Fault::Malformed(quote(&answer)))
    }
}

/// `x,y` on a `size` board, or none.
pub fn parse_point(text: &str, size: usize) -> Option<Point> {
    let (x, y) = text.split_once(',')?;
    let number = |s: &str| {
        let s = s.trim();
        (!s.is_empty() && s.len() <= 3 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<usize>().ok())
            .flatten()
    };
    let (x, y) = (number(x)?, number(y)?);
    (x < size && y < size).then_some(Point { x, y })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_read_against_the_board() {
        assert_eq!(parse_point("7,7", 15), Some(Point { x: 7, y: 7 }));
        assert_eq!(parse_point(" 0 , 14 ", 15), Some(Point { x: 0, y: 14 }));
        for bad in ["15,0", "0,15", "-1,3", "3", "a,b", "1,2,3", "", "0001,1"] {
            assert_eq!(parse_point(bad, 15), None, "{bad}");
        }
    }
}
