//! What every finding of one rule shares, built once per ruleset: the
//! rule's names, article texts and choice behind one `Arc` (a record that
//! cycles may give a million findings of one rule; none copies the texts),
//! and the rules indexed by trigger, so an event looks only at its rules.

use crate::judgement::FindingRule;
use crate::ruleset::condition::{Condition, Expr, Operand, Simple};
use crate::ruleset::{Prescription, Rule, Ruleset, Trigger};
use crate::vocabulary::Facts;
use crate::vocabulary::facts::{FactSet, bit};
use std::sync::Arc;

pub(crate) struct Shared {
    /// By rule index.
    pub rules: Vec<Arc<FindingRule>>,
    /// Rule indices by trigger slot (see [`slot`]).
    by_trigger: Vec<Vec<usize>>,
    /// By rule index: what its conditions need of the facts.
    guards: Vec<Guard>,
    /// By trigger slot: the facts some rule on the trigger reads, the only
    /// ones worth computing for an event on it.
    wanted: Vec<FactSet>,
}

/// Facts a rule's conditions need truthy, and facts they need falsy or
/// absent: `[suicide]` needs `suicide`, `[repetition, not ko-recapture]`
/// needs `repetition` and not `ko-recapture`. A necessary condition only
/// (the conditions are still evaluated when it passes), but on a common
/// move it fails for nearly every rule, at the cost of two bit tests.
#[derive(Clone, Copy, Default)]
struct Guard {
    truthy: FactSet,
    falsy: FactSet,
}

impl Guard {
    fn of(rule: &Rule) -> Guard {
        let mut g = Guard::default();
        for c in &rule.when {
            g.add(&c.expr, false);
        }
        g
    }

    /// Only a conjunction's own parts are necessary: the parts of an `or`
    /// are not, and a comparison is left to the evaluation.
    fn add(&mut self, e: &Expr, negated: bool) {
        match e {
            Expr::All(parts) if !negated => parts.iter().for_each(|p| self.add(p, false)),
            // `not (a or b)` is `not a and not b`.
            Expr::Any(parts) if negated => parts.iter().for_each(|p| self.add(p, true)),
            Expr::Not(inner) => self.add(inner, !negated),
            Expr::Test(Simple {
                lhs: Operand::Fact(f),
                cmp: None,
            }) => {
                if negated {
                    self.falsy |= bit(*f);
                } else {
                    self.truthy |= bit(*f);
                }
            }
            _ => {}
        }
    }

    fn admits(self, truthy: FactSet) -> bool {
        truthy & self.truthy == self.truthy && truthy & self.falsy == 0
    }
}

/// The facts a rule reads: in its conditions and in its amount.
fn facts_read(rule: &Rule) -> FactSet {
    let conditions = rule.when.iter().flat_map(Condition::operands);
    facts_among(conditions.chain(rule.amount.iter().flatten()))
}

/// The facts among some operands.
pub(crate) fn facts_among<'a>(operands: impl Iterator<Item = &'a Operand>) -> FactSet {
    operands
        .filter_map(|o| match o {
            Operand::Fact(f) => Some(bit(*f)),
            _ => None,
        })
        .fold(0, |set, b| set | b)
}

/// Built-in triggers first, then the declared events in their order.
fn slot(trigger: &Trigger) -> usize {
    match trigger {
        Trigger::Move => 0,
        Trigger::Pass => 1,
        Trigger::Warning => 2,
        Trigger::Violation => 3,
        Trigger::Uncovered => 4,
        Trigger::Event(i) => 5 + i,
    }
}

/// The event name findings on a trigger carry.
fn event_name(ruleset: &Ruleset, trigger: &Trigger) -> String {
    match trigger {
        Trigger::Move => "move".into(),
        Trigger::Pass => "pass".into(),
        Trigger::Warning => "warning".into(),
        Trigger::Violation => "violation".into(),
        Trigger::Uncovered => "uncovered".into(),
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
        let mut by_trigger = vec![Vec::new(); 5 + ruleset.events.len()];
        let mut wanted = vec![0; by_trigger.len()];
        for (i, rule) in ruleset.rules.iter().enumerate() {
            if let Some(list) = by_trigger.get_mut(slot(&rule.on)) {
                list.push(i);
                wanted[slot(&rule.on)] |= facts_read(rule);
            }
        }
        let guards = ruleset.rules.iter().map(Guard::of).collect();
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
                    stand_ins: stand_ins(ruleset, rule),
                })
            })
            .collect();
        Shared {
            rules,
            by_trigger,
            guards,
            wanted,
        }
    }

    /// The facts rules on a trigger read.
    pub fn wanted(&self, trigger: &Trigger) -> FactSet {
        self.wanted.get(slot(trigger)).copied().unwrap_or(0)
    }

    /// Whether rule `r`'s conditions may hold with these facts (when not,
    /// they certainly do not).
    pub fn may_hold(&self, r: usize, facts: &Facts) -> bool {
        self.guards.get(r).is_none_or(|g| g.admits(facts.truthy()))
    }

    /// The rules on a trigger, in ruleset order.
    pub fn on(&self, trigger: &Trigger) -> &[usize] {
        self.by_trigger
            .get(slot(trigger))
            .map_or(&[], Vec::as_slice)
    }
}

/// The stand-in values a rule reads (in its conditions or its amount).
fn stand_ins(ruleset: &Ruleset, rule: &crate::ruleset::Rule) -> Vec<crate::judgement::StandIn> {
    let mut params: Vec<usize> = rule
        .when
        .iter()
        .flat_map(|c| c.operands())
        .chain(rule.amount.iter().flatten())
        .filter_map(|o| match o {
            Operand::Param(i) => Some(*i),
            _ => None,
        })
        .collect();
    params.sort_unstable();
    params.dedup();
    params
        .into_iter()
        .filter_map(|i| ruleset.parameters.get(i))
        .filter(|p| p.stand_in)
        .map(|p| crate::judgement::StandIn {
            parameter: p.name.clone(),
            value: p.value,
            unit: p.unit.clone(),
            article: p.article.clone(),
            stand_in: true,
        })
        .collect()
}
