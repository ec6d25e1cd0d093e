//! Game files other than SGF that gomoku and renju players keep: Gomocup's
//! `.psq` ([`psq`]) and the RenjuNet database's `.rif` XML ([`rif`]). Each
//! reader turns a file into caipan [`Record`](crate::record::ast::Record)s
//! whose spans point into the file, so a bad move is shown where it is
//! written; neither reads more than its bytes hold, and neither names a
//! file to open. The edition comes from the command line, never the file.

pub mod psq;
pub mod rif;
mod rif_xml;

use crate::error::{RecordError, Said, source};
use crate::record::ast::{
    Actor, Colour, Event, EventKind, PointName, PointText, Record, Span, Tag,
};

/// A format error at `span` of `text`: the message, the label under the
/// span, the help line.
pub(crate) fn syntax(
    name: &str,
    text: &str,
    span: Span,
    message: impl Into<Said>,
    help: impl Into<Said>,
) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, span.start, span.len()),
        message: crate::error::message(message),
        label: crate::said!("gamefile-here"),
        help: help.into(),
    })
}

/// The move of the `n`-th stone (0-based: Black first, then in turn) on
/// column `x` (0-based) and row `row` (1-based, from the bottom), written at
/// `span`.
pub(crate) fn stone(n: usize, x: usize, row: usize, span: Span) -> Event {
    const COLUMNS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let column = COLUMNS.get(x).map_or('?', |&c| char::from(c));
    let colour = if n.is_multiple_of(2) {
        Colour::Black
    } else {
        Colour::White
    };
    Event {
        actor: Actor::Player(colour),
        kind: EventKind::Move(PointText {
            text: PointName::from_parts(column, row).unwrap_or(PointName::EMPTY),
            span,
        }),
        clock: None,
        notes: None,
        written_number: None,
        span,
    }
}

/// The largest board either format is read on: gomoku boards run to
/// 20×20, and the column letters to Z.
pub const MAX_SIZE: usize = 26;

/// A header tag both readers give a record, at `span`.
pub(crate) fn tag(key: &str, value: String, span: Span) -> Tag {
    Tag {
        key: key.into(),
        value,
        span,
        value_span: span,
    }
}

/// The record's stones, each a column (0-based) and a row (from 1 at the
/// bottom) of a board of `size` with `columns`, for a writer of a format
/// that holds only stones; the first event that is not one is returned.
pub(crate) fn stones<'r>(
    record: &'r Record,
    columns: &[char],
    size: usize,
) -> Result<Vec<(usize, usize)>, &'r Event> {
    record
        .events
        .iter()
        .map(|e| {
            let point = match (&e.kind, e.actor) {
                (EventKind::Move(p), Actor::Player(_)) => p.text.parts(columns),
                _ => None,
            };
            point
                .filter(|&(x, row)| x < size && (1..=size).contains(&row))
                .ok_or(e)
        })
        .collect()
}
