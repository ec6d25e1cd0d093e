//! The generic judge: walks a record's events, computes the facts the
//! vocabulary defines, lets the ruleset's rules turn them into findings, and
//! applies the verdicts to the game. It knows no game and no edition: the
//! game's physics is its [`Position`](crate::position::Position), the
//! edition's opening protocol is [`Protocol`](crate::opening::Protocol).

mod claims;
mod conduct;
mod conduct_effect;
mod drawn;
mod facts;
#[cfg(test)]
mod facts_tests;
mod moves;
mod offers;
mod point;
mod points;
#[cfg(test)]
mod points_tests;
mod resolved;
mod result;
mod rulings;
mod run;
mod situation;
mod snapshot;
mod state;
mod tally;
mod validate;
mod validate_args;
mod verdicts;

pub use crate::deadline::Deadline;
pub use drawn::{Drawing, Within, judge_drawn, judge_drawn_within};
pub use points::{ForbiddenPoint, PointsReport, points, points_at, points_each};
pub use situation::{DueAct, OpenClaim, Situation};
use validate::validate;

use crate::error::{RecordError, Text, source};
use crate::judgement::*;
use crate::record::ast::*;
use crate::ruleset::condition::{Operand, Value};
use crate::ruleset::{Prescription, Rule, Ruleset, Trigger};
use crate::vocabulary::{ClaimWindow, Effect, Fact, Facts, Verdict};
use state::{Pending, State};

/// Everything about the event being judged that conditions may ask for.
pub(crate) struct Context<'a> {
    pub actor: Option<Colour>,
    pub event: &'a Event,
    pub trigger: Trigger,
    /// Boxed, so the judge can keep one and reuse it event after event.
    pub facts: Box<Facts>,
    /// Values of the event's declared arguments, by position.
    pub args: Vec<Value>,
    pub move_number: u32,
}

impl Context<'_> {
    fn value(&self, ruleset: &Ruleset, operand: &Operand) -> Value {
        operand_value(ruleset, &self.facts, &self.args, operand)
    }
}

/// What an operand reads: a fact, an argument of the event, a parameter,
/// or itself (a number, a word).
pub(crate) fn operand_value(
    ruleset: &Ruleset,
    facts: &crate::vocabulary::Facts,
    args: &[Value],
    operand: &Operand,
) -> Value {
    match operand {
        Operand::Fact(f) => facts.get(f).unwrap_or(Value::Absent),
        Operand::Arg(i) => args.get(*i).cloned().unwrap_or(Value::Absent),
        Operand::Param(i) => Value::Num(ruleset.parameters[*i].value),
        Operand::Number(n) => Value::Num(*n),
        Operand::Word(w) => Value::Word(w.clone()),
    }
}

/// What the rules decided for one event, for the caller to apply physically.
#[derive(Default)]
pub(crate) struct Applied {
    pub move_void: bool,
    pub forfeit: bool,
}

/// Judge a record. An error means the ruleset cannot read the record
/// (unknown events, bad arguments). A physically impossible record still
/// yields the judgement up to that point, with the defect as a diagnostic.
pub fn judge(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<Text>,
) -> Result<(Judgement, Option<Box<RecordError>>), Box<RecordError>> {
    judge_as(ruleset, record, name, text, None)
}

/// Judge a record as ruled or as played. `None`: as the record's
/// `[Judging "…"]` tag says, else as ruled. The text is the one the
/// record's spans point into: given as a [`Text`], the games of one file
/// share it (and its line index) instead of each copying it.
pub fn judge_as(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<Text>,
    mode: Option<Mode>,
) -> Result<(Judgement, Option<Box<RecordError>>), Box<RecordError>> {
    judge_with(ruleset, record, name, text, mode, false)
}

/// [`judge_as`], drawing (with `boards`) the position after each event
/// that has findings, during the same run (`Judgement::boards`): at most
/// [`REPORT_BOARDS`] of them, so a record with a finding on every move
/// costs a report of its findings, not of as many boards.
pub fn judge_with(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<Text>,
    mode: Option<Mode>,
    boards: bool,
) -> Result<(Judgement, Option<Box<RecordError>>), Box<RecordError>> {
    let mut judge = Judge::prepared(ruleset, record, name, text.into(), mode)?;
    judge.draw = boards;
    judge.max_boards = REPORT_BOARDS;
    let defect = judge.run(Deadline::NONE, false).err();
    let judgement = judge.finish(defect.as_deref());
    Ok((judgement, defect))
}

/// The most boards a report draws for one record (`check --board`,
/// `--html`): later findings are listed without one, and the report says
/// where the boards stop.
pub const REPORT_BOARDS: usize = 1_000;

pub(crate) struct Judge<'a> {
    pub ruleset: &'a Ruleset,
    record: &'a Record,
    name: &'a str,
    /// The text the record's spans point into, shared with its diagnostics
    /// (its line index is built once per file, not once per game).
    text: Text,
    pub state: State,
    pub findings: Vec<Finding>,
    remarks: Vec<Remark>,
    /// (line, offset, column) of the last `line_col` answer.
    column_cache: std::cell::Cell<(usize, usize, usize)>,
    /// Whether the opening is designated (the record's opening tag).
    designated: bool,
    /// The edition's opening protocol (none for most editions).
    protocol: crate::opening::Protocol<'a>,
    /// Per-rule data shared by findings, and rules by trigger.
    shared: std::sync::Arc<crate::ruleset::derived::Derived>,
    /// Index of the record event being judged.
    current: usize,
    /// The record as validation resolved it: points as board indices,
    /// conduct events decoded.
    read: resolved::Read,
    /// As ruled or as played.
    pub mode: Mode,
    /// The facts of the last move or pass, kept for the next one (see
    /// [`Facts::clear`]).
    pub(crate) spare_facts: Option<Box<Facts>>,
    /// Whether to draw the position after each event with findings.
    draw: bool,
    /// The most positions drawn (the rest of the findings have none).
    max_boards: usize,
    /// Stop before this event (the position after the one before it).
    stop_at_event: Option<usize>,
    /// The positions drawn: (finding index, diagram).
    boards: Vec<(usize, crate::diagram::Diagram)>,
    /// The first finding left without a board by `max_boards`.
    boards_stopped: Option<usize>,
    /// Moves the record's starting position implies (fixed once the record
    /// is known; read for every move).
    implied: u32,
}

impl<'a> Judge<'a> {
    /// A judge for the record, its events checked against the ruleset and
    /// its mode the one asked for, else the record's `[Judging]` tag, else
    /// as ruled.
    fn prepared(
        ruleset: &'a Ruleset,
        record: &'a Record,
        name: &'a str,
        text: Text,
        mode: Option<Mode>,
    ) -> Result<Self, Box<RecordError>> {
        let read = validate(ruleset, record, name, &text)?;
        let mode = match mode {
            Some(m) => m,
            None => validate::mode_tag(record, name, &text)?,
        };
        let mut judge = Judge::new(ruleset, record, name, text, read);
        judge.mode = mode;
        Ok(judge)
    }

    fn new(
        ruleset: &'a Ruleset,
        record: &'a Record,
        name: &'a str,
        text: Text,
        read: resolved::Read,
    ) -> Self {
        let position = crate::variant::new(ruleset);
        let implied = position.moves_implied_by_setup(record.setup.len());
        Judge {
            ruleset,
            record,
            name,
            text,
            state: State::new(position, crate::opening::Protocol::of(ruleset).start()),
            findings: Vec::new(),
            remarks: Vec::new(),
            column_cache: std::cell::Cell::new((0, 0, 0)),
            current: 0,
            shared: ruleset.derived().clone(),
            read,
            mode: Mode::AsRuled,
            spare_facts: None,
            draw: false,
            max_boards: usize::MAX,
            stop_at_event: None,
            boards: Vec::new(),
            boards_stopped: None,
            protocol: crate::opening::Protocol::of(ruleset),
            designated: Self::opening_is_designated(ruleset, record),
            implied,
        }
    }

    /// 1-based line and column (in characters) of a byte offset. Findings
    /// come in record order, so the column is counted on from the previous
    /// answer when it is on the same line: a record written on one line
    /// costs linear time, not quadratic.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = crate::error::floor_boundary(&self.text, offset);
        let (line, start) = self.text.line_of(offset);
        let column = match self.column_cache.get() {
            (l, o, c) if l == line && o <= offset && o >= start => {
                c + self.text[o..offset].chars().count()
            }
            _ => self.text.column(start, offset),
        };
        self.column_cache.set((line, offset, column));
        (line, column)
    }

    /// The event as written, for the finding: at most a line's excerpt.
    pub fn written(&self, span: Span) -> Box<str> {
        let end = crate::error::floor_boundary(&self.text, span.end);
        let start = crate::error::floor_boundary(&self.text, span.start.min(end));
        // A `;` comment the grammar skipped inside the span is not the event.
        let text = self.text[start..end].split(';').next().unwrap_or_default();
        crate::error::quote_at_most(text.trim(), 200).into_boxed_str()
    }

    fn defective(&self, span: Span, message: String, label: &str, help: &str) -> Box<RecordError> {
        // A file that declares a handicap it does not place: the defect
        // may be the missing stones', and the help says so.
        let help = match self.handicap_missing() {
            Some((declared, placed, _)) => format!(
                "{help}; {}",
                crate::render::remarks::handicap_missing(declared, placed)
            ),
            None => help.to_string(),
        };
        Box::new(RecordError::Defective {
            src: source(self.name, &self.text),
            span: crate::error::span(&self.text, span.start, span.len()),
            message,
            label: label.to_string(),
            help,
        })
    }

    /// A handicap the record's source declares but does not place:
    /// (stones declared, Black's stones set up, where it is declared).
    pub(crate) fn handicap_missing(&self) -> Option<(u32, usize, Span)> {
        let (declared, span) = self.record.source.handicap?;
        let placed = self
            .record
            .setup
            .iter()
            .filter(|s| s.colour == Colour::Black)
            .count();
        (placed < declared as usize).then_some((declared, placed, span))
    }

    pub(crate) fn record_has_no_setup(&self) -> bool {
        self.record.setup.is_empty()
    }

    /// Moves the record's starting position implies were played before it.
    pub(crate) fn implied_moves(&self) -> u32 {
        self.implied
    }

    pub fn point_name(&self, p: usize) -> String {
        self.ruleset.board.name(p)
    }

    fn finish(self, defect: Option<&RecordError>) -> Judgement {
        let result = self.result();
        let defect = defect.map(|d| {
            let (offset, message) = match d {
                RecordError::Defective { span, message, .. } => (span.offset(), message.clone()),
                other => (0, other.to_string()),
            };
            let (line, column) = self.line_col(offset);
            Remark {
                line,
                column,
                about: About::Defect(message),
            }
        });
        let from_source = self.source_remarks(&result);
        let mut remarks = self.remarks;
        remarks.extend(from_source);
        Judgement {
            file: self.name.to_string(),
            edition: self.ruleset.id.clone(),
            edition_title: self.ruleset.title.clone(),
            summary_of: self.ruleset.summary_of.clone(),
            opening: self.state.opening.opening.clone(),
            supplement: self
                .ruleset
                .supplement
                .as_ref()
                .map(|s| format!("{} — {}", s.id, s.title)),
            findings: self.findings,
            remarks,
            result,
            defect,
            moves_judged: self.state.move_number,
            moves_written: u32::try_from(
                self.record
                    .events
                    .iter()
                    .filter(|e| matches!(e.kind, EventKind::Move(_) | EventKind::Pass))
                    .count(),
            )
            .unwrap_or(u32::MAX),
            mode: self.mode,
            boards: self.boards,
            boards_stopped: self.boards_stopped,
        }
    }
}

/// The position right after the record's `event`-th event (0-based), as a
/// diagram draws it: what a finding on that event shows.
pub fn diagram_after_event(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<Text>,
    event: usize,
    mode: Option<Mode>,
) -> Result<crate::diagram::Diagram, Box<RecordError>> {
    let mut judge = Judge::prepared(ruleset, record, name, text.into(), mode)?;
    judge.setup()?;
    judge.run_events(event + 1, Deadline::NONE)?;
    Ok(judge.snapshot(None))
}

/// The position after `after` moves (the end of the record if `None`),
/// as a diagram draws it, from one judging run.
pub fn diagram_at(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<Text>,
    after: Option<u32>,
    mode: Option<Mode>,
) -> Result<crate::diagram::Diagram, Box<RecordError>> {
    let mut judge = Judge::prepared(ruleset, record, name, text.into(), mode)?;
    judge.run_until(after, Deadline::NONE)?;
    Ok(judge.snapshot(None))
}
