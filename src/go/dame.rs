//! Dame filled before the count, for a territory count that reads seki the
//! way players count: a dame point that either player can fill without
//! leaving the filling chain in atari (or capturing a stone agreed alive)
//! is filled, on a copy of the colours, one at a time until none can be.
//! What stays empty in a dame region is a liberty neither side can fill, a
//! true seki's; the stones touching it are in seki, the rest are not. As
//! players fill: where both sides' stones meet first, by the side with
//! more stones around the point (Black where both have as many), and a
//! point the fills have closed off inside one side's stones (the points of
//! dead stones taken off, behind a filled dame point) is that side's
//! territory, never filled.
//!
//! The order the points are tried in must not decide the count: a point
//! one order leaves empty (an earlier fill took a liberty it needed) may be
//! filled when tried earlier, and then it is no seki's. So a point the fill
//! leaves empty is tried again ahead of the rest, and if it can be filled
//! so it keeps that place and the fill is made again, until every point
//! left empty stays empty even when tried early: those alone are seki
//! liberties. The 54 positions of `tests/data/positions` count the same
//! with the order reversed. An open area (a dame region with a point
//! that touches no stone: a game not finished there) is not filled at all:
//! how it would be filled no rule of counting settles, so it stays dame,
//! and the stones touching it are read as the text is written.

use super::{Board, EMPTY, Regions};

/// `colour` with every fillable dame point filled (the regions are those
/// of `colour` before any fill), and the points of open areas left
/// unfilled (dame regions with a point touching no stone: a game not
/// finished there).
pub(super) fn filled(board: &Board, colour: &[u8], regions: &Regions) -> (Vec<u8>, usize) {
    let open = open_regions(board, colour, regions);
    let open_points = regions
        .list
        .iter()
        .zip(&open)
        .filter(|(r, o)| **o && !matches!(r.touches, 1 | 2))
        .map(|(r, _)| r.size)
        .sum();
    let order = dame_outside(colour, regions, &open);
    (filled_in_order(board, colour, order), open_points)
}

/// The dame points to fill, in board order: those of regions that are not
/// open (what the order tests reverse).
#[cfg(test)]
pub(super) fn to_fill(board: &Board, colour: &[u8], regions: &Regions) -> Vec<usize> {
    dame_outside(colour, regions, &open_regions(board, colour, regions))
}

/// The dame points of the regions `open` does not mark, in board order.
fn dame_outside(colour: &[u8], regions: &Regions, open: &[bool]) -> Vec<usize> {
    (0..colour.len())
        .filter(|&p| colour[p] == EMPTY && regions.is_dame(p))
        .filter(|&p| !open[regions.of_point[p]])
        .collect()
}

/// For each region: whether it is open, a point of it touching no stone
/// (a 3-wide area or more: a game not finished there). An open region is
/// left as it is: how it would be filled is no rule's, and filling it
/// would cost the cube of its size.
fn open_regions(board: &Board, colour: &[u8], regions: &Regions) -> Vec<bool> {
    let mut open = vec![false; regions.list.len()];
    for (p, &r) in regions.of_point.iter().enumerate() {
        if colour[p] == EMPTY
            && !open[r]
            && board
                .neighbours(p)
                .iter()
                .all(|&m| colour[m as usize] == EMPTY)
        {
            open[r] = true;
        }
    }
    open
}

/// [`filled`] with the dame points first tried in `order`; the result is
/// the same for the orders the tests try (the order reversed).
pub(super) fn filled_in_order(board: &Board, colour: &[u8], order: Vec<usize>) -> Vec<u8> {
    // Points once left empty and then filled when tried earlier keep that
    // place: each point joins the front at most once, so this ends.
    let mut front: Vec<usize> = Vec::new();
    loop {
        let tried = first(&order, &front);
        let out = fill(board, colour, &tried);
        let rescued: Vec<usize> = tried
            .iter()
            .copied()
            .filter(|&p| out[p] == EMPTY && !front.contains(&p))
            .filter(|&p| {
                let with = [&front[..], &[p]].concat();
                fill(board, colour, &first(&order, &with))[p] != EMPTY
            })
            .collect();
        if rescued.is_empty() {
            return out;
        }
        front.extend(rescued);
    }
}

/// `order` with the points of `front` moved before the rest, in their order.
fn first(order: &[usize], front: &[usize]) -> Vec<usize> {
    let rest = order.iter().filter(|p| !front.contains(p));
    front.iter().chain(rest).copied().collect()
}

/// The fill in one order: one point at a time, the first in `order` that
/// can be filled among the points where both sides' stones meet, else
/// among the rest, until none can be. A point where the sides meet is
/// filled before one inside a side's sphere, so that filling the
/// boundary first closes off what lies behind it (the points of dead
/// stones taken off) as the territory it is.
fn fill(board: &Board, colour: &[u8], order: &[usize]) -> Vec<u8> {
    let mut out = colour.to_vec();
    while let Some((p, c)) = [true, false]
        .into_iter()
        .find_map(|meeting| next_fill(board, &mut out, order, meeting))
    {
        out[p] = c;
    }
    out
}

/// The first point of `order` (among those where both sides' stones meet,
/// or the rest) that can be filled, with the side that fills it.
fn next_fill(board: &Board, out: &mut [u8], order: &[usize], meeting: bool) -> Option<(usize, u8)> {
    for &p in order {
        // A point the fills so far have closed off inside one side's
        // stones is that side's territory now, not dame.
        if out[p] != EMPTY || sides_meet(board, out, p) != meeting || !open_to_both(board, out, p) {
            continue;
        }
        let sides = sides_to_try(board, out, p);
        if let Some(c) = sides.into_iter().find(|&c| fillable(board, out, p, c)) {
            return Some((p, c));
        }
    }
    None
}

/// Whether stones of both sides are next to `p`.
fn sides_meet(board: &Board, colour: &[u8], p: usize) -> bool {
    let mut touches = 0u8;
    for &m in board.neighbours(p) {
        touches |= colour[m as usize];
    }
    touches == 3
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

/// The sides in the order they try to fill `p`: the side with more stones
/// around it first (a point inside one side's sphere is filled by that
/// side, as players fill it), Black first where both have as many.
fn sides_to_try(board: &Board, colour: &[u8], p: usize) -> [u8; 2] {
    let around = |c: u8| {
        board
            .neighbours(p)
            .iter()
            .filter(|&&m| colour[m as usize] == c)
            .count()
    };
    if around(2) > around(1) {
        [2, 1]
    } else {
        [1, 2]
    }
}

/// Whether the empty region of `colour` through `p` borders stones of both
/// sides.
fn open_to_both(board: &Board, colour: &[u8], p: usize) -> bool {
    let mut seen = vec![false; colour.len()];
    let (mut stack, mut touches) = (vec![p], 0u8);
    seen[p] = true;
    while let Some(q) = stack.pop() {
        for &m in board.neighbours(q) {
            let m = m as usize;
            match colour[m] {
                EMPTY if !seen[m] => {
                    seen[m] = true;
                    stack.push(m);
                }
                EMPTY => {}
                c => touches |= c,
            }
        }
        if touches == 3 {
            return true;
        }
    }
    false
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
