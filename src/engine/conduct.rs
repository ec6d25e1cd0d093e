//! Conduct events: their decoded arguments (see `validate`), the facts
//! they bring, and their physical effect (passes, takebacks, dead stones,
//! counts, fifth-move offers, swaps) before the rules judge them.

use super::conduct_effect::Done;
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
        self.conduct_effect(decl.effect, &done, &values)?;
        let ctx = Context {
            actor: player,
            event,
            trigger: Trigger::Event(index),
            facts: Box::new(facts),
            args: values,
            move_number: self.state.turn().move_number(),
        };
        self.judge_conduct(ctx, index);
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
        let number = self.state.turn().move_number();
        let mut facts = match player {
            Some(c) => facts::common(&self.given, &self.state, c, number),
            None => facts::neutral(&self.given, &self.state, number),
        };
        let occurrence = player.map_or(1, |c| self.state.occurred(c, index));
        facts.insert(Fact::Occurrence, Value::Num(occurrence as f64));
        if let Some(c) = player {
            self.point_holdings(c, points, &mut facts);
            let opponent = self.state.tally().occurrences(c.opponent(), index);
            let beyond = occurrence as f64 - opponent as f64;
            facts.insert(Fact::OccurrenceBeyondOpponent, Value::Num(beyond));
        }
        match self.given.ruleset.events[index].effect {
            Effect::Offer => self.offer_facts(points, &mut facts),
            Effect::Swap => self.swap_facts(player, &mut facts),
            Effect::DeclareOffers => {
                let c = player.unwrap_or(Colour::Black);
                let opening = self.state.opening();
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
        let at = |p: usize| self.state.position().at(p);
        let all = |f: &dyn Fn(usize) -> bool| !points.is_empty() && points.iter().all(|&p| f(p));
        let opp = Some(c.opponent());
        facts.insert(
            Fact::PointsHoldOpponentStones,
            Value::Bool(all(&|p| at(p) == opp)),
        );
        facts.insert(Fact::PointsOccupied, Value::Bool(all(&|p| at(p).is_some())));
        let captured = self.state.played().last_captures(c);
        let were = all(&|p| captured.contains(&(p as u16)));
        facts.insert(Fact::PointsWereCaptured, Value::Bool(were));
    }

    /// The rules judge the conduct (or, for conduct no rule is on, the
    /// rules on `uncovered`, or a remark).
    fn judge_conduct(&mut self, mut ctx: Context<'_>, index: usize) {
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
        self.fire(&ctx);
        if ctx.trigger == Trigger::Uncovered {
            // The finding is about the conduct written, not the trigger.
            for f in &mut self.report.findings[before..] {
                std::sync::Arc::make_mut(&mut f.by).event = decl.name.clone();
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
                said!("judge-the-count", why = why).nested("why", &why),
                said!("judge-impossible-count"),
                said!(
                    "judge-a-count-is-black-s-points",
                    size = self.given.ruleset.board.size,
                    size2 = self.given.ruleset.board.size,
                    points = points,
                    step = step
                ),
            )),
        }
    }

    /// Lift the player's last stone from `from` and play it on `to`.
    pub(crate) fn relocate(
        &mut self,
        event: &Event,
        c: Colour,
        (from, to): (usize, usize),
        args: &[Arg],
    ) -> Result<(), Box<RecordError>> {
        let last = self
            .state
            .last_act_standing(c)
            .is_some_and(|m| m.point == Some(from));
        if !last {
            let span = args.first().map_or(event.span, |a| a.span);
            return Err(self.given.defective(
                span,
                said!(
                    "judge-takes-back-which-is-not-the",
                    letter = c.letter(),
                    from = self.given.point_name(from),
                    name = c.name()
                ),
                said!("judge-not-the-last-stone-played"),
                said!("judge-a-takeback-lifts-the-stone-the"),
            ));
        }
        if self.state.position().at(to).is_some() && to != from {
            let span = args.get(1).map_or(event.span, |a| a.span);
            return Err(self.given.defective(
                span,
                said!("judge-is-occupied", to = self.given.point_name(to)),
                said!("judge-occupied"),
                said!("judge-the-stone-must-be-replayed-on"),
            ));
        }
        self.state.relocate(c, from, to, self.current);
        Ok(())
    }

    /// Conduct no rule covers, in an edition that says nothing of what the
    /// arbiter may give: a remark citing the article that leaves it to the
    /// arbiter, if there is one.
    fn remark_uncovered(&mut self, event: &Event) {
        let (line, column) = self.given.at.line_col(event.span.start);
        self.state
            .left_to_arbiter(self.given.ruleset.uncovered.clone());
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
