//! The edition on the record's board: a record whose size (`SZ[]`,
//! `[Size]`) is another the edition's text allows is judged on a board of
//! that size; any other size is left to validation, which refuses it
//! where the record says it.

use std::borrow::Cow;

use crate::record::ast::Record;
use crate::ruleset::Ruleset;

/// `ruleset` on the board the record names, where that is another size
/// the text allows; `ruleset` itself otherwise.
pub fn on_record_board<'r>(ruleset: &'r Ruleset, record: &Record) -> Cow<'r, Ruleset> {
    let size = ruleset
        .board
        .size_for(record.tag("Size").map(|t| t.value.as_str()));
    // The edition's own board (nearly every record): nothing is copied.
    if size == ruleset.board.size {
        return Cow::Borrowed(ruleset);
    }
    ruleset
        .on_board(size)
        .map_or(Cow::Borrowed(ruleset), Cow::Owned)
}
