//! The match's score and its results as JSON.

use crate::spec::{MatchSpec, Played};
use serde_json::{Value, json};

/// Each engine's score: 1 a win, ½ a draw.
pub fn score(played: &[Played]) -> [f64; 2] {
    let mut score = [0.0, 0.0];
    for g in played {
        match (g.winner(), g.judgement.result.outcome) {
            (Some(k), _) => score[k] += 1.0,
            (None, caipan::judgement::Outcome::Draw) => {
                score[0] += 0.5;
                score[1] += 0.5;
            }
            _ => {}
        }
    }
    score
}

/// The results as JSON: the match, then each game with its result, its
/// findings (rule, articles, verdict) and its files.
pub fn json(spec: &MatchSpec, played: &[Played]) -> Value {
    let games: Vec<Value> = played.iter().map(|g| game(spec, g)).collect();
    let score = score(played);
    json!({
        "edition": spec.ruleset.id,
        "supplements": spec.supplements,
        "engines": spec.engines.iter().map(|e| json!({"name": e.name, "program": e.program, "args": e.args})).collect::<Vec<_>>(),
        "score": score,
        "games": games,
    })
}

fn game(spec: &MatchSpec, g: &Played) -> Value {
    let findings: Vec<Value> = g
        .judgement
        .findings
        .iter()
        .map(|f| {
            json!({
                "move": f.move_number,
                "player": f.player.map(|c| c.letter()),
                "event": f.event(),
                "rule": f.rule(),
                "articles": f.articles().iter().map(|a| a.id.clone()).collect::<Vec<_>>(),
                "verdict": f.verdict.iter().map(|v| v.name()).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "game": g.number,
        "black": spec.engines[g.black].name,
        "white": spec.engines[1 - g.black].name,
        "outcome": g.judgement.result.outcome.name(),
        "margin": g.judgement.result.margin,
        "moves": g.moves,
        "findings": findings,
        "notes": g.notes,
        "files": g.files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>(),
        "engine_seconds": g.engine_time.as_secs_f64(),
        "wall_seconds": g.wall_time.as_secs_f64(),
    })
}

/// The CPU time spent so far by the referee and by the engines it has
/// ended (Linux's `/proc/self/stat`; zero where there is none).
#[derive(Debug, Clone, Copy)]
pub struct Cpu {
    referee: f64,
    engines: f64,
}

/// CPU seconds used between two readings.
#[derive(Debug, Clone, Copy)]
pub struct Used {
    /// By the referee's own process.
    pub referee: f64,
    /// By the engines (child processes, once ended).
    pub engines: f64,
}

impl Cpu {
    /// The reading now.
    pub fn now() -> Cpu {
        let ticks = rustix::param::clock_ticks_per_second().max(1) as f64;
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let field = |k: usize| {
            after
                .split_whitespace()
                .nth(k)
                .and_then(|v| v.parse::<f64>().ok())
                .unwrap_or(0.0)
                / ticks
        };
        // After the command's name: state, then … utime (14), stime,
        // cutime, cstime (17), counted from the state as 0.
        Cpu {
            referee: field(11) + field(12),
            engines: field(13) + field(14),
        }
    }

    /// What was used since this reading.
    pub fn since(self) -> Used {
        let now = Cpu::now();
        Used {
            referee: now.referee - self.referee,
            engines: now.engines - self.engines,
        }
    }
}
