//! Reading a point's name (`Q16`) as a board index: the common form by a
//! table built once per record, every other form and every defect the
//! general way (`Board::index`), with a located diagnostic.

use super::*;

/// Not a column letter of the board.
pub(super) const NO_COLUMN: u8 = u8::MAX;

impl Judge<'_> {
    /// Board index of a written point, or a defect.
    pub(super) fn point(&self, pt: &PointText) -> Result<usize, Box<RecordError>> {
        // The column by table (a move's name is read for every move); the
        // row, anything else and every defect as `Board::index` reads them.
        let board = &self.ruleset.board;
        if let [column, row @ ..] = pt.text.bytes()
            && let Some(&x) = self.column_of.get(usize::from(*column))
            && x != NO_COLUMN
            && let Some(p) = board.at_row(usize::from(x), row)
        {
            return Ok(p);
        }
        self.point_at(&pt.text, pt.span)
    }

    /// Board index of a point written as `text` at `span`, or a defect.
    pub(super) fn point_at(&self, text: &str, span: Span) -> Result<usize, Box<RecordError>> {
        let board = &self.ruleset.board;
        match board.index(text) {
            Some(p) => Ok(p),
            None => Err(self.defective(
                span,
                format!(
                    "{text} is not a point of the {}×{} board",
                    board.size, board.size
                ),
                "off the board",
                &format!(
                    "columns are {} (left to right), rows 1–{} (bottom to top)",
                    board.columns.iter().collect::<String>(),
                    board.size
                ),
            )),
        }
    }
}

/// Board column of each ASCII column letter of `columns`.
pub(super) fn column_table(columns: &[char]) -> [u8; 128] {
    let mut table = [NO_COLUMN; 128];
    for (x, c) in columns.iter().enumerate() {
        // The first of two equal letters wins, as `Board::index` reads them.
        if let (Some(slot), Ok(x)) = (table.get_mut(*c as usize), u8::try_from(x))
            && *slot == NO_COLUMN
        {
            *slot = x;
        }
    }
    table
}
