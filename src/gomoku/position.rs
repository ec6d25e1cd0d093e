//! A Gomoku position: the stones, which never leave the board in play,
//! and the readings that decide what counts as a shape. It says what a
//! stone would make (five, overline, fours, live threes) and knows nothing
//! of the judge. No position is hashed: Gomoku has no repetition.

use super::lines::{self, BLACK, EMPTY, Readings, View, WHITE};
use crate::position::{Position, SetupDefect};
use crate::record::ast::Colour;
use crate::ruleset::Ruleset;
use crate::ruleset::condition::Value;
use crate::vocabulary::facts::bit;
use crate::vocabulary::{Fact, Facts, Game, Reading};

/// The log entry a setup leaves: undo stops there.
const BARRIER: u16 = u16::MAX;

/// A Gomoku game's position.
pub struct GomokuPosition {
    size: usize,
    /// Every point's colour (`EMPTY`, `BLACK`, `WHITE`), row by row from
    /// the bottom.
    cells: Vec<u8>,
    stones: usize,
    /// (point, colour before) for every change, oldest first.
    log: Vec<(u16, u8)>,
    readings: Readings,
}

fn cell(c: Colour) -> u8 {
    match c {
        Colour::Black => BLACK,
        Colour::White => WHITE,
    }
}

impl GomokuPosition {
    /// The facts only Gomoku's judging computes (declared in the vocabulary,
    /// where the loader refuses a rule on a fact the game lacks).
    pub const FACTS: &'static [Fact] = Game::Gomoku.own_facts();

    /// An empty board of the ruleset's size, shapes as the ruleset reads them.
    pub fn new(ruleset: &Ruleset) -> GomokuPosition {
        let size = ruleset.board.size;
        GomokuPosition {
            size,
            cells: vec![EMPTY; size * size],
            stones: 0,
            log: Vec::new(),
            readings: Readings {
                three_point_may_make_five: ruleset.reading(Reading::ThreePointMayMakeFive),
            },
        }
    }

    /// Every point's colour (for physics that reads the cells directly).
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Point `p` holds `to` afterwards; logged for undo unless `logged` is false.
    fn write(&mut self, p: usize, to: u8, logged: bool) {
        let before = self.cells[p];
        if before == to {
            return;
        }
        if logged {
            self.log.push((p as u16, before));
        }
        self.stones = self.stones + usize::from(to != EMPTY) - usize::from(before != EMPTY);
        self.cells[p] = to;
    }
}

impl Position for GomokuPosition {
    fn size(&self) -> usize {
        self.size
    }

    fn at(&self, p: usize) -> Option<Colour> {
        match self.cells[p] {
            BLACK => Some(Colour::Black),
            WHITE => Some(Colour::White),
            _ => None,
        }
    }

    fn stones(&self) -> usize {
        self.stones
    }

    fn mark(&self) -> usize {
        self.log.len()
    }

    fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            match self.log.last() {
                Some(&(BARRIER, _)) | None => break,
                Some(&(p, before)) => {
                    self.log.pop();
                    self.write(usize::from(p), before, false);
                }
            }
        }
    }

    fn move_facts(&self, p: usize, c: Colour, facts: &mut Facts) {
        // The shapes through the stone, unless no rule reads one.
        let shapes = bit(Fact::Five) | bit(Fact::Overline) | bit(Fact::DoubleFour);
        if facts.wants_any(shapes | bit(Fact::DoubleThree)) {
            let view = View::new(&self.cells, self.size);
            let shape = lines::shape(&view, p, cell(c), self.readings);
            facts.insert(Fact::Five, Value::Bool(shape.five));
            facts.insert(Fact::Overline, Value::Bool(shape.overline));
            facts.insert(Fact::DoubleFour, Value::Bool(shape.double_four()));
            facts.insert(Fact::DoubleThree, Value::Bool(shape.double_three()));
        }
        if facts.wants_any(bit(Fact::FiveUnblocked) | bit(Fact::DoubleOpenThree)) {
            let view = View::new(&self.cells, self.size);
            let colour = cell(c);
            let five = super::plain::five_unblocked(&view, p, colour);
            facts.insert(Fact::FiveUnblocked, Value::Bool(five));
            let threes = super::plain::double_open_three(&view, p, colour);
            facts.insert(Fact::DoubleOpenThree, Value::Bool(threes));
        }
        facts.insert(
            Fact::BoardFull,
            Value::Bool(self.stones + 1 == self.cells.len()),
        );
    }

    fn play(&mut self, p: usize, c: Colour) -> Vec<u16> {
        self.write(p, cell(c), true);
        Vec::new()
    }

    fn put(&mut self, p: usize, c: Colour) {
        self.write(p, cell(c), true);
    }

    fn take_off(&mut self, p: usize) {
        self.write(p, EMPTY, true);
    }

    fn set_up(&mut self, changes: &[(usize, Option<Colour>)], _to_move: Colour) {
        // In order: the last write of a point counts. Never undone.
        for &(p, c) in changes {
            self.write(p, c.map_or(EMPTY, cell), false);
        }
        self.log.push((BARRIER, EMPTY));
    }

    fn start(&mut self, _to_move: Colour, _positions: usize) {}

    fn pass(&mut self, _to_move: Colour) {}

    fn turn_lost(&mut self, _to_move: Colour) {}

    fn impossible_setup(&self, _points: &[usize]) -> Option<(usize, SetupDefect)> {
        None // stones never leave a Gomoku board: any position can arise
    }

    fn moves_implied_by_setup(&self, stones: usize) -> u32 {
        // Stones never leave the board: each was a move.
        u32::try_from(stones).unwrap_or(u32::MAX)
    }
}
