//! The ruleset file as written, whole: the edition's header, board,
//! parameters, articles, opening protocol and the others it may be played
//! with, events and rules, each part a serde struct of [`super::raw`] (or
//! [`super::raw_protocols`]). Nothing here is trusted yet; [`super::load`]
//! validates it into the model.

use super::raw::*;
use super::raw_protocols::{RawProtocol, RawProtocolName};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawRuleset {
    pub edition: RawEdition,
    pub board: RawBoard,
    #[serde(default)]
    pub parameters: Vec<RawParameter>,
    pub scoring: Option<RawScoring>,
    pub tournament: Option<super::raw_tournament::RawTournament>,
    pub articles: Vec<RawArticle>,
    /// Named openings (Gomoku's designated openings), with the article defining them.
    pub openings: Option<RawOpenings>,
    /// The name of the protocol `openings:` gives, where the edition has others.
    pub protocol: Option<RawProtocolName>,
    /// The other protocols the edition may be played with.
    #[serde(default)]
    pub protocols: Vec<RawProtocol>,
    /// The game whose shared event declarations this edition starts from
    /// (`rulesets/events/GAME.yaml`, built in; never a path).
    pub events_of: Option<S<String>>,
    /// Shared events this edition does not have.
    #[serde(default)]
    pub drop_events: Vec<S<String>>,
    /// Events of this edition: new ones, or shared ones it words differently.
    #[serde(default)]
    pub events: Vec<RawEvent>,
    pub rules: Vec<RawRule>,
    /// When each player is given a loss separately (both late beyond the
    /// limit), both lose, citing these articles. Without it the first loss
    /// stands and the second is only reported.
    pub losses_of_both: Option<RawLossesOfBoth>,
    /// The articles that leave matters the rules do not cover to the
    /// arbiter, cited for an event no rule of the edition is on.
    pub uncovered: Option<RawArticleList>,
    /// Articles, clauses and items no record can show, and why (equipment,
    /// ceremonies, organisation): what `caipan coverage` reports for them.
    #[serde(default)]
    pub not_checkable: Vec<RawNotCheckable>,
    /// Articles the game's physics applies (liberties, captures, the
    /// count), not a rule: what `caipan coverage` reports for them.
    #[serde(default)]
    pub physics: Vec<RawNotCheckable>,
}
