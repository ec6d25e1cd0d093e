//! The facts of an event: what the game's position says about a move (its
//! physics' facts), the opening protocol's, whose turn it is, and the
//! counts every rule may read. Each is computed from what the run is given
//! ([`Given`]) and the game as it stands ([`State`]), passed in: nothing
//! else is read, and nothing is changed.

use super::given::Given;
use super::state::State;
use super::*;
use crate::vocabulary::facts::{FactSet, bit};

/// The facts [`fill_neutral`] sets. Each step of filling an
/// event's facts is skipped when none of its facts is wanted (a quiet
/// move wants only the few some rule needs true); a test checks each step
/// sets nothing outside its set.
pub(crate) const NEUTRAL_FACTS: FactSet = bit(Fact::Designated)
    | bit(Fact::FromSetup)
    | bit(Fact::AfterEnd)
    | bit(Fact::MoveNumber)
    | bit(Fact::MovesPlayed);

/// The facts [`fill_common`] sets.
pub(crate) const COMMON_FACTS: FactSet =
    NEUTRAL_FACTS | bit(Fact::Warnings) | bit(Fact::Violations) | bit(Fact::Black);

/// The facts [`fill_turn`] sets.
pub(crate) const TURN_FACTS: FactSet =
    bit(Fact::OutOfTurn) | bit(Fact::TurnSetBy) | bit(Fact::DoubleMove);

/// The facts [`fill_obligation`] sets.
pub(crate) const OBLIGATION_FACTS: FactSet = bit(Fact::OffersWaiting);

/// The facts [`fill_protocol_move`] sets (skipped when none is wanted, as
/// the other steps are).
pub(crate) const PROTOCOL_MOVE_FACTS: FactSet = bit(Fact::FirstStoneOffTengen)
    | bit(Fact::OutsideZone)
    | bit(Fact::NotDesignatedOpening)
    | bit(Fact::OpeningInPlace);

impl Judge<'_> {
    /// Facts for an event on `trigger`, empty, wanting what its rules read.
    pub(crate) fn fresh_facts(&mut self, trigger: &Trigger) -> Box<Facts> {
        let mut facts = self.spare_facts.take().unwrap_or_default();
        facts.clear(self.given.shared.wanted(trigger));
        facts
    }
}

/// Everything known about a stone of `c` on the empty point `p`.
pub(crate) fn of_move(given: &Given, state: &State, p: usize, c: Colour) -> Facts {
    let mut facts = Facts::new();
    fill_move(given, state, &mut facts, p, c);
    facts
}

/// [`of_move`] written into `facts` in place: the facts are a few hundred
/// bytes, and the judge fills the event's own rather than copying them
/// there (a copy per event was 8 % of an archive run).
pub(crate) fn fill_move(given: &Given, state: &State, facts: &mut Facts, p: usize, c: Colour) {
    state.position().move_facts(p, c, facts);
    fill_stone_but_position(given, state, facts, p, c);
}

/// The facts of a stone of `c` on `p` but the position's (which set no
/// other fact): the player's and the game's, the opening protocol's, the
/// turn's.
pub(crate) fn fill_stone_but_position(
    given: &Given,
    state: &State,
    facts: &mut Facts,
    p: usize,
    c: Colour,
) {
    fill_common(given, state, facts, c, state.turn().move_number() + 1);
    fill_protocol_move(given, state, p, c, facts);
    fill_turn(state, facts, c);
}

/// The facts of a stone of `c` on the empty point `p` that the point
/// decides: the game's (its position's) and the opening protocol's.
pub(crate) fn fill_point(given: &Given, state: &State, p: usize, c: Colour, facts: &mut Facts) {
    state.position().move_facts(p, c, facts);
    fill_protocol_move(given, state, p, c, facts);
}

/// The opening protocol's facts of a stone of `c` on `p`.
pub(crate) fn fill_protocol_move(
    given: &Given,
    state: &State,
    p: usize,
    c: Colour,
    facts: &mut Facts,
) {
    if !facts.wants_any(PROTOCOL_MOVE_FACTS) {
        return;
    }
    given.protocol.move_facts(
        state.opening(),
        p,
        c,
        state.turn().move_number() + 1,
        !given.record_has_no_setup(),
        facts,
    );
}

/// The facts of the actor `c` and of the game, for an event judged at move
/// number `number`.
pub(crate) fn common(given: &Given, state: &State, c: Colour, number: u32) -> Facts {
    let mut facts = Facts::new();
    fill_common(given, state, &mut facts, c, number);
    facts
}

/// The facts of the actor `c` and of the game, for an event judged at move
/// number `number` (a move or pass: the number it will have; a conduct
/// event: the number of the move before it), into `facts`.
pub(crate) fn fill_common(given: &Given, state: &State, facts: &mut Facts, c: Colour, number: u32) {
    if !facts.wants_any(COMMON_FACTS) {
        return;
    }
    fill_neutral(given, state, facts, number);
    facts.insert(
        Fact::Warnings,
        Value::Num(f64::from(state.tally().warnings(c))),
    );
    facts.insert(
        Fact::Violations,
        Value::Num(f64::from(state.tally().violations(c))),
    );
    facts.insert(Fact::Black, Value::Bool(c == Colour::Black));
}

/// The facts of the game, whoever acts, for an event judged at move number
/// `number`.
pub(crate) fn neutral(given: &Given, state: &State, number: u32) -> Facts {
    let mut facts = Facts::new();
    fill_neutral(given, state, &mut facts, number);
    facts
}

/// The facts of the game, whoever acts, into `facts`: the move number is
/// the event's (see [`fill_common`]).
#[inline(always)]
fn fill_neutral(given: &Given, state: &State, facts: &mut Facts, number: u32) {
    if !facts.wants_any(NEUTRAL_FACTS) {
        return;
    }
    facts.insert(Fact::Designated, Value::Bool(given.designated));
    facts.insert(Fact::FromSetup, Value::Bool(!given.record_has_no_setup()));
    facts.insert(Fact::AfterEnd, Value::Bool(state.end().ended()));
    facts.insert(Fact::MoveNumber, Value::Num(f64::from(number)));
    facts.insert(
        Fact::MovesPlayed,
        Value::Num(f64::from(given.implied) + f64::from(number)),
    );
}

/// Facts of the game around a move or pass rather than of its point (so a
/// `points` scan, which asks about points, never sees them).
pub(crate) fn fill_obligation(state: &State, facts: &mut Facts) {
    if !facts.wants_any(OBLIGATION_FACTS) {
        return;
    }
    facts.insert(
        Fact::OffersWaiting,
        Value::Bool(!state.opening().offers.is_empty()),
    );
}

/// Whose turn it is, for a move or pass of `c`.
pub(crate) fn fill_turn(state: &State, facts: &mut Facts, c: Colour) {
    if !facts.wants_any(TURN_FACTS) {
        return;
    }
    let turn = state.turn();
    let out_of_turn = !turn.free_turn() && c != turn.to_move();
    facts.insert(Fact::OutOfTurn, Value::Bool(out_of_turn));
    if let Some(event) = state.turn_set_by() {
        facts.insert(Fact::TurnSetBy, Value::Word(event.clone()));
    }
    facts.insert(
        Fact::DoubleMove,
        Value::Bool(out_of_turn && turn.last_mover() == Some(c)),
    );
}
