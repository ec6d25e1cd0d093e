//! The record as the judge reads it: checked and resolved once, before the
//! first event is judged (ripgrep's raw → resolved). Every point the record
//! names is a board index here, every conduct event's arguments are decoded
//! against its declaration; the judge never reads a point's name or matches
//! an argument again. A point off the board is kept as `None`: it is a
//! defect of the game, reported when the game reaches it, with the
//! judgement up to there.

use crate::record::ast::*;
use crate::ruleset::Board;
use crate::ruleset::condition::Value;

/// A point the record names, as a board index; `None` off the board.
pub(crate) type Resolved = Option<u32>;

/// A board index, as the judge uses it.
pub(crate) fn index(point: u32) -> usize {
    point as usize
}

/// What validation read of one record event.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Step {
    /// A move, on this point.
    Move(Resolved),
    /// A conduct event: its decoding, by index into [`Read::conduct`].
    Conduct(u32),
    /// A setup change: its rectangles' corners start here in
    /// [`Read::areas`] (one pair per rectangle, in order).
    Setup(u32),
    /// Anything else (a pass, a claim, a ruling): nothing to resolve.
    Other,
}

/// A conduct event checked against its declaration.
#[derive(Debug)]
pub(crate) struct Decoded {
    /// The declared event, by index into `Ruleset::events`.
    pub decl: usize,
    /// The argument values by declared position (`Absent` where an optional
    /// argument was left out; a point as its name; points as their count).
    pub values: Vec<Value>,
    /// The points among the written arguments: (argument index, point).
    pub points: Vec<(usize, Resolved)>,
}

/// The record read against the ruleset: what the judge walks.
#[derive(Debug, Default)]
pub(crate) struct Read {
    /// One step per record event, in record order.
    pub steps: Vec<Step>,
    /// The conduct events' decodings, in record order.
    pub conduct: Vec<Decoded>,
    /// The starting position's points, in the record's order.
    pub setup: Vec<Resolved>,
    /// The setup changes' rectangles: (first corner, last corner).
    pub areas: Vec<[Resolved; 2]>,
}

impl Read {
    /// The decoding of the conduct event at record index `event`.
    pub fn conduct_at(&self, event: usize) -> Option<&Decoded> {
        match self.steps.get(event)? {
            Step::Conduct(k) => self.conduct.get(*k as usize),
            _ => None,
        }
    }

    /// The rectangles' corners of the setup change at record index `event`.
    pub fn areas_at(&self, event: usize, count: usize) -> &[[Resolved; 2]] {
        match self.steps.get(event) {
            Some(Step::Setup(first)) => {
                let first = *first as usize;
                self.areas
                    .get(first..first.saturating_add(count))
                    .unwrap_or_default()
            }
            _ => &[],
        }
    }
}

/// Not a column letter of the board.
const NO_COLUMN: u8 = u8::MAX;

/// Reads point names on one board: the common form (`Q16`) by a table of
/// column letters, any other form the general way (`Board::index`).
pub(crate) struct PointReader<'b> {
    board: &'b Board,
    column_of: [u8; 128],
}

impl<'b> PointReader<'b> {
    /// A reader for `board`.
    pub fn new(board: &'b Board) -> Self {
        let mut column_of = [NO_COLUMN; 128];
        for (x, c) in board.columns.iter().enumerate() {
            // The first of two equal letters wins, as `Board::index` reads them.
            if let (Some(slot), Ok(x)) = (column_of.get_mut(*c as usize), u8::try_from(x))
                && *slot == NO_COLUMN
            {
                *slot = x;
            }
        }
        PointReader { board, column_of }
    }

    /// The board index of a written point, `None` off the board.
    pub fn read(&self, text: &str) -> Resolved {
        self.read_bytes(text.as_bytes())
            .or_else(|| u32::try_from(self.board.index(text)?).ok())
    }

    /// A move's point: its name's bytes, inline in the record (no UTF-8
    /// check, no copy), read by the table; any other form as
    /// `Board::index` reads it.
    #[inline]
    pub fn read_name(&self, name: &PointName) -> Resolved {
        self.read_bytes(name.bytes())
            .or_else(|| u32::try_from(self.board.index(name.as_str())?).ok())
    }

    /// The common form, a column letter and its row (`Q16`), by the table.
    #[inline]
    fn read_bytes(&self, text: &[u8]) -> Resolved {
        let [column, row @ ..] = text else {
            return None;
        };
        let &x = self.column_of.get(usize::from(*column))?;
        if x == NO_COLUMN {
            return None;
        }
        // A row of one digit, or two not starting with 0, read here (every
        // move of a record comes this way); the rest as the board reads it.
        let y = match *row {
            [d @ b'1'..=b'9'] => usize::from(d - b'0'),
            [t @ b'1'..=b'9', d @ b'0'..=b'9'] => {
                usize::from(t - b'0') * 10 + usize::from(d - b'0')
            }
            _ => return u32::try_from(self.board.at_row(usize::from(x), row)?).ok(),
        };
        let size = self.board.size;
        if y > size {
            return None;
        }
        u32::try_from((y - 1) * size + usize::from(x)).ok()
    }

    /// The starting position's points, in the record's order.
    pub fn setup(&self, record: &Record) -> Vec<Resolved> {
        record
            .setup
            .iter()
            .map(|s| self.read(&s.point.text))
            .collect()
    }

    /// The step of one record event (a conduct event's is made by the
    /// argument checker, which knows the declaration).
    pub fn step(&self, kind: &EventKind, areas: &mut Vec<[Resolved; 2]>) -> Step {
        match kind {
            EventKind::Move(pt) => Step::Move(self.read_name(&pt.text)),
            EventKind::Setup(change) => {
                let first = u32::try_from(areas.len()).unwrap_or(u32::MAX);
                areas.extend(
                    change
                        .areas
                        .iter()
                        .map(|a| [self.read(&a.from), self.read(&a.to)]),
                );
                Step::Setup(first)
            }
            _ => Step::Other,
        }
    }
}

impl Read {
    /// The record's events from the `events`-th on taken back (a game
    /// still being played whose last line was refused): their steps, and
    /// the decodings and rectangles they added, cost what they added.
    pub fn truncate(&mut self, events: usize) {
        let dropped = self.steps.get(events..).unwrap_or_default();
        if let Some(k) = dropped.iter().find_map(|s| match s {
            Step::Conduct(k) => Some(*k),
            _ => None,
        }) {
            self.conduct.truncate(k as usize);
        }
        if let Some(first) = dropped.iter().find_map(|s| match s {
            Step::Setup(first) => Some(*first),
            _ => None,
        }) {
            self.areas.truncate(first as usize);
        }
        self.steps.truncate(events);
    }
}
