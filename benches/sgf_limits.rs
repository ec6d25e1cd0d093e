//! SGF under hostile input, run with `cargo bench --bench sgf_limits`.
//!
//! Each measurement runs in a fresh child process (this program calling
//! itself with `--one KIND BYTES`), so its peak memory (VmHWM) is its own.
//! For each shape a hostile file has used, the file grows from 1 MB to
//! 10 MB: time and memory should grow with it (linear), never faster. A
//! file is read as the CLI reads it (decoded, every game read), each game
//! judged under go-2002 as played, and every diagnostic rendered.
//!
//! - `nested`: a stray `[`, then variations nested without end (refused);
//! - `mid-rect`: one mid-game node of `AB[aa:ss]` rectangles;
//! - `alt-rect`: mid-game nodes alternating `AB[aa:ss]` and `AW[aa:ss]`
//!   (every point changes colour at every node);
//! - `root-rect`: a root `AB` of rectangles on SZ[25] (refused by go-2002's
//!   board after reading);
//! - `tiny-games`: a collection of tiny games;
//! - `one-node`: every move of a game in one node;
//! - `off-board`: a collection of games each with an off-board move (a
//!   diagnostic per game);
//! - `points-all`: `points --after all` on a triple-ko cycle (one report
//!   per position, from one pass).
//!
//! `-- --oracle DIR`: every SGF file under DIR read by the scanner and by
//! the pest grammar (the specification), each game's record compared
//! (moves, setup, size, komi, comments: the whole record); prints the
//! number of games that differ.
//!
//! Nothing here is asserted: speed is measured, not tested.

use std::time::Instant;

mod common;
use common::peak_kb;

fn shape(kind: &str, bytes: usize) -> Vec<u8> {
    let repeat = |head: &str, unit: &str, tail: &str| {
        let n = bytes.saturating_sub(head.len() + tail.len()) / unit.len().max(1);
        format!("{head}{}{tail}", unit.repeat(n)).into_bytes()
    };
    match kind {
        "nested" => {
            let n = bytes / 4;
            format!("[(;{}{})", "(;".repeat(n), ")".repeat(n + 1)).into_bytes()
        }
        "mid-rect" => repeat("(;GM[1]SZ[19];B[pd];AB", "[aa:ss]", ")"),
        "alt-rect" => repeat("(;GM[1]SZ[19];B[pd]", ";AB[aa:ss];AW[aa:ss]", ")"),
        "root-rect" => repeat("(;GM[1]SZ[25]AB", "[aa:yy]", ";B[pd])"),
        "tiny-games" => repeat("", "(;GM[1]SZ[19];B[pd];W[dp])\n", ""),
        "one-node" => repeat("(;GM[1]SZ[19];", "B[pd]W[dp]", "BL[30])"),
        "off-board" => repeat("", "(;GM[1]SZ[19];B[zz])", ""),
        "points-all" => {
            let (head, unit) = ko_cycle();
            repeat(&head, &unit, ")")
        }
        _ => Vec::new(),
    }
}

/// A triple ko taken round and round (every move a capture, a whole-board
/// repetition from the sixth on): the root and one round of six moves.
fn ko_cycle() -> (String, String) {
    let sgf = |name: &str| {
        let x = "ABCDEFGHJKLMNOPQRST".find(&name[..1]).unwrap_or(0);
        let row: usize = name[1..].parse().unwrap_or(1);
        format!(
            "{}{}",
            (b'a' + x as u8) as char,
            (b'a' + (19 - row) as u8) as char
        )
    };
    let list = |names: &str| {
        names
            .split(' ')
            .map(|n| format!("[{}]", sgf(n)))
            .collect::<String>()
    };
    let head = format!(
        "(;GM[1]SZ[19]AB{}AW{}PL[W]",
        list("A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2"),
        list("D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3")
    );
    let unit = ["W B2", "B J2", "W O2", "B C2", "W H2", "B P2"]
        .iter()
        .map(|m| format!(";{}[{}]", &m[..1], sgf(&m[2..])))
        .collect();
    (head, unit)
}

/// Read and judge one file as the CLI does; how many games and diagnostics.
fn judge_file(kind: &str, bytes: &[u8]) -> (usize, usize) {
    let Some(Ok(rules)) = caipan::ruleset::built_in("go-2002") else {
        return (0, 0);
    };
    let (text, games) = match caipan::sgf::read("bench.sgf", bytes) {
        Ok(read) => read,
        Err(e) => {
            std::hint::black_box(format!("{:?}", miette::Report::new(*e)));
            return (0, 1);
        }
    };
    let (mut judged, mut diagnostics) = (0, 0);
    let mode = Some(caipan::judgement::Mode::AsPlayed);
    for game in games {
        let outcome = game.and_then(|record| {
            if kind == "points-all" {
                let moves = record.events.len() as u32;
                let asked: Vec<Option<u32>> = (0..=moves).map(Some).collect();
                // As the CLI writes them: each report dropped once made.
                caipan::engine::points_each(&rules, &record, "b", &text, &asked, |_, r| {
                    std::hint::black_box(r.points.len());
                    Ok::<(), Box<caipan::error::RecordError>>(())
                })?;
                return Ok(None);
            }
            caipan::judge_as(&rules, &record, "bench.sgf", &text, mode).map(|(_, d)| d)
        });
        judged += 1;
        if let Err(d) | Ok(Some(d)) = outcome {
            std::hint::black_box(format!("{:?}", miette::Report::new(*d)));
            diagnostics += 1;
        }
    }
    (judged, diagnostics)
}

fn one(kind: &str, size: usize) {
    let bytes = shape(kind, size);
    let input_kb = peak_kb();
    let start = Instant::now();
    let (games, diagnostics) = judge_file(kind, &bytes);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{kind:<10} {:>6.1} MB  {secs:>7.3} s  {:>6.1} ns/byte  games {games:>7}  diagnostics {diagnostics:>7}  peak {:>5} MB (before reading {} MB)",
        bytes.len() as f64 / 1e6,
        secs * 1e9 / bytes.len().max(1) as f64,
        peak_kb() / 1024,
        input_kb / 1024,
    );
}

/// Every SGF file under `dir`, read by the scanner and by the grammar.
fn oracle(dir: &str) {
    let (mut files, mut games, mut differ, mut refused) = (0usize, 0usize, 0usize, 0usize);
    for path in common::sgf_files(dir) {
        let bytes = std::fs::read(&path).unwrap_or_default();
        let text = caipan::sgf::decode::decode(&bytes).text;
        files += 1;
        let streamed = caipan::sgf::games("o.sgf", text.as_str());
        let spec = caipan::sgf::tree::parse_with_grammar("o.sgf", &text);
        match (streamed, spec) {
            (Ok(list), Ok(trees)) if list.len() == trees.len() => {
                for (game, tree) in list.iter().zip(&trees) {
                    games += 1;
                    let converted = caipan::sgf::to_record::to_record("o.sgf", text.as_str(), tree);
                    if format!("{game:?}") != format!("{converted:?}") {
                        differ += 1;
                        println!("differs: {}", path.display());
                    }
                }
            }
            (Err(_), Err(_)) => refused += 1,
            _ => {
                differ += 1;
                println!("differs in success: {}", path.display());
            }
        }
    }
    println!(
        "oracle ({dir}): {files} files, {games} games read alike by the scanner and the grammar, {differ} differ, {refused} files refused by both"
    );
}

fn main() {
    if let Some((kind, n)) = common::one_measurement() {
        one(&kind, n);
        return;
    }
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--oracle") {
        oracle(args.get(i + 1).map_or(".", String::as_str));
        return;
    }
    let me = &args[0];
    let kinds = [
        "nested",
        "mid-rect",
        "alt-rect",
        "root-rect",
        "tiny-games",
        "one-node",
        "off-board",
        "points-all",
    ];
    // A smoke run: each kind once, on a file of 4 KB.
    let sizes: &[usize] = if common::smoke() {
        &[4 << 10]
    } else {
        &[1 << 20, 2 << 20, 4 << 20, 10 << 20]
    };
    for kind in kinds {
        for &bytes in sizes {
            let status = std::process::Command::new(me)
                .args(["--one", kind, &bytes.to_string()])
                .status();
            match status {
                Err(e) => println!("{kind} {} MB: cannot run: {e}", bytes >> 20),
                Ok(s) if !s.success() && common::smoke() => std::process::exit(1),
                Ok(_) => {}
            }
        }
    }
}
