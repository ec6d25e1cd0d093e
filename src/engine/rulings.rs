//! The arbiter's rulings written in the record, checked against what the
//! text allows; a compliant ruling settles the choice it picks.

use super::*;
use crate::record::ast::Actor;

impl Judge<'_> {
    /// The ruling window of the last incident closes: a choice the text
    /// gives a default for ("in principle") and nobody settled takes it.
    #[inline(always)]
    pub(crate) fn apply_defaults(&mut self) {
        // Called before nearly every event, which nearly always left no
        // finding: only then is the work called.
        if !self.state.claims().last_findings().is_empty() {
            self.apply_defaults_of_last();
        }
    }

    fn apply_defaults_of_last(&mut self) {
        for i in self.state.claims().last_findings().to_vec() {
            let f = &self.report.findings[i];
            let (Some(k), None, None) = (f.by.default, f.chosen, &f.claim) else {
                continue;
            };
            let Some(option) = f.by.choice.as_ref().and_then(|(_, o)| o.get(k)).cloned() else {
                continue;
            };
            let (actor, event) = (f.player, f.event_index);
            self.report.findings[i].chosen = u16::try_from(k).ok();
            self.report.findings[i].defaulted = true;
            self.cite_choice(i, k);
            self.report.findings[i].verdict = option.clone();
            let record = self.given.record;
            if let Some(event) = record.events.get(event) {
                self.apply(actor, &option, i, event);
            }
        }
    }

    /// Check "arbiter: B warning" against the findings of the event before it.
    pub(crate) fn on_ruling(
        &mut self,
        event: &Event,
        target: Option<Actor>,
        words: &[(String, Span)],
    ) {
        let ruled: Vec<Verdict> = words
            .iter()
            .filter_map(|(w, _)| Verdict::from_name(w))
            .collect();
        let written = self.given.at.written(event.span).into_string();
        let targets: Vec<usize> = self
            .state
            .claims()
            .last_findings()
            .iter()
            .copied()
            .filter(|&i| match (target, self.report.findings[i].player) {
                (Some(Actor::Player(c)), Some(p)) => c == p,
                _ => true,
            })
            .collect();
        let Some(&first) = targets.first() else {
            let (line, column) = self.given.at.line_col(event.span.start);
            self.report.remarks.push(Remark {
                line,
                column,
                about: About::RulingOnNothing {
                    written,
                    edition: self.given.ruleset.id.clone(),
                    left_to: self.state.claims().left_to_arbiter().to_vec(),
                },
            });
            return;
        };
        let (check, picks) = self.check_ruling(&targets, written, ruled);
        let compliant = check.compliant;
        // Reported once, on the first finding it rules on (the others are
        // the sanctions that finding brought).
        self.report.findings[first].ruling = Some(Box::new(check));
        // A compliant ruling settles the choices it picks.
        if compliant {
            for (i, k) in picks {
                self.settle_choice(i, k, event, target);
            }
        }
    }

    /// A ruling against what the text allows for the findings it rules on
    /// and what it requires; and the choices it picks (finding, option).
    fn check_ruling(
        &self,
        targets: &[usize],
        written: String,
        ruled: Vec<Verdict>,
    ) -> (RulingCheck, Vec<(usize, usize)>) {
        let mut allowed: Vec<Verdict> = Vec::new();
        let mut required: Vec<Verdict> = Vec::new();
        let mut picks: Vec<(usize, usize)> = Vec::new();
        for &i in targets {
            let f = &self.report.findings[i];
            let Some(ch) = f.choices() else {
                allowed.extend(&f.verdict);
                required.extend(f.verdict.iter().filter(|v| v.is_terminal()));
                continue;
            };
            for (k, option) in ch.options.iter().enumerate() {
                allowed.extend(option);
                if ruled.iter().any(|v| option.contains(v)) && !picks.iter().any(|(fi, _)| *fi == i)
                {
                    picks.push((i, k));
                }
            }
        }
        let unsupported: Vec<Verdict> = ruled
            .iter()
            .copied()
            .filter(|v| !allowed.contains(v))
            .collect();
        let missing: Vec<Verdict> = required
            .iter()
            .copied()
            .filter(|v| !ruled.contains(v))
            .collect();
        let mut cited: Vec<String> = Vec::new();
        for a in targets
            .iter()
            .flat_map(|&i| self.report.findings[i].articles().iter())
        {
            if !cited.contains(&a.id) {
                cited.push(a.id.clone());
            }
        }
        let check = RulingCheck {
            written,
            verdict: ruled,
            compliant: unsupported.is_empty() && missing.is_empty(),
            cited,
            unsupported,
            missing,
        };
        (check, picks)
    }

    /// Option `k` of finding `i` chosen by a compliant ruling (unless
    /// chosen already): its verdict applies and it cites its item.
    fn settle_choice(&mut self, i: usize, k: usize, event: &Event, target: Option<Actor>) {
        let Some(ch) = self.report.findings[i].choices() else {
            return;
        };
        let Some(option) = ch.options.get(k).cloned() else {
            return;
        };
        if ch.chosen.is_some() {
            return;
        }
        self.report.findings[i].chosen = u16::try_from(k).ok();
        self.report.findings[i].verdict = option.clone();
        self.cite_choice(i, k);
        // A loss chosen on an event of both players goes to the player the ruling names.
        let named = match target {
            Some(Actor::Player(c)) => Some(c),
            _ => None,
        };
        let actor = self.report.findings[i].player.or(named);
        self.apply(actor, &option, i, event);
    }

    /// A choice is made: the finding cites the item of the article that
    /// allows it too (17.5's ruling (2) is 17.5.2), when the rule names it.
    fn cite_choice(&mut self, finding: usize, k: usize) {
        let rule = self.report.findings[finding].rule().to_string();
        let Some(rule) = self.given.ruleset.rules.iter().find(|r| r.id == rule) else {
            return;
        };
        let Some(items) = rule.choice_articles.get(k) else {
            return;
        };
        let cited: Vec<_> = items
            .iter()
            .filter_map(|a| self.given.ruleset.provision(a))
            .collect();
        let by = std::sync::Arc::make_mut(&mut self.report.findings[finding].by);
        for p in cited {
            if !by.articles.iter().any(|a| a.id == p.id) {
                by.articles.push(p);
            }
        }
    }
}
