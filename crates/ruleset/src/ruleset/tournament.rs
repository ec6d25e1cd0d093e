//! The edition's tournament articles as data: the points a game is worth,
//! and for each kind of competition the tie-breaks in the text's order and
//! what a withdrawal does, each with the article that says so. Read from
//! the ruleset's `tournament:` section, checked like the rest of the file.

use super::load::Validator;
use super::model::ProvisionRef;
use super::raw::S;
use crate::vocabulary::{Criterion, System, WithdrawalRule};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// `tournament:` as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawTournament {
    /// Points per game.
    pub points: RawPoints,
    /// Each kind of competition the text ranks.
    pub systems: Vec<RawSystemRules>,
    /// How a game not played at the board counts in the tie-breaks.
    pub unplayed_games: Option<RawUnplayed>,
    /// The Swiss pairing principle, as read.
    pub pairing: Option<RawPairing>,
    /// Tournament provisions caipan does not compute yet, and why.
    #[serde(default)]
    pub not_built: Vec<super::raw::RawNotCheckable>,
}

/// The Swiss pairing principle (equal or near scores) as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawPairing {
    /// The article that states the principle.
    pub article: S<String>,
    /// How far apart, in wins, scores may be and still be near.
    pub near_wins: S<f64>,
    /// Why this reading.
    pub note: String,
}

/// The Swiss pairing principle, resolved.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Pairing {
    /// The article that states the principle.
    pub article: String,
    /// How far apart, in wins, scores may be and still be near.
    pub near_wins: f64,
    /// Why this reading.
    pub note: String,
}

/// The reading of unplayed games (forfeits) in tie-breaks, as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawUnplayed {
    /// Whether a forfeit counts in the opponent-based tie-breaks.
    pub in_tie_breaks: S<bool>,
    /// The article read.
    pub article: S<String>,
    /// Why this reading.
    pub note: String,
}

/// Points per game as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawPoints {
    /// Points for a win.
    pub win: S<f64>,
    /// Points for a draw.
    pub draw: S<f64>,
    /// Points for a loss.
    pub loss: S<f64>,
    /// The article that says so.
    pub article: S<String>,
}

/// One kind of competition as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawSystemRules {
    /// The kind of competition.
    pub system: S<System>,
    /// Points per match, for a team competition.
    pub match_points: Option<RawPoints>,
    /// Tie-breaks in the text's order.
    pub tie_breaks: Vec<RawTieBreak>,
    /// What a withdrawal does.
    pub withdrawal: Option<RawWithdrawal>,
}

/// One tie-break as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawTieBreak {
    /// The criterion.
    pub criterion: S<Criterion>,
    /// The article that says so.
    pub article: S<String>,
    /// How the text is read where it is loose.
    pub note: Option<String>,
    /// For a cut Buchholz: the parameters that say how many of the highest
    /// and of the lowest opponents are cut (a supplement may set them).
    pub cut: Option<RawCut>,
}

/// The parameters of a cut, by name.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawCut {
    /// How many of the highest opponents are cut.
    pub highest: S<String>,
    /// How many of the lowest opponents are cut.
    pub lowest: S<String>,
}

/// A withdrawal rule as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct RawWithdrawal {
    /// The rule.
    pub rule: S<WithdrawalRule>,
    /// The article that says so.
    pub article: S<String>,
}

/// The edition's tournament articles, resolved.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TournamentRules {
    /// Points for a win, a draw and a loss.
    pub points: Points,
    /// Each kind of competition the text ranks.
    pub systems: Vec<SystemRules>,
    /// Whether a forfeit counts in the opponent-based tie-breaks (SB,
    /// Buchholz, the opponents' rating), the article read and why; the
    /// default: games played at the board only.
    pub unplayed_in_tie_breaks: (bool, Option<String>, Option<String>),
    /// The Swiss pairing principle, if the text states one.
    pub pairing: Option<Pairing>,
    /// Tournament provisions not computed yet, each group with the reason.
    pub not_built: Vec<(Vec<String>, String)>,
}

/// Points per game, with the article.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Points {
    /// Points for a win.
    pub win: f64,
    /// Points for a draw.
    pub draw: f64,
    /// Points for a loss.
    pub loss: f64,
    /// The article that says so.
    pub article: String,
}

/// One kind of competition: its tie-breaks in order, its withdrawal rule.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SystemRules {
    /// The kind of competition.
    pub system: System,
    /// Points per match (team competitions), with the article.
    pub match_points: Option<Points>,
    /// Tie-breaks in the text's order.
    pub tie_breaks: Vec<TieBreak>,
    /// What a withdrawal does, if the text says.
    pub withdrawal: Option<Withdrawal>,
}

/// A tie-break criterion and the article that orders it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TieBreak {
    /// The criterion.
    pub criterion: Criterion,
    /// The article that says so.
    pub article: String,
    /// How the text is read where it is loose.
    pub note: Option<String>,
    /// For a cut Buchholz: the parameters holding how many of the highest
    /// and of the lowest opponents are cut.
    pub cut: Option<[String; 2]>,
}

/// What a withdrawal does, and the article.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Withdrawal {
    /// The rule.
    pub rule: WithdrawalRule,
    /// The article that says so.
    pub article: String,
}

impl TournamentRules {
    /// The rules of one kind of competition, if the text ranks it.
    pub fn system(&self, system: System) -> Option<&SystemRules> {
        self.systems.iter().find(|s| s.system == system)
    }

    /// Every article the standings cite, with what cites it (for coverage).
    pub fn citations(&self) -> Vec<(&str, String)> {
        let mut out = vec![(
            self.points.article.as_str(),
            "standings: points".to_string(),
        )];
        for s in &self.systems {
            let system = s.system.name();
            if let Some(m) = &s.match_points {
                out.push((
                    m.article.as_str(),
                    format!("standings: match points ({system})"),
                ));
            }
            for t in &s.tie_breaks {
                let what = format!("standings: {} ({system})", t.criterion.name());
                out.push((t.article.as_str(), what));
            }
            if let Some(w) = &s.withdrawal {
                out.push((
                    w.article.as_str(),
                    format!("standings: {} ({system})", w.rule.name()),
                ));
            }
        }
        if let Some(p) = &self.pairing {
            out.push((
                p.article.as_str(),
                "standings: pairing check (swiss)".to_string(),
            ));
        }
        out
    }
}

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
                        format!("`{}` is ranked twice", s.system.value.name()),
                        "repeated",
                        "give each kind of competition one entry",
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
                "a win must be worth at least a draw, and a draw at least a loss".into(),
                "points out of order",
                "write the points as the article gives them, e.g. win: 2, draw: 1, loss: 0",
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
                                    format!("the cut names the parameter `{}`, which the edition does not declare", name.value),
                                    "unknown parameter",
                                    "declare it under `parameters:` (unit: opponents), the text's count as its value",
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
                format!("`{}`: match points go with a team competition, and only with one", s.system.value.name()),
                "match points",
                "give `match-points: {win, draw, loss, article}` to team-round-robin and team-swiss only",
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
