//! Reading game records. The pest grammar in `grammar/record.pest` is used
//! only inside this module: everything outside sees the [`ast`] types.

use caipan_ruleset::said;
pub mod ast;
mod body;
mod numbers;
mod plain;
pub mod rect;
mod setup;
pub mod source;
pub mod span;
mod syntax;

use body::body;
pub use numbers::{MAX_MOVE_NUMBER, MAX_NUMBER, MAX_SECONDS};
use syntax::syntax_error;

use crate::error::{RecordError, source};
use ast::*;
use pest::Parser;
use pest::iterators::Pair;

/// The generated parser and its `Rule` enum, private to this module.
mod grammar {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/record.pest"]
    pub(super) struct RecordParser;
}
use grammar::{RecordParser, Rule};

/// Header tags that place stones before the first event.
const SETUP_TAGS: [(&str, Colour); 2] = [("AddBlack", Colour::Black), ("AddWhite", Colour::White)];

/// Parse a record; `name` is the file name shown in diagnostics.
///
/// The head is parsed first, then the body a few items at a time (see the
/// grammar), so memory stays proportional to the events kept, not to
/// pest's token queue for the whole file; runs of plain moves (`B D4` on
/// a line of its own) are read without the grammar ([`plain`]).
pub fn parse(name: &str, text: &str) -> Result<Record, Box<RecordError>> {
    read(name, text, true)
}

/// Parse a record with the grammar alone: the specification the plain
/// moves' fast path is checked against (tests and fuzzing).
#[doc(hidden)]
pub fn parse_with_grammar(name: &str, text: &str) -> Result<Record, Box<RecordError>> {
    read(name, text, false)
}

/// [`parse`], its plain moves read by the fast path when `plain_moves`.
fn read(name: &str, text: &str, plain_moves: bool) -> Result<Record, Box<RecordError>> {
    let mut record = Record::default();
    let pos = head(name, text, &mut record)?;
    body(name, text, pos, &mut record, (plain_moves, &mut None))?;
    read_setup(name, text, &mut record)?;
    record.source = source_of_tags(&record.tags);
    Ok(record)
}

/// More of a record's body, written after what is read already (a game
/// still being played, a line at a time): the events of `text[from..]`
/// added to `record`, their spans in the whole `text`. `pending` is a move
/// number written before an event still to come, carried from one piece
/// to the next. On an error the record keeps the events read before it.
pub fn parse_more(
    name: &str,
    text: &str,
    from: usize,
    record: &mut Record,
    pending: &mut Option<u32>,
) -> Result<(), Box<RecordError>> {
    body(name, text, from, record, (true, pending))
}

/// The record's head (front matter and header tags) into `record`: where
/// its body begins.
fn head(name: &str, text: &str, record: &mut Record) -> Result<usize, Box<RecordError>> {
    let head = RecordParser::parse(Rule::head, text)
        .map_err(|e| syntax_error(name, text, 0, e))?
        .next();
    let body = head.as_ref().map_or(0, |h| h.as_span().end());
    for pair in head.into_iter().flat_map(Pair::into_inner) {
        match pair.as_rule() {
            Rule::front_matter => {
                if let Some(body) = pair.into_inner().next() {
                    record.front_matter = Some((body.as_str().to_string(), span_of(&body, 0)));
                }
            }
            Rule::header => {
                if let Some(tag) = header(pair) {
                    record.tags.push(tag);
                }
            }
            _ => {}
        }
    }
    Ok(body)
}

/// The header tags of a record, without reading its body (to learn which
/// editions a run will judge before judging anything).
pub fn header_tags(text: &str) -> Vec<Tag> {
    RecordParser::parse(Rule::head, text)
        .ok()
        .and_then(|mut pairs| pairs.next())
        .into_iter()
        .flat_map(Pair::into_inner)
        .filter(|p| p.as_rule() == Rule::header)
        .filter_map(header)
        .collect()
}

/// The span of a pair parsed from `text[base..]`, in `text`.
fn span_of(pair: &Pair<'_, Rule>, base: usize) -> Span {
    let s = pair.as_span();
    Span::new(base + s.start(), base + s.end())
}

/// A header tag. The grammar gives every `header` a key and a value; a
/// shape it cannot have yields None rather than a panic.
fn header(pair: Pair<'_, Rule>) -> Option<Tag> {
    let span = span_of(&pair, 0);
    let mut inner = pair.into_inner();
    let key = inner.next()?.as_str().to_string();
    let value_pair = inner.next()?.into_inner().next()?;
    Some(Tag {
        key,
        value: value_pair.as_str().to_string(),
        span,
        value_span: span_of(&value_pair, 0),
    })
}

fn colour(text: &str) -> Colour {
    if text == "B" {
        Colour::Black
    } else {
        Colour::White
    }
}

/// An event parsed from `text[base..]`.
fn event(pair: Pair<'_, Rule>, base: usize) -> Option<Event> {
    let span = span_of(&pair, base);
    let inner = pair.into_inner().next()?;
    let mut event = Event {
        actor: Actor::Arbiter,
        kind: EventKind::Pass,
        clock: None,
        notes: None,
        written_number: None,
        span,
    };
    match inner.as_rule() {
        Rule::player_event | Rule::plain_move => {
            let mut parts = inner.into_inner();
            event.actor = Actor::Player(colour(parts.next()?.as_str()));
            let action = parts.next()?;
            event.kind = match action.as_rule() {
                Rule::pass => EventKind::Pass,
                Rule::point => EventKind::Move(PointText {
                    text: PointName::new(action.as_str())?,
                    span: span_of(&action, base),
                }),
                Rule::claim => {
                    let word = action.into_inner().find(|p| p.as_rule() == Rule::word)?;
                    EventKind::Claim(Box::new(Claim {
                        matter: word.as_str().to_string(),
                        matter_span: span_of(&word, base),
                    }))
                }
                _ => conduct(action, base)?,
            };
            if let Some(clock) = parts.next() {
                event.clock = read_clock(clock);
            }
        }
        Rule::both_event => {
            event.actor = Actor::Both;
            event.kind = conduct(inner.into_inner().nth(1)?, base)?;
        }
        Rule::setup_event => event.kind = setup_change(inner, base)?,
        _ => {
            // ruling: arbiter [colour|both] word+
            let mut target = None;
            let mut verdicts = Vec::new();
            for part in inner.into_inner() {
                match part.as_rule() {
                    Rule::colour => target = Some(Actor::Player(colour(part.as_str()))),
                    Rule::both => target = Some(Actor::Both),
                    Rule::word => verdicts.push((part.as_str().to_string(), span_of(&part, base))),
                    _ => {}
                }
            }
            event.kind = EventKind::Ruling(Box::new(Ruling { target, verdicts }));
        }
    }
    Some(event)
}

/// `setup B D4 Q16 W C3 empty E5 A1:B2 to-move W`.
fn setup_change(pair: Pair<'_, Rule>, base: usize) -> Option<EventKind> {
    let mut change = SetupChange::default();
    for group in pair
        .into_inner()
        .filter(|p| p.as_rule() == Rule::setup_group)
    {
        let mut parts = group.into_inner();
        let head = parts.next()?;
        match head.as_rule() {
            Rule::to_move_kw => change.to_move = Some(colour(parts.next()?.as_str())),
            rule => {
                let holds = (rule == Rule::colour).then(|| colour(head.as_str()));
                for point in parts {
                    let written = point.as_str();
                    let (from, to) = written.split_once(':').unwrap_or((written, written));
                    change.areas.push(SetupArea {
                        holds,
                        from: PointName::new(from)?,
                        to: PointName::new(to)?,
                        span: span_of(&point, base),
                    });
                }
            }
        }
    }
    Some(EventKind::Setup(Box::new(change)))
}

fn conduct(pair: Pair<'_, Rule>, base: usize) -> Option<EventKind> {
    let mut parts = pair.into_inner();
    let name = parts.next()?;
    let args = parts
        .map(|arg| {
            let span = span_of(&arg, base);
            let text = arg.as_str();
            let value = match arg.as_rule() {
                Rule::point => ArgValue::Point(text.to_string()),
                Rule::number => ArgValue::Number(text.parse().unwrap_or(0.0)),
                Rule::duration => ArgValue::Duration(numbers::seconds(text)),
                _ => ArgValue::Word(text.to_string()),
            };
            Arg { value, span }
        })
        .collect();
    Some(EventKind::Conduct(Box::new(Conduct {
        name: name.as_str().to_string(),
        name_span: span_of(&name, base),
        args,
    })))
}

fn read_clock(pair: Pair<'_, Rule>) -> Option<Clock> {
    let inner = pair.into_inner().next()?;
    let text = inner.as_str();
    match inner.as_rule() {
        Rule::clock_left => {
            let secs = text[1..].split(':').fold(0u32, |acc, part| {
                acc.saturating_mul(60)
                    .saturating_add(part.parse().unwrap_or(0))
            });
            Some(Clock::Left(secs))
        }
        _ => Some(Clock::Used(numbers::seconds(&text[1..]))),
    }
}

/// Read `[AddBlack "D4 Q16"]`, `[AddWhite "…"]` and `[ToMove "W"]`.
fn read_setup(name: &str, text: &str, record: &mut Record) -> Result<(), Box<RecordError>> {
    for tag in &record.tags {
        if let Some((_, colour)) = SETUP_TAGS
            .iter()
            .find(|(key, _)| tag.key.eq_ignore_ascii_case(key))
        {
            let points = RecordParser::parse(Rule::point_list, &tag.value).map_err(|_| {
                Box::new(RecordError::Invalid {
                    src: source(name, text),
                    span: crate::error::span(text, tag.value_span.start, tag.value_span.len()),
                    message: said!("record-must-list-points-separated-by-spaces", key = tag.key),
                    label: said!("record-not-a-list-of-points"),
                    help: said!("record-write-for-example-d4-q16-c3", key = tag.key),
                })
            })?;
            for p in points.flatten().filter(|p| p.as_rule() == Rule::point) {
                record.setup.push(SetupStone {
                    colour: *colour,
                    point: PointText {
                        text: PointName::new(p.as_str()).unwrap_or(PointName::EMPTY),
                        span: span_of(&p, tag.value_span.start),
                    },
                });
            }
        } else if tag.key.eq_ignore_ascii_case("ToMove") {
            let value = tag.value.trim();
            let to_move = match value {
                "B" => Colour::Black,
                "W" => Colour::White,
                _ => {
                    return Err(Box::new(RecordError::Invalid {
                        src: source(name, text),
                        span: crate::error::span(text, tag.value_span.start, tag.value_span.len()),
                        message: said!("record-tomove-must-be-b-or-w"),
                        label: said!("record-expected-b-or-w"),
                        help: said!("record-tomove-help"),
                    }));
                }
            };
            record.to_move = Some((to_move, tag.value_span));
        }
    }
    Ok(())
}

/// A komi tag's points: a finite number (`inf` or `1e400` is none).
fn komi(value: &str) -> Option<f64> {
    value
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && v.abs() <= 100_000.0)
}

/// The values a record of our format gives in its header tags
/// (`Komi`, `Result`, `Variations`, `CharsetIgnored`); a value that
/// does not read as one is no value.
fn source_of_tags(tags: &[ast::Tag]) -> source::Source {
    let tag = |key: &str| tags.iter().find(|t| t.key.eq_ignore_ascii_case(key));
    source::Source {
        komi: tag("Komi").and_then(|t| Some((komi(&t.value)?, t.span))),
        komi_unread: tag("Komi")
            .filter(|t| komi(&t.value).is_none())
            .map(|t| (crate::error::quote(&t.value), t.span)),
        result: tag("Result").map(|t| (source::WrittenResult::read(&t.value), t.span)),
        variations: tag("Variations").and_then(|t| Some((t.value.parse().ok()?, t.span))),
        charset_ignored: tag("CharsetIgnored").and_then(|t| {
            let (declared, read_as) = t.value.split_once('|')?;
            Some((declared.into(), read_as.into(), t.span))
        }),
        handicap: tag("Handicap").and_then(|t| source::handicap(&t.value).map(|n| (n, t.span))),
    }
}

#[cfg(test)]
mod tests;
