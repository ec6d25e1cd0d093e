//! JSON for machines. The schema is documented in the README and versioned
//! by the `schema` field.

use crate::judgement::Judgement;
use crate::render::error::ErrorObject;
use serde::Serialize;

/// The JSON schema id of judgements.
pub const SCHEMA: &str = "caipan/judgement/1";

/// A judgement with the schema id.
#[derive(Serialize)]
pub struct Versioned<'a> {
    schema: &'static str,
    #[serde(flatten)]
    judgement: &'a Judgement,
}

fn versioned(j: &Judgement) -> Versioned<'_> {
    Versioned {
        schema: SCHEMA,
        judgement: j,
    }
}

/// One judgement as an object; several as an array. Fields keep the order
/// of the schema in the README.
pub fn judgements(list: &[Judgement]) -> String {
    match list {
        [one] => pretty(&versioned(one)),
        many => pretty(&many.iter().map(versioned).collect::<Vec<_>>()),
    }
}

pub use super::json_text::pretty;

/// One input of a multi-file run: its judgement, or why it has none.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Entry<'a> {
    /// A judged record.
    Judged(Versioned<'a>),
    /// A record that could not be judged.
    Failed {
        /// The schema id of errors.
        schema: &'static str,
        /// The record's file.
        file: Option<String>,
        /// Why it could not be judged.
        error: ErrorObject,
    },
}

impl<'a> Entry<'a> {
    /// A judged record.
    pub fn judged(j: &'a Judgement) -> Entry<'a> {
        Entry::Judged(versioned(j))
    }
    /// A record that could not be judged.
    pub fn failed(error: ErrorObject) -> Entry<'a> {
        Entry::Failed {
            schema: crate::render::error::SCHEMA,
            file: error.file.clone(),
            error,
        }
    }
}

/// Judgements and failures in input order: one object, or an array.
pub fn entries(list: &[Entry<'_>]) -> String {
    match list {
        [one] => pretty(one),
        many => pretty(many),
    }
}

/// One entry on one line (JSON Lines).
pub fn entries_line(entry: &Entry<'_>) -> String {
    compact(entry)
}

/// [`entries_line`] written to `w` as it is made (no string of the whole
/// entry: a judgement with a million findings is written, not held).
pub fn write_entry_line<W: std::io::Write>(w: W, entry: &Entry<'_>) -> serde_json::Result<()> {
    serde_json::to_writer(w, entry)
}

/// One entry as pretty JSON written to `w` as it is made; `in_array`: as an
/// element of the array [`entries`] writes for several (indented one level
/// more, its first line's indent the caller's), byte for byte.
pub fn write_entry<W: std::io::Write>(
    w: W,
    entry: &Entry<'_>,
    in_array: bool,
) -> serde_json::Result<()> {
    match in_array {
        true => serde_json::to_writer_pretty(super::json_text::Nested(w), entry),
        false => serde_json::to_writer_pretty(w, entry),
    }
}

/// Compact JSON on one line, with the same fallback as [`pretty`].
pub fn compact<T: Serialize + ?Sized>(value: &T) -> String {
    compact_sized(value, 128)
}

/// [`compact_sized`], stopped as soon as the text would pass `most`
/// bytes (then `None`): a text too long to give is never held whole.
pub fn compact_at_most<T: Serialize + ?Sized>(
    value: &T,
    capacity: usize,
    most: usize,
) -> Option<String> {
    let mut out = AtMost {
        text: Vec::with_capacity(capacity.min(most)),
        most,
    };
    serde_json::to_writer(&mut out, value).ok()?;
    String::from_utf8(out.text).ok()
}

/// A writer that refuses to grow past `most` bytes.
struct AtMost {
    text: Vec<u8>,
    most: usize,
}

impl std::io::Write for AtMost {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.text.len() + buf.len() > self.most {
            return Err(std::io::Error::other("over the most allowed"));
        }
        self.text.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// [`compact`] into a buffer of `capacity` bytes to start with: an answer
/// that carries boards is tens of kilobytes, and growing a small buffer
/// to that size copies it over and over.
pub fn compact_sized<T: Serialize + ?Sized>(value: &T, capacity: usize) -> String {
    let mut out = Vec::with_capacity(capacity);
    match serde_json::to_writer(&mut out, value) {
        // serde_json writes UTF-8 only.
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(e) => {
            serde_json::json!({"error": {"message": format!("cannot write JSON: {e}")}}).to_string()
        }
    }
}
