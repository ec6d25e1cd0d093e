//! What a judging run has found, apart from the game it is about: the
//! findings, the remarks, and the boards drawn at findings. The judge adds
//! to it as it goes; `finish` hands it to the judgement.

use super::given::Given;
use super::resolved::{self, Step};
use super::state::State;
use crate::diagram::Diagram;
use crate::judgement::{Finding, Remark};

/// The findings, remarks and boards of one run.
#[derive(Default)]
pub(crate) struct Report {
    /// The findings, in the order they were made.
    pub findings: Vec<Finding>,
    /// The remarks, in the order they were made (the source's are added
    /// when the run finishes).
    pub remarks: Vec<Remark>,
    /// The boards drawn at findings.
    pub boards: Boards,
}

/// The positions drawn at findings, within a bound.
#[derive(Default)]
pub(crate) struct Boards {
    /// Whether to draw the position after each event with findings.
    pub draw: bool,
    /// The most positions drawn (the rest of the findings have none).
    pub max: usize,
    /// The positions drawn: (finding index, diagram).
    pub drawn: Vec<(usize, Diagram)>,
    /// The first finding left without a board by `max`.
    pub stopped: Option<usize>,
}

impl Boards {
    /// Boards at findings, at most `max` of them (none if `max` is 0).
    pub fn at_most(max: usize) -> Self {
        Boards {
            draw: max > 0,
            max,
            ..Boards::default()
        }
    }
}

impl Report {
    /// The findings event `index` made since finding `from` get the
    /// position after it (one diagram per event, on its first finding),
    /// the move's point marked, while the boards' bound allows.
    pub fn draw_findings(&mut self, given: &Given, state: &State, index: usize, from: usize) {
        let Some(first) =
            (from..self.findings.len()).find(|&i| self.findings[i].event_index == index)
        else {
            return;
        };
        if self.boards.drawn.len() >= self.boards.max {
            self.boards.stopped.get_or_insert(first);
            return;
        }
        let marked = match given.read.steps.get(index) {
            Some(Step::Move(Some(p))) => Some(resolved::index(*p)),
            _ => None,
        };
        let d = super::snapshot::snapshot(given, state, marked);
        self.boards.drawn.push((first, d));
    }
}
