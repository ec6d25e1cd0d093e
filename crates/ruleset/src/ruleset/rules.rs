//! Validating a ruleset's rules: the trigger each reacts to, conditions and
//! amounts parsed in the scope of that trigger, prescriptions and claims,
//! cited articles, and sanction loops refused.

use super::condition::{Condition, Scope};
use super::load::{Validator, location_span};
use super::model::*;
use super::raw::*;
use crate::error::RulesetError;
use crate::error::Said;
use crate::said;
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
                    said!("ruleset-rule-is-defined-twice", id = r.id.value),
                    said!("ruleset-duplicate"),
                    said!("ruleset-give-each-rule-its-own-id"),
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
            note_zh: r.note_zh.clone(),
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
                        said!(
                            "ruleset-rule-reacts-to-which-is-neither",
                            id = r.id.value,
                            name = name
                        ),
                        said!("ruleset-unknown-event"),
                        said!(
                            "ruleset-use-move-pass-warning-violation-uncovered",
                            known = known.join(", ")
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
                    said!("ruleset-here"),
                    said!("ruleset-conditions-are-not-name-op-value"),
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
        if let Some(c) = &r.claim
            && crate::vocabulary::ClaimWord::from_name(&c.name).is_none()
        {
            let words: Vec<&str> = crate::vocabulary::ClaimWord::ALL
                .iter()
                .map(|w| w.name())
                .collect();
            self.problem(
                &r.id,
                said!("ruleset-claim-word-unknown", id = r.id.value, word = c.name),
                said!("ruleset-unknown-claim-word"),
                said!("ruleset-claim-words-are", words = words.join(", ")),
            );
        }
        if r.claim.is_none() && !r.unclaimed.is_empty() {
            self.problem(
                &r.id,
                said!("ruleset-unclaimed-needs-claim"),
                said!("ruleset-unclaimed-without-claim"),
                said!("ruleset-unclaimed-help"),
            );
        }
        if r.articles.is_empty() {
            self.problem(
                &r.id,
                said!("ruleset-rule-cites-no-article", id = r.id.value),
                said!("ruleset-no-article"),
                said!("ruleset-every-verdict-must-cite-the-article"),
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
                said!(
                    "ruleset-choice-articles-lists-options-choices",
                    choice_articles = r.choice_articles.len(),
                    options = options
                ),
                said!("ruleset-one-list-per-choice"),
                said!("ruleset-give-each-choice-the-item-of"),
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
                    said!("ruleset-is-not-a-rule-on-the", reason = e.value),
                    said!("ruleset-not-a-sibling"),
                    said!("ruleset-name-the-rule-same-on-and"),
                );
            }
        }
    }

    /// A parameter that says it is a reading (`unit: reading …`) is either a
    /// reading the physics knows (see `Reading`, range 0–1 in steps of 1)
    /// or one that some rule's conditions read; anything else is a misspelt
    /// name that would silently leave the default in force.
    /// A reading the count takes (`scoring.territory.chosen-by`) is held
    /// to 0 or 1 like the physics' own.
    pub(super) fn check_readings(
        &mut self,
        params: &[RawParameter],
        rules: &[Rule],
        scoring: Option<&Scoring>,
    ) {
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
            let read_by_count = scoring
                .and_then(|s| s.territory.as_ref())
                .is_some_and(|t| t.chosen_by == Some(i));
            let known = Reading::from_name(&p.name.value).is_some() || read_by_count;
            match known.then_some(()) {
                Some(_) if p.range.value != [0.0, 1.0] || p.step != Some(1.0) => self.problem(
                    &p.range,
                    said!("ruleset-the-reading-is-0-or-1", name = p.name.value),
                    said!("ruleset-not-0-or-1"),
                    said!("ruleset-write-range-0-1-and-step"),
                ),
                Some(_) => {}
                None if read_by_rules => {}
                None => {
                    let known: Vec<&str> = Reading::ALL.iter().map(|r| r.name()).collect();
                    let guess = crate::error::did_you_mean(crate::suggest::closest(
                        &p.name.value,
                        known.iter().copied(),
                    ));
                    self.problem(
                        &p.name,
                        said!(
                            "ruleset-is-not-a-reading-the-physics",
                            name = crate::error::quote(&p.name.value)
                        ),
                        said!("ruleset-unknown-reading"),
                        said!(
                            "ruleset-readings-of-the-physics-or-use",
                            g = guess,
                            known = known.join(", ")
                        )
                        .nested("g", &guess),
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
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        let (message, label, help) = (message.into(), label.into(), help.into());
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
                label: crate::error::quote_said(label),
                help: crate::error::help(help),
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
                said!("ruleset-the-default-of-rule-is-not", id = r.id.value),
                said!("ruleset-not-a-choice"),
                said!("ruleset-default-goes-with-choices-and-repeats"),
            );
        }
        found
    }
}
