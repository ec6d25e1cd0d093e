//! What judging derives from a ruleset once and shares between records:
//! what every finding of one rule shares (the rule's names, article texts
//! and choice behind one `Arc`: a record that cycles may give a million
//! findings of one rule, none copies the texts), the rules indexed by
//! trigger (an event looks only at its rules), and the events by name.
//! Typed, built on first use and never carried over to a clone (a ruleset
//! changed after cloning, a supplement applied, derives its own).

use super::condition::{Condition, Expr, Operand, Simple};
use super::model::{Prescription, Provision, Rule, Ruleset, Trigger};
use crate::vocabulary::Facts;
use crate::vocabulary::facts::{FactSet, bit};
use crate::vocabulary::{Chooser, RuleKind, Verdict};
use serde::Serialize;
use std::sync::Arc;

/// What every finding of one rule shares.
#[derive(Debug, Clone)]
pub struct FindingRule {
    /// `move`, `pass`, `warning` or the name of a declared event.
    pub event: String,
    /// The event's Chinese name, where the edition declares one.
    pub event_zh: Option<String>,
    /// The rule id.
    pub rule: String,
    /// The rule's topic.
    pub topic: String,
    /// Violation or procedure.
    pub kind: RuleKind,
    /// The articles cited, with their text.
    pub articles: Vec<Provision>,
    /// The ruleset's note on the rule.
    pub note: String,
    /// The note in Chinese, where the ruleset gives it.
    pub note_zh: Option<String>,
    /// The supplement that set this rule's verdict or one of its values.
    pub supplement: Option<String>,
    /// Who chooses and the options, when the text leaves a choice.
    pub choice: Option<(Chooser, Vec<Vec<Verdict>>)>,
    /// The option that applies when nobody chooses another.
    pub default: Option<usize>,
    /// Values the rule reads that the text does not give (a stand-in the
    /// ruleset put in their place, until a supplement sets the real one).
    pub stand_ins: Vec<StandIn>,
}

/// A value a rule reads that the text does not give: the ruleset's
/// stand-in, named as such wherever it decides something.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct StandIn {
    /// The parameter.
    pub parameter: String,
    /// The stand-in value.
    pub value: f64,
    /// Its unit.
    pub unit: String,
    /// The article that leaves the value open.
    pub article: String,
    /// Always true: this value is not the text's.
    pub stand_in: bool,
}

/// What judging derives from a ruleset once.
pub struct Derived {
    /// By rule index.
    pub rules: Vec<Arc<FindingRule>>,
    /// Rule indices by trigger slot (see [`slot`]).
    by_trigger: Vec<Vec<usize>>,
    /// By rule index: what its conditions need of the facts.
    guards: Vec<Guard>,
    /// By trigger slot: the facts some rule on the trigger reads, the only
    /// ones worth computing for an event on it.
    wanted: Vec<FactSet>,
    /// By trigger slot: when every rule on the trigger needs some fact
    /// true, the facts they need true (if none of them is, no rule holds
    /// and none need be looked at); `None` when a rule needs no fact true.
    wakes: Vec<Option<FactSet>>,
    /// Declared events by name.
    events: std::collections::HashMap<String, usize>,
}

/// The derived data of a ruleset, made on first use. A clone starts
/// empty, so a ruleset changed after cloning (a supplement applied, a
/// record's own komi) never sees what was derived from the original.
#[derive(Default)]
pub(crate) struct DerivedCache(std::sync::OnceLock<Arc<Derived>>);

impl Clone for DerivedCache {
    fn clone(&self) -> Self {
        DerivedCache::default()
    }
}

impl std::fmt::Debug for DerivedCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DerivedCache")
    }
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

    #[inline]
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
pub fn facts_among<'a>(operands: impl Iterator<Item = &'a Operand>) -> FactSet {
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

impl Ruleset {
    /// What judging derives from the ruleset, made on first use.
    #[inline]
    pub fn derived(&self) -> &Arc<Derived> {
        self.derived.0.get_or_init(|| Arc::new(Derived::new(self)))
    }

    /// What judging derives, where it was made already.
    pub(crate) fn derived_if_made(&self) -> Option<&Arc<Derived>> {
        self.derived.0.get()
    }
}

impl Derived {
    fn new(ruleset: &Ruleset) -> Derived {
        let mut by_trigger = vec![Vec::new(); 5 + ruleset.events.len()];
        let mut wanted = vec![0; by_trigger.len()];
        for (i, rule) in ruleset.rules.iter().enumerate() {
            if let Some(list) = by_trigger.get_mut(slot(&rule.on)) {
                list.push(i);
                wanted[slot(&rule.on)] |= facts_read(rule);
            }
        }
        let guards: Vec<Guard> = ruleset.rules.iter().map(Guard::of).collect();
        let wakes = by_trigger
            .iter()
            .map(|rules| {
                rules.iter().try_fold(0, |mask, &r| {
                    let needs = guards.get(r).map_or(0, |g| g.truthy);
                    (needs != 0).then_some(mask | needs)
                })
            })
            .collect();
        let rules = ruleset
            .rules
            .iter()
            .map(|rule| {
                Arc::new(FindingRule {
                    event: event_name(ruleset, &rule.on),
                    event_zh: match rule.on {
                        Trigger::Event(i) => ruleset.events.get(i).and_then(|e| e.name_zh.clone()),
                        _ => None,
                    },
                    rule: rule.id.clone(),
                    topic: rule.topic.clone(),
                    kind: rule.kind,
                    articles: rule
                        .articles
                        .iter()
                        .filter_map(|a| ruleset.provision(a))
                        .collect(),
                    note: rule.note.clone(),
                    note_zh: rule.note_zh.clone(),
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
        let events = ruleset
            .events
            .iter()
            .enumerate()
            .map(|(i, e)| (e.name.clone(), i))
            .collect();
        Derived {
            rules,
            by_trigger,
            guards,
            wanted,
            wakes,
            events,
        }
    }

    /// A declared event's index by its name.
    pub fn event(&self, name: &str) -> Option<usize> {
        self.events.get(name).copied()
    }

    /// The facts rules on a trigger read.
    #[inline]
    pub fn wanted(&self, trigger: &Trigger) -> FactSet {
        self.wanted.get(slot(trigger)).copied().unwrap_or(0)
    }

    /// When every rule on the trigger needs some fact true: those facts
    /// (with none of them true, no rule holds); `None` otherwise.
    #[inline]
    pub fn wakes(&self, trigger: &Trigger) -> Option<FactSet> {
        self.wakes.get(slot(trigger)).copied().flatten()
    }

    /// Whether some rule on the trigger may hold with these facts: on a
    /// common move, no fact a rule needs true is, and this one test stands
    /// for every rule's guard.
    #[inline]
    pub fn some_may_hold(&self, trigger: &Trigger, facts: &Facts) -> bool {
        match self.wakes.get(slot(trigger)) {
            Some(Some(needs)) => facts.truthy() & needs != 0,
            _ => true,
        }
    }

    /// Whether rule `r`'s conditions may hold with these facts (when not,
    /// they certainly do not).
    #[inline]
    pub fn may_hold(&self, r: usize, facts: &Facts) -> bool {
        self.guards.get(r).is_none_or(|g| g.admits(facts.truthy()))
    }

    /// The rules on a trigger, in ruleset order.
    #[inline]
    pub fn on(&self, trigger: &Trigger) -> &[usize] {
        self.by_trigger
            .get(slot(trigger))
            .map_or(&[], Vec::as_slice)
    }
}

/// The stand-in values a rule reads (in its conditions or its amount).
fn stand_ins(ruleset: &Ruleset, rule: &Rule) -> Vec<StandIn> {
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
        .map(|p| StandIn {
            parameter: p.name.clone(),
            value: p.value,
            unit: p.unit.clone(),
            article: p.article.clone(),
            stand_in: true,
        })
        .collect()
}
