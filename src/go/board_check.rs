//! The board's invariants checked against a recomputation from the
//! colours (for tests and fuzzing: it scans the whole board).

use super::{Board, EMPTY};

impl Board {
    /// Check the chain invariants (heads, sizes, pseudo-liberties, hash)
    /// against a recomputation from the colours: the reason if one fails.
    /// For tests; it scans the whole board.
    pub fn check_consistent(&self) -> Result<(), String> {
        for p in 0..self.points() {
            let p = self.framed(p);
            if self.colour[p] == EMPTY {
                continue;
            }
            let h = self.head[p] as usize;
            let chain = self.chain_framed(h);
            if !chain.iter().all(|&s| self.head[s as usize] as usize == h) {
                return Err(format!("chain at {h} has stones with another head"));
            }
            if chain.len() != self.stones[h] as usize {
                return Err(format!(
                    "chain at {h}: {} stones, size says {}",
                    chain.len(),
                    self.stones[h]
                ));
            }
            let pseudo: usize = chain
                .iter()
                .map(|&s| {
                    self.around(s as usize)
                        .iter()
                        .filter(|&&n| self.colour[n] == EMPTY)
                        .count()
                })
                .sum();
            if pseudo != self.libs[h] as usize {
                return Err(format!(
                    "pseudo-liberties of chain at {h}: {pseudo}, kept {}",
                    self.libs[h]
                ));
            }
        }
        let mut hash = 0;
        for p in 0..self.points() {
            let p = self.framed(p);
            if self.colour[p] != EMPTY {
                hash ^= self.geo.zobrist.stone(p, self.colour[p]);
            }
        }
        if hash != self.hash {
            return Err("the kept hash differs from the colours' hash".into());
        }
        Ok(())
    }
}
