//! The values a count reads are exact quarters of the edition's unit (see
//! [`crate::vocabulary::Score`]): the scoring's count step, its komi and
//! baseline parameters — their value and their step, so that a supplement
//! or another reading stays on quarters — and what a stone penalty's amount
//! multiplies. A value off the quarters would make the count inexact; the
//! loader refuses it where it is written.

use super::load::Validator;
use super::model::Rule;
use super::operand::Operand;
use super::raw::{RawParameter, S};
use super::raw_ruleset::RawRuleset;
use crate::said;
use crate::vocabulary::Score;

impl Validator<'_> {
    /// Every value the count reads is a whole number of quarters.
    pub(super) fn check_exact_scores(&mut self, raw: &RawRuleset, rules: &[Rule]) {
        if let Some(s) = &raw.scoring {
            if Score::exact(s.count_step.value).is_none() {
                self.problem(
                    &s.count_step,
                    said!(
                        "ruleset-count-step-is-not-a-whole",
                        count_step = s.count_step.value
                    ),
                    said!("ruleset-not-on-quarters"),
                    said!("ruleset-a-count-is-exact-in-quarters"),
                );
            }
            let handicap = s
                .handicap
                .iter()
                .flat_map(|h| h.komi.iter().chain(&h.compensation));
            for name in s.baseline.iter().chain([&s.komi]).chain(handicap) {
                if let Some(p) = raw.parameters.iter().find(|p| p.name.value == name.value) {
                    self.check_on_quarters(p, said!("ruleset-the-count-reads-it"));
                }
            }
        }
        for rule in rules.iter().filter(|r| gives_stone_penalty(r)) {
            let written = raw.rules.iter().find(|r| r.id.value == rule.id);
            let Some(amount) = written.and_then(|r| r.amount.as_ref()) else {
                continue;
            };
            for operand in rule.amount.iter().flatten() {
                self.check_penalty_operand(raw, amount, operand);
            }
        }
    }

    /// A parameter the count reads: its step on quarters (its value, its
    /// other reading's and a supplement's are checked on the step, where
    /// they are written).
    fn check_on_quarters(&mut self, p: &RawParameter, why: crate::error::Said) {
        let on_quarters = p.step.is_some_and(|s| s > 0.0 && Score::exact(s).is_some());
        if !on_quarters {
            self.problem(
                &p.value,
                said!(
                    "ruleset-parameter-must-be-in-whole-quarters",
                    name = p.name.value,
                    why = why
                )
                .nested("why", &why),
                said!("ruleset-not-on-quarters"),
                said!("ruleset-give-it-step-0-25-or"),
            );
        }
    }

    /// One factor of a stone penalty's amount: a parameter on quarters or
    /// a number on quarters (a fact or an argument could be any number).
    fn check_penalty_operand(&mut self, raw: &RawRuleset, amount: &S<String>, operand: &Operand) {
        let exact = match operand {
            Operand::Param(i) => {
                if let Some(p) = raw.parameters.get(*i) {
                    self.check_on_quarters(p, said!("ruleset-a-penalty-multiplies-it"));
                }
                return;
            }
            Operand::Number(n) => Score::exact(*n).is_some(),
            Operand::Fact(_) | Operand::Arg(_) | Operand::Word(_) => false,
        };
        if !exact {
            self.problem(
                amount,
                said!("ruleset-a-stone-penalty-s-amount-must"),
                said!("ruleset-not-exact"),
                said!("ruleset-write-amount-parameter-a-parameter-with"),
            );
        }
    }
}

/// Whether the rule may give a stone penalty.
fn gives_stone_penalty(rule: &Rule) -> bool {
    rule.prescription
        .options()
        .iter()
        .any(|o| o.iter().any(|v| v.moves_the_count()))
}
