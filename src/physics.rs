//! The physics of each game behind one trait (as shakmaty has one
//! `Position` trait per variant): what a stone does when placed, which facts
//! the physics knows about a move, what a setup position must satisfy, and
//! what happens after a stone stands. The judge asks the ruleset's physics
//! and never branches on the game itself; this module is the one place that
//! maps a [`Game`] to its physics.
//!
//! Both games still keep their stones on the Go board type (Gomoku simply
//! never captures); a game with other pieces would bring its own board here.

use crate::engine::Judge;
use crate::go::board::{Analysis, stone};
use crate::record::ast::Colour;
use crate::ruleset::condition::Value;
use crate::vocabulary::{Fact, Facts, Game};

/// What the judge needs from a game's physics.
pub(crate) trait Physics: Sync {
    /// Placed stones capture (Go) rather than simply stay (Gomoku).
    fn captures(&self) -> bool;

    /// Whether this game's judging computes `fact`: a rule on a fact of
    /// another game could never fire, and is refused when the ruleset loads.
    fn computes(&self, fact: Fact) -> bool;

    /// The facts this physics computes about a stone of `c` on `p`.
    fn move_facts(
        &self,
        judge: &Judge<'_>,
        p: usize,
        c: Colour,
        analysis: &Analysis,
        facts: &mut Facts,
    );

    /// Moves a starting position of `stones` stones implies were played
    /// (Gomoku: stones never leave the board, so each was a move; Go: none,
    /// setup stones being handicap or a given position).
    fn moves_implied_by_setup(&self, stones: usize) -> u32;

    /// The first setup stone the game's physics cannot have on the board
    /// (Go: a chain without liberties), and why, in the physics' words.
    fn impossible_setup(&self, judge: &Judge<'_>) -> Option<SetupDefect>;

    /// A move on `p` stands; called before its stone is placed, so the
    /// moves counted are those before it (Gomoku: the designated opening is
    /// named when Black 3 stands).
    fn move_stands(&self, judge: &mut Judge<'_>, p: usize);
}

/// A setup stone that cannot be where the record puts it.
pub(crate) struct SetupDefect {
    /// Index into the record's setup list.
    pub index: usize,
    /// What is wrong, after "the setup stone on POINT".
    pub what: &'static str,
    pub label: &'static str,
    pub help: &'static str,
}

struct GoPhysics;
struct GomokuPhysics;

/// Facts only Go's judging computes: captures, liberties, ko, repetition.
fn go_only(fact: Fact) -> bool {
    use Fact::*;
    matches!(
        fact,
        Suicide | KoRecapture | Repetition | Captures | PointsWereCaptured
    )
}

/// Facts only Gomoku's judging computes: lines, forbidden shapes, the
/// opening protocol, a full board.
fn gomoku_only(fact: Fact) -> bool {
    use Fact::*;
    matches!(
        fact,
        Five | Overline
            | DoubleFour
            | DoubleThree
            | BoardFull
            | FirstStoneOffTengen
            | NotDesignatedOpening
            | OffersUndeclared
            | OffersWaiting
            | OfferCountMismatch
            | OffersEquivalent
            | SwapOutOfWindow
            | SwapRepeated
    )
}

/// The physics a ruleset's game is played with.
pub(crate) fn of(game: Game) -> &'static dyn Physics {
    match game {
        Game::Go => &GoPhysics,
        Game::Gomoku => &GomokuPhysics,
    }
}

impl Physics for GoPhysics {
    fn computes(&self, fact: Fact) -> bool {
        !gomoku_only(fact)
    }

    fn captures(&self) -> bool {
        true
    }

    fn moves_implied_by_setup(&self, _stones: usize) -> u32 {
        0
    }

    fn move_facts(
        &self,
        judge: &Judge<'_>,
        p: usize,
        c: Colour,
        analysis: &Analysis,
        facts: &mut Facts,
    ) {
        let st = &judge.state;
        let suicide = analysis.suicide;
        let ko_recapture = st.ko == Some((p as u16, c)) && analysis.captured.len() == 1;
        facts.insert(Fact::Suicide, Value::Bool(suicide));
        facts.insert(Fact::KoRecapture, Value::Bool(ko_recapture));
        // The one fact here that costs a lookup: asked only if a rule reads it.
        if facts.wants(Fact::Repetition) {
            let repetition =
                !suicide && st.history.repeats(&st.board, analysis, stone(c.opponent()));
            facts.insert(Fact::Repetition, Value::Bool(repetition));
        }
        facts.insert(Fact::Captures, Value::Num(analysis.captured.len() as f64));
    }

    fn impossible_setup(&self, judge: &Judge<'_>) -> Option<SetupDefect> {
        let index = judge
            .setup_points()
            .iter()
            .position(|&p| judge.state.board.liberties(p) == 0)?;
        Some(SetupDefect {
            index,
            what: "has no liberty",
            label: "no liberty",
            help: "a position with a chain without liberties cannot arise in play",
        })
    }

    fn move_stands(&self, _judge: &mut Judge<'_>, _p: usize) {}
}

impl Physics for GomokuPhysics {
    fn computes(&self, fact: Fact) -> bool {
        !go_only(fact)
    }

    fn captures(&self) -> bool {
        false
    }

    fn moves_implied_by_setup(&self, stones: usize) -> u32 {
        u32::try_from(stones).unwrap_or(u32::MAX)
    }

    fn move_facts(
        &self,
        judge: &Judge<'_>,
        p: usize,
        c: Colour,
        _analysis: &Analysis,
        facts: &mut Facts,
    ) {
        judge.gomoku_move_facts(p, c, facts);
    }

    fn impossible_setup(&self, _judge: &Judge<'_>) -> Option<SetupDefect> {
        None // stones never leave a Gomoku board: any position can arise
    }

    fn move_stands(&self, judge: &mut Judge<'_>, p: usize) {
        // The stone just placed completes the opening (moves are counted
        // before it).
        if judge.state.move_number + 1 == crate::engine::OPENING_MOVES as u32
            && judge.record_has_no_setup()
        {
            judge.name_opening(p);
        }
    }
}
