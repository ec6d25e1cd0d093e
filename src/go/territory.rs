//! Territory counting, as a territory-scoring text defines it: empty points
//! surrounded by the living stones of one player alone are eye points; the
//! other empty points are dame; living stones that touch a dame point are
//! in seki; eye points whose surrounding stones are none of them in seki
//! are territory. Each player's count is territory plus prisoners: stones
//! captured in play, and the opponent's dead stones taken off at the end.
//! One pass labels the empty regions, one the chains; nothing is scanned
//! twice.

use super::{Board, EMPTY, Regions};
use crate::position::{Area, TerritoryParts};
use crate::vocabulary::Score;

/// How a territory count reads seki: which stones are in it, and whether
/// their eyes count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TerritoryReading {
    /// Seki is read after the dame either side can fill are filled
    /// (dame.rs); otherwise as written: a living stone that touches any
    /// dame point is in seki.
    pub dame_filled: bool,
    /// The eye points of stones in seki are the surrounding side's
    /// territory (otherwise no one's).
    pub seki_eyes_counted: bool,
}

impl TerritoryReading {
    /// Seki read with the dame filled or not, its eyes no one's.
    pub fn dame(dame_filled: bool) -> TerritoryReading {
        TerritoryReading {
            dame_filled,
            seki_eyes_counted: false,
        }
    }
}

/// Territory counting of `board`, with `dead` taken off (each dead stone a
/// prisoner of the other player) and `prisoners` (Black's, White's) taken
/// in play, seki read as `reading` says.
pub fn territory(
    board: &Board,
    dead: &[u16],
    prisoners: [usize; 2],
    reading: TerritoryReading,
) -> Area {
    let mut colour: Vec<u8> = board.colours();
    let mut prisoners = prisoners;
    for &d in dead {
        match colour.get(d as usize) {
            Some(1) => prisoners[1] += 1,
            Some(2) => prisoners[0] += 1,
            _ => continue,
        }
        colour[d as usize] = EMPTY;
    }
    let (regions, in_seki, open_points) = eye_regions(board, &colour, reading.dame_filled);
    let mut territory = [0usize; 2];
    let mut seki_points = 0usize;
    for (region, in_seki) in regions.list.iter().zip(in_seki) {
        match region.touches {
            1 | 2 if in_seki && !reading.seki_eyes_counted => seki_points += region.size,
            1 | 2 => territory[usize::from(region.touches - 1)] += region.size,
            _ => {}
        }
    }
    // Every empty point that is neither territory nor a seki's eye is
    // dame: left open, or filled before the count.
    let empty = colour.iter().filter(|&&c| c == EMPTY).count();
    let dame = empty - territory[0] - territory[1] - seki_points;
    let total = |c: usize| Score::whole(territory[c] + prisoners[c]);
    Area {
        black: total(0),
        white: total(1),
        dame,
        territory: Some(TerritoryParts {
            territory,
            prisoners,
            seki_points,
            open_points,
            pass_stones: [0, 0],
        }),
    }
}

/// The empty regions once `colour`'s dead stones are off (and, with
/// `dame_filled`, the dame filled and the protecting moves made that the
/// fill needs: a region that filling closes off is the territory of the
/// side around it), and for each whether a chain in
/// seki borders it (its points are no one's); and the points of open
/// areas the fill left unfilled (0 without the fill).
fn eye_regions(board: &Board, colour: &[u8], dame_filled: bool) -> (Regions, Vec<bool>, usize) {
    if dame_filled {
        let regions = Regions::of(board, colour);
        let (mut filled, open_points) = super::dame::filled(board, colour, &regions);
        // The protecting moves the fill makes necessary, as players make
        // them: each a point less of that side's territory.
        super::protect::protect(board, &mut filled);
        let (regions, in_seki) = eye_regions_on(board, &filled);
        (regions, in_seki, open_points)
    } else {
        let (regions, in_seki) = eye_regions_on(board, colour);
        (regions, in_seki, 0)
    }
}

/// The empty regions of `colour` (the dame filled or not), and for each
/// whether a chain in seki borders it.
fn eye_regions_on(board: &Board, colour: &[u8]) -> (Regions, Vec<bool>) {
    let regions = Regions::of(board, colour);
    let seki = chains_in_seki(board, colour, &regions);
    let in_seki = regions.bordering(board, &seki);
    (regions, in_seki)
}

/// Whose territory each point is (1 Black, 2 White, 0 no one's: stones,
/// dame and seki), `dead` taken off first: what a diagram of the count
/// marks.
pub fn territory_owners(board: &Board, dead: &[u16], reading: TerritoryReading) -> Vec<u8> {
    let mut colour: Vec<u8> = board.colours();
    for &d in dead {
        if let Some(c) = colour.get_mut(d as usize) {
            *c = EMPTY;
        }
    }
    let (regions, in_seki, _) = eye_regions(board, &colour, reading.dame_filled);
    let counted = |r: usize| !in_seki[r] || reading.seki_eyes_counted;
    regions
        .of_point
        .iter()
        .map(|&r| match regions.list.get(r) {
            Some(region) if matches!(region.touches, 1 | 2) && counted(r) => region.touches,
            _ => 0,
        })
        .collect()
}

/// For each point: whether it holds a stone of a chain in seki, that is a
/// chain (after dead stones are off, and dame filled where the reading
/// fills them) with an empty dame point among its liberties.
fn chains_in_seki(board: &Board, colour: &[u8], regions: &Regions) -> Vec<bool> {
    let n = colour.len();
    let mut seki = vec![false; n];
    let mut seen = vec![false; n];
    let mut stack = Vec::new();
    for p in 0..n {
        if colour[p] == EMPTY || seen[p] {
            continue;
        }
        let mut chain = Vec::new();
        let mut has_dame = false;
        seen[p] = true;
        stack.push(p);
        while let Some(q) = stack.pop() {
            chain.push(q);
            for &m in board.neighbours(q) {
                let m = m as usize;
                if colour[m] == colour[p] && !seen[m] {
                    seen[m] = true;
                    stack.push(m);
                }
                has_dame |= colour[m] == EMPTY && regions.is_dame(m);
            }
        }
        for q in chain {
            seki[q] = has_dame;
        }
    }
    seki
}

#[cfg(test)]
#[path = "territory_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "territory_real_tests.rs"]
mod real_tests;
