//! The arbiter's ruling on an incident, and what the text permits for it:
//! the options a ruling may take (drawn from the incident's findings as the
//! judgement has them) and the check of a ruling written in the record
//! against them.

use super::Finding;
use crate::vocabulary::Verdict;

/// An arbiter's ruling checked against what the articles prescribe.
#[derive(Debug, Clone)]
pub struct RulingCheck {
    /// The ruling as written.
    pub written: String,
    /// The verdicts ruled.
    pub verdict: Vec<Verdict>,
    /// Whether it gives every sanction the text prescribes and nothing it
    /// does not permit.
    pub compliant: bool,
    /// The articles of the incident's own findings.
    pub cited: Vec<String>,
    /// Verdicts ruled that the articles do not give.
    pub unsupported: Vec<Verdict>,
    /// Verdicts the articles prescribe that the ruling leaves out.
    pub missing: Vec<Verdict>,
    /// Where the text leaves a choice: the option the ruling takes.
    pub chosen: Vec<ChosenOption>,
    /// What follows from the ruling's sanctions by other articles (a
    /// warning's stone at the count, the loss a second warning brings):
    /// the judge applies it whether the ruling names it or not.
    pub follows: Vec<Consequence>,
}

/// The option of a choice a ruling takes.
#[derive(Debug, Clone, PartialEq)]
pub struct ChosenOption {
    /// The rule whose choice it is.
    pub rule: String,
    /// The option's number among the rule's (from 0).
    pub option: usize,
    /// Its verdicts.
    pub verdict: Vec<Verdict>,
    /// The item of the article that allows it, where the rule names one.
    pub articles: Vec<String>,
}

/// A sanction's consequence by another article.
#[derive(Debug, Clone, PartialEq)]
pub struct Consequence {
    /// The rule that brings it.
    pub rule: String,
    /// What it brings.
    pub verdict: Vec<Verdict>,
    /// Its articles.
    pub articles: Vec<String>,
}

/// A ruling the text permits on an incident: the verdicts it gives, and
/// for each of the incident's findings whose text leaves a choice, the
/// option it takes (finding index, option).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct RulingOption {
    /// The verdicts, each once, in the prescriptions' order.
    pub verdicts: Vec<Verdict>,
    /// The choices it takes.
    pub picks: Vec<(usize, usize)>,
    /// Every verdict is fixed by the text (no choice is taken).
    pub prescribed: bool,
}

impl RulingOption {
    /// What a ruling must name to take this option: its sanctions (a
    /// warning, a penalty, a forfeited turn, a loss, a result); an option
    /// without one is named by what it does (a void move, no correction).
    /// The corrections beside a sanction (the move void, the stones put
    /// back) the judge applies by the text: a ruling may name them or not.
    /// Never a verdict that only says the clock is left as it is.
    pub fn required(&self) -> impl Iterator<Item = Verdict> + '_ {
        let sanctioned = self.verdicts.iter().any(|v| v.is_sanction());
        self.verdicts
            .iter()
            .copied()
            .filter(move |v| !v.left_unsaid_in_a_ruling() && (!sanctioned || v.is_sanction()))
    }
}

/// A finding a sanction brought by another article (a warning's stone,
/// the loss two warnings bring): a consequence of the incident, never an
/// incident or a ruling of its own.
pub fn is_consequence(f: &Finding) -> bool {
    matches!(f.event(), "warning" | "violation")
}

/// At most this many combinations of options are listed for an incident
/// (one event that several rules with choices find at once).
const MOST_OPTIONS: usize = 64;

/// The rulings the text permits on the incident made of `incident` (indices
/// into `findings`): its own findings' prescriptions met together — the
/// fixed verdicts, and one option of each choice — never a consequence's.
/// A finding still waiting for its claim permits nothing yet.
pub fn ruling_options(findings: &[Finding], incident: &[usize]) -> Vec<RulingOption> {
    let mut out = vec![RulingOption {
        verdicts: Vec::new(),
        picks: Vec::new(),
        prescribed: true,
    }];
    let mut any = false;
    for &i in incident {
        let Some(f) = findings.get(i) else { continue };
        if is_consequence(f)
            || f.claim
                .as_ref()
                .is_some_and(|c| c.status == super::ClaimState::Awaiting)
        {
            continue;
        }
        let options: Vec<(Option<usize>, &[Verdict])> = match f.choices() {
            Some(ch) => ch
                .options
                .iter()
                .enumerate()
                .map(|(k, o)| (Some(k), o.as_slice()))
                .collect(),
            None if f.verdict.is_empty() => continue,
            None => vec![(None, f.verdict.as_slice())],
        };
        any = true;
        let mut next = Vec::new();
        for base in &out {
            for (k, option) in &options {
                let mut o = base.clone();
                for &v in *option {
                    if !o.verdicts.contains(&v) {
                        o.verdicts.push(v);
                    }
                }
                if let Some(k) = k {
                    o.picks.push((i, *k));
                    o.prescribed = false;
                }
                next.push(o);
                if next.len() >= MOST_OPTIONS {
                    break;
                }
            }
        }
        out = next;
    }
    if any { out } else { Vec::new() }
}
