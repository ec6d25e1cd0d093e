//! A whole record played again into a [`Live`] game a piece at a time, as
//! if its lines were written one after another while the game was
//! played: what checks that judging a line at a time judges as judging
//! the whole record does (the case library's test, the fuzz property).

use super::Live;
use crate::error::RecordError;
use crate::judgement::Mode;
use crate::record::ast::{Event, EventKind, Record};
use crate::ruleset::Ruleset;
use crate::vocabulary::Effect;
use std::sync::Arc;

/// Where each piece of `record` (written as `text`) starts: the first is
/// where its head ends — everything before its first move or pass, a
/// setup written there being the starting position a game is given with
/// its head — and each later one where an event is written, its move
/// number (`12. B D4`) with it, the notes and comments after it in its
/// piece. A declaration of offers goes with the move before it (the one
/// event the judge reads ahead of). The last piece runs to the text's end.
pub fn pieces(ruleset: &Ruleset, text: &str, record: &Record) -> Vec<usize> {
    let events = &record.events;
    let first = events
        .iter()
        .position(|e| matches!(e.kind, EventKind::Move(_) | EventKind::Pass))
        .unwrap_or(events.len());
    let mut starts = Vec::with_capacity(events.len() - first + 1);
    for (i, e) in events.iter().enumerate().skip(first) {
        if i > first && declares_offers(ruleset, e) {
            continue;
        }
        starts.push(written_from(text, e));
    }
    if starts.is_empty() {
        starts.push(text.len());
    }
    starts
}

/// The record played again into a game a piece at a time ([`pieces`]),
/// judged as `mode` says: the game as its last piece leaves it (stopped at
/// a defect, if a piece had one).
pub fn replay(
    ruleset: Arc<Ruleset>,
    (name, text): (&str, &str),
    record: &Record,
    mode: Option<Mode>,
) -> Result<Live, Box<RecordError>> {
    let starts = pieces(&ruleset, text, record);
    let mut live = Live::new(ruleset, name, &text[..starts[0]], mode)?;
    let ends = starts.iter().skip(1).copied().chain([text.len()]);
    for (from, to) in starts.iter().copied().zip(ends) {
        if from < to && live.push(&text[from..to]).is_err() {
            break;
        }
    }
    Ok(live)
}

/// Whether the event declares the number of fifth-move offers.
fn declares_offers(ruleset: &Ruleset, e: &Event) -> bool {
    matches!(&e.kind, EventKind::Conduct(c)
        if ruleset.event(&c.name).is_some_and(|(_, d)| d.effect == Effect::DeclareOffers))
}

/// Where an event is written, with the move number written before it.
fn written_from(text: &str, e: &Event) -> usize {
    let before = text[..e.span.start].trim_end();
    let number = before.trim_end_matches('.');
    let digits = number.trim_end_matches(|c: char| c.is_ascii_digit());
    let written = number.len() < before.len() && digits.len() < number.len();
    let starts_token = digits.is_empty() || digits.ends_with(char::is_whitespace);
    match written && starts_token {
        true => digits.len(),
        false => e.span.start,
    }
}
