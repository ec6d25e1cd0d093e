//! A Go position: the board with its chains, the ko, and every position
//! seen so far (for whole-board repetition). It plays, undoes and counts,
//! and says what a stone would do; it knows nothing of the judge.

use super::board::{Board, EMPTY, stone};
use super::count::{TerritoryReading, area, area_owners, territory, territory_owners};
use super::history::History;
use crate::position::{Area, Counting, Position, SetupDefect};
use crate::record::ast::Colour;
use crate::ruleset::Ruleset;
use crate::ruleset::condition::Value;
use crate::vocabulary::facts::bit;
use crate::vocabulary::{Fact, Facts, Game, Reading, ScoringMethod};

/// The point a player may not retake at once, and who may not.
type Ko = Option<(u16, Colour)>;

/// A Go game's position.
pub struct GoPosition {
    board: Board,
    history: History,
    /// The point the given colour may not retake at once.
    ko: Option<(u16, Colour)>,
    /// For each stone played: the board's mark before it, the ko and the
    /// prisoners then, so an undo restores them too.
    ko_log: Vec<(usize, Ko, [usize; 2])>,
    /// Stones each player has taken off the board (Black's, White's):
    /// territory counting adds them to the player's count.
    prisoners: [usize; 2],
    /// The ruleset's reading of seki in a territory count: dame filled
    /// first, eyes in seki counted.
    seki: TerritoryReading,
}

impl GoPosition {
    /// The facts only Go's judging computes (declared in the vocabulary,
    /// where the loader refuses a rule on a fact the game lacks).
    pub const FACTS: &'static [Fact] = Game::Go.own_facts();

    /// An empty board of the ruleset's size, repetition as the ruleset reads it.
    pub fn new(ruleset: &Ruleset) -> GoPosition {
        let mut history = History::default();
        history.board_only = ruleset.reading(Reading::RepetitionBoardOnly);
        // Following cycles costs a little on every move: only when a
        // rule reads who began one.
        let on_moves = ruleset.derived().wanted(&crate::ruleset::Trigger::Move);
        history.track_cycles = on_moves & crate::vocabulary::facts::bit(Fact::BeganTheCycle) != 0;
        GoPosition {
            board: Board::new(ruleset.board.size),
            history,
            ko: None,
            ko_log: Vec::new(),
            prisoners: [0, 0],
            seki: TerritoryReading {
                dame_filled: ruleset.reading(Reading::TerritoryDameFilled),
                seki_eyes_counted: ruleset
                    .scoring
                    .as_ref()
                    .and_then(|s| s.territory.as_ref())
                    .is_some_and(|t| t.seki_eyes_counted),
            },
        }
    }

    /// The board, for physics that reads it directly (tests, benchmarks).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A stone of `c` played on `p`: captures, prisoners and the ko, but
    /// not the position remembered. Returns the opponent's stones taken
    /// off, and how many of the player's own (a suicide a ruleset let
    /// stand).
    fn play_stone(&mut self, p: usize, c: Colour) -> (Vec<u16>, usize) {
        self.ko_log
            .push((self.board.log_len(), self.ko, self.prisoners));
        let before = self.board.occupied();
        let captured = self.board.play(p, stone(c));
        // Stones taken off are prisoners: the opponent's captured ones the
        // player's, the player's own the opponent's.
        let own = (before + 1 - captured.len()).saturating_sub(self.board.occupied());
        self.prisoners[c.index()] += captured.len();
        self.prisoners[c.opponent().index()] += own;
        // A single stone that took a single stone and has only the point
        // it took as liberty: the opponent may not retake at once.
        self.ko = (captured.len() == 1 && self.board.lone_with_one_liberty(p))
            .then(|| (captured[0], c.opponent()));
        (captured, own)
    }

    fn remember(&mut self, to_move: Colour) {
        self.history.record(&self.board, stone(to_move));
    }
}

impl Position for GoPosition {
    fn size(&self) -> usize {
        self.board.size()
    }

    fn at(&self, p: usize) -> Option<Colour> {
        match self.board.at(p) {
            1 => Some(Colour::Black),
            2 => Some(Colour::White),
            _ => None,
        }
    }

    fn stones(&self) -> usize {
        self.board.occupied()
    }

    fn mark(&self) -> usize {
        self.board.log_len()
    }

    fn undo_to(&mut self, mark: usize) {
        self.history.truncate_to(mark);
        self.board.undo_to(mark);
        while let Some(&(at, ko, prisoners)) = self.ko_log.last() {
            if at < mark {
                break;
            }
            self.ko = ko;
            self.prisoners = prisoners;
            self.ko_log.pop();
        }
    }

    fn move_facts(&self, p: usize, c: Colour, facts: &mut Facts) {
        let analysis = self.board.analyse(p, stone(c));
        let suicide = analysis.suicide;
        let ko_recapture = self.ko == Some((p as u16, c)) && analysis.captured.len() == 1;
        facts.insert(Fact::Suicide, Value::Bool(suicide));
        facts.insert(
            Fact::SelfCaptured,
            Value::Num(analysis.self_captured as f64),
        );
        facts.insert(Fact::KoRecapture, Value::Bool(ko_recapture));
        // The one fact here that costs a lookup: asked only if a rule reads it.
        // A suicide repeats a position as any move may (one stone taken
        // off leaves the board as it was): whether that matters besides the
        // suicide is the ruleset's to say (`not suicide` beside a rule on
        // repetition), not the physics'.
        if facts.wants(Fact::Repetition) {
            let repetition = self
                .history
                .repeats(&self.board, &analysis, stone(c.opponent()));
            facts.insert(Fact::Repetition, Value::Bool(repetition));
        }
        if facts.wants(Fact::BeganTheCycle) {
            let began = self.history.began_the_cycle(
                &self.board,
                analysis.hash_after,
                stone(c.opponent()),
                stone(c),
            );
            facts.insert(Fact::BeganTheCycle, Value::Bool(began));
        }
        facts.insert(Fact::Captures, Value::Num(analysis.captured.len() as f64));
    }

    fn play(&mut self, p: usize, c: Colour) -> Vec<u16> {
        let (captured, _) = self.play_stone(p, c);
        self.remember(c.opponent());
        captured
    }

    fn play_with_facts(&mut self, p: usize, c: Colour, facts: &mut Facts) -> Vec<u16> {
        // What `move_facts` reads from a look at the point, read from the
        // play: the same captures; a suicide is the stone's own chain
        // taken off; a repetition the position after it seen before.
        let retakes_ko = self.ko == Some((p as u16, c));
        let (captured, own) = self.play_stone(p, c);
        // The truth values at once (this runs for every move judged).
        let mut truths = bit(Fact::Suicide) | bit(Fact::KoRecapture);
        let mut true_ones = 0;
        if own > 0 {
            true_ones |= bit(Fact::Suicide);
        }
        if retakes_ko && captured.len() == 1 {
            true_ones |= bit(Fact::KoRecapture);
        }
        if facts.wants(Fact::Repetition) {
            truths |= bit(Fact::Repetition);
            if self.history.seen(&self.board, stone(c.opponent())) {
                true_ones |= bit(Fact::Repetition);
            }
        }
        facts.insert_truths(truths, true_ones);
        facts.insert(Fact::SelfCaptured, Value::Num(own as f64));
        if facts.wants(Fact::BeganTheCycle) {
            let began = self.history.began_the_cycle(
                &self.board,
                self.board.hash(),
                stone(c.opponent()),
                stone(c),
            );
            facts.insert(Fact::BeganTheCycle, Value::Bool(began));
        }
        facts.insert(Fact::Captures, Value::Num(captured.len() as f64));
        self.remember(c.opponent());
        captured
    }

    fn put(&mut self, p: usize, c: Colour) {
        self.board.set(p, stone(c));
    }

    fn take_off(&mut self, p: usize) {
        self.board.clear(p);
    }

    fn set_up(&mut self, changes: &[(usize, Option<Colour>)], to_move: Colour) {
        let changes: Vec<(usize, u8)> = changes
            .iter()
            .map(|&(p, c)| (p, c.map_or(EMPTY, stone)))
            .collect();
        self.board.set_many(&changes);
        self.ko = None;
        self.remember(to_move);
    }

    fn start(&mut self, to_move: Colour, positions: usize) {
        // Sized once for the game: a stone per position (captures may add
        // more; the lists grow then), instead of doubling as they fill.
        self.history.reserve(positions);
        self.board.reserve(positions);
        self.ko_log.reserve(positions);
        self.remember(to_move);
    }

    fn pass(&mut self, to_move: Colour) {
        // Logged like a stone, so that `undo_to` the mark before it takes
        // it back (the ko it cleared, the position it remembered).
        self.ko_log
            .push((self.board.log_len(), self.ko, self.prisoners));
        self.board.log_pass();
        self.ko = None;
        self.remember(to_move);
    }

    fn turn_lost(&mut self, to_move: Colour) {
        self.remember(to_move);
    }

    fn impossible_setup(&self, points: &[usize]) -> Option<(usize, SetupDefect)> {
        let index = points.iter().position(|&p| self.board.liberties(p) == 0)?;
        Some((index, SetupDefect::NoLiberty))
    }

    fn moves_implied_by_setup(&self, _stones: usize) -> u32 {
        0 // setup stones are handicap stones or a given position
    }

    fn counting(&self) -> Option<&dyn Counting> {
        Some(self)
    }
}

impl Counting for GoPosition {
    fn count(&self, method: ScoringMethod, dead: &[u16]) -> Area {
        match method {
            ScoringMethod::Area => area(&self.board, dead),
            ScoringMethod::Territory => territory(&self.board, dead, self.prisoners, self.seki),
        }
    }

    fn owners(&self, method: ScoringMethod, dead: &[u16]) -> Vec<u8> {
        match method {
            ScoringMethod::Area => area_owners(&self.board, dead),
            ScoringMethod::Territory => territory_owners(&self.board, dead, self.seki),
        }
    }
}

#[cfg(test)]
#[path = "position_tests.rs"]
mod tests;
