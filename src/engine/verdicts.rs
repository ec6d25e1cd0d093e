//! Applying verdicts to the game, checking the arbiter's rulings against
//! what the text allows, and working out the result.

use super::state::Terminal;
use super::{Applied, Context, Judge};
use crate::judgement::*;
use crate::record::ast::{Colour, Event};
use crate::ruleset::Trigger;
use crate::vocabulary::{Score, Verdict};

/// What a verdict is applied for: to whom, for which finding, at which
/// move, on which event.
#[derive(Clone, Copy)]
struct Applying<'e> {
    actor: Option<Colour>,
    finding: usize,
    move_number: u32,
    event: &'e Event,
}

/// How deep sanctions may fire further sanctions (a warning's rule giving
/// a violation whose rule gives a loss is depth 2).
const MAX_SANCTION_DEPTH: u32 = 8;

impl Judge<'_> {
    /// Apply fixed or chosen verdicts of finding `finding` to `actor`.
    pub(crate) fn apply(
        &mut self,
        actor: Option<Colour>,
        verdicts: &[Verdict],
        finding: usize,
        move_number: u32,
        event: &Event,
        defer_forfeit: bool,
    ) -> Applied {
        if actor.is_none() && verdicts.iter().any(|&v| each_player(v)) {
            return self.apply_to_each(verdicts, finding, move_number, event, defer_forfeit);
        }
        let mut applied = Applied::default();
        let at = Applying {
            actor,
            finding,
            move_number,
            event,
        };
        for &v in verdicts {
            match v {
                // As played, the record shows what happened at the board:
                // verdicts that would change the game are reported only.
                Verdict::MoveVoid | Verdict::ForfeitTurn | Verdict::RestoreStones
                    if self.given.mode == Mode::AsPlayed => {}
                Verdict::MoveVoid => applied.move_void = true,
                Verdict::ForfeitTurn => applied.forfeit = true,
                _ => self.apply_one(v, &at),
            }
        }
        // The sanctioned player's tally, once the sanctions this verdict
        // fired (a warning's stone) have been given.
        if self.state.tally.sanction_depth == 0
            && let Some(c) = actor
            && verdicts.iter().any(|v| {
                matches!(
                    v,
                    Verdict::Warning | Verdict::Violation | Verdict::StonePenalty
                )
            })
        {
            let tally = self.tally(c, move_number, event);
            self.report.findings[finding].tally = Some(Box::new(tally));
        }
        // A forfeited turn on a conduct event or a ruling takes effect now;
        // on a move the caller applies it after voiding the move.
        if applied.forfeit
            && !defer_forfeit
            && let Some(c) = actor
        {
            self.state.forfeit(c);
        }
        applied
    }

    /// One verdict other than those that void a move or forfeit a turn.
    fn apply_one(&mut self, v: Verdict, at: &Applying<'_>) {
        let Applying {
            actor,
            finding,
            move_number,
            event,
        } = *at;
        match v {
            Verdict::Warning => {
                if let Some(c) = actor {
                    self.state.tally.warnings[c.index()] += 1;
                    self.fire_sanction(c, move_number, finding, event, Trigger::Warning);
                }
            }
            Verdict::StonePenalty => {
                if let Some(c) = actor {
                    // The loader requires `amount` with a stone penalty,
                    // and exact in quarters (`ruleset::exact`).
                    let amount = self.report.findings[finding].amount.unwrap_or(0.0);
                    self.state.tally.penalties[c.index()] += Score::of(amount);
                }
            }
            Verdict::Violation => {
                if let Some(c) = actor {
                    self.state.tally.violations[c.index()] += 1;
                    self.fire_sanction(c, move_number, finding, event, Trigger::Violation);
                }
            }
            Verdict::Loss => self.terminal(Outcome::Undecided, actor, finding),
            // A win for the actor is a loss for the opponent.
            Verdict::Win => {
                let loser = actor.map(Colour::opponent);
                self.terminal(Outcome::Undecided, loser, finding);
                if let Some(t) = &mut self.state.end.terminal
                    && t.loser == loser
                {
                    t.won = true;
                }
            }
            Verdict::BothLose => self.terminal(Outcome::BothLose, None, finding),
            Verdict::Draw => self.terminal(Outcome::Draw, None, finding),
            Verdict::Replay => self.terminal(Outcome::Replay, None, finding),
            Verdict::ExtraGame => self.terminal(Outcome::ExtraGame, None, finding),
            Verdict::NoResult => self.terminal(Outcome::NoResult, None, finding),
            _ => self.apply_to_play(v, at),
        }
    }

    /// Verdicts on the course of play: the game ends or resumes, stones
    /// come back, a player moves first.
    fn apply_to_play(&mut self, v: Verdict, at: &Applying<'_>) {
        match v {
            Verdict::GameEnd => {
                if !self.state.end.ended {
                    let mark = self.state.position.mark();
                    self.state.end.stop_mark = Some((mark, None));
                }
                self.state.end.ended = true;
                self.close_game_end_windows();
            }
            Verdict::RestoreStones => {
                if let (Some(r), Some(c)) = (self.state.claims.relocation.take(), at.actor) {
                    self.state.end.ruled_change = Some(at.move_number);
                    self.state.restore_relocation(c, &r);
                }
            }
            // Who moves first is the text's to say (`moves-first`);
            // without it, either player may.
            Verdict::ResumePlay if self.state.end.terminal.is_none() => {
                self.state.end.ended = false;
                self.state.end.stop_mark = None;
                self.state.turn.free_turn = true;
            }
            Verdict::MovesFirst if self.state.end.terminal.is_none() => {
                if let Some(c) = at.actor {
                    self.state.turn.given_to(c);
                    self.state.turn.turn_set_by =
                        Some(self.report.findings[at.finding].event().into());
                }
            }
            _ => {}
        }
    }

    /// A result by verdict. `Outcome::Undecided` with an actor means "actor loses".
    /// An event both players did (`both late 70m`): each player's own
    /// verdicts go to each of them, as if each had done it (two losses make
    /// both lose); the others are the game's.
    fn apply_to_each(
        &mut self,
        verdicts: &[Verdict],
        finding: usize,
        move_number: u32,
        event: &Event,
        defer_forfeit: bool,
    ) -> Applied {
        let (each, game): (Vec<Verdict>, Vec<Verdict>) =
            verdicts.iter().partition(|&&v| each_player(v));
        let mut applied = self.apply(None, &game, finding, move_number, event, defer_forfeit);
        for c in [Colour::Black, Colour::White] {
            let a = self.apply(Some(c), &each, finding, move_number, event, defer_forfeit);
            applied.move_void |= a.move_void;
            applied.forfeit |= a.forfeit;
        }
        applied
    }

    fn terminal(&mut self, outcome: Outcome, loser: Option<Colour>, finding: usize) {
        let articles: Vec<String> = self.report.findings[finding]
            .articles()
            .iter()
            .map(|a| a.id.clone())
            .collect();
        let outcome = match (outcome, loser) {
            (Outcome::Undecided, Some(Colour::Black)) => Outcome::WhiteWins,
            (Outcome::Undecided, Some(Colour::White)) => Outcome::BlackWins,
            (o, _) => o,
        };
        match &mut self.state.end.terminal {
            None => {
                self.state.end.terminal = Some(Terminal {
                    outcome,
                    articles,
                    loser,
                    won: false,
                    at_move: self.report.findings[finding].move_number,
                    finding,
                });
            }
            // The other player loses too: both lose when one event gave
            // both losses (`both late 70m`), or when the edition's clause
            // combines two losses of its kind at one moment (two lines of
            // lateness). A loss after the game was decided by another
            // kind of fault does not change the result (as played, it is
            // reported after the decision).
            Some(t) if t.loser.is_some() && loser.is_some() && t.loser != loser => {
                let (first, now) = (
                    &self.report.findings[t.finding],
                    &self.report.findings[finding],
                );
                let clause = self.given.ruleset.losses_of_both.as_ref().filter(|l| {
                    l.topics.contains(&first.by.topic)
                        && l.topics.contains(&now.by.topic)
                        && first.move_number == now.move_number
                });
                if clause.is_none() && first.event_index != now.event_index {
                    return self.end_game();
                }
                t.outcome = Outcome::BothLose;
                t.loser = None;
                let cited = clause.map(|l| l.articles.clone()).unwrap_or_default();
                for a in articles.into_iter().chain(cited) {
                    if !t.articles.contains(&a) {
                        t.articles.push(a);
                    }
                }
            }
            Some(_) => {}
        }
        self.end_game();
    }

    /// A verdict decided the game. As ruled, play is over; as played, the
    /// record goes on and is judged as play (its findings marked as coming
    /// after the decision), not as moves after a confirmed end.
    fn end_game(&mut self) {
        if self.given.mode == Mode::AsRuled {
            self.state.end.ended = true;
        }
        self.close_game_end_windows();
    }

    /// A warning or violation was given: rules on that trigger see the counts.
    ///
    /// The sanction's findings stand against the sanctioned player's event
    /// (the takeback), not the event that brought the verdict (the claim).
    fn fire_sanction(
        &mut self,
        c: Colour,
        move_number: u32,
        finding: usize,
        event: &Event,
        trigger: Trigger,
    ) {
        // The loader refuses rules that feed each other; this bound keeps
        // the judge from recursing without end whatever it is handed.
        if self.state.tally.sanction_depth >= MAX_SANCTION_DEPTH {
            return;
        }
        let facts = self.sanction_facts(c, move_number, &trigger, 0);
        let record = self.given.record;
        let origin = self
            .report
            .findings
            .get(finding)
            .map_or(self.current, |f| f.event_index);
        let event = record.events.get(origin).unwrap_or(event);
        let ctx = Context {
            actor: Some(c),
            event,
            trigger,
            facts: Box::new(facts),
            args: Vec::new(),
            move_number,
        };
        self.state.tally.sanction_depth += 1;
        let current = std::mem::replace(&mut self.current, origin);
        self.fire(&ctx);
        self.current = current;
        self.state.tally.sanction_depth -= 1;
    }
}

/// Verdicts that fall on a player (a `both` event gives each player one).
fn each_player(v: Verdict) -> bool {
    matches!(
        v,
        Verdict::Loss | Verdict::Warning | Verdict::Violation | Verdict::StonePenalty
    )
}
