//! A judgement with its boards drawn in the same run: the position at
//! each finding and the position as the judgement leaves it (what the
//! arbiter's page shows and the count reads), within bounds when asked —
//! at most so many boards, and the run stopped at a deadline.

use super::{Deadline, Judge};
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
) -> Result<(Judgement, crate::diagram::Diagram), Box<RecordError>> {
    judge_drawn_within(
        ruleset,
        record,
        (name, text.into()),
        mode,
        Drawn::ALL,
        Deadline::NONE,
    )
}

/// What [`judge_drawn_within`] draws: the boards at findings, at most
/// `boards` of them (later findings have none), and the position as judged.
#[derive(Debug, Clone, Copy)]
pub struct Drawn {
    /// The most boards drawn at findings.
    pub boards: usize,
}

impl Drawn {
    /// A board at every finding.
    pub const ALL: Drawn = Drawn { boards: usize::MAX };
}

/// [`judge_drawn`] within bounds: at most `drawn.boards` boards, and the
/// run stopped once `deadline` has passed — an error (code
/// `caipan::limits::deadline`), not a judgement up to there: the server
/// gives no partial answer.
pub fn judge_drawn_within(
    ruleset: &Ruleset,
    record: &Record,
    (name, text): (&str, Text),
    mode: Option<Mode>,
    drawn: Drawn,
    deadline: Deadline,
) -> Result<(Judgement, crate::diagram::Diagram), Box<RecordError>> {
    let mut judge = Judge::prepared(ruleset, record, name, text, mode)?;
    judge.draw = true;
    judge.max_boards = drawn.boards;
    let defect = match judge.run(deadline) {
        Err(stop) if matches!(*stop, RecordError::DeadlinePassed { .. }) => return Err(stop),
        run => run.err(),
    };
    let last = judge.snapshot(None);
    Ok((judge.finish(defect.as_deref()), last))
}
