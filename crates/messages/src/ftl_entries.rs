//! Where each entry of a Fluent file is, found by a scan of line starts:
//! an entry starts on a line that begins with an identifier (a message) or
//! `-` and one (a term), followed by `=`, and runs to the next line that
//! begins with neither a blank nor a closing brace; a comment (`#`) ends
//! it. The build script runs it over every catalogue file (it is included
//! there by path) and embeds the result, so a run finds an entry by a
//! binary search and parses only the entries it shows
//! ([`super::messages_lazy`]).

/// Each entry of `text`: its id (a term's with its `-`) and the byte range
/// of its text, the first of an id only, sorted by id.
pub fn entries(text: &str) -> Vec<(&str, usize, usize)> {
    let bytes = text.as_bytes();
    let mut found: Vec<(&str, usize, usize)> = Vec::new();
    let mut open: Option<(&str, usize)> = None;
    let mut at = 0;
    while at < bytes.len() {
        let end = bytes[at..]
            .iter()
            .position(|b| *b == b'\n')
            .map_or(bytes.len(), |n| at + n + 1);
        let first = bytes[at];
        if !matches!(first, b' ' | b'\t' | b'\r' | b'\n' | b'}') {
            if let Some((id, from)) = open.take() {
                found.push((id, from, at));
            }
            let line = &bytes[at..end];
            let id_end = line
                .iter()
                .skip(1)
                .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_' || *b == b'-'))
                .map_or(line.len(), |n| n + 1);
            let rest = line[id_end..].trim_ascii_start();
            if first != b'#' && rest.first() == Some(&b'=') {
                open = Some((&text[at..at + id_end], at));
            }
        }
        at = end;
    }
    if let Some((id, from)) = open {
        found.push((id, from, text.len()));
    }
    // Stable: of two entries of one id, the first stays first.
    found.sort_by_key(|(id, _, _)| *id);
    found.dedup_by_key(|(id, _, _)| *id);
    found
}
