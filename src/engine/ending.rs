//! The end of a record: what is still open is settled, and the position
//! the count reads is the one the edition counts. Nothing here names a game
//! or an edition: which moves are a confirmation, and the articles that say
//! so, are the ruleset's (`scoring.confirmation`).

use super::Judge;

impl Judge<'_> {
    /// The record has ended. A finished game's choices take their defaults
    /// and its claim windows close; a game still being played (`ongoing`)
    /// keeps them open for the lines still to come. Either way the
    /// position is the one the count reads.
    pub(super) fn record_ends(&mut self, ongoing: bool) {
        if !ongoing {
            self.apply_defaults();
            self.close_all_windows();
        }
        self.take_back_confirmation();
    }

    /// Where the edition makes moves after the stop a confirmation of life
    /// and death, the position goes back to the stop before the count (and
    /// before the players' agreement on dead stones, which is about the
    /// position at the stop), and a remark says which moves were taken
    /// back and why.
    pub(super) fn take_back_confirmation(&mut self) {
        let Some(scoring) = &self.given.ruleset.scoring else {
            return;
        };
        if scoring.confirmation.is_empty() {
            return;
        }
        let Some(from) = self.state.take_back_to_stop() else {
            return;
        };
        let last = self
            .given
            .record
            .events
            .get(self.current)
            .map_or(0, |e| e.span.start);
        let (line, column) = self.given.at.line_col(last);
        self.report.remarks.push(crate::judgement::Remark {
            line,
            column,
            about: crate::judgement::About::ConfirmationTakenBack {
                from,
                to: self.state.turn().move_number(),
                articles: scoring.confirmation.clone(),
            },
        });
    }
}
