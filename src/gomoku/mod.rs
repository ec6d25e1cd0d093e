//! Gomoku physics: fives, overlines, fours, straight fours and live threes
//! along the four lines through a point, Black's forbidden shapes, the
//! shapes of caro and omok for either colour (`plain`), and the position
//! that owns the stones. Nothing here knows any edition; the
//! readings the text leaves open are passed in.

pub mod lines;
pub mod plain;
pub mod position;

#[cfg(test)]
mod tests;
