//! What a match writes: each game's record in caipan's format (what the
//! referee judged, line for line, the referee's notes as comments), beside
//! it the SGF (Go: `RU[]` the edition, each finding in its move's comment,
//! the offending moves kept) or the `.psq` (Gomoku: the stones that
//! stood); and after the last game the results, as a table, as JSON and
//! as a tournament file `caipan standings` reads.

use crate::game::Game;
use crate::opening::Opening;
use crate::spec::{MatchError, MatchSpec, Played};
use caipan::judgement::Outcome;
use caipan::vocabulary::Game as Physics;
use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

/// The file name of game `number`'s record with `extension`.
pub fn file_name(number: u32, extension: &str) -> String {
    format!("game-{number:03}.{extension}")
}

/// A tag's value: no quote and no line break (an engine's name is the
/// user's, written as given otherwise).
fn tag_value(text: &str) -> String {
    text.chars()
        .map(|c| if c == '"' || c.is_control() { '\'' } else { c })
        .collect()
}

/// The head of game `number`'s record, engine `black` Black, and the
/// referee's laid opening written as the game's first moves.
pub fn head(spec: &MatchSpec, number: u32, black: usize, opening: &Opening) -> String {
    let mut head = String::new();
    let _ = writeln!(head, "[Edition \"{}\"]", tag_value(&spec.ruleset.id));
    // A verdict changes the game: judged again, the record must be read
    // as the referee read it, in any format it is converted to.
    let _ = writeln!(head, "[Judging \"as-ruled\"]");
    let _ = writeln!(head, "[Event \"caipan referee\"]");
    let _ = writeln!(head, "[Round \"{number}\"]");
    let _ = writeln!(head, "[Black \"{}\"]", tag_value(&spec.engines[black].name));
    let _ = writeln!(
        head,
        "[White \"{}\"]",
        tag_value(&spec.engines[1 - black].name)
    );
    for s in &spec.supplements {
        let _ = writeln!(
            head,
            "; judged with the supplement {}",
            s.replace('\n', " ")
        );
    }
    for (c, xy) in &opening.stones {
        let board = &spec.ruleset.board;
        if let Some(column) = board.columns.get(xy.column) {
            let _ = writeln!(head, "{} {column}{}", c.letter(), xy.row);
        }
    }
    head
}

/// Write a file, or the error naming it.
fn put(path: &Path, text: &str) -> Result<(), MatchError> {
    std::fs::write(path, text).map_err(|error| MatchError::Write {
        path: path.display().to_string(),
        error,
    })
}

/// Game `number` written (its record, and its SGF or .psq), and what the
/// match keeps of it.
pub fn game(
    spec: &MatchSpec,
    number: u32,
    black: usize,
    game: Game,
    wall_time: Duration,
) -> Result<Played, MatchError> {
    let Game {
        live,
        standing,
        notes,
        engine_time,
        ..
    } = game;
    let mut text = live.text().to_string();
    for note in &notes {
        let _ = writeln!(text, "; referee: {}", note.replace('\n', " "));
    }
    let record = live.record().clone();
    let record_text = live.text().to_string();
    let judgement = live.finish();
    let base = spec.out.join(file_name(number, "case"));
    put(&base, &text)?;
    let mut files = vec![base];
    let ruleset = &spec.ruleset;
    let other = match ruleset.game {
        Physics::Go => Some((
            "sgf",
            Ok(crate::formats::sgf(
                ruleset,
                &record,
                &record_text,
                &judgement,
            )),
        )),
        Physics::Gomoku => Some(("psq", crate::formats::psq(ruleset, &standing))),
    };
    if let Some((extension, Ok(written))) = other {
        let path = spec.out.join(file_name(number, extension));
        put(&path, &written)?;
        files.push(path);
    }
    Ok(Played {
        number,
        black,
        judgement,
        files,
        moves: standing.len(),
        notes,
        engine_time,
        wall_time,
    })
}

/// An outcome as the results and the tournament file write it.
fn outcome_word(outcome: Outcome) -> &'static str {
    outcome.name()
}

/// The results after the last game: `results.txt`, `results.json` and
/// `match.standings`.
pub fn results(spec: &MatchSpec, played: &[Played]) -> Result<(), MatchError> {
    put(&spec.out.join("results.txt"), &results_table(spec, played))?;
    let json =
        serde_json::to_string_pretty(&crate::summary::json(spec, played)).unwrap_or_default();
    put(&spec.out.join("results.json"), &json)?;
    put(&spec.out.join("match.standings"), &standings(spec, played))
}

/// The results as a table, one game a line, the score after it.
pub fn results_table(spec: &MatchSpec, played: &[Played]) -> String {
    let names = [&spec.engines[0].name, &spec.engines[1].name];
    let mut out = format!(
        "{} games under {}, {} against {}\n\n",
        played.len(),
        spec.ruleset.id,
        names[0],
        names[1]
    );
    for g in played {
        let margin = g
            .judgement
            .result
            .margin
            .map(|m| format!(" by {m}"))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "game {:>3}  B {}  W {}  {}{margin}  {} moves  {} findings  {}",
            g.number,
            names[g.black],
            names[1 - g.black],
            outcome_word(g.judgement.result.outcome),
            g.moves,
            g.judgement.findings.len(),
            g.files
                .first()
                .map(|f| f.display().to_string())
                .unwrap_or_default(),
        );
    }
    let score = crate::summary::score(played);
    let _ = writeln!(
        out,
        "\n{}: {}  {}: {}",
        names[0], score[0], names[1], score[1]
    );
    out
}

/// The match as a tournament file: the two engines, one round a game (a
/// game without a result the tournament counts is left out, and a comment
/// says so).
fn standings(spec: &MatchSpec, played: &[Played]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "tournament:");
    let _ = writeln!(
        out,
        "  title: \"caipan referee: {} against {} under {}\"",
        yaml(&spec.engines[0].name),
        yaml(&spec.engines[1].name),
        spec.ruleset.id
    );
    let ranks = spec.ruleset.tournament.as_ref().is_some_and(|t| {
        t.systems
            .iter()
            .any(|s| s.system == caipan::vocabulary::System::RoundRobin)
    });
    match ranks {
        true => {
            let _ = writeln!(out, "  edition: {}", spec.ruleset.id);
        }
        // Ranked by an edition that has round-robin articles, named with -e.
        false => {
            let _ = writeln!(
                out,
                "  # {} has no round-robin articles: rank with `caipan standings -e EDITION` of one that has",
                spec.ruleset.id
            );
        }
    }
    let _ = writeln!(out, "  system: round-robin");
    let counted: Vec<&Played> = played.iter().filter(|g| result_word(g).is_some()).collect();
    let _ = writeln!(out, "  rounds: {}", counted.len());
    let _ = writeln!(out, "players:");
    for (k, e) in spec.engines.iter().enumerate() {
        let _ = writeln!(out, "  - {{id: E{}, name: \"{}\"}}", k + 1, yaml(&e.name));
    }
    let _ = writeln!(out, "rounds:");
    for g in played {
        let Some(word) = result_word(g) else {
            let _ = writeln!(
                out,
                "  # game {}: {}, not counted",
                g.number,
                outcome_word(g.judgement.result.outcome)
            );
            continue;
        };
        let _ = writeln!(out, "  - games:");
        let _ = writeln!(
            out,
            "      - {{black: E{}, white: E{}, result: {word}, record: {}}}",
            g.black + 1,
            2 - g.black,
            file_name(g.number, "case")
        );
    }
    out
}

/// The tournament file's word for a game's result, if it counts one.
fn result_word(g: &Played) -> Option<&'static str> {
    match g.judgement.result.outcome {
        Outcome::BlackWins => Some("black-wins"),
        Outcome::WhiteWins => Some("white-wins"),
        Outcome::Draw => Some("draw"),
        Outcome::BothLose => Some("both-lose"),
        _ => None,
    }
}

/// Text inside a YAML double-quoted string.
fn yaml(text: &str) -> String {
    text.replace('\\', "\\\\").replace('"', "\\\"")
}
