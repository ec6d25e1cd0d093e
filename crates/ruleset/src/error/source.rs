//! Source files kept for diagnostics, and the bounded excerpts they quote:
//! a diagnostic far along a 50 MB line shows a few dozen bytes around its
//! label, with the true line and column. Also the helpers that keep user
//! text in messages short.

use super::{Said, Text};
use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use std::sync::Arc;

/// How many bytes of a line a diagnostic quotes on each side of its label,
/// and the longest label: a diagnostic in a 50 MB line or a one-line YAML
/// file shows a bounded excerpt, never the whole line.
pub const EXCERPT_BYTES: usize = 96;
/// Longest label a diagnostic underlines, in bytes.
pub const LABEL_BYTES: usize = 120;
/// Longest piece of user text quoted inside a message, in characters.
pub const QUOTE_CHARS: usize = 60;

/// A source file kept for diagnostics. Cloning shares the text. Reading a
/// span yields a bounded excerpt around it with the true line and column,
/// so long lines cost nothing to render and cannot overflow the renderer.
#[derive(Clone)]
pub struct Source {
    name: Arc<str>,
    text: Text,
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Source({:?}, {} bytes)", self.name, self.text.len())
    }
}

/// The source of a diagnostic: the file name and its whole text (shared
/// when given as a [`Text`], copied when given as a `&str`).
pub fn source(name: &str, text: impl Into<Text>) -> Source {
    Source {
        name: name.into(),
        text: text.into(),
    }
}

impl Source {
    /// The text the diagnostic quotes.
    pub fn text(&self) -> &Text {
        &self.text
    }
}

/// 1-based line and column (in characters) of a byte offset of `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = floor_boundary(text, offset.min(text.len()));
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    (line, text[line_start..offset].chars().count() + 1)
}

/// The largest char boundary at or before `i`.
pub fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest char boundary at or after `i`.
pub fn ceil_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// A label span inside `text`: clamped to the text, on char boundaries,
/// at most [`LABEL_BYTES`] long.
pub fn span(text: &str, start: usize, len: usize) -> SourceSpan {
    let start = floor_boundary(text, start);
    let end = floor_boundary(text, start.saturating_add(len.min(LABEL_BYTES)));
    let end = if end == start && start < text.len() && len > 0 {
        ceil_boundary(text, start + 1)
    } else {
        end
    };
    (start, end - start).into()
}

/// Longest message of a diagnostic, in characters (names inside it come
/// from user files and may be of any length).
pub const MESSAGE_CHARS: usize = 300;
/// Longest help line, in characters (it may list every declared event).
pub const HELP_CHARS: usize = 1200;

/// A message cut to [`MESSAGE_CHARS`].
pub fn message(text: impl Into<Said>) -> Said {
    text.into().cut(MESSAGE_CHARS)
}

/// A help line cut to [`HELP_CHARS`].
pub fn help(text: impl Into<Said>) -> Said {
    text.into().cut(HELP_CHARS)
}

/// User text quoted in a message: at most [`QUOTE_CHARS`] characters.
pub fn quote(text: &str) -> String {
    quote_at_most(text, QUOTE_CHARS)
}

/// A label cut as user text quoted is ([`QUOTE_CHARS`] characters).
pub fn quote_said(label: Said) -> Said {
    label.cut(QUOTE_CHARS)
}

pub use caipan_messages::quote_at_most;

impl Source {
    /// Where the line starting at `line_start` ends (its `\n`, or the
    /// end of the text).
    fn line_end(&self, line_start: usize) -> usize {
        let (line, _) = self.text.line_of(line_start);
        self.text
            .line_starts()
            .get(line)
            .map_or(self.text.len(), |next| next - 1)
    }
}

impl SourceCode for Source {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let text: &str = &self.text;
        if span.offset() > text.len() {
            return Err(MietteError::OutOfBounds);
        }
        let start = floor_boundary(text, span.offset());
        // A label is never quoted whole beyond LABEL_BYTES, whoever made it.
        let end = floor_boundary(
            text,
            span.offset().saturating_add(span.len().min(LABEL_BYTES)),
        );
        // Lines are found with the text's index, never by scanning it: a
        // collection's thousands of diagnostics each cost a lookup.
        let (line, line_start) = self.text.line_of(start);
        let (_, end_line_start) = self.text.line_of(end);
        let line_end = self.line_end(end_line_start);
        if context_lines_before == 0 && context_lines_after == 0 {
            // The span itself (miette reads the label's line and column so).
            let to = floor_boundary(text, end.min(start.saturating_add(LABEL_BYTES)));
            let column = self.text.column(line_start, start);
            return Ok(Box::new(MietteSpanContents::new_named(
                self.name.to_string(),
                &text.as_bytes()[start..to],
                (start, to - start).into(),
                line - 1,
                column - 1,
                0,
            )));
        }
        // Cut long lines around the span.
        let mut from = floor_boundary(text, start.saturating_sub(EXCERPT_BYTES).max(line_start));
        let mut to = ceil_boundary(text, end.saturating_add(EXCERPT_BYTES).min(line_end));
        // Whole short lines of context, when the span's line was not cut.
        if from == line_start {
            for _ in 0..context_lines_before {
                if from == 0 {
                    break;
                }
                let (_, prev) = self.text.line_of(from - 1);
                if from - prev > 2 * EXCERPT_BYTES {
                    break;
                }
                from = prev;
            }
        }
        if to == line_end {
            for _ in 0..context_lines_after {
                if to >= text.len() {
                    break;
                }
                let next = self.line_end(to + 1);
                if next - to > 2 * EXCERPT_BYTES {
                    break;
                }
                to = next;
            }
        }
        let (line, column) = self.text.line_col(from);
        let line_count = text[from..to].bytes().filter(|&b| b == b'\n').count();
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.to_string(),
            &text.as_bytes()[from..to],
            (from, to - from).into(),
            line - 1,
            column - 1,
            line_count,
        )))
    }
}
