//! The judge's walk over a record: the starting position set up, then
//! each event in order, stopping (for a `points` position) once so many
//! moves are played, and going on from there for the next.

use super::Judge;
use crate::error::RecordError;
use crate::go::board::stone;
use crate::record::ast::*;
use crate::vocabulary::Effect;

impl Judge<'_> {
    pub(super) fn run(&mut self) -> Result<(), Box<RecordError>> {
        self.run_until(None)?;
        self.apply_defaults();
        self.close_all_windows();
        Ok(())
    }

    /// Judge events until `after` moves have been played (all of them if None).
    pub(super) fn run_until(&mut self, after: Option<u32>) -> Result<(), Box<RecordError>> {
        self.setup()?;
        self.run_from(0, after).map(|_| ())
    }

    /// Judge the events from the `from`-th on, until `after` moves have
    /// been played (all of them if None): the index of the first event
    /// not judged, where a later call goes on.
    pub(super) fn run_from(
        &mut self,
        from: usize,
        after: Option<u32>,
    ) -> Result<usize, Box<RecordError>> {
        let record = self.record;
        for (index, event) in record.events.iter().enumerate().skip(from) {
            if let Some(n) = after
                && self.state.move_number >= n
                && self.advances_moves(event)
            {
                return Ok(index);
            }
            self.current = index;
            // A ruling refers to the last incident; claims clear it only
            // when they resolve something (see on_claim).
            if !matches!(
                event.kind,
                EventKind::Ruling { .. } | EventKind::Claim { .. }
            ) {
                self.apply_defaults();
                self.state.last_findings.clear();
                self.state.left_to_arbiter.clear();
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
                    let stones = change
                        .stones
                        .iter()
                        .map(|(holds, pt)| Ok((*holds, self.point(pt)?)))
                        .collect::<Result<Vec<_>, Box<RecordError>>>()?;
                    self.state.set_up(&stones, change.to_move);
                }
                _ => {}
            }
        }
        Ok(record.events.len())
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

    pub(super) fn setup(&mut self) -> Result<(), Box<RecordError>> {
        // One position per event at most (plus the start).
        self.state.history.reserve(self.record.events.len() + 1);
        let record = self.record;
        self.state.history.board_only = self
            .ruleset
            .reading(crate::vocabulary::Reading::RepetitionBoardOnly);
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
        // A position the game's physics cannot reach (Go: a chain without
        // liberties) is a defect.
        if let Some((s, why)) = self
            .physics
            .impossible_setup(self)
            .and_then(|d| record.setup.get(d.index).map(|s| (s, d)))
        {
            return Err(self.defective(
                s.point.span,
                format!("the setup stone on {} {}", s.point.text, why.what),
                why.label,
                why.help,
            ));
        }
        if let Some((c, _)) = record.to_move {
            self.state.to_move = c;
        }
        self.state
            .history
            .record(&self.state.board, stone(self.state.to_move));
        Ok(())
    }
}
