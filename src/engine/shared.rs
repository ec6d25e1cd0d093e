//! What every finding of one rule shares, built once per judgement: the
//! rule's names and article texts behind `Arc`s (a record that cycles may
//! give a million findings of one rule; none copies the texts), and the
//! rules indexed by trigger, so an event looks only at the rules on it.

use crate::ruleset::Provision;
use crate::ruleset::{Prescription, Ruleset, Trigger};
use crate::vocabulary::Verdict;
use std::sync::Arc;

pub(crate) struct SharedRule {
    pub id: Arc<str>,
    pub topic: Arc<str>,
    pub note: Arc<str>,
    pub supplement: Option<Arc<str>>,
    pub articles: Arc<[Provision]>,
    /// The options of a choice, if the rule leaves one.
    pub options: Option<Arc<[Vec<Verdict>]>>,
}

pub(crate) struct Shared {
    pub rules: Vec<SharedRule>,
    /// Rule indices by trigger slot (see [`slot`]).
    by_trigger: Vec<Vec<usize>>,
    /// Event names by trigger slot.
    names: Vec<Arc<str>>,
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

impl Shared {
    pub fn new(ruleset: &Ruleset) -> Shared {
        let mut names: Vec<Arc<str>> = ["move", "pass", "warning", "violation"]
            .into_iter()
            .map(Arc::from)
            .collect();
        names.extend(ruleset.events.iter().map(|e| Arc::from(e.name.as_str())));
        let mut by_trigger = vec![Vec::new(); names.len()];
        for (i, rule) in ruleset.rules.iter().enumerate() {
            if let Some(list) = by_trigger.get_mut(slot(&rule.on)) {
                list.push(i);
            }
        }
        let rules = ruleset
            .rules
            .iter()
            .map(|rule| SharedRule {
                id: Arc::from(rule.id.as_str()),
                topic: Arc::from(rule.topic.as_str()),
                note: Arc::from(rule.note.as_str()),
                supplement: rule.supplement.as_deref().map(Arc::from),
                articles: rule
                    .articles
                    .iter()
                    .filter_map(|a| ruleset.provision(a))
                    .collect(),
                options: match &rule.prescription {
                    Prescription::Choice { options, .. } => Some(Arc::from(options.as_slice())),
                    Prescription::Fixed(_) => None,
                },
            })
            .collect();
        Shared {
            rules,
            by_trigger,
            names,
        }
    }

    /// The rules on a trigger, in ruleset order.
    pub fn on(&self, trigger: &Trigger) -> &[usize] {
        self.by_trigger
            .get(slot(trigger))
            .map_or(&[], Vec::as_slice)
    }

    /// The event name a finding on this trigger carries.
    pub fn event_name(&self, trigger: &Trigger) -> Arc<str> {
        self.names
            .get(slot(trigger))
            .cloned()
            .unwrap_or_else(|| Arc::from("event"))
    }
}
