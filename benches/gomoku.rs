//! Gomoku benchmarks, run with `cargo bench --bench gomoku`: the cost of
//! the forbidden-move check for one point (Black's shape with the recursive
//! live-three test), and of a whole-board `points` scan, on random
//! mid-game positions. Measured, never asserted.

use caipan::gomoku::lines::{BLACK, Readings, View, WHITE, shape};
use std::time::Instant;

mod common;
use common::{Rng, position, sized};

const N: usize = 15;
const COLUMNS: &[u8] = b"ABCDEFGHIJKLMNO";

fn main() {
    let mut rng = Rng(0x00CA_1BA2);
    let positions: Vec<Vec<u8>> = (0..sized(400, 2)).map(|_| position(&mut rng, 40)).collect();
    let readings = Readings::default();

    // 1. One forbidden-move check per empty point.
    let mut checks = 0usize;
    let mut forbidden = 0usize;
    let start = Instant::now();
    for cells in &positions {
        let view = View::new(cells, N);
        for p in (0..N * N).filter(|&p| cells[p] == 0) {
            let s = shape(&view, p, BLACK, readings);
            checks += 1;
            forbidden += s.forbidden() as usize;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "forbidden-move check: {checks} points in {:.3} s = {:.3} µs per point ({forbidden} forbidden)",
        secs,
        secs * 1e6 / checks as f64
    );

    // 2. Whole-board `points` scans through the engine (facts and rules for every empty point).
    let rules = caipan::ruleset::resolve("gomoku-2013").expect("built-in ruleset");
    let records: Vec<String> = positions
        .iter()
        .take(100)
        .map(|cells| {
            let list = |c: u8| {
                (0..N * N)
                    .filter(|&p| cells[p] == c)
                    .map(|p| format!("{}{}", COLUMNS[p % N] as char, p / N + 1))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            format!(
                "[Edition \"gomoku-2013\"]\n[AddBlack \"{}\"]\n[AddWhite \"{}\"]\n[ToMove \"B\"]\n",
                list(BLACK),
                list(WHITE)
            )
        })
        .collect();
    // Five rounds over the boards, so a profile has samples enough. The
    // records are parsed first: the scan is timed (replaying the setup,
    // every empty point's facts and rules), not reading the record.
    let rounds = 5;
    let parsed: Vec<_> = records
        .iter()
        .map(|text| {
            (
                caipan::record::parse("bench", text).expect("generated records parse"),
                caipan::error::Text::from(text),
            )
        })
        .collect();
    let start = Instant::now();
    let mut found = 0;
    for (record, text) in parsed.iter().cycle().take(rounds * records.len()) {
        let report =
            caipan::engine::points(&rules, record, "bench", text, None).expect("judgeable");
        found += report.points.len();
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "points scan (whole board, 185 empty points each): {} boards in {:.3} s = {:.2} ms per board ({found} forbidden points)",
        rounds * records.len(),
        secs,
        secs * 1e3 / (rounds * records.len()) as f64
    );
}
