//! What the file a record was read from says that its judgement is read
//! against — its own komi, its written result, the variations left out, a
//! charset declaration that was ignored — as values. The SGF reader fills
//! them from `KM`, `RE`, the tree and `CA`; a record of our format from
//! its header tags of the same names (as `convert` writes them). The judge
//! reads these values and never a tag.

use super::span::Span;

/// What the source says, each value with where it is written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Source {
    /// The game's komi, in points.
    pub komi: Option<(f64, Span)>,
    /// A komi written that is no number of points caipan reads, as written.
    pub komi_unread: Option<(String, Span)>,
    /// The result as written.
    pub result: Option<(WrittenResult, Span)>,
    /// Variations beside the main line that were left out.
    pub variations: Option<(usize, Span)>,
    /// A charset declaration that was ignored: (declared, read as).
    pub charset_ignored: Option<(String, String, Span)>,
    /// The handicap the file declares (SGF `HA[n]`, n of 2 or more).
    pub handicap: Option<(u32, Span)>,
}

/// A handicap as `HA[]` or the `Handicap` tag writes it: a whole number
/// of stones, 2 or more (`HA[0]`, `HA[1]` and `HA[7.5]` declare none).
pub fn handicap(written: &str) -> Option<u32> {
    written
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (2..=361).contains(n))
}

/// A result as a record writes it (SGF's `RE`: `B+R`, `W+3.5`, `0`,
/// `Draw`, `Jigo`, `Void`, `?` …), with what it says if anything.
#[derive(Clone, Debug, PartialEq)]
pub struct WrittenResult {
    /// The text as written.
    pub text: String,
    /// Who it says won, or a draw; `None` when it says neither (a void
    /// game, an unknown result, a notation of its own).
    pub says: Option<Said>,
}

/// What a written result says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// Black won.
    BlackWins,
    /// White won.
    WhiteWins,
    /// A draw (jigo).
    Draw,
}

impl WrittenResult {
    /// A result as written, read the way SGF writes them: `B+…`, `W+…`,
    /// `0`, `Draw…` or `Jigo…` (any case).
    pub fn read(text: &str) -> WrittenResult {
        let upper = text.trim().to_ascii_uppercase();
        let says = if upper.starts_with("B+") {
            Some(Said::BlackWins)
        } else if upper.starts_with("W+") {
            Some(Said::WhiteWins)
        } else if upper == "0" || upper.starts_with("DRAW") || upper.starts_with("JIGO") {
            Some(Said::Draw)
        } else {
            None
        };
        WrittenResult {
            text: text.to_string(),
            says,
        }
    }
}
