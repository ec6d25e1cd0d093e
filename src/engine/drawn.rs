//! A judgement with its boards drawn in the same run: the position at
//! each finding and the position as the judgement leaves it (what the
//! arbiter's page shows and the count reads), and where the game stands
//! for the next line; within bounds when asked — at most so many boards,
//! and the run stopped at a deadline.

use super::situation::Situation;
use super::{Deadline, Judge};
use crate::diagram::Diagram;
use crate::error::{RecordError, Text};
use crate::judgement::{Judgement, Mode};
use crate::record::ast::Record;
use crate::ruleset::Ruleset;

/// [`judge_with`](super::judge_with) drawing the boards at findings, and the position as the
/// judgement leaves it (what is counted), from the same run.
pub fn judge_drawn(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<Text>,
    mode: Option<Mode>,
) -> Result<(Judgement, Diagram), Box<RecordError>> {
    let ruleset = super::on_record_board(ruleset, record);
    let (judge, defect) = run(&ruleset, record, (name, text.into()), mode, Within::ALL)?;
    let last = super::snapshot::snapshot(&judge.given, &judge.state, None);
    Ok((judge.finish(defect.as_deref()), last))
}

/// What [`judge_drawn_within`] draws and how long it may take.
#[derive(Debug, Clone, Copy)]
pub struct Within {
    /// The most boards drawn at findings (later findings have none).
    pub boards: usize,
    /// When the run must stop.
    pub deadline: Deadline,
    /// The record is a game still being played (the arbiter's page): the
    /// claim windows and the choices still open at its end stay open,
    /// rather than closing as at the end of a finished game's record.
    pub ongoing: bool,
    /// Draw the position the judgement leaves (its forbidden points are
    /// looked for at every empty point: a cost as large as judging a
    /// short game, paid only when the board is shown).
    pub last: bool,
}

impl Within {
    /// A board at every finding, no deadline, the record a finished game's.
    pub const ALL: Within = Within {
        boards: usize::MAX,
        deadline: Deadline::NONE,
        ongoing: false,
        last: true,
    };
}

/// A judgement drawn: the judgement (its boards at findings), the
/// position it leaves, where the game stands for the next line.
pub struct Drawing {
    /// The judgement.
    pub judgement: Judgement,
    /// The position as the judgement leaves it, when asked for
    /// ([`Within::last`]).
    pub last: Option<Diagram>,
    /// Where the game stands.
    pub situation: Situation,
}

/// [`judge_drawn`] within bounds: at most `within.boards` boards, the run
/// stopped once `within.deadline` has passed — an error (code
/// `caipan::limits::deadline`), not a judgement up to there: the server
/// gives no partial answer — and, for a game still being played, its
/// windows left open.
pub fn judge_drawn_within(
    ruleset: &Ruleset,
    record: &Record,
    (name, text): (&str, Text),
    mode: Option<Mode>,
    within: Within,
) -> Result<Drawing, Box<RecordError>> {
    let ruleset = super::on_record_board(ruleset, record);
    let (judge, defect) = run(&ruleset, record, (name, text), mode, within)?;
    let last = within
        .last
        .then(|| super::snapshot::snapshot(&judge.given, &judge.state, None));
    let situation = super::situation::situation(&judge.given, &judge.state, &judge.report.findings);
    Ok(Drawing {
        judgement: judge.finish(defect.as_deref()),
        last,
        situation,
    })
}

/// The run both entries share: the record judged to its end with at most
/// `within.boards` boards, the judge returned with the record's defect;
/// a passed deadline is the error.
fn run<'a>(
    ruleset: &'a Ruleset,
    record: &'a Record,
    (name, text): (&'a str, Text),
    mode: Option<Mode>,
    within: Within,
) -> Result<(Judge<'a>, Option<Box<RecordError>>), Box<RecordError>> {
    let mut judge = Judge::prepared(ruleset, record, name, text, mode)?;
    judge.report.boards = super::Boards::at_most(within.boards);
    match judge.run(within.deadline, within.ongoing) {
        Err(stop) if matches!(*stop, RecordError::DeadlinePassed { .. }) => Err(stop),
        run => Ok((judge, run.err())),
    }
}
