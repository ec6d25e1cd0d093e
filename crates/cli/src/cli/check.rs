//! `caipan check`: records, SGF files, directories and standard input
//! judged one game at a time, on every core (rayon) when one edition judges
//! them all; output in the order of the paths, a summary at the end of a run
//! over several games, a progress bar (indicatif) on a terminal.

use super::check_options::{CheckOptions, GameOutcome, Judged, PathGames};
use super::check_run::Run;
use super::from_rules::{FromRules, with_remark};
use super::inputs::{Input, Selection, expand, read_listed};
use super::many_games::Many;
use super::output::Fail;
use super::output::{Out, Outcome};
use super::rulesets::{Extend, Rulesets, edition_of};
use super::{Judging, KomiFrom};
use caipan::error::Text;
use caipan::judgement::Mode;
use caipan::own_komi::{KomiEditions, judge_with_own_komi};
use caipan::record::ast::Record;
use caipan::rules_names::RulesNames;
use rayon::prelude::*;

pub(crate) fn check(
    out: &mut Out,
    edition: Option<&str>,
    extend: Extend,
    options: &CheckOptions,
    files: &[String],
) -> Outcome {
    // `--expect --edition A,B`: one block, keyed by each edition in turn.
    if let (true, Some(list)) = (options.expect, edition.filter(|e| e.contains(','))) {
        let mut code = std::process::ExitCode::SUCCESS;
        for id in list.split(',').map(str::trim).filter(|id| !id.is_empty()) {
            let c = check(out, Some(id), extend, options, files)?;
            if c != std::process::ExitCode::SUCCESS {
                code = c;
            }
        }
        return Ok(code);
    }
    let mut rulesets = Rulesets::new(extend)?;
    match edition {
        Some(id) => {
            let id = rulesets.get(id)?.id.clone();
            rulesets.check_used(&[id])?;
        }
        // Supplements must extend an edition the records name: checked
        // once they are read (standard input cannot be read twice), and
        // nothing is written before (see the end).
        None if !extend.supplements.is_empty() => out.hold(),
        None => {}
    }
    let expanded = expand(files, &Selection::new(&options.globs)?, options.follow);
    let many = expanded.paths.len() > 1
        || !expanded.skipped.is_empty()
        || !expanded.empty.is_empty()
        || !expanded.links.is_empty();
    let mut run = Run::new(out, options, many);
    run.passed_over(&expanded.skipped, &expanded.empty)?;
    run.summary.skipped(expanded.skipped, options.words);
    run.summary.links(expanded.links);
    // With one edition for every record, archives are read and judged on
    // every core, a batch of paths at a time; output keeps the paths' order.
    let fixed = match edition {
        Some(id) => Some(rulesets.get(id)?.clone()),
        None => None,
    };
    // `--edition-from-sgf`: the edition of each game from its rules, the
    // one given standing in for rules no edition judges.
    let from = match &options.from_rules {
        Some(map) => Some(from_rules(&mut rulesets, fixed.clone(), map.as_deref())?),
        None => None,
    };
    let progress = progress_bar(expanded.paths.len());
    let komi = KomiEditions::default();
    let mut how = How {
        fixed: fixed.as_ref(),
        rulesets: &mut rulesets,
        from: from.as_ref(),
        options,
        komi: &komi,
        named: &expanded.named,
    };
    for batch in expanded.paths.chunks(BATCH) {
        judge_in_order(batch, &mut how, &mut run, &progress)?;
    }
    progress.finish_and_clear();
    if edition.is_none() {
        // A record that could not be read may be the one whose edition the
        // supplement extends: its own error is the one to mend first, and
        // it is in the output, which stands.
        let used = match run.summary.any_failed() {
            true => Ok(()),
            false => rulesets.check_all_used(),
        };
        run.out.release(used.is_ok())?;
        used?;
    }
    run.finish()
}

/// How the run's games are judged: under one edition, each under its
/// record's own, or each under its file's rules.
struct How<'a> {
    fixed: Option<&'a caipan::Ruleset>,
    rulesets: &'a mut Rulesets,
    from: Option<&'a FromRules>,
    options: &'a CheckOptions,
    komi: &'a KomiEditions,
    /// The paths named as they are (see [`read_listed`]).
    named: &'a std::collections::HashSet<String>,
}

impl How<'_> {
    /// The games of whole paths.
    fn paths(&mut self, paths: &[String]) -> Vec<PathGames> {
        match self.from {
            Some(from) => {
                judge_batch_from_rules(paths, from, (self.options, self.komi), self.named)
            }
            None => judge_batch(
                (paths, self.named),
                self.fixed,
                self.rulesets,
                (self.options, self.komi),
            ),
        }
    }

    /// The games of one batch of a file of many games.
    fn inputs(&mut self, inputs: Vec<Input>) -> Vec<(String, GameOutcome)> {
        match self.from {
            Some(from) => judge_inputs_from_rules(inputs, from, (self.options, self.komi)),
            None => judge_inputs(
                inputs,
                under(self.fixed, self.rulesets),
                (self.options, self.komi),
            ),
        }
    }
}

/// A batch of paths judged and written in their order: the paths that may
/// not hold many games together on every core, a file of many games a
/// batch of its games at a time, in its place.
fn judge_in_order(
    batch: &[String],
    how: &mut How<'_>,
    run: &mut Run<'_>,
    progress: &indicatif::ProgressBar,
) -> Result<(), Fail> {
    let mut rest = batch;
    while let Some(first) = rest.first() {
        if let Some(many) = Many::of(first, BATCH) {
            let mut judge = |inputs: Vec<Input>| how.inputs(inputs);
            let mut write = |games: Vec<(String, GameOutcome)>| run.path(first, Ok(games));
            match many.judge(first, BATCH, &mut judge, &mut write) {
                Err(Fail::Pipe) => return Err(Fail::Pipe),
                outcome => run.path(first, outcome.map(|()| Vec::new()))?,
            }
            progress.inc(1);
            rest = &rest[1..];
            continue;
        }
        let small = 1 + rest[1..].iter().take_while(|p| !maybe_many(p)).count();
        let paths = &rest[..small];
        let judged = how.paths(paths);
        progress.inc(small as u64);
        for (path, outcome) in paths.iter().zip(judged) {
            run.path(path, outcome)?;
        }
        rest = &rest[small..];
    }
    Ok(())
}

/// The games of a batch of paths, judged under `fixed` on every core, or
/// each under the edition its record names.
fn judge_batch(
    (batch, named): (&[String], &std::collections::HashSet<String>),
    fixed: Option<&caipan::Ruleset>,
    rulesets: &mut Rulesets,
    (options, komi): (&CheckOptions, &KomiEditions),
) -> Vec<PathGames> {
    match fixed {
        Some(rules) => batch
            .par_iter()
            .map(|path| {
                let inputs = read_listed(path, named)?;
                Ok(judge_inputs(inputs, Under::Fixed(rules), (options, komi)))
            })
            .collect(),
        None => batch
            .iter()
            .map(|path| {
                let inputs = read_listed(path, named)?;
                Ok(judge_inputs(inputs, Under::Own(rulesets), (options, komi)))
            })
            .collect(),
    }
}

/// The edition games are judged under: one for all, or each record's own.
enum Under<'a> {
    Fixed(&'a caipan::Ruleset),
    Own(&'a mut Rulesets),
}

fn under<'a>(fixed: Option<&'a caipan::Ruleset>, rulesets: &'a mut Rulesets) -> Under<'a> {
    match fixed {
        Some(rules) => Under::Fixed(rules),
        None => Under::Own(rulesets),
    }
}

/// The games of one path or batch, judged under `fixed` (on every core),
/// or each under the edition its record names.
fn judge_inputs(
    inputs: Vec<Input>,
    under: Under<'_>,
    (options, komi): (&CheckOptions, &KomiEditions),
) -> Vec<(String, GameOutcome)> {
    let judging = options.judging;
    match under {
        Under::Fixed(rules) => inputs
            .into_par_iter()
            .map(|input| {
                judge_input(input, judging, |name, text, record, mode| {
                    let (j, defect) = judge_game(rules, (name, text, record), mode, options, komi)?;
                    Ok(Judged::new(j, defect, options))
                })
            })
            .collect(),
        Under::Own(rulesets) => inputs
            .into_iter()
            .map(|input| {
                judge_input(input, judging, |name, text, record, mode| {
                    let rules = edition_of(rulesets, None, name, text, record)?;
                    let (j, defect) = judge_game(rules, (name, text, record), mode, options, komi)?;
                    Ok(Judged::new(j, defect, options))
                })
            })
            .collect(),
    }
}

/// The rules table (the user's `map` first) and its editions, resolved
/// with the run's supplements; `fallback` stands in for the rest.
fn from_rules(
    rulesets: &mut Rulesets,
    fallback: Option<caipan::Ruleset>,
    map: Option<&str>,
) -> Result<FromRules, crate::cli::output::Fail> {
    let names = match map {
        Some(path) => {
            let text = caipan::input::read_text(path, caipan::input::RULESET_LIMIT)?;
            RulesNames::with_file(path, &text)?
        }
        None => RulesNames::built_in(),
    };
    Ok(FromRules::new(
        names,
        |id| rulesets.get(id).cloned(),
        fallback,
    )?)
}

/// The games of a batch of paths, each judged on every core under the
/// edition its file's rules name (a record's own `[Edition]` tag first).
fn judge_batch_from_rules(
    batch: &[String],
    from: &FromRules,
    (options, komi): (&CheckOptions, &KomiEditions),
    named: &std::collections::HashSet<String>,
) -> Vec<PathGames> {
    batch
        .par_iter()
        .map(|path| {
            Ok(judge_inputs_from_rules(
                read_listed(path, named)?,
                from,
                (options, komi),
            ))
        })
        .collect()
}

/// The games of one path or batch, each judged on every core under the
/// edition its file's rules name.
fn judge_inputs_from_rules(
    inputs: Vec<Input>,
    from: &FromRules,
    (options, komi): (&CheckOptions, &KomiEditions),
) -> Vec<(String, GameOutcome)> {
    inputs
        .into_par_iter()
        .map(|input| {
            judge_input(input, options.judging, |name, text, record, mode| {
                let own = from.own_edition(record).transpose()?;
                let game = (name, text, record);
                if let Some(rules) = own {
                    let (j, defect) = judge_game(&rules, game, mode, options, komi)?;
                    return Ok(Judged::new(j, defect, options));
                }
                let chosen = from.choose(name, text, record)?;
                let (j, defect) = judge_game(chosen.rules, game, mode, options, komi)?;
                Ok(Judged::new(with_remark(j, chosen.remark), defect, options))
            })
        })
        .collect()
}

/// Paths judged per batch: enough to keep both cores busy, few enough that
/// the judgements waiting to be written stay small.
pub(super) const BATCH: usize = 256;

/// Judge one game, with the positions of its findings drawn when the
/// output shows them (`--board`, `--html`), under the record's komi when
/// `--komi file` asks (the edition with it made once a run: `komi`).
fn judge_game(
    rules: &caipan::Ruleset,
    (name, text, record): (&str, &Text, &Record),
    mode: Option<Mode>,
    options: &CheckOptions,
    komi: &KomiEditions,
) -> Result<(caipan::Judgement, Option<Box<caipan::error::RecordError>>), Fail> {
    let boards = options.board || options.html.is_some();
    Ok(match options.komi {
        KomiFrom::File => judge_with_own_komi(komi, rules, (name, text, record), mode, boards)?,
        KomiFrom::Edition => caipan::judge_with(rules, record, name, text, mode, boards)?,
    })
}

/// Judge one game with `judge`, given the game (its name, text and
/// record) and the mode the command line and the source choose.
fn judge_input(
    input: Input,
    judging: Option<Judging>,
    judge: impl FnOnce(&str, &Text, &Record, Option<Mode>) -> GameOutcome,
) -> (String, GameOutcome) {
    let Input {
        name,
        text,
        record,
        game_file,
    } = input;
    let outcome = record.and_then(|record| {
        // The command line, else the record's tag, else by source.
        let mode = match judging {
            Some(Judging::Ruled) => Some(Mode::AsRuled),
            Some(Judging::Played) => Some(Mode::AsPlayed),
            None if game_file && record.tag("Judging").is_none() => Some(Mode::AsPlayed),
            None => None,
        };
        judge(&name, &text, &record, mode)
    });
    (name, outcome)
}

/// Whether a path may be a file of many games (see [`Many`]): worth
/// reading on its own.
fn maybe_many(path: &str) -> bool {
    path != "-" && std::fs::metadata(path).is_ok_and(|m| m.len() >= super::many_games::STREAM_BYTES)
}

/// A progress bar on standard error for runs over more than one batch,
/// drawn only on a terminal (indicatif hides it on a pipe or a file).
fn progress_bar(paths: usize) -> indicatif::ProgressBar {
    if paths <= BATCH || !std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(paths as u64);
    if let Ok(style) = indicatif::ProgressStyle::with_template(
        "judging {bar:40} {pos}/{len} files, {elapsed} (about {eta} left)",
    ) {
        bar.set_style(style);
    }
    bar
}
