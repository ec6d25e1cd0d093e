//! The physical effect of a conduct event, done before the rules judge
//! it: a pass, a relocated stone, stones agreed dead, a count, fifth-move
//! offers declared, placed and kept, a swap.

use super::*;
use caipan_ruleset::said;

/// A conduct event as done: who, the points it names (resolved), and its
/// written arguments (for the place of a defect).
pub(super) struct Done<'e> {
    pub event: &'e Event,
    pub player: Option<Colour>,
    pub points: &'e [usize],
    pub args: &'e [Arg],
}

impl Done<'_> {
    /// Where the `k`-th argument is written (the event, if it is not).
    fn arg_span(&self, k: usize) -> Span {
        self.args.get(k).map_or(self.event.span, |a| a.span)
    }
}

impl Judge<'_> {
    /// Do what the event does to the game. What it changes is recorded
    /// before (a pass, a relocated stone and every act of the opening or
    /// the count), so that a verdict can take it back.
    pub(super) fn conduct_effect(
        &mut self,
        effect: Effect,
        done: &Done<'_>,
        values: &[Value],
    ) -> Result<(), Box<RecordError>> {
        let c = done.player;
        match effect {
            Effect::None => {}
            Effect::Pass => {
                if let Some(c) = c {
                    self.close_windows_of(c);
                    let in_play = !self.state.end().ended();
                    self.state.pass(c, in_play, self.current);
                }
            }
            Effect::Relocate => {
                if let (Some(c), [from, to, ..]) = (c, done.points) {
                    self.relocate(done.event, c, (*from, *to), done.args)?;
                }
            }
            Effect::AgreeDead | Effect::MarkTerritory | Effect::Count => {
                // About the position at the stop: a confirmation played
                // since is taken back first.
                self.take_back_confirmation();
                let memo = self.state.begin_act(self.current);
                self.count_effect(effect, done, values)?;
                self.state.act_done(c, memo);
            }
            _ => {
                let memo = self.state.begin_act(self.current);
                self.opening_effect(effect, done, values)?;
                self.state.act_done(c, memo);
            }
        }
        Ok(())
    }

    /// Dead stones agreed or marked, or a count agreed at the board.
    fn count_effect(
        &mut self,
        effect: Effect,
        done: &Done<'_>,
        values: &[Value],
    ) -> Result<(), Box<RecordError>> {
        match effect {
            Effect::AgreeDead => self.agree_dead(done)?,
            Effect::MarkTerritory => self.mark_territory(done),
            _ => {
                if let Some(Value::Num(n)) = values.first() {
                    let n = self.check_count(*n, done.arg_span(0))?;
                    // On the count step, which the loader keeps on quarters.
                    self.state.agree_count(crate::vocabulary::Score::of(n));
                }
            }
        }
        Ok(())
    }

    /// The opening protocol's acts: a number of offers declared, the
    /// offers placed, one kept, a swap, a branch taken.
    fn opening_effect(
        &mut self,
        effect: Effect,
        done: &Done<'_>,
        values: &[Value],
    ) -> Result<(), Box<RecordError>> {
        match effect {
            Effect::DeclareOffers => {
                if let Some(Value::Num(n)) = values.first() {
                    self.state.declare_offers(*n);
                }
            }
            Effect::Offer => self.offer(done)?,
            Effect::Keep => self.keep(done)?,
            Effect::Swap => {
                let played = self.given.moves_played(self.state.turn());
                self.state.record_swap(played);
            }
            Effect::Choose => self.choose(done.player, values),
            _ => {}
        }
        Ok(())
    }

    /// Whether the edition counts the board as it stands (no stone comes off
    /// by agreement): then an agreement is noted with the articles that
    /// count the board, and the stones stay.
    fn counts_as_they_stand(&mut self, done: &Done<'_>) -> bool {
        let Some(scoring) = self.given.ruleset.scoring.as_ref() else {
            return false;
        };
        if scoring.dead_stones != crate::vocabulary::DeadStones::AsTheyStand {
            return false;
        }
        let (line, column) = self.given.at.line_col(done.event.span.start);
        self.report.remarks.push(Remark {
            line,
            column,
            about: About::DeadStonesStay {
                written: self.given.at.written(done.event.span).into_string(),
                edition: self.given.ruleset.id.clone(),
                articles: scoring.articles.clone(),
            },
        });
        true
    }

    /// Stones agreed dead: each point must hold one.
    fn agree_dead(&mut self, done: &Done<'_>) -> Result<(), Box<RecordError>> {
        for &p in done.points {
            if self.state.position().at(p).is_none() {
                let name = self.given.point_name(p);
                let span = done
                    .args
                    .iter()
                    .find(|a| a.value == ArgValue::Point(name.clone()))
                    .map_or(done.event.span, |a| a.span);
                return Err(self.given.defective(
                    span,
                    said!("judge-is-agreed-dead-but-holds-no", name = name),
                    said!("judge-empty-point"),
                    said!("judge-list-only-points-that-hold-stones"),
                ));
            }
        }
        if !self.counts_as_they_stand(done) {
            done.points.iter().for_each(|&p| self.state.add_dead(p));
        }
        Ok(())
    }

    /// A player's territory as marked at the end: the other colour's stones
    /// on it are dead (empty points and the player's own stones say
    /// nothing).
    fn mark_territory(&mut self, done: &Done<'_>) {
        let Some(c) = done.player else {
            return;
        };
        if self.counts_as_they_stand(done) {
            return;
        }
        for &p in done.points {
            if self.state.position().at(p) == Some(c.opponent()) {
                self.state.add_dead(p);
            }
        }
    }

    /// Fifth-move offers placed, each on a different empty point.
    fn offer(&mut self, done: &Done<'_>) -> Result<(), Box<RecordError>> {
        let c = done.player.unwrap_or(Colour::Black);
        let points = done.points;
        for (k, &p) in points.iter().enumerate() {
            if self.state.position().at(p).is_some() || points[..k].contains(&p) {
                return Err(self.given.defective(
                    done.arg_span(k),
                    said!(
                        "judge-the-offer-is-on-an-occupied",
                        name = self.given.point_name(p)
                    ),
                    said!("judge-occupied"),
                    said!("judge-each-fifth-move-offer-goes-on"),
                ));
            }
        }
        self.close_windows_of(c);
        self.state.place_offers(c, points);
        Ok(())
    }

    /// White keeps one offer; the others leave the board.
    fn keep(&mut self, done: &Done<'_>) -> Result<(), Box<RecordError>> {
        let kept = done.points.first().copied();
        match self.state.keep_offer(kept) {
            true => Ok(()),
            false => Err(self.given.defective(
                done.arg_span(0),
                said!("judge-white-keeps-a-stone-that-is"),
                said!("judge-not-offered"),
                said!("judge-w-keep-point-names-one-of"),
            )),
        }
    }
}
