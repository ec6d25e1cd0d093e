//! Stretches of quiet moves defer a move's bookkeeping (`stretch.rs`,
//! `state/quiet.rs`): every case of the library and every game of its
//! archive, judged under every built-in edition with stretches and
//! without, must leave the same judgement and the same game behind it —
//! each player's memo, the numbered stones, the stones just taken off,
//! the turn, the position drawn.

use super::{Deadline, Judge};
use crate::judgement::Mode;
use crate::record::ast::{Colour, Record};
use std::path::{Path, PathBuf};

/// Every `.case` and `.sgf` file under `dir`.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "case" || e == "sgf") {
            out.push(path);
        }
    }
}

/// The judgement and the game as judging left it, in words to compare;
/// `None` where the record cannot be judged under the edition.
fn judged(
    ruleset: &crate::Ruleset,
    record: &Record,
    text: &crate::error::Text,
    mode: Option<Mode>,
    stretches: bool,
) -> Option<String> {
    let mut judge = Judge::prepared(ruleset, record, "t", text.clone(), mode).ok()?;
    judge.stretches = stretches;
    let defect = judge.run(Deadline::NONE, false).err();
    let (state, given) = (&judge.state, &judge.given);
    let played = state.played();
    let each = [Colour::Black, Colour::White];
    let game = format!(
        "{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}\n{:?}",
        played.recent(),
        each.map(|c| played.last_act(c)),
        each.map(|c| played.last_captures(c)),
        state.turn(),
        state.end().dead(),
        state.position().mark(),
        super::snapshot::snapshot(given, state, None),
    );
    let judgement = judge.finish(defect.as_deref());
    Some(format!("{judgement:?}\n{game}"))
}

#[test]
fn stretches_of_quiet_moves_leave_the_game_as_move_by_move_judging_does() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut paths = Vec::new();
    files(&root, &mut paths);
    assert!(
        paths.len() > 500,
        "the case library is found: {}",
        paths.len()
    );
    let editions: Vec<_> = crate::ruleset::BUILT_IN
        .iter()
        .map(|(id, _, _)| crate::ruleset::resolve(id).expect("built-in edition"))
        .collect();
    let mut compared = 0;
    for path in &paths {
        let bytes = std::fs::read(path).expect("case file reads");
        let name = path.display().to_string();
        let sgf = path.extension().is_some_and(|e| e == "sgf");
        let (text, records) = if sgf {
            let Ok((text, list)) = crate::sgf::read(&name, &bytes) else {
                continue;
            };
            (text, list.into_iter().flatten().collect::<Vec<_>>())
        } else {
            let text = String::from_utf8(bytes).expect("a case is UTF-8");
            let Ok(record) = crate::record::parse(&name, &text) else {
                continue;
            };
            (crate::error::Text::from(text.as_str()), vec![record])
        };
        for record in &records {
            for ruleset in &editions {
                for mode in [None, Some(Mode::AsPlayed)] {
                    let with = judged(ruleset, record, &text, mode, true);
                    let without = judged(ruleset, record, &text, mode, false);
                    assert_eq!(with, without, "{name} under {}", ruleset.id);
                    compared += usize::from(with.is_some());
                }
            }
        }
    }
    assert!(compared > 5_000, "records judged both ways: {compared}");
}
