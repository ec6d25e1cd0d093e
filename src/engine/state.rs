//! The game as the judge sees it: board, history, turn, counters, pending
//! claims. Changes go through the few methods here so that takebacks can be
//! undone exactly.

use crate::judgement::Outcome;
use crate::opening::OpeningState;
use crate::position::Position;
use crate::record::ast::Colour;
use crate::vocabulary::ClaimWindow;
use std::collections::HashMap;

/// Enough to undo one move.
#[derive(Clone, Copy, Debug)]
pub struct MoveMemo {
    pub point: usize,
    pub log_start: usize,
    pub log_end: usize,
    to_move_before: Colour,
    last_mover_before: Option<Colour>,
    move_number_before: u32,
    passes_before: u32,
}

/// A takeback: the stone first played on `from` (undone via `memo`).
#[derive(Clone, Copy, Debug)]
pub struct Relocation {
    pub from: usize,
}

/// A finding that applies only if the opponent claims in time.
#[derive(Clone, Debug)]
pub struct Pending {
    pub finding: usize,
    /// The rule's index in the ruleset (the rule itself is not copied).
    pub rule: usize,
    pub actor: Option<Colour>,
    /// `None`: either player (the event was both players').
    pub claimant: Option<Colour>,
    pub window: ClaimWindow,
    pub move_number: u32,
    pub relocation: Option<Relocation>,
    /// The move the rule judged, so a claimed `move-void` can take it back.
    pub placed: Option<MoveMemo>,
}

/// A result fixed by a verdict rather than by counting.
#[derive(Clone, Debug)]
pub struct Terminal {
    pub outcome: Outcome,
    pub articles: Vec<String>,
    pub loser: Option<Colour>,
    /// Decided by the winner's own act (a five) rather than the loser's.
    pub won: bool,
    /// The move number of the event that decided it.
    pub at_move: u32,
    /// The finding that decided it.
    pub finding: usize,
}

pub struct State {
    /// The game's position: the stones and what its physics remembers.
    pub position: Box<dyn Position>,
    pub to_move: Colour,
    /// The last stones placed, oldest first: (point, the move number the
    /// judge gave it, colour), at most `diagram::NUMBERED` — what a diagram
    /// numbers, counted as the judge counts (offers, passes and all).
    /// The fourth field says a later move captured the stone.
    pub recent: std::collections::VecDeque<(usize, u32, Colour, bool)>,
    /// The articles that leave the last event to the arbiter (no rule
    /// covers it), for a ruling right after it.
    pub left_to_arbiter: Vec<String>,
    /// Play resumed without the text saying who moves first: either may.
    pub free_turn: bool,
    /// The event whose `moves-first` verdict gave the turn, until the next
    /// move or pass.
    pub turn_set_by: Option<std::sync::Arc<str>>,
    pub last_mover: Option<Colour>,
    /// Moves and passes played.
    pub move_number: u32,
    pub consecutive_passes: u32,
    pub warnings: [u32; 2],
    pub violations: [u32; 2],
    pub penalties: [f64; 2],
    pub occurrences: HashMap<(Colour, usize), u32>,
    pub ended: bool,
    /// The position's mark when play last stopped (a game-end verdict),
    /// until play resumes: where a confirmation is taken back to; and the
    /// number of the first stone played since.
    pub stop_mark: Option<(usize, Option<u32>)>,
    /// As ruled: the move number of the last verdict that changed the game
    /// (a void move taken back, stones restored, a turn forfeited), so a
    /// later impossible move can say why.
    pub ruled_change: Option<u32>,
    pub terminal: Option<Terminal>,
    pub dead: Vec<u16>,
    pub agreed_count: Option<f64>,
    pub pending: Vec<Pending>,
    pub last_move: [Option<MoveMemo>; 2],
    pub last_captures: [Vec<u16>; 2],
    /// Findings made for the last event that was not a ruling.
    pub last_findings: Vec<usize>,
    /// The takeback being judged, so `restore-stones` can undo it.
    pub relocation: Option<Relocation>,
    /// Whether the remark about moves after a decisive verdict was made.
    pub decided_noted: bool,
    /// How many sanctions are firing inside each other right now.
    pub sanction_depth: u32,
    /// What the edition's opening protocol remembers (editions with
    /// `openings:` only).
    pub opening: OpeningState,
}

impl State {
    /// A state for a game from `position`, the opening protocol
    /// remembering from `opening`.
    pub fn new(position: Box<dyn Position>, opening: OpeningState) -> State {
        State {
            position,
            to_move: Colour::Black,
            recent: std::collections::VecDeque::new(),
            free_turn: false,
            left_to_arbiter: Vec::new(),
            turn_set_by: None,
            last_mover: None,
            move_number: 0,
            consecutive_passes: 0,
            warnings: [0; 2],
            violations: [0; 2],
            penalties: [0.0; 2],
            occurrences: HashMap::new(),
            ended: false,
            stop_mark: None,
            ruled_change: None,
            terminal: None,
            dead: Vec::new(),
            agreed_count: None,
            pending: Vec::new(),
            last_move: [None; 2],
            last_captures: [Vec::new(), Vec::new()],
            last_findings: Vec::new(),
            relocation: None,
            decided_noted: false,
            sanction_depth: 0,
            opening,
        }
    }

    /// Play a stone of `c` on `p`, as the game plays it (Go captures).
    pub fn place(&mut self, p: usize, c: Colour) {
        let log_start = self.position.mark();
        let captured = self.position.play(p, c);
        self.placed(p, c, log_start, captured);
    }

    /// The position has played a stone of `c` on `p` from `log_start`
    /// (its mark before), taking off `captured`: the move is made.
    pub fn placed(&mut self, p: usize, c: Colour, log_start: usize, captured: Vec<u16>) {
        let memo = MoveMemo {
            point: p,
            log_start,
            log_end: 0,
            to_move_before: self.to_move,
            last_mover_before: self.last_mover,
            move_number_before: self.move_number,
            passes_before: self.consecutive_passes,
        };
        self.opening.placed(p);
        // Recent stones this move took off are captured, for the legend.
        for &q in &captured {
            if let Some(r) = self.recent.iter_mut().rev().find(|r| r.0 == usize::from(q)) {
                r.3 = true;
            }
        }
        self.last_captures[c.index()] = captured;
        self.move_made(c, false);
        self.remember(p, c);
        self.last_move[c.index()] = Some(MoveMemo {
            log_end: self.position.mark(),
            ..memo
        });
    }

    /// A move by `c` (a stone, the fifth-move offers, a pass) is made: the
    /// turn ends, the moves are counted, passes run on or stop, and there
    /// is no stone of this move to take back until the caller says so.
    fn move_made(&mut self, c: Colour, pass: bool) {
        self.turn_ends(c);
        self.move_number += 1;
        self.consecutive_passes = if pass { self.consecutive_passes + 1 } else { 0 };
        self.last_move[c.index()] = None;
    }

    /// The player `c` has had the turn: the opponent moves next, as the
    /// rules give it (no longer freely, nor as a verdict set it).
    fn turn_ends(&mut self, c: Colour) {
        self.to_move = c.opponent();
        self.free_turn = false;
        self.turn_set_by = None;
        self.last_mover = Some(c);
    }

    /// The board set as the record writes it mid-game: stones put on or
    /// taken off without captures, and the player to move if given (then
    /// nobody "moved last": the record says whose turn it is). Not a move.
    /// `changes` are (point, what it holds afterwards), in order, the last
    /// write of a point counting.
    pub fn set_up(&mut self, changes: &[(usize, Option<Colour>)], to_move: Option<Colour>) {
        if let Some(c) = to_move {
            self.to_move = c;
            self.free_turn = false;
            self.last_mover = None;
        }
        self.position.set_up(changes, self.to_move);
        self.last_move = [None, None];
    }

    /// Black's fifth-move offers: several stones, one move.
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

    pub fn pass(&mut self, c: Colour) {
        self.move_made(c, true);
        self.position.pass(self.to_move);
    }

    /// The player's turn is lost: the opponent moves next.
    pub fn forfeit(&mut self, c: Colour) {
        self.turn_ends(c);
        self.position.turn_lost(self.to_move);
    }

    /// A stone placed at the current move number, for the diagrams.
    fn remember(&mut self, p: usize, c: Colour) {
        let number = self.move_number.max(1);
        self.recent.push_back((p, number, c, false));
        if self.recent.len() > crate::diagram::NUMBERED {
            self.recent.pop_front();
        }
    }

    pub fn undo_move(&mut self, memo: &MoveMemo) {
        if self.recent.back().is_some_and(|r| r.0 == memo.point) {
            self.recent.pop_back();
        }
        if self.move_number == memo.move_number_before + 1 {
            self.opening.unplaced(memo.point);
        }
        self.position.undo_to(memo.log_start);
        self.to_move = memo.to_move_before;
        self.last_mover = memo.last_mover_before;
        self.move_number = memo.move_number_before;
        self.consecutive_passes = memo.passes_before;
        // Stones the undone move had captured are back on the board.
        for k in 0..self.recent.len() {
            let (p, _, c, captured) = self.recent[k];
            let newest = !self.recent.iter().skip(k + 1).any(|r| r.0 == p);
            if captured && newest && self.position.at(p) == Some(c) {
                self.recent[k].3 = false;
            }
        }
    }

    /// Put a relocated stone back on its first point (a claimed takeback).
    pub fn restore_relocation(&mut self, c: Colour, r: &Relocation) {
        let Some(current) = self.last_move[c.index()] else {
            return;
        };
        if current.log_end != self.position.mark() {
            return; // something was played since; leave the board as recorded
        }
        self.undo_move(&current);
        if self.position.at(r.from).is_none() {
            self.place(r.from, c);
        }
    }
}
