//! Moves and passes: the physics' facts for the stone, the rules on it,
//! and the stone placed (or not, when the move is void).

use super::*;
use caipan_ruleset::said;

impl Judge<'_> {
    pub(crate) fn on_move(
        &mut self,
        event: &Event,
        c: Colour,
        pt: &PointText,
    ) -> Result<(), Box<RecordError>> {
        let resolved = match self.given.read.steps.get(self.current) {
            Some(resolved::Step::Move(p)) => *p,
            _ => None,
        };
        let p = self.given.on_board(resolved, &pt.text, pt.span)?;
        if self.after_decision(event) {
            return Ok(());
        }
        if self.state.position().at(p).is_some() {
            return Err(self.occupied(c, pt));
        }
        let opening = self.state.opening().mark();
        self.take_implied(crate::ruleset::openings::Act::Move, Some(c));
        self.close_windows_of(c);
        // A quiet move is played at once: no context is made for it, and
        // no rule on it is looked at.
        if let Some(played) = self.play_if_quiet(p, c) {
            self.move_stands(p, c, Some(played), opening);
            return Ok(());
        }
        let mut ctx = self.context(event, c, Trigger::Move);
        // The facts are the position's before the stone; the stone is
        // then on the board when the rules judge it, and a verdict that
        // voids it takes it back through what was recorded as it was placed.
        self.fill_move_event_facts(&mut ctx.facts, p, c);
        self.move_stands(p, c, None, opening);
        self.fire_turn(ctx);
        Ok(())
    }

    /// The defect of a stone played on an occupied point.
    fn occupied(&self, c: Colour, pt: &PointText) -> Box<RecordError> {
        let help = match self.state.end().ruled_change() {
            // The board differs from the record's because a verdict
            // was applied: the record may show the game as played.
            Some(n) => said!("judge-a-verdict-changed-the-game", n = n),
            None => said!("judge-check-the-coordinates"),
        };
        self.given.defective(
            pt.span,
            said!(
                "judge-is-played-on-an-occupied-point",
                letter = c.letter(),
                text = pt.text
            ),
            said!("judge-occupied"),
            help,
        )
    }

    /// The move of `c` on `p` is made: the stone is on the board (already,
    /// when `played` gives the position's mark before it and the stones it
    /// took off), the opening protocol takes note; `opening` is the
    /// protocol's memory before the move.
    #[inline]
    fn move_stands(
        &mut self,
        p: usize,
        c: Colour,
        played: Option<(usize, Vec<u16>)>,
        opening: crate::opening::OpeningMark,
    ) {
        if self.given.protocol.is_active() {
            let number = self.state.turn().move_number() + 1;
            let from_setup = !self.given.record_has_no_setup();
            self.given
                .protocol
                .move_stands(self.state.opening_mut(), p, number, from_setup);
        }
        match played {
            Some(done) => self.state.placed((p, c), done, self.current, opening),
            None => self.state.place(p, c, self.current, opening),
        }
    }

    /// A move no rule on it can hold, played at once. When every rule on
    /// a move needs some fact true, only those facts are computed (in the
    /// judge's spare facts), the position's while the stone is played
    /// (which spares a look at the point before it); if none is true
    /// (nearly every move of a real game), the move is played: its mark
    /// before and the stones it took off are returned. Otherwise the stone
    /// is taken back, or never tried (the turn's facts wake a rule).
    fn play_if_quiet(&mut self, p: usize, c: Colour) -> Option<(usize, Vec<u16>)> {
        let test = self.given.quiet;
        let wakes = test.wakes?;
        let mut facts = self.spare_facts.take().unwrap_or_default();
        match test.position_only {
            // The turn's facts as bits: a move they wake is not tried.
            Some(own) => {
                if self.turn_wakes(c) & wakes != 0 {
                    self.spare_facts = Some(facts);
                    return None;
                }
                facts.clear(own);
            }
            None => {
                facts.clear(self.given.shared.wanted(&Trigger::Move) & wakes);
                facts::fill_stone_but_position(&self.given, &self.state, &mut facts, p, c);
                self.fill_facts_around_move(&mut facts, c);
            }
        }
        let (mark, captured) = self.state.try_stone(p, c, &mut facts);
        let quiet = facts.truthy() & wakes == 0;
        self.spare_facts = Some(facts);
        if quiet {
            return Some((mark, captured));
        }
        self.state.untry(mark);
        None
    }

    /// Those of [`QUICK_TURN_FACTS`](super::given::QUICK_TURN_FACTS) true
    /// of a move of `c` now, as `fill_turn` and `fill_common` set them.
    fn turn_wakes(&self, c: Colour) -> crate::vocabulary::facts::FactSet {
        use crate::vocabulary::facts::bit;
        let turn = self.state.turn();
        let out_of_turn = !turn.free_turn() && c != turn.to_move();
        let mut true_now = 0;
        if out_of_turn {
            true_now |= bit(Fact::OutOfTurn);
            if turn.last_mover() == Some(c) {
                true_now |= bit(Fact::DoubleMove);
            }
        }
        if self.state.end().ended() {
            true_now |= bit(Fact::AfterEnd);
        }
        true_now
    }

    /// Every fact of a move of `c` on `p`: the point's, the turn's, the
    /// game's around it.
    fn fill_move_event_facts(&self, facts: &mut Facts, p: usize, c: Colour) {
        facts::fill_move(&self.given, &self.state, facts, p, c);
        self.fill_facts_around_move(facts, c);
    }

    /// The facts of the record around a move of `c` rather than of its
    /// stone (so a `points` scan, which asks about points, never sees
    /// them).
    fn fill_facts_around_move(&self, facts: &mut Facts, c: Colour) {
        facts::fill_obligation(&self.state, facts);
        if facts.wants(Fact::OffersUndeclared) {
            let undeclared = self.offers_due_undeclared(c);
            facts.insert(Fact::OffersUndeclared, Value::Bool(undeclared));
        }
    }

    /// A player's move or pass begins: the windows the player's turn
    /// closes are closed, and its context starts with empty facts.
    fn turn<'e>(&mut self, event: &'e Event, c: Colour, trigger: Trigger) -> Context<'e> {
        self.close_windows_of(c);
        self.context(event, c, trigger)
    }

    /// The context of a move or pass of `c`, its facts empty.
    fn context<'e>(&mut self, event: &'e Event, c: Colour, trigger: Trigger) -> Context<'e> {
        Context {
            actor: Some(c),
            event,
            facts: self.fresh_facts(&trigger),
            trigger,
            args: Vec::new(),
            move_number: self.state.turn().move_number() + 1,
        }
    }

    /// Fire the rules on a move or pass, and keep its facts for the next.
    fn fire_turn(&mut self, ctx: Context<'_>) {
        self.fire(&ctx);
        self.spare_facts = Some(ctx.facts);
    }

    pub(crate) fn on_pass(&mut self, event: &Event, c: Colour) {
        if self.after_decision(event) {
            return;
        }
        let mut ctx = self.turn(event, c, Trigger::Pass);
        let facts = &mut ctx.facts;
        let turn = self.state.turn();
        facts::fill_common(&self.given, &self.state, facts, c, turn.move_number() + 1);
        facts.insert(
            Fact::ConsecutivePasses,
            Value::Num((turn.consecutive_passes() + 1) as f64),
        );
        // A round is Black's move then White's (回合): both passed in it.
        let round = c == Colour::White
            && turn.consecutive_passes() >= 1
            && turn.last_mover() == Some(Colour::Black);
        facts.insert(Fact::RoundPasses, Value::Bool(round));
        // Passes while play was on, as a count with pass stones counts
        // them; this one is made below, before the rules judge it.
        let passes = turn.passes();
        let this_one = usize::from(!self.state.end().ended());
        facts.insert(
            Fact::PlayerPasses,
            Value::Num((passes[c.index()] + this_one) as f64),
        );
        facts.insert(
            Fact::OpponentPasses,
            Value::Num(passes[c.opponent().index()] as f64),
        );
        facts::fill_turn(&self.state, facts, c);
        facts::fill_obligation(&self.state, facts);
        // The pass is made before the rules judge it, as a stone is.
        let in_play = !self.state.end().ended();
        self.state.pass(c, in_play, self.current);
        self.fire_turn(ctx);
    }

    /// Once a verdict has decided the game, later moves are not part of it:
    /// they are noted once and not judged. As played, they are judged, and
    /// their findings are marked as coming after the decision.
    pub(crate) fn after_decision(&mut self, event: &Event) -> bool {
        if self.state.end().terminal().is_none() || self.given.mode == Mode::AsPlayed {
            return false;
        }
        if self.state.note_decided() {
            let (line, column) = self.given.at.line_col(event.span.start);
            self.report.remarks.push(Remark {
                line,
                column,
                about: About::AlreadyDecided,
            });
        }
        true
    }
}
