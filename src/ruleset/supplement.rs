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
    id: String,
    title: String,
    edition: S<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawSetting {
    name: S<String>,
    value: f64,
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

/// The edition id a supplement file extends (to pick the base ruleset).
pub fn supplement_edition(name: &str, text: &str) -> Result<String, Box<RulesetError>> {
    let raw: RawSupplement = load_yaml(name, text)?;
    Ok(raw.supplement.edition.value)
}

/// Apply a supplement to its edition, returning the amended ruleset.
pub fn apply_supplement(
    base: &Ruleset,
    name: &str,
    text: &str,
) -> Result<Ruleset, Box<RulesetError>> {
    let raw: RawSupplement = load_yaml(name, text)?;
    let mut problems = Vec::new();
    let mut problem = |at: &serde_saphyr::Location, message: String, label: &str, help: String| {
        problems.push(RulesetError::Invalid {
            src: source(name, text),
            span: location_span(at, text).unwrap_or_else(|| (0, 0).into()),
            message,
            label: label.to_string(),
            help,
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
    let mut ruleset = base.clone();
    let sid = raw.supplement.id.clone();
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
                format!("parameters open to a supplement: {}", open.join(", ")),
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
            Some(i) => {
                ruleset.parameters[i].value = s.value;
                ruleset.parameters[i].supplement = Some((sid.clone(), s.note.clone()));
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
        title: raw.supplement.title,
        file: name.to_string(),
    });
    match problems.len() {
        0 => Ok(ruleset),
        1 => Err(Box::new(problems.remove(0))),
        count => Err(Box::new(RulesetError::Many {
            file: name.to_string(),
            count,
            problems,
        })),
    }
}
