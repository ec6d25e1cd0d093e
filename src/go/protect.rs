//! The protecting moves players make once the dame are filled, before a
//! territory count: filling the dame can leave a chain with one liberty,
//! inside its own territory, and the chain's owner then fills that point
//! (or the opponent would capture), losing a point of territory. On the
//! colours with the dame filled, a chain of one liberty whose last liberty
//! lies in a region of its own side's territory of two points or more is
//! protected there, one stone at a time, until no chain needs it (one
//! protection can leave the joined chain in atari again). A chain whose
//! last liberty is a one-point eye cannot be protected so and is left as
//! it stands.

use super::{Board, EMPTY, Regions};

/// Fill the protecting moves on `colour` (dame already filled): how many
/// points each side filled (Black's, White's).
pub(super) fn protect(board: &Board, colour: &mut [u8]) -> [usize; 2] {
    let mut filled = [0usize; 2];
    // Each protection fills an empty point: at most as many rounds.
    for _ in 0..colour.len() {
        let regions = Regions::of(board, colour);
        let Some((point, side)) = needing_protection(board, colour, &regions) else {
            break;
        };
        colour[point] = side;
        filled[usize::from(side - 1)] += 1;
    }
    filled
}

/// The first chain (in board order) in atari inside its own territory:
/// its last liberty, and its side.
fn needing_protection(board: &Board, colour: &[u8], regions: &Regions) -> Option<(usize, u8)> {
    let n = colour.len();
    let mut seen = vec![false; n];
    let mut stack = Vec::new();
    for p in 0..n {
        let side = colour[p];
        if side == EMPTY || seen[p] {
            continue;
        }
        let mut liberties: Vec<usize> = Vec::new();
        seen[p] = true;
        stack.push(p);
        while let Some(q) = stack.pop() {
            for &m in board.neighbours(q) {
                let m = m as usize;
                if colour[m] == side && !seen[m] {
                    seen[m] = true;
                    stack.push(m);
                } else if colour[m] == EMPTY && !liberties.contains(&m) && liberties.len() < 2 {
                    liberties.push(m);
                }
            }
        }
        if let [last] = liberties[..] {
            let region = &regions.list[regions.of_point[last]];
            if region.touches == side && region.size >= 2 {
                return Some((last, side));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board from rows written top row first, and its colours.
    fn colours(rows: &[&str]) -> (Board, Vec<u8>) {
        let b = super::super::board_of_rows(rows);
        let colour = b.colours();
        (b, colour)
    }

    #[test]
    fn a_chain_in_atari_inside_its_own_territory_is_protected() {
        // Black's C5-D5-E5-D4 has one liberty, B5, in Black's own
        // two-point region A5-B5: Black fills B5 before the count.
        let (b, mut colour) = colours(&["..XXX", "XXOXO", "X.XOO", "X.X.X", "X..XX"]);
        assert_eq!(protect(&b, &mut colour), [1, 0]);
        assert_eq!(colour[4 * 5 + 1], 1, "B5 filled");
        assert_eq!(colour[4 * 5], EMPTY, "A5 still Black's territory");
    }

    #[test]
    fn a_chain_whose_last_liberty_is_a_one_point_eye_is_left() {
        // Black's wall has one liberty, A1, a one-point eye: no protecting
        // move is possible there, and none is made.
        let (b, mut colour) = colours(&["XO...", "XO...", "XO...", "XO...", ".XO.."]);
        assert_eq!(protect(&b, &mut colour), [0, 0]);
    }
}
