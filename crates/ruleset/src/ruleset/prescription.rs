//! A rule's prescription validated: a fixed verdict, a choice with its
//! chooser, or nothing for a breach (the text gives no sanction); and the
//! amount a stone penalty or time deduction states.

use super::condition::{Operand, Scope, parse_product};
use super::load::Validator;
use super::model::*;
use super::raw::*;
use crate::said;
use crate::vocabulary::{Chooser, RuleKind, Verdict};

impl Validator<'_> {
    /// What a rule prescribes: exactly one of `verdict` or `choices` (with
    /// `by`), or neither for a breach.
    pub(super) fn prescription(&mut self, r: &RawRule) -> Prescription {
        let breach = r.kind == RuleKind::Breach;
        match (&r.verdict, &r.choices) {
            // An article broken without a sanction: cited, no verdict.
            (None, None) if breach => Prescription::Fixed(Vec::new()),
            _ if breach => {
                self.problem(
                    &r.id,
                    said!("ruleset-rule-is-a-breach-the-text", id = r.id.value),
                    said!("ruleset-breach-with-a-prescription"),
                    said!("ruleset-remove-verdict-choices-or-make-the"),
                );
                Prescription::Fixed(Vec::new())
            }
            (Some(v), None) => self.fixed(r, v),
            (None, Some(c)) => self.choice(r, c),
            _ => {
                self.problem(
                    &r.id,
                    said!("ruleset-rule-needs-exactly-one-of-verdict", id = r.id.value),
                    said!("ruleset-no-single-prescription"),
                    said!("ruleset-write-verdict-or-choices-with-by"),
                );
                Prescription::Fixed(Vec::new())
            }
        }
    }

    /// A fixed verdict: not empty, and no chooser.
    fn fixed(&mut self, r: &RawRule, v: &S<Vec<Verdict>>) -> Prescription {
        if v.value.is_empty() {
            self.problem(
                v,
                said!("ruleset-an-empty-verdict"),
                said!("ruleset-empty"),
                said!("ruleset-list-at-least-one-verdict"),
            );
        }
        if r.by.is_some() {
            self.problem(
                &r.id,
                said!("ruleset-by-goes-with-choices-not-verdict"),
                said!("ruleset-by-without-choices"),
                said!("ruleset-remove-by"),
            );
        }
        Prescription::Fixed(v.value.clone())
    }

    /// A choice: two or more non-empty options, and who chooses.
    fn choice(&mut self, r: &RawRule, c: &S<Vec<Vec<Verdict>>>) -> Prescription {
        if c.value.len() < 2 || c.value.iter().any(|o| o.is_empty()) {
            self.problem(
                c,
                said!("ruleset-choices-needs-two-or-more-non"),
                said!("ruleset-too-few-choices"),
                said!("ruleset-use-verdict-for-a-single-prescription"),
            );
        }
        let by = r.by.unwrap_or_else(|| {
            self.problem(
                &r.id,
                said!("ruleset-choices-needs-by-who-chooses"),
                said!("ruleset-no-chooser"),
                said!("ruleset-add-by-arbiter-chief-arbiter-player"),
            );
            Chooser::Arbiter
        });
        Prescription::Choice {
            by,
            options: c.value.clone(),
        }
    }

    /// Sizes the text states are data: a stone penalty or a time deduction
    /// says how much (a parameter citing its article).
    pub(super) fn check_sized(&mut self, r: &RawRule, prescription: &Prescription) {
        let sized = prescription
            .options()
            .iter()
            .any(|o| o.contains(&Verdict::TimeDeduction) || o.iter().any(|v| v.moves_the_count()));
        if sized && r.amount.is_none() {
            self.problem(
                &r.id,
                said!("ruleset-rule-gives-a-stone-penalty-or", id = r.id.value),
                said!("ruleset-no-amount"),
                said!("ruleset-write-amount-parameter-a-parameter-citing"),
            );
        }
    }

    /// The amount, parsed in the rule's scope; only a verdict that takes
    /// an amount may have one.
    pub(super) fn amount(
        &mut self,
        r: &RawRule,
        prescription: &Prescription,
        scope: &Scope<'_>,
    ) -> Option<Vec<Operand>> {
        let a = r.amount.as_ref()?;
        let takes = prescription
            .options()
            .iter()
            .any(|o| o.iter().any(|v| v.takes_amount()));
        if !takes {
            self.problem(
                a,
                said!("ruleset-amount-is-only-for-stone-penalty"),
                said!("ruleset-no-verdict-takes-an-amount"),
                said!("ruleset-remove-amount"),
            );
        }
        match parse_product(&a.value, scope) {
            Ok(p) => Some(p),
            Err(message) => {
                self.problem(
                    a,
                    message,
                    said!("ruleset-bad-amount"),
                    said!("ruleset-write-a-product-such-as-lateness"),
                );
                None
            }
        }
    }
}
