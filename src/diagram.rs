//! The position at a moment of a record, as a diagram shows it: stones,
//! the last moves with their numbers, the stones the last move captured,
//! the points where the player to move may not play (a Gomoku forbidden
//! point, a Go ko or forbidden point) and, for a finding, the point in
//! dispute. Built from the judge itself (`engine::points`), so the board
//! is the one the verdicts were computed on. Rendered by `render::diagram`
//! as text or SVG.

use crate::engine::points;
use crate::error::RecordError;
use crate::record::ast::{Actor, Colour, EventKind, Record};
use crate::ruleset::Ruleset;
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
    /// The last moves still on the board: (point, move number, colour).
    pub numbered: Vec<(usize, u32, Colour)>,
    /// Stones the last move took off: (point, colour).
    pub captured: Vec<(usize, Colour)>,
    /// Where the player to move may not play, with the topics.
    pub forbidden: Vec<(usize, Vec<String>)>,
    /// The point in dispute, if any.
    pub marked: Option<usize>,
}

impl Diagram {
    /// The position after `after` moves (default: the end of the record).
    pub fn build(
        ruleset: &Ruleset,
        record: &Record,
        name: &str,
        text: &str,
        after: Option<u32>,
    ) -> Result<Diagram, Box<RecordError>> {
        let now = points(ruleset, record, name, text, after)?;
        // What the last move took off: on the board before it, gone now.
        let before = match now.after_move {
            0 => Vec::new(),
            n => points(ruleset, record, name, text, Some(n - 1))?.stones,
        };
        let captured = before
            .iter()
            .filter(|s| !now.stones.iter().any(|t| t.0 == s.0))
            .copied()
            .collect();
        let index = |point: &str| ruleset.board.index(point);
        // The last moves, numbered as the record counts moves and passes.
        let mut played: Vec<(usize, u32, Colour)> = Vec::new();
        let mut number = 0u32;
        for e in &record.events {
            if number >= now.after_move {
                break;
            }
            match (&e.kind, &e.actor) {
                (EventKind::Move(pt), Actor::Player(c)) => {
                    number += 1;
                    if let Some(p) = index(&pt.text) {
                        played.push((p, number, *c));
                    }
                }
                (EventKind::Pass, _) => number += 1,
                _ => {}
            }
        }
        let numbered: Vec<(usize, u32, Colour)> = played
            .iter()
            .rev()
            .filter(|(p, _, c)| now.stones.contains(&(*p, *c)))
            .take(NUMBERED)
            .copied()
            .collect();
        let forbidden = now
            .points
            .iter()
            .filter_map(|f| Some((index(&f.point)?, f.kinds.clone())))
            .collect();
        Ok(Diagram {
            file: now.file,
            edition: now.edition,
            after_move: now.after_move,
            to_move: now.player,
            size: now.board_size,
            columns: now.columns,
            stones: now.stones,
            numbered,
            captured,
            forbidden,
            marked: None,
        })
    }

    /// A point's name (`Q16`).
    pub fn name(&self, p: usize) -> String {
        format!("{}{}", self.columns[p % self.size], p / self.size + 1)
    }

    /// The star points of the board (tengen and the corners' 4-4 points,
    /// the sides' too on 19×19).
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
                // On 15×15 only tengen and the four corner points are marked.
                if n == 15 && (x == 7) != (y == 7) {
                    continue;
                }
                out.push(y * n + x);
            }
        }
        out
    }
}

/// Draw the position of every finding of `j` (after its move, the point in
/// dispute marked when the event names one), for `check --board`.
pub fn attach(
    j: &mut crate::judgement::Judgement,
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: &str,
) {
    let mut boards = Vec::new();
    for (i, f) in j.findings.iter().enumerate() {
        // One diagram per event: the findings of one event share it.
        if boards
            .iter()
            .any(|(k, _): &(usize, Diagram)| j.findings[*k].event_index == f.event_index)
        {
            continue;
        }
        let Ok(mut d) = Diagram::build(ruleset, record, name, text, Some(f.move_number)) else {
            continue;
        };
        if let Some(e) = record.events.get(f.event_index) {
            d.marked = match &e.kind {
                EventKind::Move(pt) => ruleset.board.index(&pt.text),
                _ => None,
            };
        }
        boards.push((i, d));
    }
    j.boards = boards;
}
