//! `caipan referee`: a match between two engines, refereed by an edition
//! (the `caipan-referee` crate plays it); this file reads the command
//! line, shows each game as it ends with the running score, and the
//! results at the end, in the reader's language.

use super::SearchFormat;
use super::output::{Fail, Out, Outcome};
use super::rulesets::Rulesets;
use caipan::error::Stated;
use caipan::render::messages::Messages;
use caipan::said;
use caipan_referee::matches::{EngineSpec, MatchSpec, Played, Progress};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the command line asks of `referee`, beside the edition.
#[derive(clap::Args)]
pub(crate) struct RefereeArgs {
    /// The two engines' command lines; the first has Black in odd
    /// games, the second in even ones.
    #[arg(num_args = 2, required = true, value_name = "ENGINE")]
    pub(crate) engines: Vec<String>,
    /// The engines' names in the records (default: each program's
    /// file name, numbered when both are the same).
    #[arg(long, num_args = 2, value_name = "NAME")]
    pub(crate) names: Vec<String>,
    /// Games to play, colours alternating.
    #[arg(long, short = 'n', default_value_t = 2)]
    pub(crate) games: u32,
    /// Seconds an engine has for one move; an answer later than that is
    /// its time running out (the edition's event for it is written).
    #[arg(long, default_value_t = 10.0, value_name = "SECONDS")]
    pub(crate) time: f64,
    /// Picks the designated opening the first game lays (renju), the
    /// others following in the edition's order.
    #[arg(long, default_value_t = 0)]
    pub(crate) seed: u64,
    /// Where the records, results.txt, results.json and
    /// match.standings are written.
    #[arg(long, short, default_value = "referee-games", value_name = "DIR")]
    pub(crate) out: String,
    /// The results as text, or as JSON on standard output.
    #[arg(long, short, value_enum, default_value = "text")]
    pub(crate) format: SearchFormat,
}

fn fail(code: &'static str, message: caipan::error::Said, help: caipan::error::Said) -> Fail {
    Fail::Report(miette::Report::new(Stated::new(code, message, help)))
}

/// A match is refereed under the edition's own opening rule: engines are
/// not asked to play another's swaps, so `--protocol` is refused.
fn own_protocol_only(extend: super::rulesets::Extend) -> Result<(), Fail> {
    match extend.protocol {
        None => Ok(()),
        Some(id) => Err(fail(
            "caipan::referee::protocol",
            said!("cli-referee-protocol", id = id),
            said!("cli-referee-protocol-help"),
        )),
    }
}

pub(crate) fn referee(
    out: &mut Out,
    m: &'static Messages,
    (edition, extend): (Option<&str>, super::rulesets::Extend),
    asked: &RefereeArgs,
) -> Outcome {
    own_protocol_only(extend)?;
    let Some(edition) = edition else {
        return Err(fail(
            "caipan::referee::edition",
            said!("cli-referee-no-edition"),
            said!("cli-referee-no-edition-help"),
        ));
    };
    let mut rulesets = Rulesets::new(extend)?;
    let ruleset = Arc::new(
        rulesets
            .get(edition)
            .map_err(|e| Fail::Report(miette::Report::new(*e)))?
            .clone(),
    );
    rulesets.check_all_used()?;
    let spec = MatchSpec {
        ruleset,
        supplements: extend.supplements.to_vec(),
        engines: engines(&asked.engines, &asked.names)?,
        games: asked.games,
        per_move: per_move(asked.time)?,
        seed: asked.seed,
        out: asked.out.clone().into(),
    };
    let conduct = caipan_referee::conduct::built_in().map_err(|why| {
        fail(
            "caipan::referee::conduct",
            said!("cli-referee-conduct", why = why),
            said!("cli-referee-conduct-help"),
        )
    })?;
    let started = Instant::now();
    let cpu = caipan_referee::summary::Cpu::now();
    let mut shown = Shown::new(m, &spec);
    let played = caipan_referee::play_match(&spec, conduct, &mut |p| shown.on(p)).map_err(|e| {
        fail(
            "caipan::referee::match",
            said!("cli-referee-stopped", why = e.to_string()).nested("why", &e.said()),
            said!("cli-referee-stopped-help"),
        )
    })?;
    let used = cpu.since();
    if matches!(asked.format, SearchFormat::Json) {
        let mut json = caipan_referee::summary::json(&spec, &played);
        json["seconds"] = serde_json::json!({"wall": started.elapsed().as_secs_f64(), "referee_cpu": used.referee, "engines_cpu": used.engines});
        out.put(&format!(
            "{}\n",
            serde_json::to_string_pretty(&json).unwrap_or_default()
        ))?;
    } else {
        out.put(&closing(m, &spec, &played, (started.elapsed(), used)))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The engines as given: each command line split, each named.
fn engines(lines: &[String], names: &[String]) -> Result<[EngineSpec; 2], Fail> {
    let mut specs = Vec::new();
    for (k, line) in lines.iter().enumerate() {
        let words = split(line).filter(|w| !w.is_empty()).ok_or_else(|| {
            fail(
                "caipan::referee::engine-line",
                said!(
                    "cli-referee-engine-line",
                    k = k + 1,
                    line = caipan::error::quote_at_most(line, 80)
                ),
                said!("cli-referee-engine-line-help"),
            )
        })?;
        let program = words[0].clone();
        let default = std::path::Path::new(&program)
            .file_name()
            .map_or(program.clone(), |f| f.to_string_lossy().into_owned());
        specs.push(EngineSpec {
            name: names.get(k).cloned().unwrap_or(default),
            program,
            args: words[1..].to_vec(),
        });
    }
    let [mut a, mut b]: [EngineSpec; 2] = specs.try_into().map_err(|_| {
        fail(
            "caipan::referee::engine-line",
            said!("cli-referee-two-engines"),
            said!("cli-referee-two-engines-help"),
        )
    })?;
    if a.name == b.name {
        a.name = format!("{} (1)", a.name);
        b.name = format!("{} (2)", b.name);
    }
    Ok([a, b])
}

/// A command line split at spaces, quotes keeping them; none when a quote
/// is not closed. No shell reads it: nothing is expanded.
fn split(line: &str) -> Option<Vec<String>> {
    let (mut words, mut word, mut quote, mut started) = (Vec::new(), String::new(), None, false);
    for c in line.chars() {
        match (quote, c) {
            (None, '"' | '\'') => (quote, started) = (Some(c), true),
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            (_, c) => (word, started) = (word + &c.to_string(), true),
        }
    }
    if started {
        words.push(word);
    }
    quote.is_none().then_some(words)
}

/// The time for a move, from seconds given.
fn per_move(seconds: f64) -> Result<Duration, Fail> {
    match seconds.is_finite() && seconds > 0.0 && seconds <= 3600.0 {
        true => Ok(Duration::from_secs_f64(seconds)),
        false => Err(fail(
            "caipan::referee::time",
            said!("cli-referee-time", seconds = seconds),
            said!("cli-referee-time-help"),
        )),
    }
}

/// A game as it ends, with the score so far.
fn game_line(m: &Messages, spec: &MatchSpec, g: &Played, so_far: &[Played]) -> String {
    let score = caipan_referee::summary::score(so_far);
    m.said(&said!(
        "cli-referee-game",
        n = g.number,
        total = spec.games,
        black = spec.engines[g.black].name,
        white = spec.engines[1 - g.black].name,
        outcome = m.word("outcome", g.judgement.result.outcome.name()),
        moves = g.moves,
        findings = g.judgement.findings.len(),
        a = spec.engines[0].name,
        sa = score[0],
        sb = score[1],
        b = spec.engines[1].name
    ))
}

/// The match's end: the score, where its files are, the time taken.
fn closing(
    m: &Messages,
    spec: &MatchSpec,
    played: &[Played],
    (wall, used): (Duration, caipan_referee::summary::Used),
) -> String {
    let score = caipan_referee::summary::score(played);
    let moves: usize = played.iter().map(|g| g.moves).sum();
    let text = said!(
        "cli-referee-closing",
        games = played.len(),
        edition = spec.ruleset.id,
        a = spec.engines[0].name,
        sa = score[0],
        sb = score[1],
        b = spec.engines[1].name,
        moves = moves,
        wall = format!("{:.1}", wall.as_secs_f64()),
        rate = format!("{:.1}", moves as f64 / wall.as_secs_f64().max(1e-9)),
        referee = format!("{:.2}", used.referee),
        engines = format!("{:.2}", used.engines),
        dir = spec.out.display()
    );
    format!("{}\n", m.said(&text))
}

/// What the terminal shows while a match is played: on a terminal a bar
/// of the games with the game and move under way and the score; a line
/// for each game as it ends, wherever standard error goes.
struct Shown<'a> {
    m: &'a Messages,
    spec: &'a MatchSpec,
    ended: Vec<Played>,
    bar: indicatif::ProgressBar,
}

impl<'a> Shown<'a> {
    fn new(m: &'a Messages, spec: &'a MatchSpec) -> Shown<'a> {
        let bar = match std::io::IsTerminal::is_terminal(&std::io::stderr()) {
            true => indicatif::ProgressBar::new(u64::from(spec.games)),
            false => indicatif::ProgressBar::hidden(),
        };
        if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}") {
            bar.set_style(style);
        }
        Shown {
            m,
            spec,
            ended: Vec::new(),
            bar,
        }
    }

    fn on(&mut self, progress: Progress<'_>) {
        match progress {
            Progress::Moved { game, moves } => {
                let score = caipan_referee::summary::score(&self.ended);
                self.bar.set_message(self.m.said(&said!(
                    "cli-referee-under-way",
                    game = game,
                    moves = moves,
                    sa = score[0],
                    sb = score[1]
                )));
            }
            Progress::Ended(g) => {
                self.ended.push(g.clone());
                let line = game_line(self.m, self.spec, g, &self.ended);
                match self.bar.is_hidden() {
                    true => eprintln!("{line}"),
                    false => self.bar.println(line),
                }
                self.bar.inc(1);
            }
        }
    }
}

impl Drop for Shown<'_> {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}
