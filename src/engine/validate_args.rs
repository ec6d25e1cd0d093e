//! A conduct event's arguments decoded against its declaration: each in
//! the declared order and kind, optional ones left out, points collected,
//! words and numbers within what the declaration allows.

use super::resolved::{Decoded, Resolved};
use super::validate::Checker;
use crate::error::{RecordError, Said};
use crate::record::ast::*;
use crate::ruleset::condition::Value;
use crate::ruleset::{ArgDecl, EventDecl};
use crate::vocabulary::ArgKind;
use caipan_ruleset::said;

type Checked<T> = Result<T, Box<RecordError>>;

/// Where the decoding is: the written arguments, the next one to read,
/// and what is decoded so far.
struct Reading<'r> {
    event: &'r Event,
    name: &'r str,
    args: &'r [Arg],
    decl: &'r EventDecl,
    next: usize,
    values: Vec<Value>,
    points: Vec<(usize, Resolved)>,
}

impl Checker<'_> {
    /// A conduct event: declared, with arguments that fit the declaration.
    pub(super) fn conduct(&self, event: &Event, conduct: &Conduct) -> Checked<Decoded> {
        let Conduct {
            name,
            name_span,
            args,
        } = conduct;
        let Some((decl_index, decl)) = self.ruleset.event(name) else {
            return Err(self.unknown_event(name, *name_span));
        };
        let mut r = Reading {
            event,
            name,
            args,
            decl,
            next: 0,
            values: Vec::with_capacity(decl.args.len()),
            points: Vec::new(),
        };
        for (position, a) in decl.args.iter().enumerate() {
            if a.kind == ArgKind::Points {
                self.points(&mut r, a)?;
            } else {
                self.argument(&mut r, position, a)?;
            }
        }
        if let Some(extra) = args.get(r.next) {
            return Err(self.invalid(
                extra.span,
                said!("judge-takes-no-more-arguments", name = name),
                said!("judge-extra-argument"),
                usage(name, decl),
            ));
        }
        Ok(Decoded {
            decl: decl_index,
            values: r.values,
            points: r.points,
        })
    }

    /// An event the edition does not declare (a point in lower case, `q16`,
    /// reads as one: say so).
    fn unknown_event(&self, name: &str, span: Span) -> Box<RecordError> {
        let ruleset = self.ruleset;
        let upper = name.to_ascii_uppercase();
        if ruleset.board.index(&upper).is_some() {
            return self.invalid(
                span,
                said!("judge-is-a-point-written-in-lower", name = name),
                said!("judge-points-are-upper-case"),
                said!("judge-write-column-letter-and-row-number", upper = upper),
            );
        }
        let names = || ruleset.events.iter().map(|e| e.name.as_str());
        let guess = crate::error::did_you_mean(crate::cite::closest(name, names()));
        self.invalid(
            span,
            said!(
                "judge-is-not-an-event-of-edition",
                id = ruleset.id,
                name = name
            ),
            said!("judge-unknown-event"),
            said!(
                "judge-events-of",
                id = ruleset.id,
                events = names()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", "),
                guess = guess
            )
            .nested("guess", &guess),
        )
    }

    /// Every remaining argument as a point (at least one unless optional);
    /// the value is their count.
    fn points(&self, r: &mut Reading<'_>, a: &ArgDecl) -> Checked<()> {
        if r.next >= r.args.len() && !a.optional {
            return Err(self.invalid(
                r.event.span,
                said!("judge-needs-at-least-one-point", name = r.name),
                said!("judge-points-missing"),
                usage(r.name, r.decl),
            ));
        }
        while let Some(arg) = r.args.get(r.next) {
            if !matches!(arg.value, ArgValue::Point(_)) {
                return Err(self.invalid(
                    arg.span,
                    said!("judge-expects-points-here", name = r.name),
                    said!("judge-not-a-point"),
                    usage(r.name, r.decl),
                ));
            }
            if let ArgValue::Point(t) = &arg.value {
                r.points.push((r.next, self.points.read(t)));
            }
            r.next += 1;
        }
        r.values.push(Value::Num(r.points.len() as f64));
        Ok(())
    }

    /// One argument of the declared kind (an optional one of another kind,
    /// or missing, is left out).
    fn argument(&self, r: &mut Reading<'_>, position: usize, a: &ArgDecl) -> Checked<()> {
        let Some(arg) = r.args.get(r.next) else {
            if a.optional {
                r.values.push(Value::Absent);
                return Ok(());
            }
            return Err(self.invalid(
                r.event.span,
                said!(
                    "judge-needs-its-argument-argument",
                    name = r.name,
                    name2 = a.name,
                    position = position + 1
                ),
                said!("judge-argument-missing"),
                usage(r.name, r.decl),
            ));
        };
        let fits = matches!(
            (&arg.value, a.kind),
            (ArgValue::Point(_), ArgKind::Point)
                | (ArgValue::Duration(_), ArgKind::Duration)
                | (ArgValue::Number(_), ArgKind::Number)
                | (ArgValue::Word(_), ArgKind::Word)
        );
        if !fits && a.optional {
            r.values.push(Value::Absent);
            return Ok(());
        }
        if !fits {
            return Err(self.invalid(
                arg.span,
                // Lowercase throughout, as the message was written whole.
                said!(
                    "judge-argument-of-wrong-kind",
                    name = a.name.to_lowercase(),
                    event = r.name.to_lowercase(),
                    kind = format!("{:?}", a.kind).to_lowercase(),
                    found = arg.value.kind_name().to_lowercase()
                ),
                said!("judge-wrong-kind"),
                usage(r.name, r.decl),
            ));
        }
        self.allowed(r.name, arg, a)?;
        r.values.push(match &arg.value {
            ArgValue::Point(t) => {
                r.points.push((r.next, self.points.read(t)));
                Value::Word(t.as_str().into())
            }
            ArgValue::Duration(s) => Value::Num(*s as f64 / 60.0),
            ArgValue::Number(n) => Value::Num(*n),
            ArgValue::Word(w) => Value::Word(w.as_str().into()),
        });
        r.next += 1;
        Ok(())
    }

    /// A word among those declared, a number within its range.
    fn allowed(&self, event: &str, arg: &Arg, a: &ArgDecl) -> Checked<()> {
        if let ArgValue::Word(w) = &arg.value
            && !a.one_of.is_empty()
            && !a.one_of.contains(w)
        {
            return Err(self.invalid(
                arg.span,
                said!("judge-is-not-allowed-for", name = a.name, w = w),
                said!("judge-unknown-word"),
                said!("judge-one-of", one_of = a.one_of.join(", ")),
            ));
        }
        if let (ArgValue::Number(n), Some(range)) = (&arg.value, a.range)
            && !range.allows(*n)
        {
            return Err(self.invalid(
                arg.span,
                said!("judge-of-cannot-be", name = a.name, event = event, n = n),
                said!("judge-out-of-range"),
                range_help(&range),
            ));
        }
        Ok(())
    }
}

/// How the event is written, for a help line: an example, then what each
/// argument takes.
fn usage(event: &str, decl: &EventDecl) -> Said {
    let example: Vec<String> = decl.args.iter().map(example).collect();
    let line = format!("B {event} {}", example.join(" "));
    let line = line.trim_end();
    let parts: Vec<Said> = decl.args.iter().map(argument_is).collect();
    if parts.is_empty() {
        return said!("judge-write-it-like", line = line);
    }
    let args: String = parts.iter().map(|p| format!("; {}", p.english())).collect();
    said!("judge-write-it-like-args", line = line, args = args).nested("args", &Said::list(parts))
}

/// What one argument takes, in a sentence.
fn argument_is(a: &crate::ruleset::ArgDecl) -> Said {
    let w = what(a);
    let name = &a.name;
    let said = if a.optional {
        said!(
            "judge-argument-is-optional",
            name = name,
            what = w.english()
        )
    } else {
        said!("judge-argument-is", name = name, what = w.english())
    };
    said.nested("what", &w)
}

/// An argument's value as an example line writes it.
fn example(a: &crate::ruleset::ArgDecl) -> String {
    use crate::vocabulary::ArgKind;
    match a.kind {
        ArgKind::Point => "Q16".into(),
        ArgKind::Points => "Q16 R16".into(),
        ArgKind::Duration => "20m".into(),
        ArgKind::Number => a.range.map_or("185".into(), |r| r.min.to_string()),
        ArgKind::Word => a.one_of.first().cloned().unwrap_or_else(|| "word".into()),
    }
}

/// What an argument takes, in words.
fn what(a: &crate::ruleset::ArgDecl) -> Said {
    use crate::vocabulary::ArgKind;
    match a.kind {
        ArgKind::Point => said!("judge-takes-a-point"),
        ArgKind::Points => said!("judge-takes-points"),
        ArgKind::Duration => said!("judge-takes-a-duration"),
        ArgKind::Number => a
            .range
            .as_ref()
            .map_or_else(|| said!("judge-takes-a-number"), range_help),
        ArgKind::Word => said!("judge-takes-one-of", words = a.one_of.join(", ")),
    }
}

/// What numbers an argument allows, in words.
fn range_help(range: &crate::ruleset::NumberRange) -> Said {
    let (min, max) = (range.min, range.max);
    match range.step {
        Some(1.0) => said!("judge-a-whole-number-from", min = min, max = max),
        Some(step) => said!("judge-a-number-in-steps", min = min, max = max, step = step),
        None => said!("judge-a-number-from", min = min, max = max),
    }
}
