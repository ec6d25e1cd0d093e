//! SGF bytes to text. SGF files carry their charset in `CA[]` (default
//! ISO-8859-1 by the standard, UTF-8 in practice); Chinese archives often
//! write GBK/GB2312 without saying so, and files get cut in the middle of a
//! character. A name must never stop a game from being judged, and must
//! never change its moves:
//!
//! - a UTF-8 BOM or valid UTF-8 is read as UTF-8 (UTF-8 never uses an
//!   ASCII byte inside a character, so the structure is the bytes');
//! - otherwise the structure is read from the bytes, as sgfmill does: SGF's
//!   delimiters (`(`, `;`, `[`, `]`, `\`, `)`) are ASCII, and only the text
//!   between them is decoded, piece by piece. A GBK lead byte at the end of
//!   a comment (`C[\xe4]`) can then never swallow the `]` after it and hide
//!   the next move;
//! - the pieces are decoded with the charset `CA[]` declares if
//!   `encoding_rs` knows it and it is ASCII-compatible (a `CA[UTF-16]` cannot
//!   describe a file whose structure is ASCII: it is ignored, and the
//!   judgement says so); otherwise GB18030 (a superset of GBK and GB2312)
//!   when more values read as GB18030 than as UTF-8 (a value cut inside a
//!   UTF-8 character counting as UTF-8), each value that is not GB18030
//!   replaced alone — but a piece that is valid UTF-8 is kept as UTF-8:
//!   the vote decides the damaged pieces, never re-reads a good one (a
//!   server's file with UTF-8 names and dozens of damaged comments would
//!   otherwise turn 连笑 into 杩炵瑧); otherwise UTF-8 with each bad byte
//!   replaced by U+FFFD.
//!
//! Positions in diagnostics refer to the decoded text, in which every
//! structural byte stands where the scanner will read it.

use encoding_rs::{Encoding, GB18030, UTF_8};
use std::ops::Range;

/// How the bytes were read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charset {
    /// UTF-8 (with or without a BOM).
    Utf8,
    /// The charset `CA[]` declares (its canonical name).
    Declared(&'static str),
    /// No declaration, not UTF-8, and more of its values GB18030 (GBK,
    /// GB2312) than UTF-8: read as GB18030, a value that is not replaced.
    Gbk,
    /// Not valid in any charset tried: UTF-8 with bad bytes replaced.
    Lossy,
}

impl Charset {
    /// The charset's name, as a person reads it.
    pub fn name(self) -> &'static str {
        match self {
            Charset::Utf8 => "UTF-8",
            Charset::Declared(name) => name,
            Charset::Gbk => "GB18030",
            Charset::Lossy => "UTF-8 (bad bytes replaced)",
        }
    }
}

/// A decoded SGF file.
#[derive(Debug, Clone)]
pub struct Decoded {
    /// The text, with the structure where the bytes have it.
    pub text: String,
    /// How the property values were read.
    pub charset: Charset,
    /// A `CA[]` charset that was not used because it is not ASCII-compatible
    /// (`UTF-16LE`), by its canonical name.
    pub ignored: Option<&'static str>,
}

/// Decode an SGF file's bytes.
pub fn decode(bytes: &[u8]) -> Decoded {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        return decoded(text.to_string(), Charset::Utf8, None);
    }
    let declared = declared(bytes);
    let ignored = declared
        .filter(|e| !e.is_ascii_compatible())
        .map(Encoding::name);
    if let Some(enc) = declared.filter(|e| e.is_ascii_compatible() && *e != UTF_8)
        && let (text, false) = piecewise(bytes, Reading::As(enc))
    {
        return decoded(text, Charset::Declared(enc.name()), ignored);
    }
    // Declared UTF-8, or more values read as UTF-8 than as GB18030 (a
    // UTF-8 file with a name cut off by a server): UTF-8, the bad bytes
    // replaced, rather than a GB18030 reading that would make every name
    // of the file mojibake. Otherwise GB18030, a value that is not GB18030
    // replaced alone: a GBK file keeps its names when one comment is bad.
    if declared == Some(UTF_8) || !mostly_gbk(bytes) {
        return decoded(
            piecewise(bytes, Reading::As(UTF_8)).0,
            Charset::Lossy,
            ignored,
        );
    }
    let voted = Reading::Utf8Else(GB18030);
    decoded(piecewise(bytes, voted).0, Charset::Gbk, ignored)
}

/// How the pieces of text between the structure are read.
#[derive(Clone, Copy)]
enum Reading {
    /// In one charset (the declared one, or UTF-8 with bad bytes replaced).
    As(&'static Encoding),
    /// As UTF-8 where a piece is valid UTF-8, else in the voted charset.
    Utf8Else(&'static Encoding),
}

fn decoded(text: String, charset: Charset, ignored: Option<&'static str>) -> Decoded {
    Decoded {
        text,
        charset,
        ignored,
    }
}

/// Each property value as the SGF reader will see it: `(open, content)`,
/// the offset of its `[` and the bytes between it and its `]` (to the end
/// when there is none). Nothing before the first `(` is read (the reader
/// skips it), and a value ends at the first `]` not escaped by `\`.
/// `visit` returns false to stop.
fn for_each_value(bytes: &[u8], mut visit: impl FnMut(usize, Range<usize>) -> bool) {
    let Some(mut at) = bytes.iter().position(|&b| b == b'(') else {
        return;
    };
    while let Some(open) = bytes[at..].iter().position(|&b| b == b'[').map(|i| at + i) {
        let start = open + 1;
        let mut end = start;
        while end < bytes.len() && bytes[end] != b']' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        let end = end.min(bytes.len());
        if !visit(open, start..end) {
            return;
        }
        at = end + 1;
        if at >= bytes.len() {
            return;
        }
    }
}

/// The bytes decoded with `enc` piece by piece, structure kept: outside
/// values every ASCII byte stands for itself and other bytes are decoded
/// in runs between them; inside a value, the text between escapes is
/// decoded as a whole. Whether any piece had errors.
fn piecewise(bytes: &[u8], enc: Reading) -> (String, bool) {
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 2);
    let mut errors = false;
    let mut from = 0;
    for_each_value(bytes, |open, content| {
        errors |= outside(&bytes[from..=open], enc, &mut out);
        errors |= inside(&bytes[content.clone()], enc, &mut out);
        if content.end < bytes.len() {
            out.push(']');
        }
        from = content.end + 1;
        true
    });
    if from < bytes.len() {
        errors |= outside(&bytes[from..], enc, &mut out);
    }
    (out, errors)
}

/// Bytes outside values: ASCII as it is, each run of other bytes decoded
/// alone (it cannot reach across a delimiter). Whether there were errors.
fn outside(bytes: &[u8], enc: Reading, out: &mut String) -> bool {
    let mut errors = false;
    let mut rest = bytes;
    while !rest.is_empty() {
        let ascii = rest
            .iter()
            .position(|b| !b.is_ascii())
            .unwrap_or(rest.len());
        out.extend(rest[..ascii].iter().map(|&b| char::from(b)));
        rest = &rest[ascii..];
        let run = rest.iter().position(u8::is_ascii).unwrap_or(rest.len());
        errors |= piece(&rest[..run], enc, out);
        rest = &rest[run..];
    }
    errors
}

/// A value's text: each `\` and the ASCII byte it escapes kept as they
/// are, the text between them decoded (so an escape is where the reader
/// expects it). Whether there were errors.
fn inside(bytes: &[u8], enc: Reading, out: &mut String) -> bool {
    let mut errors = false;
    let mut rest = bytes;
    while let Some(i) = rest.iter().position(|&b| b == b'\\') {
        errors |= piece(&rest[..i], enc, out);
        out.push('\\');
        rest = &rest[i + 1..];
        if let Some(&b) = rest.first().filter(|b| b.is_ascii()) {
            out.push(char::from(b));
            rest = &rest[1..];
        }
    }
    errors | piece(rest, enc, out)
}

/// Whether more values (with bytes beyond ASCII) are GB18030 than UTF-8,
/// where a value cut off inside a UTF-8 character counts as UTF-8.
fn mostly_gbk(bytes: &[u8]) -> bool {
    let (mut utf8, mut gbk) = (0usize, 0usize);
    for_each_value(bytes, |_, content| {
        let value = &bytes[content];
        if value.is_ascii() {
            return true;
        }
        // `error_len` is None when the value ends inside a character.
        let utf8_or_cut = match std::str::from_utf8(value) {
            Ok(_) => true,
            Err(e) => e.error_len().is_none(),
        };
        // A value that is valid UTF-8 is a vote for UTF-8 alone, even when
        // its bytes also read as GB18030 (most short UTF-8 Chinese does):
        // GB18030 counts only the values UTF-8 cannot read. Otherwise a
        // UTF-8 file with one damaged name among valid ones tipped over
        // into GB18030, every name read as mojibake.
        if utf8_or_cut {
            utf8 += 1;
        } else {
            gbk += usize::from(
                GB18030
                    .decode_without_bom_handling_and_without_replacement(value)
                    .is_some(),
            );
        }
        true
    });
    gbk > utf8
}

/// One piece of text decoded onto `out`. Whether it had errors.
fn piece(bytes: &[u8], reading: Reading, out: &mut String) -> bool {
    if bytes.is_empty() {
        return false;
    }
    let enc = match reading {
        Reading::As(enc) => enc,
        Reading::Utf8Else(enc) => match std::str::from_utf8(bytes) {
            Ok(text) => {
                out.push_str(text);
                return false;
            }
            Err(_) => enc,
        },
    };
    let (text, errors) = enc.decode_without_bom_handling(bytes);
    out.push_str(&text);
    errors
}

/// The charset the first `CA[...]` property names, looked up among the
/// values of the first 64 KiB.
fn declared(bytes: &[u8]) -> Option<&'static Encoding> {
    let content = declaration(bytes)?;
    Encoding::for_label(bytes[content.start..content.end].trim_ascii())
}

/// Where the first `CA[...]` value of the first 64 KiB is written.
pub(super) fn declaration(bytes: &[u8]) -> Option<crate::record::ast::Span> {
    let head = &bytes[..bytes.len().min(64 * 1024)];
    let mut found = None;
    for_each_value(head, |open, content| {
        let before = head[..open].trim_ascii_end();
        let letters = before
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphabetic())
            .count();
        let ident = &before[before.len() - letters..];
        if ident
            .iter()
            .filter(|b| b.is_ascii_uppercase())
            .eq(b"CA".iter())
        {
            found = Some(crate::record::ast::Span::new(content.start, content.end));
            return false;
        }
        true
    });
    found
}
