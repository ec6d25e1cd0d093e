//! The facts the judge computes for an event: what the game's position
//! says about a move (Go: captures, ko, repetition; Gomoku: fives and
//! forbidden shapes), the opening protocol's, whose turn it is, and the
//! counts every rule may read.

use super::*;
use crate::vocabulary::facts::{FactSet, bit};

/// The facts [`Judge::fill_neutral_facts`] sets. Each step of filling an
/// event's facts is skipped when none of its facts is wanted (a quiet
/// move wants only the few some rule needs true); a test checks each step
/// sets nothing outside its set.
pub(crate) const NEUTRAL_FACTS: FactSet = bit(Fact::Designated)
    | bit(Fact::FromSetup)
    | bit(Fact::AfterEnd)
    | bit(Fact::MoveNumber)
    | bit(Fact::MovesPlayed);

/// The facts [`Judge::fill_common_facts`] sets.
pub(crate) const COMMON_FACTS: FactSet =
    NEUTRAL_FACTS | bit(Fact::Warnings) | bit(Fact::Violations) | bit(Fact::Black);

/// The facts [`Judge::turn_facts`] sets.
pub(crate) const TURN_FACTS: FactSet =
    bit(Fact::OutOfTurn) | bit(Fact::TurnSetBy) | bit(Fact::DoubleMove);

/// The facts [`Judge::obligation_facts`] sets.
pub(crate) const OBLIGATION_FACTS: FactSet = bit(Fact::OffersWaiting);

impl Judge<'_> {
    /// Facts for an event on `trigger`, empty, wanting what its rules read.
    pub(crate) fn fresh_facts(&mut self, trigger: &Trigger) -> Box<Facts> {
        let mut facts = self.spare_facts.take().unwrap_or_default();
        facts.clear(self.given.shared.wanted(trigger));
        facts
    }

    /// Everything the judge knows about a stone of `c` on the empty point `p`.
    pub(crate) fn move_facts(&self, p: usize, c: Colour) -> Facts {
        let mut facts = Facts::new();
        self.fill_move_facts(&mut facts, p, c);
        facts
    }

    /// [`Self::move_facts`] written into `facts` in place: the facts are a
    /// few hundred bytes, and the judge fills the event's own rather than
    /// copying them there (a copy per event was 8 % of an archive run).
    pub(crate) fn fill_move_facts(&self, facts: &mut Facts, p: usize, c: Colour) {
        self.state.position.move_facts(p, c, facts);
        self.fill_stone_facts_but_position(facts, p, c);
    }

    /// The facts of a stone of `c` on `p` but the position's (which set
    /// no other fact): the player's and the game's, the opening
    /// protocol's, the turn's.
    pub(crate) fn fill_stone_facts_but_position(&self, facts: &mut Facts, p: usize, c: Colour) {
        self.fill_common_facts(facts, c, self.state.turn.move_number + 1);
        self.protocol_move_facts(p, c, facts);
        self.turn_facts(facts, c);
    }

    /// The facts of the actor `c` and of the game, for an event judged
    /// at move number `number`.
    pub(crate) fn common_facts(&self, c: Colour, number: u32) -> Facts {
        let mut facts = Facts::new();
        self.fill_common_facts(&mut facts, c, number);
        facts
    }

    /// The facts of the actor `c` and of the game, for an event judged at
    /// move number `number` (a move or pass: the number it will have; a
    /// conduct event: the number of the move before it), into `facts`.
    pub(crate) fn fill_common_facts(&self, facts: &mut Facts, c: Colour, number: u32) {
        if !facts.wants_any(COMMON_FACTS) {
            return;
        }
        self.fill_neutral_facts(facts, number);
        facts.insert(
            Fact::Warnings,
            Value::Num(self.state.tally.warnings[c.index()] as f64),
        );
        facts.insert(
            Fact::Violations,
            Value::Num(self.state.tally.violations[c.index()] as f64),
        );
        facts.insert(Fact::Black, Value::Bool(c == Colour::Black));
    }

    /// The facts of the game, whoever acts, for an event judged at move
    /// number `number`.
    pub(crate) fn neutral_facts(&self, number: u32) -> Facts {
        let mut facts = Facts::new();
        self.fill_neutral_facts(&mut facts, number);
        facts
    }

    /// The facts of the game, whoever acts, into `facts`: the move number
    /// is the event's (see [`Self::fill_common_facts`]).
    fn fill_neutral_facts(&self, facts: &mut Facts, number: u32) {
        if !facts.wants_any(NEUTRAL_FACTS) {
            return;
        }
        facts.insert(Fact::Designated, Value::Bool(self.given.designated));
        facts.insert(
            Fact::FromSetup,
            Value::Bool(!self.given.record_has_no_setup()),
        );
        facts.insert(Fact::AfterEnd, Value::Bool(self.state.end.ended));
        facts.insert(Fact::MoveNumber, Value::Num(f64::from(number)));
        facts.insert(
            Fact::MovesPlayed,
            Value::Num(f64::from(self.given.implied) + f64::from(number)),
        );
    }

    /// Facts of the game around a move or pass rather than of its point
    /// (so a `points` scan, which asks about points, never sees them).
    pub(crate) fn obligation_facts(&self, facts: &mut Facts) {
        if !facts.wants_any(OBLIGATION_FACTS) {
            return;
        }
        facts.insert(
            Fact::OffersWaiting,
            Value::Bool(!self.state.opening.offers.is_empty()),
        );
    }

    pub(crate) fn turn_facts(&self, facts: &mut Facts, c: Colour) {
        if !facts.wants_any(TURN_FACTS) {
            return;
        }
        let out_of_turn = !self.state.turn.free_turn && c != self.state.turn.to_move;
        facts.insert(Fact::OutOfTurn, Value::Bool(out_of_turn));
        if let Some(event) = &self.state.turn.turn_set_by {
            facts.insert(Fact::TurnSetBy, Value::Word(event.clone()));
        }
        facts.insert(
            Fact::DoubleMove,
            Value::Bool(out_of_turn && self.state.turn.last_mover == Some(c)),
        );
    }
}
