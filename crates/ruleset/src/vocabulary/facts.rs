//! The facts computed for one event, as the judge holds them.

use super::{Fact, Game};
use crate::ruleset::condition::Value;

/// A set of facts as bits, one per [`Fact`] (there are fewer than 64).
pub type FactSet = u64;

/// The bit of one fact in a [`FactSet`].
#[inline]
pub const fn bit(fact: Fact) -> FactSet {
    1 << fact as u32
}

/// Every fact.
pub const ALL_FACTS: FactSet = FactSet::MAX;

/// The facts computed for one event, indexed by [`Fact`]: cheaper than a
/// hash map for the thirty facts there are (this is built for every event
/// judged).
///
/// Truth values live in bit sets alone, numbers in an array of `f64`,
/// words (rare) as values: setting the commonest fact, a truth value, is
/// two bit operations. Which facts are set and which are truthy are bit
/// sets too: a rule's guard (the facts its conditions need true or false)
/// is checked against them with two instructions, so most rules are
/// passed over without evaluating a condition; and clearing is forgetting
/// the bits, so one `Facts` serves event after event without being built
/// or dropped again (the judge keeps one boxed and reuses it).
#[derive(Clone, Debug)]
pub struct Facts {
    nums: [f64; Fact::ALL.len()],
    /// Words and absent values; a word is only read where `words` says.
    others: [Value; Fact::ALL.len()],
    set: FactSet,
    truthy: FactSet,
    /// The facts set that are numbers (read from `nums`).
    numeric: FactSet,
    /// The facts set that are words or absent (read from `others`).
    words: FactSet,
    /// The facts someone will read; the others need not be computed.
    wanted: FactSet,
}

impl Default for Facts {
    fn default() -> Self {
        Facts {
            nums: [0.0; Fact::ALL.len()],
            others: std::array::from_fn(|_| Value::Absent),
            set: 0,
            truthy: 0,
            numeric: 0,
            words: 0,
            wanted: ALL_FACTS,
        }
    }
}

impl Facts {
    /// No facts yet; every fact wanted.
    pub fn new() -> Facts {
        Facts::default()
    }

    /// Forget every fact, and say which will be read. The values stay in
    /// place until overwritten: only the bits say what is set.
    #[inline]
    pub fn clear(&mut self, wanted: FactSet) {
        self.set = 0;
        self.truthy = 0;
        self.numeric = 0;
        self.words = 0;
        self.wanted = wanted;
    }

    /// Whether anyone will read the fact (so it is worth computing).
    #[inline]
    pub fn wants(&self, fact: Fact) -> bool {
        self.wanted & bit(fact) != 0
    }

    /// Whether anyone will read one of these facts.
    #[inline]
    pub fn wants_any(&self, facts: FactSet) -> bool {
        self.wanted & facts != 0
    }

    /// Set a fact (the last value set wins), if it is wanted. Always
    /// inlined: the judge sets a literal `Bool` or `Num`, and the match on
    /// it then folds away (out of line, it was a tenth of judging).
    #[inline(always)]
    pub fn insert(&mut self, fact: Fact, value: Value) {
        let b = bit(fact);
        // A fact nobody reads is not kept (so its old value need not be dropped).
        if self.wanted & b == 0 {
            return;
        }
        self.set |= b;
        if value.truthy() {
            self.truthy |= b;
        } else {
            self.truthy &= !b;
        }
        self.numeric &= !b;
        self.words &= !b;
        match value {
            Value::Bool(_) => {}
            Value::Num(n) => {
                self.nums[fact as usize] = n;
                self.numeric |= b;
            }
            other => {
                self.others[fact as usize] = other;
                self.words |= b;
            }
        }
    }

    /// Set the truth values of the facts in `facts` at once (those in
    /// `true_ones` true, the others false), the wanted ones only: what
    /// [`Facts::insert`] of a `Bool` does for each, in a few bit
    /// operations for them all (a position sets its truth values this way
    /// on every move it plays).
    #[inline]
    pub fn insert_truths(&mut self, facts: FactSet, true_ones: FactSet) {
        let kept = facts & self.wanted;
        self.set |= kept;
        self.truthy = (self.truthy & !kept) | (true_ones & kept);
        self.numeric &= !kept;
        self.words &= !kept;
    }

    /// A fact's value, if it was computed.
    #[inline]
    pub fn get(&self, fact: &Fact) -> Option<Value> {
        let b = bit(*fact);
        if self.set & b == 0 {
            None
        } else if self.numeric & b != 0 {
            Some(Value::Num(self.nums[*fact as usize]))
        } else if self.words & b != 0 {
            match &self.others[*fact as usize] {
                Value::Absent => None,
                v => Some(v.clone()),
            }
        } else {
            Some(Value::Bool(self.truthy & b != 0))
        }
    }

    /// The facts set and truthy (true, a number other than 0, a word).
    #[inline]
    pub fn truthy(&self) -> FactSet {
        self.truthy
    }
}

// Facts index an array by discriminant and a 64-bit set: the last fact
// closes the range.
const _: () = assert!(Fact::BeganTheCycle as usize + 1 == Fact::ALL.len());
const _: () = assert!(Fact::ALL.len() <= FactSet::BITS as usize);

/// The facts only Go's judging computes: captures, liberties, ko,
/// repetition (`GoPosition::FACTS`).
const GO_FACTS: &[Fact] = &[
    Fact::Suicide,
    Fact::SelfCaptured,
    Fact::KoRecapture,
    Fact::Repetition,
    Fact::BeganTheCycle,
    Fact::Captures,
    Fact::PointsWereCaptured,
];

/// The facts only Gomoku's judging computes: lines, forbidden shapes, a
/// full board, and the opening protocol's (`GomokuPosition::FACTS`).
const GOMOKU_FACTS: &[Fact] = &[
    Fact::Five,
    Fact::Overline,
    Fact::DoubleFour,
    Fact::DoubleThree,
    Fact::FiveUnblocked,
    Fact::DoubleOpenThree,
    Fact::BoardFull,
    Fact::FirstStoneOffTengen,
    Fact::NotDesignatedOpening,
    Fact::OutsideZone,
    Fact::OpeningInPlace,
    Fact::OffersUndeclared,
    Fact::OffersWaiting,
    Fact::OfferCountMismatch,
    Fact::OffersEquivalent,
    Fact::SwapOutOfWindow,
    Fact::SwapRepeated,
    Fact::NotProtocolPlayer,
];

impl Game {
    /// The facts only this game's position computes.
    pub const fn own_facts(self) -> &'static [Fact] {
        match self {
            Game::Go => GO_FACTS,
            Game::Gomoku => GOMOKU_FACTS,
        }
    }

    /// Whether judging this game computes `fact`: a fact some game declares
    /// as its own is computed for that game only (a rule on a fact of
    /// another game could never fire, and is refused when the ruleset
    /// loads); every other fact the judge computes for every game.
    pub fn computes(self, fact: Fact) -> bool {
        let own = |g: Game| g.own_facts().contains(&fact);
        own(self) || !Game::ALL.iter().any(|&g| own(g))
    }
}
