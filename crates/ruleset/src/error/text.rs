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

#[derive(Clone, Default)]
struct Inner {
    /// A `String`, so a game still being played grows in place
    /// ([`Text::push_str`]).
    text: String,
    /// Byte offset of the start of every line, the first one 0.
    lines: OnceLock<Vec<usize>>,
    /// The column (characters since its line's start) at every
    /// [`STRIDE`]-th byte (on a character boundary): a column far along a
    /// long line is counted from the mark before it, not from the line's
    /// start (a collection written on one line has thousands of
    /// diagnostics, each far along it).
    marks: OnceLock<Box<[usize]>>,
}

/// Bytes between column marks.
const STRIDE: usize = 4096;

/// How far into a text [`Text::line_of`] counts lines directly while the
/// text's line index is not built.
const COUNTED_DIRECTLY: usize = 2048;

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
            text,
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

    /// `more` written after the text (a game still being played, a line
    /// at a time): in place when no other handle shares the text, its line
    /// index extended rather than built again, so a game of n lines costs
    /// n, not n². Other handles keep the text as it was.
    pub fn push_str(&mut self, more: &str) {
        let inner = Arc::make_mut(&mut self.0);
        let from = inner.text.len();
        inner.text.push_str(more);
        if let Some(lines) = inner.lines.get_mut() {
            lines.extend(more.match_indices('\n').map(|(i, _)| from + i + 1));
        }
        inner.marks = OnceLock::new();
    }

    /// The text cut back to its first `len` bytes (what [`Self::push_str`]
    /// added, taken back): nothing when `len` is not a character boundary
    /// within it.
    pub fn truncate(&mut self, len: usize) {
        if len >= self.0.text.len() || !self.0.text.is_char_boundary(len) {
            return;
        }
        let inner = Arc::make_mut(&mut self.0);
        inner.text.truncate(len);
        if let Some(lines) = inner.lines.get_mut() {
            lines.retain(|&start| start <= len);
        }
        inner.marks = OnceLock::new();
    }

    /// The 1-based line of a byte offset and the offset its line starts at.
    pub fn line_of(&self, offset: usize) -> (usize, usize) {
        // Near the start of a text whose line index is not built yet, the
        // lines are counted directly: a record's one remark on its header
        // costs its first lines, not an index of the whole text.
        if offset <= COUNTED_DIRECTLY && self.0.lines.get().is_none() {
            let head = &self.0.text.as_bytes()[..offset.min(self.0.text.len())];
            let line = 1 + head.iter().filter(|&&b| b == b'\n').count();
            let start = head.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
            return (line, start);
        }
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

#[cfg(test)]
mod tests {
    use super::Text;

    /// A text grown a piece at a time (its line index built between the
    /// pieces, and shared once) locates every offset as the whole text
    /// read at once does; cut back, as the text it was.
    #[test]
    fn a_text_grown_in_pieces_is_located_as_the_whole() {
        let pieces = [
            "[Edition \"x\"]\n",
            "1. B D4",
            " W Q16\n",
            "中文\n3. B C3\n",
        ];
        let whole = Text::from(pieces.concat());
        let mut grown = Text::from(pieces[0]);
        let mut shared = Vec::new();
        for piece in &pieces[1..] {
            grown.line_starts();
            shared.push(grown.clone());
            grown.push_str(piece);
        }
        assert_eq!(&*grown, &*whole);
        assert_eq!(grown.line_starts(), whole.line_starts());
        for offset in (0..=whole.len()).filter(|&o| whole.is_char_boundary(o)) {
            assert_eq!(
                grown.line_col(offset),
                whole.line_col(offset),
                "at {offset}"
            );
        }
        assert_eq!(&*shared[0], pieces[0], "an earlier handle keeps its text");
        let len = pieces[0].len() + pieces[1].len();
        grown.truncate(len);
        assert_eq!(&*grown, &pieces[..2].concat());
        assert_eq!(grown.line_starts(), Text::from(&*grown).line_starts());
    }

    /// An offset near the start, located before the line index is built
    /// (its lines counted directly), is where the index puts it.
    #[test]
    fn lines_counted_directly_agree_with_the_index() {
        let text: String = (0..400)
            .map(|k| format!("{}\n", "x".repeat(k % 7)))
            .collect();
        let indexed = Text::from(text.as_str());
        indexed.line_starts();
        for offset in 0..=super::COUNTED_DIRECTLY + 2 {
            let fresh = Text::from(text.as_str());
            assert_eq!(
                fresh.line_of(offset),
                indexed.line_of(offset),
                "at {offset}"
            );
        }
    }
}
