//! How a game is added (docs/design.md, "How to add"): a position that
//! answers [`Position`] — and [`Counting`] if the game is counted — is all
//! the judge needs. Here a toy game whose stones never interact is judged
//! by the generic judge through the trait alone, under a built-in
//! Go edition's rules: the judge places, undoes and reads through the trait,
//! an occupied point is the game's defect, and a game that does not count
//! is not counted.

use super::{Deadline, Judge, validate};
use crate::position::{Position, SetupDefect};
use crate::record::ast::Colour;
use crate::vocabulary::Facts;

/// Stones on a board, nothing else: no capture, no fact of its own.
struct Dots {
    size: usize,
    cells: Vec<Option<Colour>>,
    /// (point, what it held): what `undo_to` restores.
    log: Vec<(usize, Option<Colour>)>,
}

impl Dots {
    fn new(size: usize) -> Self {
        Dots {
            size,
            cells: vec![None; size * size],
            log: Vec::new(),
        }
    }

    fn write(&mut self, p: usize, c: Option<Colour>) {
        if let Some(cell) = self.cells.get_mut(p) {
            self.log.push((p, *cell));
            *cell = c;
        }
    }
}

impl Position for Dots {
    fn size(&self) -> usize {
        self.size
    }
    fn at(&self, p: usize) -> Option<Colour> {
        self.cells.get(p).copied().flatten()
    }
    fn stones(&self) -> usize {
        self.cells.iter().flatten().count()
    }
    fn mark(&self) -> usize {
        self.log.len()
    }
    fn undo_to(&mut self, mark: usize) {
        while self.log.len() > mark {
            if let Some((p, was)) = self.log.pop() {
                self.cells[p] = was;
            }
        }
    }
    fn move_facts(&self, _p: usize, _c: Colour, _facts: &mut Facts) {}
    fn play(&mut self, p: usize, c: Colour) -> Vec<u16> {
        self.write(p, Some(c));
        Vec::new()
    }
    fn put(&mut self, p: usize, c: Colour) {
        self.write(p, Some(c));
    }
    fn take_off(&mut self, p: usize) {
        self.write(p, None);
    }
    fn set_up(&mut self, changes: &[(usize, Option<Colour>)], _to_move: Colour) {
        for &(p, c) in changes {
            self.write(p, c);
        }
    }
    fn start(&mut self, _to_move: Colour, _positions: usize) {}
    fn pass(&mut self, _to_move: Colour) {}
    fn turn_lost(&mut self, _to_move: Colour) {}
    fn impossible_setup(&self, _points: &[usize]) -> Option<(usize, SetupDefect)> {
        None
    }
    fn moves_implied_by_setup(&self, _stones: usize) -> u32 {
        0
    }
}

/// A built-in Go edition whose warning costs a stone at the count.
fn go_edition() -> crate::Ruleset {
    crate::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| crate::ruleset::resolve(id).ok())
        .find(|r| {
            r.game == crate::vocabulary::Game::Go
                && r.rules.iter().any(|r| r.id == "warning-costs-a-stone")
        })
        .expect("a Go edition whose warning costs a stone")
}

/// Judge `text` under a Go edition's rules with the toy game's position
/// in place of Go's.
fn judge_dots(text: &str) -> (crate::judgement::Judgement, Option<String>) {
    let ruleset = go_edition();
    let record = crate::record::parse("t", text).expect("record parses");
    let text = crate::error::Text::from(text);
    let read = validate(&ruleset, &record, "t", &text).expect("record is valid");
    let mut judge = Judge::new(&ruleset, &record, "t", text, read);
    judge.state = super::state::State::new(
        Box::new(Dots::new(ruleset.board.size)),
        judge.given.protocol.start(),
    );
    let defect = judge.run(Deadline::NONE, false).err();
    let message = defect.as_ref().map(|d| d.to_string());
    (judge.finish(defect.as_deref()), message)
}

#[test]
fn a_new_game_is_judged_through_its_position_alone() {
    // Go's rules, the toy's physics: the stones that would capture in Go
    // capture nothing here, and the game is judged to its end.
    let (j, defect) = judge_dots("B B1\nW A1\nB A2\nW C1\nB B2\n");
    assert_eq!(defect, None);
    assert_eq!(j.moves_judged, 5);
    assert!(j.findings.is_empty(), "{:?}", j.findings);
    // A point the toy holds already is its defect, found by asking it.
    let (j, defect) = judge_dots("B B1\nW B1\n");
    assert_eq!(j.moves_judged, 1);
    assert!(defect.is_some_and(|d| d.contains("occupied")));
    // The rules of play are the edition's, whatever the game: a double
    // move is void and warned, and the warning costs its stone.
    let (j, _) = judge_dots("B B1\nB C1\n");
    let rules: Vec<&str> = j.findings.iter().map(|f| f.rule()).collect();
    assert_eq!(rules, ["double-move", "warning-costs-a-stone"]);
    assert_eq!(j.moves_judged, 1, "the void move is not played");
    // The toy does not answer `Counting`: a stopped game is not counted.
    let (j, _) = judge_dots("B Q16\nW D4\nB propose-end\nW accept-end\n");
    assert_eq!(j.result.outcome.name(), "undecided");
}
