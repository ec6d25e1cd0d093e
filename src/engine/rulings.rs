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
        let mut check = self.check_ruling(&targets, written, ruled);
        // A compliant ruling settles the choices it takes; what its
        // sanctions bring by other articles is said with it.
        let before = self.report.findings.len();
        if check.compliant {
            let picks: Vec<(usize, usize)> = check
                .chosen
                .iter()
                .filter_map(|c| Some((self.finding_of_rule(&targets, &c.rule)?, c.option)))
                .collect();
            for (i, k) in picks {
                self.settle_choice(i, k, event, target);
            }
            let brought = targets
                .iter()
                .copied()
                .chain(before..self.report.findings.len());
            check.follows = self.consequences(brought);
        }
        // Reported once, on the first finding it rules on (the others are
        // the sanctions that finding brought).
        self.report.findings[first].ruling = Some(Box::new(check));
    }

    /// The first finding among `targets` made by rule `rule`.
    fn finding_of_rule(&self, targets: &[usize], rule: &str) -> Option<usize> {
        targets
            .iter()
            .copied()
            .find(|&i| self.report.findings[i].rule() == rule)
    }

    /// The consequences among findings `of`: what a sanction brought by
    /// another article.
    fn consequences(&self, of: impl Iterator<Item = usize>) -> Vec<Consequence> {
        of.filter_map(|i| self.report.findings.get(i))
            .filter(|f| is_consequence(f))
            .map(|f| Consequence {
                rule: f.rule().to_string(),
                verdict: f.verdict.clone(),
                articles: f.articles().iter().map(|a| a.id.clone()).collect(),
            })
            .collect()
    }

    /// A ruling against the incident it rules on: it complies when it gives
    /// every sanction one of the options the text permits prescribes
    /// (`ruling_options`, the same the page offers) and nothing else but
    /// what follows from those sanctions by other articles. Where the text
    /// leaves a choice, the check names the option taken.
    fn check_ruling(&self, targets: &[usize], written: String, ruled: Vec<Verdict>) -> RulingCheck {
        let findings = &self.report.findings;
        let fired: Vec<Verdict> = self
            .consequences(targets.iter().copied())
            .into_iter()
            .flat_map(|c| c.verdict)
            .collect();
        let options = ruling_options(findings, targets);
        let mut best: Option<(usize, Vec<Verdict>, Vec<Verdict>, &RulingOption)> = None;
        for o in &options {
            let would = self.would_follow(o);
            let allowed =
                |v: &Verdict| o.verdicts.contains(v) || fired.contains(v) || would.contains(v);
            let missing: Vec<Verdict> = o.required().filter(|v| !ruled.contains(v)).collect();
            let unsupported: Vec<Verdict> = ruled.iter().copied().filter(|v| !allowed(v)).collect();
            let off = missing.len() + unsupported.len();
            if best.as_ref().is_none_or(|(b, ..)| off < *b) {
                best = Some((off, missing, unsupported, o));
            }
        }
        let (compliant, missing, unsupported, chosen) = match best {
            Some((0, _, _, o)) => (true, Vec::new(), Vec::new(), self.chosen(o)),
            Some((_, missing, unsupported, _)) => (false, missing, unsupported, Vec::new()),
            // Nothing is permitted yet (a claim still awaited): whatever is
            // ruled, the text does not give it now.
            None => (false, Vec::new(), ruled.clone(), Vec::new()),
        };
        let mut cited: Vec<String> = Vec::new();
        for a in targets
            .iter()
            .map(|&i| &findings[i])
            .filter(|f| !is_consequence(f))
            .flat_map(|f| f.articles().iter())
        {
            if !cited.contains(&a.id) {
                cited.push(a.id.clone());
            }
        }
        RulingCheck {
            written,
            verdict: ruled,
            compliant,
            cited,
            unsupported,
            missing,
            chosen,
            follows: Vec::new(),
        }
    }

    /// The options of choices `o` takes, as the check names them.
    fn chosen(&self, o: &RulingOption) -> Vec<ChosenOption> {
        o.picks
            .iter()
            .filter_map(|&(i, k)| {
                let f = &self.report.findings[i];
                let rule = self.given.ruleset.rules.iter().find(|r| r.id == f.rule())?;
                Some(ChosenOption {
                    rule: rule.id.clone(),
                    option: k,
                    verdict: f.choices()?.options.get(k)?.clone(),
                    articles: rule.choice_articles.get(k).cloned().unwrap_or_default(),
                })
            })
            .collect()
    }

    /// What the sanctions of the choices `o` takes would bring by other
    /// articles, for the player each falls on (a fixed verdict's have
    /// fired already, as findings of the incident).
    fn would_follow(&self, o: &RulingOption) -> Vec<Verdict> {
        let mut out = Vec::new();
        for &(i, k) in &o.picks {
            let f = &self.report.findings[i];
            let Some(option) = f.choices().and_then(|ch| ch.options.get(k).cloned()) else {
                continue;
            };
            let sanctions = option
                .iter()
                .any(|v| matches!(v, Verdict::Warning | Verdict::Violation));
            let (Some(c), Some(event)) = (
                f.player.filter(|_| sanctions),
                self.given.record.events.get(f.event_index),
            ) else {
                continue;
            };
            for next in self.tally(c, f.move_number, event).next {
                let after = match next.after {
                    "warning" => Verdict::Warning,
                    _ => Verdict::Violation,
                };
                if option.contains(&after) {
                    next.prescribes
                        .options()
                        .iter()
                        .for_each(|p| out.extend_from_slice(p));
                }
            }
        }
        out
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
