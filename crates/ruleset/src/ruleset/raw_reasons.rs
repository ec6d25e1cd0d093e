//! Provisions with a reason, as written: the shape the ruleset's
//! `not-checkable:` and `physics:` and the tournament's `not-built:` share.

use serde::Deserialize;
use serde_saphyr::Spanned as S;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
/// Provisions not checkable from a record, with the reason.
pub struct RawNotCheckable {
    pub articles: Vec<S<String>>,
    pub why: String,
}
