//! The judge's walk over a record: the starting position set up, then
//! each event in order, stopping (for a `points` position) once so many
//! moves are played, and going on from there for the next.

use super::{Deadline, Judge};
use crate::error::RecordError;
use crate::record::ast::*;
use crate::vocabulary::Effect;
use caipan_ruleset::said;

impl Judge<'_> {
    /// Judge the whole record, then close it (see [`Self::record_ends`]).
    pub(super) fn run(
        &mut self,
        deadline: Deadline,
        ongoing: bool,
    ) -> Result<(), Box<RecordError>> {
        self.run_until(None, deadline)?;
        self.record_ends(ongoing);
        Ok(())
    }

    /// Judge events until `after` moves have been played (all of them if None).
    pub(super) fn run_until(
        &mut self,
        after: Option<u32>,
        deadline: Deadline,
    ) -> Result<(), Box<RecordError>> {
        self.setup()?;
        self.run_from(0, after, deadline).map(|_| ())
    }

    /// Judge the record's first `n` events (for the position after one).
    pub(super) fn run_events(
        &mut self,
        n: usize,
        deadline: Deadline,
    ) -> Result<(), Box<RecordError>> {
        self.stop_at_event = Some(n);
        let run = self.run_from(0, None, deadline).map(|_| ());
        self.stop_at_event = None;
        run
    }

    /// Judge the events from the `from`-th on, until `after` moves have
    /// been played (all of them if None): the index of the first event
    /// not judged, where a later call goes on. Once `deadline` has passed
    /// the run stops with an error (checked every few hundred events).
    pub(super) fn run_from(
        &mut self,
        from: usize,
        after: Option<u32>,
        deadline: Deadline,
    ) -> Result<usize, Box<RecordError>> {
        let record = self.given.record;
        let mut index = from;
        while let Some(event) = record.events.get(index) {
            if self.stop_at_event == Some(index) {
                return Ok(index);
            }
            if deadline.passed_at(index) {
                return Err(Box::new(RecordError::DeadlinePassed { event: index }));
            }
            if let Some(n) = after
                && self.state.turn().move_number() >= n
                && self.advances_moves(index, event)
            {
                return Ok(index);
            }
            // Quiet moves first, as a stretch (none with a stop asked for).
            if after.is_none() && matches!(event.kind, EventKind::Move(_)) {
                let next = self.quiet_stretch(index, deadline);
                if next > index {
                    index = next;
                    continue;
                }
            }
            self.current = index;
            let before = self.report.findings.len();
            // A ruling refers to the last incident; claims clear it only
            // when they resolve something (see on_claim).
            if !matches!(
                event.kind,
                EventKind::Ruling { .. } | EventKind::Claim { .. }
            ) {
                self.apply_defaults();
                self.state.new_incident();
            }
            match (&event.kind, event.actor) {
                (EventKind::Move(pt), Actor::Player(c)) => self.on_move(event, c, pt)?,
                (EventKind::Pass, Actor::Player(c)) => self.on_pass(event, c),
                (EventKind::Conduct(conduct), actor) => {
                    self.on_conduct(event, actor, &conduct.args)?
                }
                (EventKind::Claim(claim), Actor::Player(c)) => {
                    self.on_claim(event, c, &claim.matter)
                }
                (EventKind::Ruling(ruling), _) => {
                    self.on_ruling(event, ruling.target, &ruling.verdicts)
                }
                (EventKind::Setup(change), _) => {
                    let changes = self.setup_changes(change)?;
                    self.state.set_up(&changes, change.to_move);
                }
                _ => {}
            }
            if self.report.boards.draw {
                self.report
                    .draw_findings(&self.given, &self.state, index, before);
            }
            index += 1;
        }
        Ok(record.events.len())
    }

    /// Whether record event `index`, if it stands, adds a move.
    pub(super) fn advances_moves(&self, index: usize, event: &Event) -> bool {
        match &event.kind {
            EventKind::Move(_) | EventKind::Pass => true,
            EventKind::Conduct(_) => self
                .given
                .effect_of(index)
                .is_some_and(|e| matches!(e, Effect::Pass | Effect::Offer)),
            _ => false,
        }
    }

    pub(super) fn setup(&mut self) -> Result<(), Box<RecordError>> {
        let record = self.given.record;
        let mut points = Vec::with_capacity(record.setup.len());
        for (s, &resolved) in record.setup.iter().zip(&self.given.read.setup) {
            let p = self.given.on_board(resolved, &s.point.text, s.point.span)?;
            if self.state.position().at(p).is_some() {
                return Err(self.given.defective(
                    s.point.span,
                    said!("judge-is-placed-twice-in-the-setup", text = s.point.text),
                    said!("judge-already-set-up"),
                    said!("judge-list-each-point-once-in-addblack"),
                ));
            }
            self.state.put_setup(p, s.colour);
            points.push(p);
        }
        // A position the game's physics cannot reach (Go: a chain without
        // liberties) is a defect.
        if let Some((s, why)) = self
            .state
            .position()
            .impossible_setup(&points)
            .and_then(|(index, d)| record.setup.get(index).map(|s| (s, d)))
        {
            let (what, label, help) = setup_defect(why);
            return Err(self.given.defective(
                s.point.span,
                said!("judge-the-setup-stone-on", text = s.point.text, what = what)
                    .nested("what", &what),
                label,
                help,
            ));
        }
        // One position per event at most (plus the start).
        let to_move = record.to_move.map(|(c, _)| c);
        self.state
            .start(to_move, !record.setup.is_empty(), record.events.len() + 1);
        Ok(())
    }

    /// The board points a setup event writes, each once, with what it
    /// holds afterwards (`EMPTY` or a stone): the last write of a point
    /// counts, a corner off the board is a defect. The rectangles are read
    /// last to first, and each row keeps a mask of the points already
    /// written, so a rectangle costs its rows plus the points it is the
    /// last to write: a node of a hundred thousand `AB[aa:ss]` costs a
    /// hundred thousand times 19 rows, not times 361 points (every corner
    /// is still checked: an off-board point is a defect wherever it is).
    fn setup_changes(
        &self,
        change: &SetupChange,
    ) -> Result<Vec<(usize, Option<Colour>)>, Box<RecordError>> {
        let size = self.given.ruleset.board.size;
        let read = &self.given.read;
        super::start::changes_or_off_board(read, self.current, change, size).map_err(|k| {
            let area = &change.areas[k];
            let [from, _] = read.areas_at(self.current, change.areas.len())[k];
            let off = if from.is_none() { &area.from } else { &area.to };
            self.given.off_board(off, area.span)
        })
    }
}

/// A setup defect in words: what is wrong (after "the setup stone on
/// POINT"), the label under the stone, the help line.
fn setup_defect(
    d: crate::position::SetupDefect,
) -> (crate::error::Said, crate::error::Said, crate::error::Said) {
    match d {
        crate::position::SetupDefect::NoLiberty => (
            crate::said!("setup-has-no-liberty"),
            crate::said!("setup-no-liberty"),
            crate::said!("setup-no-liberty-help"),
        ),
    }
}
