//! What the referee writes for what an engine does that is not a move, as
//! data (`data/conduct.yaml`): for each game, the event lines to write,
//! in order of preference, the first the edition declares being written;
//! and the Gomocup `INFO rule` each edition is played under. Nothing here
//! names an edition or an article: the judge gives the verdict the
//! edition's rules give the line.

use caipan::Ruleset;
use caipan::ruleset::Prescription;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The referee's conduct table.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Conduct {
    /// Per game (`go`, `gomoku`): per kind of doing, the lines to write.
    games: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// Per edition id: the Gomocup protocol's `INFO rule`, or why no rule
    /// of the protocol plays the edition's game.
    gomocup_rule: BTreeMap<String, GomocupRule>,
}

/// An edition's line of the `gomocup-rule` table.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum GomocupRule {
    /// The protocol's number for the game the edition judges.
    Rule(u8),
    /// No number of the protocol is that game: why.
    None {
        /// Why, as the table says it.
        none: String,
    },
}

/// What an engine did that the record writes as an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doing {
    /// It resigned.
    Resign,
    /// It did not answer within the time for a move.
    Silent,
    /// Its process ended, or never started.
    Crashed,
    /// Its answer is no move (garbage, off the board, a stone on a stone).
    NotAMove,
    /// Both engines hold the same stones dead.
    DeadAgreed,
    /// The engines hold different stones dead.
    DeadDisputed,
}

impl Doing {
    /// The kind of fault an engine's failure to answer is.
    pub fn of(fault: &crate::engine::Fault) -> Doing {
        use crate::engine::Fault;
        match fault {
            Fault::Silent(_) => Doing::Silent,
            Fault::Ended | Fault::NotStarted(_) | Fault::NoOutput => Doing::Crashed,
            _ => Doing::NotAMove,
        }
    }

    /// Its key in the table.
    pub fn name(self) -> &'static str {
        match self {
            Doing::Resign => "resign",
            Doing::Silent => "silent",
            Doing::Crashed => "crashed",
            Doing::NotAMove => "not-a-move",
            Doing::DeadAgreed => "dead-agreed",
            Doing::DeadDisputed => "dead-disputed",
        }
    }
}

/// The table the referee is built with.
pub fn built_in() -> Result<&'static Conduct, String> {
    static TABLE: OnceLock<Result<Conduct, String>> = OnceLock::new();
    TABLE
        .get_or_init(|| {
            let text = include_str!("../data/conduct.yaml");
            caipan::ruleset::load_yaml::<Conduct>("crates/referee/data/conduct.yaml", text)
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(Clone::clone)
}

impl Conduct {
    /// The line for `doing` by `c` (`B`/`W`) under `ruleset`, the points
    /// concerned `stones` (space-separated names): of the table's lines
    /// the edition can read, the first whose event a rule of the edition
    /// gives a verdict on, else the first a rule is on, else the first
    /// (the judge then says what it says of it); none when it can read
    /// none.
    pub fn line(
        &self,
        ruleset: &Ruleset,
        doing: Doing,
        c: caipan::record::ast::Colour,
        stones: &str,
    ) -> Option<String> {
        let lines = self.games.get(ruleset.game.name())?.get(doing.name())?;
        let event = |template: &String| {
            let mut words = template.split_whitespace().skip(1);
            let (k, decl) = ruleset.event(words.next()?)?;
            let args: Vec<&str> = words.collect();
            fits(&decl.args, &args).then_some(k)
        };
        let on = |k: usize, with_verdict: bool| {
            ruleset.rules.iter().any(|r| {
                r.on == caipan::ruleset::Trigger::Event(k)
                    && (!with_verdict || r.prescription != Prescription::Fixed(Vec::new()))
            })
        };
        let chosen = lines
            .iter()
            .find(|t| event(t).is_some_and(|k| on(k, true)))
            .or_else(|| {
                lines
                    .iter()
                    .find(|t| event(t).is_some_and(|k| on(k, false)))
            })
            .or_else(|| lines.iter().find(|t| event(t).is_some()))?;
        let line = chosen
            .replace("{c}", c.letter())
            .replace("{stones}", stones);
        Some(line.trim().to_string())
    }

    /// The Gomocup `INFO rule` for the edition `id` (`Err`: the table says
    /// no rule of the protocol plays its game, and why), if the table
    /// lists the edition.
    pub fn gomocup_rule(&self, id: &str) -> Option<Result<u8, &str>> {
        self.gomocup_rule.get(id).map(|r| match r {
            GomocupRule::Rule(n) => Ok(*n),
            GomocupRule::None { none } => Err(none.as_str()),
        })
    }

    /// The games and doings the table covers (for its test).
    pub fn covers(&self, game: &str, doing: Doing) -> bool {
        self.games
            .get(game)
            .is_some_and(|d| d.get(doing.name()).is_some_and(|l| !l.is_empty()))
    }
}

/// Whether the words after an event's name are arguments its declaration
/// takes: as many as it requires and no more, a word among those it
/// allows (a list of points, `{stones}`, takes any number).
fn fits(declared: &[caipan::ruleset::ArgDecl], words: &[&str]) -> bool {
    use caipan::vocabulary::ArgKind;
    if declared.iter().any(|a| a.kind == ArgKind::Points) {
        return true;
    }
    let required = declared.iter().filter(|a| !a.optional).count();
    (required..=declared.len()).contains(&words.len())
        && words
            .iter()
            .zip(declared)
            .all(|(w, a)| a.one_of.is_empty() || a.one_of.iter().any(|o| o == w))
}
