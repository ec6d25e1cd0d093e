//! Checks a parsed record against the ruleset before judging, and decodes
//! each conduct event's arguments in the same pass: every conduct event must
//! be declared with matching arguments, every ruling must use known verdict
//! words. All problems point at the record. The judge reads the decoded
//! events ([`Decoded`]) and never matches arguments against declarations
//! again.

use crate::error::{RecordError, Text, source};
use crate::record::ast::*;
use crate::ruleset::Ruleset;
use crate::ruleset::condition::Value;
use crate::vocabulary::{ArgKind, Verdict};

/// A conduct event checked against its declaration.
#[derive(Debug)]
pub(crate) struct Decoded {
    /// The event's position in the record.
    pub event: usize,
    /// The declared event, by index into `Ruleset::events`.
    pub decl: usize,
    /// The argument values by declared position (`Absent` where an optional
    /// argument was left out; a point as its name; points as their count).
    pub values: Vec<Value>,
    /// Which written arguments are points, in order (resolved on the board
    /// by the judge, where an off-board point is a defect of the game).
    pub point_args: Vec<usize>,
}

pub(crate) fn validate(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: &Text,
) -> Result<Vec<Decoded>, Box<RecordError>> {
    let invalid = |span: Span, message: String, label: &str, help: String| {
        Box::new(RecordError::Invalid {
            src: source(name, text),
            span: crate::error::span(text, span.start, span.len()),
            message: crate::error::message(message),
            label: crate::error::quote(label),
            help: crate::error::help(help),
        })
    };
    let declared = || {
        ruleset
            .events
            .iter()
            .map(|e| e.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    };
    // The opening tag takes one of the values the ruleset declares.
    if let Some(tag) = ruleset.openings.as_ref().map(|o| &o.tag)
        && let Some(t) = record.tag(&tag.name)
    {
        let value = t.value.trim();
        if !value.eq_ignore_ascii_case(&tag.designated) && !value.eq_ignore_ascii_case(&tag.free) {
            return Err(invalid(
                t.value_span,
                format!(
                    "`{}` is not an opening of {} (article {})",
                    crate::error::quote(value),
                    ruleset.id,
                    tag.article
                ),
                "not an opening",
                format!(
                    "write [{} \"{}\"] or [{} \"{}\"]; without the tag the opening is {}",
                    tag.name, tag.designated, tag.name, tag.free, tag.designated
                ),
            ));
        }
    }
    // The edition's articles are written for its board: a game on another
    // board is not judged under them (its points would not even be named
    // the same way).
    if let Some(t) = record.tag("Size")
        && t.value.trim() != ruleset.board.size.to_string()
    {
        return Err(invalid(
            t.value_span,
            format!(
                "the record is played on a {0}×{0} board; {1} is for {2}×{2}",
                crate::error::quote(t.value.trim()),
                ruleset.id,
                ruleset.board.size
            ),
            "board size",
            format!(
                "caipan judges games on the board the edition's text fixes ({0}×{0})",
                ruleset.board.size
            ),
        ));
    }
    let mut decoded = Vec::new();
    for (index, event) in record.events.iter().enumerate() {
        match &event.kind {
            EventKind::Conduct(conduct) => {
                let Conduct {
                    name: ev,
                    name_span,
                    args,
                } = &**conduct;
                let Some((decl_index, decl)) = ruleset.event(ev) else {
                    // A point in lower case (`q16`) reads as a word: say so.
                    let upper = ev.to_ascii_uppercase();
                    if ruleset.board.index(&upper).is_some() {
                        return Err(invalid(
                            *name_span,
                            format!("`{ev}` is a point written in lower case"),
                            "points are upper case",
                            format!(
                                "write `{upper}`: column letter and row number, as on the board"
                            ),
                        ));
                    }
                    let guess =
                        crate::cite::closest(ev, ruleset.events.iter().map(|e| e.name.as_str()))
                            .map_or(String::new(), |g| format!("did you mean `{g}`? "));
                    return Err(invalid(
                        *name_span,
                        format!("`{ev}` is not an event of edition {}", ruleset.id),
                        "unknown event",
                        format!("{guess}events of {}: {}", ruleset.id, declared()),
                    ));
                };
                let usage = || {
                    let parts: Vec<String> = decl
                        .args
                        .iter()
                        .map(|a| {
                            let kind = format!("{:?}", a.kind).to_lowercase();
                            if a.optional {
                                format!("[{}:{kind}]", a.name)
                            } else {
                                format!("{}:{kind}", a.name)
                            }
                        })
                        .collect();
                    format!("write `{ev} {}`", parts.join(" "))
                };
                let mut i = 0;
                let mut values = Vec::with_capacity(decl.args.len());
                let mut point_args = Vec::new();
                for (ai, a) in decl.args.iter().enumerate() {
                    if a.kind == ArgKind::Points {
                        if i >= args.len() && !a.optional {
                            return Err(invalid(
                                event.span,
                                format!("`{ev}` needs at least one point"),
                                "points missing",
                                usage(),
                            ));
                        }
                        while i < args.len() {
                            if !matches!(args[i].value, ArgValue::Point(_)) {
                                return Err(invalid(
                                    args[i].span,
                                    format!("`{ev}` expects points here"),
                                    "not a point",
                                    usage(),
                                ));
                            }
                            point_args.push(i);
                            i += 1;
                        }
                        values.push(Value::Num(point_args.len() as f64));
                        continue;
                    }
                    let Some(arg) = args.get(i) else {
                        if a.optional {
                            values.push(Value::Absent);
                            continue;
                        }
                        return Err(invalid(
                            event.span,
                            format!(
                                "`{ev}` needs its argument `{}` (argument {})",
                                a.name,
                                ai + 1
                            ),
                            "argument missing",
                            usage(),
                        ));
                    };
                    let fits = matches!(
                        (&arg.value, a.kind),
                        (ArgValue::Point(_), ArgKind::Point)
                            | (ArgValue::Duration(_), ArgKind::Duration)
                            | (ArgValue::Number(_), ArgKind::Number)
                            | (ArgValue::Word(_), ArgKind::Word)
                    );
                    if !fits {
                        if a.optional {
                            values.push(Value::Absent);
                            continue;
                        }
                        return Err(invalid(
                            arg.span,
                            format!(
                                "`{}` of `{ev}` must be a {:?}, not a {}",
                                a.name,
                                a.kind,
                                arg.value.kind_name()
                            )
                            .to_lowercase(),
                            "wrong kind",
                            usage(),
                        ));
                    }
                    if let ArgValue::Word(w) = &arg.value
                        && !a.one_of.is_empty()
                        && !a.one_of.contains(w)
                    {
                        return Err(invalid(
                            arg.span,
                            format!("`{w}` is not allowed for `{}`", a.name),
                            "unknown word",
                            format!("one of: {}", a.one_of.join(", ")),
                        ));
                    }
                    if let (ArgValue::Number(n), Some(range)) = (&arg.value, a.range)
                        && !range.allows(*n)
                    {
                        return Err(invalid(
                            arg.span,
                            format!("`{}` of `{ev}` cannot be {n}", a.name),
                            "out of range",
                            range_help(&range),
                        ));
                    }
                    values.push(match &arg.value {
                        ArgValue::Point(t) => {
                            point_args.push(i);
                            Value::Word(t.as_str().into())
                        }
                        ArgValue::Duration(s) => Value::Num(*s as f64 / 60.0),
                        ArgValue::Number(n) => Value::Num(*n),
                        ArgValue::Word(w) => Value::Word(w.as_str().into()),
                    });
                    i += 1;
                }
                if i < args.len() {
                    return Err(invalid(
                        args[i].span,
                        format!("`{ev}` takes no more arguments"),
                        "extra argument",
                        usage(),
                    ));
                }
                decoded.push(Decoded {
                    event: index,
                    decl: decl_index,
                    values,
                    point_args,
                });
            }
            EventKind::Ruling(ruling) => {
                for (word, span) in &ruling.verdicts {
                    if Verdict::from_name(word).is_none() {
                        let known: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
                        return Err(invalid(
                            *span,
                            format!("`{word}` is not a verdict"),
                            "unknown verdict",
                            format!("verdicts: {}", known.join(", ")),
                        ));
                    }
                }
            }
            EventKind::Claim(claim) => {
                let Claim {
                    matter,
                    matter_span,
                } = &**claim;
                // A claim names a claim word the edition declares, or one of
                // its events; whether a claim is needed, and in time, is for
                // the judge to say.
                let known = ruleset.claim_words().any(|w| w == matter.as_str())
                    || ruleset.event(matter).is_some();
                if !known {
                    let mut claimable: Vec<&str> = ruleset
                        .claim_words()
                        .chain(ruleset.events.iter().map(|e| e.name.as_str()))
                        .collect();
                    claimable.sort();
                    claimable.dedup();
                    return Err(invalid(
                        *matter_span,
                        format!(
                            "nothing called `{matter}` can be claimed under {}",
                            ruleset.id
                        ),
                        "unknown claim",
                        format!("claimable: {}", claimable.join(", ")),
                    ));
                }
            }
            _ => {}
        }
    }
    Ok(decoded)
}

/// The record's `[Judging "as-played"|"as-ruled"]` tag, or as ruled.
pub(crate) fn mode_tag(
    record: &Record,
    name: &str,
    text: &Text,
) -> Result<crate::judgement::Mode, Box<RecordError>> {
    let Some(tag) = record.tag("Judging") else {
        return Ok(crate::judgement::Mode::AsRuled);
    };
    crate::judgement::Mode::from_name(&tag.value).ok_or_else(|| {
        Box::new(RecordError::Invalid {
            src: source(name, text),
            span: crate::error::span(text, tag.value_span.start, tag.value_span.len()),
            message: crate::error::message(format!(
                "`{}` is not a way of judging",
                crate::error::quote(&tag.value)
            )),
            label: "not as-ruled or as-played".into(),
            help: "write [Judging \"as-ruled\"] (verdicts change the game) or [Judging \"as-played\"] (the board follows the record)".into(),
        })
    })
}

/// What numbers an argument allows, in words.
fn range_help(range: &crate::ruleset::NumberRange) -> String {
    match range.step {
        Some(1.0) => format!("a whole number from {} to {}", range.min, range.max),
        Some(s) => format!(
            "a number from {} to {} in steps of {s}",
            range.min, range.max
        ),
        None => format!("a number from {} to {}", range.min, range.max),
    }
}
