//! Checks a parsed record against the ruleset before judging, and resolves
//! it in the same pass ([`Read`]): every conduct event must be declared with
//! matching arguments, every ruling must use known verdict words, and every
//! point named is read on the board once. All problems point at the record.
//! The judge reads the resolved record and never reads a point's name or
//! matches arguments against declarations again.

use crate::error::Said;
use crate::error::{RecordError, Text, source};
use crate::record::ast::*;
use crate::ruleset::Ruleset;
use crate::vocabulary::{ClaimWord, Verdict};
use caipan_ruleset::said;

use super::resolved::{PointReader, Read, Step};

/// A record checked against one ruleset: where problems are reported.
pub(super) struct Checker<'a> {
    pub ruleset: &'a Ruleset,
    /// Reads the points the record names on the edition's board.
    pub points: PointReader<'a>,
    name: &'a str,
    text: &'a Text,
}

type Checked<T> = Result<T, Box<RecordError>>;

/// The record checked against the ruleset and resolved on its board.
pub(crate) fn validate(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: &Text,
) -> Result<Read, Box<RecordError>> {
    let checker = Checker {
        ruleset,
        points: PointReader::new(&ruleset.board),
        name,
        text,
    };
    checker.opening_tag(record)?;
    checker.board_size(record)?;
    let mut read = Read {
        steps: Vec::with_capacity(record.events.len()),
        setup: checker.points.setup(record),
        ..Read::default()
    };
    checker.events(&record.events, &mut read)?;
    Ok(read)
}

/// The record's events from the `from`-th on, written since the rest was
/// read (a game still being played), checked and added to `read`.
pub(crate) fn validate_more(
    ruleset: &Ruleset,
    record: &Record,
    from: usize,
    (name, text): (&str, &Text),
    read: &mut Read,
) -> Result<(), Box<RecordError>> {
    let checker = Checker {
        ruleset,
        points: PointReader::new(&ruleset.board),
        name,
        text,
    };
    checker.events(record.events.get(from..).unwrap_or_default(), read)
}

impl Checker<'_> {
    /// Each event checked against the ruleset and resolved into `read`.
    fn events(&self, events: &[Event], read: &mut Read) -> Checked<()> {
        let checker = self;
        for event in events {
            let step = match &event.kind {
                // Nearly every event: a move, its point read by the table.
                EventKind::Move(pt) => Step::Move(checker.points.read_name(&pt.text)),
                EventKind::Conduct(conduct) => {
                    let k = u32::try_from(read.conduct.len()).unwrap_or(u32::MAX);
                    read.conduct.push(checker.conduct(event, conduct)?);
                    Step::Conduct(k)
                }
                EventKind::Ruling(ruling) => {
                    checker.ruling(ruling)?;
                    Step::Other
                }
                EventKind::Claim(claim) => {
                    checker.claim(claim)?;
                    Step::Other
                }
                kind => checker.points.step(kind, &mut read.areas),
            };
            read.steps.push(step);
        }
        Ok(())
    }
}

impl Checker<'_> {
    /// A located problem of the record.
    pub(super) fn invalid(
        &self,
        span: Span,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) -> Box<RecordError> {
        Box::new(RecordError::Invalid {
            src: source(self.name, self.text),
            span: crate::error::span(self.text, span.start, span.len()),
            message: crate::error::message(message),
            label: crate::error::quote_said(label.into()),
            help: crate::error::help(help),
        })
    }

    /// The opening tag takes one of the values the ruleset declares.
    fn opening_tag(&self, record: &Record) -> Checked<()> {
        let ruleset = self.ruleset;
        let Some(tag) = ruleset.openings.as_ref().map(|o| &o.tag) else {
            return Ok(());
        };
        let Some(t) = record.tag(&tag.name) else {
            return Ok(());
        };
        let value = t.value.trim();
        if value.eq_ignore_ascii_case(&tag.designated) || value.eq_ignore_ascii_case(&tag.free) {
            return Ok(());
        }
        Err(self.invalid(
            t.value_span,
            said!(
                "judge-is-not-an-opening-of-article",
                arg = crate::error::quote(value),
                id = ruleset.id,
                article = tag.article
            ),
            said!("judge-not-an-opening"),
            said!(
                "judge-write-or-without-the-tag-the",
                name = tag.name,
                designated = tag.designated,
                name2 = tag.name,
                free = tag.free,
                designated2 = tag.designated
            ),
        ))
    }

    /// The edition's articles are written for its board: a game on another
    /// board is not judged under them (its points would not even be named
    /// the same way).
    fn board_size(&self, record: &Record) -> Checked<()> {
        let size = self.ruleset.board.size;
        match record.tag("Size") {
            Some(t) if t.value.trim() != size.to_string() => Err(self.invalid(
                t.value_span,
                said!(
                    "judge-the-record-is-played-on-a",
                    trim = crate::error::quote(t.value.trim()),
                    trim2 = crate::error::quote(t.value.trim()),
                    id = self.ruleset.id,
                    size = size,
                    size2 = size
                ),
                said!("judge-board-size"),
                self.sizes_help(),
            )),
            _ => Ok(()),
        }
    }

    /// The boards the edition is judged on: the one its text fixes, or
    /// the sizes it allows.
    fn sizes_help(&self) -> Said {
        let board = &self.ruleset.board;
        if board.sizes.len() > 1 {
            return said!(
                "judge-caipan-judges-games-on-the-boards",
                sizes = board.sizes_written()
            );
        }
        said!("judge-caipan-judges-games-on-the-board", size = board.size)
    }

    /// A ruling uses verdict words only.
    fn ruling(&self, ruling: &Ruling) -> Checked<()> {
        for (word, span) in &ruling.verdicts {
            if Verdict::from_name(word).is_none() {
                let known: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
                return Err(self.invalid(
                    *span,
                    said!("judge-is-not-a-verdict", word = word),
                    said!("judge-unknown-verdict"),
                    said!("judge-verdicts", known = known.join(", ")),
                ));
            }
        }
        Ok(())
    }

    /// A claim names a claim of the vocabulary, or an event the edition
    /// declares: either is judged (an edition without an article for it is
    /// told so by the judge, not refused). Anything else is no claim at all.
    fn claim(&self, claim: &Claim) -> Checked<()> {
        let ruleset = self.ruleset;
        let Claim {
            matter,
            matter_span,
        } = claim;
        if ClaimWord::from_name(matter).is_some() || ruleset.event(matter).is_some() {
            return Ok(());
        }
        let words = ClaimWord::ALL.iter().map(|w| w.name());
        let all = words
            .clone()
            .chain(ruleset.events.iter().map(|e| e.name.as_str()));
        let guess = crate::error::did_you_mean(caipan_ruleset::suggest::closest(matter, all));
        let taken: Vec<&str> = ruleset.claims_taken().iter().map(|w| w.name()).collect();
        let taken = match taken.is_empty() {
            true => said!("judge-takes-no-claim", id = ruleset.id),
            false => said!(
                "judge-the-claims-it-takes",
                id = ruleset.id,
                taken = taken.join(", ")
            ),
        };
        Err(self.invalid(
            *matter_span,
            said!("judge-no-claim-called", matter = matter),
            said!("judge-unknown-claim"),
            said!(
                "judge-claims-are-and-taken",
                guess = guess,
                words = words.collect::<Vec<_>>().join(", "),
                taken = taken
            )
            .nested("guess", &guess)
            .nested("taken", &taken),
        ))
    }
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
            message: crate::error::message(said!(
                "judge-is-not-a-way-of-judging",
                tag = crate::error::quote(&tag.value)
            )),
            label: said!("judge-not-as-ruled-or-as-played"),
            help: said!("judge-write-judging-as-ruled-verdicts-change"),
        })
    })
}
