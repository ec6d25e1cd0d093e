//! Rules fired into findings, and claims: a claim-bound finding waits for
//! the opponent's claim within its window, then is applied or lapses.

use super::*;
use crate::vocabulary::RuleKind;

impl Judge<'_> {
    /// Run every rule for the trigger; record findings and apply verdicts.
    #[inline(always)]
    pub(crate) fn fire(&mut self, ctx: &Context<'_>) {
        // Nearly every event: no rule on it can hold, and nothing is called.
        if super::matching::some_may_hold(&self.given, ctx) {
            self.fire_rules(ctx);
        }
    }

    /// [`Self::fire`] when some rule on the trigger may hold.
    fn fire_rules(&mut self, ctx: &Context<'_>) {
        let ruleset = self.given.ruleset;
        // What holds is decided first, from the event alone; then applied.
        for r in super::matching::holding(&self.given, ctx) {
            let rule = &ruleset.rules[r];
            // The text gives no sanction: cite it, judge nothing.
            if rule.kind == RuleKind::Breach {
                let (line, column) = self.given.at.line_col(ctx.event.span.start);
                self.report.remarks.push(Remark {
                    line,
                    column,
                    about: About::Breach {
                        move_number: ctx.move_number,
                        written: self.given.at.written(ctx.event.span).into_string(),
                        rule: rule.id.clone(),
                        articles: self.given.shared.rules[r].articles.clone(),
                        edition: ruleset.id.clone(),
                    },
                });
                continue;
            }
            let index = self.push_finding(r, ctx);
            if let Some(window) = rule.claim {
                // An event both players did may be claimed by either.
                let claimant = ctx.actor.map(|c| c.opponent());
                self.report.findings[index].claim = Some(Box::new(ClaimStatus {
                    by: claimant,
                    status: ClaimState::Awaiting,
                    window,
                }));
                self.report.findings[index].verdict.clear();
                self.state.wait_for_claim(Pending {
                    finding: index,
                    rule: r,
                    actor: ctx.actor,
                    claimant,
                    window,
                });
                continue;
            }
            if let Prescription::Fixed(verdicts) = &rule.prescription {
                self.apply(ctx.actor, verdicts, index, ctx.event);
            }
        }
    }

    pub(crate) fn push_finding(&mut self, r: usize, ctx: &Context<'_>) -> usize {
        let rule = &self.given.ruleset.rules[r];
        let by = self.given.shared.rules[r].clone();
        let (line, column) = self.given.at.line_col(ctx.event.span.start);
        let verdict = match &rule.prescription {
            Prescription::Fixed(v) => v.clone(),
            Prescription::Choice { .. } => Vec::new(),
        };
        let amount = rule.amount.as_ref().map(|factors| {
            factors
                .iter()
                .map(|o| match ctx.value(self.given.ruleset, o) {
                    Value::Num(n) => n,
                    Value::Bool(b) => b as u8 as f64,
                    _ => 0.0,
                })
                .product()
        });
        self.report.findings.push(Finding {
            event_index: self.current,
            move_number: ctx.move_number,
            player: ctx.actor,
            written: self.given.at.written(ctx.event.span),
            point: match &ctx.event.kind {
                EventKind::Move(pt) => Some(pt.text),
                _ => None,
            },
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
            by,
            verdict,
            chosen: None,
            defaulted: false,
            amount,
            claim: None,
            clock: ctx.event.clock,
            ruling: None,
            tally: None,
            after_decision: self.given.mode == Mode::AsPlayed
                && self.state.end().terminal().is_some(),
        });
        let index = self.report.findings.len() - 1;
        self.state.incident_finding(index);
        index
    }

    pub(crate) fn on_claim(&mut self, event: &Event, c: Colour, matter: &str) {
        let named = |r: &Rule| r.claim_name.as_deref() == Some(matter);
        // One claim resolves every pending incident it names (a move may be
        // an overline and a double-four at once).
        let rules = &self.given.ruleset.rules;
        let claimed = self
            .state
            .take_pending(|p| p.claimant.is_none_or(|by| by == c) && named(&rules[p.rule]));
        if claimed.is_empty() {
            let (line, column) = self.given.at.line_col(event.span.start);
            let about = match self.lapsed_claim(c, matter) {
                Some(late) => late,
                None => self.claim_resolving_nothing(c, matter),
            };
            self.report.remarks.push(Remark {
                line,
                column,
                about,
            });
            return;
        }
        self.state
            .claimed_incident(claimed.iter().map(|p| p.finding));
        for pending in claimed {
            if let Some(claim) = &mut self.report.findings[pending.finding].claim {
                claim.status = ClaimState::Claimed;
            }
            let ruleset = self.given.ruleset;
            let Prescription::Fixed(verdicts) = &ruleset.rules[pending.rule].prescription else {
                continue; // the choice is made by a ruling
            };
            self.report.findings[pending.finding].verdict = verdicts.clone();
            self.apply(pending.actor, verdicts, pending.finding, event);
        }
    }

    /// A claim that resolves nothing waiting: the edition's rules about it
    /// need a claim (nothing to claim now), or apply without one (the claim
    /// is not needed), or there are none (the edition has no such claim).
    fn claim_resolving_nothing(&self, c: Colour, matter: &str) -> About {
        let ruleset = self.given.ruleset;
        let rules = ruleset.rules_claimed_as(matter);
        let (claimant, matter_owned, edition) = (c, matter.to_string(), ruleset.id.clone());
        if rules.is_empty() {
            let stands = ruleset.rules_letting_stand(matter);
            return About::NoClaimOf {
                claimant,
                matter: matter_owned,
                edition,
                taken: ruleset
                    .claims_taken()
                    .iter()
                    .map(|w| w.name().to_string())
                    .collect(),
                stands: articles_of(ruleset, &stands),
            };
        }
        if rules
            .iter()
            .any(|&r| ruleset.rules[r].claim_name.as_deref() == Some(matter))
        {
            return About::NothingToClaim {
                claimant,
                matter: matter_owned,
            };
        }
        About::ClaimNotNeeded {
            claimant,
            matter: matter_owned,
            edition,
            articles: articles_of(ruleset, &rules),
        }
    }

    /// The latest incident of this claim whose window closed unclaimed, as
    /// the remark that explains why a claim of it is too late.
    fn lapsed_claim(&self, c: Colour, matter: &str) -> Option<About> {
        let rule_of = |f: &Finding| self.given.ruleset.rules.iter().find(|r| r.id == f.rule());
        self.report.findings.iter().rev().find_map(|f| {
            let claim = f.claim.as_ref()?;
            let rule = rule_of(f)?;
            let lapsed = claim.status == ClaimState::NotClaimed
                && claim.by.is_none_or(|by| by == c)
                && rule.claim_name.as_deref() == Some(matter);
            lapsed.then(|| About::ClaimTooLate {
                claimant: c,
                matter: matter.to_string(),
                move_number: f.move_number,
                written: f.written.to_string(),
                rule: f.rule().to_string(),
                articles: f.articles().iter().map(|a| a.id.clone()).collect(),
                window: claim.window,
                stands: f.verdict.clone(),
            })
        })
    }

    /// The claimant moves: claims bound to "before the claimant's next move" lapse.
    #[inline(always)]
    pub(crate) fn close_windows_of(&mut self, claimant: Colour) {
        // Nearly every move: no window is open, and nothing is called.
        if !self.state.claims().pending().is_empty() {
            self.close_open_windows_of(claimant);
        }
    }

    fn close_open_windows_of(&mut self, claimant: Colour) {
        // The opening's stones are placed by one player for both: until
        // they are on the board, the claimant's colour has made no move of
        // the claimant's own.
        let opening_done =
            self.given.moves_played(self.state.turn()) >= crate::ruleset::openings::TABLE_MOVES;
        let lapsed = self.state.take_pending(|p| {
            p.claimant == Some(claimant)
                && match p.window {
                    ClaimWindow::ClaimantNextMove => true,
                    ClaimWindow::ClaimantNextMoveAfterOpening => opening_done,
                    ClaimWindow::GameEnd => false,
                }
        });
        for p in lapsed {
            self.lapse(p);
        }
    }

    pub(crate) fn close_game_end_windows(&mut self) {
        let lapsed = self.state.take_pending(|_| true);
        for p in lapsed {
            self.lapse(p);
        }
    }

    pub(crate) fn close_all_windows(&mut self) {
        self.close_game_end_windows();
    }

    /// A claim window closed unclaimed: what the rule says stands then
    /// (`unclaimed`) is the finding's verdict, and is applied (a full
    /// board's draw that waited for the claim).
    pub(crate) fn lapse(&mut self, p: Pending) {
        let f = &mut self.report.findings[p.finding];
        if let Some(claim) = &mut f.claim {
            claim.status = ClaimState::NotClaimed;
        }
        let rule = &self.given.ruleset.rules[p.rule];
        let verdicts = rule.unclaimed.clone();
        f.verdict = verdicts.clone();
        // The finding cites what decides it now, if the rule names it.
        if !rule.unclaimed_articles.is_empty() {
            let cited = rule
                .unclaimed_articles
                .iter()
                .filter_map(|a| self.given.ruleset.provision(a))
                .collect();
            std::sync::Arc::make_mut(&mut f.by).articles = cited;
        }
        let record = self.given.record;
        if let Some(event) = record.events.get(f.event_index) {
            self.apply(p.actor, &verdicts, p.finding, event);
        }
    }
}

/// The articles rules `rules` cite, each once.
fn articles_of(ruleset: &crate::Ruleset, rules: &[usize]) -> Vec<String> {
    let mut articles: Vec<String> = Vec::new();
    for a in rules.iter().flat_map(|&r| &ruleset.rules[r].articles) {
        if !articles.contains(a) {
            articles.push(a.clone());
        }
    }
    articles
}
