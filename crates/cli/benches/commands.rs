//! Whole-process start-up of the short commands, run with `cargo bench -p
//! caipan-cli --bench commands`: `editions`, `cite` and `search` beside
//! `--version` (the floor: loading the binary and parsing the command
//! line), each the median CPU time, user and system, of many runs, read
//! from `/proc` as each process ends, and its ratio to the floor. With
//! `CAIPAN_BEFORE=path/to/an/earlier/caipan` each run alternates with that
//! build's, side by side in the same minutes; `CAIPAN_THIS=path` times that
//! binary instead of the bench's own (which `cargo bench` links with the
//! dev-dependencies' features: regex's case tables among them, a sixth
//! more relocations at every start, so compare it with a binary built by
//! `cargo build --release`). Measured, never asserted.

// The benchmarks' shared helpers (the smoke run's sizes among them).
#[path = "../../../benches/common/mod.rs"]
mod common;

use std::process::{Command, Stdio};

/// The commands timed: the floor first.
const COMMANDS: &[&[&str]] = &[
    &["--version"],
    &["editions"],
    &["cite", "go-2002", "6"],
    &["search", "悔棋"],
    &["search", "takeback"],
];

/// Runs of each command (and of each build).
const RUNS: usize = 200;

/// A process's CPU time in microseconds once it has ended and is not yet
/// waited for (`/proc`'s schedstat, in nanoseconds, read when its stat
/// says `Z`); none while it runs.
fn cpu_us(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let state = stat[stat.rfind(')')? + 2..].split_whitespace().next()?;
    if state != "Z" {
        return None;
    }
    let sched = std::fs::read_to_string(format!("/proc/{pid}/schedstat")).ok()?;
    let ns: f64 = sched.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e3)
}

/// One run of `caipan args`: its CPU time in microseconds (0 where `/proc`
/// cannot say).
fn one(caipan: &str, args: &[&str]) -> f64 {
    let mut child = Command::new(caipan)
        .args(args)
        .current_dir(std::env::temp_dir())
        .stdout(Stdio::null())
        .spawn()
        .expect("caipan runs");
    let pid = child.id();
    let cpu = loop {
        if let Some(cpu) = cpu_us(pid) {
            break cpu;
        }
        if !std::path::Path::new(&format!("/proc/{pid}/stat")).exists() {
            break 0.0;
        }
        std::thread::yield_now();
    };
    let _ = child.wait();
    cpu
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let before = std::env::var("CAIPAN_BEFORE").ok();
    let this = std::env::var("CAIPAN_THIS").unwrap_or_else(|_| env!("CARGO_BIN_EXE_caipan").into());
    let builds: Vec<(&str, &str)> = std::iter::once(("this", this.as_str()))
        .chain(before.as_deref().map(|b| ("before", b)))
        .collect();
    println!("command                 build   CPU (median)  ÷ --version");
    let mut floor = vec![0.0; builds.len()];
    for args in COMMANDS {
        let mut times = vec![Vec::new(); builds.len()];
        for _ in 0..common::sized(RUNS, 1) {
            for (k, (_, caipan)) in builds.iter().enumerate() {
                times[k].push(one(caipan, args));
            }
        }
        for (k, (build, _)) in builds.iter().enumerate() {
            let m = median(std::mem::take(&mut times[k]));
            if args[0] == "--version" {
                floor[k] = m;
            }
            println!(
                "{:<22}  {build:<6}  {:>8.0} µs   {:>5.2}",
                args.join(" "),
                m,
                m / floor[k].max(1.0)
            );
        }
    }
}
