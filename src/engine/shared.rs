//! What every finding of one rule shares, built once per ruleset: the
//! rule's names, article texts and choice behind one `Arc` (a record that
//! cycles may give a million findings of one rule; none copies the texts),
//! and the rules indexed by trigger, so an event looks only at its rules.

use crate::judgement::FindingRule;
use crate::ruleset::{Prescription, Ruleset, Trigger};
use std::sync::Arc;

pub(crate) struct Shared {
    /// By rule index.
    pub rules: Vec<Arc<FindingRule>>,
    /// Rule indices by trigger slot (see [`slot`]).
    by_trigger: Vec<Vec<usize>>,
}

/// Built-in triggers first, then the declared events in their order.
fn slot(trigger: &Trigger) -> usize {
    match trigger {
        Trigger::Move => 0,
        Trigger::Pass => 1,
        Trigger::Warning => 2,
        Trigger::Violation => 3,
        Trigger::Event(i) => 4 + i,
    }
}

/// The event name findings on a trigger carry.
fn event_name(ruleset: &Ruleset, trigger: &Trigger) -> String {
    match trigger {
        Trigger::Move => "move".into(),
        Trigger::Pass => "pass".into(),
        Trigger::Warning => "warning".into(),
        Trigger::Violation => "violation".into(),
        Trigger::Event(i) => ruleset
            .events
            .get(*i)
            .map_or_else(|| "event".into(), |e| e.name.clone()),
    }
}

impl Shared {
    /// The ruleset's shared data, built on its first judgement.
    pub fn of(ruleset: &Ruleset) -> Arc<Shared> {
        let any = ruleset
            .judging
            .0
            .get_or_init(|| Arc::new(Shared::new(ruleset)))
            .clone();
        // Only this function fills the cache, always with a `Shared`.
        any.downcast::<Shared>()
            .unwrap_or_else(|_| Arc::new(Shared::new(ruleset)))
    }

    fn new(ruleset: &Ruleset) -> Shared {
        let mut by_trigger = vec![Vec::new(); 4 + ruleset.events.len()];
        for (i, rule) in ruleset.rules.iter().enumerate() {
            if let Some(list) = by_trigger.get_mut(slot(&rule.on)) {
                list.push(i);
            }
        }
        let rules = ruleset
            .rules
            .iter()
            .map(|rule| {
                Arc::new(FindingRule {
                    event: event_name(ruleset, &rule.on),
                    rule: rule.id.clone(),
                    topic: rule.topic.clone(),
                    kind: rule.kind,
                    articles: rule
                        .articles
                        .iter()
                        .filter_map(|a| ruleset.provision(a))
                        .collect(),
                    note: rule.note.clone(),
                    supplement: rule.supplement.clone(),
                    choice: match &rule.prescription {
                        Prescription::Choice { by, options } => Some((*by, options.clone())),
                        Prescription::Fixed(_) => None,
                    },
                    default: rule.default,
                })
            })
            .collect();
        Shared { rules, by_trigger }
    }

    /// The rules on a trigger, in ruleset order.
    pub fn on(&self, trigger: &Trigger) -> &[usize] {
        self.by_trigger
            .get(slot(trigger))
            .map_or(&[], Vec::as_slice)
    }
}
