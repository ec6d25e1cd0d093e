//! An edition's opening protocol at play: what it remembers (the opening
//! stones, the number of fifth-move offers declared, the offers on the
//! board, the swap) and the facts it gives about a move, an offer or a
//! swap. Written against any [`Position`]: the protocol is the ruleset's
//! data, the stones are the game's, and nothing here is Gomoku's own.

pub mod symmetry;

use crate::position::Position;
use crate::record::ast::Colour;
use crate::ruleset::condition::Value;
use crate::ruleset::{Openings, Ruleset};
use crate::vocabulary::{Fact, Facts, Reading};
use symmetry::{Entry, Xy};

/// The moves an opening table describes: Black 1 on tengen, White 2 and
/// Black 3 (the table's `white2`/`black3` columns). The checks of the
/// opening come at its first and last move.
pub const OPENING_MOVES: usize = 3;

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

/// What the protocol remembers of the game so far.
#[derive(Default, Debug, Clone)]
pub struct OpeningState {
    /// The first moves' points, in order (the opening), kept only when
    /// the edition has an opening protocol.
    pub first_moves: Vec<usize>,
    /// How many first moves to keep (none without a protocol).
    keep_first: usize,
    /// N of 五手N打, once declared.
    pub declared_offers: Option<f64>,
    /// Fifth-move offers on the board, waiting for White to keep one.
    pub offers: Vec<usize>,
    /// Whether a swap was made.
    pub swapped: bool,
    /// The opening named after its last stone, if it is one of the table.
    pub opening: Option<String>,
}

impl OpeningState {
    /// A stone was placed on `p` (the opening keeps its first stones).
    pub fn placed(&mut self, p: usize) {
        if self.first_moves.len() < self.keep_first {
            self.first_moves.push(p);
        }
    }

    /// The stone last placed, on `p`, was taken back.
    pub fn unplaced(&mut self, p: usize) {
        if self.first_moves.last() == Some(&p) {
            self.first_moves.pop();
        }
    }
}

impl<'r> Protocol<'r> {
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

    /// Whether the edition has an opening protocol.
    pub fn exists(&self) -> bool {
        self.rules.is_some()
    }

    /// The centre the board's symmetries turn about.
    fn centre(&self) -> Xy {
        let middle = (self.size / 2) as i32;
        self.tengen.map_or((middle, middle), |t| self.xy(t))
    }

    fn xy(&self, p: usize) -> Xy {
        ((p % self.size) as i32, (p / self.size) as i32)
    }

    /// The facts of the protocol about a stone of `c` on `p`, the game's
    /// move `number`: Black 1 off tengen, an opening none of the table's
    /// (none without a protocol). A record from a setup position does not
    /// contain its opening.
    pub fn move_facts(
        &self,
        state: &OpeningState,
        p: usize,
        c: Colour,
        number: u32,
        from_setup: bool,
        facts: &mut Facts,
    ) {
        let Some(tengen) = self.tengen.filter(|_| self.exists()) else {
            return;
        };
        let off_tengen = !from_setup && number == 1 && c == Colour::Black && p != tengen;
        facts.insert(Fact::FirstStoneOffTengen, Value::Bool(off_tengen));
        let not_designated = !from_setup
            && number == OPENING_MOVES as u32
            && c == Colour::Black
            && self.opening_at(state, p).is_none();
        facts.insert(Fact::NotDesignatedOpening, Value::Bool(not_designated));
    }

    /// The table's opening that Black 3 on `p` completes, if any.
    pub fn opening_at(&self, state: &OpeningState, p: usize) -> Option<usize> {
        let (rules, tengen) = (self.rules?, self.tengen?);
        let first = &state.first_moves;
        let (&b1, &w2) = (first.first()?, first.get(1)?);
        let (t, w, b) = (self.xy(tengen), self.xy(w2), self.xy(p));
        let adjacent = (w.0 - t.0).abs().max((w.1 - t.1).abs()) == 1;
        let r = rules.black3_within as i32;
        let central = (b.0 - t.0).abs() <= r && (b.1 - t.1).abs() <= r;
        if b1 != tengen || !adjacent || !central {
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
        symmetry::classify(&table, t, w, b)
    }

    /// What the protocol remembers at the start of a game.
    pub fn start(&self) -> OpeningState {
        OpeningState {
            keep_first: if self.exists() { OPENING_MOVES } else { 0 },
            ..OpeningState::default()
        }
    }

    /// A stone on `p` stands as the game's move `number`: the opening its
    /// last stone completes is named.
    pub fn move_stands(&self, state: &mut OpeningState, p: usize, number: u32, from_setup: bool) {
        let Some(rules) = self.rules else {
            return;
        };
        if number == OPENING_MOVES as u32 && !from_setup {
            let o = self.opening_at(state, p).and_then(|i| rules.table.get(i));
            if let Some(o) = o {
                state.opening = Some(format!("{} {} ({}, {})", o.name, o.romanised, o.id, o.kind));
            }
        }
    }

    /// Whether the number of fifth-move offers is due with the move being
    /// judged (Black 3, the game's move `number`) and not declared yet.
    pub fn offers_due(
        &self,
        state: &OpeningState,
        c: Colour,
        number: u32,
        from_setup: bool,
    ) -> bool {
        self.exists()
            && !from_setup
            && c == Colour::Black
            && number == OPENING_MOVES as u32
            && state.declared_offers.is_none()
    }

    /// Facts of Black's fifth-move offers on `points`, before they are placed.
    pub fn offer_facts(
        &self,
        state: &OpeningState,
        position: &dyn Position,
        points: &[usize],
        facts: &mut Facts,
    ) {
        let mismatch = state
            .declared_offers
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

    /// Facts of a swap after `played` moves (those a setup implies
    /// included), before it is recorded.
    pub fn swap_facts(&self, state: &OpeningState, played: u32, facts: &mut Facts) {
        let in_window = self.rules.is_some_and(|r| r.swap_after.contains(&played));
        facts.insert(Fact::SwapOutOfWindow, Value::Bool(!in_window));
        facts.insert(Fact::SwapRepeated, Value::Bool(state.swapped));
    }
}
