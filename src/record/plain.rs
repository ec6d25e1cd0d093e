//! The body's fast path: runs of plain moves — `B D4` alone on its line,
//! nearly every line of a real record — read without the generated
//! parser. Parsing took 85 % of a judgement of a 300-move record (some
//! 500 ns a line: the grammar tries its rules, builds a token queue, then
//! pairs, for two words). This takes exactly the lines the grammar's
//! `plain_move` takes where an item begins on a line of its own, and builds
//! the events `event` builds from them; anything else (a clock, a comment,
//! a second space, any other item, a blank line with spaces) is left to the
//! grammar, which stays the specification: `tests/integration/records.rs`
//! checks the two agree on generated input, and the record fuzz targets
//! check them on anything.

use super::ast::*;

/// Where a run of plain moves stopped.
pub(super) enum Stop {
    /// At the end of the text: only line breaks after the last move.
    End,
    /// At this byte: the end of the last move read (where the run began if
    /// none was), from which the grammar reads on.
    At(usize),
}

/// Read plain moves from byte `pos` on, each with the move number written
/// before it, if any (taken from `number`).
pub(super) fn moves(
    text: &str,
    mut pos: usize,
    events: &mut Vec<Event>,
    number: &mut Option<u32>,
) -> Stop {
    let bytes = text.as_bytes();
    loop {
        // Blank lines are no items: the grammar skips them too (a line of
        // spaces is left to it).
        let Some(rest) = bytes.get(pos..) else {
            return Stop::At(pos);
        };
        let start = pos
            + rest
                .iter()
                .take_while(|&&b| b == b'\n' || b == b'\r')
                .count();
        if start == bytes.len() {
            return Stop::End;
        }
        let Some(event) = plain_move(text, start, number) else {
            return Stop::At(pos);
        };
        pos = event.span.end;
        events.push(event);
    }
}

/// The plain move beginning at byte `start`, if the line holds one: a
/// colour, one space, a point (a capital and one or two digits), then a
/// line break or the end of the text (`plain_move` and the `colour` and
/// `point` in it: the optional second digit is taken whenever it is there,
/// as a grammar's `?` takes it, and never given back).
fn plain_move(text: &str, start: usize, number: &mut Option<u32>) -> Option<Event> {
    let line = text.as_bytes().get(start..)?;
    let (len, after) = match line {
        [
            b'B' | b'W',
            b' ',
            b'A'..=b'Z',
            b'0'..=b'9',
            b'0'..=b'9',
            after @ ..,
        ] => (5, after),
        [b'B' | b'W', b' ', b'A'..=b'Z', b'0'..=b'9', after @ ..] => (4, after),
        _ => return None,
    };
    if !matches!(after.first(), None | Some(b'\n' | b'\r')) {
        return None;
    }
    let colour = if line.first() == Some(&b'B') {
        Colour::Black
    } else {
        Colour::White
    };
    let point = PointName::new(text.get(start + 2..start + len)?)?;
    Some(Event {
        actor: Actor::Player(colour),
        kind: EventKind::Move(PointText {
            text: point,
            span: Span::new(start + 2, start + len),
        }),
        clock: None,
        notes: None,
        written_number: number.take(),
        span: Span::new(start, start + len),
    })
}
