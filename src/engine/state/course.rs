//! The course of the game apart from its acts: the turn given or resumed,
//! the stop and the result, the tally of sanctions, the claims waiting and
//! the incident a ruling rules on.

use super::State;
use super::parts::{Pending, Terminal};
use crate::record::ast::Colour;
use crate::vocabulary::Score;
use std::sync::Arc;

impl State {
    // --- the turn and the ending ---------------------------------------------

    /// Play resumes after a stop; either player may move until the text
    /// gives the turn to one.
    pub fn resume_play(&mut self) {
        self.end.ended = false;
        self.end.stop_mark = None;
        self.turn.free_turn = true;
    }

    /// `c` moves first, as the event `by` (a `moves-first` verdict) says.
    pub fn give_turn(&mut self, c: Colour, by: Arc<str>) {
        self.turn.given_to(c);
        let k = u32::try_from(self.turn_setters.len()).unwrap_or(u32::MAX);
        self.turn_setters.push(by);
        self.turn.turn_set_by = Some(k);
    }

    /// The event whose `moves-first` verdict gave the turn, until the next
    /// move or pass.
    pub fn turn_set_by(&self) -> Option<&Arc<str>> {
        self.turn_setters.get(self.turn.turn_set_by? as usize)
    }

    /// Play stops (a game-end verdict): the position's mark is where a
    /// confirmation is taken back to.
    pub fn stop(&mut self) {
        if !self.end.ended {
            self.end.stop_mark = Some((self.position.mark(), None));
        }
        self.end.ended = true;
    }

    /// A verdict decided the game and play is over (as ruled).
    pub fn stop_decided(&mut self) {
        self.end.ended = true;
    }

    /// The result is fixed by a verdict.
    pub fn decide(&mut self, terminal: Terminal) {
        self.end.terminal = Some(terminal);
    }

    /// The game's result, fixed by a verdict, changed in place (both lose,
    /// won by the winner's own act).
    pub fn terminal_mut(&mut self) -> Option<&mut Terminal> {
        self.end.terminal.as_mut()
    }

    /// Whether the moves after a decision are noted now, for the first time.
    pub fn note_decided(&mut self) -> bool {
        !std::mem::replace(&mut self.end.decided_noted, true)
    }

    /// A verdict changed the game as ruled at move `n`.
    pub fn ruled_change_at(&mut self, n: u32) {
        self.end.ruled_change = Some(n);
    }

    /// The moves since the stop taken back (a confirmation the edition
    /// takes back before the count): the first stone played since the stop,
    /// or nothing when there is nothing to take back.
    pub fn take_back_to_stop(&mut self) -> Option<u32> {
        let (mark, Some(from)) = self.end.stop_mark? else {
            return None;
        };
        if !self.end.ended || self.end.terminal.is_some() || self.position.mark() <= mark {
            return None;
        }
        self.position.undo_to(mark);
        Some(from)
    }

    // --- the tally ----------------------------------------------------------

    /// A warning for `c`.
    pub fn warn(&mut self, c: Colour) {
        self.tally.warnings[c.index()] += 1;
    }

    /// A violation for `c`.
    pub fn violate(&mut self, c: Colour) {
        self.tally.violations[c.index()] += 1;
    }

    /// Stones `c` owes at the count.
    pub fn penalise(&mut self, c: Colour, stones: Score) {
        self.tally.penalties[c.index()] += stones;
    }

    /// Points the count takes off `c`'s side, no sanction of hers.
    pub fn deduct(&mut self, c: Colour, points: Score) {
        self.tally.deductions[c.index()] += points;
    }

    /// `c` did declared event `event` once more: how often now.
    pub fn occurred(&mut self, c: Colour, event: usize) -> u32 {
        let n = self.tally.occurrences.entry((c, event)).or_insert(0);
        *n += 1;
        *n
    }

    /// A sanction starts firing further sanctions, unless `max` are firing
    /// inside each other already: whether it may.
    pub fn enter_sanction(&mut self, max: u32) -> bool {
        if self.tally.sanction_depth >= max {
            return false;
        }
        self.tally.sanction_depth += 1;
        true
    }

    /// The sanction entered last is done firing.
    pub fn leave_sanction(&mut self) {
        self.tally.sanction_depth -= 1;
    }

    // --- claims and incidents ------------------------------------------------

    /// A new event begins: the last incident and the articles that left it
    /// to the arbiter are over.
    pub fn new_incident(&mut self) {
        self.claims.last_findings.clear();
        self.claims.left_to_arbiter.clear();
    }

    /// Finding `i` belongs to the incident a ruling may rule on.
    pub fn incident_finding(&mut self, i: usize) {
        self.claims.last_findings.push(i);
    }

    /// A claim resolved these findings: they are the incident now.
    pub fn claimed_incident(&mut self, findings: impl IntoIterator<Item = usize>) {
        self.claims.last_findings.clear();
        self.claims.last_findings.extend(findings);
    }

    /// No rule covers the last event; these articles leave it to the arbiter.
    pub fn left_to_arbiter(&mut self, articles: Vec<String>) {
        self.claims.left_to_arbiter = articles;
    }

    /// A claim-bound finding waits for its claim.
    pub fn wait_for_claim(&mut self, pending: Pending) {
        self.claims.pending.push(pending);
    }

    /// The pending findings for which `taken` holds, taken out of waiting.
    pub fn take_pending(&mut self, taken: impl Fn(&Pending) -> bool) -> Vec<Pending> {
        let (out, keep): (Vec<Pending>, Vec<Pending>) = std::mem::take(&mut self.claims.pending)
            .into_iter()
            .partition(|p| taken(p));
        self.claims.pending = keep;
        out
    }
}
