//! The position a diagram draws, taken from the judge's own state when it
//! is asked for: the stones, the last stones placed numbered as the judge
//! counts moves (offers and passes too), those of them no longer on the
//! board, what the last move captured, and where the player to move may
//! not play. Drawn during the one judging run, so a diagram is always the
//! position the verdicts were computed on, at the event it belongs to.

use super::Judge;
use crate::diagram::Diagram;
use crate::record::ast::{Colour, EventKind};

impl Judge<'_> {
    /// The position now; `marked` is the point in dispute, if any.
    pub(crate) fn snapshot(&self, marked: Option<usize>) -> Diagram {
        let position = self.state.position.as_ref();
        // Once the game has ended nobody may play anywhere: no scan of the
        // points (crossing every empty point would say nothing).
        let report = if self.state.end.ended {
            self.report(Vec::new())
        } else {
            self.forbidden_points()
        };
        let on_board = |p: usize, c: Colour| position.at(p) == Some(c);
        // A stone is on the board if it is the newest placed on its point,
        // not captured since, and its colour is there.
        let recent = &self.state.played.recent;
        let newest = |i: usize, p: usize| !recent.iter().skip(i + 1).any(|r| r.0 == p);
        let (numbered, gone): (Vec<_>, Vec<_>) = recent
            .iter()
            .enumerate()
            .rev()
            .map(|(i, &(p, k, c, captured))| (i, p, k, c, captured))
            .partition(|&(i, p, _, c, captured)| !captured && newest(i, p) && on_board(p, c));
        let numbered = numbered
            .into_iter()
            .map(|(_, p, k, c, _)| (p, k, c))
            .collect();
        let gone = gone
            .into_iter()
            .map(|(_, p, k, c, captured)| (p, k, c, captured))
            .collect();
        // What the last move took off, if the last thing that happened on
        // the board was a move.
        let captured = self
            .state
            .turn
            .last_mover
            .and_then(|c| {
                let memo = self.state.played.last_move[c.index()].as_ref()?;
                (memo.log_end == position.mark()).then(|| {
                    self.state.played.last_captures[c.index()]
                        .iter()
                        .map(|&p| (usize::from(p), c.opponent()))
                        .collect()
                })
            })
            .unwrap_or_default();
        let index = |point: &str| self.given.ruleset.board.index(point);
        Diagram {
            file: report.file.clone(),
            edition: report.edition.clone(),
            after_move: self.state.turn.move_number,
            to_move: self.state.turn.to_move,
            size: report.board_size,
            columns: report.columns.clone(),
            stones: report.stones.clone(),
            numbered,
            gone,
            captured,
            forbidden: report
                .points
                .iter()
                .filter_map(|f| Some((index(&f.point)?, f.kinds.clone())))
                .collect(),
            marked,
            ended: self.state.end.ended,
            count: self.count_marks(),
        }
    }

    /// At a count on the board (the game stopped, no verdict decided it,
    /// no count agreed at the board): the dead stones and whose each
    /// empty point is.
    fn count_marks(&self) -> Option<crate::diagram::CountMarks> {
        let scoring = self.given.ruleset.scoring.as_ref()?;
        if !self.state.end.ended
            || self.state.end.terminal.is_some()
            || self.state.end.agreed_count.is_some()
        {
            return None;
        }
        let owners = self
            .state
            .position
            .counting()?
            .owners(scoring.method, &self.state.end.dead);
        let owned = owners
            .iter()
            .enumerate()
            .filter_map(|(p, &o)| match o {
                1 => Some((p, Colour::Black)),
                2 => Some((p, Colour::White)),
                _ => None,
            })
            .collect();
        Some(crate::diagram::CountMarks {
            dead: self
                .state
                .end
                .dead
                .iter()
                .map(|&d| usize::from(d))
                .collect(),
            owned,
            territory: scoring.method == crate::vocabulary::ScoringMethod::Territory,
        })
    }

    /// The findings event `index` made get the position after it (one
    /// diagram per event, on its first finding), the move's point marked.
    pub(crate) fn draw_findings(&mut self, index: usize, from: usize) {
        let Some(first) = (from..self.report.findings.len())
            .find(|&i| self.report.findings[i].event_index == index)
        else {
            return;
        };
        if self.report.boards.drawn.len() >= self.report.boards.max {
            self.report.boards.stopped.get_or_insert(first);
            return;
        }
        let marked = match &self.given.record.events[index].kind {
            EventKind::Move(pt) => self.given.ruleset.board.index(&pt.text),
            _ => None,
        };
        let d = self.snapshot(marked);
        self.report.boards.drawn.push((first, d));
    }
}
