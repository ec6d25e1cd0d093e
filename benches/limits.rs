//! Size limits and growth, run with `cargo bench --bench limits`.
//!
//! Each measurement runs in a fresh child process (this program calling
//! itself with `--one KIND N`), so its peak memory (VmHWM) is its own. For
//! each kind of extreme record, the size doubles: time and memory should
//! double with it (linear growth), never more.
//!
//! - `cycle`: a triple ko taken round and round (every move a capture and,
//!   from the sixth on, a whole-board repetition with a finding), judged
//!   under go-2002: parse + judge, output built but not printed;
//! - `conduct`: conduct events (lateness, phone rings, claims, rulings);
//! - `comment`: one comment line of N bytes, then a defect next to it;
//! - `one-line`: a record written on a single line (columns counted on);
//! - `compare`: `compare` of a conduct record under go-1988 and go-2002;
//! - `boards`: the triple-ko cycle judged with a diagram at every finding
//!   (`check --board`): drawn in the one judging run, linear in events +
//!   findings;
//! - `reports`: the same, then written as `check --board` text and as the
//!   `--html` report (boards up to the report's limit, each finding taking
//!   its own in one walk): linear in findings.
//!
//! Nothing here is asserted: speed is measured, not tested.

use std::time::Instant;

mod common;
use common::{cycle, peak_kb};

fn conduct(events: usize) -> String {
    let mut text = String::from("[Edition \"go-2002\"]\n");
    let kinds = [
        "B phone-ring",
        "W claim takeback",
        "arbiter: B warning",
        "both wrong-colours",
        "W leave-seat",
    ];
    for i in 0..events {
        text.push_str(kinds[i % kinds.len()]);
        text.push('\n');
    }
    text
}

fn comment(bytes: usize) -> String {
    format!(
        "[Edition \"go-2002\"]\n{{{}}} B Q16 W Q16\n",
        "x".repeat(bytes)
    )
}

fn one_line(events: usize) -> String {
    let mut text = String::from("[Edition \"go-1988\"]\n");
    for i in 0..events {
        text.push_str(if i % 2 == 0 { "B pass " } else { "W pass " });
    }
    text.push_str("B R16 B Q16\n");
    text
}

fn one(kind: &str, n: usize) {
    let text = match kind {
        "cycle" | "boards" | "reports" => cycle(n),
        "conduct" | "compare" => conduct(n),
        "comment" => comment(n),
        "one-line" => one_line(n),
        _ => return,
    };
    let input_kb = peak_kb();
    let start = Instant::now();
    let record = match caipan::record::parse("bench", &text) {
        Ok(r) => r,
        Err(e) => {
            println!("{kind} {n}: parse error {e}");
            return;
        }
    };
    let parsed = start.elapsed();
    let editions: &[&str] = if kind == "compare" {
        &["go-1988", "go-2002"]
    } else if kind == "one-line" {
        &["go-1988"]
    } else {
        &["go-2002"]
    };
    let mut findings = 0;
    let mut judgements = Vec::new();
    for id in editions {
        let Some(Ok(rules)) = caipan::ruleset::built_in(id) else {
            return;
        };
        match caipan::judge_with(
            &rules,
            &record,
            "bench",
            text.as_str(),
            None,
            kind == "boards" || kind == "reports",
        ) {
            Ok((j, defect)) => {
                if let Some(d) = defect {
                    // Rendered as the CLI does: a bounded excerpt.
                    std::hint::black_box(format!("{:?}", miette::Report::new(*d)));
                }
                findings += j.findings.len();
                judgements.push(j);
            }
            Err(e) => {
                println!("{kind} {n}: {e}");
                return;
            }
        }
    }
    if kind == "compare" {
        std::hint::black_box(caipan::compare::compare(&judgements));
    }
    if kind == "reports" {
        for j in &judgements {
            std::hint::black_box(caipan::render::text::judgement(
                caipan::render::messages::en(),
                j,
            ));
        }
        std::hint::black_box(caipan::render::html::judgements(
            caipan::render::messages::en(),
            &judgements,
            0,
        ));
    }
    let total = start.elapsed();
    println!(
        "{kind:<9} {n:>9}  parse {:>7.3} s  total {:>7.3} s  {:>8.0} ns/unit  findings {findings:>8}  peak {:>6} MB (input {} MB)",
        parsed.as_secs_f64(),
        total.as_secs_f64(),
        total.as_nanos() as f64 / n as f64,
        peak_kb() / 1024,
        input_kb / 1024,
    );
}

fn main() {
    if let Some((kind, n)) = common::one_measurement() {
        one(&kind, n);
        return;
    }
    let args: Vec<String> = std::env::args().collect();
    let me = &args[0];
    let plan: [(&str, &[usize]); 7] = [
        ("cycle", &[125_000, 250_000, 500_000, 1_000_000]),
        ("conduct", &[25_000, 50_000, 100_000]),
        ("comment", &[12_500_000, 25_000_000, 50_000_000]),
        ("one-line", &[25_000, 50_000, 100_000]),
        ("compare", &[25_000, 50_000, 100_000]),
        ("boards", &[1_000, 2_000, 4_000]),
        ("reports", &[10_000, 20_000, 40_000, 80_000]),
    ];
    for (kind, sizes) in plan {
        // A smoke run: each kind once, on a record of a few events.
        let sizes = if common::smoke() { &[20][..] } else { sizes };
        for n in sizes {
            let status = std::process::Command::new(me)
                .args(["--one", kind, &n.to_string()])
                .status();
            match status {
                Err(e) => println!("{kind} {n}: cannot run: {e}"),
                Ok(s) if !s.success() && common::smoke() => std::process::exit(1),
                Ok(_) => {}
            }
        }
    }
}
