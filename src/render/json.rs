//! JSON for machines. The schema is documented in the README and versioned
//! by the `schema` field.

use crate::judgement::Judgement;
use crate::render::error::ErrorObject;
use serde::Serialize;

pub const SCHEMA: &str = "caipan/judgement/1";

#[derive(Serialize)]
pub struct Versioned<'a> {
    schema: &'static str,
    #[serde(flatten)]
    judgement: &'a Judgement,
}

fn versioned(j: &Judgement) -> Versioned<'_> {
    Versioned {
        schema: SCHEMA,
        judgement: j,
    }
}

/// One judgement as an object; several as an array. Fields keep the order
/// of the schema in the README.
pub fn judgements(list: &[Judgement]) -> String {
    let out = match list {
        [one] => serde_json::to_string_pretty(&versioned(one)),
        many => serde_json::to_string_pretty(&many.iter().map(versioned).collect::<Vec<_>>()),
    };
    out.expect("judgements always serialise")
}

/// One input of a multi-file run: its judgement, or why it has none.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Entry<'a> {
    Judged(Versioned<'a>),
    Failed {
        schema: &'static str,
        file: Option<String>,
        error: ErrorObject,
    },
}

impl<'a> Entry<'a> {
    pub fn judged(j: &'a Judgement) -> Entry<'a> {
        Entry::Judged(versioned(j))
    }
    pub fn failed(error: ErrorObject) -> Entry<'a> {
        Entry::Failed {
            schema: crate::render::error::SCHEMA,
            file: error.file.clone(),
            error,
        }
    }
}

/// Judgements and failures in input order: one object, or an array.
pub fn entries(list: &[Entry<'_>]) -> String {
    let out = match list {
        [one] => serde_json::to_string_pretty(one),
        many => serde_json::to_string_pretty(many),
    };
    out.unwrap_or_else(|e| format!("{{\"error\":{{\"message\":\"{e}\"}}}}"))
}
