//! What a judging run is given and never changes: the edition and what is
//! derived from it, the record as written and as validation resolved it,
//! how to judge it, and where its text is (KataGo keeps its rule settings
//! apart from the board and its history in the same way). Everything the
//! judge asks of these is answered here, from these alone.

use crate::error::Said;
use caipan_ruleset::said;
use std::sync::Arc;

use super::resolved::{self, Read, Resolved};
use super::state::Turn;
use crate::error::{RecordError, Text, source};
use crate::judgement::Mode;
use crate::opening::Protocol;
use crate::record::ast::*;
use crate::ruleset::Ruleset;
use crate::ruleset::derived::Derived;
use crate::vocabulary::Effect;
use crate::vocabulary::{Fact, facts::bit};

/// The inputs of one judging run.
pub(crate) struct Given<'a> {
    /// The edition.
    pub ruleset: &'a Ruleset,
    /// Per-rule data shared by findings, and rules by trigger.
    pub shared: Arc<Derived>,
    /// The edition's opening protocol (none for most editions).
    pub protocol: Protocol<'a>,
    /// The record as written (spans, texts).
    pub record: &'a Record,
    /// The record as validation resolved it: points as board indices,
    /// conduct events decoded.
    pub read: Read,
    /// As ruled or as played.
    pub mode: Mode,
    /// Whether the opening is designated (the record's opening tag).
    pub designated: bool,
    /// Moves the record's starting position implies (fixed once the
    /// record is known; read for every move).
    pub implied: u32,
    /// The game starts from stones set up (the setup tags, or a setup in
    /// the body before the first move), not from the empty board.
    pub from_setup: bool,
    /// Where the record's text is: what findings and defects point into.
    pub at: Locator<'a>,
    /// How a move is found quiet (see [`QuietTest`]).
    pub quiet: QuietTest,
}

/// How the judge finds a move quiet, fixed by the edition's rules on a
/// move: the facts that wake one (every rule on a move needs one of them
/// true), and whether they are all the position's own or the turn's few
/// (then the turn's are read as bits, and only the position's go through
/// the fact table, as the stone is played).
#[derive(Clone, Copy)]
pub(crate) struct QuietTest {
    /// The facts that wake a rule on a move; `None` when some rule on a
    /// move needs no fact true (no move is quiet).
    pub wakes: Option<crate::vocabulary::facts::FactSet>,
    /// Of those, the position's own; `None` when a wake fact is neither
    /// the position's nor one of [`QUICK_TURN_FACTS`].
    pub position_only: Option<crate::vocabulary::facts::FactSet>,
}

/// The turn's facts a quiet move's test reads as bits, outside the fact
/// table: whose turn it is and whether the game has ended.
pub(crate) const QUICK_TURN_FACTS: crate::vocabulary::facts::FactSet =
    bit(Fact::OutOfTurn) | bit(Fact::DoubleMove) | bit(Fact::AfterEnd);

impl QuietTest {
    /// The test for the edition's rules on a move.
    fn of(ruleset: &Ruleset) -> QuietTest {
        let wakes = ruleset.derived().wakes(&crate::ruleset::Trigger::Move);
        let own = ruleset
            .game
            .own_facts()
            .iter()
            .fold(0, |set, &f| set | bit(f));
        let position_only = wakes
            .filter(|w| w & !(own | QUICK_TURN_FACTS) == 0)
            .map(|w| w & own);
        QuietTest {
            wakes,
            position_only,
        }
    }
}

impl<'a> Given<'a> {
    /// The inputs for judging `record` (resolved as `read`) by `ruleset`,
    /// its starting position implying `implied` moves.
    pub fn new(
        ruleset: &'a Ruleset,
        record: &'a Record,
        read: Read,
        at: Locator<'a>,
        implied: u32,
    ) -> Self {
        Given {
            ruleset,
            shared: ruleset.derived().clone(),
            protocol: Protocol::of(ruleset),
            record,
            read,
            mode: Mode::AsRuled,
            designated: opening_is_designated(ruleset, record),
            implied,
            from_setup: !record.setup.is_empty(),
            at,
            quiet: QuietTest::of(ruleset),
        }
    }

    /// The moves played so far, after `turn`: a record from a position
    /// counts the moves its stones imply (a swap's window is after so many).
    pub fn moves_played(&self, turn: &Turn) -> u32 {
        self.implied + turn.move_number()
    }

    /// Whether the record starts from the empty board (no setup tags, no
    /// setup in the body before the first move).
    pub fn record_has_no_setup(&self) -> bool {
        !self.from_setup
    }

    /// The effect of the conduct event at record index `index`, as
    /// validation resolved its declaration (no name is looked up again).
    pub fn effect_of(&self, index: usize) -> Option<Effect> {
        let decl = self.read.conduct_at(index)?.decl;
        Some(self.ruleset.events.get(decl)?.effect)
    }

    /// A point's name on the edition's board (`H8`).
    pub fn point_name(&self, p: usize) -> String {
        self.ruleset.board.name(p)
    }

    /// Handicap stones: what the record's source declares, else Black's
    /// setup stones when there are two or more and White has none (a
    /// position with both colours set up is a given position, not a
    /// handicap).
    pub fn handicap_stones(&self) -> usize {
        if let Some((declared, _)) = self.record.source.handicap {
            return declared as usize;
        }
        let set_up = |c: Colour| self.record.setup.iter().filter(|s| s.colour == c).count();
        match (set_up(Colour::Black), set_up(Colour::White)) {
            (b, 0) if b >= 2 => b,
            _ => 0,
        }
    }

    /// A handicap the record's source declares but does not place:
    /// (stones declared, Black's stones set up, where it is declared).
    pub fn handicap_missing(&self) -> Option<(u32, usize, Span)> {
        let (declared, span) = self.record.source.handicap?;
        let placed = self
            .record
            .setup
            .iter()
            .filter(|s| s.colour == Colour::Black)
            .count();
        (placed < declared as usize).then_some((declared, placed, span))
    }

    /// A defect of the game at `span`, located in the record's text. A file
    /// that declares a handicap it does not place: the defect may be the
    /// missing stones', and the help says so.
    pub fn defective(
        &self,
        span: Span,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) -> Box<RecordError> {
        let help = help.into();
        let help = match self.handicap_missing() {
            Some((declared, placed, _)) => {
                let remark = handicap_missing_said(declared, placed);
                said!("judge-help-and-remark", help = help, remark = remark)
                    .nested("help", &help)
                    .nested("remark", &remark)
            }
            None => help,
        };
        self.at.defective(span, message.into(), label.into(), help)
    }

    /// The board index of a point the record names (`resolved` as
    /// validation read `text`), or the defect of a point off the board: a
    /// defect of the game, reported when the game reaches it.
    /// The name is read only for the defect: a move's inline name is not
    /// made text on every move.
    pub fn on_board<T: std::ops::Deref<Target = str> + ?Sized>(
        &self,
        resolved: Resolved,
        name: &T,
        span: Span,
    ) -> Result<usize, Box<RecordError>> {
        let Some(p) = resolved else {
            return Err(self.off_board(name, span));
        };
        Ok(resolved::index(p))
    }

    /// The defect of a point the record names that is not on the board.
    pub fn off_board(&self, name: &str, span: Span) -> Box<RecordError> {
        let board = &self.ruleset.board;
        self.defective(
            span,
            said!(
                "judge-is-not-a-point-of-the",
                size = board.size,
                size2 = board.size,
                text = name
            ),
            said!("judge-off-the-board"),
            said!(
                "judge-columns-are-left-to-right-rows",
                columns = board.columns.iter().collect::<String>(),
                size = board.size
            ),
        )
    }
}

/// A designated opening unless the record's opening tag (declared by the
/// ruleset) gives the free value.
fn opening_is_designated(ruleset: &Ruleset, record: &Record) -> bool {
    let Some(tag) = ruleset.openings.as_ref().map(|o| &o.tag) else {
        return true;
    };
    record
        .tag(&tag.name)
        .is_none_or(|t| !t.value.trim().eq_ignore_ascii_case(&tag.free))
}

/// The record's name and text, with what locating an offset in it
/// remembers.
pub(crate) struct Locator<'a> {
    /// The record's name (its file).
    pub name: &'a str,
    /// The text the record's spans point into, shared with its diagnostics
    /// (its line index is built once per file, not once per game).
    pub text: Text,
    /// (line, offset, column) of the last `line_col` answer.
    column_cache: std::cell::Cell<(usize, usize, usize)>,
}

impl<'a> Locator<'a> {
    /// The record `name`, written as `text`.
    pub fn new(name: &'a str, text: Text) -> Self {
        Locator {
            name,
            text,
            column_cache: std::cell::Cell::new((0, 0, 0)),
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

    /// A defect of the game at `span`.
    fn defective(&self, span: Span, message: Said, label: Said, help: Said) -> Box<RecordError> {
        Box::new(RecordError::Defective {
            src: source(self.name, &self.text),
            span: crate::error::span(&self.text, span.start, span.len()),
            message,
            label,
            help,
        })
    }
}

/// `Given::handicap_missing` as a diagnostic's sentence: English, and the
/// catalogue's key and arguments for another language.
fn handicap_missing_said(declared: u32, placed: usize) -> crate::error::Said {
    let missing = (declared as usize).saturating_sub(placed);
    crate::error::Said::new(
        "remark-handicap-missing",
        vec![
            ("declared", declared.to_string()),
            ("placed", placed.to_string()),
            ("missing", missing.to_string()),
        ],
    )
}
