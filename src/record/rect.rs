//! Rectangles of points written each point once: a bit mask per row of the
//! points already written, so a rectangle costs its rows plus the points
//! it is the first to write, not every point it names (a hostile file of
//! a hundred thousand whole-board rectangles costs a hundred thousand
//! times the rows). Setup values, the judge's setup events and territory
//! markup all expand their rectangles through it.

/// Which points of a board (at most 32 columns) have been written.
pub struct Written {
    rows: Vec<u32>,
}

impl Written {
    /// Nothing written yet, on a board of `size` rows.
    pub fn new(size: usize) -> Written {
        Written {
            rows: vec![0; size],
        }
    }

    /// Each point of columns `x0..=x1` and rows `y0..=y1` (ends in either
    /// order) not written before, row by row and left to right, as `f(x,
    /// y)`; they are written now.
    pub fn fresh(
        &mut self,
        (xa, xb): (usize, usize),
        (ya, yb): (usize, usize),
        mut f: impl FnMut(usize, usize),
    ) {
        let (x0, x1, y0, y1) = (xa.min(xb), xa.max(xb), ya.min(yb), ya.max(yb));
        let columns = (u32::MAX >> (31 - (x1 - x0).min(31))) << x0.min(31);
        for (y, done) in self.rows.iter_mut().enumerate().take(y1 + 1).skip(y0) {
            let mut new = columns & !*done;
            *done |= new;
            while new != 0 {
                let x = new.trailing_zeros() as usize;
                new &= new - 1;
                f(x, y);
            }
        }
    }
}
