//! Checks of a ruleset's parameters: ranges that are ranges, values (and
//! variant values) inside them, and a name given twice marked at both places.

use super::load::{Validator, location_span};
use super::model::check_value;
use super::raw::*;
use crate::error::RulesetError;
use crate::error::Said;
use crate::said;

impl Validator<'_> {
    /// Two places in the file that say the same thing.
    pub(super) fn duplicate<T, U>(
        &mut self,
        first: &S<T>,
        second: &S<U>,
        message: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        let at = |loc: &serde_saphyr::Location| {
            location_span(loc, self.text).unwrap_or_else(|| (0, 0).into())
        };
        self.problems.push(RulesetError::Duplicate {
            src: self.src.clone(),
            first: at(&first.referenced),
            second: at(&second.referenced),
            message: crate::error::message(message),
            help: help.into(),
        });
    }

    /// A parameter's range is sound and its values (and variant) lie in it.
    pub(super) fn check_parameter(&mut self, p: &RawParameter) {
        let [min, max] = p.range.value;
        let step_ok = p.step.is_none_or(|s| s.is_finite() && s > 0.0);
        if !(min.is_finite() && max.is_finite() && min <= max && step_ok) {
            self.problem(
                &p.range,
                said!(
                    "ruleset-the-range-of-is-not-a",
                    name = crate::error::quote(&p.name.value)
                ),
                said!("ruleset-not-a-range"),
                said!("ruleset-write-range-min-max-with-min"),
            );
            return;
        }
        let values = std::iter::once(&p.value).chain(p.variant.as_ref().map(|v| &v.value));
        for v in values {
            if let Err(why) = check_value(v.value, p.range.value, p.step, &p.unit) {
                self.problem(
                    v,
                    said!(
                        "ruleset-value-of-parameter",
                        name = crate::error::quote(&p.name.value),
                        why = why
                    )
                    .nested("why", &why),
                    said!("ruleset-value-not-allowed"),
                    said!("ruleset-give-a-value-inside-the-parameter"),
                );
            }
        }
    }
}
