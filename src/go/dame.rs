//! Dame filled before the count, for a territory count that reads seki the
//! way players count: a dame point that either player can fill without
//! leaving the filling chain in atari (or capturing a stone agreed alive)
//! is filled, on a copy of the colours, again and again until none can be.
//! What stays empty in a dame region is a liberty neither side can fill, a
//! true seki's; the stones touching it are in seki, the rest are not.
//!
//! Black is tried first at each point, so the count is reproducible; in
//! the positions players reach, which side fills a point the other could
//! fill too changes no chain's seki, in contrived ones it might.

use super::{Board, EMPTY, Regions};

/// `colour` with every fillable dame point filled (the regions are those
/// of `colour` before any fill).
pub(super) fn filled(board: &Board, colour: &[u8], regions: &Regions) -> Vec<u8> {
    let mut out = colour.to_vec();
    let dame: Vec<usize> = (0..colour.len())
        .filter(|&p| colour[p] == EMPTY && regions.is_dame(p))
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &p in &dame {
            if out[p] != EMPTY {
                continue;
            }
            if let Some(c) = [1u8, 2]
                .into_iter()
                .find(|&c| fillable(board, &mut out, p, c))
            {
                out[p] = c;
                changed = true;
            }
        }
    }
    out
}

/// Whether a stone of `c` on the empty point `p` keeps two liberties or
/// more and leaves every neighbouring chain of the opponent a liberty.
/// The point is tried on `colour` itself and emptied again.
fn fillable(board: &Board, colour: &mut [u8], p: usize, c: u8) -> bool {
    // A filling stone joins a chain of its colour: a stone alone in the
    // region would be a new group, not a filled dame point.
    if !board.neighbours(p).iter().any(|&m| colour[m as usize] == c) {
        return false;
    }
    colour[p] = c;
    let opponent = 3 - c;
    let ok = liberties(board, colour, p) >= 2
        && board
            .neighbours(p)
            .iter()
            .filter(|&&m| colour[m as usize] == opponent)
            .all(|&m| liberties(board, colour, m as usize) >= 1);
    colour[p] = EMPTY;
    ok
}

/// Liberties of the chain through `p` in `colour` (a flood of the chain).
fn liberties(board: &Board, colour: &[u8], p: usize) -> usize {
    let c = colour[p];
    let mut seen = vec![false; colour.len()];
    let mut counted = vec![false; colour.len()];
    let (mut stack, mut libs) = (vec![p], 0);
    seen[p] = true;
    while let Some(q) = stack.pop() {
        for &m in board.neighbours(q) {
            let m = m as usize;
            if colour[m] == c && !seen[m] {
                seen[m] = true;
                stack.push(m);
            } else if colour[m] == EMPTY && !counted[m] {
                counted[m] = true;
                libs += 1;
            }
        }
    }
    libs
}
