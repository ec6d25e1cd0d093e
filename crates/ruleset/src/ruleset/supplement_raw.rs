//! A tournament supplement as written (its header, the parameters it sets,
//! the choices it makes) and the limits on its words: what the reader
//! ([`super::supplement`]) parses and the applier checks against the edition.

use super::raw::S;
use crate::vocabulary::Verdict;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(super) struct RawSupplement {
    pub(super) supplement: RawHeader,
    /// The edition's opening protocol the event plays (its id).
    pub(super) protocol: Option<S<String>>,
    /// The board the event plays on, one of the sizes the edition's text
    /// allows (a record's own size still chooses among them).
    pub(super) board_size: Option<S<u8>>,
    #[serde(default)]
    pub(super) parameters: Vec<RawSetting>,
    #[serde(default)]
    pub(super) choices: Vec<RawChoice>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(super) struct RawHeader {
    pub(super) id: S<String>,
    pub(super) title: S<String>,
    /// The title in Chinese, for the Chinese views (the title stands in
    /// where there is none).
    pub(super) title_zh: Option<S<String>>,
    pub(super) edition: S<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(super) struct RawSetting {
    pub(super) name: S<String>,
    pub(super) value: S<f64>,
    #[serde(default)]
    pub(super) note: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub(super) struct RawChoice {
    pub(super) rule: S<String>,
    pub(super) verdict: S<Vec<Verdict>>,
    #[serde(default)]
    pub(super) note: String,
}

/// Longest supplement id, in characters.
pub const ID_CHARS: usize = 64;
/// Longest supplement title, in characters.
pub const TITLE_CHARS: usize = 200;
/// Longest note on a parameter or choice, in characters.
pub const NOTE_CHARS: usize = 2000;
