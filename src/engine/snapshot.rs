//! The position a diagram draws, taken from the judge's own state when it
//! is asked for: the stones, the last stones placed numbered as the judge
//! counts moves (offers and passes too), those of them no longer on the
//! board, what the last move captured, and where the player to move may
//! not play. Drawn during the one judging run, so a diagram is always the
//! position the verdicts were computed on, at the event it belongs to.

use super::given::Given;
use super::state::State;
use crate::diagram::Diagram;
use crate::record::ast::Colour;

/// The position now; `marked` is the point in dispute, if any.
pub(crate) fn snapshot(given: &Given, state: &State, marked: Option<usize>) -> Diagram {
    let position = state.position();
    // Once the game has ended nobody may play anywhere: no scan of the
    // points (crossing every empty point would say nothing).
    let report = if state.end().ended() {
        super::points::report(given, state, Vec::new())
    } else {
        super::points::forbidden_points(given, state)
    };
    let on_board = |p: usize, c: Colour| position.at(p) == Some(c);
    // A stone is on the board if it is the newest placed on its point,
    // not captured since, and its colour is there.
    let recent = state.played().recent();
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
    let captured = state
        .turn()
        .last_mover()
        .and_then(|c| {
            let memo = state.played().last_act(c)?;
            (memo.point.is_some() && memo.log_end() == position.mark()).then(|| {
                state
                    .played()
                    .last_captures(c)
                    .iter()
                    .map(|&p| (usize::from(p), c.opponent()))
                    .collect()
            })
        })
        .unwrap_or_default();
    let index = |point: &str| given.ruleset.board.index(point);
    Diagram {
        file: report.file.clone(),
        edition: report.edition.clone(),
        after_move: state.turn().move_number(),
        to_move: state.turn().to_move(),
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
        ended: state.end().ended(),
        count: count_marks(given, state),
    }
}

/// At a count on the board (the game stopped, no verdict decided it,
/// no count agreed at the board): the dead stones and whose each
/// empty point is.
fn count_marks(given: &Given, state: &State) -> Option<crate::diagram::CountMarks> {
    let scoring = given.ruleset.scoring.as_ref()?;
    let end = state.end();
    if !end.ended() || end.terminal().is_some() || end.agreed_count().is_some() {
        return None;
    }
    let method = scoring.method_in_force(&given.ruleset.parameters);
    let owners = state.position().counting()?.owners(method, end.dead());
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
        dead: end.dead().iter().map(|&d| usize::from(d)).collect(),
        owned,
        territory: method == crate::vocabulary::ScoringMethod::Territory,
    })
}
