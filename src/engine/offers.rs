//! The judge's side of the opening protocol: the facts of a move under the
//! protocol, whether the declaration due with it follows in the record,
//! and the facts of offers and swaps. What the protocol says is in
//! `crate::opening`; which facts matter is the ruleset's business.

use super::Judge;
use crate::record::ast::{Actor, Colour};
use crate::vocabulary::{Effect, Facts};

impl Judge<'_> {
    /// Whether the move being judged is the one the number of fifth-move
    /// offers is due with and no number was declared before it or in the
    /// event right after it: the declaration is due with the opening (同时),
    /// so it can be pointed out from that move on. A fact of the record
    /// around the move, not of the point: a `points` scan never asks it.
    pub(crate) fn offers_due_undeclared(&self, c: Colour) -> bool {
        let number = self.state.turn.move_number + 1;
        let from_setup = !self.given.record_has_no_setup();
        self.given
            .protocol
            .offers_due(&self.state.opening, c, number, from_setup)
            && !self.declares_offers(self.current + 1, c)
    }

    /// Whether record event `index` is `c` declaring the number of offers.
    fn declares_offers(&self, index: usize, c: Colour) -> bool {
        self.given
            .record
            .events
            .get(index)
            .is_some_and(|e| e.actor == Actor::Player(c))
            && self.given.effect_of(index) == Some(Effect::DeclareOffers)
    }

    /// Facts of fifth-move offers on `points`, before they are placed.
    pub(crate) fn offer_facts(&self, points: &[usize], facts: &mut Facts) {
        let position = self.state.position.as_ref();
        self.given
            .protocol
            .offer_facts(&self.state.opening, position, points, facts);
    }

    /// Facts of a swap by `c`, before it is recorded.
    pub(crate) fn swap_facts(&self, c: Option<Colour>, facts: &mut Facts) {
        let (played, to_move) = (
            self.given.moves_played(&self.state.turn),
            self.state.turn.to_move,
        );
        self.given
            .protocol
            .swap_facts(&self.state.opening, played, c, to_move, facts);
    }
}
