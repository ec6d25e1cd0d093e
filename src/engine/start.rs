//! The position a game starts from: the record's setup tags and any setup
//! written in its body before the first move or pass. Both are the
//! starting position (a record may set it up either way): the game is
//! then played from a setup, and the stones on the board say how many
//! moves it implies (Gomoku: every stone was a move).

use super::resolved::{self, Read};
use crate::record::ast::{Colour, EventKind, Record, SetupChange};

/// What the record's starting position is made of.
pub(super) struct Start {
    /// The game starts from stones set up, not from the empty board.
    pub from_setup: bool,
    /// The stones on the board when the first move or pass comes.
    pub stones: usize,
}

/// The starting position of `record` on a board of `size` (resolved as
/// `read`): its setup tags, then the setup events before the first move
/// or pass. A point off the board is left out here (the judge reports it
/// as a defect when the game reaches it).
pub(super) fn start(record: &Record, read: &Read, size: usize) -> Start {
    // Nearly every record starts from the empty board: nothing to lay out.
    let set_up_in_body = record
        .events
        .iter()
        .take_while(|e| !matches!(e.kind, EventKind::Move(_) | EventKind::Pass))
        .any(|e| matches!(e.kind, EventKind::Setup(_)));
    if record.setup.is_empty() && !set_up_in_body {
        return Start {
            from_setup: false,
            stones: 0,
        };
    }
    let mut board: Vec<Option<Colour>> = vec![None; size * size];
    for (s, &p) in record.setup.iter().zip(&read.setup) {
        if let Some(p) = p.map(resolved::index).filter(|&p| p < board.len()) {
            board[p] = Some(s.colour);
        }
    }
    let mut from_setup = !record.setup.is_empty();
    for (index, event) in record.events.iter().enumerate() {
        match &event.kind {
            EventKind::Move(_) | EventKind::Pass => break,
            EventKind::Setup(change) => {
                from_setup = true;
                for (p, holds) in changes(read, index, change, size) {
                    board[p] = holds;
                }
            }
            _ => {}
        }
    }
    Start {
        from_setup,
        stones: board.iter().filter(|c| c.is_some()).count(),
    }
}

/// The board points setup event `index` writes, each once, with what it
/// holds afterwards (the last write of a point counting), as
/// `(point, colour)`; `Err` with the area whose corner is off the board.
/// The rectangles are read last to first, and each row keeps a mask of the
/// points already written, so a rectangle costs its rows plus the points
/// it is the last to write: a node of a hundred thousand `AB[aa:ss]` costs
/// a hundred thousand times 19 rows, not times 361 points.
pub(super) fn changes_or_off_board(
    read: &Read,
    index: usize,
    change: &SetupChange,
    size: usize,
) -> Result<Vec<(usize, Option<Colour>)>, usize> {
    let mut written = crate::record::rect::Written::new(size);
    let mut out = Vec::new();
    let corners = read.areas_at(index, change.areas.len());
    for (k, (area, &[from, to])) in change.areas.iter().zip(corners).enumerate().rev() {
        let (Some(from), Some(to)) = (from, to) else {
            return Err(k);
        };
        let (from, to) = (resolved::index(from), resolved::index(to));
        let (x, y) = ((from % size, to % size), (from / size, to / size));
        written.fresh(x, y, |x, y| out.push((y * size + x, area.holds)));
    }
    Ok(out)
}

/// [`changes_or_off_board`] with an off-board area's writes left out.
fn changes(
    read: &Read,
    index: usize,
    change: &SetupChange,
    size: usize,
) -> Vec<(usize, Option<Colour>)> {
    changes_or_off_board(read, index, change, size).unwrap_or_default()
}
