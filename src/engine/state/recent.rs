//! The last stones placed, as a diagram numbers them: at most
//! `diagram::NUMBERED`, oldest first, each (point, the move number the
//! judge gave it, colour, captured since).

use crate::record::ast::Colour;

/// One stone placed: (point, the move number the judge gave it, colour,
/// whether a later move captured it).
pub type Numbered = (usize, u32, Colour, bool);

/// The last stones placed, oldest first, at most `diagram::NUMBERED`.
///
/// Kept in a vector whose front is forgotten by moving a start index (and
/// dropped now and then in one go), rather than a ring: a stone is placed
/// on every move, and this is a push and a comparison.
#[derive(Debug, Default)]
pub struct Recent {
    items: Vec<Numbered>,
    /// The first item still kept.
    start: usize,
}

/// How many forgotten items the vector holds before they are dropped.
const SLACK: usize = 4 * crate::diagram::NUMBERED;

impl Recent {
    /// The stones kept, oldest first.
    #[inline]
    pub fn as_slice(&self) -> &[Numbered] {
        &self.items[self.start..]
    }

    /// The stones kept, to change their captured mark.
    #[inline]
    pub(super) fn as_mut_slice(&mut self) -> &mut [Numbered] {
        &mut self.items[self.start..]
    }

    /// A stone placed: the oldest kept is forgotten once there are more
    /// than a diagram numbers.
    #[inline]
    pub(super) fn push(&mut self, stone: Numbered) {
        if self.start >= SLACK {
            self.items.drain(..self.start);
            self.start = 0;
        }
        self.items.push(stone);
        if self.items.len() - self.start > crate::diagram::NUMBERED {
            self.start += 1;
        }
    }

    /// The newest stone kept.
    pub(super) fn last(&self) -> Option<&Numbered> {
        self.as_slice().last()
    }

    /// The newest stone kept, forgotten (never one forgotten already).
    pub(super) fn pop(&mut self) {
        if self.items.len() > self.start {
            self.items.pop();
        }
    }
}
