//! The Go Text Protocol (version 2) over a bounded [`Engine`]: a command
//! is one line, its answer `= text` (success) or `? text` (failure) ended
//! by an empty line. Anything else where an answer belongs is a
//! [`Fault::Malformed`], quoted short; a move is read against the board's
//! size (`D4`, `pass`, `resign`; columns A–T without I).

use crate::engine::{Bounds, Engine, Fault, quote};
use std::time::Instant;

/// An engine spoken to over GTP.
pub struct Gtp {
    engine: Engine,
}

/// A GTP answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// `= text`: the command succeeded.
    Done(String),
    /// `? text`: the engine refused it.
    Refused(String),
}

/// A move an engine plays (`genmove`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Played {
    /// A stone.
    At {
        /// The column, from 0 at the left.
        column: usize,
        /// The row, from 1 at the bottom.
        row: usize,
    },
    /// A pass.
    Pass,
    /// The engine resigns.
    Resign,
}

/// Black or White, as GTP writes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    /// `b`.
    Black,
    /// `w`.
    White,
}

impl Colour {
    fn gtp(self) -> &'static str {
        match self {
            Colour::Black => "b",
            Colour::White => "w",
        }
    }
}

/// The columns of GTP's vertices: no I.
const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

impl Gtp {
    /// Start the engine `program args…` under `bounds`.
    pub fn start(program: &str, args: &[String], bounds: Bounds) -> Result<Gtp, Fault> {
        Ok(Gtp {
            engine: Engine::start(program, args, bounds)?,
        })
    }

    /// Send `command` (one line, written by the referee) and read its
    /// answer, within the engine's bounds.
    pub fn ask(&mut self, command: &str) -> Result<Answer, Fault> {
        self.engine.send(command)?;
        let bounds = self.engine.bounds();
        let deadline = Instant::now() + bounds.answer_time;
        // Blank lines before an answer are allowed (some engines write
        // them); the first other line must open one.
        let first = loop {
            let line = self.engine.line(deadline)?;
            if !line.trim().is_empty() {
                break line;
            }
        };
        let (done, text) = match first.as_bytes().first() {
            Some(b'=') => (true, without_id(&first[1..])),
            Some(b'?') => (false, without_id(&first[1..])),
            _ => return Err(Fault::Malformed(quote(&first))),
        };
        let mut text = text.to_string();
        for _ in 1..bounds.answer_lines {
            let line = self.engine.line(deadline)?;
            if line.trim().is_empty() {
                return Ok(if done {
                    Answer::Done(text)
                } else {
                    Answer::Refused(text)
                });
            }
            text.push('\n');
            text.push_str(&line);
        }
        Err(Fault::AnswerTooLong)
    }

    /// `command`, which must succeed.
    pub fn must(&mut self, command: &str) -> Result<String, Fault> {
        match self.ask(command)? {
            Answer::Done(text) => Ok(text),
            Answer::Refused(text) => Err(Fault::Malformed(quote(&format!(
                "{command} refused: {text}"
            )))),
        }
    }

    /// A new game on a `size`×`size` board with `komi`.
    pub fn new_game(&mut self, size: usize, komi: f64) -> Result<(), Fault> {
        self.must(&format!("boardsize {size}"))?;
        self.must("clear_board")?;
        self.must(&format!("komi {komi}"))?;
        Ok(())
    }

    /// Tell the engine of a move played (the answer as given: an engine
    /// may refuse a move it takes for illegal).
    pub fn play(&mut self, colour: Colour, played: Played, size: usize) -> Result<Answer, Fault> {
        self.ask(&format!("play {} {}", colour.gtp(), vertex(played, size)))
    }

    /// The engine's move for `colour`, read against the board's `size`.
    pub fn genmove(&mut self, colour: Colour, size: usize) -> Result<Played, Fault> {
        let text = self.must(&format!("genmove {}", colour.gtp()))?;
        parse_vertex(text.trim(), size).ok_or_else(|| Fault::Malformed(quote(&text)))
    }
}

impl Gtp {
    /// The stones the engine holds dead (`final_status_list dead`), each
    /// read against the board's `size`: what the referee compares between
    /// the two engines at the end of a game.
    pub fn dead_stones(&mut self, size: usize) -> Result<Vec<Played>, Fault> {
        let text = self.must("final_status_list dead")?;
        text.split_whitespace()
            .map(|v| match parse_vertex(v, size) {
                Some(p @ Played::At { .. }) => Ok(p),
                _ => Err(Fault::Malformed(quote(&text))),
            })
            .collect()
    }
}

/// An answer's text after its optional id.
fn without_id(rest: &str) -> &str {
    rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim()
}

/// A move as GTP writes it.
pub fn vertex(played: Played, size: usize) -> String {
    match played {
        Played::Pass => "pass".into(),
        Played::Resign => "resign".into(),
        Played::At { column, row } if column < COLUMNS.len() && row >= 1 && row <= size => {
            format!("{}{row}", char::from(COLUMNS[column]))
        }
        Played::At { .. } => "pass".into(),
    }
}

/// A GTP vertex on a `size` board, or none.
pub fn parse_vertex(text: &str, size: usize) -> Option<Played> {
    if text.eq_ignore_ascii_case("pass") {
        return Some(Played::Pass);
    }
    if text.eq_ignore_ascii_case("resign") {
        return Some(Played::Resign);
    }
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    let column = COLUMNS.iter().position(|&c| char::from(c) == letter)?;
    let digits = chars.as_str();
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
        return None;
    }
    let row: usize = digits.parse().ok()?;
    (column < size && (1..=size).contains(&row)).then_some(Played::At { column, row })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_read_and_write_against_the_board() {
        assert_eq!(
            parse_vertex("D4", 19),
            Some(Played::At { column: 3, row: 4 })
        );
        assert_eq!(
            parse_vertex("j10", 19),
            Some(Played::At { column: 8, row: 10 })
        );
        assert_eq!(parse_vertex("PASS", 19), Some(Played::Pass));
        assert_eq!(parse_vertex("resign", 9), Some(Played::Resign));
        for bad in ["I5", "T20", "K10", "A0", "A", "A+1", "Z99", ""] {
            assert_eq!(parse_vertex(bad, 9), None, "{bad}");
        }
        assert_eq!(vertex(Played::At { column: 8, row: 10 }, 19), "J10");
        assert_eq!(vertex(Played::Pass, 19), "pass");
    }
}
