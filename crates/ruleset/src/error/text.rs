//! A file's text shared by everything read from it: the games of an SGF
//! collection, their judgements and their diagnostics all hold one copy,
//! and its line index is built once, on first use. Before, each game of a
//! collection indexed the whole collection's lines and each diagnostic
//! copied its whole text, so a collection of many small games cost the
//! square of its size in time and memory.

use std::sync::{Arc, OnceLock};

/// A text, shared (cloning costs a reference count), with its line starts
/// found once on first use.
#[derive(Clone, Default)]
pub struct Text(Arc<Inner>);

#[derive(Default)]
struct Inner {
    text: Box<str>,
    /// Byte offset of the start of every line, the first one 0.
    lines: OnceLock<Box<[usize]>>,
    /// The column (characters since its line's start) at every
    /// [`STRIDE`]-th byte (on a character boundary): a column far along a
    /// long line is counted from the mark before it, not from the line's
    /// start (a collection written on one line has thousands of
    /// diagnostics, each far along it).
    marks: OnceLock<Box<[usize]>>,
}

/// Bytes between column marks.
const STRIDE: usize = 4096;

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Text({} bytes)", self.0.text.len())
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0.text
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        &self.0.text
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        Text(Arc::new(Inner {
            text: text.into_boxed_str(),
            lines: OnceLock::new(),
            marks: OnceLock::new(),
        }))
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text::from(text.to_string())
    }
}

impl From<&String> for Text {
    fn from(text: &String) -> Text {
        Text::from(text.as_str())
    }
}

impl From<&Text> for Text {
    fn from(text: &Text) -> Text {
        text.clone()
    }
}

impl Text {
    /// The byte offset where each line starts (the first is 0).
    pub fn line_starts(&self) -> &[usize] {
        self.0.lines.get_or_init(|| {
            std::iter::once(0)
                .chain(self.0.text.match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        })
    }

    /// The 1-based line of a byte offset and the offset its line starts at.
    pub fn line_of(&self, offset: usize) -> (usize, usize) {
        let starts = self.line_starts();
        let line = starts.partition_point(|&s| s <= offset).max(1);
        (line, starts.get(line - 1).copied().unwrap_or(0))
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = super::floor_boundary(self, offset);
        let (line, start) = self.line_of(offset);
        (line, self.column(start, offset))
    }

    /// The 1-based column of `offset` on the line starting at `start`.
    pub fn column(&self, start: usize, offset: usize) -> usize {
        if offset - start <= 2 * STRIDE {
            return self[start..offset].chars().count() + 1;
        }
        let k = offset / STRIDE;
        let mark = super::floor_boundary(self, k * STRIDE);
        let at = self.marks().get(k).copied().unwrap_or(0);
        at + self[mark..offset].chars().count() + 1
    }

    /// The column marks (see `Inner::marks`), made in one pass on first use.
    fn marks(&self) -> &[usize] {
        self.0.marks.get_or_init(|| {
            let mut marks = Vec::with_capacity(self.len() / STRIDE + 1);
            let (mut line, mut from, mut column) = (0, 0, 0);
            for k in 0..=self.len() / STRIDE {
                let mark = super::floor_boundary(self, k * STRIDE);
                let (l, start) = self.line_of(mark);
                if l == line {
                    column += self[from..mark].chars().count();
                } else {
                    column = self[start..mark].chars().count();
                }
                (line, from) = (l, mark);
                marks.push(column);
            }
            marks.into_boxed_slice()
        })
    }

    /// Whether two handles share one text.
    pub fn same(&self, other: &Text) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}
