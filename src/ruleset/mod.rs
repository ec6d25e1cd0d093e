//! Rule editions as data (the `caipan-ruleset` crate, re-exported whole),
//! and the built-in editions as this library embeds them: each from its
//! compiled form, made at build time by that crate's own loader (build.rs).

pub use caipan_ruleset::ruleset::*;

pub mod compiled;

use crate::error::RulesetError;

/// A built-in edition by id, or None. This is all a record's `Edition` tag
/// may name: rulesets from files come from the command line only. The
/// compiled form is used when the build made one, the YAML otherwise.
pub fn built_in(edition: &str) -> Option<Result<Ruleset, Box<RulesetError>>> {
    let (id, file, text) = BUILT_IN.iter().find(|(id, _, _)| *id == edition)?;
    Some(compiled::load(id).map_or_else(|| load_ruleset(file, text), Ok))
}

/// A summary of every built-in edition, for listings: read from the
/// compiled forms' heads (nothing else is decoded), from the YAML where the
/// build made no form.
pub fn built_in_summaries() -> Result<Vec<compiled::Summary>, Box<RulesetError>> {
    BUILT_IN
        .iter()
        .map(|(id, file, text)| match compiled::summary(id) {
            Some(summary) => Ok(summary),
            None => load_ruleset(file, text).map(|r| compiled::Summary::of(&r)),
        })
        .collect()
}

/// The outline of every built-in edition of `game` but `except` (what
/// `cite` reads of the others): from the compiled forms' heads (no edition
/// decoded whole, an edition of another game only to its summary), from
/// the YAML where the build made no form.
pub fn built_in_outlines(except: &str, game: crate::vocabulary::Game) -> Vec<Outline> {
    BUILT_IN
        .iter()
        .filter(|(id, _, _)| *id != except)
        .filter(|(id, _, _)| compiled::summary(id).is_none_or(|s| s.game == game))
        .filter_map(|(id, file, text)| match compiled::outline(id) {
            Some(outline) => Some(outline),
            None => load_ruleset(file, text).ok().map(|r| Outline::of(&r)),
        })
        .filter(|o| o.game == game)
        .collect()
}

/// The words for search of every built-in edition (`search` over them
/// all): read in place from what the build embedded, from the edition
/// loaded where the build made none (`loaded` holds those).
pub fn built_in_search_docs(loaded: &mut Vec<Ruleset>) -> Vec<SearchDoc<'_>> {
    let embedded: Vec<(&str, Option<SearchDoc<'static>>)> = BUILT_IN
        .iter()
        .map(|(id, _, _)| (*id, compiled::search_doc(id)))
        .collect();
    loaded.extend(
        embedded
            .iter()
            .filter(|(_, doc)| doc.is_none())
            .filter_map(|(id, _)| resolve(id).ok()),
    );
    let loaded: &Vec<Ruleset> = loaded;
    embedded
        .into_iter()
        .filter_map(|(id, doc)| {
            doc.or_else(|| loaded.iter().find(|r| r.id == id).map(SearchDoc::of))
        })
        .collect()
}

/// An edition as named on the command line: a built-in id, or the path of
/// a ruleset file ending in .yaml/.yml or containing `/`, read through the
/// bounded reader.
pub fn resolve(edition: &str) -> Result<Ruleset, Box<RulesetError>> {
    resolve_with_built_in(edition, built_in)
}

/// Load an edition (as [`resolve`]) with an optional supplement file on top.
pub fn resolve_with(edition: &str, supplement: Option<&str>) -> Result<Ruleset, Box<RulesetError>> {
    supplemented(resolve(edition)?, supplement)
}
