//! Turning judgements and rulesets into text for people and JSON for machines.

pub mod annotated;
pub mod compare;
pub mod diagram;
pub mod diff;
pub mod error;
pub mod expect;
pub mod html;
pub mod json;
pub mod memo;
pub mod memo_html;
pub mod memo_summary;
pub mod points;
pub mod remarks;
pub mod result;
pub mod schema;
pub mod standings;
pub mod text;
pub mod wording;
