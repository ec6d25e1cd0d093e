//! Positions seen so far, for whole-board repetition. A position is the
//! board plus the player to move (what the player "faces"). Lookup is by
//! Zobrist key; a hit is confirmed by rebuilding the earlier board from the
//! board's change log and comparing it point by point.

use super::board::{Analysis, Board, EMPTY};
use std::collections::HashMap;

#[derive(Default, Clone)]
pub struct History {
    /// (position key, board log length at that position), oldest first.
    positions: Vec<(u64, usize)>,
    index: HashMap<u64, Vec<usize>>,
}

impl History {
    /// Remember the current position with `to_move` (1 or 2) to move.
    pub fn record(&mut self, board: &Board, to_move: u8) {
        let key = board.hash() ^ board.side_key(to_move);
        self.index
            .entry(key)
            .or_default()
            .push(self.positions.len());
        self.positions.push((key, board.log_len()));
    }

    /// Forget positions recorded after the board log was `mark` long (undo).
    pub fn truncate_to(&mut self, mark: usize) {
        while let Some(&(key, m)) = self.positions.last() {
            if m <= mark {
                break;
            }
            self.positions.pop();
            if let Some(v) = self.index.get_mut(&key) {
                v.pop();
                if v.is_empty() {
                    self.index.remove(&key);
                }
            }
        }
    }

    /// Would playing `p` (with `analysis`) leave the opponent (`to_move_after`)
    /// facing a position seen before?
    pub fn repeats(
        &self,
        board: &Board,
        p: usize,
        colour: u8,
        analysis: &Analysis,
        to_move_after: u8,
    ) -> bool {
        let key = analysis.hash_after ^ board.side_key(to_move_after);
        let Some(hits) = self.index.get(&key) else {
            return false;
        };
        hits.iter().any(|&i| {
            let earlier = board.colours_at(self.positions[i].1);
            (0..board.points()).all(|q| {
                let now = if q == p {
                    colour
                } else if analysis.captured.contains(&(q as u16)) {
                    EMPTY
                } else {
                    board.at(q)
                };
                now == earlier[q]
            })
        })
    }
}
