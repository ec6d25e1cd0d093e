//! A rule as the diff compares it: its prescription, conditions and amount
//! in words, with parameters by value, and whether it is on conduct (which
//! an edition may leave to the arbiter, or a rules-of-play text leave out).

use crate::ruleset::{Rule, Ruleset};
use serde::Serialize;

/// A rule as the diff compares it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct RuleSummary {
    /// The rule id.
    pub rule: String,
    /// The articles it cites.
    pub articles: Vec<String>,
    /// Its conditions as written.
    pub when: Vec<String>,
    /// Its verdict or choices, as text.
    pub prescription: String,
    /// The verdict (one option) or the options of its choice.
    pub options: Vec<Vec<crate::vocabulary::Verdict>>,
    /// Who chooses, when the text leaves a choice.
    pub chooser: Option<crate::vocabulary::Chooser>,
    /// The option that applies in principle, if any.
    pub default: Option<usize>,
    /// The text gives no sanction (a breach, cited only).
    pub breach: bool,
    /// Whether it applies only on a claim.
    pub claim: bool,
    /// Until when the claim must come, if it applies only on a claim.
    pub window: Option<String>,
    /// The same as the rule gives it, for the views to word.
    #[serde(skip)]
    pub claim_window: Option<crate::vocabulary::ClaimWindow>,
    /// The size of its stone penalty or time deduction, parameters by value
    /// (`lateness × 2`).
    pub amount: Option<String>,
    /// Its conditions with parameters by value (`lateness > 60`), which is
    /// what two editions are compared on.
    pub resolved: Vec<String>,
    /// Whether the rule is on a player's conduct (a declared event), which
    /// an edition without a rule may leave to the arbiter.
    #[serde(skip)]
    pub conduct: bool,
    /// Whether it is the course of the game itself (it ends the game or
    /// resumes play), which the rules of play cover even where a declared
    /// event brings it.
    #[serde(skip)]
    pub course: bool,
    /// Whether it is on conduct or on the edition's penalties (a warning
    /// given, a violation given), which a rules-of-play text leaves out.
    #[serde(skip)]
    pub discipline: bool,
}

/// A parameter's value as a comparison reads it; a stand-in says so. A
/// reading (a switch between two ways of reading a text) keeps its name,
/// which says what it switches, with the value it is set to: `0 == 1`
/// would tell a committee nothing.
fn value_of(rs: &Ruleset, i: usize) -> String {
    let p = &rs.parameters[i];
    let v = crate::units::stones(p.value);
    if p.unit.contains(" (1 = ") {
        format!("{} (set to {v})", p.name)
    } else if p.stand_in {
        format!("{v} (stand-in: {} gives no number)", p.article)
    } else {
        v
    }
}

/// A condition or amount with every parameter name replaced by its value.
fn resolve(rs: &Ruleset, text: &str) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match rs.parameters.iter().position(|p| p.name == *word) {
            Some(i) => out.push_str(&value_of(rs, i)),
            None => out.push_str(word),
        }
        word.clear();
    };
    for ch in text.chars() {
        if ch.is_alphanumeric() || ch == '-' || ch == '_' || ch == '.' {
            word.push(ch);
        } else {
            flush(&mut word, &mut out);
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out
}

pub(super) fn summary(rs: &Ruleset, rule: &Rule) -> RuleSummary {
    use crate::ruleset::condition::Operand;
    let amount = rule.amount.as_ref().map(|factors| {
        factors
            .iter()
            .map(|o| match o {
                Operand::Param(i) => value_of(rs, *i),
                Operand::Number(n) => crate::units::stones(*n),
                Operand::Fact(f) => f.name().to_string(),
                Operand::Arg(i) => match &rule.on {
                    crate::ruleset::Trigger::Event(e) => rs.events[*e]
                        .args
                        .get(*i)
                        .map_or_else(String::new, |a| a.name.clone()),
                    _ => String::new(),
                },
                Operand::Word(w) => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" × ")
    });
    RuleSummary {
        window: rule.claim.map(|w| w.meaning().to_string()),
        claim_window: rule.claim,
        amount,
        resolved: rule
            .when
            .iter()
            .map(|c| resolve(rs, &c.display()))
            .collect(),
        rule: rule.id.clone(),
        conduct: on_conduct(rs, &rule.on, false),
        discipline: on_conduct(rs, &rule.on, true),
        course: rule
            .prescription
            .options()
            .iter()
            .flat_map(|o| o.iter())
            .any(|v| {
                matches!(
                    v,
                    crate::vocabulary::Verdict::GameEnd
                        | crate::vocabulary::Verdict::PlayStops
                        | crate::vocabulary::Verdict::ResumePlay
                )
            }),
        articles: rule.articles.clone(),
        when: rule.when.iter().map(|c| c.display()).collect(),
        prescription: if rule.kind == crate::vocabulary::RuleKind::Breach {
            "breach, no sanction in the text".into()
        } else {
            rule.prescription.describe()
        },
        claim: rule.claim.is_some(),
        options: rule
            .prescription
            .options()
            .iter()
            .map(|o| o.to_vec())
            .collect(),
        chooser: match &rule.prescription {
            crate::ruleset::Prescription::Choice { by, .. } => Some(*by),
            crate::ruleset::Prescription::Fixed(_) => None,
        },
        default: rule.default,
        breach: rule.kind == crate::vocabulary::RuleKind::Breach,
    }
}

/// Whether a trigger is a player's conduct (a declared event that is not a
/// situation of the game) or, with `discipline`, also what the edition's
/// penalties do (a warning or a violation given, conduct no rule names).
/// An "other matters" article leaves conduct to the arbiter, not what a
/// warning costs; a rules-of-play text covers neither.
pub(super) fn on_conduct(rs: &Ruleset, on: &crate::ruleset::Trigger, discipline: bool) -> bool {
    use crate::ruleset::Trigger;
    match on {
        Trigger::Event(i) => rs.events.get(*i).is_some_and(|e| !e.situation),
        Trigger::Warning | Trigger::Violation | Trigger::Uncovered => discipline,
        Trigger::Move | Trigger::Pass => false,
    }
}
