//! Many files in one run, run with `cargo bench -p caipan-cli --bench
//! many_files`: what each file costs a whole process of `points` and of
//! `check` over 200 generated Gomoku positions, and of `check --komi file`
//! over 200 short Go games writing a komi not the edition's, beside one file alone.
//! A command that loaded or copied its edition for every file shows here as
//! a per-file cost far above the one-file run's judging. Measured, never
//! asserted.

// The benchmarks' shared helpers (the smoke run's sizes among them).
#[path = "../../../benches/common/mod.rs"]
mod common;

use std::process::Command;
use std::time::Instant;

/// Median wall time of `runs` runs of `caipan ARGS`, in milliseconds.
fn median_ms(runs: usize, args: &[String]) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
                .args(args)
                .output()
                .expect("caipan runs");
            assert!(out.status.code().is_some_and(|c| c <= 1), "{out:?}");
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

/// `n` positions of 10 to 40 stones each, no two stones on a point, as
/// case files of set-up stones in `dir`.
fn positions(dir: &std::path::Path, n: usize) -> Vec<String> {
    let mut state = 0x9E37_79B9_u64;
    let mut next = move |below: u64| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) % below
    };
    let columns = b"ABCDEFGHIJKLMNO";
    (0..n)
        .map(|k| {
            let mut taken = [false; 225];
            let mut stones = [Vec::new(), Vec::new()];
            for s in 0..10 + next(31) as usize {
                let p = next(225) as usize;
                if !std::mem::replace(&mut taken[p], true) {
                    let name = format!("{}{}", char::from(columns[p % 15]), p / 15 + 1);
                    stones[s % 2].push(name);
                }
            }
            let path = dir.join(format!("p{k:03}.case"));
            let text = format!(
                "[Edition \"gomoku-2013\"]\n[AddBlack \"{}\"]\n[AddWhite \"{}\"]\n",
                stones[0].join(" "),
                stones[1].join(" ")
            );
            std::fs::write(&path, text).expect("a temporary file");
            path.to_string_lossy().into_owned()
        })
        .collect()
}

/// `n` short Go games as SGF files in `dir`, each writing a komi other
/// than go-2002's (so `--komi file` judges each under an edition with it).
fn go_games(dir: &std::path::Path, n: usize) -> Vec<String> {
    (0..n)
        .map(|k| {
            let path = dir.join(format!("g{k:03}.sgf"));
            let moves: String = (0..18)
                .map(|i| {
                    let (x, y) = ((i * 7 + k) % 19, (i * 11 + k * 3) % 19);
                    let colour = if i % 2 == 0 { 'B' } else { 'W' };
                    format!(
                        ";{colour}[{}{}]",
                        char::from(b'a' + x as u8),
                        char::from(b'a' + y as u8)
                    )
                })
                .collect();
            std::fs::write(&path, format!("(;GM[1]SZ[19]KM[6.5]{moves})"))
                .expect("a temporary file");
            path.to_string_lossy().into_owned()
        })
        .collect()
}

fn main() {
    let dir = std::env::temp_dir().join(format!("caipan-many-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let files = common::sized(200, 3);
    let positions = positions(&dir, files);
    let games = go_games(&dir, files);
    let runs: [(&[&str], &[String]); 3] = [
        (&["points", "--format", "json"], &positions),
        (&["check", "--format", "jsonl"], &positions),
        (
            &[
                "check",
                "--edition",
                "go-2002",
                "--komi",
                "file",
                "--format",
                "jsonl",
            ],
            &games,
        ),
    ];
    for (command, files) in runs {
        let args = |files: &[String]| -> Vec<String> {
            command
                .iter()
                .map(|s| s.to_string())
                .chain(files.iter().cloned())
                .collect()
        };
        let one = median_ms(21, &args(&files[..1]));
        let all = median_ms(9, &args(files));
        println!(
            "{} over {} files: {all:.1} ms ({:.0} µs per file after the first; one file alone {one:.1} ms)",
            command.join(" "),
            files.len(),
            (all - one) * 1e3 / (files.len() - 1) as f64
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
