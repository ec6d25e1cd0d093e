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

    /// The cell `k` steps from `p` along `d`, if on the board.
    fn step(&self, p: usize, d: (i32, i32), k: i32) -> Option<usize> {
        let (x, y) = (
            (p as i32) % self.size + d.0 * k,
            (p as i32) / self.size + d.1 * k,
        );
        (x >= 0 && y >= 0 && x < self.size && y < self.size).then(|| (y * self.size + x) as usize)
    }

    /// Stones of `colour` in a row through `p` along `d`: (before, after) counts.
    fn extent(&self, p: usize, d: (i32, i32), colour: u8) -> (i32, i32) {
        let count = |sign: i32| {
            let mut k = 1;
            while self
                .step(p, d, sign * k)
                .is_some_and(|q| self.at(q) == colour)
            {
                k += 1;
            }
            k - 1
        };
        (count(-1), count(1))
    }
}

/// Stones of `colour` within four points of `p` along `d` (both ways, `p`
/// itself not counted) — an upper bound on what a shape through `p` can
/// use: a four needs three of them, a three two. Lines with fewer are
/// skipped without the shape search.
fn near(view: &View<'_>, p: usize, d: (i32, i32), colour: u8) -> u8 {
    // The point's coordinates once, not per step: this runs for every
    // direction of every point a scan looks at.
    let size = view.size;
    let (x, y) = ((p as i32) % size, (p as i32) / size);
    let mut n = 0;
    for k in [-4, -3, -2, -1, 1, 2, 3, 4] {
        let (qx, qy) = (x + d.0 * k, y + d.1 * k);
        if qx >= 0
            && qy >= 0
            && qx < size
            && qy < size
            && view.at((qy * size + qx) as usize) == colour
        {
            n += 1;
        }
    }
    n
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

/// Lengths of the rows through `p` (which must hold `colour`).
fn five_and_overline(view: &View<'_>, p: usize, colour: u8) -> (bool, bool) {
    let mut five = false;
    let mut overline = false;
    for d in DIRECTIONS {
        let (a, b) = view.extent(p, d, colour);
        let len = a + b + 1;
        five |= len == 5;
        overline |= len > 5;
    }
    (five, overline)
}

/// Reach of [`line`]: a five point is at most four steps from `p`, and a
/// row through it is known to be longer than five once five more stones
/// are seen past it, so nine steps each way decide every case.
const REACH: i32 = 9;

/// Off the board in a [`line`]: neither colour nor empty.
const OFF: u8 = u8::MAX;

/// The cells along `d` from `-REACH` to `REACH` steps of `p`, read once
/// (virtual stones included) so the searches below index an array instead
/// of recomputing coordinates.
fn line(view: &View<'_>, p: usize, d: (i32, i32)) -> [u8; (2 * REACH + 1) as usize] {
    let size = view.size;
    let (x, y) = ((p as i32) % size, (p as i32) / size);
    let mut cells = [OFF; (2 * REACH + 1) as usize];
    for (i, k) in (-REACH..=REACH).enumerate() {
        let (qx, qy) = (x + d.0 * k, y + d.1 * k);
        if qx >= 0 && qy >= 0 && qx < size && qy < size {
            cells[i] = view.at((qy * size + qx) as usize);
        }
    }
    cells
}

/// Offsets k along `d` of the empty points that would complete a five (for
/// Black exactly five, for White five or more) containing `p`.
fn five_points(view: &View<'_>, p: usize, colour: u8, d: (i32, i32)) -> ([i32; 8], usize) {
    let cells = line(view, p, d);
    let at = |k: i32| cells[(k + REACH) as usize];
    let mut out = [0; 8];
    let mut n = 0;
    for k in (-4..=4).filter(|&k| k != 0) {
        if at(k) != EMPTY {
            continue;
        }
        // The row through k once a stone of `colour` is there. A row that
        // reaches the end of the line is six or more long (k is at most
        // four steps from p), so the line's reach never shortens a five.
        let mut before = 0;
        while k - before > -REACH && at(k - before - 1) == colour {
            before += 1;
        }
        let mut after = 0;
        while k + after < REACH && at(k + after + 1) == colour {
            after += 1;
        }
        let len = before + after + 1;
        let contains_p = -before <= -k && -k <= after;
        let five = if colour == BLACK { len == 5 } else { len >= 5 };
        if five && contains_p {
            out[n] = k;
            n += 1;
        }
    }
    (out, n)
}

/// Fours along `d` through `p`: a straight four (two five points five apart)
/// is one four; two separate five points are two fours (`●●●_●_●●●`).
fn fours_along(view: &View<'_>, p: usize, colour: u8, d: (i32, i32)) -> u8 {
    let (ks, n) = five_points(view, p, colour, d);
    match n {
        0 => 0,
        1 => 1,
        2 if ks[1] - ks[0] == 5 => 1,
        _ => 2,
    }
}

/// Whether `q` (holding Black) forms a straight four along `d` whose four
/// stones include the point `k_p` steps from `q`.
fn straight_four_with(view: &View<'_>, q: usize, d: (i32, i32), k_p: i32) -> bool {
    let (ks, n) = five_points(view, q, BLACK, d);
    n == 2 && ks[1] - ks[0] == 5 && ks[0] < k_p && k_p < ks[1]
}

/// A live three along `d` through `p` (which holds Black in `view`): some
/// empty point on the line makes a straight four containing `p`, and that
/// point is not itself forbidden.
fn live_three_along(
    view: &View<'_>,
    p: usize,
    d: (i32, i32),
    readings: Readings,
    depth: u8,
) -> bool {
    for k in (-4..=4).filter(|&k| k != 0) {
        let Some(q) = view.step(p, d, k) else {
            continue;
        };
        if view.at(q) != EMPTY {
            continue;
        }
        let with_q = view.with(q, BLACK);
        if !straight_four_with(&with_q, q, d, -k) {
            continue;
        }
        let at_q = black_shape_at(view, q, readings, depth + 1);
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
    let nears = DIRECTIONS.map(|d| near(&v, p, d, BLACK));
    // Exact bounds: a line with fewer than two other black stones within
    // four points holds no three, four, five or overline through `p` (a
    // row of five or more through `p` puts at least four of its stones
    // there); most empty points of a board are such on every line.
    if nears.iter().all(|&n| n < 2) {
        return Shape::default();
    }
    let (five, overline) = if nears.iter().any(|&n| n >= 4) {
        five_and_overline(&v, p, BLACK)
    } else {
        (false, false)
    };
    if five {
        return Shape {
            five,
            overline,
            fours: 0,
            threes: 0,
        };
    }
    let mut shape = Shape {
        five,
        overline,
        fours: 0,
        threes: 0,
    };
    for (d, near) in DIRECTIONS.into_iter().zip(nears) {
        if near < 2 {
            continue;
        }
        let fours = if near >= 3 {
            fours_along(&v, p, BLACK, d)
        } else {
            0
        };
        shape.fours += fours;
        if fours == 0 && depth < MAX_DEPTH && live_three_along(&v, p, d, readings, depth) {
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
    let (five, overline) = five_and_overline(&v, p, colour);
    Shape {
        five,
        overline,
        fours: 0,
        threes: 0,
    }
}
