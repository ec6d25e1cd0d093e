//! The EGF results table (the h9/h10 tables MacMahon and OpenGotha export):
//! one line per player, its place first, then the name, rank, country and
//! club, optional numbers, and one entry per round, `<opponent's place>
//! <+|-|=>[/<b|w>[handicap]]`; `0+` a free win, `0=` a free half point,
//! `0-` no game; a `!` marks a game not played (a forfeit), after the
//! result or, as OpenGotha writes it, in place of the `/` (`22+!w0`). A
//! line whose place is blank (OpenGotha, for a player sharing the place of
//! the line above) is numbered after that line. Text after `;`
//! is a comment; `; EV[…]` names the event. Read as untrusted input: every
//! game must be written the same way on both players' lines, and every
//! defect is located. The places are the standings as published.

use super::error::TournamentError;
use super::record::{Bye, Game, GameResult, Player, Tournament};
use super::table_check::{self, Pairings, Problems};
use crate::error::{source, span};
use crate::vocabulary::System;
use std::collections::HashMap;

/// Whether a text looks like an EGF table rather than our YAML: its first
/// line that is not blank starts with `;` or a place number.
pub fn looks_like_egf(text: &str) -> bool {
    without_bom(text)
        .lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty())
        .is_some_and(|l| l.starts_with(';') || l.starts_with(|c: char| c.is_ascii_digit()))
}

/// A results table, EGF or our YAML, told apart by its content once a
/// byte-order mark is passed over.
pub fn read_table(name: &str, text: &str) -> Result<Tournament, Box<TournamentError>> {
    if looks_like_egf(text) {
        read_egf(name, text)
    } else {
        super::record::read_tournament(name, without_bom(text))
    }
}

/// A table file's bytes as text: UTF-8, or, for an EGF table that is not
/// UTF-8, ISO-8859-15 (Latin-9), in which OpenGotha and MacMahon on
/// Western systems write names such as `André`; then with the remark that
/// says so, as the SGF reader says which encoding it read. Our YAML is
/// UTF-8 only: its error stands.
pub fn table_text(
    name: &str,
    bytes: Vec<u8>,
) -> Result<(String, Option<String>), Box<crate::error::InputError>> {
    if std::str::from_utf8(&bytes).is_err() && looks_like_egf(&String::from_utf8_lossy(&bytes)) {
        let (text, _) = encoding_rs::ISO_8859_15.decode_without_bom_handling(&bytes);
        let remark = "the table is not UTF-8: read as ISO-8859-15 (Latin-9), as OpenGotha and MacMahon write it on Western systems; check that the names read right";
        return Ok((text.into_owned(), Some(remark.to_string())));
    }
    Ok((crate::input::utf8(name, bytes)?, None))
}

/// The text after a UTF-8 byte-order mark, if it starts with one (a
/// table saved by a Windows editor): the mark is no part of the table.
pub(super) fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// One round's entry as written.
#[derive(Clone, Copy)]
struct Entry {
    opponent: usize,
    symbol: u8,
    colour: Option<u8>,
    forfeit: bool,
    at: usize,
    len: usize,
}

/// A player's line: place, name, rank, entries.
struct Line {
    /// The line's number: its place, or the number after the line above
    /// when its place is blank (a tie); entries name opponents by it.
    place: usize,
    /// The place is blank: shared with the line above.
    shared: bool,
    /// The place is `?`: not known, so the line is in no published place.
    unplaced: bool,
    name: String,
    rank: Option<String>,
    entries: Vec<Entry>,
    at: usize,
}

struct Reader<'t> {
    text: &'t str,
    problems: Problems,
    pairings: Pairings,
    /// Games paired with no result known: round, both lines.
    unknown: Vec<(u32, usize, usize)>,
}

/// Read an EGF results table into a Swiss tournament. A byte-order mark
/// before it is passed over (the places a diagnostic names are then
/// counted from after it).
pub fn read_egf(name: &str, text: &str) -> Result<Tournament, Box<TournamentError>> {
    let text = without_bom(text);
    let mut r = Reader {
        text,
        problems: Problems::new(source(name, text)),
        pairings: Pairings::default(),
        unknown: Vec::new(),
    };
    let (title, lines) = r.lines();
    let t = r.tournament(title.unwrap_or_else(|| name.to_string()), lines);
    r.problems.verdict(name, t)
}

/// A result entry: `12+`, `3-/b`, `7=/w2`, `5+!`, `0+`.
fn entry(token: &str, at: usize) -> Option<Entry> {
    let digits = token.find(|c: char| !c.is_ascii_digit())?;
    let opponent: usize = token.get(..digits)?.parse().ok()?;
    let rest = token.get(digits..)?;
    let symbol = *rest.as_bytes().first()?;
    // `?`: a game paired whose result is not known (OpenGotha writes it
    // so while a round is under way).
    if !matches!(symbol, b'+' | b'-' | b'=' | b'?') {
        return None;
    }
    let mut rest = &rest[1..];
    let mut forfeit = false;
    // `5+!` and `5+!/w` as MacMahon writes a forfeit; `22+!w0` as
    // OpenGotha does, the `!` standing in place of the `/`.
    let mut bang = false;
    if let Some(r) = rest.strip_prefix('!') {
        (forfeit, bang, rest) = (true, true, r);
    }
    let mut colour = None;
    let after_colour = match rest.strip_prefix('/') {
        Some(r) => Some(r),
        None if bang && rest.starts_with(['b', 'w', 'B', 'W']) => Some(rest),
        None => None,
    };
    if let Some(r) = after_colour {
        let c = r.bytes().next()?.to_ascii_lowercase();
        if !matches!(c, b'b' | b'w') {
            return None;
        }
        colour = Some(c);
        rest = r[1..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    if let Some(r) = rest.strip_prefix('!') {
        (forfeit, rest) = (true, r);
    }
    rest.is_empty().then_some(Entry {
        opponent,
        symbol,
        colour,
        forfeit,
        at,
        len: token.len(),
    })
}

/// A rank as tables write it: `5d`, `12k`, `1p`.
fn is_rank(token: &str) -> bool {
    // Bytes, not characters: a token may hold any UTF-8.
    let b = token.as_bytes();
    let n = b.len();
    n >= 2
        && b[..n - 1].iter().all(u8::is_ascii_digit)
        && matches!(b[n - 1].to_ascii_lowercase(), b'k' | b'd' | b'p')
}

#[path = "egf_lines.rs"]
mod lines;
