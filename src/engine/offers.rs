//! The judge's side of the opening protocol: the facts of a move under the
//! protocol, whether the declaration due with it follows in the record,
//! and the facts of offers and swaps. What the protocol says is in
//! `crate::opening`; which facts matter is the ruleset's business.

use super::Judge;
use crate::record::ast::{Actor, Colour};
use crate::vocabulary::facts::{FactSet, bit};
use crate::vocabulary::{Effect, Fact, Facts};

/// The facts [`Judge::protocol_move_facts`] sets (skipped when none is
/// wanted, as the steps in `facts.rs` are).
pub(crate) const PROTOCOL_MOVE_FACTS: FactSet =
    bit(Fact::FirstStoneOffTengen) | bit(Fact::OutsideZone) | bit(Fact::NotDesignatedOpening);

impl Judge<'_> {
    /// The facts of a stone of `c` on the empty point `p` that the point
    /// decides: the game's (its position's) and the opening protocol's.
    pub(crate) fn point_facts(&self, p: usize, c: Colour, facts: &mut Facts) {
        self.state.position.move_facts(p, c, facts);
        self.protocol_move_facts(p, c, facts);
    }

    /// The opening protocol's facts of a stone of `c` on `p`.
    pub(crate) fn protocol_move_facts(&self, p: usize, c: Colour, facts: &mut Facts) {
        if !facts.wants_any(PROTOCOL_MOVE_FACTS) {
            return;
        }
        self.given.protocol.move_facts(
            &self.state.opening,
            p,
            c,
            self.state.turn.move_number + 1,
            !self.given.record_has_no_setup(),
            facts,
        );
    }

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

    /// The moves played so far: a record from a position counts the moves
    /// its stones imply (a swap's window is after so many).
    pub(crate) fn moves_played(&self) -> u32 {
        self.given.implied + self.state.turn.move_number
    }

    /// Facts of a swap by `c`, before it is recorded.
    pub(crate) fn swap_facts(&self, c: Option<Colour>, facts: &mut Facts) {
        let (played, to_move) = (self.moves_played(), self.state.turn.to_move);
        self.given
            .protocol
            .swap_facts(&self.state.opening, played, c, to_move, facts);
    }
}
