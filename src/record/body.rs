//! The body of a record read a few items at a time (see the grammar's
//! `step`): moves written plainly by the fast path, the rest by the
//! grammar, from where the head ends or from where an earlier piece of a
//! game still being played ended.

use super::ast::*;
use super::grammar::{RecordParser, Rule};
use super::numbers::check_numbers;
use super::syntax::{syntax_error, syntax_error_at};
use super::{event, plain};
use crate::error::RecordError;
use pest::Parser;

/// The body's items from `pos` on into `record`.
pub(super) fn body(
    name: &str,
    text: &str,
    mut pos: usize,
    record: &mut Record,
    (plain_moves, pending_number): (bool, &mut Option<u32>),
) -> Result<(), Box<RecordError>> {
    loop {
        if plain_moves {
            match plain::moves(text, pos, &mut record.events, pending_number) {
                plain::Stop::End => break,
                plain::Stop::At(at) => pos = at,
            }
        }
        let pairs = RecordParser::parse(Rule::step, &text[pos..])
            .map_err(|e| syntax_error(name, text, pos, e))?;
        let base = pos;
        let mut end = 0;
        let mut items = 0;
        let mut at_end = false;
        for step in pairs {
            end = step.as_span().end();
            for item in step.into_inner() {
                items += 1;
                check_numbers(name, text, base, &item)?;
                match item.as_rule() {
                    Rule::EOI => at_end = true,
                    Rule::move_number => {
                        let digits = item.as_str().trim_end_matches('.');
                        *pending_number = digits.parse().ok();
                    }
                    Rule::note => {
                        let text = item
                            .into_inner()
                            .next()
                            .map(|p| p.as_str().trim().to_string());
                        if let (Some(event), Some(text)) = (record.events.last_mut(), text) {
                            event.add_note(text);
                        }
                    }
                    Rule::event => {
                        if let Some(mut event) = event(item, base) {
                            event.written_number = pending_number.take();
                            record.events.push(event);
                        }
                    }
                    _ => {}
                }
            }
        }
        if at_end {
            break;
        }
        if items == 0 {
            // Neither an item nor the end here: say what was expected.
            return Err(match RecordParser::parse(Rule::step_one, &text[pos..]) {
                Err(e) => syntax_error(name, text, pos, e),
                Ok(_) => syntax_error_at(name, text, pos),
            });
        }
        pos += end;
    }
    Ok(())
}
