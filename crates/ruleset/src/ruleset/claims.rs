//! What a claim is about in an edition: the rules a claim word (or a
//! declared event) concerns, those that only let the act stand, and the
//! claims the edition takes.

use super::model::{Prescription, Rule, Ruleset};
use crate::vocabulary::Verdict;

/// A rule that only lets the act stand, unclaimed: nothing to claim.
fn lets_stand(r: &Rule) -> bool {
    r.claim.is_none() && r.prescription == Prescription::Fixed(vec![Verdict::NoCorrection])
}

impl Ruleset {
    /// The rules a claim of `word` (a claim word of the vocabulary, or a
    /// declared event) is about, by index: the claim-bound rules that use
    /// the word, and the rules of its topics or events that the arbiter
    /// applies unclaimed (or that cite an article without a sanction).
    /// A rule that only lets the act stand (`verdict: [no-correction]`, a
    /// suicide the text allows) is about the matter but no fault to claim:
    /// see [`Ruleset::rules_letting_stand`].
    pub fn rules_claimed_as(&self, word: &str) -> Vec<usize> {
        self.rules_about(word)
            .into_iter()
            .filter(|&i| !lets_stand(&self.rules[i]))
            .collect()
    }

    /// The rules about a claim of `word` that only let the act stand: what
    /// the edition says of it instead of taking the claim.
    pub fn rules_letting_stand(&self, word: &str) -> Vec<usize> {
        self.rules_about(word)
            .into_iter()
            .filter(|&i| lets_stand(&self.rules[i]))
            .collect()
    }

    /// Every rule a claim of `word` is about, whatever it prescribes.
    fn rules_about(&self, word: &str) -> Vec<usize> {
        let vocabulary = crate::vocabulary::ClaimWord::from_name(word);
        let about = |r: &Rule| match vocabulary {
            Some(w) => {
                r.claim_name.as_deref() == Some(word)
                    || w.topics().contains(&r.topic.as_str())
                    || w.events().contains(&r.on_name.as_str())
            }
            None => r.on_name == word,
        };
        (0..self.rules.len())
            .filter(|&i| about(&self.rules[i]))
            .collect()
    }

    /// The claims of the vocabulary this edition takes: each word some
    /// rule of it is about, in the vocabulary's order.
    pub fn claims_taken(&self) -> Vec<crate::vocabulary::ClaimWord> {
        crate::vocabulary::ClaimWord::ALL
            .iter()
            .copied()
            .filter(|w| !self.rules_claimed_as(w.name()).is_empty())
            .collect()
    }
}
