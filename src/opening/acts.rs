//! The protocol's acts besides moves: the fifth-move offers (how many,
//! whether two are the same), the declaration of their number, and the
//! swaps (in a window, once per window, by the player it names).

use super::{OpeningState, Protocol, Xy, symmetry};
use crate::position::Position;
use crate::record::ast::Colour;
use crate::ruleset::condition::Value;
use crate::ruleset::openings::mover_of;
use crate::ruleset::openings::{Act, Chosen};
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
        let in_force = self.rules.and_then(|r| r.offers(&state.chosen));
        let fixed = in_force.and_then(|o| o.count).map(f64::from);
        // Offers where the protocol in force asks for none (a branch
        // without them) match no number.
        let mismatch = in_force.is_none()
            || state
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
    pub fn declare_facts(&self, state: &OpeningState, c: Colour, facts: &mut Facts) {
        let due_with = self
            .rules
            .and_then(|r| r.offers(&state.chosen)?.declared_with);
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
        let window = self
            .rules
            .and_then(|r| r.swap_window(played, &state.chosen));
        facts.insert(Fact::SwapOutOfWindow, Value::Bool(window.is_none()));
        facts.insert(
            Fact::SwapRepeated,
            Value::Bool(state.swaps.contains(&played)),
        );
        let other = window.is_some_and(|w| c != Some(w.by.unwrap_or(to_move)));
        facts.insert(Fact::NotProtocolPlayer, Value::Bool(other));
    }
}

/// An act of the protocol and who makes it, when, for the branch it may
/// take: `actor` (none for the arbiter's), `to_move`, after `played`.
#[derive(Clone, Copy)]
pub struct Acting {
    /// The act.
    pub act: Act,
    /// Who makes it.
    pub actor: Option<Colour>,
    /// The player to move.
    pub to_move: Colour,
    /// The moves played before it (a setup's counted).
    pub played: u32,
}

impl Protocol<'_> {
    /// An act made while an either/or step is open and no branch was
    /// named takes the branch that lists it (the choosing player's only).
    pub fn take_implied(&self, state: &mut OpeningState, a: Acting) {
        let (Some(rules), Some(actor)) = (self.rules, a.actor) else {
            return;
        };
        if let Some(k) = rules.implied(a.played, &state.chosen, a.act, (actor, a.to_move)) {
            state.chosen.push(k);
        }
    }

    /// The branch `option` of the step open after `played`, if the step
    /// has it.
    fn named(&self, state: &OpeningState, played: u32, option: &str) -> Option<Chosen> {
        let (choice, step) = self.rules?.open_choice(played, &state.chosen)?;
        let option = step.options.iter().position(|o| o.id == option)?;
        Some(Chosen { choice, option })
    }

    /// Facts of `c` naming the branch `option` after `played` moves,
    /// before it is taken: no step open there (or none with that option),
    /// a step the protocol gives to the other player.
    pub fn choose_facts(
        &self,
        state: &OpeningState,
        (played, option): (u32, &str),
        (c, to_move): (Option<Colour>, Colour),
        facts: &mut Facts,
    ) {
        let named = self.named(state, played, option);
        facts.insert(Fact::ChoiceOutOfWindow, Value::Bool(named.is_none()));
        let by = self
            .rules
            .and_then(|r| r.open_choice(played, &state.chosen))
            .map(|(_, step)| step.by.unwrap_or(to_move));
        let other = by.is_some_and(|b| c != Some(b));
        facts.insert(Fact::NotProtocolPlayer, Value::Bool(other));
    }

    /// `c` names the branch `option` after `played` moves: taken, when the
    /// step is open, has it and is `c`'s.
    pub fn choose(
        &self,
        state: &mut OpeningState,
        (played, option): (u32, &str),
        (c, to_move): (Option<Colour>, Colour),
    ) {
        let Some(k) = self.named(state, played, option) else {
            return;
        };
        let by = self
            .rules
            .and_then(|r| r.choices.get(k.choice))
            .map(|step| step.by.unwrap_or(to_move));
        if by.is_some() && by == c {
            state.chosen.push(k);
        }
    }
}
