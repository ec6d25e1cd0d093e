//! Benchmarks, run with `cargo bench --bench judge [-- DIR]`.
//!
//! 1. Board physics alone: random legal games on 19×19 (analyse + play per
//!    move, with the repetition lookup), moves per second.
//! 2. The whole judge (parse, validate, rules, verdicts, count) on synthetic
//!    records.
//! 3. With a directory of SGF files (e.g. ../shared/data/go/computer-go-ai):
//!    every game read by caipan's SGF reader and judged as played under
//!    go-2002, end to end (decode, parse, convert, judge); prints throughput
//!    and the number of findings.
//!
//! `--sgf-only` skips 1 and 2 (for profiling the corpus run alone); with
//! `JUDGE_PROFILE=N`, the corpus is read and judged end to end N times
//! and nothing else is run (for perf or callgrind); with
//! `JUDGE_PROFILE_BOARD=N`, the bare board N times on the same games.
//!
//! Nothing here is asserted: speed is measured, not tested.

use caipan::go::board::Board;
use caipan::go::history::History;
use std::collections::BTreeMap;
use std::time::Instant;

mod common;
use common::{Rng, random_game, sized};

const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRST";

fn point_name(p: usize) -> String {
    format!("{}{}", COLUMNS[p % 19] as char, p / 19 + 1)
}

fn bench_board(games: &[Vec<usize>]) {
    let total: usize = games.iter().map(Vec::len).sum();
    let start = Instant::now();
    for game in games {
        let mut board = Board::new(19);
        let mut history = History::default();
        history.record(&board, 1);
        let mut colour = 1u8;
        for &p in game {
            let a = board.analyse(p, colour);
            std::hint::black_box(history.repeats(&board, &a, 3 - colour));
            board.play(p, colour);
            colour = 3 - colour;
            history.record(&board, colour);
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "board physics: {} games, {} moves in {:.3} s = {:.2} M moves/s ({:.0} ns/move)",
        games.len(),
        total,
        secs,
        total as f64 / secs / 1e6,
        secs * 1e9 / total as f64
    );
}

fn record_text(
    setup_black: &[String],
    setup_white: &[String],
    moves: &[(char, Option<String>)],
) -> String {
    let mut text = String::from("[Edition \"go-2002\"]\n");
    if !setup_black.is_empty() {
        text += &format!("[AddBlack \"{}\"]\n", setup_black.join(" "));
    }
    if !setup_white.is_empty() {
        text += &format!("[AddWhite \"{}\"]\n", setup_white.join(" "));
    }
    for (c, p) in moves {
        text += &format!("{c} {}\n", p.as_deref().unwrap_or("pass"));
    }
    text
}

fn bench_judge(records: &[String], label: &str) {
    let rules = caipan::ruleset::resolve("go-2002").expect("built-in ruleset");
    let mut moves = 0usize;
    let mut fired: BTreeMap<String, usize> = BTreeMap::new();
    let mut defects: BTreeMap<String, usize> = BTreeMap::new();
    let start = Instant::now();
    for text in records {
        let record = caipan::record::parse("bench", text).expect("generated records parse");
        moves += record.events.len();
        match caipan::judge(&rules, &record, "bench", text) {
            Ok((j, defect)) => {
                for f in &j.findings {
                    *fired.entry(f.rule().to_string()).or_default() += 1;
                }
                if let Some(d) = defect {
                    let kind = d.to_string();
                    let kind = if kind.contains("occupied") {
                        "move on an occupied point"
                    } else {
                        "other defect"
                    };
                    *defects.entry(kind.to_string()).or_default() += 1;
                }
            }
            Err(e) => panic!("{e:?}"),
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "judge ({label}): {} records, {} events in {:.3} s = {:.2} M events/s, {:.1} µs per record",
        records.len(),
        moves,
        secs,
        moves as f64 / secs / 1e6,
        secs * 1e6 / records.len().max(1) as f64
    );
    for (rule, n) in &fired {
        println!("  rule {rule}: {n}");
    }
    for (kind, n) in &defects {
        println!("  defective records ({kind}): {n}");
    }
}

fn main() {
    let dir = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    // `--sgf-only`: the corpus alone, for profiles of it (callgrind).
    let sgf_only = std::env::args().any(|a| a == "--sgf-only") && dir.is_some();
    if !sgf_only {
        synthetic();
    }
    if let Some(dir) = dir {
        corpus(&dir);
    }
}

/// The board and the judge on random legal games.
fn synthetic() {
    let mut rng = Rng(0x00CA_1BA2);
    let games: Vec<Vec<usize>> = (0..sized(200, 2))
        .map(|_| random_game(&mut rng, 250))
        .collect();
    bench_board(&games);
    let records: Vec<String> = games
        .iter()
        .map(|g| {
            let moves: Vec<(char, Option<String>)> = g
                .iter()
                .enumerate()
                .map(|(i, &p)| (if i % 2 == 0 { 'B' } else { 'W' }, Some(point_name(p))))
                .collect();
            record_text(&[], &[], &moves)
        })
        .collect();
    bench_judge(&records, "synthetic legal games");
}

/// Every SGF game under `dir`, read and judged, beside what reading and
/// the bare board alone cost on the same games in the same run.
fn corpus(dir: &str) {
    let rules = caipan::ruleset::resolve("go-2002").expect("built-in ruleset");
    let files: Vec<Vec<u8>> = common::sgf_files(dir)
        .iter()
        .map(|p| std::fs::read(p).unwrap_or_default())
        .collect();
    if let Ok(times) = std::env::var("JUDGE_PROFILE") {
        // For a profiler: end to end alone, over and over.
        for _ in 0..times.parse().unwrap_or(20) {
            std::hint::black_box(end_to_end(&rules, &files).findings);
        }
        return;
    }
    let games = main_lines(&files);
    if let Ok(times) = std::env::var("JUDGE_PROFILE_BOARD") {
        // For a profiler: the bare board alone on the same games.
        for _ in 0..times.parse().unwrap_or(20) {
            bare_board(&games);
        }
        return;
    }
    let rounds: usize = std::env::var("JUDGE_ROUNDS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    // Rounds alternate the three passes, so a slower minute of the machine
    // falls on each of them alike; each pass timed whole, in this thread's
    // CPU time (the unit) and on the clock; medians and ranges.
    let (mut ends, mut reads, mut boards) = (Vec::new(), Vec::new(), Vec::new());
    let mut inside = Vec::new();
    let mut last = None;
    for _ in 0..rounds {
        let (run, took) = timed(|| end_to_end(&rules, &files));
        ends.push(took);
        inside.push(run.reading);
        reads.push(timed(|| reading(&files)).1);
        boards.push(timed(|| bare_board(&games)).1);
        last = Some(run);
    }
    let Some(run) = last else { return };
    println!(
        "judge (SGF corpus {dir}, as played, end to end): {} games, {} events; {} findings; {} files unreadable; {rounds} rounds, CPU time of this thread",
        run.games, run.events, run.findings, run.unreadable
    );
    let passes = Passes {
        ends,
        reads,
        boards,
        inside,
    };
    report(run.events as f64, &passes, games.len());
}

/// Each round's passes: end to end, reading alone, the bare board, and the
/// reading timed inside the end-to-end pass (on the clock).
struct Passes {
    ends: Vec<Took>,
    reads: Vec<Took>,
    boards: Vec<Took>,
    inside: Vec<f64>,
}

/// The corpus figures: each pass's rate per CPU-second, judging's (end to
/// end less reading), and what judging adds over reading plus the bare
/// board, round by round: with reading alone (CPU time), and with the
/// reading timed inside the end-to-end pass (the clock, every pass).
fn report(events: f64, p: &Passes, lines: usize) {
    let cpu = |took: &[Took]| took.iter().map(|t| t.cpu).collect::<Vec<f64>>();
    let wall = |took: &[Took]| took.iter().map(|t| t.wall).collect::<Vec<f64>>();
    let rate = |secs: &[f64], unit: &str| {
        let (lo, mid, hi) = spread(secs);
        format!(
            "{:.2} M events per {unit} (median; {:.2}–{:.2}), {mid:.3} s",
            events / mid / 1e6,
            events / hi / 1e6,
            events / lo / 1e6
        )
    };
    let (ends, reads, boards) = (cpu(&p.ends), cpu(&p.reads), cpu(&p.boards));
    let judging: Vec<f64> = ends.iter().zip(&reads).map(|(e, r)| e - r).collect();
    println!("  end to end: {}", rate(&ends, "CPU-second"));
    println!("  … on the clock: {}", rate(&wall(&p.ends), "second"));
    println!(
        "  reading SGF alone (and freeing what was read): {}",
        rate(&reads, "CPU-second")
    );
    println!(
        "  … reading timed inside the end-to-end pass: {}",
        rate(&p.inside, "second")
    );
    println!(
        "  judging (end to end less reading alone): {}",
        rate(&judging, "CPU-second")
    );
    println!(
        "  the bare board on the same games ({lines} main lines, analyse + repetition + play): {}",
        rate(&boards, "CPU-second")
    );
    let ratio = |e: &[f64], r: &[f64], b: &[f64]| {
        let each: Vec<f64> = e
            .iter()
            .zip(r.iter().zip(b))
            .map(|(e, (r, b))| e / (r + b))
            .collect();
        let (lo, mid, hi) = spread(&each);
        format!("{mid:.2} (median; {lo:.2}–{hi:.2})")
    };
    println!(
        "  end to end ÷ (reading alone + bare board), CPU: {}",
        ratio(&ends, &reads, &boards)
    );
    println!(
        "  end to end ÷ (reading inside the pass + bare board), clock: {}",
        ratio(&wall(&p.ends), &p.inside, &wall(&p.boards))
    );
}

/// The smallest, the median and the largest of `values`.
fn spread(values: &[f64]) -> (f64, f64, f64) {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    (v[0], v[v.len() / 2], v[v.len() - 1])
}

/// What a pass took: this thread's CPU time and the clock's, in seconds.
#[derive(Clone, Copy)]
struct Took {
    cpu: f64,
    wall: f64,
}

/// This thread's CPU time so far, in seconds, to the nanosecond.
fn cpu_now() -> f64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

/// `pass` run once, and what it took.
fn timed<T>(pass: impl FnOnce() -> T) -> (T, Took) {
    let (cpu, wall) = (cpu_now(), Instant::now());
    let out = std::hint::black_box(pass());
    let took = Took {
        cpu: cpu_now() - cpu,
        wall: wall.elapsed().as_secs_f64(),
    };
    (out, took)
}

/// One end-to-end run over the files: its counts, and the time on the
/// clock spent reading inside it (each file's read and free timed).
struct Run {
    games: usize,
    events: usize,
    findings: usize,
    unreadable: usize,
    reading: f64,
}

/// The library's own SGF reader (main line only), every game judged as
/// played: decode, parse, convert, judge.
fn end_to_end(rules: &caipan::Ruleset, files: &[Vec<u8>]) -> Run {
    let (mut games, mut events, mut findings, mut unreadable) = (0usize, 0usize, 0usize, 0usize);
    let mut reading = std::time::Duration::ZERO;
    for bytes in files {
        let t = Instant::now();
        let Ok((text, list)) = caipan::sgf::read("bench.sgf", bytes) else {
            unreadable += 1;
            continue;
        };
        reading += t.elapsed();
        for record in list.iter().flatten() {
            games += 1;
            events += record.events.len();
            let mode = Some(caipan::judgement::Mode::AsPlayed);
            if let Ok((j, _)) = caipan::judge_as(rules, record, "bench.sgf", &text, mode) {
                findings += j.findings.len();
            }
        }
        // Freeing what was read is reading's cost (a reader that judged
        // nothing would pay it too), not judging's.
        let t = Instant::now();
        drop((text, list));
        reading += t.elapsed();
    }
    Run {
        games,
        events,
        findings,
        unreadable,
        reading: reading.as_secs_f64(),
    }
}

/// The same files read as [`end_to_end`] reads them, and freed (a reader
/// that judged nothing would free them too), nothing judged: the events
/// read.
fn reading(files: &[Vec<u8>]) -> usize {
    let mut events = 0;
    for bytes in files {
        if let Ok((_, list)) = caipan::sgf::read("bench.sgf", bytes) {
            events += list.iter().flatten().map(|r| r.events.len()).sum::<usize>();
        }
    }
    events
}

/// A game's moves as points of its board (`None` a pass), its side and
/// its setup stones (colour, point).
struct MainLine {
    size: usize,
    setup: Vec<(u8, usize)>,
    moves: Vec<(u8, Option<usize>)>,
}

/// The main lines of the files' games as the bare board plays them: every
/// game whose events are moves and passes on points of its board.
fn main_lines(files: &[Vec<u8>]) -> Vec<MainLine> {
    use caipan::record::ast::{Actor, Colour, EventKind};
    let colour = |c: Colour| if c == Colour::Black { 1 } else { 2 };
    let mut lines = Vec::new();
    for bytes in files {
        let Ok((_, list)) = caipan::sgf::read("bench.sgf", bytes) else {
            continue;
        };
        for record in list.into_iter().flatten() {
            let size = record
                .tags
                .iter()
                .find(|t| t.key == "Size")
                .and_then(|t| t.value.parse().ok())
                .unwrap_or(19);
            let point = |name: &str| point_on(name, size);
            let setup: Option<Vec<_>> = record
                .setup
                .iter()
                .map(|s| Some((colour(s.colour), point(s.point.text.as_str())?)))
                .collect();
            let moves: Option<Vec<_>> = record
                .events
                .iter()
                .map(|e| match (&e.kind, e.actor) {
                    (EventKind::Move(p), Actor::Player(c)) => {
                        Some((colour(c), Some(point(p.text.as_str())?)))
                    }
                    (EventKind::Pass, Actor::Player(c)) => Some((colour(c), None)),
                    _ => None,
                })
                .collect();
            if let (Some(setup), Some(moves)) = (setup, moves) {
                lines.push(MainLine { size, setup, moves });
            }
        }
    }
    lines
}

/// A point's index on a board of `size` from its name (`D4`, no I).
fn point_on(name: &str, size: usize) -> Option<usize> {
    let bytes = name.as_bytes();
    let x = COLUMNS.iter().position(|&c| Some(&c) == bytes.first())?;
    let y: usize = name.get(1..)?.parse().ok()?;
    (x < size && (1..=size).contains(&y)).then(|| (y - 1) * size + x)
}

/// The main lines replayed on caipan's board with its repetition index, as
/// the judge plays them (a move the board refuses ends the game): seconds.
fn bare_board(games: &[MainLine]) {
    for game in games {
        let mut board = Board::new(game.size);
        for &(c, p) in &game.setup {
            board.play(p, c);
        }
        let mut history = History::default();
        let first = game.moves.first().map_or(1, |m| m.0);
        history.record(&board, first);
        for &(colour, mv) in &game.moves {
            if let Some(p) = mv {
                if board.at(p) != 0 {
                    break;
                }
                let a = board.analyse(p, colour);
                std::hint::black_box(history.repeats(&board, &a, 3 - colour));
                board.play(p, colour);
            }
            history.record(&board, 3 - colour);
        }
    }
}
