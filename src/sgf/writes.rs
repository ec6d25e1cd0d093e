//! The points one node's setup properties write, kept per point of the
//! board: each point once, with its last value, in the order of the last
//! writes; the builder keeps one for the game, the setup reader fills it.

use crate::record::ast::{Colour, Span};

/// What a setup value leaves on a point: a stone of a colour, or nothing
/// (`AE`).
pub(super) type Holds = Option<Colour>;

/// The points written by one node, kept per point of the board.
pub(super) struct Writes {
    /// Per point: the number of the last write in this node (0: none).
    last: Vec<u64>,
    /// Per point: what the last write leaves, and where it is written.
    value: Vec<(Holds, Span)>,
    /// The points written, in the order of their first write.
    touched: Vec<usize>,
    /// Writes so far in this node.
    count: u64,
}

impl Writes {
    /// Room for a board of `points` points.
    pub(super) fn new(points: usize) -> Writes {
        Writes {
            last: vec![0; points],
            value: vec![(None, Span::default()); points],
            touched: Vec::new(),
            count: 0,
        }
    }

    /// Point `p` is written with `holds`, by the value at `span`.
    pub(super) fn write(&mut self, p: usize, holds: Holds, span: Span) {
        if self.last[p] == 0 {
            self.touched.push(p);
        }
        self.count += 1;
        self.last[p] = self.count;
        self.value[p] = (holds, span);
    }

    /// Every point written `(index, holds, span)`, each once, in the order
    /// of its last write; the writes are forgotten for the next node.
    pub(super) fn take(&mut self) -> Vec<(usize, Holds, Span)> {
        let mut touched = std::mem::take(&mut self.touched);
        touched.sort_unstable_by_key(|&p| self.last[p]);
        let out = touched
            .iter()
            .map(|&p| (p, self.value[p].0, self.value[p].1))
            .collect();
        for &p in &touched {
            self.last[p] = 0;
        }
        self.count = 0;
        touched.clear();
        self.touched = touched;
        out
    }
}
