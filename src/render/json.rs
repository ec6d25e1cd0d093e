//! JSON for machines. The schema is documented in the README and versioned
//! by the `schema` field.

use crate::judgement::Judgement;
use serde::Serialize;

pub const SCHEMA: &str = "caipan/judgement/1";

#[derive(Serialize)]
struct Versioned<'a> {
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
