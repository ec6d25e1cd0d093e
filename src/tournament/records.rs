//! Game records behind a tournament's pairings: each judged under the
//! edition, its result and its warnings supplied to the standings, and a
//! result the table writes differently reported with the articles of the
//! judged one. Records are read only from the directory the command line
//! names, by plain file names; a tournament file never names a path.

use super::record::{GameResult, Tournament};
use crate::judgement::{Judgement, Outcome};
use crate::record::ast::Colour;
use crate::ruleset::Ruleset;
use crate::vocabulary::Verdict;
use serde::Serialize;
use std::path::Path;

/// What a game's record said, against the table.
#[derive(Debug, Clone, Serialize)]
pub struct GameNote {
    /// The round.
    pub round: u32,
    /// Black's and White's ids.
    pub players: [String; 2],
    /// The record's file name.
    pub record: String,
    /// The result the table writes.
    pub table: GameResult,
    /// The judged result, if the record decides the game.
    pub judged: Option<GameResult>,
    /// The articles the judged result cites.
    pub articles: Vec<String>,
    /// Warnings the judgement gives (Black's, White's).
    pub warnings: [u32; 2],
    /// Why the record could not be judged, if it could not.
    pub problem: Option<String>,
}

/// Whether a record's name is a plain file name (no directory, no `..`).
pub fn plain_name(name: &str) -> bool {
    !name.is_empty()
        && name != "."
        && name != ".."
        && !name.contains(['/', '\\', '\0'])
        && !name.contains(':')
}

/// Judge every pairing's record in `dir`: each game's result and warnings
/// become the judged ones where the record decides; every record's note is
/// returned, differences and problems included. A record that is a
/// symbolic link is read only when `follow` (ripgrep's `-L`): otherwise
/// its note says it was passed over, and nothing outside `dir` is read.
pub fn apply_records(t: &mut Tournament, rs: &Ruleset, dir: &Path, follow: bool) -> Vec<GameNote> {
    let mut notes = Vec::new();
    for k in 0..t.games.len() {
        let Some(name) = t.games[k].record.clone() else {
            continue;
        };
        let g = &t.games[k];
        let mut note = GameNote {
            round: g.round,
            players: [t.players[g.black].id.clone(), t.players[g.white].id.clone()],
            record: name.clone(),
            table: g.result,
            judged: None,
            articles: Vec::new(),
            warnings: [0, 0],
            problem: None,
        };
        match judge(rs, &dir.join(&name), &name, follow) {
            Ok(j) => {
                note.judged = judged(&j);
                note.articles = j.result.articles.clone();
                note.warnings = warnings(&j);
                let game = &mut t.games[k];
                game.warnings = note.warnings;
                if let Some(r) = note.judged {
                    game.result = r;
                }
            }
            Err(e) => note.problem = Some(e),
        }
        notes.push(note);
    }
    notes
}

/// The record judged as ruled, or why it could not be.
fn judge(rs: &Ruleset, path: &Path, name: &str, follow: bool) -> Result<Judgement, String> {
    let link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if link && !follow {
        return Err(format!(
            "{name} is a symbolic link: not followed (--follow reads what it names)"
        ));
    }
    let text = crate::input::read_text(&path.to_string_lossy(), crate::input::RECORD_LIMIT)
        .map_err(|e| e.to_string())?;
    let record = if name.to_ascii_lowercase().ends_with(".sgf") {
        let games = crate::sgf::games(name, text.as_str()).map_err(|e| e.to_string())?;
        let first = games.into_iter().next().ok_or("the file holds no game")?;
        first.map_err(|e| e.to_string())?
    } else {
        crate::record::parse(name, &text).map_err(|e| e.to_string())?
    };
    let (j, _) = crate::judge(rs, &record, name, text.as_str()).map_err(|e| e.to_string())?;
    Ok(j)
}

/// The judged outcome as a table's result, where the record decides it.
fn judged(j: &Judgement) -> Option<GameResult> {
    match j.result.outcome {
        Outcome::BlackWins => Some(GameResult::BlackWins),
        Outcome::WhiteWins => Some(GameResult::WhiteWins),
        Outcome::Draw => Some(GameResult::Draw),
        Outcome::BothLose => Some(GameResult::BothLose),
        _ => None,
    }
}

/// Warnings the judgement gave each player.
fn warnings(j: &Judgement) -> [u32; 2] {
    let mut out = [0, 0];
    for f in &j.findings {
        if let (true, Some(c)) = (f.verdict.contains(&Verdict::Warning), f.player) {
            out[usize::from(c == Colour::White)] += 1;
        }
    }
    out
}
