//! Conduct events: their decoded arguments (see `validate`), the facts
//! they bring, and their physical effect (passes, takebacks, dead stones,
//! counts, fifth-move offers, swaps) before the rules judge them.

use super::conduct_effect::Done;
use super::state::Relocation;
use super::*;
use caipan_ruleset::said;

impl Judge<'_> {
    pub(crate) fn on_conduct(
        &mut self,
        event: &Event,
        actor: Actor,
        args: &[Arg],
    ) -> Result<(), Box<RecordError>> {
        // `validate` checked and decoded every conduct event.
        let Some(decoded) = self.given.read.conduct_at(self.current) else {
            return Ok(());
        };
        let index = decoded.decl;
        let decl = &self.given.ruleset.events[index];
        let values = decoded.values.clone();
        let player = match actor {
            Actor::Player(c) => Some(c),
            _ => None,
        };
        let points = self.conduct_points(args)?;
        self.take_implied_branch(decl.effect, player);
        let facts = self.conduct_facts(player, index, &points, &values);
        // The physical effect happens first: rules judge what was done.
        let done = Done {
            event,
            player,
            points: &points,
            args,
        };
        let relocation = self.conduct_effect(decl.effect, &done, &values)?;
        let ctx = Context {
            actor: player,
            event,
            trigger: Trigger::Event(index),
            facts: Box::new(facts),
            args: values,
            move_number: self.state.turn.move_number,
        };
        self.judge_conduct(ctx, index, relocation);
        Ok(())
    }

    /// The points a decoded conduct event names, resolved on this board.
    fn conduct_points(&self, args: &[Arg]) -> Result<Vec<usize>, Box<RecordError>> {
        let Some(decoded) = self.given.read.conduct_at(self.current) else {
            return Ok(Vec::new());
        };
        let mut points = Vec::with_capacity(decoded.points.len());
        for &(k, resolved) in &decoded.points {
            if let Some(Arg {
                value: ArgValue::Point(t),
                span,
            }) = args.get(k)
            {
                points.push(self.given.on_board(resolved, t, *span)?);
            }
        }
        Ok(points)
    }

    /// The facts of a conduct event: the actor's or the game's, how often
    /// the actor did it, what its points hold, and its protocol facts.
    fn conduct_facts(
        &mut self,
        player: Option<Colour>,
        index: usize,
        points: &[usize],
        values: &[Value],
    ) -> Facts {
        let mut facts = match player {
            Some(c) => facts::common(&self.given, &self.state, c, self.state.turn.move_number),
            None => facts::neutral(&self.given, &self.state, self.state.turn.move_number),
        };
        let occurrence = player.map_or(1, |c| {
            let n = self.state.tally.occurrences.entry((c, index)).or_insert(0);
            *n += 1;
            *n
        });
        facts.insert(Fact::Occurrence, Value::Num(occurrence as f64));
        if let Some(c) = player {
            self.point_holdings(c, points, &mut facts);
            let opponent = self.state.tally.occurrences.get(&(c.opponent(), index));
            let beyond = occurrence as f64 - opponent.copied().unwrap_or(0) as f64;
            facts.insert(Fact::OccurrenceBeyondOpponent, Value::Num(beyond));
        }
        match self.given.ruleset.events[index].effect {
            Effect::Offer => self.offer_facts(points, &mut facts),
            Effect::Swap => self.swap_facts(player, &mut facts),
            Effect::DeclareOffers => {
                let c = player.unwrap_or(Colour::Black);
                let opening = &self.state.opening;
                self.given.protocol.declare_facts(opening, c, &mut facts);
            }
            Effect::Choose => self.choose_facts(player, values, &mut facts),
            _ => {}
        }
        facts
    }

    /// What the points named by `c` hold: all the opponent's stones, all
    /// stones, all stones `c` just captured.
    fn point_holdings(&self, c: Colour, points: &[usize], facts: &mut Facts) {
        let at = |p: usize| self.state.position.at(p);
        let all = |f: &dyn Fn(usize) -> bool| !points.is_empty() && points.iter().all(|&p| f(p));
        let opp = Some(c.opponent());
        facts.insert(
            Fact::PointsHoldOpponentStones,
            Value::Bool(all(&|p| at(p) == opp)),
        );
        facts.insert(Fact::PointsOccupied, Value::Bool(all(&|p| at(p).is_some())));
        let captured = &self.state.played.last_captures[c.index()];
        let were = all(&|p| captured.contains(&(p as u16)));
        facts.insert(Fact::PointsWereCaptured, Value::Bool(were));
    }

    /// The rules judge the conduct (or, for conduct no rule is on, the
    /// rules on `uncovered`, or a remark); a forfeit applies, and a
    /// relocation stays with the findings a claim may still resolve.
    fn judge_conduct(
        &mut self,
        mut ctx: Context<'_>,
        index: usize,
        relocation: Option<Relocation>,
    ) {
        let decl = &self.given.ruleset.events[index];
        // Conduct no rule of the edition is on: the rules on `uncovered`
        // say what the arbiter may give for it (an article that leaves
        // conduct no article names to the arbiter); without
        // them, a remark cites the article that leaves it to the arbiter.
        let uncovered = decl.effect == Effect::None
            && !decl.regular
            && self.given.shared.on(&ctx.trigger).is_empty();
        if uncovered && !decl.situation && !self.given.shared.on(&Trigger::Uncovered).is_empty() {
            ctx.trigger = Trigger::Uncovered;
        } else if uncovered {
            self.remark_uncovered(ctx.event);
        }
        let before = self.report.findings.len();
        self.state.claims.relocation = relocation;
        let applied = self.fire(&ctx);
        if ctx.trigger == Trigger::Uncovered {
            // The finding is about the conduct written, not the trigger.
            for f in &mut self.report.findings[before..] {
                std::sync::Arc::make_mut(&mut f.by).event = decl.name.clone();
            }
        }
        self.state.claims.relocation = None;
        if applied.forfeit
            && let Some(c) = ctx.actor
        {
            self.state.forfeit(c);
        }
        if let Some(r) = relocation {
            let pending = self.state.claims.pending.iter_mut();
            for p in pending.filter(|p| p.finding >= before) {
                p.relocation = Some(r);
            }
        }
    }

    /// A count must fit the board and come in the edition's unit: the
    /// count on its step exactly.
    pub(crate) fn check_count(&self, n: f64, span: Span) -> Result<f64, Box<RecordError>> {
        let points = self.given.ruleset.board.size * self.given.ruleset.board.size;
        let step = self
            .given
            .ruleset
            .scoring
            .as_ref()
            .map_or(1.0, |s| s.count_step);
        match crate::ruleset::check_value(n, [0.0, points as f64], Some(step), "points") {
            Ok(on_step) => Ok(on_step),
            Err(why) => Err(self.given.defective(
                span,
                said!("judge-the-count", "the count {why}", why = why).nested("why", &why),
                said!("judge-impossible-count", "impossible count"),
                said!("judge-a-count-is-black-s-points", "a count is Black's points on the {size}×{size2} board: 0–{points}, in steps of {step}", size = self.given.ruleset.board.size, size2 = self.given.ruleset.board.size, points = points, step = step),)),
        }
    }

    /// Lift the player's last stone from `from` and play it on `to`.
    pub(crate) fn relocate(
        &mut self,
        event: &Event,
        c: Colour,
        from: usize,
        to: usize,
        args: &[Arg],
    ) -> Result<state::Relocation, Box<RecordError>> {
        let log_len = self.state.position.mark();
        let last = self.state.played.last_move[c.index()]
            .filter(|m| m.point == from && m.log_end == log_len);
        let Some(memo) = last else {
            let span = args.first().map_or(event.span, |a| a.span);
            return Err(self.given.defective(
                span,
                said!("judge-takes-back-which-is-not-the", "{letter} takes back {from}, which is not the stone {name} just played", letter = c.letter(), from = self.given.point_name(from), name = c.name()),
                said!("judge-not-the-last-stone-played", "not the last stone played"),
                said!("judge-a-takeback-lifts-the-stone-the", "a takeback lifts the stone the player has just placed, before the opponent moves"),));
        };
        if self.state.position.at(to).is_some() && to != from {
            let span = args.get(1).map_or(event.span, |a| a.span);
            return Err(self.given.defective(
                span,
                said!(
                    "judge-is-occupied",
                    "{to} is occupied",
                    to = self.given.point_name(to)
                ),
                said!("judge-occupied", "occupied"),
                said!(
                    "judge-the-stone-must-be-replayed-on",
                    "the stone must be replayed on an empty point"
                ),
            ));
        }
        self.state.undo_move(&memo);
        self.state.place(to, c);
        Ok(state::Relocation { from })
    }

    /// Conduct no rule covers, in an edition that says nothing of what the
    /// arbiter may give: a remark citing the article that leaves it to the
    /// arbiter, if there is one.
    fn remark_uncovered(&mut self, event: &Event) {
        let (line, column) = self.given.at.line_col(event.span.start);
        self.state.claims.left_to_arbiter = self.given.ruleset.uncovered.clone();
        self.report.remarks.push(Remark {
            line,
            column,
            about: About::Uncovered {
                written: self.given.at.written(event.span).into_string(),
                edition: self.given.ruleset.id.clone(),
                articles: self
                    .given
                    .ruleset
                    .uncovered
                    .iter()
                    .filter_map(|a| self.given.ruleset.provision(a))
                    .collect(),
            },
        });
    }
}
