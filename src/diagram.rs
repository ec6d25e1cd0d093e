//! The position at a moment of a record, as a diagram shows it: stones,
//! the last moves with their numbers, the stones the last move captured,
//! the points where the player to move may not play (a Gomoku forbidden
//! point, a Go ko or forbidden point) and, for a finding, the point in
//! dispute. Taken from the judge's own state during its one run
//! (`engine/snapshot.rs`), so the board is the one the verdicts were
//! computed on, at the event the diagram belongs to (`engine::diagram_at`
//! draws one at a moment). Data only: `render::diagram` draws it as text or SVG.

use crate::record::ast::Colour;
use serde::Serialize;

/// How many of the last moves carry their numbers.
pub const NUMBERED: usize = 8;

/// A position to draw.
#[derive(Debug, Clone, Serialize)]
pub struct Diagram {
    /// The record's file name.
    pub file: String,
    /// The edition id.
    pub edition: String,
    /// Moves (and passes) played.
    pub after_move: u32,
    /// The player to move.
    pub to_move: Colour,
    /// Points per side.
    pub size: usize,
    /// Column letters, left to right (Go skips I).
    pub columns: Vec<char>,
    /// Stones: (point index, colour).
    pub stones: Vec<(usize, Colour)>,
    /// The last moves still on the board, newest first: (point, move
    /// number as the judge counts, colour).
    pub numbered: Vec<(usize, u32, Colour)>,
    /// The last moves no longer on the board, newest first, and whether a
    /// later move captured the stone (else it was taken off: an offer not
    /// kept, a setup): listed in the legend, never skipped in silence.
    pub gone: Vec<(usize, u32, Colour, bool)>,
    /// Stones the last move took off: (point, colour).
    pub captured: Vec<(usize, Colour)>,
    /// Where the player to move may not play, with the topics.
    pub forbidden: Vec<(usize, Vec<String>)>,
    /// The point in dispute, if any.
    pub marked: Option<usize>,
    /// Play has stopped: no one is to move.
    pub ended: bool,
    /// At a count on the board: the stones agreed dead and whose each
    /// empty point is.
    pub count: Option<CountMarks>,
}

/// What a diagram of a count marks.
#[derive(Debug, Clone, Serialize)]
pub struct CountMarks {
    /// Stones agreed dead (taken off before the count).
    pub dead: Vec<usize>,
    /// Each empty point that is one side's (territory or area), with the side.
    pub owned: Vec<(usize, Colour)>,
    /// Territory counting (else area counting).
    pub territory: bool,
}

impl Diagram {
    /// A point's name (`Q16`).
    pub fn name(&self, p: usize) -> String {
        format!("{}{}", self.columns[p % self.size], p / self.size + 1)
    }

    /// The star points of the board (tengen and the corners' 4-4 points,
    /// 3-3 on 9×9; the sides' too on 19×19).
    pub fn star_points(&self) -> Vec<usize> {
        let n = self.size;
        let lines: Vec<usize> = match n {
            19 => vec![3, 9, 15],
            15 => vec![3, 7, 11],
            13 => vec![3, 6, 9],
            9 => vec![2, 4, 6],
            _ => vec![n / 2],
        };
        let mut out = Vec::new();
        for &y in &lines {
            for &x in &lines {
                // Below 19×19 only tengen and the four corner points are
                // marked.
                if n < 19 && (x == n / 2) != (y == n / 2) {
                    continue;
                }
                out.push(y * n + x);
            }
        }
        out
    }
}
