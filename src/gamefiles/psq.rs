//! Gomocup's `.psq` game files, as the tournament manager Piskvork writes
//! them (its `savePsq`): a header line `Piskvorky 20x20, 11:11, 0` (the
//! board's width and height; the two players' engine levels, ignored; and
//! which of the manager's two players moved first, 0 or 1), one line
//! `x,y,time` per stone (x from the left and y from the top, both from 1;
//! the milliseconds the move took, ignored), Black first and then in turn,
//! and after the moves the players' program names — the manager's first
//! player's first, so with a header ending in 1 the first name is White's
//! — and the manager's closing number (the game's error code). A file is one game. Every line is read or
//! refused where it stands: a line that starts like a move (a number and
//! a comma) but is no move, a move after the names, or a third name is an
//! error at its line, never the silent end of the moves.

use super::{MAX_SIZE, stone, syntax};
use crate::error::{RecordError, Text};
use crate::record::ast::{Record, Span, Tag};
use crate::said;

/// Whether a file looks like a `.psq`: by extension, or a first line
/// starting `Piskvorky`.
pub fn looks_like_psq(path: &str, bytes: &[u8]) -> bool {
    let by_name = std::path::Path::new(path)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("psq"));
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    by_name || bytes.starts_with(b"Piskvorky")
}

/// The game of a `.psq` file, from its bytes (ASCII; anything else is
/// read as UTF-8 with replacement and fails where it stands).
pub fn read(name: &str, bytes: &[u8]) -> Result<(Text, Record), Box<RecordError>> {
    let text = Text::from(String::from_utf8_lossy(bytes).into_owned());
    let record = parse(name, &text)?;
    Ok((text, record))
}

/// The lines of `text` with where each starts.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut at = 0;
    text.split_inclusive('\n').map(move |l| {
        let start = at;
        at += l.len();
        (start, l.trim_end_matches(['\n', '\r']))
    })
}

/// A `.psq` text as a record.
pub fn parse(name: &str, text: &str) -> Result<Record, Box<RecordError>> {
    let body = text.strip_prefix('\u{feff}').unwrap_or(text);
    let offset = text.len() - body.len();
    let mut lines = lines(body).map(|(s, l)| (s + offset, l));
    let Some((start, header)) = lines.next() else {
        return Err(not_psq(name, text, Span::new(0, 0)));
    };
    let size = board_size(name, text, start, header)?;
    // The names come in the manager's order; the header's last number says
    // whether its second player moved first (Black).
    let second_began = header.rsplit(',').next().map(str::trim) == Some("1");
    let mut record = Record::default();
    record
        .tags
        .push(tag("Size", size.to_string(), start, header));
    let mut names: Vec<(usize, &str)> = Vec::new();
    let mut after_moves = false;
    for (start, line) in lines {
        let span = Span::new(start, start + line.len());
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.parse::<i64>().is_ok() {
            // A blank line, or one of the manager's closing numbers.
            after_moves |= !trimmed.is_empty();
            continue;
        }
        if looks_like_a_move(trimmed) {
            let parts = move_parts(name, text, span, trimmed)?;
            if after_moves {
                return Err(misplaced(name, text, span));
            }
            let (x, y) = on_board(name, text, span, parts, size)?;
            let n = record.events.len();
            record.events.push(stone(n, x - 1, size + 1 - y, span));
            continue;
        }
        after_moves = true;
        if names.len() == 2 {
            return Err(third_name(name, text, span));
        }
        names.push((start + (line.len() - line.trim_start().len()), trimmed));
    }
    // The players' program names, the manager's first player's first.
    let keys = if second_began {
        ["White", "Black"]
    } else {
        ["Black", "White"]
    };
    for ((start, line), key) in names.into_iter().zip(keys) {
        record.tags.push(tag(key, line.to_string(), start, line));
    }
    Ok(record)
}

/// Whether a line starts as a move does: a number, then a comma.
pub fn looks_like_a_move(line: &str) -> bool {
    let digits = line.trim_start_matches(['-', '+']);
    let n = digits.bytes().take_while(u8::is_ascii_digit).count();
    n > 0 && digits[n..].trim_start().starts_with(',')
}

/// A move after the players' names or the closing numbers.
fn misplaced(name: &str, text: &str, span: Span) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        said!("gamefile-psq-move-after-names"),
        said!("gamefile-psq-layout-help"),
    )
}

/// A third line of words after the moves: two players have two names.
fn third_name(name: &str, text: &str, span: Span) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        said!("gamefile-psq-third-name"),
        said!("gamefile-psq-layout-help"),
    )
}

fn tag(key: &str, value: String, start: usize, written: &str) -> Tag {
    super::tag(key, value, Span::new(start, start + written.len()))
}

/// The board's size from the header `Piskvorky WxH, …`: square, from 5 to
/// 26 points a side.
fn board_size(
    name: &str,
    text: &str,
    start: usize,
    header: &str,
) -> Result<usize, Box<RecordError>> {
    let span = Span::new(start, start + header.len());
    let rest = header
        .strip_prefix("Piskvorky")
        .ok_or_else(|| not_psq(name, text, span))?;
    let dims = rest.trim_start().split(',').next().unwrap_or("");
    let (w, h) = dims.split_once(['x', 'X']).unwrap_or((dims, ""));
    let (w, h) = (w.trim().parse::<usize>(), h.trim().parse::<usize>());
    match (w, h) {
        (Ok(w), Ok(h)) if w == h && (5..=MAX_SIZE).contains(&w) => Ok(w),
        _ => Err(syntax(
            name,
            text,
            span,
            said!("gamefile-psq-board-size", max = MAX_SIZE),
            said!("gamefile-psq-header-help"),
        )),
    }
}

fn not_psq(name: &str, text: &str, span: Span) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        said!("gamefile-psq-no-header"),
        said!("gamefile-psq-header-help"),
    )
}

/// A move line's numbers `x,y` or `x,y,time` (the time a whole number of
/// milliseconds, read and not used), or an error at the line naming what
/// is not.
fn move_parts(
    name: &str,
    text: &str,
    span: Span,
    line: &str,
) -> Result<(u64, u64), Box<RecordError>> {
    let parts: Vec<&str> = line.split(',').map(str::trim).collect();
    let number = |k: usize| parts.get(k).and_then(|p| p.parse::<u64>().ok());
    let time_ok = parts.get(2).is_none_or(|t| t.parse::<i64>().is_ok());
    match (number(0), number(1)) {
        (Some(x), Some(y)) if parts.len() <= 3 && time_ok => Ok((x, y)),
        _ => Err(syntax(
            name,
            text,
            span,
            said!(
                "gamefile-psq-not-a-move",
                line = crate::error::quote_at_most(line, 40)
            ),
            said!("gamefile-psq-move-help"),
        )),
    }
}

/// A move's point, on the board or an error at its line.
fn on_board(
    name: &str,
    text: &str,
    span: Span,
    (x, y): (u64, u64),
    size: usize,
) -> Result<(usize, usize), Box<RecordError>> {
    let fits = |v: u64| (1..=size as u64).contains(&v);
    if fits(x) && fits(y) {
        return Ok((x as usize, y as usize));
    }
    Err(syntax(
        name,
        text,
        span,
        said!("gamefile-psq-off-board", x = x, y = y, size = size),
        said!("gamefile-psq-move-help"),
    ))
}

/// A record as a `.psq` file on a board of `size` with `columns`: the
/// stones in order, then the players. A pass, a conduct event or a setup
/// cannot be written (the format has only stones): the first one is
/// named with its line.
pub fn write(
    record: &Record,
    text: &str,
    size: usize,
    columns: &[char],
) -> Result<String, crate::error::Said> {
    let moves: Vec<String> = super::stones(record, columns, size)
        .map_err(|e| {
            let written = text.get(e.span.start..e.span.end).unwrap_or("").trim();
            said!("gamefile-psq-not-a-stone", written = written, size = size)
        })?
        .into_iter()
        .map(|(x, row)| format!("{},{},0", x + 1, size + 1 - row))
        .collect();
    if !record.setup.is_empty() {
        return Err(said!("gamefile-psq-setup"));
    }
    let last = moves.last().map_or("1:1".to_string(), |m| {
        let mut p = m.split(',');
        format!("{}:{}", p.next().unwrap_or("1"), p.next().unwrap_or("1"))
    });
    let mut out = format!("Piskvorky {size}x{size}, {last}, 0\n");
    for m in &moves {
        out.push_str(m);
        out.push('\n');
    }
    if record.tag("White").is_some() && record.tag("Black").is_none() {
        return Err(said!("gamefile-psq-white-alone"));
    }
    for key in ["Black", "White"] {
        if let Some(t) = record.tag(key) {
            name_written(&t.value, key)?;
            out.push_str(t.value.trim());
            out.push('\n');
        }
    }
    Ok(out)
}

/// Whether a player's name reads back as that name: a line of words, not a
/// number (the manager's closing numbers are numbers) and not a move.
fn name_written(value: &str, key: &str) -> Result<(), crate::error::Said> {
    let v = value.trim();
    let reads_back = !v.is_empty()
        && !v.contains(['\n', '\r'])
        && v.parse::<i64>().is_err()
        && !looks_like_a_move(v);
    if reads_back {
        return Ok(());
    }
    Err(said!(
        "gamefile-psq-name",
        key = key,
        name = crate::error::quote_at_most(value, 40)
    ))
}
