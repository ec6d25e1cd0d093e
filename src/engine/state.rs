//! The game as the judge sees it, in parts: the position, the turn, the
//! last stones played, the tally of sanctions, the ending, the claims
//! waiting, the opening protocol's memory. A move, a pass, a setup, a lost
//! turn and a takeback change several parts at once: they go through the
//! few methods here, so that a takeback undoes exactly what a move did.

use crate::judgement::Outcome;
use crate::opening::OpeningState;
use crate::position::Position;
use crate::record::ast::Colour;
use crate::vocabulary::{ClaimWindow, Score};
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

/// The game as the judge sees it, in parts that each own their state.
pub struct State {
    /// The game's position: the stones and what its physics remembers.
    pub position: Box<dyn Position>,
    /// Whose turn it is and how far play has come.
    pub turn: Turn,
    /// The last stones played: what a takeback undoes, what a diagram
    /// numbers.
    pub played: Played,
    /// The sanctions each player has had, and the conduct they repeated.
    pub tally: Counters,
    /// Whether, when and how the game stopped or was decided.
    pub end: Ending,
    /// Findings waiting for a claim, and the last event's.
    pub claims: Claims,
    /// What the edition's opening protocol remembers (editions with
    /// `openings:` only).
    pub opening: OpeningState,
}

/// Whose turn it is and how far play has come.
#[derive(Debug)]
pub struct Turn {
    /// The player to move.
    pub to_move: Colour,
    /// Play resumed without the text saying who moves first: either may.
    pub free_turn: bool,
    /// The event whose `moves-first` verdict gave the turn, until the next
    /// move or pass.
    pub turn_set_by: Option<std::sync::Arc<str>>,
    /// The player who moved last (none after a setup that says who moves).
    pub last_mover: Option<Colour>,
    /// Moves and passes played.
    pub move_number: u32,
    /// Passes in a row, up to the last move.
    pub consecutive_passes: u32,
    /// Passes each player made while play was on (Black's, White's): a
    /// count with pass stones hands each to the opponent as a prisoner.
    pub passes: [usize; 2],
}

impl Turn {
    /// The player `c` has had the turn: the opponent moves next, as the
    /// rules give it (no longer freely, nor as a verdict set it).
    fn ends(&mut self, c: Colour) {
        self.to_move = c.opponent();
        self.free_turn = false;
        self.turn_set_by = None;
        self.last_mover = Some(c);
    }

    /// `c` moves next, as a verdict or the record says: nobody "moved
    /// last" (the turn is not the rules' alternation).
    pub fn given_to(&mut self, c: Colour) {
        self.to_move = c;
        self.free_turn = false;
        self.last_mover = None;
    }
}

/// The last stones played.
#[derive(Debug, Default)]
pub struct Played {
    /// The last stones placed, oldest first: (point, the move number the
    /// judge gave it, colour), at most `diagram::NUMBERED` — what a diagram
    /// numbers, counted as the judge counts (offers, passes and all).
    /// The fourth field says a later move captured the stone.
    pub recent: std::collections::VecDeque<(usize, u32, Colour, bool)>,
    /// Each player's last move, while it can still be taken back.
    pub last_move: [Option<MoveMemo>; 2],
    /// The stones each player's last move took off.
    pub last_captures: [Vec<u16>; 2],
}

/// The sanctions each player has had, and the conduct they repeated.
#[derive(Debug, Default)]
pub struct Counters {
    /// Warnings given, by player.
    pub warnings: [u32; 2],
    /// Violations given, by player.
    pub violations: [u32; 2],
    /// Stones owed at the count, by player.
    pub penalties: [Score; 2],
    /// How often each player did each declared event.
    pub occurrences: HashMap<(Colour, usize), u32>,
    /// How many sanctions are firing inside each other right now.
    pub sanction_depth: u32,
}

/// Whether, when and how the game stopped or was decided.
#[derive(Debug, Default)]
pub struct Ending {
    /// Play has stopped (a game-end verdict, or a decision as ruled).
    pub ended: bool,
    /// The position's mark when play last stopped (a game-end verdict),
    /// until play resumes: where a confirmation is taken back to; and the
    /// number of the first stone played since.
    pub stop_mark: Option<(usize, Option<u32>)>,
    /// A result fixed by a verdict.
    pub terminal: Option<Terminal>,
    /// Stones agreed dead, taken off at the count.
    pub dead: Vec<u16>,
    /// A count the players agreed at the board (Black's).
    pub agreed_count: Option<Score>,
    /// Whether the remark about moves after a decisive verdict was made.
    pub decided_noted: bool,
    /// As ruled: the move number of the last verdict that changed the game
    /// (a void move taken back, stones restored, a turn forfeited), so a
    /// later impossible move can say why.
    pub ruled_change: Option<u32>,
}

/// Findings waiting for a claim, and the last event's.
#[derive(Debug, Default)]
pub struct Claims {
    /// Claim-bound findings, waiting for their claim.
    pub pending: Vec<Pending>,
    /// Findings made for the last event that was not a ruling.
    pub last_findings: Vec<usize>,
    /// The takeback being judged, so `restore-stones` can undo it.
    pub relocation: Option<Relocation>,
    /// The articles that leave the last event to the arbiter (no rule
    /// covers it), for a ruling right after it.
    pub left_to_arbiter: Vec<String>,
}

impl State {
    /// A state for a game from `position`, the opening protocol
    /// remembering from `opening`.
    pub fn new(position: Box<dyn Position>, opening: OpeningState) -> State {
        State {
            position,
            turn: Turn {
                to_move: Colour::Black,
                free_turn: false,
                turn_set_by: None,
                last_mover: None,
                move_number: 0,
                consecutive_passes: 0,
                passes: [0, 0],
            },
            played: Played::default(),
            tally: Counters::default(),
            end: Ending::default(),
            claims: Claims::default(),
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
        let turn = &self.turn;
        let memo = MoveMemo {
            point: p,
            log_start,
            log_end: 0,
            to_move_before: turn.to_move,
            last_mover_before: turn.last_mover,
            move_number_before: turn.move_number,
            passes_before: turn.consecutive_passes,
        };
        self.opening.placed(p);
        // Recent stones this move took off are captured, for the legend.
        let recent = &mut self.played.recent;
        for &q in &captured {
            if let Some(r) = recent.iter_mut().rev().find(|r| r.0 == usize::from(q)) {
                r.3 = true;
            }
        }
        self.played.last_captures[c.index()] = captured;
        self.move_made(c, false);
        self.remember(p, c);
        self.played.last_move[c.index()] = Some(MoveMemo {
            log_end: self.position.mark(),
            ..memo
        });
    }

    /// A move by `c` (a stone, the fifth-move offers, a pass) is made: the
    /// turn ends, the moves are counted, passes run on or stop, and there
    /// is no stone of this move to take back until the caller says so.
    fn move_made(&mut self, c: Colour, pass: bool) {
        let turn = &mut self.turn;
        turn.ends(c);
        turn.move_number += 1;
        turn.consecutive_passes = if pass { turn.consecutive_passes + 1 } else { 0 };
        self.played.last_move[c.index()] = None;
    }

    /// The board set as the record writes it mid-game: stones put on or
    /// taken off without captures, and the player to move if given (then
    /// nobody "moved last": the record says whose turn it is). Not a move.
    /// `changes` are (point, what it holds afterwards), in order, the last
    /// write of a point counting.
    pub fn set_up(&mut self, changes: &[(usize, Option<Colour>)], to_move: Option<Colour>) {
        if let Some(c) = to_move {
            self.turn.given_to(c);
        }
        self.position.set_up(changes, self.turn.to_move);
        self.played.last_move = [None, None];
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

    /// A pass by `c`; `in_play`: made while play was on (before any verdict
    /// on it stopped play), so a count with pass stones counts it.
    pub fn pass(&mut self, c: Colour, in_play: bool) {
        if in_play {
            self.turn.passes[c.index()] += 1;
        }
        self.move_made(c, true);
        self.position.pass(self.turn.to_move);
    }

    /// The player's turn is lost: the opponent moves next.
    pub fn forfeit(&mut self, c: Colour) {
        self.turn.ends(c);
        self.position.turn_lost(self.turn.to_move);
    }

    /// A stone placed at the current move number, for the diagrams.
    fn remember(&mut self, p: usize, c: Colour) {
        let number = self.turn.move_number.max(1);
        let recent = &mut self.played.recent;
        recent.push_back((p, number, c, false));
        if recent.len() > crate::diagram::NUMBERED {
            recent.pop_front();
        }
    }

    pub fn undo_move(&mut self, memo: &MoveMemo) {
        let recent = &mut self.played.recent;
        if recent.back().is_some_and(|r| r.0 == memo.point) {
            recent.pop_back();
        }
        if self.turn.move_number == memo.move_number_before + 1 {
            self.opening.unplaced(memo.point);
        }
        self.position.undo_to(memo.log_start);
        let turn = &mut self.turn;
        turn.to_move = memo.to_move_before;
        turn.last_mover = memo.last_mover_before;
        turn.move_number = memo.move_number_before;
        turn.consecutive_passes = memo.passes_before;
        // Stones the undone move had captured are back on the board.
        for k in 0..recent.len() {
            let (p, _, c, captured) = recent[k];
            let newest = !recent.iter().skip(k + 1).any(|r| r.0 == p);
            if captured && newest && self.position.at(p) == Some(c) {
                recent[k].3 = false;
            }
        }
    }

    /// Put a relocated stone back on its first point (a claimed takeback).
    pub fn restore_relocation(&mut self, c: Colour, r: &Relocation) {
        let Some(current) = self.played.last_move[c.index()] else {
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
