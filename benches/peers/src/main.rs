//! caipan's Go board and Gomoku forbidden-move check measured side by side
//! with the Rust crates people use, in one run, on the same input:
//!
//! - Go: `board-game` (a bare board with positional superko) and `goban`
//!   (Chinese rules: ko, superko, suicide) replay the same random legal
//!   games, and with a directory the same SGF main lines, as caipan's board
//!   (legality, captures, ko and repetition);
//! - Gomoku: `figrid-board`'s Renju check against caipan's on the same
//!   random positions, every empty point.
//!
//! Agreement is checked, not assumed: a move a peer refuses, a final stone
//! count that differs, a point judged differently, is counted and printed.
//!
//! Run: `cargo run --release -p caipan-peers -- [DIR_OF_SGF]`
//! (a workspace member of its own, so `cargo test` never builds the peers).

use caipan::go::board::Board;
use caipan::go::history::History;
use caipan::gomoku::lines::{BLACK, Readings, View, shape};
use std::time::Instant;

#[path = "../../common/mod.rs"]
mod common;
use common::{N, Rng, position, random_game};

/// A game as the boards replay it: points on a 19×19 board (`y * 19 + x`),
/// `None` for a pass, Black first.
type Game = Vec<Option<usize>>;

/// How a replay of one game ended: the move it refused first (a replay
/// stops there), and the stones on the board.
#[derive(Clone, Copy, PartialEq, Debug)]
struct End {
    refused: Option<usize>,
    stones: usize,
}

/// The time one replayer takes over all games, with how many games it
/// ended differently from caipan.
struct Run {
    name: &'static str,
    secs: f64,
    disagreements: usize,
    /// The first few: (game, caipan's end, the peer's end).
    examples: Vec<(usize, End, End)>,
    /// How each game ended.
    ends: Vec<End>,
}

/// Counts a game the peer ended differently, keeping the first examples.
fn compare(run: &mut Run, game: usize, ours: End, theirs: End) {
    if ours != theirs {
        run.disagreements += 1;
        if run.examples.len() < 3 {
            run.examples.push((game, ours, theirs));
        }
    }
}

/// caipan's board; `board_only`: the reading `repetition-board-only`
/// (a position repeats when the stones repeat, whoever is to move), which
/// is the peers' positional superko.
fn caipan_replay(games: &[Game], board_only: bool, ends: &mut Vec<End>) -> Run {
    let start = Instant::now();
    for game in games {
        let mut board = Board::new(19);
        let mut history = History::default();
        history.board_only = board_only;
        history.record(&board, 1);
        let mut colour = 1u8;
        let mut refused = None;
        for (i, &mv) in game.iter().enumerate() {
            if let Some(p) = mv {
                if board.at(p) != 0 {
                    refused = Some(i);
                    break;
                }
                let a = board.analyse(p, colour);
                if a.suicide || history.repeats(&board, &a, 3 - colour) {
                    refused = Some(i);
                    break;
                }
                board.play(p, colour);
            }
            colour = 3 - colour;
            history.record(&board, colour);
        }
        let stones = (0..361).filter(|&p| board.at(p) != 0).count();
        ends.push(End { refused, stones });
    }
    Run {
        name: "caipan (ko, repetition, suicide)",
        secs: start.elapsed().as_secs_f64(),
        disagreements: 0,
        examples: Vec::new(),
        ends: Vec::new(),
    }
}

/// A peer's run, its ends compared with caipan's.
fn judged(name: &'static str, secs: f64, ours: &[End], theirs: &[End]) -> Run {
    let mut run = Run {
        name,
        secs,
        disagreements: 0,
        examples: Vec::new(),
        ends: theirs.to_vec(),
    };
    for (game, (&a, &b)) in ours.iter().zip(theirs).enumerate() {
        compare(&mut run, game, a, b);
    }
    run
}

fn board_game_replay(games: &[Game], ends: &[End]) -> Run {
    use board_game::board::Board as _;
    use board_game::games::go::{GoBoard, Komi, Move, Rules, State, Tile};
    let mut ended = Vec::with_capacity(games.len());
    let start = Instant::now();
    for game in games {
        let mut board = GoBoard::new(19, Komi::zero(), Rules::cgos());
        let mut refused = None;
        for (i, &mv) in game.iter().enumerate() {
            let mv = match mv {
                Some(p) => Move::Place(Tile::new((p % 19) as u8, (p / 19) as u8)),
                None => Move::Pass,
            };
            // Two passes end its game; caipan's board plays on.
            if board.outcome().is_some() {
                board = GoBoard::from_parts(
                    board.rules(),
                    board.chains().clone(),
                    board.next_player(),
                    State::Normal,
                    board.history().clone(),
                    board.komi(),
                );
            }
            if board.play(mv).is_err() {
                refused = Some(i);
                break;
            }
        }
        let stones = usize::from(board.stone_count());
        ended.push(End { refused, stones });
    }
    let secs = start.elapsed().as_secs_f64();
    judged(
        "board-game (positional superko, no suicide)",
        secs,
        ends,
        &ended,
    )
}

fn goban_replay(games: &[Game], ends: &[End]) -> Run {
    use goban::rules::game::Game as GobanGame;
    use goban::rules::{CHINESE, GobanSizes, Move};
    let mut ended = Vec::with_capacity(games.len());
    let start = Instant::now();
    for game in games {
        let mut board = GobanGame::new(GobanSizes::Nineteen, CHINESE);
        let mut refused = None;
        for (i, &mv) in game.iter().enumerate() {
            let mv = match mv {
                Some(p) => Move::Play((p / 19) as u8, (p % 19) as u8),
                None => Move::Pass,
            };
            // Two passes pause its game; caipan's board plays on.
            if board.is_over() {
                board.resume();
            }
            if board.try_play(mv).is_err() {
                refused = Some(i);
                break;
            }
        }
        let (b, w) = board.goban().number_of_stones();
        ended.push(End {
            refused,
            stones: (b + w) as usize,
        });
    }
    let secs = start.elapsed().as_secs_f64();
    judged("goban (Chinese: ko, superko, suicide)", secs, ends, &ended)
}

/// Every replayer on the same games, one table.
fn go_table(label: &str, games: &[Game]) {
    let moves: usize = games.iter().map(Vec::len).sum();
    let mut ends = Vec::with_capacity(games.len());
    let ours = caipan_replay(games, false, &mut ends);
    let mut positional = Vec::with_capacity(games.len());
    caipan_replay(games, true, &mut positional);
    let runs = [
        ours,
        board_game_replay(games, &ends),
        goban_replay(games, &ends),
    ];
    println!("\nGo board, {label}: {} games, {moves} moves", games.len());
    let base = runs[0].secs;
    for r in &runs {
        println!(
            "  {:<46} {:>7.3} s  {:>6.2} M moves/s  {:>5.2}× caipan's time  disagreements: {}",
            r.name,
            r.secs,
            moves as f64 / r.secs / 1e6,
            r.secs / base,
            r.disagreements
        );
        if r.disagreements > 0 {
            let mut again = judged(r.name, r.secs, &positional, &r.ends);
            again.ends.clear();
            println!(
                "      with caipan's reading repetition-board-only (positional superko): disagreements: {}",
                again.disagreements
            );
        }
        for (game, ours, theirs) in &r.examples {
            println!(
                "      game {game}: caipan {ours:?}, {} {theirs:?}",
                r.name.split(' ').next().unwrap_or("")
            );
        }
    }
}

/// The main lines of the 19×19 games under `dir` with no setup stones, as
/// caipan's SGF reader gives them.
fn sgf_games(dir: &str) -> (Vec<Game>, usize) {
    let mut games = Vec::new();
    let mut skipped = 0;
    let columns = b"ABCDEFGHJKLMNOPQRST";
    for path in common::sgf_files(dir) {
        let Ok(bytes) = std::fs::read(&path) else {
            continue;
        };
        let text = caipan::sgf::decode::decode(&bytes).text;
        let Ok(list) = caipan::sgf::games("peers.sgf", &text) else {
            skipped += 1;
            continue;
        };
        for record in list.into_iter().flatten() {
            let size_19 = record
                .tags
                .iter()
                .all(|t| t.key != "Size" || t.value == "19");
            let mut game = Game::new();
            let mut ok = size_19 && record.setup.is_empty();
            for event in &record.events {
                match &event.kind {
                    caipan::record::ast::EventKind::Move(p) => {
                        let name = p.text.as_str().as_bytes();
                        let x = columns.iter().position(|&c| Some(&c) == name.first());
                        let y: Option<usize> = std::str::from_utf8(&name[1..])
                            .ok()
                            .and_then(|s| s.parse().ok());
                        match (x, y) {
                            (Some(x), Some(y)) if (1..=19).contains(&y) => {
                                game.push(Some((y - 1) * 19 + x))
                            }
                            _ => ok = false,
                        }
                    }
                    caipan::record::ast::EventKind::Pass => game.push(None),
                    _ => ok = false,
                }
            }
            if ok {
                games.push(game);
            } else {
                skipped += 1;
            }
        }
    }
    (games, skipped)
}

fn gomoku_table() {
    use figrid_board::board::BitBoard;
    let mut rng = Rng(0x00CA_1BA2);
    let positions: Vec<Vec<u8>> = (0..400).map(|_| position(&mut rng, 40)).collect();
    let points: Vec<(usize, usize)> = positions
        .iter()
        .enumerate()
        .flat_map(|(i, cells)| (0..N * N).filter(|&p| cells[p] == 0).map(move |p| (i, p)))
        .collect();

    let readings = Readings::default();
    let start = Instant::now();
    let ours: Vec<bool> = points
        .iter()
        .map(|&(i, p)| shape(&View::new(&positions[i], N), p, BLACK, readings).forbidden())
        .collect();
    let caipan_secs = start.elapsed().as_secs_f64();

    let boards: Vec<(BitBoard, BitBoard)> = positions
        .iter()
        .map(|cells| {
            let (mut black, mut white) = (BitBoard::EMPTY, BitBoard::EMPTY);
            for (p, &c) in cells.iter().enumerate() {
                match c {
                    0 => {}
                    c if c == BLACK => black.set(p),
                    _ => white.set(p),
                }
            }
            (black, white)
        })
        .collect();
    let start = Instant::now();
    let theirs: Vec<bool> = points
        .iter()
        .map(|&(i, p)| figrid_board::renju::is_forbidden(&boards[i].0, &boards[i].1, p))
        .collect();
    let figrid_secs = start.elapsed().as_secs_f64();

    let forbidden = ours.iter().filter(|&&f| f).count();
    let differ = ours.iter().zip(&theirs).filter(|(a, b)| a != b).count();
    let n = points.len() as f64;
    println!(
        "\nGomoku forbidden-move check: {} positions, {} empty points, {forbidden} forbidden by caipan",
        positions.len(),
        points.len()
    );
    println!(
        "  {:<46} {:>7.3} s  {:>6.3} µs per point",
        "caipan (gomoku-2013 readings by default)",
        caipan_secs,
        caipan_secs * 1e6 / n
    );
    println!(
        "  {:<46} {:>7.3} s  {:>6.3} µs per point  {:.2}× caipan's time  points judged differently: {differ}",
        "figrid-board (Renju)",
        figrid_secs,
        figrid_secs * 1e6 / n,
        figrid_secs / caipan_secs
    );
}

fn main() {
    let dir = std::env::args().nth(1);
    let mut rng = Rng(0x00CA_1BA2);
    let games: Vec<Game> = (0..200)
        .map(|_| random_game(&mut rng, 250).into_iter().map(Some).collect())
        .collect();
    go_table("random legal games", &games);
    if let Some(dir) = dir {
        let (games, skipped) = sgf_games(&dir);
        go_table(
            &format!(
                "SGF main lines under {dir} ({skipped} games skipped: setup stones, another size, or unreadable)"
            ),
            &games,
        );
    } else {
        println!("(pass a directory of SGF files to replay a real corpus too)");
    }
    gomoku_table();
}
