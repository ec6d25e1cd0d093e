//! Checks a parsed record against the ruleset before judging: every conduct
//! event must be declared with matching arguments, every ruling must use
//! known verdict words. All problems point at the record.

use crate::error::{RecordError, source};
use crate::record::ast::*;
use crate::ruleset::Ruleset;
use crate::vocabulary::{ArgKind, Verdict};

pub fn validate(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: &str,
) -> Result<(), Box<RecordError>> {
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
    for event in &record.events {
        match &event.kind {
            EventKind::Conduct(conduct) => {
                let Conduct {
                    name: ev,
                    name_span,
                    args,
                } = &**conduct;
                let Some((_, decl)) = ruleset.event(ev) else {
                    return Err(invalid(
                        *name_span,
                        format!("`{ev}` is not an event of edition {}", ruleset.id),
                        "unknown event",
                        format!("events of {}: {}", ruleset.id, declared()),
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
                            i += 1;
                        }
                        continue;
                    }
                    let Some(arg) = args.get(i) else {
                        if a.optional {
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
    Ok(())
}
