//! An edition's opening protocol at play: what it remembers (the opening
//! stones, the number of fifth-move offers declared, the offers on the
//! board, the swaps made) and the facts it gives about a move, an offer, a
//! declaration or a swap. Written against any [`Position`](crate::position::Position): the protocol
//! is the ruleset's data (`openings:`), the stones are the game's, and
//! nothing here is Gomoku's own.

mod acts;
pub use acts::Acting;
pub mod symmetry;

use crate::record::ast::Colour;
use crate::ruleset::condition::Value;
use crate::ruleset::openings::{Chosen, TABLE_MOVES, mover_of};
use crate::ruleset::{Openings, Ruleset};
use crate::vocabulary::{Fact, Facts, Reading};
use symmetry::{Entry, Xy};

/// The protocol of an edition: its data (none for an edition without
/// one: its offers and swaps are then in no window), and the board.
#[derive(Clone, Copy)]
pub struct Protocol<'r> {
    rules: Option<&'r Openings>,
    size: usize,
    tengen: Option<usize>,
    /// Offers count as different only as shapes (a reading of the text).
    offers_as_shapes: bool,
}

/// A protocol's zones as they stand: its data, tengen, the branches taken.
#[derive(Clone, Copy)]
struct Zoned<'a> {
    rules: &'a Openings,
    tengen: usize,
    chosen: &'a [Chosen],
}

/// What the protocol remembers of the game so far.
#[derive(Default, Debug, Clone)]
pub struct OpeningState {
    /// The first moves' points, in order (the opening), kept only when
    /// the edition has an opening protocol.
    pub first_moves: Vec<usize>,
    /// How many first moves to keep (none without a protocol).
    keep_first: usize,
    /// The number of fifth-move offers, once declared (五手N打).
    pub declared_offers: Option<f64>,
    /// Fifth-move offers on the board, waiting for White to keep one.
    pub offers: Vec<usize>,
    /// The windows a swap was made in (the moves played before each).
    pub swaps: Vec<u32>,
    /// The branches of the protocol's either/or steps taken so far.
    pub chosen: Vec<Chosen>,
    /// The opening named after its last stone, if it is one of the table.
    pub opening: Option<String>,
}

/// What a move may change of the protocol's memory, as it was before the
/// move: a void move puts it back ([`OpeningState::restore`]) without a
/// copy of the whole memory on every move.
#[derive(Debug, Clone, Copy)]
pub struct OpeningMark {
    first_moves: usize,
    chosen: usize,
    named: bool,
}

impl OpeningState {
    /// What a move may change, as it stands now.
    pub fn mark(&self) -> OpeningMark {
        OpeningMark {
            first_moves: self.first_moves.len(),
            chosen: self.chosen.len(),
            named: self.opening.is_some(),
        }
    }

    /// The memory as it was at `mark`: the first stones, the branches
    /// taken and the opening's name since then are forgotten.
    pub fn restore(&mut self, mark: OpeningMark) {
        self.first_moves.truncate(mark.first_moves);
        self.chosen.truncate(mark.chosen);
        if !mark.named {
            self.opening = None;
        }
    }

    /// A stone was placed on `p` (the opening keeps its first stones).
    pub fn placed(&mut self, p: usize) {
        if self.first_moves.len() < self.keep_first {
            self.first_moves.push(p);
        }
    }
}

impl<'r> Protocol<'r> {
    /// Whether the edition has an opening protocol (most have none: then
    /// its steps are passed over without a call on every move).
    #[inline]
    pub fn is_active(&self) -> bool {
        self.rules.is_some()
    }

    /// The ruleset's protocol (the loader makes sure a protocol has its
    /// tengen).
    pub fn of(ruleset: &'r Ruleset) -> Protocol<'r> {
        Protocol {
            rules: ruleset.openings.as_ref(),
            size: ruleset.board.size,
            tengen: ruleset.board.tengen,
            offers_as_shapes: ruleset.reading(Reading::FifthOffersDistinctAsShapes),
        }
    }

    /// What the protocol remembers at the start of a game.
    pub fn start(&self) -> OpeningState {
        OpeningState {
            keep_first: self.rules.map_or(0, Openings::moves_remembered),
            ..OpeningState::default()
        }
    }

    fn xy(&self, p: usize) -> Xy {
        ((p % self.size) as i32, (p / self.size) as i32)
    }

    /// The centre the board's symmetries turn about.
    fn centre(&self) -> Xy {
        let middle = (self.size / 2) as i32;
        self.tengen.map_or((middle, middle), |t| self.xy(t))
    }

    /// Whether `p` stands in the zone of move `number` (any point, for a
    /// move without one).
    fn in_zone(&self, at: Zoned<'_>, p: usize, number: u32) -> bool {
        let (t, q) = (self.xy(at.tengen), self.xy(p));
        let distance = (q.0 - t.0).abs().max((q.1 - t.1).abs());
        at.rules
            .zone(number, at.chosen)
            .is_none_or(|within| distance <= within as i32)
    }

    /// The facts of the protocol about a stone of `c` on `p`, the game's
    /// move `number`: Black 1 off tengen, a stone outside its zone, an
    /// opening none of the table's (none without a protocol). A record
    /// from a setup position does not contain its opening.
    pub fn move_facts(
        &self,
        state: &OpeningState,
        p: usize,
        c: Colour,
        number: u32,
        from_setup: bool,
        facts: &mut Facts,
    ) {
        let (Some(rules), Some(tengen)) = (self.rules, self.tengen) else {
            return;
        };
        let off_tengen = !from_setup && number == 1 && c == Colour::Black && p != tengen;
        facts.insert(Fact::FirstStoneOffTengen, Value::Bool(off_tengen));
        let at = Zoned {
            rules,
            tengen,
            chosen: &state.chosen,
        };
        let outside = !from_setup && !self.in_zone(at, p, number);
        facts.insert(Fact::OutsideZone, Value::Bool(outside));
        let not_designated = !from_setup
            && !rules.table.is_empty()
            && number == TABLE_MOVES
            && c == Colour::Black
            && self.opening_at(state, p).is_none();
        let in_place = from_setup || self.in_place(at, state, number);
        facts.insert(Fact::OpeningInPlace, Value::Bool(in_place));
        facts.insert(Fact::NotDesignatedOpening, Value::Bool(not_designated));
    }

    /// Whether the opening's stones before move `number` stand where the
    /// openings put them: Black 1 on tengen, then White 2 in its zone
    /// (moves after the table's are not asked about).
    fn in_place(&self, at: Zoned<'_>, state: &OpeningState, number: u32) -> bool {
        let earlier = state
            .first_moves
            .iter()
            .take((number as usize).saturating_sub(1));
        number > TABLE_MOVES
            || earlier
                .zip(1..)
                .all(|(&q, n)| (n != 1 || q == at.tengen) && self.in_zone(at, q, n))
    }

    /// The table's opening that Black 3 on `p` completes, if any: Black 1,
    /// White 2 and Black 3 each in its zone, and the three one of the
    /// table's under the board's symmetries about tengen.
    pub fn opening_at(&self, state: &OpeningState, p: usize) -> Option<usize> {
        let (rules, tengen) = (self.rules?, self.tengen?);
        let (&b1, &w2) = (state.first_moves.first()?, state.first_moves.get(1)?);
        let at = Zoned {
            rules,
            tengen,
            chosen: &state.chosen,
        };
        let in_zones = [b1, w2, p]
            .iter()
            .zip(1..)
            .all(|(&q, n)| self.in_zone(at, q, n));
        if b1 != tengen || !in_zones {
            return None;
        }
        let table: Vec<Entry> = rules
            .table
            .iter()
            .map(|o| Entry {
                white2: self.xy(o.white2),
                black3: self.xy(o.black3),
            })
            .collect();
        symmetry::classify(&table, self.xy(tengen), self.xy(w2), self.xy(p))
    }

    /// A stone on `p` stands as the game's move `number`: the opening its
    /// last stone completes is named.
    pub fn move_stands(&self, state: &mut OpeningState, p: usize, number: u32, from_setup: bool) {
        let Some(rules) = self.rules else {
            return;
        };
        if number == TABLE_MOVES && !from_setup {
            let o = self.opening_at(state, p).and_then(|i| rules.table.get(i));
            if let Some(o) = o {
                state.opening = Some(format!("{} {} ({}, {})", o.name, o.romanised, o.id, o.kind));
            }
        }
    }

    /// Whether the number of fifth-move offers is due with the move being
    /// judged (the game's move `number`, by `c`) and not declared yet.
    pub fn offers_due(
        &self,
        state: &OpeningState,
        c: Colour,
        number: u32,
        from_setup: bool,
    ) -> bool {
        let due_with = self
            .rules
            .and_then(|r| r.offers(&state.chosen)?.declared_with);
        !from_setup
            && due_with == Some(number)
            && c == mover_of(number)
            && state.declared_offers.is_none()
    }
}
