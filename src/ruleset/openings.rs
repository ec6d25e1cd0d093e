//! An edition's opening protocol as data: the designated openings, the
//! record tag that chooses designated or free, the swap window.

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

/// The opening protocol: the table of designated openings and the swap.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Openings {
    /// The article that lists the openings.
    pub article: String,
    /// The record tag choosing a designated or a free opening.
    pub tag: OpeningTag,
    /// Half-width of the square around tengen where Black 3 must be.
    pub black3_within: usize,
    /// A swap of colours may come after these move numbers (before the
    /// next move), as `swap_article` says.
    pub swap_after: Vec<u32>,
    /// The article that allows the swap.
    pub swap_article: String,
    /// The designated openings.
    pub table: Vec<Opening>,
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
