//! The acts that change the game, each recorded when it is done (a stone,
//! a pass, fifth-move offers, a conduct act), and taking one back exactly:
//! what a void verdict does, whichever way it came.

use super::State;
use super::memo::{ActMemo, ConductBefore};
use crate::opening::OpeningMark;
use crate::record::ast::Colour;
use crate::vocabulary::{Facts, Score};

impl State {
    // --- acts ---------------------------------------------------------------

    /// A stone of `c` tried on `p` with the facts the position reads from
    /// the play itself: the position's mark before it and the stones it
    /// took off. The caller keeps it ([`Self::placed`]) or takes it back
    /// ([`Self::untry`]).
    pub fn try_stone(&mut self, p: usize, c: Colour, facts: &mut Facts) -> (usize, Vec<u16>) {
        let mark = self.position.mark();
        let captured = self.position.play_with_facts(p, c, facts);
        (mark, captured)
    }

    /// [`Self::try_stone`] where `p` may hold a stone: then `None`, and
    /// nothing is played.
    pub fn try_stone_if_empty(
        &mut self,
        p: usize,
        c: Colour,
        facts: &mut Facts,
    ) -> Option<(usize, Vec<u16>)> {
        self.position.try_play_with_facts(p, c, facts)
    }

    /// A tried stone taken back: the position as at `mark`.
    pub fn untry(&mut self, mark: usize) {
        self.position.undo_to(mark);
    }

    /// Record event `event` plays a stone of `c` on `p`, as the game plays
    /// it; `opening` is the protocol's memory before the move.
    pub fn place(&mut self, p: usize, c: Colour, event: usize, opening: OpeningMark) {
        let log_start = self.position.mark();
        let captured = self.position.play(p, c);
        self.placed((p, c), (log_start, captured), event, opening);
    }

    /// The position has played a stone of `c` on `p` from `log_start`
    /// (its mark before), taking off `captured`: record event `event`'s
    /// move is made.
    pub fn placed(
        &mut self,
        (p, c): (usize, Colour),
        (log_start, captured): (usize, Vec<u16>),
        event: usize,
        opening: OpeningMark,
    ) {
        // What the memo keeps of the game before the move, written now,
        // in its slot; the marks after it once the move is made.
        self.memo_move(c, (event, p), log_start, opening);
        self.opening.placed(p);
        // Recent stones this move took off are captured, for the legend.
        let recent = self.played.recent.as_mut_slice();
        for &q in &captured {
            if let Some(r) = recent.iter_mut().rev().find(|r| r.0 == usize::from(q)) {
                r.3 = true;
            }
        }
        self.played.last_captures[c.index()] = captured;
        self.move_made(c, false);
        if self.end.ended
            && let Some((_, first)) = &mut self.end.stop_mark
        {
            first.get_or_insert(self.turn.move_number);
        }
        self.remember(p, c);
        let (log_end, moves_after) = (self.position.mark(), self.turn.move_number);
        if let Some(m) = &mut self.played.last_act[c.index()] {
            m.log_end = log_end;
            m.moves_after = moves_after;
        }
    }

    /// The memo of `c`'s move (record event `event`, a stone on `p`) as
    /// the game stands before it, written in `c`'s slot: over the last
    /// memo's fields where nothing of it is kept (nearly every move: a
    /// memo is made on every move, and building one afresh and dropping
    /// the old cost as much as the rest of the move's bookkeeping), anew
    /// where the last act stays beside it (a double move) or held boxes.
    fn memo_move(
        &mut self,
        c: Colour,
        (event, p): (usize, usize),
        log_start: usize,
        opening: OpeningMark,
    ) {
        let moves = self.turn.move_number;
        let slot = &mut self.played.last_act[c.index()];
        if let Some(m) = slot.as_mut().filter(|m| {
            !(m.log_end == log_start && m.moves_after == moves)
                && m.conduct.is_none()
                && m.before.is_none()
        }) {
            m.event = event;
            m.point = Some(p);
            m.log_start = log_start;
            m.turn = self.turn;
            m.stop_mark = self.end.stop_mark;
            m.opening = opening;
            return;
        }
        let before = self.chained(c, log_start, moves);
        self.played.last_act[c.index()] = Some(ActMemo {
            event,
            point: Some(p),
            log_start,
            log_end: 0,
            moves_after: 0,
            turn: self.turn,
            stop_mark: self.end.stop_mark,
            opening,
            conduct: None,
            before,
        });
    }

    /// Record event `event` is a pass by `c`; `in_play`: made while play
    /// was on (before any verdict on it stopped play), so a count with
    /// pass stones counts it.
    pub fn pass(&mut self, c: Colour, in_play: bool, event: usize) {
        let mut memo = self.memo(event, None, self.position.mark(), None);
        memo.before = self.chained(c, memo.log_start, memo.turn.move_number);
        if in_play {
            self.turn.passes[c.index()] += 1;
        }
        self.move_made(c, true);
        self.position.pass(self.turn.to_move);
        self.done(c, memo);
    }

    /// Black's fifth-move offers: several stones, one move (a conduct act:
    /// [`Self::begin_act`] has recorded the game before it).
    pub fn place_offers(&mut self, c: Colour, points: &[usize]) {
        for &p in points {
            self.position.put(p, c);
        }
        self.opening.offers = points.to_vec();
        self.move_made(c, false);
        // The offers are one move: each stone carries its number.
        for &p in points {
            self.remember(p, c);
        }
    }

    /// White keeps offer `kept`; the others leave the board. Whether `kept`
    /// was offered (the offers are forgotten either way).
    pub fn keep_offer(&mut self, kept: Option<usize>) -> bool {
        let offers = std::mem::take(&mut self.opening.offers);
        match kept {
            Some(k) if offers.contains(&k) => {
                for q in offers.into_iter().filter(|&q| q != k) {
                    self.position.take_off(q);
                }
                true
            }
            _ => false,
        }
    }

    /// Black declares how many fifth-move offers Black will make.
    pub fn declare_offers(&mut self, n: f64) {
        self.opening.declared_offers = Some(n);
    }

    /// A swap made after `played` moves.
    pub fn record_swap(&mut self, played: u32) {
        self.opening.swaps.push(played);
    }

    /// Stones agreed dead (each once).
    pub fn add_dead(&mut self, p: usize) {
        if !self.end.dead.contains(&(p as u16)) {
            self.end.dead.push(p as u16);
        }
    }

    /// Black's count, agreed at the board.
    pub fn agree_count(&mut self, black: Score) {
        self.end.agreed_count = Some(black);
    }

    /// The game as it stands before conduct event `event` does something
    /// to it (offers, a swap, a branch, a declaration, dead stones, a
    /// count): given back to [`Self::act_done`] once it is done.
    pub fn begin_act(&self, event: usize) -> ActMemo {
        let conduct = Box::new(ConductBefore {
            opening: self.opening.clone(),
            dead: self.end.dead.len(),
            agreed_count: self.end.agreed_count,
        });
        self.memo(event, None, self.position.mark(), Some(conduct))
    }

    /// The conduct act `memo` began is done, by `c` (an act of both players
    /// is never taken back).
    pub fn act_done(&mut self, c: Option<Colour>, mut memo: ActMemo) {
        if let Some(c) = c {
            memo.before = self.chained(c, memo.log_start, memo.turn.move_number);
            self.done(c, memo);
        }
    }

    /// Player `c` loses a turn: the opponent moves next. A player who has
    /// no turn to lose (it is the opponent's already) loses nothing.
    pub fn forfeit(&mut self, c: Colour) {
        if self.turn.to_move == c || self.turn.free_turn {
            self.turn.ends(c);
            self.position.turn_lost(self.turn.to_move);
        }
    }

    /// `c`'s last act, if it is still the last thing done in the game
    /// (nothing played, passed or changed on the board since).
    pub fn last_act_standing(&self, c: Colour) -> Option<&ActMemo> {
        self.played.last_act[c.index()]
            .as_ref()
            .filter(|m| m.log_end == self.position.mark() && m.moves_after == self.turn.move_number)
    }

    /// Take back record event `event`'s act by `c`, if it is still the
    /// last thing done in the game: the position, the turn, the protocol's
    /// memory and the ending are as they were before it. Whether it was.
    pub fn take_back(&mut self, c: Colour, event: usize) -> bool {
        if self.last_act_standing(c).is_none_or(|m| m.event != event) {
            return false;
        }
        let Some(memo) = self.played.last_act[c.index()].take() else {
            return false;
        };
        self.undo(c, memo);
        true
    }

    /// A relocated stone put back on its first point `from` (a takeback's
    /// `restore-stones`), if the relocation by record event `event` is
    /// still the last thing done.
    pub fn restore_relocation(&mut self, c: Colour, from: usize, event: usize) -> bool {
        if !self.take_back(c, event) {
            return false;
        }
        if self.position.at(from).is_none() {
            let opening = self.opening.mark();
            self.place(from, c, event, opening);
        }
        true
    }

    /// `c` lifts the stone they just played on `from` and plays it on
    /// `to` (record event `event`): whether `from` was that stone.
    pub fn relocate(&mut self, c: Colour, from: usize, to: usize, event: usize) -> bool {
        let Some(event_before) = self
            .last_act_standing(c)
            .filter(|m| m.point == Some(from))
            .map(|m| m.event)
        else {
            return false;
        };
        self.take_back(c, event_before);
        let opening = self.opening.mark();
        self.place(to, c, event, opening);
        true
    }

    // --- inside ---------------------------------------------------------------

    /// A memo of the game as it is now, for record event `event`'s act.
    fn memo(
        &self,
        event: usize,
        point: Option<usize>,
        log_start: usize,
        conduct: Option<Box<ConductBefore>>,
    ) -> ActMemo {
        ActMemo {
            event,
            point,
            log_start,
            log_end: 0,
            moves_after: 0,
            turn: self.turn,
            stop_mark: self.end.stop_mark,
            opening: self.opening.mark(),
            conduct,
            before: None,
        }
    }

    /// `c`'s last act, when it is still the last thing done before an act
    /// of `c`'s that starts at mark `log_start` after `moves` moves
    /// (nothing came between: a double move), taken to be kept in the new
    /// act's memo, one deep.
    fn chained(&mut self, c: Colour, log_start: usize, moves: u32) -> Option<Box<ActMemo>> {
        let slot = &mut self.played.last_act[c.index()];
        let standing = slot
            .as_ref()
            .is_some_and(|m| m.log_end == log_start && m.moves_after == moves);
        if !standing {
            return None;
        }
        slot.take().map(|mut m| {
            m.before = None;
            Box::new(m)
        })
    }

    /// `c`'s act recorded in `memo` is done: it is `c`'s last act.
    fn done(&mut self, c: Colour, mut memo: ActMemo) {
        memo.log_end = self.position.mark();
        memo.moves_after = self.turn.move_number;
        self.played.last_act[c.index()] = Some(memo);
    }

    /// A move by `c` (a stone, the fifth-move offers, a pass) is made: the
    /// turn ends, the moves are counted, passes run on or stop (the act's
    /// memo, which replaces `c`'s last, is the caller's to write).
    pub(super) fn move_made(&mut self, c: Colour, pass: bool) {
        let turn = &mut self.turn;
        turn.ends(c);
        turn.move_number += 1;
        turn.consecutive_passes = if pass { turn.consecutive_passes + 1 } else { 0 };
    }

    /// A stone placed at the current move number, for the diagrams.
    fn remember(&mut self, p: usize, c: Colour) {
        let number = self.turn.move_number.max(1);
        self.played.recent.push((p, number, c, false));
    }

    /// The game as it was before `c`'s act in `memo`.
    fn undo(&mut self, c: Colour, memo: ActMemo) {
        // The stones the act placed carry its number (an act that made no
        // move placed none).
        if memo.moves_after > memo.turn.move_number {
            let number = memo.moves_after.max(1);
            let recent = &mut self.played.recent;
            while recent.last().is_some_and(|r| r.1 == number && r.2 == c) {
                recent.pop();
            }
        }
        self.position.undo_to(memo.log_start);
        self.turn = memo.turn;
        self.end.stop_mark = memo.stop_mark;
        match memo.conduct {
            Some(before) => {
                let ConductBefore {
                    opening,
                    dead,
                    agreed_count,
                } = *before;
                self.opening = opening;
                self.end.dead.truncate(dead);
                self.end.agreed_count = agreed_count;
            }
            None => self.opening.restore(memo.opening),
        }
        // What the player's move before it took off is not kept (a memo
        // is made on every move): none is shown as just captured.
        if memo.point.is_some() {
            self.played.last_captures[c.index()].clear();
        }
        // The act just before it, if nothing came between, is the last again.
        self.played.last_act[c.index()] = memo.before.map(|b| *b);
        // Stones the undone act had captured are back on the board.
        let recent = self.played.recent.as_mut_slice();
        for k in 0..recent.len() {
            let (p, _, c, captured) = recent[k];
            let newest = !recent.iter().skip(k + 1).any(|r| r.0 == p);
            if captured && newest && self.position.at(p) == Some(c) {
                recent[k].3 = false;
            }
        }
    }
}
