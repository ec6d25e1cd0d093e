//! A setup event's writes read point by point: rectangles expanded on the
//! board's columns, each point once with its last write (for the writers,
//! which name each point; the judge expands rectangles on its own board).

use super::ast::{Colour, PointName, SetupChange};

impl SetupChange {
    /// Every point the change writes, with what it holds afterwards: each
    /// point once, in the order of its last write (rectangles column by
    /// column, each from its lowest row up). `columns` are the board's
    /// column letters, left to right.
    pub fn points(&self, columns: &[char]) -> Vec<(Option<Colour>, PointName)> {
        let mut writes = Vec::new();
        for area in &self.areas {
            if area.from == area.to {
                writes.push((area.holds, area.from));
                continue;
            }
            let (Some((x0, r0)), Some((x1, r1))) =
                (area.from.parts(columns), area.to.parts(columns))
            else {
                continue;
            };
            let (left, right) = (x0.min(x1), x0.max(x1));
            for &letter in &columns[left..=right] {
                for r in r0.min(r1)..=r0.max(r1) {
                    if let Some(p) = PointName::from_parts(letter, r) {
                        writes.push((area.holds, p));
                    }
                }
            }
        }
        // The last write of each point, kept where it was written.
        let mut seen = std::collections::HashSet::new();
        let mut last: Vec<_> = writes
            .into_iter()
            .rev()
            .filter(|(_, p)| seen.insert(*p))
            .collect();
        last.reverse();
        last
    }
}
