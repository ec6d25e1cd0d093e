//! Tournament supplements (竞赛补充规定): a small YAML file that names the
//! edition it extends and sets only what that edition leaves open —
//! parameters marked `open-to-supplement`, and rules whose choice is made
//! `by: supplement`. Anything else is an error pointing into the file.

use super::condition::Operand;
use super::load::{load_yaml, location_span};
use super::model::{Prescription, Ruleset, SupplementInfo};
use super::raw::S;
use crate::error::{RulesetError, source};
use crate::vocabulary::{Chooser, Verdict};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawSupplement {
    supplement: RawHeader,
    #[serde(default)]
    parameters: Vec<RawSetting>,
    #[serde(default)]
    choices: Vec<RawChoice>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawHeader {
    id: S<String>,
    title: S<String>,
    edition: S<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawSetting {
    name: S<String>,
    value: S<f64>,
    #[serde(default)]
    note: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawChoice {
    rule: S<String>,
    verdict: S<Vec<Verdict>>,
    #[serde(default)]
    note: String,
}

/// Longest supplement id, in characters.
pub const ID_CHARS: usize = 64;
/// Longest supplement title, in characters.
pub const TITLE_CHARS: usize = 200;
/// Longest note on a parameter or choice, in characters.
pub const NOTE_CHARS: usize = 2000;

/// A supplement file named on the command line, read once. Its `edition:`
/// is an id to match against the editions judged, never a path to open.
pub struct SupplementFile {
    /// The file's path.
    pub path: String,
    /// Its text.
    pub text: String,
    /// The edition id it extends.
    pub edition: String,
    edition_span: miette::SourceSpan,
}

impl SupplementFile {
    /// Read (bounded) and parse the header of a supplement file.
    pub fn read(path: &str) -> Result<SupplementFile, Box<RulesetError>> {
        let text = crate::input::read_text(path, crate::input::RULESET_LIMIT)?;
        let raw: RawSupplement = load_yaml(path, &text)?;
        let edition_span = location_span(&raw.supplement.edition.referenced, &text)
            .unwrap_or_else(|| (0, 0).into());
        Ok(SupplementFile {
            path: path.to_string(),
            edition: raw.supplement.edition.value,
            edition_span,
            text,
        })
    }

    /// The supplement on top of its edition.
    pub fn apply(&self, base: &Ruleset) -> Result<Ruleset, Box<RulesetError>> {
        apply_supplement(base, &self.path, &self.text)
    }

    /// The error for a supplement whose edition is not judged in this run.
    pub fn not_judged(&self) -> Box<RulesetError> {
        Box::new(RulesetError::NotJudged {
            edition: crate::error::quote(&self.edition),
            src: source(&self.path, &self.text),
            span: self.edition_span,
        })
    }
}

/// Apply a supplement to its edition, returning the amended ruleset.
pub fn apply_supplement(
    base: &Ruleset,
    name: &str,
    text: &str,
) -> Result<Ruleset, Box<RulesetError>> {
    let raw: RawSupplement = load_yaml(name, text)?;
    let mut problems = Vec::new();
    let src = source(name, text);
    let mut problem = |at: &serde_saphyr::Location, message: String, label: &str, help: String| {
        problems.push(RulesetError::Invalid {
            src: src.clone(),
            span: location_span(at, text).unwrap_or_else(|| (0, 0).into()),
            message: crate::error::message(message),
            label: crate::error::quote(label),
            help: crate::error::help(help),
        });
    };
    if raw.supplement.edition.value != base.id {
        problem(
            &raw.supplement.edition.referenced,
            format!(
                "this supplement extends `{}`, not `{}`",
                raw.supplement.edition.value, base.id
            ),
            "other edition",
            format!("use it with --edition {}", raw.supplement.edition.value),
        );
    }
    // Ids, titles and notes are copied into every value they touch and
    // printed with each: keep them to a size a person writes.
    let id = &raw.supplement.id;
    if id.value.is_empty()
        || id.value.chars().count() > ID_CHARS
        || !id
            .value
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        problem(
            &id.referenced,
            format!(
                "the supplement id `{}` is not a short kebab-case name",
                crate::error::quote(&id.value)
            ),
            "not an id",
            format!("write 1–{ID_CHARS} characters a–z, 0–9 and `-`, e.g. city-open-2026"),
        );
    }
    if raw.supplement.title.value.chars().count() > TITLE_CHARS {
        problem(
            &raw.supplement.title.referenced,
            format!("the title is longer than {TITLE_CHARS} characters"),
            "too long",
            "shorten the title; put details in the notes".into(),
        );
    }
    for (note, at) in raw
        .parameters
        .iter()
        .map(|s| (&s.note, &s.name.referenced))
        .chain(raw.choices.iter().map(|c| (&c.note, &c.rule.referenced)))
    {
        if note.chars().count() > NOTE_CHARS {
            problem(
                at,
                format!("the note here is longer than {NOTE_CHARS} characters"),
                "note too long",
                "shorten the note; cite the supplement's own document for details".into(),
            );
        }
    }
    // The same parameter or rule set twice: an error at both places (the
    // last one would silently win).
    let at =
        |loc: &serde_saphyr::Location| location_span(loc, text).unwrap_or_else(|| (0, 0).into());
    let names = raw
        .parameters
        .iter()
        .map(|s| &s.name)
        .chain(raw.choices.iter().map(|c| &c.rule));
    let mut seen: Vec<&S<String>> = Vec::new();
    let mut duplicates = Vec::new();
    for name in names {
        if let Some(first) = seen.iter().find(|f| f.value == name.value) {
            duplicates.push(RulesetError::Duplicate {
                src: src.clone(),
                first: at(&first.referenced),
                second: at(&name.referenced),
                message: crate::error::message(format!(
                    "`{}` is set twice in this supplement",
                    crate::error::quote(&name.value)
                )),
                help: "set each parameter and each rule's choice once".into(),
            });
        } else {
            seen.push(name);
        }
    }
    let mut ruleset = base.clone();
    let sid = raw.supplement.id.value.clone();
    let mut overridden = Vec::new();
    for s in &raw.parameters {
        let open: Vec<&str> = base
            .parameters
            .iter()
            .filter(|p| p.open_to_supplement)
            .map(|p| p.name.as_str())
            .collect();
        match ruleset
            .parameters
            .iter()
            .position(|p| p.name == s.name.value)
        {
            None => problem(
                &s.name.referenced,
                format!("{} has no parameter `{}`", base.id, s.name.value),
                "unknown parameter",
                format!(
                    "{}parameters open to a supplement: {}",
                    crate::suggest::closest(&s.name.value, open.iter().copied())
                        .map_or(String::new(), |g| format!("did you mean `{g}`? ")),
                    open.join(", ")
                ),
            ),
            Some(i) if !ruleset.parameters[i].open_to_supplement => problem(
                &s.name.referenced,
                format!(
                    "{} does not leave `{}` to supplementary rules (article {})",
                    base.id, s.name.value, ruleset.parameters[i].article
                ),
                "not open",
                format!("parameters open to a supplement: {}", open.join(", ")),
            ),
            Some(i) if let Err(why) = ruleset.parameters[i].check(s.value.value) => problem(
                &s.value.referenced,
                format!("`{}`: {why}", s.name.value),
                "value not allowed",
                format!(
                    "{} allows {}–{} {}{} for `{}` (article {})",
                    base.id,
                    ruleset.parameters[i].range[0],
                    ruleset.parameters[i].range[1],
                    ruleset.parameters[i].unit,
                    ruleset.parameters[i]
                        .step
                        .map_or(String::new(), |s| format!(", in steps of {s}")),
                    s.name.value,
                    ruleset.parameters[i].article
                ),
            ),
            Some(i) => {
                ruleset.parameters[i].value = s.value.value;
                ruleset.parameters[i].supplement = Some((sid.clone(), s.note.clone()));
                ruleset.parameters[i].stand_in = false;
                overridden.push(i);
            }
        }
    }
    for c in &raw.choices {
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
        let Some(rule) = ruleset.rules.iter_mut().find(|r| r.id == c.rule.value) else {
            problem(
                &c.rule.referenced,
                format!("{} has no rule `{}`", base.id, c.rule.value),
                "unknown rule",
                format!(
                    "rules whose choice is left to a supplement: {}",
                    open.join(", ")
                ),
            );
            continue;
        };
        let options = match &rule.prescription {
            Prescription::Choice {
                by: Chooser::Supplement,
                options,
            } => options.clone(),
            _ => {
                problem(
                    &c.rule.referenced,
                    format!(
                        "rule `{}` of {} leaves no choice to supplementary rules",
                        c.rule.value, base.id
                    ),
                    "not open",
                    format!(
                        "rules whose choice is left to a supplement: {}",
                        open.join(", ")
                    ),
                );
                continue;
            }
        };
        if !options.contains(&c.verdict.value) {
            let listed: Vec<String> = options
                .iter()
                .map(|o| o.iter().map(|v| v.name()).collect::<Vec<_>>().join(" + "))
                .collect();
            problem(
                &c.verdict.referenced,
                format!(
                    "the text does not offer this verdict for `{}`",
                    c.rule.value
                ),
                "not an option",
                format!("options: {}", listed.join(" | ")),
            );
            continue;
        }
        rule.prescription = Prescription::Fixed(c.verdict.value.clone());
        rule.supplement = Some(sid.clone());
        if !c.note.is_empty() {
            rule.note = format!("{} (supplement {sid}: {})", rule.note, c.note)
                .trim_start()
                .to_string();
        }
    }
    // Rules whose conditions or amounts use an overridden value cite the supplement too.
    for rule in &mut ruleset.rules {
        let uses = rule
            .when
            .iter()
            .flat_map(|c| c.operands())
            .chain(rule.amount.iter().flatten())
            .any(|o| matches!(o, Operand::Param(i) if overridden.contains(i)));
        if uses && rule.supplement.is_none() {
            rule.supplement = Some(sid.clone());
        }
    }
    ruleset.supplement = Some(SupplementInfo {
        id: sid,
        title: raw.supplement.title.value,
        file: name.to_string(),
    });
    problems.extend(duplicates);
    match RulesetError::all(name, problems) {
        None => Ok(ruleset),
        Some(e) => Err(e),
    }
}
