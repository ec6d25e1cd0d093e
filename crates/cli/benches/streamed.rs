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
//! while its output is read; the CPU time, user and system, read from
//! `/proc` as the process ends. With `CAIPAN_BEFORE=path/to/caipan`, each
//! run alternates with that build's (the words per finding, side by side).

use std::process::{Command, Stdio};
use std::time::Instant;

// The benchmarks' shared inputs (the triple-ko cycle among them).
#[path = "../../../benches/common/mod.rs"]
mod common;
use common::{cycle, smoke};

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

/// A process's CPU time, user and system, in seconds, once it has ended
/// and is not yet waited for (`/proc`'s stat, in clock ticks of 1/100 s,
/// read when its state is `Z`); none while it runs.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command's name, which is in parentheses.
    let after = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    if fields.first() != Some(&"Z") {
        return None;
    }
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// One caipan run: its time, CPU time, output bytes and peak resident
/// memory (the last high-water mark read before it ended, read every
/// millisecond).
fn one(caipan: &str, format: &str, record: &std::path::Path) -> (f64, f64, u64, u64) {
    let start = Instant::now();
    let mut child = Command::new(caipan)
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
    let seconds = start.elapsed().as_secs_f64();
    // The output closed: the process is ending; its CPU time read as it
    // stops, before it is waited for.
    let cpu = loop {
        if let Some(cpu) = cpu_seconds(pid) {
            break cpu;
        }
        if !std::path::Path::new(&format!("/proc/{pid}/stat")).exists() {
            break 0.0;
        }
        std::thread::sleep(std::time::Duration::from_millis(1));
    };
    let status = child.wait().expect("caipan ends");
    assert!(status.code().is_some_and(|c| c <= 1), "{status:?}");
    (seconds, cpu, bytes, peak)
}

fn main() {
    let dir = std::env::temp_dir().join(format!("caipan-streamed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    // `CAIPAN_BEFORE=path/to/an/earlier/caipan`: each run alternates with
    // that build's, side by side in the same minutes.
    let before = std::env::var("CAIPAN_BEFORE").ok();
    let builds: Vec<(&str, &str)> = std::iter::once(("this", env!("CARGO_BIN_EXE_caipan")))
        .chain(before.as_deref().map(|b| ("before", b)))
        .collect();
    println!("moves/findings  format  build   time      CPU       output     peak");
    let lengths: &[usize] = if smoke() {
        &[100]
    } else {
        &[125_000, 250_000, 500_000, 1_000_000]
    };
    for &moves in lengths {
        let record = dir.join(format!("cycle-{moves}.case"));
        std::fs::write(&record, cycle(moves)).expect("a temporary file");
        for format in ["text", "jsonl", "json"] {
            for (build, caipan) in &builds {
                let (seconds, cpu, bytes, peak) = one(caipan, format, &record);
                println!(
                    "{moves:>14}  {format:<6}  {build:<6}  {seconds:>5.2} s  {cpu:>5.2} s  {:>6.0} MB  {:>5.0} MB",
                    bytes as f64 / 1e6,
                    peak as f64 / 1e3
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
