//! The protocol's acts besides moves: the fifth-move offers (how many,
//! whether two are the same), the declaration of their number, and the
//! swaps (in a window, once per window, by the player it names).

use super::{OpeningState, Protocol, Xy, symmetry};
use crate::position::Position;
use crate::record::ast::Colour;
use crate::ruleset::condition::Value;
use crate::ruleset::openings::mover_of;
use crate::vocabulary::{Fact, Facts};

impl Protocol<'_> {
    /// Facts of fifth-move offers on `points`, before they are placed.
    pub fn offer_facts(
        &self,
        state: &OpeningState,
        position: &dyn Position,
        points: &[usize],
        facts: &mut Facts,
    ) {
        let fixed = self
            .rules
            .and_then(|r| r.offers.as_ref()?.count)
            .map(f64::from);
        let mismatch = state
            .declared_offers
            .or(fixed)
            .is_some_and(|n| n != points.len() as f64);
        facts.insert(Fact::OfferCountMismatch, Value::Bool(mismatch));
        let stones: Vec<(Xy, u8)> = (0..self.size * self.size)
            .filter_map(|q| Some((self.xy(q), position.at(q)?.index() as u8 + 1)))
            .collect();
        let centre = self.centre();
        let equivalent = points.iter().enumerate().any(|(i, &a)| {
            points[i + 1..].iter().any(|&b| {
                let (a, b) = (self.xy(a), self.xy(b));
                symmetry::equivalent(&stones, a, b, centre, self.offers_as_shapes)
            })
        });
        facts.insert(Fact::OffersEquivalent, Value::Bool(equivalent));
    }

    /// Facts of `c` declaring the number of offers: whether the protocol
    /// gives the declaration to the other player.
    pub fn declare_facts(&self, c: Colour, facts: &mut Facts) {
        let due_with = self.rules.and_then(|r| r.offers.as_ref()?.declared_with);
        let other = due_with.is_some_and(|n| mover_of(n) != c);
        facts.insert(Fact::NotProtocolPlayer, Value::Bool(other));
    }

    /// Facts of a swap by `c` after `played` moves (those a setup implies
    /// included), `to_move` to move, before it is recorded: outside every
    /// window, a second in its window, taken by a player the window does
    /// not give it to.
    pub fn swap_facts(
        &self,
        state: &OpeningState,
        played: u32,
        c: Option<Colour>,
        to_move: Colour,
        facts: &mut Facts,
    ) {
        let window = self.rules.and_then(|r| r.swap_window(played));
        facts.insert(Fact::SwapOutOfWindow, Value::Bool(window.is_none()));
        facts.insert(
            Fact::SwapRepeated,
            Value::Bool(state.swaps.contains(&played)),
        );
        let other = window.is_some_and(|w| c != Some(w.by.unwrap_or(to_move)));
        facts.insert(Fact::NotProtocolPlayer, Value::Bool(other));
    }
}
