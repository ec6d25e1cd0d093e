//! A stretch of quiet moves, their bookkeeping deferred: while moves come
//! one after another in turn and wake no rule, what a move leaves for a
//! later verdict or diagram (each player's memo and the stones their last
//! move took off, the numbered stones) is only needed for the last moves
//! of the stretch. Each quiet move records its few values here, and
//! [`State::quiet_moves_done`] writes them once, as [`State::placed`]
//! would have left them after each move.

use super::State;
use super::memo::ActMemo;
use super::recent::Numbered;
use super::turn::Turn;
use crate::diagram::NUMBERED;
use crate::opening::OpeningMark;
use crate::record::ast::Colour;

/// What one quiet move leaves for its memo.
#[derive(Clone, Copy)]
struct Deferred {
    event: usize,
    point: usize,
    log_start: usize,
    /// The position's mark once it was played (set when the next move
    /// is, or when the stretch ends).
    log_end: usize,
    turn: Turn,
    opening: OpeningMark,
}

/// The quiet moves of a stretch, as far as a memo or a diagram reads
/// them: each player's last, and the last [`NUMBERED`] stones.
pub struct QuietMoves {
    /// Each player's last quiet move, where `moved` says there is one
    /// (written in place on every move: no option to build around it).
    last: [Deferred; 2],
    moved: [bool; 2],
    /// The stones each player's last quiet move took off.
    captures: [Vec<u16>; 2],
    /// The colour of the newest move.
    newest: Option<Colour>,
    /// The last stones placed, as a ring.
    stones: [Numbered; NUMBERED],
    /// Stones placed in the stretch.
    placed: usize,
    /// Where play stopped when the stretch began (no quiet move changes it).
    stop_mark: Option<(usize, Option<u32>)>,
}

impl State {
    /// A stretch of quiet moves begins.
    pub fn quiet_moves(&self) -> QuietMoves {
        // Read only where `moved` says a move wrote it.
        let unwritten = Deferred {
            event: 0,
            point: 0,
            log_start: 0,
            log_end: 0,
            turn: self.turn,
            opening: self.opening.mark(),
        };
        QuietMoves {
            last: [unwritten; 2],
            moved: [false; 2],
            captures: [Vec::new(), Vec::new()],
            newest: None,
            stones: [(0, 0, Colour::Black, false); NUMBERED],
            placed: 0,
            stop_mark: self.end.stop_mark,
        }
    }

    /// Whether a stone of `c` now may be kept in a stretch of quiet moves:
    /// it is `c`'s turn by the rules' alternation and play is on (a move
    /// out of turn, or after the end, goes the general way), and `c`'s
    /// last act is not the last thing done (that move would keep it
    /// beside its own memo, as a double move's does).
    pub fn may_defer(&self, run: &QuietMoves, c: Colour) -> bool {
        // Once `c` has a quiet move in the stretch, `c`'s memo is older
        // than a stone played since: not the last thing done.
        !self.turn.free_turn
            && self.turn.to_move == c
            && !self.end.ended
            && (run.moved[c.index()] || self.last_act_standing(c).is_none())
    }

    /// The stone of `c` on `p`, played from `log_start` and taking off
    /// `captured`, stands as record event `event`'s quiet move; `opening`
    /// is the protocol's memory before it.
    pub fn quiet_placed(
        &mut self,
        run: &mut QuietMoves,
        (p, c): (usize, Colour),
        (event, log_start): (usize, usize),
        (captured, opening): (Vec<u16>, OpeningMark),
    ) {
        if let Some(n) = run.newest {
            run.last[n.index()].log_end = log_start;
        }
        let d = &mut run.last[c.index()];
        d.event = event;
        d.point = p;
        d.log_start = log_start;
        d.turn = self.turn;
        d.opening = opening;
        run.moved[c.index()] = true;
        run.newest = Some(c);
        self.opening.placed(p);
        for &q in &captured {
            self.mark_captured(run, usize::from(q));
        }
        run.captures[c.index()] = captured;
        self.move_made(c, false);
        run.stones[run.placed % NUMBERED] = (p, self.turn.move_number.max(1), c, false);
        run.placed += 1;
    }

    /// The newest numbered stone on `q` is captured: among the stretch's
    /// stones, else among those numbered before it that are still within
    /// the last [`NUMBERED`] (as `State::placed` looks in the list).
    fn mark_captured(&mut self, run: &mut QuietMoves, q: usize) {
        let in_run = run.placed.min(NUMBERED);
        for k in (run.placed - in_run..run.placed).rev() {
            let stone = &mut run.stones[k % NUMBERED];
            if stone.0 == q {
                stone.3 = true;
                return;
            }
        }
        let before = self.played.recent.as_mut_slice();
        let still = before.len().min(NUMBERED - in_run);
        let from = before.len() - still;
        if let Some(stone) = before[from..].iter_mut().rev().find(|s| s.0 == q) {
            stone.3 = true;
        }
    }

    /// The stretch is over, its newest move ending at the position's mark
    /// `log_end`: each player's memo of their last quiet move and the
    /// stones it took off, and the stones numbered, as
    /// [`State::placed`] leaves them after each move.
    pub fn quiet_moves_done(&mut self, mut run: QuietMoves, log_end: usize) {
        if let Some(n) = run.newest {
            run.last[n.index()].log_end = log_end;
        }
        for c in [Colour::Black, Colour::White] {
            if !run.moved[c.index()] {
                continue;
            }
            let d = run.last[c.index()];
            self.played.last_act[c.index()] = Some(ActMemo {
                event: d.event,
                point: Some(d.point),
                log_start: d.log_start,
                log_end: d.log_end,
                moves_after: d.turn.move_number + 1,
                turn: d.turn,
                stop_mark: run.stop_mark,
                opening: d.opening,
                conduct: None,
                before: None,
            });
            self.played.last_captures[c.index()] = std::mem::take(&mut run.captures[c.index()]);
        }
        // The last stones, oldest first (earlier ones would have left the
        // numbered list already).
        let kept = run.placed.min(NUMBERED);
        for k in run.placed - kept..run.placed {
            self.played.recent.push(run.stones[k % NUMBERED]);
        }
    }
}
