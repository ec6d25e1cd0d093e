//! Openings and symmetry: naming a played opening by mapping it onto the
//! edition's table under the 8 symmetries of the board about tengen, and
//! deciding whether two fifth-move offers are "the same shape".

/// A point as (x, y), x to the right and y up, 0-based.
pub type Xy = (i32, i32);

/// The 8 rotations and reflections of the plane about the origin.
pub const SYMMETRIES: [fn(Xy) -> Xy; 8] = [
    |(x, y)| (x, y),
    |(x, y)| (-x, y),
    |(x, y)| (x, -y),
    |(x, y)| (-x, -y),
    |(x, y)| (y, x),
    |(x, y)| (-y, x),
    |(x, y)| (y, -x),
    |(x, y)| (-y, -x),
];

/// One entry of an edition's opening table, relative to Black 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// White 2, relative to the board.
    pub white2: Xy,
    /// Black 3, relative to the board.
    pub black3: Xy,
}

fn sub(a: Xy, b: Xy) -> Xy {
    (a.0 - b.0, a.1 - b.1)
}

/// Index of the table entry that the played stones map onto, if any.
pub fn classify(table: &[Entry], black1: Xy, white2: Xy, black3: Xy) -> Option<usize> {
    let (w, b) = (sub(white2, black1), sub(black3, black1));
    table.iter().position(|e| {
        let (ew, eb) = (sub(e.white2, black1), sub(e.black3, black1));
        SYMMETRIES.iter().any(|s| s(ew) == w && s(eb) == b)
    })
}

/// The stones of a position as (x, y, colour), sorted, for comparison.
fn canonical(stones: &[(Xy, u8)], centre: Xy, translate: bool) -> Vec<(i32, i32, u8)> {
    SYMMETRIES
        .iter()
        .map(|s| {
            let mut v: Vec<(i32, i32, u8)> = stones
                .iter()
                .map(|&(p, c)| {
                    let (x, y) = s(sub(p, centre));
                    (x, y, c)
                })
                .collect();
            if translate {
                let (mx, my) = (
                    v.iter().map(|t| t.0).min().unwrap_or(0),
                    v.iter().map(|t| t.1).min().unwrap_or(0),
                );
                v.iter_mut().for_each(|t| {
                    t.0 -= mx;
                    t.1 -= my;
                });
            }
            v.sort_unstable();
            v
        })
        .min()
        .unwrap_or_default()
}

/// Whether the positions `stones + a` and `stones + b` (a, b Black) are the
/// same: under the board's symmetries about `centre`, or, with
/// `as_shapes`, the same shape wherever it stands on the board.
pub fn equivalent(stones: &[(Xy, u8)], a: Xy, b: Xy, centre: Xy, as_shapes: bool) -> bool {
    let with = |p: Xy| {
        let mut v = stones.to_vec();
        v.push((p, 1));
        v
    };
    canonical(&with(a), centre, as_shapes) == canonical(&with(b), centre, as_shapes)
}
