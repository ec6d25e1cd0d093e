//! Standings benchmark, run with `cargo bench --bench standings`: a
//! 500-player, 10-round Swiss event (players paired by score each round,
//! random results, some draws and forfeits), written as an EGF table and
//! as our YAML, read and ranked under each edition that ranks a Swiss
//! event; then growth at doubling sizes of the tables that were once
//! quadratic (one long EGF line among many short ones; a YAML table
//! ranked under two editions, `--against`). Measured, never asserted.

use std::fmt::Write;
use std::time::Instant;

mod common;
use common::Rng;

const PLAYERS: usize = 500;
const ROUNDS: usize = 10;

/// Each round's pairings by score (neighbours in the current order) and
/// results: (black, white, symbol for black: '+', '-', '=').
fn event(rng: &mut Rng) -> Vec<Vec<(usize, usize, char)>> {
    let mut score = vec![0.0f64; PLAYERS];
    let mut rounds = Vec::new();
    for _ in 0..ROUNDS {
        let mut order: Vec<usize> = (0..PLAYERS).collect();
        order.sort_by(|&a, &b| score[b].total_cmp(&score[a]).then(a.cmp(&b)));
        let mut games = Vec::new();
        for pair in order.chunks(2) {
            let (b, w) = (pair[0], pair[1]);
            let r = match rng.next() % 20 {
                0 => '=',
                k if k % 2 == 0 => '+',
                _ => '-',
            };
            let (sb, sw) = match r {
                '+' => (1.0, 0.0),
                '-' => (0.0, 1.0),
                _ => (0.5, 0.5),
            };
            score[b] += sb;
            score[w] += sw;
            games.push((b, w, r));
        }
        rounds.push(games);
    }
    rounds
}

fn egf(rounds: &[Vec<(usize, usize, char)>]) -> String {
    let mut entries = vec![Vec::new(); PLAYERS];
    for games in rounds {
        for &(b, w, r) in games {
            let back = match r {
                '+' => '-',
                '-' => '+',
                _ => '=',
            };
            entries[b].push(format!("{}{r}/b", w + 1));
            entries[w].push(format!("{}{back}/w", b + 1));
        }
    }
    let mut out = String::from("; EV[Benchmark open]\n");
    for (k, e) in entries.iter().enumerate() {
        let _ = writeln!(
            out,
            "{} Player{k} Name{k} 3k XX Club {}",
            k + 1,
            e.join(" ")
        );
    }
    out
}

fn yaml(rounds: &[Vec<(usize, usize, char)>]) -> String {
    let mut out = format!(
        "tournament: {{title: Benchmark open, system: swiss, rounds: {ROUNDS}}}\nplayers:\n"
    );
    for k in 0..PLAYERS {
        let _ = writeln!(
            out,
            "  - {{id: P{k}, name: Player {k}, rating: {}}}",
            1500 + k
        );
    }
    out.push_str("rounds:\n");
    for games in rounds {
        out.push_str("  - games:\n");
        for &(b, w, r) in games {
            let result = match r {
                '+' => "black-wins",
                '-' => "white-wins",
                _ => "draw",
            };
            let _ = writeln!(
                out,
                "      - {{black: P{b}, white: P{w}, result: {result}}}"
            );
        }
    }
    out
}

/// One EGF line with `n` entries, then `n` lines of one: every short line
/// is a problem (cost: the entries written, problems listed up to 50).
fn long_line(n: usize) -> String {
    let mut out = format!("1 Long 1d{}\n", " 0-".repeat(n));
    for k in 2..n + 2 {
        let _ = writeln!(out, "{k} P{k} 1k 0-");
    }
    out
}

/// `n` players, five rounds paired at random, as our YAML.
fn big_yaml(n: usize, rng: &mut Rng) -> String {
    let mut out = String::from("tournament: {title: Big, system: swiss, rounds: 5}\nplayers:\n");
    for k in 0..n {
        let _ = writeln!(out, "  - {{id: P{k}, name: p{k}}}");
    }
    out.push_str("rounds:\n");
    for _ in 0..5 {
        out.push_str("  - games:\n");
        let mut order: Vec<usize> = (0..n).collect();
        for k in (1..n).rev() {
            order.swap(k, rng.next() as usize % (k + 1));
        }
        for pair in order.chunks_exact(2) {
            let result = ["black-wins", "white-wins", "draw"][rng.next() as usize % 3];
            let _ = writeln!(
                out,
                "      - {{black: P{}, white: P{}, result: {result}}}",
                pair[0], pair[1]
            );
        }
    }
    out
}

/// Growth of the tables that were once quadratic.
fn growth(rng: &mut Rng) {
    let sizes: &[usize] = if common::smoke() {
        &[16]
    } else {
        &[10_000, 20_000, 40_000]
    };
    for &n in sizes {
        let text = long_line(n);
        let start = Instant::now();
        let problems = match caipan::tournament::read_egf("bench", &text) {
            Err(e) => match *e {
                caipan::tournament::TournamentError::Many { count, .. } => count,
                _ => 1,
            },
            Ok(_) => 0,
        };
        println!(
            "growth: one EGF line of {n} entries and {n} short lines: read in {:.1} ms ({problems} problems)",
            start.elapsed().as_secs_f64() * 1e3
        );
    }
    let go = caipan::ruleset::resolve("go-2002").expect("built-in edition");
    let gomoku = caipan::ruleset::resolve("gomoku-2013").expect("built-in edition");
    let sizes: &[usize] = if common::smoke() {
        &[16]
    } else {
        &[16_384, 32_768, 65_536]
    };
    for &n in sizes {
        let text = big_yaml(n, rng);
        let start = Instant::now();
        let t = caipan::tournament::read_tournament("bench", &text).expect("the table reads");
        let read = start.elapsed().as_secs_f64();
        let start = Instant::now();
        let a = caipan::tournament::standings(&t, &go).expect("ranked");
        let b = caipan::tournament::standings(&t, &gomoku).expect("ranked");
        let changes = caipan::tournament::place_changes(&a, &b);
        println!(
            "growth: {n} players (YAML, {} bytes): read in {:.0} ms, ranked under two editions and compared in {:.0} ms ({} places change)",
            text.len(),
            read * 1e3,
            start.elapsed().as_secs_f64() * 1e3,
            changes.len()
        );
    }
}

fn main() {
    let mut rng = Rng(0x5EED_0500);
    let rounds = event(&mut rng);
    for (kind, text) in [("EGF", egf(&rounds)), ("YAML", yaml(&rounds))] {
        let start = Instant::now();
        let t = if kind == "EGF" {
            caipan::tournament::read_egf("bench", &text)
        } else {
            caipan::tournament::read_tournament("bench", &text)
        }
        .expect("the generated table reads");
        let read = start.elapsed().as_secs_f64();
        for edition in ["go-2002", "gomoku-2013"] {
            let rs = caipan::ruleset::resolve(edition).expect("built-in edition");
            let start = Instant::now();
            let s = caipan::tournament::standings(&t, &rs).expect("ranked");
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{PLAYERS} players, {ROUNDS} rounds ({kind}, {} bytes): read in {:.1} ms, ranked under {edition} in {:.1} ms ({} rows)",
                text.len(),
                read * 1e3,
                secs * 1e3,
                s.rows.len()
            );
        }
    }
    growth(&mut rng);
}
