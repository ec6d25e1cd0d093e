//! Stretches of quiet moves: moves in turn that wake no rule, judged one
//! after another, the bookkeeping a later verdict or diagram reads written
//! once at the stretch's end (`state::quiet`). Nearly every move of a real
//! game is one; the run loop hands a move here first, and any move the
//! stretch cannot take goes the general way.

use super::{Deadline, Judge, resolved};
use crate::record::ast::{Actor, EventKind};

impl Judge<'_> {
    /// Judge the quiet moves from record event `from` on: the index of
    /// the first event not judged here (`from` when none was).
    pub(super) fn quiet_stretch(&mut self, from: usize, deadline: Deadline) -> usize {
        let (Some(wakes), Some(own)) = (self.given.quiet.wakes, self.given.quiet.position_only)
        else {
            return from;
        };
        if !self.stretch_may_begin() {
            return from;
        }
        let events = &self.given.record.events;
        let mut facts = self.spare_facts.take().unwrap_or_default();
        let mut run = self.state.quiet_moves();
        let mut index = from;
        while let Some(event) = events.get(index) {
            let (EventKind::Move(_), Actor::Player(c)) = (&event.kind, event.actor) else {
                break;
            };
            let Some(resolved::Step::Move(Some(p))) = self.given.read.steps.get(index) else {
                break;
            };
            let p = resolved::index(*p);
            if deadline.passed_at(index) || !self.state.may_defer(&run, c) {
                break;
            }
            let opening = self.state.opening().mark();
            facts.clear(own);
            // An occupied point is the general way's to report.
            let Some((log_start, captured)) = self.state.try_stone_if_empty(p, c, &mut facts)
            else {
                break;
            };
            self.current = index;
            if facts.truthy() & wakes != 0 {
                self.state.untry(log_start);
                break;
            }
            self.state
                .quiet_placed(&mut run, (p, c), (index, log_start), (captured, opening));
            index += 1;
        }
        let log_end = self.state.position().mark();
        self.state.quiet_moves_done(run, log_end);
        self.spare_facts = Some(facts);
        index
    }

    /// Whether a stretch may begin: nothing a move's turn would settle
    /// first (an opening protocol's branch, a claim window, the ruling
    /// window of an incident), the game not decided, no board drawn and
    /// no stop asked for within the record.
    fn stretch_may_begin(&self) -> bool {
        let claims = self.state.claims();
        self.stretches
            && self.stop_at_event.is_none()
            && !self.report.boards.draw
            && !self.given.protocol.is_active()
            && claims.pending().is_empty()
            && claims.last_findings().is_empty()
            && claims.left_to_arbiter().is_empty()
            && self.state.end().terminal().is_none()
    }
}
