//! The Gomoku side of the judge: move facts from the line shapes, the
//! designated-opening checks, fifth-move offers, the swap. The physics is in
//! `crate::gomoku`; which facts matter is the ruleset's business.

use super::Judge;
use crate::gomoku::lines::{self, Readings, View};
use crate::gomoku::openings::{self, Entry, Xy};
use crate::record::ast::{Actor, Colour, EventKind};
use crate::ruleset::condition::Value;
use crate::vocabulary::facts::bit;
use crate::vocabulary::{Effect, Fact, Facts, Reading};

/// The moves an opening table describes: Black 1 on tengen, White 2 and
/// Black 3 (the table's `white2`/`black3` columns). The checks of the
/// opening come at its first and last move.
pub(crate) const OPENING_MOVES: usize = 3;

impl Judge<'_> {
    /// The readings of the physics, from the ruleset (see `Reading`).
    pub(crate) fn readings(&self) -> Readings {
        Readings {
            three_point_may_make_five: self.ruleset.reading(Reading::ThreePointMayMakeFive),
        }
    }

    fn xy(&self, p: usize) -> Xy {
        let n = self.ruleset.board.size;
        ((p % n) as i32, (p / n) as i32)
    }

    /// Facts of a Gomoku stone of `c` on the empty point `p`.
    pub(crate) fn gomoku_move_facts(&self, p: usize, c: Colour, facts: &mut Facts) {
        let board = &self.state.board;
        // The shapes through the stone, unless no rule reads one.
        let shapes = bit(Fact::Five) | bit(Fact::Overline) | bit(Fact::DoubleFour);
        if facts.wants_any(shapes | bit(Fact::DoubleThree)) {
            let view = View::new(board.colours(), board.size());
            let shape = lines::shape(&view, p, crate::go::board::stone(c), self.readings());
            facts.insert(Fact::Five, Value::Bool(shape.five));
            facts.insert(Fact::Overline, Value::Bool(shape.overline));
            facts.insert(Fact::DoubleFour, Value::Bool(shape.double_four()));
            facts.insert(Fact::DoubleThree, Value::Bool(shape.double_three()));
        }
        facts.insert(
            Fact::BoardFull,
            Value::Bool(board.occupied() + 1 == board.points()),
        );
        // A record that starts from a setup position does not contain its opening.
        let from_empty_board = self.record_has_no_setup();
        let number = self.state.move_number + 1;
        let tengen = self.ruleset.board.tengen.filter(|_| from_empty_board);
        facts.insert(
            Fact::FirstStoneOffTengen,
            Value::Bool(number == 1 && c == Colour::Black && tengen.is_some_and(|t| t != p)),
        );
        let not_designated = from_empty_board
            && number == OPENING_MOVES as u32
            && c == Colour::Black
            && self.opening_at(p).is_none();
        facts.insert(Fact::NotDesignatedOpening, Value::Bool(not_designated));
    }

    /// The edition's opening that Black 3 on `p` completes, if any.
    pub(crate) fn opening_at(&self, p: usize) -> Option<usize> {
        let openings = self.ruleset.openings.as_ref()?;
        let tengen = self.ruleset.board.tengen?;
        let first = &self.state.opening.first_moves;
        let (&b1, &w2) = (first.first()?, first.get(1)?);
        let (t, w, b) = (self.xy(tengen), self.xy(w2), self.xy(p));
        let adjacent = (w.0 - t.0).abs().max((w.1 - t.1).abs()) == 1;
        let r = openings.black3_within as i32;
        let central = (b.0 - t.0).abs() <= r && (b.1 - t.1).abs() <= r;
        if b1 != tengen || !adjacent || !central {
            return None;
        }
        let table: Vec<Entry> = openings
            .table
            .iter()
            .map(|o| Entry {
                white2: self.xy(o.white2),
                black3: self.xy(o.black3),
            })
            .collect();
        openings::classify(&table, t, w, b)
    }

    /// After Black 3, remember the opening's name for the judgement.
    pub(crate) fn name_opening(&mut self, p: usize) {
        let openings = self.ruleset.openings.as_ref();
        if let Some(o) = self
            .opening_at(p)
            .and_then(|i| openings.and_then(|t| t.table.get(i)))
        {
            self.state.opening.opening =
                Some(format!("{} {} ({}, {})", o.name, o.romanised, o.id, o.kind));
        }
    }

    /// Whether the move being judged is Black 3 completing an opening with
    /// no number of fifth-move offers declared before it or in the event
    /// right after it: the declaration is due with the opening (同时), so
    /// it can be pointed out from Black 3 on. A fact of the record around
    /// the move, not of the point: a `points` scan never asks it.
    pub(crate) fn offers_due_undeclared(&self, c: Colour) -> bool {
        let due = self.ruleset.openings.is_some()
            && self.record_has_no_setup()
            && c == Colour::Black
            && self.state.move_number + 1 == OPENING_MOVES as u32
            && self.state.opening.declared_offers.is_none();
        due && !self.declares_offers(self.current + 1)
    }

    /// Whether record event `index` is Black declaring the number of offers.
    fn declares_offers(&self, index: usize) -> bool {
        let Some(event) = self.record.events.get(index) else {
            return false;
        };
        let EventKind::Conduct(conduct) = &event.kind else {
            return false;
        };
        event.actor == Actor::Player(Colour::Black)
            && self
                .ruleset
                .event(&conduct.name)
                .is_some_and(|(_, e)| e.effect == Effect::DeclareOffers)
    }

    /// Facts of Black's fifth-move offers, before they are placed.
    pub(crate) fn offer_facts(&self, points: &[usize], facts: &mut Facts) {
        let g = &self.state.opening;
        let mismatch = g.declared_offers.is_some_and(|n| n != points.len() as f64);
        facts.insert(Fact::OfferCountMismatch, Value::Bool(mismatch));
        let board = &self.state.board;
        let stones: Vec<(Xy, u8)> = (0..board.points())
            .filter(|&q| board.at(q) != 0)
            .map(|q| (self.xy(q), board.at(q)))
            .collect();
        let centre = self
            .ruleset
            .board
            .tengen
            .map_or((board.size() as i32 / 2, board.size() as i32 / 2), |t| {
                self.xy(t)
            });
        let as_shapes = self.ruleset.reading(Reading::FifthOffersDistinctAsShapes);
        let equivalent = points.iter().enumerate().any(|(i, &a)| {
            points[i + 1..]
                .iter()
                .any(|&b| openings::equivalent(&stones, self.xy(a), self.xy(b), centre, as_shapes))
        });
        facts.insert(Fact::OffersEquivalent, Value::Bool(equivalent));
    }

    /// Facts of a swap, before it is recorded.
    pub(crate) fn swap_facts(&self, facts: &mut Facts) {
        // The window is the edition's (`openings.swap-after`); without an
        // opening protocol no swap is in a window.
        let in_window = self.ruleset.openings.as_ref().is_some_and(|o| {
            // A record from a position counts the moves its stones imply.
            let played = self.implied_moves() + self.state.move_number;
            o.swap_after.contains(&played)
        });
        facts.insert(Fact::SwapOutOfWindow, Value::Bool(!in_window));
        facts.insert(Fact::SwapRepeated, Value::Bool(self.state.opening.swapped));
    }
}
