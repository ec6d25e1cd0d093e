//! SGF bytes to text. SGF files carry their charset in `CA[]` (default
//! ISO-8859-1 by the standard, UTF-8 in practice); Chinese archives often
//! write GBK/GB2312 without saying so, and files get cut in the middle of a
//! character. A name must never stop a game from being judged, so:
//! a UTF-8 BOM or valid UTF-8 is read as UTF-8; otherwise a declared `CA[]`
//! charset is used if `encoding_rs` knows it; otherwise GB18030 (a superset
//! of GBK and GB2312) if it decodes without errors; otherwise UTF-8 with
//! each bad byte replaced by U+FFFD. Positions in diagnostics refer to the
//! decoded text.

use encoding_rs::{Encoding, GB18030, UTF_8};

/// How the bytes were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charset {
    /// UTF-8 (with or without a BOM).
    Utf8,
    /// The charset `CA[]` declares (its canonical name).
    Declared(&'static str),
    /// No declaration, not UTF-8, but valid GB18030 (GBK, GB2312).
    Gbk,
    /// Not valid in any charset tried: UTF-8 with bad bytes replaced.
    Lossy,
}

/// Decode an SGF file's bytes.
pub fn decode(bytes: &[u8]) -> (String, Charset) {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (text.to_string(), Charset::Utf8);
    }
    if let Some(enc) = declared(bytes)
        && enc != UTF_8
    {
        let (text, had_errors) = enc.decode_without_bom_handling(bytes);
        if !had_errors {
            return (text.into_owned(), Charset::Declared(enc.name()));
        }
    }
    let (text, had_errors) = GB18030.decode_without_bom_handling(bytes);
    if !had_errors {
        return (text.into_owned(), Charset::Gbk);
    }
    (String::from_utf8_lossy(bytes).into_owned(), Charset::Lossy)
}

/// The charset a `CA[...]` property names, looked up in the first 64 KiB.
fn declared(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(64 * 1024)];
    let at = head.windows(3).position(|w| w == b"CA[")?;
    let rest = &head[at + 3..];
    let end = rest.iter().position(|&b| b == b']')?;
    Encoding::for_label(rest[..end].trim_ascii())
}
