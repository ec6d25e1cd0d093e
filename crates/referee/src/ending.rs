//! The end of a game where the judge says play has stopped and the count
//! waits for the dead stones (Go): both engines are asked which stones are
//! dead (GTP `final_status_list dead`). Agreed: the agreement is written
//! and counted. Disputed: the edition's procedure, as the conduct table
//! writes it — a dispute, after which the judge has play resume (the
//! player who says the stones are dead moves first). Under an edition whose
//! moves after the stop are a confirmation (its scoring's `confirmation`),
//! the engines play on from the stop until two passes in a row, and are
//! asked again; the judge takes the confirmation back before the count,
//! and the stones it captured, which could not escape capture, are among
//! the dead stones agreed. After [`MAX_DISPUTES`]
//! disputes the game ends, counted with every stone alive, and the record
//! says so.

use crate::conduct::Doing;
use crate::player::{Player, Xy};
use crate::table::{Game, Table};
use caipan::record::ast::Colour;
use std::collections::BTreeSet;

/// Disputes the referee lets engines have in one game.
pub const MAX_DISPUTES: u32 = 3;

/// After the dead stones are settled.
pub enum Settled {
    /// The game is over.
    Over,
    /// Play resumes.
    PlayOn,
}

/// The game stopped and waits for its dead stones: settle them as the
/// edition's procedure has it.
pub fn settle(game: &mut Game, [black, white]: [&mut dyn Player; 2], table: &Table<'_>) -> Settled {
    if !game.live.situation().count_provisional {
        return Settled::Over;
    }
    if game.stop.is_none() {
        game.stop = Some(game.stones());
    }
    if game.disputes >= MAX_DISPUTES {
        game.notes.push(format!(
            "the engines still hold different stones dead after {MAX_DISPUTES} disputes: the game is counted with every stone alive"
        ));
        return Settled::Over;
    }
    let (b, w) = match (black.dead_stones(), white.dead_stones()) {
        (Ok(b), Ok(w)) => (dead_points(game, &b), dead_points(game, &w)),
        (b, w) => {
            let fault = b
                .err()
                .or(w.err())
                .map(|f| f.to_string())
                .unwrap_or_default();
            game.notes
                .push(format!("an engine gave no dead stones ({fault}): the game is counted with every stone alive"));
            return Settled::Over;
        }
    };
    if b == w {
        let dead = dead_at_the_stop(game, b);
        return agree(game, &dead, table);
    }
    if has_confirmation(game) {
        // Life and death confirmed by play after the stop (the judge takes
        // the confirmation back before the count).
        game.disputes += 1;
        game.notes.push(
            "the engines hold different stones dead: life and death is confirmed by play after the stop, taken back before the count"
                .into(),
        );
        game.confirming = Some(0);
        return Settled::PlayOn;
    }
    dispute(game, (&b, &w), table)
}

/// Both engines hold `dead` dead: written, and the game counted.
fn agree(game: &mut Game, dead: &BTreeSet<usize>, table: &Table<'_>) -> Settled {
    let names = names(game, dead);
    match table.conduct.line(game.live.ruleset(), Doing::DeadAgreed, Colour::Black, &names) {
        Some(line) => {
            game.write(&line);
        }
        None => game.notes.push(
            "the edition declares no event for dead stones agreed: the game is counted as it stands".into(),
        ),
    }
    Settled::Over
}

/// The engines hold different stones dead: the one that says more are
/// dead (Black when both do) disputes, as the edition has it.
fn dispute(
    game: &mut Game,
    (b, w): (&BTreeSet<usize>, &BTreeSet<usize>),
    table: &Table<'_>,
) -> Settled {
    game.disputes += 1;
    let black_says: BTreeSet<usize> = b.difference(w).copied().collect();
    let (c, says) = match black_says.is_empty() {
        false => (Colour::Black, black_says),
        true => (Colour::White, w.difference(b).copied().collect()),
    };
    let names = names(game, &says);
    let Some(line) = table
        .conduct
        .line(game.live.ruleset(), Doing::DeadDisputed, c, &names)
    else {
        game.notes.push(
            "the engines dispute the dead stones and the edition declares no event for it: the game is counted with every stone alive"
                .into(),
        );
        return Settled::Over;
    };
    game.notes.push(format!(
        "the engines hold different stones dead: {} says {} dead",
        c.letter(),
        names
    ));
    if !game.write(&line) || game.live.situation().ended {
        return Settled::Over;
    }
    Settled::PlayOn
}

/// Whether the edition makes moves after the stop a confirmation, taken
/// back before the count (its scoring's `confirmation` articles).
fn has_confirmation(game: &Game) -> bool {
    game.live
        .ruleset()
        .scoring
        .as_ref()
        .is_some_and(|s| !s.confirmation.is_empty())
}

/// The dead stones to agree, as stones of the position at the stop (the
/// judge takes a confirmation back before it reads the agreement): those
/// both engines hold dead that stood at the stop, and those a
/// confirmation captured, which could not escape capture. Where the
/// edition has no confirmation, the stones as they stand.
fn dead_at_the_stop(game: &Game, agreed: BTreeSet<usize>) -> BTreeSet<usize> {
    let Some(stop) = game.stop.as_ref().filter(|_| has_confirmation(game)) else {
        return agreed;
    };
    let at_stop = |p: usize| stop.iter().any(|&(q, _)| q == p);
    let captured = stop
        .iter()
        .filter(|&&(p, c)| game.live.stone_at(p) != Some(c))
        .map(|&(p, _)| p);
    agreed
        .into_iter()
        .filter(|&p| at_stop(p))
        .chain(captured)
        .collect()
}

/// The points an engine listed, as board indices (a point without a
/// stone is passed over: it cannot be a dead stone).
fn dead_points(game: &Game, listed: &[Xy]) -> BTreeSet<usize> {
    listed
        .iter()
        .filter_map(|&xy| game.index(xy))
        .filter(|&p| game.live.stone_at(p).is_some())
        .collect()
}

/// Board indices as the record names them, space-separated.
fn names(game: &Game, points: &BTreeSet<usize>) -> String {
    let board = &game.live.ruleset().board;
    points
        .iter()
        .map(|&p| board.name(p))
        .collect::<Vec<_>>()
        .join(" ")
}
