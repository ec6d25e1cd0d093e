//! Applying verdicts to the game, checking the arbiter's rulings against
//! what the text allows, and working out the result.

use super::state::Terminal;
use super::{Applied, Context, Judge};
use crate::go::count::area;
use crate::judgement::*;
use crate::record::ast::{Actor, Colour, Event, Span};
use crate::ruleset::Trigger;
use crate::ruleset::condition::Value;
use crate::vocabulary::{Fact, Facts, Verdict};

/// How deep sanctions may fire further sanctions (a warning's rule giving
/// a violation whose rule gives a loss is depth 2).
const MAX_SANCTION_DEPTH: u32 = 8;

impl Judge<'_> {
    /// Apply fixed or chosen verdicts of finding `finding` to `actor`.
    pub(crate) fn apply(
        &mut self,
        actor: Option<Colour>,
        verdicts: &[Verdict],
        finding: usize,
        move_number: u32,
        event: &Event,
        defer_forfeit: bool,
    ) -> Applied {
        let mut applied = Applied::default();
        for &v in verdicts {
            match v {
                Verdict::MoveVoid => applied.move_void = true,
                Verdict::ForfeitTurn => applied.forfeit = true,
                Verdict::Warning => {
                    if let Some(c) = actor {
                        self.state.warnings[c.index()] += 1;
                        self.fire_sanction(c, move_number, event, Trigger::Warning);
                    }
                }
                Verdict::StonePenalty => {
                    if let Some(c) = actor {
                        self.state.penalties[c.index()] +=
                            self.findings[finding].amount.unwrap_or(1.0);
                    }
                }
                Verdict::Loss => self.terminal(Outcome::Undecided, actor, finding),
                // A win for the actor is a loss for the opponent.
                Verdict::Win => {
                    let loser = actor.map(Colour::opponent);
                    self.terminal(Outcome::Undecided, loser, finding);
                    if let Some(t) = &mut self.state.terminal
                        && t.loser == loser
                    {
                        t.won = true;
                    }
                }
                Verdict::Violation => {
                    if let Some(c) = actor {
                        self.state.violations[c.index()] += 1;
                        self.fire_sanction(c, move_number, event, Trigger::Violation);
                    }
                }
                Verdict::BothLose => self.terminal(Outcome::BothLose, None, finding),
                Verdict::Draw => self.terminal(Outcome::Draw, None, finding),
                Verdict::Replay => self.terminal(Outcome::Replay, None, finding),
                Verdict::NoResult => self.terminal(Outcome::NoResult, None, finding),
                Verdict::GameEnd => {
                    self.state.ended = true;
                    self.close_game_end_windows();
                }
                Verdict::RestoreStones => {
                    if let (Some(r), Some(c)) = (self.state.relocation.take(), actor) {
                        self.state.restore_relocation(c, &r);
                    }
                }
                Verdict::ResumePlay if self.state.terminal.is_none() => {
                    self.state.ended = false;
                    if let Some(c) = actor {
                        self.state.to_move = c;
                    }
                }
                _ => {}
            }
        }
        // A forfeited turn on a conduct event or a ruling takes effect now;
        // on a move the caller applies it after voiding the move.
        if applied.forfeit
            && !defer_forfeit
            && let Some(c) = actor
        {
            self.state.forfeit(c);
        }
        applied
    }

    /// A result by verdict. `Outcome::Undecided` with an actor means "actor loses".
    fn terminal(&mut self, outcome: Outcome, loser: Option<Colour>, finding: usize) {
        let articles: Vec<String> = self.findings[finding]
            .articles()
            .iter()
            .map(|a| a.id.clone())
            .collect();
        let outcome = match (outcome, loser) {
            (Outcome::Undecided, Some(Colour::Black)) => Outcome::WhiteWins,
            (Outcome::Undecided, Some(Colour::White)) => Outcome::BlackWins,
            (o, _) => o,
        };
        match &mut self.state.terminal {
            None => {
                self.state.terminal = Some(Terminal {
                    outcome,
                    articles,
                    loser,
                    won: false,
                });
            }
            // Both players lost separately (e.g. both late beyond the limit).
            Some(t) if t.loser.is_some() && loser.is_some() && t.loser != loser => {
                t.outcome = Outcome::BothLose;
                t.loser = None;
                for a in articles {
                    if !t.articles.contains(&a) {
                        t.articles.push(a);
                    }
                }
            }
            Some(_) => {}
        }
        self.state.ended = true;
        self.close_game_end_windows();
    }

    /// A warning or violation was given: rules on that trigger see the counts.
    fn fire_sanction(&mut self, c: Colour, move_number: u32, event: &Event, trigger: Trigger) {
        // The loader refuses rules that feed each other; this bound keeps
        // the judge from recursing without end whatever it is handed.
        if self.state.sanction_depth >= MAX_SANCTION_DEPTH {
            return;
        }
        let warnings = self.state.warnings[c.index()] as f64;
        let violations = self.state.violations[c.index()] as f64;
        let n = if trigger == Trigger::Warning {
            warnings
        } else {
            violations
        };
        let mut facts = Facts::new();
        facts.insert(Fact::Warnings, Value::Num(warnings));
        facts.insert(Fact::Violations, Value::Num(violations));
        facts.insert(Fact::Black, Value::Bool(c == Colour::Black));
        facts.insert(Fact::Occurrence, Value::Num(n));
        facts.insert(Fact::AfterEnd, Value::Bool(self.state.ended));
        facts.insert(Fact::MoveNumber, Value::Num(move_number as f64));
        let ctx = Context {
            actor: Some(c),
            event,
            trigger,
            facts,
            args: Vec::new(),
            move_number,
        };
        self.state.sanction_depth += 1;
        self.fire(&ctx);
        self.state.sanction_depth -= 1;
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
        let written = self.written(event.span).into_string();
        let targets: Vec<usize> = self
            .state
            .last_findings
            .iter()
            .copied()
            .filter(|&i| match (target, self.findings[i].player) {
                (Some(Actor::Player(c)), Some(p)) => c == p,
                _ => true,
            })
            .collect();
        if targets.is_empty() {
            let (line, column) = self.line_col(event.span.start);
            self.remarks.push(Remark {
                line,
                column,
                message: format!("`{written}`: no article of {} prescribes a verdict for the event before this ruling, so it is not supported by the text", self.ruleset.id),
            });
            return;
        }
        // What the text allows for these findings, and what it requires.
        let mut allowed: Vec<Verdict> = Vec::new();
        let mut required: Vec<Verdict> = Vec::new();
        let mut picks: Vec<(usize, usize)> = Vec::new();
        for &i in &targets {
            let f = &self.findings[i];
            match &f.choices() {
                Some(ch) => {
                    for (k, option) in ch.options.iter().enumerate() {
                        allowed.extend(option);
                        if ruled.iter().any(|v| option.contains(v))
                            && !picks.iter().any(|(fi, _)| *fi == i)
                        {
                            picks.push((i, k));
                        }
                    }
                }
                None => {
                    allowed.extend(&f.verdict);
                    required.extend(f.verdict.iter().filter(|v| v.is_terminal()));
                }
            }
        }
        let unsupported: Vec<&Verdict> = ruled.iter().filter(|v| !allowed.contains(v)).collect();
        let missing: Vec<&Verdict> = required.iter().filter(|v| !ruled.contains(v)).collect();
        let compliant = unsupported.is_empty() && missing.is_empty();
        let cited: Vec<String> = targets
            .iter()
            .flat_map(|&i| self.findings[i].articles().iter().map(|a| a.id.clone()))
            .fold(Vec::new(), |mut acc, a| {
                if !acc.contains(&a) {
                    acc.push(a);
                }
                acc
            });
        let explanation = if compliant {
            format!("the ruling is among what {} allows", cited.join(", "))
        } else {
            let mut parts = Vec::new();
            if !unsupported.is_empty() {
                parts.push(format!(
                    "{} not given by {}",
                    names(&unsupported),
                    cited.join(", ")
                ));
            }
            if !missing.is_empty() {
                parts.push(format!(
                    "{} required by {} is missing",
                    names(&missing),
                    cited.join(", ")
                ));
            }
            parts.join("; ")
        };
        let check = RulingCheck {
            written,
            verdict: ruled.clone(),
            compliant,
            explanation,
        };
        for &i in &targets {
            self.findings[i].ruling = Some(Box::new(check.clone()));
        }
        // A compliant ruling settles the choices it picks.
        if compliant {
            for (i, k) in picks {
                let Some(ch) = self.findings[i].choices() else {
                    continue;
                };
                let Some(option) = ch.options.get(k).cloned() else {
                    continue;
                };
                if ch.chosen.is_some() {
                    continue;
                }
                self.findings[i].chosen = u16::try_from(k).ok();
                self.findings[i].verdict = option.clone();
                // A loss chosen on an event of both players goes to the player the ruling names.
                let named = match target {
                    Some(Actor::Player(c)) => Some(c),
                    _ => None,
                };
                let actor = self.findings[i].player.or(named);
                let move_number = self.findings[i].move_number;
                self.apply(actor, &option, i, move_number, event, false);
            }
        }
    }

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

    fn count(&self) -> GameResult {
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
            Some(b) => ("agreed", b, total - b, 0),
            None => {
                let a = area(&self.state.board, &self.state.dead);
                ("board", a.black, a.white, a.dame)
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
            "agreed" => format!("Black {} (count agreed at the board)", stones(black)),
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

fn names(v: &[&Verdict]) -> String {
    v.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
}

/// 0.25 → "¼", 3.75 → "3¾": quarters as the rule texts write them.
pub fn stones(x: f64) -> String {
    let quarters = (x * 4.0).round() as i64;
    let whole = quarters / 4;
    let frac = match quarters % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    if whole == 0 && !frac.is_empty() {
        frac.to_string()
    } else if (x * 4.0 - quarters as f64).abs() > 1e-9 {
        format!("{x}")
    } else {
        format!("{whole}{frac}")
    }
}
