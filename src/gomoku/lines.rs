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
    let mut n = 0;
    for k in [-4, -3, -2, -1, 1, 2, 3, 4] {
        if view.step(p, d, k).is_some_and(|q| view.at(q) == colour) {
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

/// Offsets k along `d` of the empty points that would complete a five (for
/// Black exactly five, for White five or more) containing `p`.
fn five_points(view: &View<'_>, p: usize, colour: u8, d: (i32, i32)) -> ([i32; 8], usize) {
    let mut out = [0; 8];
    let mut n = 0;
    for k in (-4..=4).filter(|&k| k != 0) {
        let Some(q) = view.step(p, d, k) else {
            continue;
        };
        if view.at(q) != EMPTY {
            continue;
        }
        let v = view.with(q, colour);
        let (before, after) = v.extent(q, d, colour);
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
    let (five, overline) = five_and_overline(&v, p, BLACK);
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
    for d in DIRECTIONS {
        let near = near(&v, p, d, BLACK);
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
