//! Gomocup's `.psq` game files, as the tournament manager Piskvork writes
//! them: a header line `Piskvorky 20x20, 11:11, 0` (the board's width and
//! height; the cursor and a flag, ignored), one line `x,y,time` per stone
//! (x from the left and y from the top, both from 1; the milliseconds the
//! move took, ignored), Black first and then in turn, and after the moves
//! the players' program names (the first player's first) and the
//! manager's closing numbers. A file is one game.

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
    let mut record = Record::default();
    record
        .tags
        .push(tag("Size", size.to_string(), start, header));
    let mut trailer: Vec<(usize, &str)> = Vec::new();
    for (start, line) in lines {
        let span = Span::new(start, start + line.len());
        if trailer.is_empty()
            && let Some(parts) = move_parts(line)
        {
            let (x, y) = on_board(name, text, span, parts, size)?;
            let n = record.events.len();
            record.events.push(stone(n, x - 1, size + 1 - y, span));
        } else if !line.trim().is_empty() {
            trailer.push((start, line.trim()));
        }
    }
    // The players' program names come first after the moves; the
    // manager's closing numbers are not names.
    let names = trailer.iter().filter(|(_, l)| l.parse::<i64>().is_err());
    for ((start, line), key) in names.zip(["Black", "White"]) {
        record.tags.push(tag(key, line.to_string(), *start, line));
    }
    Ok(record)
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
            said!(
                "gamefile-psq-board-size",
                "the header gives no square board of 5 to {max} points a side",
                max = MAX_SIZE
            ),
            said!(
                "gamefile-psq-header-help",
                "a .psq file starts with a line such as `Piskvorky 15x15, 8:8, 0`"
            ),
        )),
    }
}

fn not_psq(name: &str, text: &str, span: Span) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        said!(
            "gamefile-psq-no-header",
            "this is no .psq file: the first line is not `Piskvorky WxH, …`"
        ),
        said!(
            "gamefile-psq-header-help",
            "a .psq file starts with a line such as `Piskvorky 15x15, 8:8, 0`"
        ),
    )
}

/// A move line's numbers `x,y` or `x,y,time`, if the line is one.
fn move_parts(line: &str) -> Option<(u64, u64)> {
    let mut parts = line.trim().split(',').map(str::trim);
    let x = parts.next()?.parse().ok()?;
    let y = parts.next()?.parse().ok()?;
    let rest: Vec<&str> = parts.collect();
    let time_ok = rest.len() <= 1 && rest.iter().all(|t| t.parse::<i64>().is_ok());
    time_ok.then_some((x, y))
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
        said!(
            "gamefile-psq-off-board",
            "the move {x},{y} is off the {size}×{size} board",
            x = x,
            y = y,
            size = size
        ),
        said!(
            "gamefile-psq-move-help",
            "moves are `x,y,time` with x and y from 1 to the board's size"
        ),
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
            said!(
                "gamefile-psq-not-a-stone",
                "`{written}` is not a stone of the {size}×{size} board: a .psq file holds only stones on its board",
                written = written,
                size = size
            )
        })?
        .into_iter()
        .map(|(x, row)| format!("{},{},0", x + 1, size + 1 - row))
        .collect();
    if !record.setup.is_empty() {
        return Err(said!(
            "gamefile-psq-setup",
            "the record starts from set-up stones: a .psq file starts from the empty board"
        ));
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
    for key in ["Black", "White"] {
        if let Some(t) = record.tag(key) {
            out.push_str(&t.value);
            out.push('\n');
        }
    }
    Ok(out)
}
