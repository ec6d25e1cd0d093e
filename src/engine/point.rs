//! A point the record names that is not on the board: a defect of the game,
//! found when validation read the record ([`super::resolved`]) and reported
//! when the game reaches it, with the judgement up to there.

use super::*;

impl Judge<'_> {
    /// The board index of a point the record names (`resolved` as
    /// validation read `text`), or the defect of a point off the board.
    pub(super) fn on_board(
        &self,
        resolved: super::resolved::Resolved,
        text: &str,
        span: Span,
    ) -> Result<usize, Box<RecordError>> {
        match resolved {
            Some(p) => Ok(super::resolved::index(p)),
            None => Err(self.off_board(text, span)),
        }
    }

    /// The defect of `text`, written at `span`, naming no point of the board.
    fn off_board(&self, text: &str, span: Span) -> Box<RecordError> {
        let board = &self.ruleset.board;
        self.defective(
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
        )
    }
}
