//! The built-in editions' compiled form: the validated [`Ruleset`],
//! postcard-encoded, embedded by build.rs beside the YAML it was made from.
//! Decoding it takes microseconds where parsing and validating the YAML
//! takes milliseconds, so a short run starts at once.
//!
//! The YAML stays the source of truth. A compiled form is used only when the
//! hash it was made with is the hash build.rs computed for this build (the
//! edition's YAML, the shared events and the loader's own source); a stale
//! or unreadable one is ignored and the YAML is loaded instead, with full
//! diagnostics. The test `compiled_rulesets_are_current` remakes the forms
//! (`CAIPAN_BLESS=1`) and fails while one is stale.
//!
//! The form is a [`Head`] followed by the [`Ruleset`], so a listing of the
//! editions reads the heads alone.

use super::model::Ruleset;
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
    /// How many articles it has.
    pub articles: usize,
    /// How many rules judge it.
    pub rules: usize,
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
            articles: r.articles.len(),
            rules: r.rules.len(),
        }
    }
}

/// The start of a `rulesets/compiled/ID.bin` file.
#[derive(Serialize, Deserialize)]
struct Head {
    /// A tag that says what the file is, so a stray file is never decoded as one.
    magic: [u8; 8],
    /// The hash of the sources it was made from (see build.rs).
    source_hash: u64,
    /// The edition in brief.
    summary: Summary,
}

const MAGIC: [u8; 8] = *b"caipan\x02\x00";

/// The embedded form of `id` with the hash this build expects.
fn embedded(id: &str) -> Option<(u64, &'static [u8])> {
    let (_, hash, bytes) = super::COMPILED.iter().find(|(i, _, _)| *i == id)?;
    Some((*hash, bytes))
}

/// The head of a compiled form, and the bytes after it.
fn head(bytes: &[u8]) -> Option<(Head, &[u8])> {
    let (head, rest): (Head, &[u8]) = postcard::take_from_bytes(bytes).ok()?;
    (head.magic == MAGIC).then_some((head, rest))
}

/// The built-in edition `id` from its compiled form, when that form is
/// current; `None` sends the caller to the YAML.
pub(super) fn load(id: &str) -> Option<Ruleset> {
    let (hash, bytes) = embedded(id)?;
    let (source_hash, ruleset) = decode(bytes)?;
    (source_hash == hash && ruleset.id == id).then_some(ruleset)
}

/// The summary of the built-in edition `id` from its compiled form's head,
/// when that form is current.
pub(super) fn summary(id: &str) -> Option<Summary> {
    let (hash, bytes) = embedded(id)?;
    let (head, _) = head(bytes)?;
    (head.source_hash == hash && head.summary.id == id).then_some(head.summary)
}

/// A compiled form's source hash and edition; `None` if the bytes are not one.
pub fn decode(bytes: &[u8]) -> Option<(u64, Ruleset)> {
    let (head, rest) = head(bytes)?;
    let mut ruleset: Ruleset = postcard::from_bytes(rest).ok()?;
    ruleset.provisions = super::text::provision_index(&ruleset.articles);
    (Summary::of(&ruleset) == head.summary).then_some((head.source_hash, ruleset))
}

/// The compiled form of a built-in edition validated from its YAML, for
/// this build's sources; `None` for an id that is not built in.
pub fn encode(ruleset: &Ruleset) -> Option<Vec<u8>> {
    let (hash, _) = embedded(&ruleset.id)?;
    let head = Head {
        magic: MAGIC,
        source_hash: hash,
        summary: Summary::of(ruleset),
    };
    postcard::to_allocvec(&(head, ruleset)).ok()
}

/// Whether the embedded compiled form of `id` is the one this build would
/// make (false when it is missing or stale).
pub fn is_current(id: &str) -> bool {
    load(id).is_some()
}
