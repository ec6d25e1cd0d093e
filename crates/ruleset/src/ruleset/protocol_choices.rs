//! Loading a protocol's either/or steps: each step's article, its options
//! named once each, and every option's zones, swap windows and offers
//! checked as the protocol's own are.

use super::load::Validator;
use super::model::ProvisionRef;
use super::openings::{Choice, ChoiceOption};
use super::protocol::side;
use super::raw::*;
use crate::said;
use std::collections::BTreeMap;

impl Validator<'_> {
    /// The steps of `raw`, on `board`.
    pub(super) fn choices(
        &mut self,
        raw: &[S<RawStep>],
        provisions: &BTreeMap<String, ProvisionRef>,
        board: &super::model::Board,
    ) -> Vec<Choice> {
        let mut steps: Vec<Choice> = Vec::new();
        for step in raw {
            self.check_article(provisions, &step.value.article);
            if steps.iter().any(|s| s.after == step.value.after) || step.value.options.len() < 2 {
                self.problem(
                    step,
                    said!(
                        "ruleset-a-choice-after-move-needs",
                        after = step.value.after
                    ),
                    said!("ruleset-choice"),
                    said!("ruleset-one-choice-per-point-of-the"),
                );
            }
            let mut options: Vec<ChoiceOption> = Vec::new();
            for o in &step.value.options {
                if options.iter().any(|k| k.id == o.id.value) {
                    self.problem(
                        &o.id,
                        said!("ruleset-the-option-is-named-twice", id = o.id.value),
                        said!("ruleset-repeated"),
                        said!("ruleset-name-each-option-once"),
                    );
                }
                options.push(ChoiceOption {
                    id: o.id.value.clone(),
                    taken_by: o.taken_by.clone(),
                    zones: self.zones(&o.zones, board),
                    swaps: self.swap_windows(&o.swaps, provisions),
                    offers: o.offers.as_ref().map(|f| self.offers(f, provisions)),
                });
            }
            steps.push(Choice {
                after: step.value.after,
                by: step.value.by.map(side),
                article: step.value.article.value.clone(),
                options,
            });
        }
        steps
    }
}
