//! The generic judge: walks a record's events, computes the facts the
//! vocabulary defines, lets the ruleset's rules turn them into findings, and
//! applies the verdicts to the game. It knows no game and no edition: the
//! game's physics is its [`Position`](crate::position::Position), the
//! edition's opening protocol is [`Protocol`](crate::opening::Protocol).

mod board_of;
mod claims;
mod conduct;
mod conduct_effect;
mod drawn;
mod ending;
mod facts;
#[cfg(test)]
mod facts_tests;
mod given;
mod live;
mod matching;
mod moves;
#[cfg(test)]
mod new_game_tests;
mod offers;
mod pieces;
mod points;
#[cfg(test)]
mod points_tests;
mod report;
mod resolved;
mod result;
mod rulings;
mod run;
mod situation;
mod snapshot;
mod source_remarks;
mod start;
mod state;
mod stretch;
#[cfg(test)]
mod stretch_tests;
mod tally;
mod validate;
mod validate_args;
mod verdicts;

pub use crate::deadline::Deadline;
pub use drawn::{Drawing, Within, judge_drawn, judge_drawn_within};
pub use live::{Live, Pushed};
pub use pieces::{pieces, replay};
pub use points::{ForbiddenPoint, PointsReport, points, points_at, points_each};
pub use situation::{DueAct, OpenClaim, RulingDue, Situation};
use validate::validate;

use crate::error::{RecordError, Text};
use crate::judgement::*;
use crate::record::ast::*;
use crate::ruleset::condition::{Operand, Value};
use crate::ruleset::{Prescription, Rule, Ruleset, Trigger};
use crate::vocabulary::{ClaimWindow, Effect, Fact, Facts, Verdict};
pub use board_of::on_record_board;
use given::{Given, Locator};
use report::{Boards, Report};
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
    let ruleset = on_record_board(ruleset, record);
    let mut judge = Judge::prepared(&ruleset, record, name, text.into(), mode)?;
    judge.report.boards = Boards {
        draw: boards,
        max: REPORT_BOARDS,
        ..Boards::default()
    };
    let defect = judge.run(Deadline::NONE, false).err();
    let judgement = judge.finish(defect.as_deref());
    Ok((judgement, defect))
}

/// The most boards a report draws for one record (`check --board`,
/// `--html`): later findings are listed without one, and the report says
/// where the boards stop.
pub const REPORT_BOARDS: usize = 1_000;

/// One judging run: what it is given, the game as it stands, and what it
/// has found, each a part of its own; the run's place in the record.
pub(crate) struct Judge<'a> {
    /// The edition, the record resolved, how to judge: never changed.
    pub given: Given<'a>,
    /// The game as it stands.
    pub state: State,
    /// What the run has found.
    pub report: Report,
    /// Index of the record event being judged.
    current: usize,
    /// Stop before this event (the position after the one before it).
    stop_at_event: Option<usize>,
    /// Quiet moves are judged in stretches (`stretch.rs`); off only in
    /// the test that holds both ways of judging to the same result.
    stretches: bool,
    /// The facts of the last move or pass, kept for the next one (see
    /// [`Facts::clear`]).
    pub(crate) spare_facts: Option<Box<Facts>>,
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
        judge.given.mode = mode;
        Ok(judge)
    }

    fn new(
        ruleset: &'a Ruleset,
        record: &'a Record,
        name: &'a str,
        text: Text,
        read: resolved::Read,
    ) -> Self {
        // One position per run: it also says how many moves the record's
        // starting position implies.
        let position = crate::variant::new(ruleset);
        let start = start::start(record, &read, ruleset.board.size);
        let implied = position.moves_implied_by_setup(start.stones);
        let mut given = Given::new(ruleset, record, read, Locator::new(name, text), implied);
        given.from_setup = start.from_setup;
        Judge {
            state: State::new(position, given.protocol.start()),
            given,
            report: Report::default(),
            current: 0,
            spare_facts: None,
            stop_at_event: None,
            stretches: true,
        }
    }

    fn finish(self, defect: Option<&RecordError>) -> Judgement {
        let given = &self.given;
        let result = result::result(given, &self.state, &self.report.findings);
        let defect = defect.map(|d| {
            let (offset, message) = match d {
                RecordError::Defective { span, message, .. } => (span.offset(), message.clone()),
                other => (0, crate::error::Tell::told(other).message),
            };
            let (line, column) = given.at.line_col(offset);
            Remark {
                line,
                column,
                about: About::Defect(message),
            }
        });
        let from_source = source_remarks::source_remarks(given, &result);
        // Counted as the judge counts them: an offer of fifth moves and a
        // pass by conduct are moves too.
        let written = (given.record.events.iter().enumerate())
            .filter(|(i, e)| self.advances_moves(*i, e))
            .count();
        let Report {
            findings,
            mut remarks,
            boards,
        } = self.report;
        remarks.extend(from_source);
        Judgement {
            file: given.at.name.to_string(),
            edition: given.ruleset.id.clone(),
            edition_title: given.ruleset.title.clone(),
            edition_title_en: given.ruleset.title_en.clone(),
            summary_of: given.ruleset.summary_of.clone(),
            summary_of_zh: given.ruleset.summary_of_zh.clone(),
            claim_zh: given.ruleset.claim_zh.clone(),
            opening: self.state.opening().opening.clone(),
            supplement: given
                .ruleset
                .supplement
                .as_ref()
                .map(|s| format!("{} — {}", s.id, s.title)),
            supplement_zh: given.ruleset.supplement.as_ref().and_then(|s| {
                let title = s.title_zh.as_ref()?;
                Some(format!("{} — {title}", s.id))
            }),
            // Named only where it is not the text's own (a supplement
            // chose one of the edition's other protocols).
            protocol: protocol_named(given.ruleset, false),
            protocol_zh: protocol_named(given.ruleset, true),
            findings,
            remarks,
            result,
            defect,
            moves_judged: self.state.turn().move_number(),
            moves_written: u32::try_from(written).unwrap_or(u32::MAX),
            mode: given.mode,
            boards: boards.drawn,
            boards_stopped: boards.stopped,
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
    let ruleset = on_record_board(ruleset, record);
    let mut judge = Judge::prepared(&ruleset, record, name, text.into(), mode)?;
    judge.setup()?;
    judge.run_events(event + 1, Deadline::NONE)?;
    Ok(snapshot::snapshot(&judge.given, &judge.state, None))
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
    let ruleset = on_record_board(ruleset, record);
    let mut judge = Judge::prepared(&ruleset, record, name, text.into(), mode)?;
    judge.run_until(after, Deadline::NONE)?;
    Ok(snapshot::snapshot(&judge.given, &judge.state, None))
}

/// The opening rule a judgement is under, where a supplement chose one of
/// the edition's other rules: `TITLE (ID)`, with its source unless the
/// official text named for the judgement already names it.
/// In Chinese (`zh`): its Chinese title.
fn protocol_named(rules: &crate::Ruleset, zh: bool) -> Option<String> {
    let p = rules.protocol.as_ref()?;
    let source = p.source.as_ref()?;
    let named = rules
        .summary_of
        .as_ref()
        .is_some_and(|of| of.contains(source.as_str()));
    Some(match (named, zh) {
        (true, false) => format!("{} ({})", p.title, p.id),
        (false, false) => format!("{} ({}), from {source}", p.title, p.id),
        (true, true) => format!("{}（{}）", p.title_zh, p.id),
        (false, true) => format!("{}（{}），出自 {source}", p.title_zh, p.id),
    })
}
