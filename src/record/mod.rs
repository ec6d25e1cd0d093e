//! Reading game records. The pest grammar in `grammar/record.pest` is used
//! only inside this module: everything outside sees the [`ast`] types.

pub mod ast;

use crate::error::{RecordError, source};
use ast::*;
use pest::Parser;
use pest::iterators::Pair;

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/record.pest"]
struct RecordParser;

/// Header tags that place stones before the first event.
const SETUP_TAGS: [(&str, Colour); 2] = [("AddBlack", Colour::Black), ("AddWhite", Colour::White)];

/// Parse a record; `name` is the file name shown in diagnostics.
///
/// The head is parsed first, then the body one item at a time (see the
/// grammar), so memory stays proportional to the events kept, not to
/// pest's token queue for the whole file.
pub fn parse(name: &str, text: &str) -> Result<Record, Box<RecordError>> {
    let mut record = Record::default();
    let head = RecordParser::parse(Rule::head, text)
        .map_err(|e| syntax_error(name, text, 0, e))?
        .next();
    let mut pos = head.as_ref().map_or(0, |h| h.as_span().end());
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
    let mut pending_number: Option<u32> = None;
    loop {
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
                        pending_number = digits.parse().ok();
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
    read_setup(name, text, &mut record)?;
    Ok(record)
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

/// Largest move number a record may write (a label; caipan counts moves itself).
pub const MAX_MOVE_NUMBER: u64 = 10_000_000;
/// Largest number argument (counts, numbers of offers).
pub const MAX_NUMBER: f64 = 1_000_000.0;
/// Longest duration or clock reading, in seconds (100 hours).
pub const MAX_SECONDS: u64 = 100 * 3600;

/// Every number written in an item is one the world allows, or the record
/// is refused at that number: a count of 400 digits must not become
/// infinity, nor a lateness of 10¹² hours wrap around.
fn check_numbers(
    name: &str,
    text: &str,
    base: usize,
    item: &Pair<'_, Rule>,
) -> Result<(), Box<RecordError>> {
    let refuse = |pair: &Pair<'_, Rule>, message: String, help: &str| {
        let s = span_of(pair, base);
        Err(Box::new(RecordError::Invalid {
            src: source(name, text),
            span: crate::error::span(text, s.start, s.len()),
            message: crate::error::message(message),
            label: "out of range".into(),
            help: help.into(),
        }))
    };
    for token in std::iter::once(item.clone()).chain(item.clone().into_inner().flatten()) {
        let t = token.as_str();
        match token.as_rule() {
            Rule::move_number => {
                let digits = t.trim_end_matches('.');
                if digits.parse::<u64>().map_or(true, |n| n > MAX_MOVE_NUMBER) {
                    return refuse(
                        &token,
                        format!("move number {} is too large", crate::error::quote(digits)),
                        "move numbers are labels from 1 to 10,000,000",
                    );
                }
            }
            Rule::number
                if t.parse::<f64>()
                    .map_or(true, |n| !n.is_finite() || n > MAX_NUMBER) =>
            {
                return refuse(
                    &token,
                    format!("the number {} is out of range", crate::error::quote(t)),
                    "numbers in events are at most 1,000,000",
                );
            }
            Rule::duration | Rule::clock_used
                if seconds_checked(t.trim_start_matches('+')).is_none_or(|s| s > MAX_SECONDS) =>
            {
                return refuse(
                    &token,
                    format!("the duration {} is out of range", crate::error::quote(t)),
                    "durations are at most 100 hours (100h)",
                );
            }
            Rule::clock_left => {
                let fields: Vec<&str> = t.trim_start_matches('@').split(':').collect();
                let minutes_seconds_ok = fields
                    .iter()
                    .skip(1)
                    .all(|f| f.parse::<u64>().is_ok_and(|n| n < 60));
                let total = fields.iter().try_fold(0u64, |acc, f| {
                    acc.checked_mul(60)?.checked_add(f.parse::<u64>().ok()?)
                });
                if !minutes_seconds_ok || total.is_none_or(|s| s > MAX_SECONDS) {
                    return refuse(
                        &token,
                        format!("the clock reading {} is not a time", crate::error::quote(t)),
                        "write time left as h:mm:ss or m:ss, minutes and seconds below 60, at most 100 hours",
                    );
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// `1h15m30s` → seconds, or None if it overflows.
fn seconds_checked(text: &str) -> Option<u64> {
    let mut total: u64 = 0;
    let mut number: u64 = 0;
    for ch in text.chars() {
        match ch {
            '0'..='9' => {
                number = number
                    .checked_mul(10)?
                    .checked_add(u64::from(ch as u8 - b'0'))?
            }
            'h' => total = total.checked_add(number.checked_mul(3600)?)?,
            'm' => total = total.checked_add(number.checked_mul(60)?)?,
            's' => total = total.checked_add(number)?,
            _ => return None,
        }
        if !ch.is_ascii_digit() {
            number = 0;
        }
    }
    Some(total)
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
        Rule::player_event => {
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
                Rule::duration => ArgValue::Duration(duration_seconds(text)),
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

/// `1h15m30s` → seconds. The grammar guarantees the shape.
fn duration_seconds(text: &str) -> u32 {
    let mut total: u32 = 0;
    let mut number: u32 = 0;
    for ch in text.chars() {
        match ch {
            '0'..='9' => {
                number = number
                    .saturating_mul(10)
                    .saturating_add(ch as u32 - '0' as u32)
            }
            'h' => total = total.saturating_add(number.saturating_mul(3600)),
            'm' => total = total.saturating_add(number.saturating_mul(60)),
            's' => total = total.saturating_add(number),
            _ => {}
        }
        if !ch.is_ascii_digit() {
            number = 0;
        }
    }
    total
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
        _ => Some(Clock::Used(duration_seconds(&text[1..]))),
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
                    message: format!("`{}` must list points separated by spaces", tag.key),
                    label: "not a list of points".into(),
                    help: format!("write for example [{} \"D4 Q16 C3\"]", tag.key),
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
                        message: "`ToMove` must be B or W".into(),
                        label: "expected B or W".into(),
                        help: "write [ToMove \"W\"] when White is to move in the setup position"
                            .into(),
                    }));
                }
            };
            record.to_move = Some((to_move, tag.value_span));
        }
    }
    Ok(())
}

fn rule_name(rule: &Rule) -> &'static str {
    match rule {
        Rule::EOI => "end of file",
        Rule::header => "a header tag like [Event \"…\"]",
        Rule::tag_key => "a tag name",
        Rule::tag_value => "a quoted tag value",
        Rule::move_number => "a move number like `12.`",
        Rule::note => "a {comment}",
        Rule::event | Rule::player_event => "an event like `B Q16`",
        Rule::colour => "B or W",
        Rule::both => "`both`",
        Rule::arbiter => "`arbiter`",
        Rule::pass => "`pass`",
        Rule::point => "a point like Q16",
        Rule::number => "a number",
        Rule::duration => "a duration like 25m",
        Rule::word => "an event name in lower case",
        Rule::claim => "`claim` and what is claimed",
        Rule::conduct => "an event name",
        Rule::clock | Rule::clock_left | Rule::clock_used => {
            "a clock reading like @1:05:00 or +45s"
        }
        Rule::front_matter => "front matter between `---` lines",
        _ => "something else",
    }
}

/// A syntax error at `pos` when the grammar gives no detail (it always
/// does; this keeps the parser total).
fn syntax_error_at(name: &str, text: &str, pos: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, pos, 1),
        message: "unexpected input".into(),
        label: "here".into(),
        help: "each line holds header tags, moves like `B Q16`, or events like `W late 25m`".into(),
    })
}

/// A syntax error of a parse of `text[base..]`, located in `text`.
fn syntax_error(
    name: &str,
    text: &str,
    base: usize,
    e: pest::error::Error<Rule>,
) -> Box<RecordError> {
    let (start, end) = match e.location {
        pest::error::InputLocation::Pos(p) => (base + p, base + p),
        pest::error::InputLocation::Span((s, e)) => (base + s, base + e),
    };
    let start = crate::error::floor_boundary(text, start);
    let end = crate::error::floor_boundary(text, end.max(start));
    // Point at the offending character, not at an empty gap.
    let end = if end == start {
        text[start..]
            .chars()
            .next()
            .map_or(start, |c| start + c.len_utf8())
    } else {
        end
    };
    let (label, message) = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut names: Vec<&str> = positives.iter().map(rule_name).collect();
            names.sort();
            names.dedup();
            let expected = names.join(", ");
            let found = text[start..]
                .split_whitespace()
                .next()
                .unwrap_or("end of file");
            (
                format!("expected {expected}"),
                format!("unexpected `{}`", crate::error::quote(found)),
            )
        }
        pest::error::ErrorVariant::CustomError { message } => (message.clone(), message.clone()),
    };
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, start, end - start),
        message,
        label,
        help: "events are written `B Q16`, `W pass`, `B late 25m`, `W claim takeback`, `arbiter: B warning`; see the README section on the record format".into(),
    })
}

#[cfg(test)]
mod tests;
