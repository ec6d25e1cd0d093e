//! A supplement applied part by part: its header checked (edition, id,
//! title), the sizes of what it writes, settings and choices each made only
//! where the edition leaves them open, and the rules that read a changed
//! value marked as citing the supplement. Problems are collected in file
//! order and reported together.

use super::condition::Operand;
use super::load::location_span;
use super::model::{Prescription, Ruleset};
use super::raw::S;
use super::supplement_raw::{
    ID_CHARS, NOTE_CHARS, RawChoice, RawHeader, RawSetting, RawSupplement, TITLE_CHARS,
};
use crate::error::RulesetError;
use crate::error::Said;
use crate::said;
use crate::vocabulary::Chooser;

/// A supplement being applied to its edition.
pub(super) struct Supplementing<'a> {
    pub base: &'a Ruleset,
    pub text: &'a str,
    pub src: crate::error::Source,
    pub problems: Vec<RulesetError>,
    /// The edition as the supplement amends it.
    pub ruleset: Ruleset,
    /// The supplement's id, cited by every value it sets.
    pub sid: String,
}

impl Supplementing<'_> {
    fn span(&self, at: &serde_saphyr::Location) -> miette::SourceSpan {
        location_span(at, self.text).unwrap_or_else(|| (0, 0).into())
    }

    fn problem(
        &mut self,
        at: &serde_saphyr::Location,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        self.problems.push(RulesetError::Invalid {
            src: self.src.clone(),
            span: self.span(at),
            message: crate::error::message(message),
            label: crate::error::quote_said(label.into()),
            help: crate::error::help(help),
        });
    }

    /// The edition it extends is this one; its id and title are of a size
    /// a person writes (they are copied into every value they touch).
    pub fn check_header(&mut self, header: &RawHeader) {
        if header.edition.value != self.base.id {
            self.problem(
                &header.edition.referenced,
                said!(
                    "ruleset-this-supplement-extends-not",
                    edition = header.edition.value,
                    id = self.base.id
                ),
                said!("ruleset-other-edition"),
                said!(
                    "ruleset-use-it-with-edition",
                    edition = header.edition.value
                ),
            );
        }
        let id = &header.id.value;
        let kebab = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
        if id.is_empty() || id.chars().count() > ID_CHARS || !id.chars().all(kebab) {
            self.problem(
                &header.id.referenced,
                said!(
                    "ruleset-the-supplement-id-is-not-a",
                    id = crate::error::quote(id)
                ),
                said!("ruleset-not-an-id"),
                said!("ruleset-write-1-characters-a-z-0", chars = ID_CHARS),
            );
        }
        let titles = std::iter::once(&header.title).chain(header.title_zh.as_ref());
        for title in titles.filter(|t| t.value.chars().count() > TITLE_CHARS) {
            self.problem(
                &title.referenced,
                said!(
                    "ruleset-the-title-is-longer-than-characters",
                    chars = TITLE_CHARS
                ),
                said!("ruleset-too-long"),
                said!("ruleset-shorten-the-title-put-details-in"),
            );
        }
    }

    /// Notes are of a size a person writes.
    pub fn check_sizes(&mut self, raw: &RawSupplement) {
        let notes = raw
            .parameters
            .iter()
            .map(|s| (&s.note, &s.name.referenced))
            .chain(raw.choices.iter().map(|c| (&c.note, &c.rule.referenced)));
        for (note, at) in notes {
            if note.chars().count() > NOTE_CHARS {
                self.problem(
                    at,
                    said!("ruleset-the-note-here-is-longer-than", chars = NOTE_CHARS),
                    said!("ruleset-note-too-long"),
                    said!("ruleset-shorten-the-note-cite-the-supplement"),
                );
            }
        }
    }

    /// The same parameter or rule set twice: an error at both places (the
    /// last one would silently win).
    pub fn duplicates(&self, raw: &RawSupplement) -> Vec<RulesetError> {
        let names = raw
            .parameters
            .iter()
            .map(|s| &s.name)
            .chain(raw.choices.iter().map(|c| &c.rule));
        // The first place each name is set, by name: one lookup per name,
        // so a supplement of many names is checked in linear time.
        let mut seen: std::collections::HashMap<&str, &S<String>> =
            std::collections::HashMap::new();
        let mut duplicates = Vec::new();
        for name in names {
            let Some(first) = seen.get(name.value.as_str()).copied() else {
                seen.insert(&name.value, name);
                continue;
            };
            duplicates.push(RulesetError::Duplicate {
                src: self.src.clone(),
                first: self.span(&first.referenced),
                second: self.span(&name.referenced),
                message: crate::error::message(said!(
                    "ruleset-is-set-twice-in-this-supplement",
                    name = crate::error::quote(&name.value)
                )),
                help: said!("ruleset-set-each-parameter-and-each-rule"),
            });
        }
        duplicates
    }

    /// A parameter set, if the edition leaves it open and the value is
    /// allowed: its index.
    pub fn set(&mut self, s: &RawSetting) -> Option<usize> {
        let base = self.base;
        let open: Vec<&str> = base
            .parameters
            .iter()
            .filter(|p| p.open_to_supplement)
            .map(|p| p.name.as_str())
            .collect();
        let Some(i) = base.parameters.iter().position(|p| p.name == s.name.value) else {
            let guess = crate::error::did_you_mean(crate::suggest::closest(
                &s.name.value,
                open.iter().copied(),
            ));
            self.problem(
                &s.name.referenced,
                said!(
                    "ruleset-has-no-parameter",
                    id = base.id,
                    name = s.name.value
                ),
                said!("ruleset-unknown-parameter"),
                said!(
                    "ruleset-parameters-open-to-a-supplement",
                    open = open.join(", "),
                    guess = guess
                )
                .nested("guess", &guess),
            );
            return None;
        };
        let p = &base.parameters[i];
        if !p.open_to_supplement {
            self.problem(
                &s.name.referenced,
                said!(
                    "ruleset-does-not-leave-to-supplementary-rules",
                    id = base.id,
                    name = s.name.value,
                    article = p.article
                ),
                said!("ruleset-not-open"),
                said!(
                    "ruleset-parameters-open-to-a-supplement-2",
                    open = open.join(", ")
                ),
            );
            return None;
        }
        let value = match p.check(s.value.value) {
            Ok(v) => v,
            Err(why) => {
                let allows = allows(&base.id, p, &s.name.value);
                self.problem(
                    &s.value.referenced,
                    said!("ruleset-value-of-parameter", name = s.name.value, why = why)
                        .nested("why", &why),
                    said!("ruleset-value-not-allowed"),
                    allows,
                );
                return None;
            }
        };
        let set = &mut self.ruleset.parameters[i];
        set.value = value;
        set.supplement = Some((self.sid.clone(), s.note.clone()));
        set.stand_in = false;
        Some(i)
    }

    /// A rule's verdict chosen, if the edition leaves the choice to a
    /// supplement and the text offers it.
    pub fn choose(&mut self, c: &RawChoice) {
        let base = self.base;
        let open_help = open_rules(base);
        // The rules as amended so far: a rule chosen twice is no longer
        // open the second time (and the duplicate is reported too).
        let Some(i) = self.ruleset.rules.iter().position(|r| r.id == c.rule.value) else {
            let message = said!(
                "ruleset-edition-has-no-rule",
                edition = base.id,
                rule = c.rule.value
            );
            self.problem(
                &c.rule.referenced,
                message,
                said!("ruleset-unknown-rule"),
                open_help,
            );
            return;
        };
        let Prescription::Choice {
            by: Chooser::Supplement,
            options,
        } = self.ruleset.rules[i].prescription.clone()
        else {
            let message = said!(
                "ruleset-rule-leaves-no-choice",
                rule = c.rule.value,
                edition = base.id
            );
            self.problem(
                &c.rule.referenced,
                message,
                said!("ruleset-not-open"),
                open_help,
            );
            return;
        };
        if !options.contains(&c.verdict.value) {
            let listed: Vec<String> = options
                .iter()
                .map(|o| o.iter().map(|v| v.name()).collect::<Vec<_>>().join(" + "))
                .collect();
            self.problem(
                &c.verdict.referenced,
                said!("ruleset-the-text-does-not-offer-this", rule = c.rule.value),
                said!("ruleset-not-an-option"),
                said!("ruleset-options", listed = listed.join(" | ")),
            );
            return;
        }
        let sid = self.sid.clone();
        let rule = &mut self.ruleset.rules[i];
        rule.prescription = Prescription::Fixed(c.verdict.value.clone());
        rule.supplement = Some(sid.clone());
        if !c.note.is_empty() {
            rule.note = format!("{} (supplement {sid}: {})", rule.note, c.note)
                .trim_start()
                .to_string();
        }
    }

    /// Rules whose conditions or amounts use an overridden value cite the
    /// supplement too.
    pub fn cite_overrides(&mut self, overridden: &[usize]) {
        // Which parameters changed, by index (a name set many times is one).
        let mut changed = vec![false; self.ruleset.parameters.len()];
        for &i in overridden {
            changed[i] = true;
        }
        for rule in &mut self.ruleset.rules {
            let uses = rule
                .when
                .iter()
                .flat_map(|c| c.operands())
                .chain(rule.amount.iter().flatten())
                .any(|o| matches!(o, Operand::Param(i) if changed.get(*i) == Some(&true)));
            if uses && rule.supplement.is_none() {
                rule.supplement = Some(self.sid.clone());
            }
        }
    }
}

/// What the edition allows for parameter `p` (set as `name`): its range,
/// unit and step, and the article that says so.
fn allows(edition: &str, p: &super::model::Parameter, name: &str) -> Said {
    match p.step {
        Some(step) => said!(
            "ruleset-allows-in-steps",
            id = edition,
            min = p.range[0],
            max = p.range[1],
            unit = p.unit,
            step = step,
            name = name,
            article = p.article
        ),
        None => said!(
            "ruleset-allows",
            id = edition,
            min = p.range[0],
            max = p.range[1],
            unit = p.unit,
            name = name,
            article = p.article
        ),
    }
}

/// The help line naming the rules whose choice `base` leaves to a
/// supplement.
fn open_rules(base: &Ruleset) -> Said {
    let open: Vec<&str> = base
        .rules
        .iter()
        .filter(|r| {
            matches!(
                r.prescription,
                Prescription::Choice {
                    by: Chooser::Supplement,
                    ..
                }
            )
        })
        .map(|r| r.id.as_str())
        .collect();
    said!("ruleset-rules-left-to-a-supplement", open = open.join(", "))
}
