//! Any value as JSON text, never failing: the one writer of pretty JSON
//! that the judgement's form and the error objects both use.

use serde::Serialize;

/// Pretty JSON. caipan's output types have string keys and finite numbers,
/// so serialising cannot fail; if it ever did, the output is still JSON
/// and says why.
pub fn pretty<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| {
        serde_json::json!({"error": {"message": format!("cannot write JSON: {e}")}}).to_string()
    })
}

/// A writer that indents pretty JSON one level more: every line break
/// followed by two spaces. Pretty JSON's only raw line breaks are between
/// its tokens (a string's are escaped), so this nests a value as
/// `serde_json` nests an array's elements.
pub(crate) struct Nested<W>(pub(crate) W);

impl<W: std::io::Write> std::io::Write for Nested<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        let mut lines = buf.split(|b| *b == b'\n');
        if let Some(first) = lines.next() {
            self.0.write_all(first)?;
        }
        for line in lines {
            self.0.write_all(b"\n  ")?;
            self.0.write_all(line)?;
        }
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}
