//! Text made safe inside HTML and SVG markup: the templates' one escaper
//! (askama.toml), so every page and diagram escapes by construction, and
//! exactly as the hand-written markup before it did.

use std::fmt::{self, Write};

/// `s` escaped for HTML, written to `out`.
fn write_escaped<W: Write>(mut out: W, s: &str) -> fmt::Result {
    let mut rest = s;
    while let Some(at) = rest.find(['&', '<', '>', '"', '\'']) {
        out.write_str(&rest[..at])?;
        let entity = match rest.as_bytes()[at] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => "&#39;",
        };
        out.write_str(entity)?;
        rest = &rest[at + 1..];
    }
    out.write_str(rest)
}

/// The templates' escaper (askama.toml): HTML and SVG text.
#[derive(Debug, Clone, Copy, Default)]
pub struct Html;

impl askama::filters::Escaper for Html {
    fn write_escaped_str<W: Write>(&self, dest: W, string: &str) -> fmt::Result {
        write_escaped(dest, string)
    }
}
