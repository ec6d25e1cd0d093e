//! Turning judgements and rulesets into text for people and JSON for machines.

pub mod annotated;
pub mod board_svg;
pub mod cite;
pub mod compare;
pub mod compare_html;
pub mod diagram;
pub mod diff;
pub mod error;
pub mod escape;
pub mod expect;
pub mod finding_html;
pub mod html;
pub mod json;
pub mod json_text;
pub mod memo;
pub mod memo_html;
pub mod memo_summary;
pub mod memo_words;
/// The message layer, re-exported where the views have always found it.
pub use crate::messages;
pub mod player_names;
pub mod points;
pub mod remarks;
mod remarks_claim;
pub mod remarks_source;
pub mod result;
pub mod schema;
pub mod standings;
pub mod text;
mod text_finding;
pub mod wording;
pub mod words;

/// How many columns a text takes in a terminal: a wide character (Chinese,
/// Japanese, Korean, full-width forms) two, any other one. Tables that hold
/// players' names pad by it, so that `张三` lines up with `Li`.
pub fn width(s: &str) -> usize {
    s.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
            | 0x20000..=0x3FFFD => 2,
            _ => 1,
        })
        .sum()
}
