//! The edition's tournament articles as data: the points a game is worth,
//! and for each kind of competition the tie-breaks in the text's order and
//! what a withdrawal does, each with the article that says so. Read from
//! the ruleset's `tournament:` section, checked like the rest of the file.

use crate::vocabulary::{Criterion, System, WithdrawalRule};
use serde::{Deserialize, Serialize};

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
    /// The note on that reading in Chinese, where the edition gives it.
    pub unplayed_note_zh: Option<String>,
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
