//! Line shapes through a point. The board is read through a [`View`]: the
//! real cells plus a few virtual stones, so "what if Black played here" is
//! asked without copying the board.

/// An empty point.
pub const EMPTY: u8 = 0;
/// A black stone.
pub const BLACK: u8 = 1;
/// A white stone.
pub const WHITE: u8 = 2;

/// The four lines: horizontal, vertical and the two diagonals.
pub const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// How deep the live-three check may recurse (a three is live only if its
/// straight-four point is not itself forbidden, which asks about threes again).
const MAX_DEPTH: u8 = 6;

/// Readings of the text that change what counts as a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Readings {
    /// A three whose straight-four point would complete a five elsewhere still
    /// counts as a live three (the text is silent; renju practice says no).
    pub three_point_may_make_five: bool,
}

/// The board cells plus up to six virtual stones.
#[derive(Clone, Copy)]
pub struct View<'a> {
    cells: &'a [u8],
    size: i32,
    extra: [(u16, u8); 6],
    n: usize,
}

impl<'a> View<'a> {
    /// A view of `cells` as a board of `size` × `size`.
    pub fn new(cells: &'a [u8], size: usize) -> View<'a> {
        View {
            cells,
            size: size as i32,
            extra: [(0, 0); 6],
            n: 0,
        }
    }

    /// Points per side.
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The same view with one more stone (the view is small and `Copy`).
    pub fn with(&self, p: usize, colour: u8) -> View<'a> {
        let mut v = *self;
        if v.n < v.extra.len() {
            v.extra[v.n] = (p as u16, colour);
            v.n += 1;
        }
        v
    }

    /// The colour at a point.
    pub fn at(&self, p: usize) -> u8 {
        for &(q, c) in &self.extra[..self.n] {
            if q as usize == p {
                return c;
            }
        }
        self.cells[p]
    }
}

/// What one stone at a point makes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// Exactly five in a row on some line.
    pub five: bool,
    /// Six or more in a row on some line.
    pub overline: bool,
    /// Fours (a straight four counts once; two fours on one line count twice).
    pub fours: u8,
    /// Lines with a live three through the stone.
    pub threes: u8,
}

impl Shape {
    /// Black's forbidden shapes, before the rule that a five wins.
    pub fn double_four(&self) -> bool {
        self.fours >= 2
    }
    /// Two or more open threes at once (三三).
    pub fn double_three(&self) -> bool {
        self.threes >= 2
    }
    /// Forbidden for Black: overline, double-four or double-three, unless it is a five.
    pub fn forbidden(&self) -> bool {
        !self.five && (self.overline || self.double_four() || self.double_three())
    }
}

/// Reach of a [`Line`] each way. A five point is at most four steps from
/// the stone whose fours are sought, and that stone at most four steps from
/// the line's centre (a live three looks at the straight four its empty
/// point would make); a row is known to be longer than five once five more
/// stones are seen past a five point, so 4 + 4 + 5 steps decide every case.
pub(super) const REACH: i32 = 13;
pub(super) const MID: i32 = REACH;

/// Off the board in a [`Line`]: neither colour nor empty.
pub(super) const OFF: u8 = u8::MAX;

/// The cells along one direction from `-REACH` to `REACH` steps of a point,
/// read once (virtual stones included): the searches index this array
/// instead of recomputing coordinates and looking up virtual stones.
pub(super) type Line = [u8; (2 * REACH + 1) as usize];

/// The steps k in `-reach..=reach` that keep `p + k·d` on the board, for
/// the point `p` at column `x`, row `y` (computed once per point: a
/// division per direction was a tenth of the check).
fn on_board(size: i32, (x, y): (i32, i32), d: (i32, i32), reach: i32) -> (i32, i32) {
    let (mut lo, mut hi) = (-reach, reach);
    for (c, dc) in [(x, d.0), (y, d.1)] {
        match dc {
            1 => (lo, hi) = (lo.max(-c), hi.min(size - 1 - c)),
            -1 => (lo, hi) = (lo.max(c - (size - 1)), hi.min(c)),
            _ => {}
        }
    }
    (lo, hi)
}

/// The step k at which a virtual stone `q` lies on the line through `p`
/// along `d`, if it does.
fn step_to(size: i32, p: usize, d: (i32, i32), q: u16) -> Option<i32> {
    let (dx, dy) = (
        i32::from(q) % size - (p as i32) % size,
        i32::from(q) / size - (p as i32) / size,
    );
    let k = if d.0 != 0 { dx * d.0 } else { dy * d.1 };
    ((dx, dy) == (d.0 * k, d.1 * k)).then_some(k)
}

/// Column and row of `p`.
fn xy(size: i32, p: usize) -> (i32, i32) {
    ((p as i32) % size, (p as i32) / size)
}

pub(super) fn line(view: &View<'_>, p: usize, d: (i32, i32)) -> Line {
    let size = view.size;
    let (lo, hi) = on_board(size, xy(size, p), d, REACH);
    let mut cells = [OFF; (2 * REACH + 1) as usize];
    let step = d.1 * size + d.0;
    for k in lo..=hi {
        cells[(MID + k) as usize] = view.cells[(p as i32 + step * k) as usize];
    }
    // The few virtual stones on this line, over the real cells (`p`'s
    // own, the usual one, without the arithmetic).
    for &(q, c) in &view.extra[..view.n] {
        if usize::from(q) == p {
            cells[MID as usize] = c;
        } else if let Some(k) = step_to(size, p, d, q).filter(|k| (lo..=hi).contains(k)) {
            cells[(MID + k) as usize] = c;
        }
    }
    cells
}

/// Stones of `colour` within four points of `p` along `d` (`p` not
/// counted), read straight from the view: the cheap first look that
/// decides whether the line is worth a [`Line`].
#[inline]
fn near_in_view(view: &View<'_>, (p, at): (usize, (i32, i32)), d: (i32, i32), colour: u8) -> u8 {
    let size = view.size;
    let (lo, hi) = on_board(size, at, d, 4);
    let step = d.1 * size + d.0;
    let real = |k: i32| view.cells.get((p as i32 + step * k) as usize) == Some(&colour);
    let mut n = 0;
    for k in lo..0 {
        n += i32::from(real(k));
    }
    for k in 1..=hi {
        n += i32::from(real(k));
    }
    // Virtual stones replace what the cells hold (`p`'s own, the usual
    // one and often the only one, is not counted).
    let mut adjust = 0;
    for &(q, c) in &view.extra[..view.n] {
        if usize::from(q) == p {
            continue;
        }
        if let Some(k) = step_to(size, p, d, q).filter(|&k| k != 0 && (lo..=hi).contains(&k)) {
            adjust += i32::from(c == colour) - i32::from(real(k));
        }
    }
    (n + adjust) as u8
}

/// Stones of `colour` in a row through index `i`: (before, after) counts.
pub(super) fn run(cells: &Line, i: i32, colour: u8) -> (i32, i32) {
    let at = |j: i32| cells[j as usize];
    let mut before = 0;
    while i - before > 0 && at(i - before - 1) == colour {
        before += 1;
    }
    let mut after = 0;
    while i + after < 2 * REACH && at(i + after + 1) == colour {
        after += 1;
    }
    (before, after)
}

/// Offsets k from index `centre` (which holds `colour`) of the empty
/// points that would complete a five containing it (for Black exactly five,
/// for White five or more), ascending. `centre` is at most four from the
/// line's middle.
///
/// Read by windows: such a point is the one empty cell of a window of five
/// that holds `centre` and four stones of `colour` (for Black, with no
/// black stone just outside it, which would make six). Each of the five
/// windows is one pass over five cells, where walking the row from every
/// empty point near `centre` read the same cells many times.
fn five_points(cells: &Line, centre: i32, colour: u8) -> ([i32; 8], usize) {
    let mut out = [0; 8];
    let mut n = 0;
    // Stones of `colour` and empty cells in the window [s, s + 4], slid
    // one cell at a time.
    let at = |i: i32| cells[i as usize];
    let (mut stones, mut empties) = (0, 0);
    let mut count = |c: u8, by: i32| {
        stones += by * i32::from(c == colour);
        empties += by * i32::from(c == EMPTY);
        (stones, empties)
    };
    for i in centre - 4..centre {
        count(at(i), 1);
    }
    for s in centre - 4..=centre {
        let (stones, empties) = count(at(s + 4), 1);
        let full = stones == 4 && empties == 1;
        count(at(s), -1);
        if !full {
            continue;
        }
        let exact = colour != BLACK || (at(s - 1) != BLACK && at(s + 5) != BLACK);
        let Some(empty) = (s..s + 5).find(|&i| at(i) == EMPTY) else {
            continue;
        };
        let k = empty - centre;
        if exact && !out[..n].contains(&k) {
            out[n] = k;
            n += 1;
        }
    }
    out[..n].sort_unstable();
    (out, n)
}

/// A five and an overline through the middle of `lines` (which holds `colour`).
fn five_and_overline<'a>(lines: impl IntoIterator<Item = &'a Line>, colour: u8) -> (bool, bool) {
    let mut five = false;
    let mut overline = false;
    for cells in lines {
        let (a, b) = run(cells, MID, colour);
        let len = a + b + 1;
        five |= len == 5;
        overline |= len > 5;
    }
    (five, overline)
}

/// Fours through the middle: a straight four (two five points five apart)
/// is one four; two separate five points are two fours (`●●●_●_●●●`).
fn fours_along(cells: &Line) -> u8 {
    let (ks, n) = five_points(cells, MID, BLACK);
    match n {
        0 => 0,
        1 => 1,
        2 if ks[1] - ks[0] == 5 => 1,
        _ => 2,
    }
}

/// Whether a black stone on the empty point `k` steps from the middle makes
/// a straight four whose four stones include the middle: four black in a
/// row through both, an empty point at each end, and each end's five
/// exactly five (no black stone beyond it). Those two ends are then the
/// only five points whose fives hold the new stone.
fn straight_four_with(cells: &Line, k: i32) -> bool {
    let mut with_q = *cells;
    with_q[(MID + k) as usize] = BLACK;
    let (before, after) = run(&with_q, MID, BLACK);
    let (lo, hi) = (MID - before, MID + after);
    let at = |i: i32| with_q[i as usize];
    before + after + 1 == 4
        && (lo..=hi).contains(&(MID + k))
        && at(lo - 1) == EMPTY
        && at(hi + 1) == EMPTY
        && at(lo - 2) != BLACK
        && at(hi + 2) != BLACK
}

/// A live three along `d` through `p` (which holds Black in `view`, and
/// whose line along `d` is `cells`): some empty point on the line makes a
/// straight four containing `p`, and that point is not itself forbidden.
fn live_three_along(
    view: &View<'_>,
    p: usize,
    (d, cells): ((i32, i32), &Line),
    readings: Readings,
    depth: u8,
) -> bool {
    let size = view.size;
    for k in (-4..=4).filter(|&k| k != 0) {
        if cells[(MID + k) as usize] != EMPTY || !straight_four_with(cells, k) {
            continue;
        }
        let q = p as i32 + (d.1 * size + d.0) * k;
        let at_q = black_shape_at(view, q as usize, readings, depth + 1);
        if at_q.five {
            if readings.three_point_may_make_five {
                return true;
            }
            continue;
        }
        if !at_q.forbidden() {
            return true;
        }
    }
    false
}

fn black_shape_at(view: &View<'_>, p: usize, readings: Readings, depth: u8) -> Shape {
    let v = view.with(p, BLACK);
    // Exact bounds: a line with fewer than two other black stones within
    // four points holds no three, four, five or overline through `p` (a
    // four needs three of them, a three two, and a row of five or more
    // through `p` puts at least four of its stones there). Most empty
    // points of a board have nothing to find on any line.
    let at = xy(v.size, p);
    let nears = DIRECTIONS.map(|d| near_in_view(&v, (p, at), d, BLACK));
    if nears.iter().all(|&n| n < 2) {
        return Shape::default();
    }
    let mut lines = [[OFF; (2 * REACH + 1) as usize]; 4];
    for ((cells, d), n) in lines.iter_mut().zip(DIRECTIONS).zip(nears) {
        if n >= 2 {
            *cells = line(&v, p, d);
        }
    }
    let (five, overline) = if nears.iter().any(|&n| n >= 4) {
        let wide = lines.iter().zip(nears).filter(|(_, n)| *n >= 4);
        five_and_overline(wide.map(|(cells, _)| cells), BLACK)
    } else {
        (false, false)
    };
    let mut shape = Shape {
        five,
        overline,
        ..Shape::default()
    };
    if five {
        return shape;
    }
    for ((d, cells), near) in DIRECTIONS.into_iter().zip(&lines).zip(nears) {
        if near < 2 {
            continue;
        }
        let fours = if near >= 3 { fours_along(cells) } else { 0 };
        shape.fours += fours;
        if fours == 0 && depth < MAX_DEPTH && live_three_along(&v, p, (d, cells), readings, depth) {
            shape.threes += 1;
        }
    }
    shape
}

/// What a stone of `colour` on the empty point `p` makes. White has no
/// forbidden shapes, so only its five and overline are computed.
pub fn shape(view: &View<'_>, p: usize, colour: u8, readings: Readings) -> Shape {
    if colour == BLACK {
        return black_shape_at(view, p, readings, 0);
    }
    let v = view.with(p, colour);
    let (five, overline) = five_and_overline(&DIRECTIONS.map(|d| line(&v, p, d)), colour);
    Shape {
        five,
        overline,
        ..Shape::default()
    }
}

#[cfg(test)]
#[path = "lines_tests.rs"]
mod tests;
