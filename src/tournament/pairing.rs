//! The Swiss pairing principle checked against the pairings made: players
//! paired with scores further apart than the edition reads "near", and two
//! players meeting a second time. Scores before a round count every game
//! and bye of the rounds before it, in wins (1, ½, 0).

use super::record::Tournament;
use crate::ruleset::tournament::Pairing;
use serde::Serialize;
use std::collections::HashMap;

/// A pairing the principle does not allow.
#[derive(Debug, Clone, Serialize)]
pub struct PairingNote {
    /// The round.
    pub round: u32,
    /// Black's and White's ids.
    pub players: [String; 2],
    /// Their scores before the round, in wins (a gap), if that is what departs.
    pub scores: Option<[f64; 2]>,
    /// The round they met before (a rematch), if that is what departs.
    pub met_in: Option<u32>,
    /// The article that states the principle.
    pub article: String,
}

/// Every Swiss pairing that departs from the principle, round by round.
pub fn pairing_notes(t: &Tournament, p: &Pairing) -> Vec<PairingNote> {
    let mut score = vec![0.0f64; t.players.len()];
    let mut met: HashMap<(usize, usize), u32> = HashMap::new();
    let mut out = Vec::new();
    for round in 1..=t.rounds {
        let games: Vec<_> = t.games.iter().filter(|g| g.round == round).collect();
        for g in &games {
            let pair = (g.black.min(g.white), g.black.max(g.white));
            let gap = (score[g.black] - score[g.white]).abs();
            let earlier = met.get(&pair).copied();
            if gap > p.near_wins || earlier.is_some() {
                out.push(PairingNote {
                    round,
                    players: [t.players[g.black].id.clone(), t.players[g.white].id.clone()],
                    scores: (gap > p.near_wins).then_some([score[g.black], score[g.white]]),
                    met_in: earlier,
                    article: p.article.clone(),
                });
            }
            met.entry(pair).or_insert(round);
        }
        for g in games {
            let (b, w) = g.result.scores();
            score[g.black] += b;
            score[g.white] += w;
        }
        for b in t.byes.iter().filter(|b| b.round == round) {
            score[b.player] += b.score;
        }
    }
    out
}
