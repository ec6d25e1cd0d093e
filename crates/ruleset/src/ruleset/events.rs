//! Events shared by the editions of one game: declared once in
//! `rulesets/events/GAME.yaml` (built in), and merged with what an edition
//! replaces, adds or drops.

use super::load::{BUILT_IN_TRIGGERS, Validator, load_yaml};
use super::model::*;
use super::raw::*;
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
                format!(
                    "there are no shared events `{}`",
                    crate::error::quote(&name.value)
                ),
                "unknown event set",
                &format!("shared event sets: {}", known.join(", ")),
            );
            return Vec::new();
        };
        let set: RawEventSet = match load_yaml(file, text) {
            Ok(set) => set,
            Err(e) => {
                self.problem(
                    name,
                    format!("the shared events `{}` do not load: {e}", name.value),
                    "broken event set",
                    "fix the built-in event set",
                );
                return Vec::new();
            }
        };
        if set.game != raw.edition.game {
            self.problem(
                name,
                format!("the shared events `{}` are for another game", name.value),
                "other game",
                "use the event set of this edition's game",
            );
        }
        for d in &raw.drop_events {
            if !set.events.iter().any(|e| e.name.value == d.value) {
                self.problem(
                    d,
                    format!(
                        "`{}` is not a shared event of `{}`",
                        crate::error::quote(&d.value),
                        name.value
                    ),
                    "not shared",
                    "drop only events the shared set declares",
                );
            }
        }
        set.events
    }

    /// The edition's events, checked: the game's shared declarations,
    /// then this edition's own (replacing or dropping shared ones).
    pub(super) fn events(&mut self, raw: &RawRuleset) -> Vec<EventDecl> {
        let shared = self.shared_events(raw);
        let events_in = super::events::merge_events(&shared, &raw.events, &raw.drop_events);
        let mut seen = HashSet::new();
        let mut events = Vec::new();
        for e in events_in {
            if BUILT_IN_TRIGGERS.contains(&e.name.value.as_str()) {
                self.problem(
                    &e.name,
                    format!(
                        "`{}` is built in and cannot be declared as an event",
                        e.name.value
                    ),
                    "reserved",
                    "choose another name",
                );
            }
            if !seen.insert(e.name.value.clone()) {
                self.problem(
                    &e.name,
                    format!("event `{}` is declared twice", e.name.value),
                    "duplicate",
                    "declare each event once",
                );
            }
            for (i, a) in e.args.iter().enumerate() {
                if a.kind == ArgKind::Points && i + 1 != e.args.len() {
                    self.problem(
                        &a.name,
                        "a `points` argument must come last".into(),
                        "not last",
                        "move it to the end of `args`",
                    );
                }
                if !a.one_of.is_empty() && a.kind != ArgKind::Word {
                    self.problem(
                        &a.name,
                        "`one-of` is only for word arguments".into(),
                        "not a word",
                        "remove `one-of` or use kind: word",
                    );
                }
            }
            events.push(EventDecl {
                name: e.name.value.clone(),
                summary: e.summary.clone(),
                args: e
                    .args
                    .iter()
                    .map(|a| ArgDecl {
                        name: a.name.value.clone(),
                        kind: a.kind,
                        optional: a.optional,
                        one_of: a.one_of.clone(),
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
}
