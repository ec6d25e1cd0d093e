//! A game judged while it is played (the referee of an engine match): the
//! record grows a line at a time and each line is judged once, by the same
//! judge `caipan check` runs, going on from where the last line left it.
//! Nothing is judged twice: a game of n events costs n, as the whole record
//! judged at once does. The judge borrows its record for one run; between
//! lines it is put away ([`Held`]) and taken up again over the longer
//! record.

use std::sync::Arc;

use super::resolved::Read;
use super::situation::Situation;
use super::state::State;
use super::validate::validate_more;
use super::{Deadline, Given, Judge, Locator, Report};
use crate::error::{RecordError, Text};
use crate::judgement::{Finding, Judgement, Mode};
use crate::record::ast::{Colour, Record};
use crate::ruleset::Ruleset;
use crate::vocabulary::Facts;

/// A game being judged as it is played.
pub struct Live {
    ruleset: Arc<Ruleset>,
    name: String,
    /// The record's text so far: what its spans point into.
    text: Text,
    /// The record so far.
    record: Record,
    /// A move number written before an event still to come.
    pending: Option<u32>,
    /// The judge between two lines.
    held: Held,
    /// The defect a line brought: the game stopped there.
    stopped: Option<Box<RecordError>>,
}

/// What one judging run keeps from one line to the next: everything of
/// the judge but what it borrows (the edition, the record, its text).
pub(crate) struct Held {
    read: Read,
    mode: Mode,
    designated: bool,
    implied: u32,
    from_setup: bool,
    state: State,
    report: Report,
    current: usize,
    spare_facts: Option<Box<Facts>>,
}

/// What a line added, once judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pushed {
    /// The record's events the line added (indices in the record).
    pub events: std::ops::Range<usize>,
    /// The findings they brought (indices in [`Live::findings`]).
    pub findings: std::ops::Range<usize>,
}

impl Live {
    /// A game under `ruleset` whose record begins with `head` (its header
    /// tags, and any lines already played), those lines judged: refused
    /// when the edition cannot read it; stopped at once when the game
    /// cannot hold it (a defect, as `push` has). The
    /// record's name is what its diagnostics and judgement call it; it is
    /// judged as `mode` says, else as its `[Judging]` tag says, else as
    /// ruled.
    pub fn new(
        ruleset: Arc<Ruleset>,
        name: &str,
        head: &str,
        mode: Option<Mode>,
    ) -> Result<Live, Box<RecordError>> {
        let record = crate::record::parse(name, head)?;
        let ruleset = match super::on_record_board(&ruleset, &record) {
            std::borrow::Cow::Owned(on_board) => Arc::new(on_board),
            std::borrow::Cow::Borrowed(_) => ruleset,
        };
        let text = Text::from(head);
        let (held, stopped) = {
            let mut judge = Judge::prepared(&ruleset, &record, name, text.clone(), mode)?;
            // A defect in the head (a setup the game cannot hold) stops the
            // game before it starts, as it stops `caipan check`.
            let run = judge
                .setup()
                .and_then(|()| judge.run_from(0, None, Deadline::NONE));
            (judge.hold(), run.err())
        };
        Ok(Live {
            ruleset,
            name: name.to_string(),
            text,
            record,
            pending: None,
            held,
            stopped,
        })
    }

    /// `more` written after the record (a line or a few, ended by a line
    /// break), its events judged. A line that does not parse, or that the
    /// edition cannot read, is refused and the record is as it was. A line
    /// the game cannot hold (a point off the board, a stone on a stone)
    /// stops the game there, as `caipan check` stops a defective record:
    /// its defect is the error, and every later line is refused with it.
    /// The one event the judge reads ahead of — a declaration of offers
    /// after the move it comes with — is written in the same `more`.
    pub fn push(&mut self, more: &str) -> Result<Pushed, Box<RecordError>> {
        if let Some(defect) = &self.stopped {
            return Err(defect.clone());
        }
        let (len, events, pending) = (self.text.len(), self.record.events.len(), self.pending);
        let findings = self.held.report.findings.len();
        self.text.push_str(more);
        if let Err(refused) = self.read_more(len, events) {
            self.text.truncate(len);
            self.record.events.truncate(events);
            self.held.read.truncate(events);
            self.pending = pending;
            return Err(refused);
        }
        let held = self.take_held();
        let mut judge = Judge::resume(&self.ruleset, &self.record, &self.name, &self.text, held);
        let run = judge.run_from(events, None, Deadline::NONE);
        self.held = judge.hold();
        if let Err(defect) = run {
            self.stopped = Some(defect.clone());
            return Err(defect);
        }
        Ok(Pushed {
            events: events..self.record.events.len(),
            findings: findings..self.held.report.findings.len(),
        })
    }

    /// The events of the text from `len` on parsed and read against the
    /// edition.
    fn read_more(&mut self, len: usize, events: usize) -> Result<(), Box<RecordError>> {
        crate::record::parse_more(
            &self.name,
            &self.text,
            len,
            &mut self.record,
            &mut self.pending,
        )?;
        validate_more(
            &self.ruleset,
            &self.record,
            events,
            (&self.name, &self.text),
            &mut self.held.read,
        )
    }

    /// The held judge, taken out for a run (a placeholder left in its
    /// place is never read: the run's judge is held again after it).
    fn take_held(&mut self) -> Held {
        let position = crate::variant::new(&self.ruleset);
        let empty = State::new(
            position,
            crate::opening::Protocol::of(&self.ruleset).start(),
        );
        let placeholder = Held {
            read: Read::default(),
            mode: self.held.mode,
            designated: false,
            implied: 0,
            from_setup: false,
            state: empty,
            report: Report::default(),
            current: 0,
            spare_facts: None,
        };
        std::mem::replace(&mut self.held, placeholder)
    }

    /// Where the game stands after the last line: who is to move, whether
    /// play has stopped, what is due.
    pub fn situation(&self) -> Situation {
        let given = self.given(Read::default());
        super::situation::situation(&given, &self.held.state, &self.held.report.findings)
    }

    /// Whose turn it is by the judge's turn, even once play has stopped
    /// (moves after the stop, a confirmation, follow it).
    pub fn turn(&self) -> Colour {
        self.held.state.turn().to_move()
    }

    /// The stone on board point `point` (the edition's index), if any.
    pub fn stone_at(&self, point: usize) -> Option<Colour> {
        self.held.state.position().at(point)
    }

    /// The findings so far, in the order they were made.
    pub fn findings(&self) -> &[Finding] {
        &self.held.report.findings
    }

    /// The record's text so far.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The record so far.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The edition the game is judged by.
    pub fn ruleset(&self) -> &Ruleset {
        &self.ruleset
    }

    /// The game is over: its record ends here, as `caipan check` ends it
    /// (choices take their defaults, claim windows close, a confirmation
    /// is taken back before the count), and the judgement. A game a
    /// defect stopped ends as `caipan check` ends a defective record: the
    /// judgement up to it, the defect a remark, nothing closed.
    pub fn finish(mut self) -> Judgement {
        let held = self.take_held();
        let mut judge = Judge::resume(&self.ruleset, &self.record, &self.name, &self.text, held);
        if self.stopped.is_none() {
            judge.record_ends(false);
        }
        judge.finish(self.stopped.as_deref())
    }

    /// The edition's inputs over the record so far, `read` standing in for
    /// the record's reading (for what reads only the state).
    fn given(&self, read: Read) -> Given<'_> {
        let held = &self.held;
        let mut given = Given::new(
            &self.ruleset,
            &self.record,
            read,
            Locator::new(&self.name, self.text.clone()),
            held.implied,
        );
        (given.mode, given.designated, given.from_setup) =
            (held.mode, held.designated, held.from_setup);
        given
    }
}

impl<'a> Judge<'a> {
    /// The judge put away between two lines.
    fn hold(self) -> Held {
        let Judge {
            given,
            state,
            report,
            current,
            spare_facts,
            ..
        } = self;
        Held {
            read: given.read,
            mode: given.mode,
            designated: given.designated,
            implied: given.implied,
            from_setup: given.from_setup,
            state,
            report,
            current,
            spare_facts,
        }
    }

    /// The judge taken up again over the record as it is now.
    fn resume(
        ruleset: &'a Ruleset,
        record: &'a Record,
        name: &'a str,
        text: &Text,
        held: Held,
    ) -> Self {
        let mut given = Given::new(
            ruleset,
            record,
            held.read,
            Locator::new(name, text.clone()),
            held.implied,
        );
        (given.mode, given.designated, given.from_setup) =
            (held.mode, held.designated, held.from_setup);
        Judge {
            given,
            state: held.state,
            report: held.report,
            current: held.current,
            stop_at_event: None,
            stretches: true,
            spare_facts: held.spare_facts,
        }
    }
}
