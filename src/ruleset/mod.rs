//! Rule editions as data: the raw YAML form, the validated model, rule
//! conditions, and the editions built into the binary.

pub mod condition;
pub mod load;
pub mod model;
pub mod raw;
pub mod supplement;

pub use load::{load_ruleset, load_yaml};
pub use model::*;
pub use supplement::{apply_supplement, supplement_edition};

use crate::error::RulesetError;

// The editions shipped inside the binary: every `rulesets/*.yaml`, embedded
// by build.rs as (id = file stem, file name, YAML text).
include!(concat!(env!("OUT_DIR"), "/built_in.rs"));

/// Find a ruleset by built-in id, or load it from a path ending in .yaml/.yml.
pub fn resolve(edition: &str) -> Result<Ruleset, Box<RulesetError>> {
    if let Some((_, file, text)) = BUILT_IN.iter().find(|(id, _, _)| *id == edition) {
        let ruleset = load_ruleset(file, text)?;
        debug_assert_eq!(
            ruleset.id, edition,
            "a built-in ruleset's file stem must be its edition id"
        );
        return Ok(ruleset);
    }
    let looks_like_path =
        edition.ends_with(".yaml") || edition.ends_with(".yml") || edition.contains('/');
    if looks_like_path {
        let text = std::fs::read_to_string(edition).map_err(|e| {
            Box::new(RulesetError::Io {
                path: edition.to_string(),
                cause: e.to_string(),
            })
        })?;
        return load_ruleset(edition, &text);
    }
    Err(Box::new(RulesetError::UnknownEdition {
        id: edition.to_string(),
        known: BUILT_IN
            .iter()
            .map(|(id, _, _)| *id)
            .collect::<Vec<_>>()
            .join(", "),
    }))
}

/// Load an edition with an optional supplement file on top.
pub fn resolve_with(edition: &str, supplement: Option<&str>) -> Result<Ruleset, Box<RulesetError>> {
    let base = resolve(edition)?;
    match supplement {
        None => Ok(base),
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| {
                Box::new(RulesetError::Io {
                    path: path.to_string(),
                    cause: e.to_string(),
                })
            })?;
            apply_supplement(&base, path, &text)
        }
    }
}
