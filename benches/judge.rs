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
//! `--sgf-only` skips 1 and 2 (for profiling the corpus run alone).
//!
//! Nothing here is asserted: speed is measured, not tested.

use caipan::go::board::Board;
use caipan::go::history::History;
use std::collections::BTreeMap;
use std::time::Instant;

mod common;
use common::{Rng, random_game};

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
    let games: Vec<Vec<usize>> = (0..200).map(|_| random_game(&mut rng, 250)).collect();
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

/// Every SGF game under `dir`, read and judged.
fn corpus(dir: &str) {
    {
        // The library's own SGF reader (main line only), every game judged
        // as played, end to end: decode, parse, convert, judge.
        let rules = caipan::ruleset::resolve("go-2002").expect("built-in ruleset");
        let files: Vec<Vec<u8>> = common::sgf_files(dir)
            .iter()
            .map(|p| std::fs::read(p).unwrap_or_default())
            .collect();
        let start = Instant::now();
        let (mut games, mut events, mut findings, mut unreadable) =
            (0usize, 0usize, 0usize, 0usize);
        // Where the time goes: reading SGF (decode, parse, convert to a
        // record) against judging.
        let mut reading = std::time::Duration::ZERO;
        for bytes in &files {
            let t = Instant::now();
            let Ok((text, list)) = caipan::sgf::read("bench.sgf", bytes) else {
                unreadable += 1;
                continue;
            };
            let list: Vec<_> = list.into_iter().flatten().collect();
            reading += t.elapsed();
            for record in list {
                games += 1;
                events += record.events.len();
                let mode = Some(caipan::judgement::Mode::AsPlayed);
                if let Ok((j, _)) = caipan::judge_as(&rules, &record, "bench.sgf", &text, mode) {
                    findings += j.findings.len();
                }
            }
        }
        let secs = start.elapsed().as_secs_f64();
        let read = reading.as_secs_f64();
        println!(
            "judge (SGF corpus {dir}, as played, end to end): {games} games, {events} events in {secs:.3} s = {:.2} M events/s; {findings} findings; {unreadable} files unreadable",
            events as f64 / secs / 1e6
        );
        println!(
            "  of which reading SGF {read:.3} s ({:.2} M events/s), judging {:.3} s ({:.2} M events/s)",
            events as f64 / read / 1e6,
            secs - read,
            events as f64 / (secs - read) / 1e6
        );
    }
}
