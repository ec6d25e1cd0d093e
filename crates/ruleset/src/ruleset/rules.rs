//! Validating a ruleset's rules: the trigger each reacts to, conditions and
//! amounts parsed in the scope of that trigger, prescriptions and claims,
//! cited articles, and sanction loops refused.

use super::condition::{Condition, Scope};
use super::load::{Validator, location_span};
use super::model::*;
use super::raw::*;
use crate::error::RulesetError;
use crate::vocabulary::TriggerKind;
use std::collections::HashSet;

/// What every rule of a ruleset is validated against.
pub(super) struct RuleScope<'a> {
    pub events: &'a [EventDecl],
    pub param_names: &'a [String],
    pub provisions: &'a std::collections::BTreeMap<String, ProvisionRef>,
    pub game: crate::vocabulary::Game,
}

impl Validator<'_> {
    /// The rules, validated against the declared events and parameters.
    pub(super) fn rules(&mut self, raw_rules: &[RawRule], within: &RuleScope<'_>) -> Vec<Rule> {
        let mut seen = HashSet::new();
        let mut rules = Vec::new();
        let mut rule_ids = Vec::new();
        for r in raw_rules {
            if !seen.insert(r.id.value.clone()) {
                self.problem(
                    &r.id,
                    format!("rule `{}` is defined twice", r.id.value),
                    "duplicate",
                    "give each rule its own id",
                );
            }
            rule_ids.push(&r.id);
            rules.push(self.rule(r, within));
        }
        self.check_exceptions(raw_rules, &rules);
        self.sanction_cycles(&rules, &rule_ids);
        rules
    }

    /// One rule: its trigger, conditions, prescription, amount and citations.
    fn rule(&mut self, r: &RawRule, within: &RuleScope<'_>) -> Rule {
        let (on, trigger, args) = self.trigger(r, within.events);
        let scope = Scope {
            trigger,
            args,
            params: within.param_names,
            events: within.events,
            game: within.game,
        };
        let when = self.conditions(r, &scope);
        let prescription = self.prescription(r);
        self.check_sized(r, &prescription);
        let amount = self.amount(r, &prescription, &scope);
        self.check_citations(r, &prescription, within.provisions);
        let default = self.default_option(r, &prescription);
        let ids = |list: &[S<String>]| list.iter().map(|a| a.value.clone()).collect::<Vec<_>>();
        Rule {
            id: r.id.value.clone(),
            topic: r.topic.clone(),
            on,
            on_name: r.on.value.clone(),
            when,
            prescription,
            amount,
            claim: r.claim.as_ref().map(|c| c.within),
            claim_name: r.claim.as_ref().map(|c| c.name.clone()),
            unclaimed: r.unclaimed.clone(),
            unclaimed_articles: ids(&r.unclaimed_articles),
            articles: ids(&r.articles),
            choice_articles: r.choice_articles.iter().map(|o| ids(o)).collect(),
            kind: r.kind,
            note: r.note.clone(),
            exception_of: r.exception_of.as_ref().map(|e| e.value.clone()),
            default,
            supplement: None,
        }
    }

    /// What a rule reacts to: a built-in trigger or a declared event (with
    /// that event's arguments).
    fn trigger<'e>(
        &mut self,
        r: &RawRule,
        events: &'e [EventDecl],
    ) -> (Trigger, TriggerKind, &'e [ArgDecl]) {
        match r.on.value.as_str() {
            "move" => (Trigger::Move, TriggerKind::Move, &[]),
            "pass" => (Trigger::Pass, TriggerKind::Pass, &[]),
            "warning" => (Trigger::Warning, TriggerKind::Sanction, &[]),
            "violation" => (Trigger::Violation, TriggerKind::Sanction, &[]),
            "uncovered" => (Trigger::Uncovered, TriggerKind::Event, &[]),
            name => match events.iter().position(|e| e.name == name) {
                Some(i) => (Trigger::Event(i), TriggerKind::Event, &events[i].args),
                None => {
                    let known: Vec<&str> = events.iter().map(|e| e.name.as_str()).collect();
                    self.problem(
                        &r.on,
                        format!(
                            "rule `{}` reacts to `{name}`, which is neither built in nor declared",
                            r.id.value
                        ),
                        "unknown event",
                        &format!(
                            "use move, pass, warning, violation, uncovered or a declared event: {}",
                            known.join(", ")
                        ),
                    );
                    (Trigger::Move, TriggerKind::Move, &[])
                }
            },
        }
    }

    /// A rule's conditions, parsed in the scope of its trigger.
    fn conditions(&mut self, r: &RawRule, scope: &Scope<'_>) -> Vec<Condition> {
        let mut when = Vec::new();
        for c in &r.when {
            match Condition::parse(&c.value, scope) {
                Ok(cond) => when.push(cond),
                Err(e) => self.problem_within(
                    c,
                    e.at,
                    e.message,
                    "here",
                    "conditions are `[not] NAME [OP VALUE]` joined by `and`/`or`, with parentheses (see docs/rulesets.md)",
                ),
            }
        }
        when
    }

    /// A rule cites an article, every citation exists, and `choice-articles`
    /// has one list per choice; `unclaimed` goes with `claim`.
    fn check_citations(
        &mut self,
        r: &RawRule,
        prescription: &Prescription,
        provisions: &std::collections::BTreeMap<String, ProvisionRef>,
    ) {
        if r.claim.is_none() && !r.unclaimed.is_empty() {
            self.problem(
                &r.id,
                "`unclaimed` needs `claim`".into(),
                "unclaimed without claim",
                "add claim: {within: ...} or remove `unclaimed`",
            );
        }
        if r.articles.is_empty() {
            self.problem(
                &r.id,
                format!("rule `{}` cites no article", r.id.value),
                "no article",
                "every verdict must cite the article that prescribes it",
            );
        }
        for a in r
            .articles
            .iter()
            .chain(&r.unclaimed_articles)
            .chain(r.choice_articles.iter().flatten())
        {
            self.check_article(provisions, a);
        }
        let options = prescription.options().len();
        if !r.choice_articles.is_empty() && r.choice_articles.len() != options {
            self.problem(
                &r.id,
                format!(
                    "`choice-articles` lists {} options, `choices` {options}",
                    r.choice_articles.len()
                ),
                "one list per choice",
                "give each choice the item of the article that allows it",
            );
        }
    }

    /// An exception names a sibling: a rule on the same trigger and topic.
    fn check_exceptions(&mut self, raw_rules: &[RawRule], rules: &[Rule]) {
        for raw in raw_rules {
            let Some(e) = &raw.exception_of else { continue };
            let Some(rule) = rules.iter().find(|x| x.id == raw.id.value) else {
                continue;
            };
            let sibling = rules
                .iter()
                .any(|o| o.id == e.value && o.on == rule.on && o.topic == rule.topic);
            if !sibling {
                self.problem(
                    e,
                    format!("`{}` is not a rule on the same trigger and topic", e.value),
                    "not a sibling",
                    "name the rule (same `on` and `topic`) this one is an exception of",
                );
            }
        }
    }

    /// A parameter that says it is a reading (`unit: reading …`) is either a
    /// reading the physics knows (see `Reading`, range 0–1 in steps of 1)
    /// or one that some rule's conditions read; anything else is a misspelt
    /// name that would silently leave the default in force.
    pub(super) fn check_readings(&mut self, params: &[RawParameter], rules: &[Rule]) {
        use super::condition::Operand;
        use crate::vocabulary::Reading;
        for (i, p) in params.iter().enumerate() {
            if !p.unit.starts_with("reading") {
                continue;
            }
            let read_by_rules = rules.iter().any(|r| {
                r.when
                    .iter()
                    .flat_map(|c| c.operands())
                    .chain(r.amount.iter().flatten())
                    .any(|o| *o == Operand::Param(i))
            });
            match Reading::from_name(&p.name.value) {
                Some(_) if p.range.value != [0.0, 1.0] || p.step != Some(1.0) => self.problem(
                    &p.range,
                    format!("the reading `{}` is 0 or 1", p.name.value),
                    "not 0 or 1",
                    "write range: [0, 1] and step: 1",
                ),
                Some(_) => {}
                None if read_by_rules => {}
                None => {
                    let known: Vec<&str> = Reading::ALL.iter().map(|r| r.name()).collect();
                    self.problem(
                        &p.name,
                        format!(
                            "`{}` is not a reading the physics knows, and no rule reads it",
                            crate::error::quote(&p.name.value)
                        ),
                        "unknown reading",
                        &format!(
                            "{}readings of the physics: {}; or use it in a rule's `when:`",
                            crate::suggest::closest(&p.name.value, known.iter().copied())
                                .map_or(String::new(), |g| format!("did you mean `{g}`? ")),
                            known.join(", ")
                        ),
                    );
                }
            }
        }
    }
}

impl Validator<'_> {
    /// A problem inside a string value: `within` is a byte range of the
    /// string, found in the source after the value's start (past a quote).
    pub(super) fn problem_within(
        &mut self,
        at: &S<String>,
        within: std::ops::Range<usize>,
        message: String,
        label: &str,
        help: &str,
    ) {
        let whole = location_span(&at.referenced, self.text);
        let inner = whole.and_then(|span| {
            let start = span.offset();
            let rest = self.text.get(start..)?;
            // The value starts at once, or after its quote.
            let found = rest.get(..at.value.len() + 2)?.find(at.value.as_str())?;
            let from = start + found + within.start;
            let len = within.end.saturating_sub(within.start).max(1);
            Some(crate::error::span(self.text, from, len))
        });
        match inner {
            Some(span) => self.problems.push(RulesetError::Invalid {
                src: self.src.clone(),
                span,
                message: crate::error::message(message),
                label: crate::error::quote(label),
                help: crate::error::help(help.to_string()),
            }),
            None => self.problem(at, message, label, help),
        }
    }
}

impl Validator<'_> {
    /// The index of a rule's `default` among its `choices`.
    fn default_option(&mut self, r: &super::raw::RawRule, p: &Prescription) -> Option<usize> {
        let d = r.default.as_ref()?;
        let found = match p {
            Prescription::Choice { options, .. } => options.iter().position(|o| *o == d.value),
            Prescription::Fixed(_) => None,
        };
        if found.is_none() {
            self.problem(
                d,
                format!(
                    "the default of rule `{}` is not one of its choices",
                    r.id.value
                ),
                "not a choice",
                "`default` goes with `choices` and repeats one of the options",
            );
        }
        found
    }
}
