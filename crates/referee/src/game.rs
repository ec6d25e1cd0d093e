//! One game between two engines, judged move by move by the edition
//! ([`caipan::engine::Live`], the judge `caipan check` runs): each answer
//! written as a line of the game's record and judged at once; what the
//! edition's verdict leaves is what the engines are brought back to; the
//! game ends where the judge says play has stopped, by the edition's
//! procedure ([`crate::ending`]).

pub use crate::table::{Game, Sides, Table};

use crate::conduct::Doing;
use crate::opening::Due;
use crate::player::{Player, Reply};
use caipan::engine::Situation;
use caipan::record::ast::Colour;
use std::time::Instant;

/// The game played to its end, `moved` told the moves that stand after
/// each one.
pub fn play(game: &mut Game, sides: Sides<'_>, table: &Table<'_>, moved: &mut dyn FnMut(usize)) {
    let [black, white] = sides;
    loop {
        if game.live.record().events.len() >= table.max_events {
            game.notes.push(format!(
                "the referee stopped the game after {} record lines (its bound on one game)",
                table.max_events
            ));
            return;
        }
        let situation = game.live.situation();
        let mover = match next(game, [&mut *black, &mut *white], table, &situation) {
            Next::Over => return,
            Next::Again => continue,
            Next::Move(c) => c,
        };
        let (own, other) = match mover {
            Colour::Black => (&mut *black, &mut *white),
            Colour::White => (&mut *white, &mut *black),
        };
        let Some((reply, stood)) = one_move(game, mover, (own, other), table, &situation) else {
            return;
        };
        if let Some(passes) = game.confirming.as_mut()
            && stood
        {
            *passes = if reply == Reply::Pass { *passes + 1 } else { 0 };
            if *passes >= 2 {
                // Two passes in a row: the confirmation is over.
                game.confirming = None;
            }
        }
        claim_at_once(game);
        moved(game.standing.len());
    }
}

/// What the loop does next.
enum Next {
    /// Ask this player's engine for a move.
    Move(Colour),
    /// Look again (something was written).
    Again,
    /// The game is over.
    Over,
}

/// Who moves next, or what else is due: the end settled, an opening act.
fn next(
    game: &mut Game,
    [black, white]: [&mut dyn Player; 2],
    table: &Table<'_>,
    situation: &Situation,
) -> Next {
    if situation.decided {
        return Next::Over;
    }
    if situation.ended {
        if game.confirming.is_some() {
            // A confirmation after the stop follows the judge's turn.
            return Next::Move(game.live.turn());
        }
        return match crate::ending::settle(game, [black, white], table) {
            crate::ending::Settled::Over => Next::Over,
            crate::ending::Settled::PlayOn => Next::Again,
        };
    }
    match crate::opening::due(game.live.ruleset(), &situation.acts) {
        Due::Nothing => Next::Move(situation.to_move.unwrap_or(Colour::Black)),
        Due::Offers(count) => match offers(game, [black, white], count) {
            true => Next::Again,
            false => Next::Over,
        },
        Due::Other(event) => {
            game.notes.push(format!(
                "the edition's opening protocol asks for `{event}`, an act no engine protocol can make: the game stops here (a supplement with a free opening lets engines play it)"
            ));
            Next::Over
        }
    }
}

/// `mover`'s engine asked for its move, the answer written and judged,
/// both engines brought to what the judge leaves: the answer and whether
/// it stood, or none when the game cannot go on (an engine out of the
/// game, a line refused).
fn one_move(
    game: &mut Game,
    mover: Colour,
    (own, other): (&mut dyn Player, &mut dyn Player),
    table: &Table<'_>,
    before: &Situation,
) -> Option<(Reply, bool)> {
    let asked = Instant::now();
    let answer = own.genmove(mover);
    let took = asked.elapsed();
    game.engine_time += took;
    let reply = match answer {
        Ok(_) if took > table.per_move => {
            let why = format!("answered after {took:.1?}");
            conduct(game, table, (mover, Doing::Silent), &why);
            return None;
        }
        Ok(Reply::Resign) => {
            conduct(game, table, (mover, Doing::Resign), "");
            return None;
        }
        Ok(reply) => reply,
        Err(fault) => {
            conduct(game, table, (mover, Doing::of(&fault)), &fault.to_string());
            return None;
        }
    };
    let line = match reply {
        Reply::Stone(xy) => match game.index(xy).filter(|&p| game.live.stone_at(p).is_none()) {
            Some(_) => format!("{} {}", mover.letter(), game.name(xy).unwrap_or_default()),
            None => {
                let at = game
                    .name(xy)
                    .unwrap_or_else(|| format!("column {} row {}", xy.column + 1, xy.row));
                let why = format!("answered {at}, a point that already holds a stone");
                conduct(game, table, (mover, Doing::NotAMove), &why);
                return None;
            }
        },
        _ => format!("{} pass", mover.letter()),
    };
    if !game.write(&line) {
        return None;
    }
    let after = game.live.situation();
    let stood = after.next_move > before.next_move;
    let kept = match stood {
        true => own
            .stands(mover, reply, true)
            .and_then(|()| other.stands(mover, reply, false)),
        false => own.taken_back(&game.standing),
    };
    if stood {
        game.standing.push((mover, reply));
    }
    match kept {
        Ok(()) => Some((reply, stood)),
        Err(fault) => {
            // The engine that could not follow the game is out of it.
            let faulty = if stood { mover.opponent() } else { mover };
            let why = format!("could not follow the game as the edition leaves it: {fault}");
            conduct(game, table, (faulty, Doing::of(&fault)), &why);
            None
        }
    }
}

/// What an engine did that is no move, written as the edition's event
/// for it (or, where it has none, said in the notes). The engine plays no
/// more: the game ends here, with whatever verdict the edition gives.
fn conduct(game: &mut Game, table: &Table<'_>, (c, doing): (Colour, Doing), detail: &str) {
    if !detail.is_empty() {
        game.notes.push(format!("{}: {detail}", c.letter()));
    }
    match table.conduct.line(game.live.ruleset(), doing, c, "") {
        Some(line) => {
            game.write(&line);
        }
        None => game.notes.push(format!(
            "{}: {} — the edition declares no event for it; the game ends undecided",
            c.letter(),
            doing.name()
        )),
    }
}

/// Every claim the edition leaves open to a player is made at once: an
/// engine cannot claim, so the referee claims for it everything the text
/// lets it claim (a forbidden move pointed out, a breach of the opening).
fn claim_at_once(game: &mut Game) {
    let situation = game.live.situation();
    for open in &situation.claims {
        let Some(word) = &open.word else { continue };
        if game.claimed.contains(&open.finding) {
            continue;
        }
        game.claimed.push(open.finding);
        // Who may claim: as the edition says, else the opponent of the
        // player the finding is about.
        let about = game
            .live
            .findings()
            .get(open.finding)
            .and_then(|f| f.player);
        let Some(by) = open.by.or(about.map(Colour::opponent)) else {
            continue;
        };
        game.write(&format!("{} claim {word}", by.letter()));
    }
}

/// Black's fifth-move offers: Black's engine's move and the referee's,
/// White keeping the engine's; both engines told the move that stands.
fn offers(game: &mut Game, [black, white]: [&mut dyn Player; 2], count: usize) -> bool {
    let stones = game.stones();
    let asked = Instant::now();
    let made = crate::opening::offers(game.live.ruleset(), &stones, count, black);
    game.engine_time += asked.elapsed();
    let (lines, own, notes) = match made {
        Ok(made) => made,
        Err(why) => {
            game.notes.push(format!("B: {why}"));
            return false;
        }
    };
    game.notes.extend(notes);
    if !lines.iter().all(|line| game.write(line)) {
        return false;
    }
    let reply = Reply::Stone(own);
    game.standing.push((Colour::Black, reply));
    let told = black
        .stands(Colour::Black, reply, true)
        .and_then(|()| white.stands(Colour::Black, reply, false));
    told.is_ok()
}
