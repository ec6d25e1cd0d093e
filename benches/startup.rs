//! Start-up benchmark, run with `cargo bench --bench startup`: what a short
//! run pays before and for judging, in process (the process itself, about
//! 1.5 ms on this machine, is measured with `perf stat` as the README says).
//! Loading each built-in edition from its compiled form against parsing and
//! validating its YAML, and judging a one-move record. Measured, never asserted.

use std::time::Instant;

mod common;
use common::sized;

/// Median of `runs` timings of `f`, in microseconds.
fn median_us(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

fn main() {
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let compiled = median_us(sized(200, 1), || {
            std::hint::black_box(caipan::ruleset::built_in(id));
        });
        let yaml = median_us(sized(20, 1), || {
            std::hint::black_box(caipan::ruleset::built_in_from_yaml(id));
        });
        println!(
            "{id}: compiled form {compiled:.0} µs, YAML {yaml:.0} µs ({:.0}×){}",
            yaml / compiled,
            if caipan::ruleset::compiled::is_embedded(id) {
                ""
            } else {
                "  [no compiled form: YAML used]"
            }
        );
    }
    let text = "[Edition \"gomoku-2013\"]\n1. B H8\n";
    let one = median_us(sized(200, 1), || {
        let record = caipan::record::parse("one.rec", text).expect("record");
        let rules = caipan::ruleset::built_in("gomoku-2013")
            .expect("built in")
            .expect("valid");
        std::hint::black_box(caipan::engine::judge(&rules, &record, "one.rec", text).is_ok());
    });
    println!("one-move record, load + parse + judge: {one:.0} µs");
}
