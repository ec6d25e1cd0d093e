//! Go physics: the board, Zobrist keys, the history of positions for
//! repetition, and area counting. Nothing here knows any edition.

pub mod board;
pub mod count;
pub(crate) mod geometry;
pub mod history;
pub mod position;
pub mod position_text;
pub mod zobrist;

#[cfg(test)]
mod tests;
