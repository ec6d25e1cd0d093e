//! The generic judge: walks a record's events, computes the facts the
//! vocabulary defines, lets the ruleset's rules turn them into findings, and
//! applies the verdicts to the game. It knows Go physics but no edition.

mod gomoku;
mod points;
mod shared;
mod state;
mod validate;
mod verdicts;

pub use points::{ForbiddenPoint, PointsReport, points};
pub use validate::validate;
pub use verdicts::stones;

use crate::error::{RecordError, source};
use crate::go::board::{Analysis, stone};
use crate::judgement::*;
use crate::record::ast::*;
use crate::ruleset::condition::{Operand, Value};
use crate::ruleset::{Prescription, Rule, Ruleset, Trigger};
use crate::vocabulary::{ArgKind, ClaimWindow, Effect, Fact, Facts, Game, Verdict};
use state::{Pending, State};

/// Everything about the event being judged that conditions may ask for.
pub(crate) struct Context<'a> {
    pub actor: Option<Colour>,
    pub event: &'a Event,
    pub trigger: Trigger,
    pub facts: Facts,
    /// Values of the event's declared arguments, by position.
    pub args: Vec<Value>,
    pub move_number: u32,
}

impl Context<'_> {
    fn value(&self, ruleset: &Ruleset, operand: &Operand) -> Value {
        match operand {
            Operand::Fact(f) => self.facts.get(f).cloned().unwrap_or(Value::Absent),
            Operand::Arg(i) => self.args.get(*i).cloned().unwrap_or(Value::Absent),
            Operand::Param(i) => Value::Num(ruleset.parameters[*i].value),
            Operand::Number(n) => Value::Num(*n),
            Operand::Word(w) => Value::Word(w.clone()),
        }
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
    text: &str,
) -> Result<(Judgement, Option<Box<RecordError>>), Box<RecordError>> {
    validate(ruleset, record, name, text)?;
    let mut judge = Judge::new(ruleset, record, name, text);
    let defect = judge.run().err();
    let judgement = judge.finish(defect.as_deref());
    Ok((judgement, defect))
}

pub(crate) struct Judge<'a> {
    pub ruleset: &'a Ruleset,
    record: &'a Record,
    name: &'a str,
    text: &'a str,
    pub state: State,
    pub findings: Vec<Finding>,
    remarks: Vec<Remark>,
    line_starts: Vec<usize>,
    /// (line, offset, column) of the last `line_col` answer.
    column_cache: std::cell::Cell<(usize, usize, usize)>,
    /// Per-rule data shared by findings, and rules by trigger.
    shared: std::rc::Rc<shared::Shared>,
    /// Index of the record event being judged.
    current: usize,
}

impl<'a> Judge<'a> {
    fn new(ruleset: &'a Ruleset, record: &'a Record, name: &'a str, text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Judge {
            ruleset,
            record,
            name,
            text,
            state: State::new(ruleset.board.size),
            findings: Vec::new(),
            remarks: Vec::new(),
            line_starts,
            column_cache: std::cell::Cell::new((0, 0, 0)),
            current: 0,
            shared: std::rc::Rc::new(shared::Shared::new(ruleset)),
        }
    }

    /// 1-based line and column (in characters) of a byte offset. Findings
    /// come in record order, so the column is counted on from the previous
    /// answer when it is on the same line: a record written on one line
    /// costs linear time, not quadratic.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = crate::error::floor_boundary(self.text, offset);
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts.get(line - 1).copied().unwrap_or(0);
        let (from, base) = match self.column_cache.get() {
            (l, o, c) if l == line && o <= offset && o >= start => (o, c),
            _ => (start, 1),
        };
        let column = base + self.text[from..offset].chars().count();
        self.column_cache.set((line, offset, column));
        (line, column)
    }

    /// The event as written, for the finding: at most a line's excerpt.
    pub fn written(&self, span: Span) -> Box<str> {
        let end = crate::error::floor_boundary(self.text, span.end);
        let start = crate::error::floor_boundary(self.text, span.start.min(end));
        crate::error::quote_at_most(self.text[start..end].trim(), 200).into_boxed_str()
    }

    fn defective(&self, span: Span, message: String, label: &str, help: &str) -> Box<RecordError> {
        Box::new(RecordError::Defective {
            src: source(self.name, self.text),
            span: crate::error::span(self.text, span.start, span.len()),
            message,
            label: label.to_string(),
            help: help.to_string(),
        })
    }

    /// Board index of a written point, or a defect.
    fn point(&self, pt: &PointText) -> Result<usize, Box<RecordError>> {
        self.point_at(&pt.text, pt.span)
    }

    /// Board index of a point written as `text` at `span`, or a defect.
    fn point_at(&self, text: &str, span: Span) -> Result<usize, Box<RecordError>> {
        let board = &self.ruleset.board;
        match board.index(text) {
            Some(p) => Ok(p),
            None => Err(self.defective(
                span,
                format!(
                    "{text} is not a point of the {}×{} board",
                    board.size, board.size
                ),
                "off the board",
                &format!(
                    "columns are {} (left to right), rows 1–{} (bottom to top)",
                    board.columns.iter().collect::<String>(),
                    board.size
                ),
            )),
        }
    }

    pub(crate) fn record_has_no_setup(&self) -> bool {
        self.record.setup.is_empty()
    }

    /// A designated opening unless the record's `Opening` tag says `free`.
    fn designated(&self) -> bool {
        self.record
            .tag("Opening")
            .is_none_or(|t| !t.value.trim().eq_ignore_ascii_case("free"))
    }

    pub fn point_name(&self, p: usize) -> String {
        self.ruleset.board.name(p)
    }

    fn run(&mut self) -> Result<(), Box<RecordError>> {
        self.run_until(None)?;
        self.close_all_windows();
        Ok(())
    }

    /// Judge events until `after` moves have been played (all of them if None).
    fn run_until(&mut self, after: Option<u32>) -> Result<(), Box<RecordError>> {
        self.setup()?;
        let record = self.record;
        for (index, event) in record.events.iter().enumerate() {
            if let Some(n) = after
                && self.state.move_number >= n
                && self.advances_moves(event)
            {
                break;
            }
            self.current = index;
            // A ruling refers to the last incident; claims clear it only
            // when they resolve something (see on_claim).
            if !matches!(
                event.kind,
                EventKind::Ruling { .. } | EventKind::Claim { .. }
            ) {
                self.state.last_findings.clear();
            }
            match (&event.kind, event.actor) {
                (EventKind::Move(pt), Actor::Player(c)) => self.on_move(event, c, pt)?,
                (EventKind::Pass, Actor::Player(c)) => self.on_pass(event, c),
                (EventKind::Conduct(conduct), actor) => {
                    self.on_conduct(event, actor, &conduct.name, &conduct.args)?
                }
                (EventKind::Claim(claim), Actor::Player(c)) => {
                    self.on_claim(event, c, &claim.matter)
                }
                (EventKind::Ruling(ruling), _) => {
                    self.on_ruling(event, ruling.target, &ruling.verdicts)
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Whether the event, if it stands, adds a move.
    fn advances_moves(&self, event: &Event) -> bool {
        match &event.kind {
            EventKind::Move(_) | EventKind::Pass => true,
            EventKind::Conduct(conduct) => self
                .ruleset
                .event(&conduct.name)
                .is_some_and(|(_, d)| matches!(d.effect, Effect::Pass | Effect::Offer)),
            _ => false,
        }
    }

    fn setup(&mut self) -> Result<(), Box<RecordError>> {
        let record = self.record;
        for s in &record.setup {
            let p = self.point(&s.point)?;
            if self.state.board.at(p) != 0 {
                return Err(self.defective(
                    s.point.span,
                    format!("{} is placed twice in the setup", s.point.text),
                    "already set up",
                    "list each point once in AddBlack/AddWhite",
                ));
            }
            self.state.board.set(p, stone(s.colour));
        }
        // Go: a chain without liberties cannot arise in play. (Gomoku has no liberties.)
        let go_setup = if self.ruleset.game == Game::Go {
            record.setup.as_slice()
        } else {
            &[]
        };
        for s in go_setup {
            let p = self.point(&s.point)?;
            if self.state.board.liberties(p) == 0 {
                return Err(self.defective(
                    s.point.span,
                    format!("the setup stone on {} has no liberty", s.point.text),
                    "no liberty",
                    "a position with a chain without liberties cannot arise in play",
                ));
            }
        }
        if let Some((c, _)) = record.to_move {
            self.state.to_move = c;
        }
        self.state
            .history
            .record(&self.state.board, stone(self.state.to_move));
        Ok(())
    }

    fn on_move(
        &mut self,
        event: &Event,
        c: Colour,
        pt: &PointText,
    ) -> Result<(), Box<RecordError>> {
        let p = self.point(pt)?;
        if self.after_decision(event) {
            return Ok(());
        }
        if self.state.board.at(p) != 0 {
            return Err(self.defective(
                pt.span,
                format!("{} {} is played on an occupied point", c.letter(), pt.text),
                "occupied",
                "check the coordinates; a stone cannot be placed on another stone",
            ));
        }
        self.close_windows_of(c);
        let go = self.ruleset.game == Game::Go;
        let (facts, analysis) = self.move_facts(p, c);
        let ctx = Context {
            actor: Some(c),
            event,
            trigger: Trigger::Move,
            facts,
            args: Vec::new(),
            move_number: self.state.move_number + 1,
        };
        let findings_before = self.findings.len();
        let applied = self.fire(&ctx);
        if !applied.move_void {
            if !go && self.state.move_number == 2 && self.record_has_no_setup() {
                self.name_opening(p);
            }
            self.state.place(p, c, go.then_some(&analysis));
            let memo = self.state.last_move[c.index()];
            // Claim-bound findings of this move remember the stone, so a
            // claim can take it back. A move that ended the game (a five)
            // has closed every window already: the list may be shorter.
            for pending in self
                .state
                .pending
                .iter_mut()
                .filter(|p| p.finding >= findings_before)
            {
                pending.placed = memo;
            }
        } else if applied.forfeit {
            self.state.forfeit(c);
        }
        Ok(())
    }

    /// Everything the physics says about a stone of `c` on the empty point `p`.
    pub(crate) fn move_facts(&self, p: usize, c: Colour) -> (Facts, Analysis) {
        let mut facts = self.common_facts(c);
        let analysis = self.state.board.analyse(p, stone(c));
        if self.ruleset.game == Game::Go {
            let st = &self.state;
            let suicide = analysis.suicide;
            let ko_recapture = st.ko == Some((p as u16, c)) && analysis.captured.len() == 1;
            let repetition = !suicide
                && st
                    .history
                    .repeats(&st.board, &analysis, stone(c.opponent()));
            facts.insert(Fact::Suicide, Value::Bool(suicide));
            facts.insert(Fact::KoRecapture, Value::Bool(ko_recapture));
            facts.insert(Fact::Repetition, Value::Bool(repetition));
            facts.insert(Fact::Captures, Value::Num(analysis.captured.len() as f64));
        } else {
            self.gomoku_move_facts(p, c, &mut facts);
        }
        self.turn_facts(&mut facts, c);
        (facts, analysis)
    }

    fn on_pass(&mut self, event: &Event, c: Colour) {
        if self.after_decision(event) {
            return;
        }
        self.close_windows_of(c);
        let mut facts = self.common_facts(c);
        facts.insert(
            Fact::ConsecutivePasses,
            Value::Num((self.state.consecutive_passes + 1) as f64),
        );
        // A round is Black's move then White's (回合): both passed in it.
        let round = c == Colour::White
            && self.state.consecutive_passes >= 1
            && self.state.last_mover == Some(Colour::Black);
        facts.insert(Fact::RoundPasses, Value::Bool(round));
        self.turn_facts(&mut facts, c);
        let ctx = Context {
            actor: Some(c),
            event,
            trigger: Trigger::Pass,
            facts,
            args: Vec::new(),
            move_number: self.state.move_number + 1,
        };
        let applied = self.fire(&ctx);
        if !applied.move_void {
            self.state.pass(c);
        } else if applied.forfeit {
            self.state.forfeit(c);
        }
    }

    fn on_conduct(
        &mut self,
        event: &Event,
        actor: Actor,
        name: &str,
        args: &[Arg],
    ) -> Result<(), Box<RecordError>> {
        // `validate` has checked every conduct event against the ruleset.
        let Some((index, decl)) = self.ruleset.event(name) else {
            return Ok(());
        };
        let player = match actor {
            Actor::Player(c) => Some(c),
            _ => None,
        };
        // Argument values, by declared position.
        let mut values = Vec::new();
        let mut points = Vec::new();
        let mut i = 0;
        for a in &decl.args {
            match a.kind {
                ArgKind::Points => {
                    while let Some(arg) = args.get(i) {
                        if let ArgValue::Point(t) = &arg.value {
                            points.push(self.point_at(t, arg.span)?);
                        }
                        i += 1;
                    }
                    values.push(Value::Num(points.len() as f64));
                }
                kind => {
                    let v = args.get(i).and_then(|arg| match (&arg.value, kind) {
                        (ArgValue::Point(t), ArgKind::Point) => {
                            Some(self.point_at(t, arg.span).map(|p| {
                                points.push(p);
                                Value::Word(t.clone())
                            }))
                        }
                        (ArgValue::Duration(s), ArgKind::Duration) => {
                            Some(Ok(Value::Num(*s as f64 / 60.0)))
                        }
                        (ArgValue::Number(n), ArgKind::Number) => Some(Ok(Value::Num(*n))),
                        (ArgValue::Word(w), ArgKind::Word) => Some(Ok(Value::Word(w.clone()))),
                        _ => None,
                    });
                    match v {
                        Some(v) => {
                            values.push(v?);
                            i += 1;
                        }
                        None => values.push(Value::Absent),
                    }
                }
            }
        }

        let mut facts = match player {
            Some(c) => self.common_facts(c),
            None => self.neutral_facts(),
        };
        let occurrence = player.map_or(1, |c| {
            let n = self.state.occurrences.entry((c, index)).or_insert(0);
            *n += 1;
            *n
        });
        facts.insert(Fact::Occurrence, Value::Num(occurrence as f64));
        if let Some(c) = player {
            let opp = stone(c.opponent());
            let hold = !points.is_empty() && points.iter().all(|&p| self.state.board.at(p) == opp);
            facts.insert(Fact::PointsHoldOpponentStones, Value::Bool(hold));
            let captured = &self.state.last_captures[c.index()];
            let were = !points.is_empty() && points.iter().all(|&p| captured.contains(&(p as u16)));
            facts.insert(Fact::PointsWereCaptured, Value::Bool(were));
            let opponent = self
                .state
                .occurrences
                .get(&(c.opponent(), index))
                .copied()
                .unwrap_or(0);
            facts.insert(
                Fact::OccurrenceBeyondOpponent,
                Value::Num(occurrence as f64 - opponent as f64),
            );
        }
        match decl.effect {
            Effect::Offer => self.offer_facts(&points, &mut facts),
            Effect::Swap => self.swap_facts(&mut facts),
            _ => {}
        }

        // The physical effect happens first: rules judge what was done.
        let mut relocation = None;
        match decl.effect {
            Effect::None => {}
            Effect::Pass => {
                if let Some(c) = player {
                    self.close_windows_of(c);
                    self.state.pass(c);
                }
            }
            Effect::Relocate => {
                if let (Some(c), [from, to, ..]) = (player, points.as_slice()) {
                    relocation = Some(self.relocate(event, c, *from, *to, args)?);
                }
            }
            Effect::AgreeDead => {
                for &p in &points {
                    if self.state.board.at(p) == 0 {
                        let span = args
                            .iter()
                            .find(|a| a.value == ArgValue::Point(self.point_name(p)))
                            .map_or(event.span, |a| a.span);
                        return Err(self.defective(
                            span,
                            format!("{} is agreed dead but holds no stone", self.point_name(p)),
                            "empty point",
                            "list only points that hold stones",
                        ));
                    }
                    if !self.state.dead.contains(&(p as u16)) {
                        self.state.dead.push(p as u16);
                    }
                }
            }
            Effect::Count => {
                if let Some(Value::Num(n)) = values.first() {
                    let span = args.first().map_or(event.span, |a| a.span);
                    self.check_count(*n, span)?;
                    self.state.agreed_count = Some(*n);
                }
            }
            Effect::DeclareOffers => {
                if let Some(Value::Num(n)) = values.first() {
                    self.state.gomoku.declared_offers = Some(*n);
                }
            }
            Effect::Offer => {
                let c = player.unwrap_or(Colour::Black);
                for (k, &p) in points.iter().enumerate() {
                    if self.state.board.at(p) != 0 || points[..k].contains(&p) {
                        let span = args.get(k).map_or(event.span, |a| a.span);
                        return Err(self.defective(
                            span,
                            format!("the offer {} is on an occupied point", self.point_name(p)),
                            "occupied",
                            "each fifth-move offer goes on a different empty point",
                        ));
                    }
                }
                self.close_windows_of(c);
                self.state.place_offers(c, &points);
            }
            Effect::Keep => {
                let kept = points.first().copied();
                let offers = std::mem::take(&mut self.state.gomoku.offers);
                match kept {
                    Some(k) if offers.contains(&k) => {
                        for q in offers.into_iter().filter(|&q| q != k) {
                            self.state.board.clear(q);
                        }
                    }
                    _ => {
                        let span = args.first().map_or(event.span, |a| a.span);
                        return Err(self.defective(
                            span,
                            "White keeps a stone that is not one of Black's fifth-move offers"
                                .into(),
                            "not offered",
                            "`W keep POINT` names one of the points of the `B offer …` before it",
                        ));
                    }
                }
            }
            Effect::Swap => self.state.gomoku.swapped = true,
        }

        let ctx = Context {
            actor: player,
            event,
            trigger: Trigger::Event(index),
            facts,
            args: values,
            move_number: self.state.move_number,
        };
        let before = self.findings.len();
        self.state.relocation = relocation;
        let applied = self.fire(&ctx);
        self.state.relocation = None;
        if applied.forfeit
            && let Some(c) = player
        {
            self.state.forfeit(c);
        }
        if let Some(r) = relocation {
            for p in self
                .state
                .pending
                .iter_mut()
                .filter(|p| p.finding >= before)
            {
                p.relocation = Some(r);
            }
        }
        Ok(())
    }

    /// A count must fit the board and come in the edition's unit.
    fn check_count(&self, n: f64, span: Span) -> Result<(), Box<RecordError>> {
        let points = self.ruleset.board.size * self.ruleset.board.size;
        let step = self.ruleset.scoring.as_ref().map_or(1.0, |s| s.count_step);
        match crate::ruleset::check_value(n, [0.0, points as f64], Some(step), "points") {
            Ok(()) => Ok(()),
            Err(why) => Err(self.defective(
                span,
                format!("the count {why}"),
                "impossible count",
                &format!(
                    "a count is Black's points on the {}×{} board: 0–{points}, in steps of {step}",
                    self.ruleset.board.size, self.ruleset.board.size
                ),
            )),
        }
    }

    /// Lift the player's last stone from `from` and play it on `to`.
    fn relocate(
        &mut self,
        event: &Event,
        c: Colour,
        from: usize,
        to: usize,
        args: &[Arg],
    ) -> Result<state::Relocation, Box<RecordError>> {
        let log_len = self.state.board.log_len();
        let last =
            self.state.last_move[c.index()].filter(|m| m.point == from && m.log_end == log_len);
        let Some(memo) = last else {
            let span = args.first().map_or(event.span, |a| a.span);
            return Err(self.defective(
                span,
                format!(
                    "{} takes back {}, which is not the stone {} just played",
                    c.letter(),
                    self.point_name(from),
                    c.name()
                ),
                "not the last stone played",
                "a takeback lifts the stone the player has just placed, before the opponent moves",
            ));
        };
        if self.state.board.at(to) != 0 && to != from {
            let span = args.get(1).map_or(event.span, |a| a.span);
            return Err(self.defective(
                span,
                format!("{} is occupied", self.point_name(to)),
                "occupied",
                "the stone must be replayed on an empty point",
            ));
        }
        self.state.undo_move(&memo);
        let go = self.ruleset.game == Game::Go;
        let analysis = self.state.board.analyse(to, stone(c));
        self.state.place(to, c, go.then_some(&analysis));
        Ok(state::Relocation { from, go })
    }

    /// Once a verdict has decided the game, later moves are not part of it:
    /// they are noted once and not judged.
    fn after_decision(&mut self, event: &Event) -> bool {
        if self.state.terminal.is_none() {
            return false;
        }
        if !self.state.decided_noted {
            self.state.decided_noted = true;
            let (line, column) = self.line_col(event.span.start);
            self.remarks.push(Remark {
                line,
                column,
                message:
                    "the game was already decided by a verdict; this and later moves are not judged"
                        .into(),
            });
        }
        true
    }

    fn common_facts(&self, c: Colour) -> Facts {
        let mut facts = self.neutral_facts();
        facts.insert(
            Fact::Warnings,
            Value::Num(self.state.warnings[c.index()] as f64),
        );
        facts.insert(
            Fact::Violations,
            Value::Num(self.state.violations[c.index()] as f64),
        );
        facts.insert(Fact::Black, Value::Bool(c == Colour::Black));
        facts
    }

    fn neutral_facts(&self) -> Facts {
        let mut facts = Facts::new();
        facts.insert(Fact::Designated, Value::Bool(self.designated()));
        facts.insert(Fact::AfterEnd, Value::Bool(self.state.ended));
        facts.insert(Fact::MoveNumber, Value::Num(self.state.move_number as f64));
        facts
    }

    fn turn_facts(&self, facts: &mut Facts, c: Colour) {
        let out_of_turn = c != self.state.to_move;
        facts.insert(Fact::OutOfTurn, Value::Bool(out_of_turn));
        facts.insert(
            Fact::DoubleMove,
            Value::Bool(out_of_turn && self.state.last_mover == Some(c)),
        );
        facts.insert(
            Fact::MoveNumber,
            Value::Num((self.state.move_number + 1) as f64),
        );
    }

    /// Run every rule for the trigger; record findings and apply verdicts.
    fn fire(&mut self, ctx: &Context<'_>) -> Applied {
        let mut applied = Applied::default();
        let ruleset = self.ruleset;
        let shared = std::rc::Rc::clone(&self.shared);
        for &r in shared.on(&ctx.trigger) {
            let rule = &ruleset.rules[r];
            let holds = rule
                .when
                .iter()
                .all(|c| c.holds(&|o| ctx.value(ruleset, o)));
            if !holds {
                continue;
            }
            let index = self.push_finding(r, ctx);
            if let Some(window) = rule.claim {
                let claimant = ctx.actor.map(|c| c.opponent()).unwrap_or(Colour::White);
                self.findings[index].claim = Some(Box::new(ClaimStatus {
                    by: claimant,
                    status: "awaiting",
                    window: window_name(window),
                }));
                self.findings[index].verdict.clear();
                self.state.pending.push(Pending {
                    finding: index,
                    rule: rule.clone(),
                    actor: ctx.actor,
                    claimant,
                    window,
                    move_number: ctx.move_number,
                    relocation: None,
                    placed: None,
                });
                continue;
            }
            if let Prescription::Fixed(verdicts) = &rule.prescription {
                let defer = !matches!(ctx.trigger, Trigger::Warning | Trigger::Violation);
                let a = self.apply(
                    ctx.actor,
                    verdicts,
                    index,
                    ctx.move_number,
                    ctx.event,
                    defer,
                );
                applied.move_void |= a.move_void;
                applied.forfeit |= a.forfeit;
            }
        }
        applied
    }

    fn push_finding(&mut self, r: usize, ctx: &Context<'_>) -> usize {
        let rule = &self.ruleset.rules[r];
        let by = self.shared.rules[r].clone();
        let (line, column) = self.line_col(ctx.event.span.start);
        let verdict = match &rule.prescription {
            Prescription::Fixed(v) => v.clone(),
            Prescription::Choice { .. } => Vec::new(),
        };
        let amount = rule.amount.as_ref().map(|factors| {
            factors
                .iter()
                .map(|o| match ctx.value(self.ruleset, o) {
                    Value::Num(n) => n,
                    Value::Bool(b) => b as u8 as f64,
                    _ => 0.0,
                })
                .product()
        });
        let amount = amount.or_else(|| {
            rule.prescription
                .options()
                .iter()
                .any(|o| o.contains(&Verdict::StonePenalty))
                .then_some(1.0)
        });
        self.findings.push(Finding {
            event_index: self.current,
            move_number: ctx.move_number,
            player: ctx.actor,
            written: self.written(ctx.event.span),
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
            by,
            verdict,
            chosen: None,
            amount,
            claim: None,
            clock: ctx.event.clock,
            ruling: None,
        });
        let index = self.findings.len() - 1;
        self.state.last_findings.push(index);
        index
    }

    fn on_claim(&mut self, event: &Event, c: Colour, matter: &str) {
        let named = |r: &Rule| r.claim_name == matter || r.topic == matter || r.on_name == matter;
        // One claim resolves every pending incident it names (a move may be
        // an overline and a double-four at once).
        let (claimed, rest): (Vec<Pending>, Vec<Pending>) = std::mem::take(&mut self.state.pending)
            .into_iter()
            .partition(|p| p.claimant == c && named(&p.rule));
        self.state.pending = rest;
        if claimed.is_empty() {
            let (line, column) = self.line_col(event.span.start);
            let needs_claim = self
                .ruleset
                .rules
                .iter()
                .filter(|r| named(r))
                .any(|r| r.claim.is_some());
            let message = if needs_claim {
                format!(
                    "{} claims {matter}, but there is nothing to claim: no such incident, or its claim window has closed",
                    c.name()
                )
            } else {
                format!(
                    "{} claims {matter}: {} does not make it depend on a claim, so it was judged when it happened",
                    c.name(),
                    self.ruleset.id
                )
            };
            self.remarks.push(Remark {
                line,
                column,
                message,
            });
            return;
        }
        self.state.last_findings.clear();
        for pending in claimed {
            self.state.last_findings.push(pending.finding);
            if let Some(claim) = &mut self.findings[pending.finding].claim {
                claim.status = "claimed";
            }
            let Prescription::Fixed(verdicts) = &pending.rule.prescription else {
                continue; // the choice is made by a ruling
            };
            self.findings[pending.finding].verdict = verdicts.clone();
            self.state.relocation = pending.relocation;
            let applied = self.apply(
                pending.actor,
                verdicts,
                pending.finding,
                pending.move_number,
                event,
                false,
            );
            self.state.relocation = None;
            // A claimed move-void takes the judged move back, if nothing was played since.
            if applied.move_void
                && let Some(memo) = pending.placed
                && memo.log_end == self.state.board.log_len()
            {
                self.state.undo_move(&memo);
            }
        }
    }

    /// The claimant moves: claims bound to "before the claimant's next move" lapse.
    fn close_windows_of(&mut self, claimant: Colour) {
        let (lapsed, open): (Vec<Pending>, Vec<Pending>) = std::mem::take(&mut self.state.pending)
            .into_iter()
            .partition(|p| p.claimant == claimant && p.window == ClaimWindow::ClaimantNextMove);
        self.state.pending = open;
        for p in lapsed {
            self.lapse(p);
        }
    }

    pub(crate) fn close_game_end_windows(&mut self) {
        let lapsed: Vec<Pending> = std::mem::take(&mut self.state.pending);
        for p in lapsed {
            self.lapse(p);
        }
    }

    fn close_all_windows(&mut self) {
        self.close_game_end_windows();
    }

    fn lapse(&mut self, p: Pending) {
        let f = &mut self.findings[p.finding];
        if let Some(claim) = &mut f.claim {
            claim.status = "not-claimed";
        }
        f.verdict = p.rule.unclaimed.clone();
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
                message,
            }
        });
        Judgement {
            file: self.name.to_string(),
            edition: self.ruleset.id.clone(),
            edition_title: self.ruleset.title.clone(),
            opening: self.state.gomoku.opening.clone(),
            supplement: self
                .ruleset
                .supplement
                .as_ref()
                .map(|s| format!("{} — {}", s.id, s.title)),
            findings: self.findings,
            remarks: self.remarks,
            result,
            defect,
        }
    }
}

fn window_name(w: ClaimWindow) -> &'static str {
    match w {
        ClaimWindow::ClaimantNextMove => "before the claimant's next move",
        ClaimWindow::GameEnd => "before the end of the game",
    }
}
