//! The two colours, which rulesets (opening protocols) and records both name.

use serde::Serialize;

/// A colour: Black moves first.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize, PartialOrd, Ord,
)]
pub enum Colour {
    /// Black.
    #[serde(rename = "B")]
    Black,
    /// White.
    #[serde(rename = "W")]
    White,
}

impl Colour {
    /// The other colour.
    pub fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
    /// `B` or `W`.
    pub fn letter(self) -> &'static str {
        match self {
            Colour::Black => "B",
            Colour::White => "W",
        }
    }
    /// `Black` or `White`.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "Black",
            Colour::White => "White",
        }
    }
    /// 0 for Black, 1 for White (an index into per-player arrays).
    pub fn index(self) -> usize {
        self as usize
    }
}
