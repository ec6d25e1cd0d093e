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

    fn problem(&mut self, at: &serde_saphyr::Location, message: String, label: &str, help: String) {
        self.problems.push(RulesetError::Invalid {
            src: self.src.clone(),
            span: self.span(at),
            message: crate::error::message(message),
            label: crate::error::quote(label),
            help: crate::error::help(help),
        });
    }

    /// The edition it extends is this one; its id and title are of a size
    /// a person writes (they are copied into every value they touch).
    pub fn check_header(&mut self, header: &RawHeader) {
        if header.edition.value != self.base.id {
            self.problem(
                &header.edition.referenced,
                format!(
                    "this supplement extends `{}`, not `{}`",
                    header.edition.value, self.base.id
                ),
                "other edition",
                format!("use it with --edition {}", header.edition.value),
            );
        }
        let id = &header.id.value;
        let kebab = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
        if id.is_empty() || id.chars().count() > ID_CHARS || !id.chars().all(kebab) {
            self.problem(
                &header.id.referenced,
                format!(
                    "the supplement id `{}` is not a short kebab-case name",
                    crate::error::quote(id)
                ),
                "not an id",
                format!("write 1–{ID_CHARS} characters a–z, 0–9 and `-`, e.g. city-open-2026"),
            );
        }
        if header.title.value.chars().count() > TITLE_CHARS {
            self.problem(
                &header.title.referenced,
                format!("the title is longer than {TITLE_CHARS} characters"),
                "too long",
                "shorten the title; put details in the notes".into(),
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
                    format!("the note here is longer than {NOTE_CHARS} characters"),
                    "note too long",
                    "shorten the note; cite the supplement's own document for details".into(),
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
                message: crate::error::message(format!(
                    "`{}` is set twice in this supplement",
                    crate::error::quote(&name.value)
                )),
                help: "set each parameter and each rule's choice once".into(),
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
            let guess = crate::suggest::closest(&s.name.value, open.iter().copied())
                .map_or(String::new(), |g| format!("did you mean `{g}`? "));
            self.problem(
                &s.name.referenced,
                format!("{} has no parameter `{}`", base.id, s.name.value),
                "unknown parameter",
                format!(
                    "{guess}parameters open to a supplement: {}",
                    open.join(", ")
                ),
            );
            return None;
        };
        let p = &base.parameters[i];
        if !p.open_to_supplement {
            self.problem(
                &s.name.referenced,
                format!(
                    "{} does not leave `{}` to supplementary rules (article {})",
                    base.id, s.name.value, p.article
                ),
                "not open",
                format!("parameters open to a supplement: {}", open.join(", ")),
            );
            return None;
        }
        let value = match p.check(s.value.value) {
            Ok(v) => v,
            Err(why) => {
                let step = p
                    .step
                    .map_or(String::new(), |s| format!(", in steps of {s}"));
                self.problem(
                    &s.value.referenced,
                    format!("`{}`: {why}", s.name.value),
                    "value not allowed",
                    format!(
                        "{} allows {}–{} {}{step} for `{}` (article {})",
                        base.id, p.range[0], p.range[1], p.unit, s.name.value, p.article
                    ),
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
        let open_help = format!(
            "rules whose choice is left to a supplement: {}",
            open.join(", ")
        );
        // The rules as amended so far: a rule chosen twice is no longer
        // open the second time (and the duplicate is reported too).
        let Some(i) = self.ruleset.rules.iter().position(|r| r.id == c.rule.value) else {
            let message = format!("{} has no rule `{}`", base.id, c.rule.value);
            self.problem(&c.rule.referenced, message, "unknown rule", open_help);
            return;
        };
        let Prescription::Choice {
            by: Chooser::Supplement,
            options,
        } = self.ruleset.rules[i].prescription.clone()
        else {
            let message = format!(
                "rule `{}` of {} leaves no choice to supplementary rules",
                c.rule.value, base.id
            );
            self.problem(&c.rule.referenced, message, "not open", open_help);
            return;
        };
        if !options.contains(&c.verdict.value) {
            let listed: Vec<String> = options
                .iter()
                .map(|o| o.iter().map(|v| v.name()).collect::<Vec<_>>().join(" + "))
                .collect();
            self.problem(
                &c.verdict.referenced,
                format!(
                    "the text does not offer this verdict for `{}`",
                    c.rule.value
                ),
                "not an option",
                format!("options: {}", listed.join(" | ")),
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
