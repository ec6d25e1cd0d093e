//! Events shared by the editions of one game: declared once in
//! `rulesets/events/GAME.yaml` (built in), and merged with what an edition
//! replaces, adds or drops.

use super::load::{BUILT_IN_TRIGGERS, Validator, load_yaml};
use super::model::*;
use super::raw::*;
use super::raw_ruleset::RawRuleset;
use crate::said;
use crate::vocabulary::ArgKind;
use std::collections::HashSet;

/// The shared events minus the dropped ones, each replaced in place by the
/// edition's event of the same name, then the edition's new events.
pub(super) fn merge_events<'r>(
    shared: &'r [RawEvent],
    own: &'r [RawEvent],
    dropped: &[S<String>],
) -> Vec<&'r RawEvent> {
    let mut out: Vec<&RawEvent> = shared
        .iter()
        .filter(|e| !dropped.iter().any(|d| d.value == e.name.value))
        .map(|e| {
            own.iter()
                .find(|o| o.name.value == e.name.value)
                .unwrap_or(e)
        })
        .collect();
    out.extend(
        own.iter()
            .filter(|o| !shared.iter().any(|e| e.name.value == o.name.value)),
    );
    out
}

impl Validator<'_> {
    /// The shared event declarations an edition starts from (built in, by
    /// game name; a ruleset never names a file to read).
    pub(super) fn shared_events(&mut self, raw: &RawRuleset) -> Vec<RawEvent> {
        let Some(name) = &raw.events_of else {
            return Vec::new();
        };
        let Some((_, file, text)) = super::EVENT_SETS
            .iter()
            .find(|(id, _, _)| *id == name.value)
        else {
            let known: Vec<&str> = super::EVENT_SETS.iter().map(|(id, _, _)| *id).collect();
            self.problem(
                name,
                said!(
                    "ruleset-there-are-no-shared-events",
                    name = crate::error::quote(&name.value)
                ),
                said!("ruleset-unknown-event-set"),
                said!("ruleset-shared-event-sets", known = known.join(", ")),
            );
            return Vec::new();
        };
        let set: RawEventSet = match load_yaml(file, text) {
            Ok(set) => set,
            Err(e) => {
                self.problem(
                    name,
                    said!(
                        "ruleset-the-shared-events-do-not-load",
                        name = name.value,
                        e = e
                    ),
                    said!("ruleset-broken-event-set"),
                    said!("ruleset-fix-the-built-in-event-set"),
                );
                return Vec::new();
            }
        };
        if set.game != raw.edition.game {
            self.problem(
                name,
                said!(
                    "ruleset-the-shared-events-are-for-another",
                    name = name.value
                ),
                said!("ruleset-other-game"),
                said!("ruleset-use-the-event-set-of-this"),
            );
        }
        for d in &raw.drop_events {
            if !set.events.iter().any(|e| e.name.value == d.value) {
                self.problem(
                    d,
                    said!(
                        "ruleset-is-not-a-shared-event-of",
                        name = crate::error::quote(&d.value),
                        name2 = name.value
                    ),
                    said!("ruleset-not-shared"),
                    said!("ruleset-drop-only-events-the-shared-set"),
                );
            }
        }
        set.events
    }

    /// The edition's events, checked: the game's shared declarations,
    /// then this edition's own (replacing or dropping shared ones).
    pub(super) fn events(&mut self, raw: &RawRuleset) -> Vec<EventDecl> {
        let shared = self.shared_events(raw);
        // Checked in the edition's own list: merged, a second declaration
        // of a shared event would replace nothing and be lost unseen.
        let mut seen = HashSet::new();
        for e in &raw.events {
            if !seen.insert(e.name.value.clone()) {
                self.problem(
                    &e.name,
                    said!("ruleset-event-is-declared-twice", name = e.name.value),
                    said!("ruleset-duplicate"),
                    said!("ruleset-declare-each-event-once"),
                );
            }
        }
        let events_in = super::events::merge_events(&shared, &raw.events, &raw.drop_events);
        let mut events = Vec::new();
        for e in events_in {
            if BUILT_IN_TRIGGERS.contains(&e.name.value.as_str()) {
                self.problem(
                    &e.name,
                    said!("ruleset-is-built-in-and-cannot-be", name = e.name.value),
                    said!("ruleset-reserved"),
                    said!("ruleset-choose-another-name"),
                );
            }
            self.check_args(&e.args);
            events.push(EventDecl {
                name: e.name.value.clone(),
                summary: e.summary.clone(),
                name_zh: e.name_zh.clone(),
                summary_zh: e.summary_zh.clone(),
                args: e
                    .args
                    .iter()
                    .map(|a| ArgDecl {
                        name: a.name.value.clone(),
                        kind: a.kind,
                        optional: a.optional,
                        one_of: a.one_of.clone(),
                        name_zh: a.name_zh.clone(),
                        one_of_zh: a.one_of_zh.clone(),
                        range: a.range.map(|[min, max]| NumberRange {
                            min,
                            max,
                            step: a.step,
                        }),
                    })
                    .collect(),
                effect: e.effect,
                regular: e.regular,
                situation: e.situation,
            });
        }
        events
    }

    /// An event's arguments: `points` last, `one-of` only on words.
    fn check_args(&mut self, args: &[RawArg]) {
        for (i, a) in args.iter().enumerate() {
            if a.kind == ArgKind::Points && i + 1 != args.len() {
                self.problem(
                    &a.name,
                    said!("ruleset-a-points-argument-must-come-last"),
                    said!("ruleset-not-last"),
                    said!("ruleset-move-it-to-the-end-of"),
                );
            }
            if !a.one_of_zh.is_empty() && a.one_of_zh.len() != a.one_of.len() {
                self.problem(
                    &a.name,
                    said!(
                        "ruleset-one-of-zh-one-for-each",
                        zh = a.one_of_zh.len(),
                        words = a.one_of.len()
                    ),
                    said!("ruleset-not-one-for-each"),
                    said!("ruleset-give-one-chinese-word-for-each"),
                );
            }
            if !a.one_of.is_empty() && a.kind != ArgKind::Word {
                self.problem(
                    &a.name,
                    said!("ruleset-one-of-is-only-for-word"),
                    said!("ruleset-not-a-word"),
                    said!("ruleset-remove-one-of-or-use-kind"),
                );
            }
        }
    }
}
