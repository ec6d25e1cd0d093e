//! Checks a parsed record against the ruleset before judging, and resolves
//! it in the same pass ([`Read`]): every conduct event must be declared with
//! matching arguments, every ruling must use known verdict words, and every
//! point named is read on the board once. All problems point at the record.
//! The judge reads the resolved record and never reads a point's name or
//! matches arguments against declarations again.

use crate::error::{RecordError, Text, source};
use crate::record::ast::*;
use crate::ruleset::Ruleset;
use crate::vocabulary::Verdict;

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
    for event in &record.events {
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
    Ok(read)
}

impl Checker<'_> {
    /// A located problem of the record.
    pub(super) fn invalid(
        &self,
        span: Span,
        message: String,
        label: &str,
        help: String,
    ) -> Box<RecordError> {
        Box::new(RecordError::Invalid {
            src: source(self.name, self.text),
            span: crate::error::span(self.text, span.start, span.len()),
            message: crate::error::message(message),
            label: crate::error::quote(label),
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
                format!(
                    "the record is played on a {0}×{0} board; {1} is for {2}×{2}",
                    crate::error::quote(t.value.trim()),
                    self.ruleset.id,
                    size
                ),
                "board size",
                format!(
                    "caipan judges games on the board the edition's text fixes ({size}×{size})"
                ),
            )),
            _ => Ok(()),
        }
    }

    /// A ruling uses verdict words only.
    fn ruling(&self, ruling: &Ruling) -> Checked<()> {
        for (word, span) in &ruling.verdicts {
            if Verdict::from_name(word).is_none() {
                let known: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
                return Err(self.invalid(
                    *span,
                    format!("`{word}` is not a verdict"),
                    "unknown verdict",
                    format!("verdicts: {}", known.join(", ")),
                ));
            }
        }
        Ok(())
    }

    /// A claim names a claim word the edition declares, or one of its
    /// events; whether a claim is needed, and in time, is for the judge.
    fn claim(&self, claim: &Claim) -> Checked<()> {
        let ruleset = self.ruleset;
        let Claim {
            matter,
            matter_span,
        } = claim;
        if ruleset.claim_words().any(|w| w == matter.as_str()) || ruleset.event(matter).is_some() {
            return Ok(());
        }
        let mut claimable: Vec<&str> = ruleset.claim_words().collect();
        claimable.sort();
        claimable.dedup();
        let all = claimable
            .iter()
            .copied()
            .chain(ruleset.events.iter().map(|e| e.name.as_str()));
        let guess = caipan_ruleset::suggest::closest(matter, all)
            .map_or(String::new(), |g| format!("did you mean `{g}`? "));
        Err(self.invalid(
            *matter_span,
            format!(
                "nothing called `{matter}` can be claimed under {}",
                ruleset.id
            ),
            "unknown claim",
            format!(
                "{guess}the claims {} judges: {}; a claim of any other event it declares is noted",
                ruleset.id,
                claimable.join(", ")
            ),
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
            message: crate::error::message(format!(
                "`{}` is not a way of judging",
                crate::error::quote(&tag.value)
            )),
            label: "not as-ruled or as-played".into(),
            help: "write [Judging \"as-ruled\"] (verdicts change the game) or [Judging \"as-played\"] (the board follows the record)".into(),
        })
    })
}
