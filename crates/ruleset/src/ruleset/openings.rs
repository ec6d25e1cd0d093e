//! An edition's opening protocol as data: the zone each opening stone must
//! stand in, the table of designated openings, the windows where a swap of
//! colours may come and who may take each, and the fifth-move offers (who
//! declares how many, and with which move). Classic and modern renju
//! protocols (RIF, Yamaguchi, Soosõrv-8, Taraguchi-10) differ only here.

use crate::colour::Colour;
use serde::{Deserialize, Serialize};

/// One designated opening.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Opening {
    /// Its id (`1D`).
    pub id: String,
    /// Its name (寒星).
    pub name: String,
    /// Its name romanised.
    pub romanised: String,
    /// Direct or indirect.
    pub kind: String,
    /// Board indices of White 2 and Black 3 in the table's orientation.
    pub white2: usize,
    /// Black 3's point.
    pub black3: usize,
}

/// Where an opening move must stand: within `within` points of tengen
/// along both axes (a square; 0 is tengen itself, 1 the central 3×3, 2 the
/// central 5×5 …).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub struct Zone {
    /// The move (1 is Black 1).
    pub move_number: u32,
    /// The square's half-width.
    pub within: u32,
}

/// A window where one swap of colours may come: after move `after`,
/// before the next move.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct SwapWindow {
    /// The moves played before the window (a setup's stones counted).
    pub after: u32,
    /// The player (by the colour held before the swap) who may take it;
    /// `None`: the player to move.
    pub by: Option<Colour>,
    /// The article that allows it.
    pub article: String,
}

/// How the fifth-move offers are fixed: declared with a move of the
/// opening by the player of that move, or a number the protocol fixes.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Offers {
    /// The move the offers stand for, when the protocol says (together
    /// they are that one move): where a page offers them.
    #[serde(default)]
    pub move_number: Option<u32>,
    /// The move the number is declared with (its player declares it).
    pub declared_with: Option<u32>,
    /// The number of offers the protocol fixes (no declaration).
    pub count: Option<u32>,
    /// The article that says so.
    pub article: String,
}

/// The opening protocol.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Openings {
    /// The article that lists the openings.
    pub article: String,
    /// The record tag choosing a designated or a free opening.
    pub tag: OpeningTag,
    /// Where each opening move must stand, by move, in order.
    pub zones: Vec<Zone>,
    /// Where swaps may come, in order of `after`.
    pub swaps: Vec<SwapWindow>,
    /// The fifth-move offers, if the protocol has them.
    pub offers: Option<Offers>,
    /// The designated openings (Black 1, White 2 and Black 3), if any.
    pub table: Vec<Opening>,
}

/// The moves a table of openings describes: Black 1, White 2, Black 3.
pub const TABLE_MOVES: u32 = 3;

impl Openings {
    /// The zone of move `number`, if the protocol gives it one.
    pub fn zone(&self, number: u32) -> Option<u32> {
        self.zones
            .iter()
            .find(|z| z.move_number == number)
            .map(|z| z.within)
    }

    /// How many first moves the protocol looks back at.
    pub fn moves_remembered(&self) -> usize {
        let zones = self.zones.iter().map(|z| z.move_number).max().unwrap_or(0);
        let table = if self.table.is_empty() {
            0
        } else {
            TABLE_MOVES
        };
        zones.max(table) as usize
    }

    /// The swap window after `played` moves, if there is one.
    pub fn swap_window(&self, played: u32) -> Option<&SwapWindow> {
        self.swaps.iter().find(|w| w.after == played)
    }
}

/// The player whose move `number` is when colours alternate from Black 1.
pub fn mover_of(number: u32) -> Colour {
    if number % 2 == 1 {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The record tag that says whether the opening is designated or free, and
/// its two values (a record without the tag plays a designated opening).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct OpeningTag {
    /// The tag's key (`Opening`).
    pub name: String,
    /// The value for a designated opening.
    pub designated: String,
    /// The value for a free opening.
    pub free: String,
    /// The article that allows both.
    pub article: String,
}
