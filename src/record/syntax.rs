//! Syntax errors of the record grammar, in words: what was found, what the
//! grammar expected there, located in the file.

use super::*;
use crate::error::Said;
use caipan_ruleset::said;

fn rule_name(rule: &Rule) -> Said {
    match rule {
        Rule::EOI => said!("shape-end-of-file", "end of file"),
        Rule::header => said!("shape-header", "a header tag like [Event \"…\"]"),
        Rule::tag_key => said!("shape-tag-name", "a tag name"),
        Rule::tag_value => said!("shape-tag-value", "a quoted tag value"),
        Rule::move_number => said!("shape-move-number", "a move number like `12.`"),
        Rule::note => said!("shape-comment", "a {{comment}}"),
        Rule::event | Rule::player_event | Rule::plain_move => {
            said!("shape-event", "an event like `B Q16`")
        }
        Rule::colour => said!("shape-colour", "B or W"),
        Rule::both => said!("shape-both", "`both`"),
        Rule::arbiter => said!("shape-arbiter", "`arbiter`"),
        Rule::pass => said!("shape-pass", "`pass`"),
        Rule::point => said!("shape-point", "a point like Q16"),
        Rule::number => said!("shape-number", "a number"),
        Rule::duration => said!("shape-duration", "a duration like 25m"),
        Rule::word => said!("shape-event-name-lower", "an event name in lower case"),
        Rule::claim => said!("shape-claim", "`claim` and what is claimed"),
        Rule::claim_kw => said!("shape-claim-word", "`claim`"),
        // A step that read nothing: the line as a whole is no event.
        Rule::step | Rule::step_one => {
            said!("shape-step", "an event like `B Q16` or `W late 25m`")
        }
        Rule::conduct => said!("shape-event-name", "an event name"),
        Rule::clock | Rule::clock_left | Rule::clock_used => {
            said!("shape-clock", "a clock reading like @1:05:00 or +45s")
        }
        Rule::front_matter => said!("shape-front-matter", "front matter between `---` lines"),
        _ => said!("shape-something-else", "something else"),
    }
}

/// A syntax error at `pos` when the grammar gives no detail (it always
/// does; this keeps the parser total).
pub(super) fn syntax_error_at(name: &str, text: &str, pos: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, pos, 1),
        message: said!("record-unexpected-input", "unexpected input"),
        label: said!("record-here", "here"),
        help: said!(
            "record-each-line-holds-header-tags-moves",
            "each line holds header tags, moves like `B Q16`, or events like `W late 25m`"
        ),
    })
}

/// A syntax error of a parse of `text[base..]`, located in `text`.
pub(super) fn syntax_error(
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
            let mut names: Vec<Said> = positives.iter().map(rule_name).collect();
            names.sort_by(|a, b| a.english().cmp(b.english()));
            names.dedup_by(|a, b| a.english() == b.english());
            let expected = Said::list(names);
            let found = text[start..]
                .split_whitespace()
                .next()
                .unwrap_or("end of file");
            // A number with another unit reads as no event at all; say
            // what it is instead (the help shows the syntax).
            let label = if looks_like_duration(found) {
                said!(
                    "record-a-duration-takes-h-m-or-s",
                    "a duration takes h, m or s"
                )
            } else {
                said!(
                    "record-expected",
                    "expected {expected}",
                    expected = expected
                )
                .nested("expected", &expected)
            };
            (
                label,
                said!(
                    "record-unexpected",
                    "unexpected `{found}`",
                    found = crate::error::quote(found)
                ),
            )
        }
        pest::error::ErrorVariant::CustomError { message } => {
            (message.clone().into(), message.clone().into())
        }
    };
    let found = text[start..].split_whitespace().next().unwrap_or("");
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, start, end - start),
        message,
        label,
        help: syntax_help(found),
    })
}

/// Help for what was found: a duration with another unit gets the
/// duration's syntax; anything else the shapes of a line.
fn syntax_help(found: &str) -> Said {
    if looks_like_duration(found) {
        return said!(
            "record-duration-help",
            "a duration is written like `20m`, `1h15m` or `45s` (h, m, s; no space, no other unit), e.g. `W late 20m`"
        );
    }
    said!(
        "record-events-help",
        "events are written `B Q16`, `W pass`, `B late 25m`, `W claim takeback`, `arbiter: B warning`; see docs/record-format.md"
    )
}

/// Digits followed by letters (`20min`, `5minutes`): a duration written
/// with a unit the record format does not know.
fn looks_like_duration(found: &str) -> bool {
    let digits = found.bytes().take_while(u8::is_ascii_digit).count();
    let unit = &found.as_bytes()[digits..];
    digits > 0 && !unit.is_empty() && unit.iter().all(u8::is_ascii_alphabetic)
}
