//! Property: the incremental Go board (chains as circular lists with
//! pseudo-liberties, a change log for undo, a Zobrist hash) agrees with a
//! naive board that flood-fills everything, under random play — captures,
//! multi-stone captures, suicides the physics lets stand — and random undo.

use caipan::go::board::{Board, EMPTY};
use proptest::prelude::*;

/// The obvious board: a vector of colours and flood fills.
#[derive(Clone, PartialEq, Debug)]
struct Naive {
    size: usize,
    colour: Vec<u8>,
}

impl Naive {
    fn neighbours(&self, p: usize) -> Vec<usize> {
        let (x, y) = (p % self.size, p / self.size);
        let mut v = Vec::new();
        if x > 0 {
            v.push(p - 1);
        }
        if x + 1 < self.size {
            v.push(p + 1);
        }
        if y > 0 {
            v.push(p - self.size);
        }
        if y + 1 < self.size {
            v.push(p + self.size);
        }
        v
    }

    /// The chain through `p` and its liberties.
    fn chain(&self, p: usize) -> (Vec<usize>, usize) {
        let c = self.colour[p];
        let mut seen = vec![false; self.colour.len()];
        let mut libs = vec![false; self.colour.len()];
        let mut stack = vec![p];
        let mut stones = Vec::new();
        seen[p] = true;
        while let Some(q) = stack.pop() {
            stones.push(q);
            for n in self.neighbours(q) {
                if self.colour[n] == EMPTY {
                    libs[n] = true;
                } else if self.colour[n] == c && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        stones.sort_unstable();
        (stones, libs.iter().filter(|&&l| l).count())
    }

    /// Place, take the opponent's chains without liberties, then the
    /// player's own chain if it has none. Returns the captured stones.
    fn play(&mut self, p: usize, c: u8) -> (Vec<usize>, bool) {
        self.colour[p] = c;
        let mut captured = Vec::new();
        for n in self.neighbours(p) {
            if self.colour[n] == 3 - c {
                let (stones, libs) = self.chain(n);
                if libs == 0 {
                    for s in &stones {
                        self.colour[*s] = EMPTY;
                    }
                    captured.extend(stones);
                }
            }
        }
        let (own, libs) = self.chain(p);
        let suicide = libs == 0;
        if suicide {
            for s in own {
                self.colour[s] = EMPTY;
            }
        }
        captured.sort_unstable();
        captured.dedup();
        (captured, suicide)
    }
}

/// A step of play: a point index (taken modulo the empty points) or an undo.
#[derive(Clone, Debug)]
enum Step {
    Play(usize),
    Undo(usize),
}

fn steps() -> impl Strategy<Value = (usize, Vec<Step>)> {
    (
        prop::sample::select(vec![3usize, 5, 7, 9]),
        prop::collection::vec(
            prop_oneof![
                12 => any::<usize>().prop_map(Step::Play),
                1 => any::<usize>().prop_map(Step::Undo),
            ],
            1..300,
        ),
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn incremental_board_agrees_with_a_naive_board((size, steps) in steps()) {
        let mut board = Board::new(size);
        let mut naive = Naive { size, colour: vec![EMPTY; size * size] };
        // (board log mark, naive board) before each move, for undo.
        let mut marks: Vec<(usize, Naive)> = Vec::new();
        let mut colour = 1u8;
        for step in steps {
            match step {
                Step::Play(k) => {
                    let empties: Vec<usize> =
                        (0..size * size).filter(|&p| naive.colour[p] == EMPTY).collect();
                    if empties.is_empty() {
                        continue;
                    }
                    let p = empties[k % empties.len()];
                    let analysis = board.analyse(p, colour);
                    marks.push((board.log_len(), naive.clone()));
                    let (captured, naive_suicide) = naive.play(p, colour);
                    let mut predicted: Vec<usize> =
                        analysis.captured.iter().map(|&s| s as usize).collect();
                    predicted.sort_unstable();
                    prop_assert_eq!(&predicted, &captured, "captures at {}", p);
                    prop_assert_eq!(analysis.suicide, naive_suicide && captured.is_empty());
                    let mut played: Vec<usize> =
                        board.play(p, colour).iter().map(|&s| s as usize).collect();
                    played.sort_unstable();
                    prop_assert_eq!(&played, &captured);
                    colour = 3 - colour;
                }
                Step::Undo(k) => {
                    if marks.is_empty() {
                        continue;
                    }
                    let keep = k % marks.len();
                    let (mark, before) = marks[keep].clone();
                    marks.truncate(keep);
                    board.undo_to(mark);
                    naive = before;
                }
            }
            prop_assert_eq!(board.check_consistent(), Ok(()));
            prop_assert_eq!(board.colours(), &naive.colour[..]);
            for p in 0..size * size {
                if naive.colour[p] != EMPTY {
                    prop_assert_eq!(board.liberties(p), naive.chain(p).1, "liberties at {}", p);
                }
            }
        }
    }
}

/// Found by the peers benchmark on real SGF: a stone played on an occupied
/// point corrupted the chains, and the next capture looped, allocating until
/// the process was killed. The stone there is now taken off first.
#[test]
fn a_stone_played_on_an_occupied_point_keeps_the_board_consistent() {
    let mut board = Board::new(9);
    board.play(10, 1);
    board.play(11, 1);
    board.play(10, 2); // on Black's stone
    assert_eq!(board.at(10), 2);
    assert_eq!(board.at(11), 1);
    // White surrounds Black's remaining stone and captures it.
    for p in [2, 12, 20] {
        board.play(p, 2);
    }
    assert_eq!(board.at(11), EMPTY);
    let stones = (0..81).filter(|&p| board.at(p) != EMPTY).count();
    assert_eq!(stones, 4);
}
