//! The judge's side of the opening protocol: the facts of a move under the
//! protocol, whether the declaration due with it follows in the record,
//! and the facts of offers and swaps. What the protocol says is in
//! `crate::opening`; which facts matter is the ruleset's business.

use super::Judge;
use crate::opening::Acting;
use crate::record::ast::{Actor, Colour};
use crate::ruleset::condition::Value;
use crate::ruleset::openings::Act;
use crate::vocabulary::{Effect, Facts};

impl Judge<'_> {
    /// Whether the move being judged is the one the number of fifth-move
    /// offers is due with and no number was declared before it or in the
    /// event right after it: the declaration is due with the opening (同时),
    /// so it can be pointed out from that move on. A fact of the record
    /// around the move, not of the point: a `points` scan never asks it.
    pub(crate) fn offers_due_undeclared(&self, c: Colour) -> bool {
        let number = self.state.turn().move_number() + 1;
        let from_setup = !self.given.record_has_no_setup();
        self.given
            .protocol
            .offers_due(self.state.opening(), c, number, from_setup)
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
        let position = self.state.position();
        self.given
            .protocol
            .offer_facts(self.state.opening(), position, points, facts);
    }

    /// Facts of a swap by `c`, before it is recorded.
    pub(crate) fn swap_facts(&self, c: Option<Colour>, facts: &mut Facts) {
        let (played, to_move) = (
            self.given.moves_played(self.state.turn()),
            self.state.turn().to_move(),
        );
        self.given
            .protocol
            .swap_facts(self.state.opening(), played, c, to_move, facts);
    }

    /// A swap, or offers, made while an either/or step of the protocol
    /// is open and no branch was named takes the branch that lists it.
    pub(crate) fn take_implied_branch(&mut self, effect: Effect, actor: Option<Colour>) {
        let act = match effect {
            Effect::Swap => Act::Swap,
            Effect::Offer => Act::Offer,
            _ => return,
        };
        self.take_implied(act, actor);
    }

    /// `act` by `actor` takes the branch of the open step that lists it.
    pub(crate) fn take_implied(&mut self, act: Act, actor: Option<Colour>) {
        if !self.given.protocol.is_active() {
            return;
        }
        let acting = Acting {
            act,
            actor,
            to_move: self.state.turn().to_move(),
            played: self.given.moves_played(self.state.turn()),
        };
        self.given
            .protocol
            .take_implied(self.state.opening_mut(), acting);
    }

    /// Facts of `c` naming a branch (the event's word argument).
    pub(crate) fn choose_facts(&self, c: Option<Colour>, values: &[Value], facts: &mut Facts) {
        let option = match values.first() {
            Some(Value::Word(w)) => w.as_ref(),
            _ => "",
        };
        let played = self.given.moves_played(self.state.turn());
        self.given.protocol.choose_facts(
            self.state.opening(),
            (played, option),
            (c, self.state.turn().to_move()),
            facts,
        );
    }

    /// `c` names a branch: taken where the protocol allows it.
    pub(crate) fn choose(&mut self, c: Option<Colour>, values: &[Value]) {
        let option = match values.first() {
            Some(Value::Word(w)) => w.clone(),
            _ => return,
        };
        let played = self.given.moves_played(self.state.turn());
        let to_move = self.state.turn().to_move();
        self.given
            .protocol
            .choose(self.state.opening_mut(), (played, &option), (c, to_move));
    }
}
