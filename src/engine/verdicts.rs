//! The one door for verdicts. Whichever way a verdict comes — fixed by the
//! text as its rule fires, chosen by a ruling, a choice's default, a claim
//! made in time, what stands once a claim's window closes — [`Judge::apply`]
//! is the only place that changes the game for it: a void act taken back
//! through what was recorded when it was done, a turn forfeited, stones
//! restored, a tally, a result, the end of play. Callers only decide that
//! a verdict applies.

use super::Judge;
use super::state::Terminal;
use crate::judgement::*;
use crate::record::ast::{Colour, Event};
use crate::ruleset::Trigger;
use crate::vocabulary::{Effect, Score, Verdict};

/// How deep sanctions may fire further sanctions (a warning's rule giving
/// a violation whose rule gives a loss is depth 2).
const MAX_SANCTION_DEPTH: u32 = 8;

impl Judge<'_> {
    /// Apply `verdicts` of finding `finding` to `actor` (none: the event
    /// was both players', or the game's). `event` is the event the
    /// verdicts are given on (the act, or the claim that brought them).
    pub(crate) fn apply(
        &mut self,
        actor: Option<Colour>,
        verdicts: &[Verdict],
        finding: usize,
        event: &Event,
    ) {
        if actor.is_none() && verdicts.iter().any(|&v| each_player(v)) {
            return self.apply_to_each(verdicts, finding, event);
        }
        // As played, the record shows what happened at the board: the
        // verdicts that would change the course of play are reported only.
        let as_ruled = self.given.mode == Mode::AsRuled;
        // The act goes first, then the turn it leaves: a void move gives
        // the turn back to its player, who then loses it, or passes.
        let all = verdicts.contains(&Verdict::MovesVoid);
        if as_ruled && verdicts.iter().any(|v| v.takes_back()) {
            self.void_act(actor, finding, all);
        }
        if as_ruled && let Some(c) = actor {
            if verdicts.contains(&Verdict::ForfeitTurn) {
                self.state.forfeit(c);
            }
            if verdicts.contains(&Verdict::CountsAsPass) {
                self.count_as_pass(c, finding);
            }
        }
        for &v in verdicts {
            match v {
                Verdict::MoveVoid
                | Verdict::MovesVoid
                | Verdict::ActVoid
                | Verdict::ForfeitTurn
                | Verdict::CountsAsPass => {}
                Verdict::RestoreStones if as_ruled => self.restore_stones(actor, finding),
                _ => self.apply_one(v, actor, finding, event),
            }
        }
        // The sanctioned player's tally, once the sanctions this verdict
        // fired (a warning's stone) have been given.
        if self.state.tally().sanction_depth() == 0
            && let Some(c) = actor
            && verdicts.iter().any(|v| {
                matches!(
                    v,
                    Verdict::Warning | Verdict::Violation | Verdict::StonePenalty
                )
            })
        {
            let move_number = self.report.findings[finding].move_number;
            let tally = self.tally(c, move_number, event);
            self.report.findings[finding].tally = Some(Box::new(tally));
        }
    }

    /// The act of finding `finding` (a move, a pass, a conduct act) taken
    /// back, if it is still the last thing done in the game; with `all`,
    /// the same player's act just before it too when nothing came between
    /// (both moves of a double move).
    fn void_act(&mut self, actor: Option<Colour>, finding: usize, all: bool) {
        let f = &self.report.findings[finding];
        let (event, number) = (f.event_index, f.move_number);
        let Some(c) = actor else { return };
        if !self.state.take_back(c, event) {
            return;
        }
        self.state.ruled_change_at(number);
        if all && let Some(before) = self.state.last_act_standing(c).map(|m| m.event) {
            self.state.take_back(c, before);
        }
    }

    /// The act taken back counts as `c`'s pass, made where the act was
    /// (if `c` is the one to move again: a verdict that left the turn with
    /// the opponent leaves nothing to pass).
    fn count_as_pass(&mut self, c: Colour, finding: usize) {
        let turn = self.state.turn();
        if turn.to_move() != c && !turn.free_turn() {
            return;
        }
        let event = self.report.findings[finding].event_index;
        let in_play = !self.state.end().ended();
        self.state.pass(c, in_play, event);
    }

    /// Stones restored: a takeback's stone back on its first point.
    fn restore_stones(&mut self, actor: Option<Colour>, finding: usize) {
        let f = &self.report.findings[finding];
        let (event, number) = (f.event_index, f.move_number);
        if self.given.effect_of(event) != Some(Effect::Relocate) {
            return;
        }
        let from = self
            .given
            .read
            .conduct_at(event)
            .and_then(|d| d.points.first());
        if let (Some(c), Some(&(_, Some(from)))) = (actor, from) {
            let from = super::resolved::index(from);
            if self.state.restore_relocation(c, from, event) {
                self.state.ruled_change_at(number);
            }
        }
    }

    /// One verdict other than those that take an act back or lose a turn.
    fn apply_one(&mut self, v: Verdict, actor: Option<Colour>, finding: usize, event: &Event) {
        match v {
            Verdict::Warning | Verdict::Violation => {
                if let Some(c) = actor {
                    let trigger = if v == Verdict::Warning {
                        self.state.warn(c);
                        Trigger::Warning
                    } else {
                        self.state.violate(c);
                        Trigger::Violation
                    };
                    self.fire_sanction(c, finding, event, trigger);
                }
            }
            Verdict::StonePenalty => {
                if let Some(c) = actor {
                    // The loader requires `amount` with a stone penalty,
                    // and exact in quarters (`ruleset::exact`).
                    let amount = self.report.findings[finding].amount.unwrap_or(0.0);
                    self.state.penalise(c, Score::of(amount));
                }
            }
            // A term of the count, not a sanction: the points come off the
            // opponent's count, so the actor's tally is not touched.
            Verdict::OpponentDeduction => {
                if let Some(c) = actor {
                    let amount = self.report.findings[finding].amount.unwrap_or(0.0);
                    self.state.deduct(c.opponent(), Score::of(amount));
                }
            }
            Verdict::Loss => self.terminal(Outcome::Undecided, actor, finding),
            // A win for the actor is a loss for the opponent.
            Verdict::Win => {
                let loser = actor.map(Colour::opponent);
                self.terminal(Outcome::Undecided, loser, finding);
                if let Some(t) = self.state.terminal_mut()
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
            _ => self.apply_to_play(v, actor, finding),
        }
    }

    /// Verdicts on the course of play: the game ends or resumes, a player
    /// moves first.
    fn apply_to_play(&mut self, v: Verdict, actor: Option<Colour>, finding: usize) {
        match v {
            Verdict::GameEnd | Verdict::PlayStops => {
                self.state.stop();
                self.close_game_end_windows();
            }
            // Who moves first is the text's to say (`moves-first`);
            // without it, either player may.
            Verdict::ResumePlay if self.state.end().terminal().is_none() => {
                self.state.resume_play();
            }
            Verdict::MovesFirst if self.state.end().terminal().is_none() => {
                if let Some(c) = actor {
                    let by = self.report.findings[finding].event().into();
                    self.state.give_turn(c, by);
                }
            }
            _ => {}
        }
    }

    /// An event both players did (`both late 70m`): each player's own
    /// verdicts go to each of them, as if each had done it (two losses make
    /// both lose); the others are the game's.
    fn apply_to_each(&mut self, verdicts: &[Verdict], finding: usize, event: &Event) {
        let (each, game): (Vec<Verdict>, Vec<Verdict>) =
            verdicts.iter().partition(|&&v| each_player(v));
        self.apply(None, &game, finding, event);
        for c in [Colour::Black, Colour::White] {
            self.apply(Some(c), &each, finding, event);
        }
    }

    /// A result by verdict. `Outcome::Undecided` with a loser means "the
    /// loser loses".
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
        let Some(t) = self.state.end().terminal().cloned() else {
            self.state.decide(Terminal {
                outcome,
                articles,
                loser,
                won: false,
                at_move: self.report.findings[finding].move_number,
                finding,
            });
            return self.end_game();
        };
        // The other player loses too: both lose when one event gave both
        // losses (`both late 70m`), or when the edition's clause combines
        // two losses of its kind at one moment (two lines of lateness). A
        // loss after the game was decided by another kind of fault does not
        // change the result (as played, it is reported after the decision).
        if t.loser.is_some() && loser.is_some() && t.loser != loser {
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
            let cited = clause.map(|l| l.articles.clone()).unwrap_or_default();
            if let Some(t) = self.state.terminal_mut() {
                t.outcome = Outcome::BothLose;
                t.loser = None;
                for a in articles.into_iter().chain(cited) {
                    if !t.articles.contains(&a) {
                        t.articles.push(a);
                    }
                }
            }
        }
        self.end_game();
    }

    /// A verdict decided the game. As ruled, play is over; as played, the
    /// record goes on and is judged as play (its findings marked as coming
    /// after the decision), not as moves after a confirmed end.
    fn end_game(&mut self) {
        if self.given.mode == Mode::AsRuled {
            self.state.stop_decided();
        }
        self.close_game_end_windows();
    }

    /// A warning or violation was given: rules on that trigger see the counts.
    ///
    /// The sanction's findings stand against the sanctioned player's event
    /// (the takeback), not the event that brought the verdict (the claim).
    fn fire_sanction(&mut self, c: Colour, finding: usize, event: &Event, trigger: Trigger) {
        let move_number = self.report.findings[finding].move_number;
        let facts = self.sanction_facts(c, move_number, &trigger, 0);
        let record = self.given.record;
        let origin = self
            .report
            .findings
            .get(finding)
            .map_or(self.current, |f| f.event_index);
        let event = record.events.get(origin).unwrap_or(event);
        let ctx = super::Context {
            actor: Some(c),
            event,
            trigger,
            facts: Box::new(facts),
            args: Vec::new(),
            move_number,
        };
        // The loader refuses rules that feed each other; this bound keeps
        // the judge from recursing without end whatever it is handed.
        if !self.state.enter_sanction(MAX_SANCTION_DEPTH) {
            return;
        }
        let current = std::mem::replace(&mut self.current, origin);
        self.fire(&ctx);
        self.current = current;
        self.state.leave_sanction();
    }
}

/// Verdicts that fall on a player (a `both` event gives each player one).
fn each_player(v: Verdict) -> bool {
    matches!(
        v,
        Verdict::Loss | Verdict::Warning | Verdict::Violation | Verdict::StonePenalty
    )
}
