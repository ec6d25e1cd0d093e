//! A setup node's points set at once: each touched chain rebuilt once, or
//! every chain found again when much of the board changes. A setup is
//! never undone: it leaves one barrier in the undo log.

use super::{BARRIER, Board, EMPTY};

impl Board {
    /// Set many points at once, without captures (a setup node): each
    /// `(point, colour or EMPTY)`, the last change of a point counting.
    /// Every chain a change touches is taken off once and its other stones
    /// put back, so the cost is the points changed and the chains they
    /// touch, not a chain rebuilt for every point (which made a node that
    /// rewrites the board cost its points times its chains).
    ///
    /// A setup is never undone (a takeback lifts the stone just played,
    /// when nothing happened since): the changes are not logged, one
    /// barrier is, so the log grows by one entry per setup however many
    /// points it changes, and [`Board::undo_to`] stops there.
    pub fn set_many(&mut self, changes: &[(usize, u8)]) {
        let mut target: Vec<(usize, u8)> =
            changes.iter().map(|&(p, c)| (self.framed(p), c)).collect();
        // The last change of each point, and none that changes nothing.
        target.reverse();
        target.sort_by_key(|&(p, _)| p);
        target.dedup_by_key(|&mut (p, _)| p);
        target.retain(|&(p, c)| self.colour[p] != c);
        if target.len() * 4 >= self.points() {
            // A large part of the board changes: set the colours and find
            // every chain again in one pass over the board.
            for &(p, c) in &target {
                self.recolour(p, c);
            }
            self.rebuild_chains();
            self.log.push((BARRIER, EMPTY));
            return;
        }
        // Every chain a change touches comes off once (later changes in a
        // chain already taken off find their point empty).
        let mut taken_off = Vec::new();
        for &(p, _) in &target {
            let c = self.colour[p];
            if c != EMPTY {
                self.remove_chain(p, false, |s| taken_off.push((usize::from(s), c)));
            }
        }
        // The stones of those chains that do not change go back.
        let changed = |p: usize| target.binary_search_by_key(&p, |&(q, _)| q).is_ok();
        for &(s, c) in &taken_off {
            if !changed(s) {
                self.put(s, c, false);
            }
        }
        for &(p, c) in &target {
            if c != EMPTY {
                self.put(p, c, false);
            }
        }
        self.log.push((BARRIER, EMPTY));
    }

    /// A (framed) point's colour changed without its chains kept (see
    /// [`Board::rebuild_chains`]); the hash and the stone count follow.
    fn recolour(&mut self, p: usize, c: u8) {
        let old = self.colour[p];
        if old != EMPTY {
            self.hash ^= self.geo.zobrist.stone(p, old);
            self.occupied -= 1;
        }
        if c != EMPTY {
            self.hash ^= self.geo.zobrist.stone(p, c);
            self.occupied += 1;
        }
        self.colour[p] = c;
    }

    /// Every chain found again from the colours: heads, circular lists,
    /// sizes and pseudo-liberties, in one pass over the board.
    fn rebuild_chains(&mut self) {
        let n = self.geo.width * self.geo.width;
        let mut seen = vec![false; n];
        let mut stack = Vec::new();
        for p in 0..n {
            self.head[p] = p as u16;
            self.next[p] = p as u16;
            self.stones[p] = 0;
            self.libs[p] = 0;
        }
        for start in 0..n {
            let c = self.colour[start];
            if c == super::OFF {
                continue;
            }
            if c == EMPTY || seen[start] {
                continue;
            }
            seen[start] = true;
            stack.push(start);
            let (mut size, mut libs, mut last) = (0u16, 0u16, start);
            while let Some(s) = stack.pop() {
                size += 1;
                self.head[s] = start as u16;
                if s != start {
                    // Link s into the circle after the last stone linked.
                    self.next[s] = self.next[last];
                    self.next[last] = s as u16;
                    last = s;
                }
                for m in self.around(s) {
                    if self.colour[m] == EMPTY {
                        libs += 1;
                    } else if self.colour[m] == c && !seen[m] {
                        seen[m] = true;
                        stack.push(m);
                    }
                }
            }
            self.stones[start] = size;
            self.libs[start] = libs;
        }
    }
}
