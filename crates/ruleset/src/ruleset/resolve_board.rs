//! The board section resolved: its size, the other sizes the text allows,
//! a column letter for each column of the largest, and the centre point.

use super::load::Validator;
use super::model::Board;
use super::raw::{RawBoard, S};
use super::resolve::Provisions;
use crate::said;

/// The sizes a board may have (a point is named by a letter and a row).
const SIZES: std::ops::RangeInclusive<usize> = 2..=25;

impl Validator<'_> {
    /// The board: its sizes and column letters checked (the tengen comes
    /// later).
    pub(super) fn board(&mut self, raw: &RawBoard, provisions: &Provisions) -> Board {
        let size = raw.size.value as usize;
        let letters: Vec<char> = raw.columns.value.chars().collect();
        let sizes = self.sizes(raw, size);
        let largest = sizes.last().copied().unwrap_or(size);
        if !SIZES.contains(&size) {
            self.problem(
                &raw.size,
                said!("ruleset-a-board-of-size-is-not", size = size),
                said!("ruleset-size"),
                said!("ruleset-use-a-size-from-2-to"),
            );
        } else if letters.len() != largest {
            self.problem(
                &raw.columns,
                said!(
                    "ruleset-column-letters-for-a-board-of",
                    columns = letters.len(),
                    size = largest
                ),
                said!("ruleset-wrong-number-of-columns"),
                said!("ruleset-give-exactly-one-letter-per-column"),
            );
        }
        self.check_article(provisions, &raw.article);
        Board {
            size,
            columns: letters.iter().take(size).copied().collect(),
            article: raw.article.value.clone(),
            tengen: None,
            sizes,
            letters,
            own: size,
            centred: raw.tengen.is_some(),
        }
    }

    /// The sizes the text allows: `size` alone when not given; else each
    /// a supported size, in increasing order, `size` among them.
    fn sizes(&mut self, raw: &RawBoard, size: usize) -> Vec<usize> {
        let Some(given) = &raw.sizes else {
            return vec![size];
        };
        let sizes: Vec<usize> = given.value.iter().map(|&s| usize::from(s)).collect();
        let increasing = sizes.windows(2).all(|w| w[0] < w[1]);
        let supported = sizes.iter().all(|s| SIZES.contains(s));
        if !(increasing && supported && sizes.contains(&size)) {
            self.problem(
                given,
                said!("ruleset-board-sizes-are-not-the-sizes", size = size),
                said!("ruleset-board-sizes"),
                said!("ruleset-write-the-sizes-the-text-allows"),
            );
            return vec![size];
        }
        sizes
    }

    /// The board's centre point, if named: on a board of several sizes,
    /// the centre (it is placed again at the centre of each).
    pub(super) fn tengen(&mut self, raw: &RawBoard, board: &Board) -> Option<usize> {
        let at = raw.tengen.as_ref()?;
        let Some(p) = board.index(&at.value) else {
            self.not_a_point(at);
            return None;
        };
        let centre = board.size / 2 * (board.size + 1);
        if board.sizes.len() > 1 && (board.size.is_multiple_of(2) || p != centre) {
            self.off_centre(at);
        }
        Some(p)
    }

    fn off_centre(&mut self, at: &S<String>) {
        self.problem(
            at,
            said!(
                "ruleset-tengen-is-not-the-centre",
                at = crate::error::quote(&at.value)
            ),
            said!("ruleset-not-the-centre"),
            said!("ruleset-name-the-centre-point-as-tengen"),
        );
    }
}
