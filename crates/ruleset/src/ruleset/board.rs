//! The board an edition is played on: its size, its column letters, its
//! centre, and the other sizes its text allows (AGA Go on 9×9 and 13×13
//! as on 19×19, free-style gomoku on 15×15 and 20×20). A record's size
//! (`SZ[]`, `[Size]`) or a supplement chooses among them; the edition on
//! that board is [`Board::sized`]'s.

use serde::{Deserialize, Serialize};

/// The board an edition is played on.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Board {
    /// Points per side.
    pub size: usize,
    /// Column letters, left to right.
    pub columns: Vec<char>,
    /// The article that fixes the board.
    pub article: String,
    /// Board index of the centre point, if the edition names one.
    pub tengen: Option<usize>,
    /// The sizes the text allows, in increasing order, `size` among them.
    pub sizes: Vec<usize>,
    /// Column letters for the largest of them (`columns` is their first
    /// `size`).
    pub letters: Vec<char>,
    /// The size the edition's text names (`size`, unless a record or a
    /// supplement chose another of `sizes`).
    pub own: usize,
    /// The edition names a centre point (`tengen`): each odd board of its
    /// sizes has one at its centre, an even board none.
    pub centred: bool,
}

impl Board {
    /// Board index of a written point such as `H8`.
    #[inline]
    pub fn index(&self, text: &str) -> Option<usize> {
        let mut chars = text.chars();
        let x = chars
            .next()
            .and_then(|c| self.columns.iter().position(|&k| k == c))?;
        self.at_row(x, chars.as_str().as_bytes())
    }

    /// Board index of column `x` on the row written `row` (`16`).
    #[inline]
    pub fn at_row(&self, x: usize, row: &[u8]) -> Option<usize> {
        // Rows are one or two digits: read them without the general parser
        // (this runs for every move judged); anything else goes to it.
        let y: usize = match *row {
            [d @ b'0'..=b'9'] => usize::from(d - b'0'),
            [t @ b'0'..=b'9', d @ b'0'..=b'9'] => {
                usize::from(t - b'0') * 10 + usize::from(d - b'0')
            }
            _ => std::str::from_utf8(row).ok()?.parse().ok()?,
        };
        (1..=self.size)
            .contains(&y)
            .then(|| (y - 1) * self.size + x)
    }

    /// The name of a board index (`H8`).
    pub fn name(&self, p: usize) -> String {
        format!("{}{}", self.columns[p % self.size], p / self.size + 1)
    }

    /// The size of the board a record names (`written`, its `[Size]`):
    /// that size where the text allows it, else this board's.
    pub fn size_for(&self, written: Option<&str>) -> usize {
        written
            .and_then(|w| w.trim().parse::<usize>().ok())
            .filter(|&n| self.allows(n) && n <= self.letters.len())
            .unwrap_or(self.size)
    }

    /// The sizes the text allows, written as boards: `9×9, 13×13, 19×19`.
    pub fn sizes_written(&self) -> String {
        let boards: Vec<String> = self.sizes.iter().map(|n| format!("{n}×{n}")).collect();
        boards.join(", ")
    }

    /// Whether the text allows a board of `size`.
    pub fn allows(&self, size: usize) -> bool {
        self.sizes.contains(&size)
    }

    /// The board of `size`, where the text allows it: the first `size`
    /// letters, and the centre point where the edition names one and the
    /// board has one (an even board has none). The validator lets an
    /// edition name several sizes only when nothing else of it is placed
    /// on the board's points (no opening table, no zone about the centre).
    pub fn sized(&self, size: usize) -> Option<Board> {
        if !self.allows(size) || self.letters.len() < size {
            return None;
        }
        let centre = size / 2;
        Some(Board {
            size,
            columns: self.letters[..size].to_vec(),
            article: self.article.clone(),
            tengen: (self.centred && size % 2 == 1).then_some(centre * size + centre),
            sizes: self.sizes.clone(),
            letters: self.letters.clone(),
            own: self.own,
            centred: self.centred,
        })
    }
}

impl super::model::Ruleset {
    /// The edition on a board of `size` (its other protocols too), where
    /// its text allows that size; itself on its own size.
    pub fn on_board(&self, size: usize) -> Option<super::model::Ruleset> {
        // The size is checked before the copy: a copy of an edition costs
        // more than judging a short game.
        let board = self.board.sized(size)?;
        let mut on = self.clone();
        on.board = board;
        for p in &mut on.protocols {
            p.board = p.board.sized(size)?;
        }
        Some(on)
    }
}
