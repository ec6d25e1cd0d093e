//! The built-in editions' compiled form: the validated [`Ruleset`],
//! postcard-encoded. Decoding it takes microseconds where parsing and
//! validating the YAML takes milliseconds, so a short run starts at once.
//!
//! The YAML stays the source of truth: the judging library's build script
//! loads each built-in edition with this crate's loader and embeds what
//! [`encode`] makes of it, so the form is remade whenever the YAML or the
//! loader changes and nothing derived is committed. An edition that does not
//! load at build time has no compiled form; the binary then loads its YAML
//! and shows the diagnostic.
//!
//! The form is a [`Head`] followed by the [`Ruleset`], so a listing of the
//! editions reads the heads alone, and a lookup of counterparts the
//! heads' outlines ([`Outline`]).

use super::model::Ruleset;
pub use super::outline::Outline;
use crate::vocabulary::Game;
use serde::{Deserialize, Serialize};

/// What a listing of editions shows, readable without the rest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// The edition id.
    pub id: String,
    /// The title in Chinese.
    pub title: String,
    /// The title in English.
    pub title_en: String,
    /// The game.
    pub game: Game,
    /// The seed file the text was copied from.
    pub source: String,
    /// The source in Chinese, where the edition gives it.
    #[serde(default)]
    pub source_zh: Option<String>,
    /// How many articles it has.
    pub articles: usize,
    /// How many rules judge it.
    pub rules: usize,
    /// Its opening protocols by id, its own first (none where it names
    /// none).
    #[serde(default)]
    pub protocols: Vec<String>,
    /// The board sizes its text allows, its own first (one where it
    /// allows one).
    #[serde(default)]
    pub sizes: Vec<usize>,
}

impl Summary {
    /// The summary of a loaded edition.
    pub fn of(r: &Ruleset) -> Summary {
        Summary {
            id: r.id.clone(),
            title: r.title.clone(),
            title_en: r.title_en.clone(),
            game: r.game,
            source: r.source.clone(),
            source_zh: r.source_zh.clone(),
            articles: r.articles.len(),
            rules: r.rules.len(),
            protocols: r.protocol_ids().into_iter().map(String::from).collect(),
            sizes: std::iter::once(r.board.own)
                .chain(r.board.sizes.iter().copied().filter(|&n| n != r.board.own))
                .collect(),
        }
    }
}

/// The start of a compiled form.
#[derive(Serialize, Deserialize)]
struct Head {
    /// A tag that says what the bytes are, so stray bytes are never decoded as one.
    magic: [u8; 8],
    /// The edition in brief.
    summary: Summary,
    /// Its topics and the articles its rules on each cite.
    outline: Outline,
}

/// The start of a head: what a listing reads (postcard reads a prefix).
#[derive(Deserialize)]
struct Listed {
    magic: [u8; 8],
    summary: Summary,
}

const MAGIC: [u8; 8] = *b"caipan\x04\x00";

/// The head of a compiled form, and the bytes after it.
fn head(bytes: &[u8]) -> Option<(Head, &[u8])> {
    let (head, rest): (Head, &[u8]) = postcard::take_from_bytes(bytes).ok()?;
    (head.magic == MAGIC).then_some((head, rest))
}

/// The summary in a compiled form's head (nothing else is decoded).
pub fn summary_of(bytes: &[u8]) -> Option<Summary> {
    let (listed, _): (Listed, &[u8]) = postcard::take_from_bytes(bytes).ok()?;
    (listed.magic == MAGIC).then_some(listed.summary)
}

/// The outline in a compiled form's head (the rest is not decoded).
pub fn outline_of(bytes: &[u8]) -> Option<Outline> {
    head(bytes).map(|(head, _)| head.outline)
}

/// The edition in a compiled form; `None` if the bytes are not one.
pub fn decode(bytes: &[u8]) -> Option<Ruleset> {
    let (head, rest) = head(bytes)?;
    let mut ruleset: Ruleset = postcard::from_bytes(rest).ok()?;
    ruleset.provisions = super::text::provision_index(&ruleset.articles);
    // Each protocol's edition carries its own articles.
    for variant in &mut ruleset.protocols {
        variant.provisions = super::text::provision_index(&variant.articles);
    }
    (Summary::of(&ruleset) == head.summary).then_some(ruleset)
}

/// The compiled form of an edition validated from its YAML.
pub fn encode(ruleset: &Ruleset) -> Option<Vec<u8>> {
    let head = Head {
        magic: MAGIC,
        summary: Summary::of(ruleset),
        outline: Outline::of(ruleset),
    };
    postcard::to_allocvec(&(head, ruleset)).ok()
}
