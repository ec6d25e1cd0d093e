//! Rule editions as data: the raw YAML form, the validated model, rule
//! conditions, and the editions built into the binary.

mod articles;
mod board;
#[cfg(test)]
mod board_tests;
mod claims;
pub mod compiled;
pub mod condition;
mod cycles;
mod declarations;
pub mod derived;
mod events;
mod exact;
pub mod load;
pub mod model;
pub mod openings;
mod operand;
pub mod outline;
pub mod overlap;
mod parameters;
mod prescription;
#[cfg(test)]
mod problem_tests;
mod protocol;
mod protocol_choices;
mod protocol_variants;
pub(crate) mod raw;
mod raw_protocols;
mod raw_reasons;
mod raw_ruleset;
mod raw_scoring;
mod raw_tournament;
mod resolve_scoring;
mod scoring;
pub mod search_doc;
pub use raw::S;
mod resolve;
mod resolve_board;
mod rules;
mod steps;
pub mod supplement;
mod supplement_apply;
mod supplement_raw;
mod text;
pub mod tournament;
mod tournament_check;
pub mod value;

pub use load::{load_ruleset, load_yaml, location_span};
pub use model::*;
pub use outline::Outline;
pub use protocol_variants::MAX_PROTOCOLS;
pub use search_doc::SearchDoc;
pub use supplement::{SupplementFile, apply_supplement, under_protocol};

use crate::error::RulesetError;

// The editions shipped inside the binary: every `rulesets/*.yaml`, embedded
// by build.rs as (id = file stem, file name, YAML text). Their compiled
// forms, and the functions that prefer them, are the judging library's.
include!(concat!(env!("OUT_DIR"), "/built_in.rs"));

/// A built-in edition validated from its YAML, never from a compiled
/// form (what the compiled form is made from).
pub fn built_in_from_yaml(edition: &str) -> Option<Result<Ruleset, Box<RulesetError>>> {
    let (_, file, text) = BUILT_IN.iter().find(|(id, _, _)| *id == edition)?;
    Some(load_ruleset(file, text))
}

/// Whether `edition` is a built-in id (without loading it).
pub fn is_built_in(edition: &str) -> bool {
    BUILT_IN.iter().any(|(id, _, _)| *id == edition)
}

/// The built-in ids for a help line, with the closest to `asked` suggested
/// when one is close ("… (did you mean `ID`?)").
pub fn built_in_ids_for(asked: &str) -> String {
    let ids = built_in_ids();
    match crate::suggest::closest(asked, BUILT_IN.iter().map(|(id, _, _)| *id)) {
        Some(id) => format!("{ids} (did you mean `{id}`?)"),
        None => ids,
    }
}

/// The ids of the built-in editions, comma-separated (for help lines).
pub fn built_in_ids() -> String {
    BUILT_IN
        .iter()
        .map(|(id, _, _)| *id)
        .collect::<Vec<_>>()
        .join(", ")
}

/// An edition as named on the command line: a built-in id (its edition
/// from `built_in`), or the path of a ruleset file ending in .yaml/.yml or
/// containing `/`, read through the bounded reader.
pub fn resolve_with_built_in(
    edition: &str,
    built_in: impl Fn(&str) -> Option<Result<Ruleset, Box<RulesetError>>>,
) -> Result<Ruleset, Box<RulesetError>> {
    if let Some(ruleset) = built_in(edition) {
        return ruleset;
    }
    let looks_like_path =
        edition.ends_with(".yaml") || edition.ends_with(".yml") || edition.contains('/');
    if looks_like_path {
        let text = crate::input::read_text(edition, crate::input::RULESET_LIMIT)?;
        return load_ruleset(edition, &text);
    }
    Err(Box::new(RulesetError::UnknownEdition {
        id: crate::error::quote(edition),
        known: built_in_ids_for(edition),
    }))
}

/// An edition with an optional supplement file on top.
pub fn supplemented(base: Ruleset, supplement: Option<&str>) -> Result<Ruleset, Box<RulesetError>> {
    match supplement {
        None => Ok(base),
        Some(path) => {
            let text = crate::input::read_text(path, crate::input::RULESET_LIMIT)?;
            apply_supplement(&base, path, &text)
        }
    }
}
