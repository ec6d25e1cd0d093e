//! A match: so many games between two engines under one edition, colours
//! alternating (the first engine Black in odd games), each game played and
//! judged ([`crate::game`]) and written ([`crate::written`]) as it ends.

pub use crate::spec::{EngineSpec, MatchError, MatchSpec, Played};

use crate::conduct::Conduct;
use crate::engine::Bounds;
use crate::game::{Game, Table};
use crate::opening::Laid;
use crate::player::{self, Player, Protocol, Reply};
use caipan::engine::Live;
use std::time::{Duration, Instant};

/// How a match goes, as it goes (what a progress bar shows).
pub enum Progress<'a> {
    /// A move of game `game` stood: `moves` so far.
    Moved {
        /// The game, from 1.
        game: u32,
        /// Moves that stood so far.
        moves: usize,
    },
    /// A game ended.
    Ended(&'a Played),
}

/// Play the match, telling `each` of every move that stands and every
/// game that ends.
pub fn play_match(
    spec: &MatchSpec,
    conduct: &Conduct,
    each: &mut dyn FnMut(Progress<'_>),
) -> Result<Vec<Played>, MatchError> {
    let protocol = crate::setup::protocol_of(&spec.ruleset);
    let info = crate::setup::engine_settings(&spec.ruleset, conduct, protocol, spec.per_move)?;
    let laid = Laid::new(&spec.ruleset, spec.seed);
    std::fs::create_dir_all(&spec.out).map_err(|error| MatchError::Write {
        path: spec.out.display().to_string(),
        error,
    })?;
    let mut played = Vec::new();
    for number in 1..=spec.games {
        let black = usize::from(number % 2 == 0);
        let moved = &mut |moves| {
            each(Progress::Moved {
                game: number,
                moves,
            })
        };
        let game = play_one(
            spec,
            (protocol, &info),
            conduct,
            (number, black),
            (&laid, moved),
        )?;
        each(Progress::Ended(&game));
        played.push(game);
    }
    crate::written::results(spec, &played)?;
    Ok(played)
}

/// Game `number`, engine `black` Black.
fn play_one(
    spec: &MatchSpec,
    (protocol, info): (Protocol, &crate::player::Settings),
    conduct: &Conduct,
    (number, black): (u32, usize),
    (laid, moved): (&Laid, &mut dyn FnMut(usize)),
) -> Result<Played, MatchError> {
    let started = Instant::now();
    let ruleset = &spec.ruleset;
    let size = ruleset.board.size;
    let bounds = Bounds {
        // Twice the time and a second more: an answer late by less is
        // still read (and judged late); one later is silence.
        answer_time: spec.per_move * 2 + Duration::from_secs(1),
        ..Bounds::default()
    };
    let mut engines: Vec<Box<dyn Player>> = Vec::new();
    for k in [black, 1 - black] {
        let e = &spec.engines[k];
        let engine = player::start(protocol, (&e.program, &e.args), bounds, size, info).map_err(
            |fault| MatchError::Engine {
                engine: e.name.clone(),
                fault,
            },
        )?;
        engines.push(engine);
    }
    let opening = laid.for_game(number);
    let head = crate::written::head(spec, number, black, &opening);
    let name = crate::written::file_name(number, "caipan");
    let live = Live::new(ruleset.clone(), &name, &head, None)
        .map_err(|e| MatchError::Record(e.to_string()))?;
    let mut game = Game::new(live);
    game.notes.extend(opening.notes.iter().cloned());
    game.standing
        .extend(opening.stones.iter().map(|&(c, xy)| (c, Reply::Stone(xy))));
    let komi = crate::setup::komi_points(ruleset);
    for (k, engine) in engines.iter_mut().enumerate() {
        engine
            .new_game(size, komi, &opening.stones)
            .map_err(|fault| MatchError::Engine {
                engine: spec.engines[if k == 0 { black } else { 1 - black }]
                    .name
                    .clone(),
                fault,
            })?;
    }
    let table = Table {
        conduct,
        per_move: spec.per_move,
        max_events: 4 * size * size,
    };
    let [b, w] = &mut engines[..] else {
        return Err(MatchError::Unplayable(caipan::said!("referee-two-engines")));
    };
    crate::game::play(&mut game, [b.as_mut(), w.as_mut()], &table, moved);
    drop(engines);
    crate::written::game(spec, number, black, game, started.elapsed())
}
