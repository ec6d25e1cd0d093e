//! Output streamed, run with `cargo bench -p caipan-cli --bench streamed`:
//! the peak memory and time of whole `caipan check` processes on a record
//! whose findings grow (a triple ko taken round and round under go-2002:
//! from the sixth move on, every move a repetition with a finding), in
//! each output format, written to a null sink. Each report is written as
//! it is made, so the peak follows the judgement (its findings), not the
//! printed size (about a kilobyte a finding): the column `output` beside
//! `peak` shows the difference. Measured, never asserted.
//!
//! The peak is caipan's high-water mark (`VmHWM`), read every millisecond
//! while its output is read.

use std::process::{Command, Stdio};
use std::time::Instant;

// The benchmarks' shared inputs (the triple-ko cycle among them).
#[path = "../../../benches/common/mod.rs"]
mod common;
use common::cycle;

/// Bytes a reader counts, dropping them: the output's size without a file.
fn counted(mut from: impl std::io::Read) -> u64 {
    std::io::copy(&mut from, &mut std::io::sink()).unwrap_or(0)
}

/// The high-water mark of a process's resident memory, in kB, while it
/// lives (`VmHWM` in /proc: it only grows).
fn peak_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// One caipan run: its time, output bytes and peak resident memory (the
/// last high-water mark read before it ended, read every millisecond).
fn one(format: &str, record: &std::path::Path) -> (f64, u64, u64) {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(["check", "--format", format])
        .arg(record)
        .stdout(Stdio::piped())
        .spawn()
        .expect("caipan runs");
    let pid = child.id();
    let stdout = child.stdout.take();
    let reader = std::thread::spawn(move || stdout.map_or(0, counted));
    let mut peak = 0;
    while !reader.is_finished() {
        peak = peak_kb(pid).unwrap_or(peak).max(peak);
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let bytes = reader.join().unwrap_or(0);
    let status = child.wait().expect("caipan ends");
    assert!(status.code().is_some_and(|c| c <= 1), "{status:?}");
    (start.elapsed().as_secs_f64(), bytes, peak)
}

fn main() {
    let dir = std::env::temp_dir().join(format!("caipan-streamed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    println!("moves/findings  format  time      output     peak");
    for moves in [125_000, 250_000, 500_000, 1_000_000] {
        let record = dir.join(format!("cycle-{moves}.case"));
        std::fs::write(&record, cycle(moves)).expect("a temporary file");
        for format in ["text", "jsonl", "json"] {
            let (seconds, bytes, peak) = one(format, &record);
            println!(
                "{moves:>14}  {format:<6}  {seconds:>5.2} s  {:>6.0} MB  {:>5.0} MB",
                bytes as f64 / 1e6,
                peak as f64 / 1e3
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
