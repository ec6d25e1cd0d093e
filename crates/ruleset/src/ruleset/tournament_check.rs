//! The `tournament:` section validated into the model: every article cited
//! exists, each kind of competition once, points ordered, a cut names
//! declared parameters.

use super::load::Validator;
use super::model::ProvisionRef;
use super::raw_tournament::*;
use super::tournament::*;
use crate::said;
use std::collections::BTreeMap;

impl Validator<'_> {
    /// `tournament:` resolved: every article cited exists, each kind of
    /// competition once, points ordered win ≥ draw ≥ loss.
    pub(super) fn tournament(
        &mut self,
        raw: &RawTournament,
        provisions: &BTreeMap<String, ProvisionRef>,
        params: &[String],
    ) -> TournamentRules {
        let points = self.points(&raw.points, provisions);
        let mut seen = Vec::new();
        let systems = raw
            .systems
            .iter()
            .map(|s| {
                if seen.contains(&s.system.value) {
                    self.problem(
                        &s.system,
                        said!("ruleset-is-ranked-twice", name = s.system.value.name()),
                        said!("ruleset-repeated"),
                        said!("ruleset-give-each-kind-of-competition-one"),
                    );
                }
                seen.push(s.system.value);
                self.system_rules(s, provisions, params)
            })
            .collect();
        TournamentRules {
            points,
            systems,
            unplayed_in_tie_breaks: match &raw.unplayed_games {
                Some(u) => {
                    self.check_article(provisions, &u.article);
                    (
                        u.in_tie_breaks.value,
                        Some(u.article.value.clone()),
                        Some(u.note.clone()),
                    )
                }
                None => (false, None, None),
            },
            unplayed_note_zh: raw.unplayed_games.as_ref().and_then(|u| u.note_zh.clone()),
            pairing: raw.pairing.as_ref().map(|p| {
                self.check_article(provisions, &p.article);
                Pairing {
                    article: p.article.value.clone(),
                    near_wins: p.near_wins.value,
                    note: p.note.clone(),
                }
            }),
            not_built: self.reasons(provisions, &raw.not_built),
        }
    }

    /// Points per game or match: the article exists, win ≥ draw ≥ loss.
    fn points(&mut self, p: &RawPoints, provisions: &BTreeMap<String, ProvisionRef>) -> Points {
        self.check_article(provisions, &p.article);
        if !(p.win.value >= p.draw.value && p.draw.value >= p.loss.value) {
            self.problem(
                &p.win,
                said!("ruleset-a-win-must-be-worth-at"),
                said!("ruleset-points-out-of-order"),
                said!("ruleset-write-the-points-as-the-article"),
            );
        }
        Points {
            win: p.win.value,
            draw: p.draw.value,
            loss: p.loss.value,
            article: p.article.value.clone(),
        }
    }

    fn system_rules(
        &mut self,
        s: &RawSystemRules,
        provisions: &BTreeMap<String, ProvisionRef>,
        params: &[String],
    ) -> SystemRules {
        let tie_breaks = s
            .tie_breaks
            .iter()
            .map(|t| {
                self.check_article(provisions, &t.article);
                TieBreak {
                    criterion: t.criterion.value,
                    article: t.article.value.clone(),
                    note: t.note.clone(),
                    cut: t.cut.as_ref().map(|c| {
                        [&c.highest, &c.lowest].map(|name| {
                            if !params.contains(&name.value) {
                                self.problem(
                                    name,
                                    said!(
                                        "ruleset-the-cut-names-the-parameter-which",
                                        name = name.value
                                    ),
                                    said!("ruleset-unknown-parameter"),
                                    said!("ruleset-declare-it-under-parameters-unit-opponents"),
                                );
                            }
                            name.value.clone()
                        })
                    }),
                }
            })
            .collect();
        let withdrawal = s.withdrawal.as_ref().map(|w| {
            self.check_article(provisions, &w.article);
            Withdrawal {
                rule: w.rule.value,
                article: w.article.value.clone(),
            }
        });
        if s.system.value.teams() != s.match_points.is_some() {
            self.problem(
                &s.system,
                said!(
                    "ruleset-match-points-go-with-a-team",
                    name = s.system.value.name()
                ),
                said!("ruleset-match-points"),
                said!("ruleset-match-points-help"),
            );
        }
        let match_points = s.match_points.as_ref().map(|p| self.points(p, provisions));
        SystemRules {
            system: s.system.value,
            match_points,
            tie_breaks,
            withdrawal,
        }
    }
}
