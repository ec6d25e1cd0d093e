//! A Go position's two ways of judging a move agree: the facts read from
//! a look at the point before it (`move_facts`) and the facts read from
//! the play itself (`play_with_facts`, what the judge uses for a move no
//! rule can hold), on random games of small boards, where captures,
//! suicides, ko and repeated positions are common.

use super::*;
use crate::vocabulary::{Fact, Facts};

/// A small deterministic generator (no dependency for a test).
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// An empty position of `size` × `size`, the player to move part of a
/// position or not.
fn empty(size: usize, board_only: bool) -> GoPosition {
    let mut history = History::default();
    history.board_only = board_only;
    let mut position = GoPosition {
        board: Board::new(size),
        history,
        ko: None,
        ko_log: Vec::new(),
        prisoners: [0, 0],
        seki: TerritoryReading::default(),
    };
    position.start(Colour::Black, 0);
    position
}

const POSITION_FACTS: [Fact; 4] = [
    Fact::Suicide,
    Fact::KoRecapture,
    Fact::Repetition,
    Fact::Captures,
];

#[test]
fn facts_read_from_the_play_are_the_facts_of_a_look_before_it() {
    let mut seed = 0x2545_F491_4F6C_DD1D;
    let (mut repeated, mut suicides, mut ko) = (0, 0, 0);
    for (size, board_only) in [(3, false), (4, false), (4, true), (5, false)] {
        let (mut looked, mut played) = (empty(size, board_only), empty(size, board_only));
        let mut c = Colour::Black;
        for _ in 0..3000 {
            let empties: Vec<usize> = (0..size * size)
                .filter(|&p| looked.at(p).is_none())
                .collect();
            if empties.is_empty() {
                break;
            }
            let p = empties[(next(&mut seed) % empties.len() as u64) as usize];
            let (mut before, mut during) = (Facts::new(), Facts::new());
            looked.move_facts(p, c, &mut before);
            let captured = looked.play(p, c);
            assert_eq!(played.play_with_facts(p, c, &mut during), captured);
            for fact in POSITION_FACTS {
                assert_eq!(before.get(&fact), during.get(&fact), "{fact:?} at {p}");
            }
            assert_eq!(looked.board.colours(), played.board.colours());
            assert_eq!((looked.ko, looked.prisoners), (played.ko, played.prisoners));
            assert_eq!(looked.mark(), played.mark());
            let truthy = |f: Fact| during.get(&f).is_some_and(|v| v.truthy());
            repeated += usize::from(truthy(Fact::Repetition));
            suicides += usize::from(truthy(Fact::Suicide));
            ko += usize::from(truthy(Fact::KoRecapture));
            c = c.opponent();
        }
    }
    // The games reach every fact this test is about.
    assert!(
        repeated > 0 && suicides > 0 && ko > 0,
        "{repeated} {suicides} {ko}"
    );
}

#[test]
fn a_stone_played_with_its_facts_is_taken_back_exactly() {
    let mut seed = 0x9E37_79B9_7F4A_7C15;
    let mut position = empty(5, false);
    let mut c = Colour::Black;
    for _ in 0..400 {
        let Some(p) = (0..25)
            .map(|_| (next(&mut seed) % 25) as usize)
            .find(|&p| position.at(p).is_none())
        else {
            break;
        };
        let (colours, ko, prisoners) = (position.board.colours(), position.ko, position.prisoners);
        let mark = position.mark();
        let mut first = Facts::new();
        position.play_with_facts(p, c, &mut first);
        position.undo_to(mark);
        assert_eq!(position.board.colours(), colours);
        assert_eq!((position.ko, position.prisoners), (ko, prisoners));
        // The position taken back is forgotten: played again, the stone
        // has the same facts (not a repetition of itself).
        let mut again = Facts::new();
        position.play_with_facts(p, c, &mut again);
        for fact in POSITION_FACTS {
            assert_eq!(first.get(&fact), again.get(&fact), "{fact:?} at {p}");
        }
        c = c.opponent();
    }
}
