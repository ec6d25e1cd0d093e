//! Where something is in a record's file: a byte range, shared by the AST
//! and by what the file says of itself (its komi, its written result).

use serde::Serialize;

/// A byte range in the record source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
pub struct Span {
    /// Byte offset of the first byte.
    pub start: usize,
    /// Byte offset past the last byte.
    pub end: usize,
}

impl Span {
    /// The bytes `start..end`.
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }
    /// Length in bytes.
    pub fn len(&self) -> usize {
        self.end - self.start
    }
    /// Whether it covers nothing.
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.start, s.len()).into()
    }
}
