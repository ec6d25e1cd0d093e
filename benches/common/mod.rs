//! Helpers shared by the benchmarks (and the peers crate, which includes
//! this file): a random generator and the random games and positions every
//! benchmark measures on, so caipan and its peers see the same input.
#![allow(dead_code)] // each benchmark uses some of these

use caipan::go::board::Board;
use caipan::go::history::History;

/// xorshift64*: deterministic and dependency-free for a benchmark.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// A random game of legal, non-repeating moves; returns the points played.
pub fn random_game(rng: &mut Rng, moves: usize) -> Vec<usize> {
    let mut board = Board::new(19);
    let mut history = History::default();
    history.record(&board, 1);
    let mut played = Vec::new();
    let mut colour = 1u8;
    for _ in 0..moves {
        let mut tries = 0;
        loop {
            tries += 1;
            if tries > 50 {
                return played;
            }
            let p = (rng.next() % 361) as usize;
            if board.at(p) != 0 {
                continue;
            }
            let a = board.analyse(p, colour);
            if a.suicide || history.repeats(&board, &a, 3 - colour) {
                continue;
            }
            board.play(p, colour);
            colour = 3 - colour;
            history.record(&board, colour);
            played.push(p);
            break;
        }
    }
    played
}

/// A triple ko taken round and round for `moves` moves, as a caipan record
/// under go-2002: every move a capture and, from the sixth on, a
/// whole-board repetition with a finding.
pub fn cycle(moves: usize) -> String {
    let mut text = String::from(
        "[Edition \"go-2002\"]\n[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
    );
    let cycle = ["W B2", "B J2", "W O2", "B C2", "W H2", "B P2"];
    for i in 0..moves {
        text.push_str(cycle[i % 6]);
        text.push('\n');
    }
    text
}

/// Gomoku board side.
pub const N: usize = 15;

/// A random position of `stones` stones clustered around the centre, as
/// games are, alternating colours.
pub fn position(rng: &mut Rng, stones: usize) -> Vec<u8> {
    use caipan::gomoku::lines::{BLACK, WHITE};
    let mut cells = vec![0u8; N * N];
    let mut placed = 0;
    while placed < stones {
        let x = 3 + (rng.next() % 9) as usize;
        let y = 3 + (rng.next() % 9) as usize;
        let p = y * N + x;
        if cells[p] == 0 {
            cells[p] = if placed % 2 == 0 { BLACK } else { WHITE };
            placed += 1;
        }
    }
    cells
}

/// This process's peak resident memory (VmHWM), in kB; 0 where /proc is
/// not there.
pub fn peak_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// The SGF files (`.sgf`, any case) under `dir`, in the order the
/// directory walk gives them.
pub fn sgf_files(dir: &str) -> Vec<std::path::PathBuf> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .filter_map(Result::ok)
        .map(walkdir::DirEntry::into_path)
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")))
        .collect()
}

/// Whether the benchmark runs once on a tiny input (`CAIPAN_BENCH_SMOKE`
/// set): what CI does with every benchmark, so that none stops building
/// or running unseen. Nothing is measured then.
pub fn smoke() -> bool {
    std::env::var_os("CAIPAN_BENCH_SMOKE").is_some()
}

/// `n`, or `tiny` in a smoke run ([`smoke`]).
pub fn sized(n: usize, tiny: usize) -> usize {
    if smoke() { tiny } else { n }
}

/// `--one KIND N` on the command line: the one measurement a benchmark's
/// child process makes (each size in a fresh process), if this is one.
pub fn one_measurement() -> Option<(String, usize)> {
    let args: Vec<String> = std::env::args().collect();
    let i = args.iter().position(|a| a == "--one")?;
    let kind = args.get(i + 1).cloned().unwrap_or_default();
    let n = args.get(i + 2).and_then(|n| n.parse().ok()).unwrap_or(0);
    Some((kind, n))
}
