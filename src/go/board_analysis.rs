//! What a stone would do, read from the four neighbours of its point
//! without changing the board: captures, suicide, a ko shape, the hash
//! after it.

use super::{Board, EMPTY};

/// What placing a stone would do, found without changing the board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Analysis {
    /// Opponent stones that would be captured.
    pub captured: Vec<u16>,
    /// The stone would have no liberty and capture nothing.
    pub suicide: bool,
    /// The player's own stones a suicide takes off: the stone and the
    /// chains it joins (0 when it is no suicide).
    pub self_captured: usize,
    /// The move would take a single stone in a ko shape: the point the
    /// opponent may not retake at once.
    pub ko_point: Option<u16>,
    /// Board hash after the move (captures included, suicide not).
    pub hash_after: u128,
}

/// What the four neighbours of a point say about a stone played there.
struct Around {
    empties: u32,
    own_neighbour: bool,
    /// An own chain touching the point has a liberty besides it.
    own_extra_liberty: bool,
    /// Heads of the opponent chains whose last liberty the point is.
    taken: [u16; 4],
    n_taken: usize,
    /// Heads of the player's own chains touching the point, each once.
    own: [u16; 4],
    n_own: usize,
}

impl Board {
    /// The neighbours of the framed point `q` read for a stone of `c`.
    fn look_around(&self, q: usize, c: u8) -> Around {
        let opp = 3 - c;
        let nbs = self.around(q);
        let colours = nbs.map(|n| self.colour[n]);
        // Empty and frame points are their own heads: equal heads are
        // one chain.
        let heads = nbs.map(|n| self.head[n]);
        let mut a = Around {
            empties: 0,
            own_neighbour: false,
            own_extra_liberty: false,
            taken: [0; 4],
            n_taken: 0,
            own: [0; 4],
            n_own: 0,
        };
        for i in 0..4 {
            let (colour, h) = (colours[i], heads[i]);
            a.empties += u32::from(colour == EMPTY);
            let adjacent = heads.iter().filter(|&&g| g == h).count() as u16;
            let last_liberty = self.libs[usize::from(h)] == adjacent;
            if colour == c {
                a.own_neighbour = true;
                a.own_extra_liberty |= !last_liberty;
                if !heads[..i].contains(&h) {
                    a.own[a.n_own] = h;
                    a.n_own += 1;
                }
            } else if colour == opp && last_liberty && !heads[..i].contains(&h) {
                a.taken[a.n_taken] = h;
                a.n_taken += 1;
            }
        }
        a
    }

    /// What a stone of `c` on the empty point `p` would do.
    pub fn analyse(&self, p: usize, c: u8) -> Analysis {
        let q = self.framed(p);
        let a = self.look_around(q, c);
        let mut hash_after = self.hash ^ self.geo.zobrist.stone(q, c);
        let mut captured = Vec::new();
        for &h in &a.taken[..a.n_taken] {
            for s in self.chain_stones(usize::from(h)) {
                hash_after ^= self.geo.zobrist.stone(s, 3 - c);
                captured.push(self.plain(s as u16));
            }
        }
        let suicide = a.empties == 0 && captured.is_empty() && !a.own_extra_liberty;
        // Counted only for a suicide: the chains it joins go with the stone.
        let self_captured = if suicide {
            1 + a.own[..a.n_own]
                .iter()
                .map(|&h| self.chain_stones(usize::from(h)).count())
                .sum::<usize>()
        } else {
            0
        };
        // A suicide leaves the board without the stone and the chains it
        // joined: the position after it is that (a single stone's leaves
        // the board as it was).
        if suicide {
            hash_after = self.hash;
            for &h in &a.own[..a.n_own] {
                for s in self.chain_stones(usize::from(h)) {
                    hash_after ^= self.geo.zobrist.stone(s, c);
                }
            }
        }
        let ko_point =
            (captured.len() == 1 && a.empties == 0 && !a.own_neighbour).then(|| captured[0]);
        Analysis {
            captured,
            suicide,
            self_captured,
            ko_point,
            hash_after,
        }
    }
}
