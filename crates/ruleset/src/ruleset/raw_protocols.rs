//! An edition's opening protocols as written: the name of its own, and
//! each other protocol it may be played with (the RIF's later opening
//! rules for renju, swap1 and swap2 for gomoku), with the articles,
//! events and rules that protocol brings and the edition's rules it
//! replaces. A supplement chooses one (`protocol:`).

use super::raw::{RawArticle, RawEvent, RawOpenings, RawRule, S};
use super::raw_reasons::RawNotCheckable;
use serde::Deserialize;

/// The name of the protocol the edition's own `openings:` section gives
/// (none: the edition plays without a protocol).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawProtocolName {
    pub id: S<String>,
    pub title: String,
    pub title_zh: String,
}

/// A protocol the edition may be played with instead of its own.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawProtocol {
    pub id: S<String>,
    pub title: String,
    pub title_zh: String,
    /// The document that gives the protocol (its articles summarise it).
    pub source: String,
    #[serde(default)]
    pub notes: Vec<String>,
    /// The protocol; none: played without one.
    pub openings: Option<RawOpenings>,
    /// Its articles, added to the edition's (ids unique in the edition).
    #[serde(default)]
    pub articles: Vec<RawArticle>,
    /// Its events: new ones, or the edition's worded or bounded anew.
    #[serde(default)]
    pub events: Vec<RawEvent>,
    /// Its rules: new ones, or the edition's of the same id replaced.
    #[serde(default)]
    pub rules: Vec<RawRule>,
    /// The edition's rules not in force under this protocol.
    #[serde(default)]
    pub drop_rules: Vec<S<String>>,
    /// Its provisions the physics applies.
    #[serde(default)]
    pub physics: Vec<RawNotCheckable>,
}
