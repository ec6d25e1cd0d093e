//! The running tally of a sanctioned player: warnings, violations and
//! stones owed so far, and what the next warning or violation would bring
//! by the rules on those triggers (found by asking the rules, so that the
//! ruleset, not the engine, says "the next warning loses").

use super::*;
use crate::judgement::{NextSanction, Tally};

impl Judge<'_> {
    /// The facts a rule on a sanction trigger sees for player `c` once
    /// `extra` more sanctions of that kind have been given.
    pub(crate) fn sanction_facts(
        &self,
        c: Colour,
        move_number: u32,
        trigger: &Trigger,
        extra: u32,
    ) -> Facts {
        let (mut warnings, mut violations) = (
            self.state.tally().warnings(c),
            self.state.tally().violations(c),
        );
        if *trigger == Trigger::Warning {
            warnings += extra;
        } else {
            violations += extra;
        }
        let n = if *trigger == Trigger::Warning {
            warnings
        } else {
            violations
        };
        let mut facts = Facts::new();
        facts.insert(Fact::Warnings, Value::Num(warnings as f64));
        facts.insert(Fact::Violations, Value::Num(violations as f64));
        facts.insert(Fact::Black, Value::Bool(c == Colour::Black));
        facts.insert(Fact::Occurrence, Value::Num(n as f64));
        facts.insert(Fact::AfterEnd, Value::Bool(self.state.end().ended()));
        facts.insert(Fact::MoveNumber, Value::Num(move_number as f64));
        facts.insert(
            Fact::MovesPlayed,
            Value::Num(f64::from(self.given.implied) + move_number as f64),
        );
        facts
    }

    /// Where player `c` stands after a sanction, and what the next one costs.
    pub(crate) fn tally(&self, c: Colour, move_number: u32, event: &Event) -> Tally {
        let mut next = Vec::new();
        // Once the game is decided, nothing further is at stake.
        let triggers = if self.state.end().terminal().is_some() {
            Vec::new()
        } else {
            vec![Trigger::Warning, Trigger::Violation]
        };
        for trigger in triggers {
            let ctx = Context {
                actor: Some(c),
                event,
                trigger: trigger.clone(),
                facts: Box::new(self.sanction_facts(c, move_number, &trigger, 1)),
                args: Vec::new(),
                move_number,
            };
            for &r in self.given.shared.on(&trigger) {
                if !super::matching::rule_holds(&self.given, r, &ctx) {
                    continue;
                }
                let rule = &self.given.ruleset.rules[r];
                let amount = rule.amount.as_ref().map(|factors| {
                    factors
                        .iter()
                        .map(|o| match ctx.value(self.given.ruleset, o) {
                            Value::Num(n) => n,
                            _ => 0.0,
                        })
                        .product::<f64>()
                });
                next.push(NextSanction {
                    after: if trigger == Trigger::Warning {
                        "warning"
                    } else {
                        "violation"
                    },
                    rule: rule.id.clone(),
                    prescription: rule.prescription.describe(),
                    prescribes: rule.prescription.clone(),
                    amount,
                    articles: rule.articles.clone(),
                });
            }
        }
        Tally {
            player: c,
            warnings: self.state.tally().warnings(c),
            violations: self.state.tally().violations(c),
            stones: self.state.tally().penalties()[c.index()],
            next,
        }
    }
}
