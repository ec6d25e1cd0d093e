//! Syntax errors of the record grammar, in words: what was found, what the
//! grammar expected there, located in the file.

use super::*;
use crate::error::Said;
use caipan_ruleset::said;

fn rule_name(rule: &Rule) -> Said {
    match rule {
        Rule::EOI => said!("shape-end-of-file"),
        Rule::header => said!("shape-header"),
        Rule::tag_key => said!("shape-tag-name"),
        Rule::tag_value => said!("shape-tag-value"),
        Rule::move_number => said!("shape-move-number"),
        Rule::note => said!("shape-comment"),
        Rule::event | Rule::player_event | Rule::plain_move => {
            said!("shape-event")
        }
        Rule::colour => said!("shape-colour"),
        Rule::both => said!("shape-both"),
        Rule::arbiter => said!("shape-arbiter"),
        Rule::pass => said!("shape-pass"),
        Rule::point => said!("shape-point"),
        Rule::number => said!("shape-number"),
        Rule::duration => said!("shape-duration"),
        Rule::word => said!("shape-event-name-lower"),
        Rule::claim => said!("shape-claim"),
        Rule::claim_kw => said!("shape-claim-word"),
        // A step that read nothing: the line as a whole is no event.
        Rule::step | Rule::step_one => {
            said!("shape-step")
        }
        Rule::conduct => said!("shape-event-name"),
        Rule::clock | Rule::clock_left | Rule::clock_used => {
            said!("shape-clock")
        }
        Rule::front_matter => said!("shape-front-matter"),
        _ => said!("shape-something-else"),
    }
}

/// A syntax error at `pos` when the grammar gives no detail (it always
/// does; this keeps the parser total).
pub(super) fn syntax_error_at(name: &str, text: &str, pos: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, pos, 1),
        message: said!("record-unexpected-input"),
        label: said!("record-here"),
        help: said!("record-each-line-holds-header-tags-moves"),
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
                said!("record-a-duration-takes-h-m-or-s")
            } else {
                said!("record-expected", expected = expected).nested("expected", &expected)
            };
            (
                label,
                said!("record-unexpected", found = crate::error::quote(found)),
            )
        }
        pest::error::ErrorVariant::CustomError { message } => (
            Said::verbatim(message.clone()),
            Said::verbatim(message.clone()),
        ),
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
        return said!("record-duration-help");
    }
    said!("record-events-help")
}

/// Digits followed by letters (`20min`, `5minutes`): a duration written
/// with a unit the record format does not know.
fn looks_like_duration(found: &str) -> bool {
    let digits = found.bytes().take_while(u8::is_ascii_digit).count();
    let unit = &found.as_bytes()[digits..];
    digits > 0 && !unit.is_empty() && unit.iter().all(u8::is_ascii_alphabetic)
}
