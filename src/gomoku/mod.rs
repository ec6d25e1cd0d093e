//! Gomoku physics: fives, overlines, fours, straight fours and live threes
//! along the four lines through a point, Black's forbidden shapes, and the
//! symmetries used to name openings and compare fifth-move offers. Nothing
//! here knows any edition; the readings the text leaves open are passed in.

pub mod lines;
pub mod openings;

#[cfg(test)]
mod tests;
