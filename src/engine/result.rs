//! The result: by the deciding verdict, or by the count (area counting,
//! baseline, komi and stone penalties, with its arithmetic in words).

use super::*;
use crate::go::count::count;

impl Judge<'_> {
    pub(crate) fn result(&self) -> GameResult {
        if let Some(t) = &self.state.terminal {
            let arithmetic = match t.loser {
                Some(c) if t.won => {
                    format!("{} wins ({})", c.opponent().name(), t.articles.join(", "))
                }
                Some(c) => format!("{} loses by verdict ({})", c.name(), t.articles.join(", ")),
                None => {
                    let what = match t.outcome {
                        Outcome::BothLose => "both players lose",
                        Outcome::Draw => "the game is drawn",
                        Outcome::Replay => "the game is to be replayed",
                        Outcome::NoResult => "the game has no result",
                        _ => "the game is decided",
                    };
                    format!("{what} by verdict ({})", t.articles.join(", "))
                }
            };
            return GameResult {
                outcome: t.outcome,
                margin: None,
                articles: t.articles.clone(),
                arithmetic,
                count: None,
            };
        }
        if !self.state.ended {
            return GameResult {
                outcome: Outcome::Undecided,
                margin: None,
                articles: Vec::new(),
                arithmetic: "the record ends before the game does".into(),
                count: None,
            };
        }
        self.count()
    }

    pub(crate) fn count(&self) -> GameResult {
        let Some(scoring) = &self.ruleset.scoring else {
            return GameResult {
                outcome: Outcome::Undecided,
                margin: None,
                articles: Vec::new(),
                arithmetic: format!(
                    "the game ended, but edition {} defines no counting",
                    self.ruleset.id
                ),
                count: None,
            };
        };
        let baseline = &self.ruleset.parameters[scoring.baseline];
        let komi = &self.ruleset.parameters[scoring.komi];
        let total = self.state.board.points() as f64;
        let (source, black, white, shared) = match self.state.agreed_count {
            Some(b) => (CountSource::Agreed, b, total - b, 0),
            None => {
                let a = count(scoring.method, &self.state.board, &self.state.dead);
                (CountSource::Board, a.black, a.white, a.dame)
            }
        };
        let [bp, wp] = self.state.penalties;
        let adjusted = black - bp + wp;
        let target = baseline.value + komi.value;
        let diff = adjusted - target;
        let outcome = if diff > 0.0 {
            Outcome::BlackWins
        } else if diff < 0.0 {
            Outcome::WhiteWins
        } else {
            Outcome::Draw
        };
        let mut articles = scoring.articles.clone();
        let penalty_articles: Vec<String> = self
            .findings
            .iter()
            .filter(|f| f.verdict.contains(&Verdict::StonePenalty))
            .flat_map(|f| f.articles().iter().map(|a| a.id.clone()))
            .collect();
        let penalty_cite = |colour: Option<Colour>| {
            let mut ids: Vec<String> = self
                .findings
                .iter()
                .filter(|f| f.verdict.contains(&Verdict::StonePenalty) && f.player == colour)
                .flat_map(|f| f.articles().iter().map(|a| a.id.clone()))
                .collect();
            ids.dedup();
            ids.join(", ")
        };
        for a in penalty_articles {
            if !articles.contains(&a) {
                articles.push(a);
            }
        }
        let mut text = match source {
            CountSource::Agreed => format!("Black {} (count agreed at the board)", stones(black)),
            _ => {
                let mut how = format!(
                    "counted on the board, {} dead stone(s) removed",
                    self.state.dead.len()
                );
                if shared > 0 {
                    how += &format!(", {shared} shared point(s) split in half");
                }
                format!("Black {} ({how})", stones(black))
            }
        };
        if bp > 0.0 {
            text += &format!(
                " − {} (Black's stone penalty, {})",
                stones(bp),
                penalty_cite(Some(Colour::Black))
            );
        }
        if wp > 0.0 {
            text += &format!(
                " + {} (White's stone penalty, {})",
                stones(wp),
                penalty_cite(Some(Colour::White))
            );
        }
        if bp > 0.0 || wp > 0.0 {
            text += &format!(" = {}", stones(adjusted));
        }
        let cite = |p: &crate::ruleset::Parameter| match &p.supplement {
            Some((sid, _)) => format!("supplement {sid}, in place of {}", p.article),
            None => p.article.clone(),
        };
        text += &format!(
            " against {} ({}) + {} komi ({}) = {} → ",
            stones(baseline.value),
            cite(baseline),
            stones(komi.value),
            cite(komi),
            stones(target)
        );
        text += &match outcome {
            Outcome::BlackWins => format!("Black wins by {}", stones(diff.abs())),
            Outcome::WhiteWins => format!("White wins by {}", stones(diff.abs())),
            _ => "draw".to_string(),
        };
        GameResult {
            outcome,
            margin: (diff != 0.0).then_some(diff.abs()),
            articles,
            arithmetic: text,
            count: Some(Count {
                source,
                black,
                white,
                dead_stones: self.state.dead.len(),
                shared_points: shared,
                black_penalty: bp,
                white_penalty: wp,
                baseline: baseline.value,
                komi: komi.value,
            }),
        }
    }
}
