//! A game judged while it is played (`caipan::engine::Live`, what `caipan
//! referee` judges with), run with `cargo bench --bench live`: the same
//! records judged whole, a line at a time, and — for the shorter ones —
//! the way a referee without it would, the whole record judged again after
//! every line. Per move the line-at-a-time cost should stay flat as the
//! game grows (linear in the game), the judged-again cost grow with it
//! (quadratic). Records: a triple ko taken round and round (every move a
//! capture, from the sixth a repetition with a finding) of 1,000 to 16,000
//! moves, and random legal games.
//!
//! Nothing here is asserted: speed is measured, not tested.

use std::sync::Arc;
use std::time::Instant;

mod common;
use common::{Rng, cycle, random_game, sized, smoke};

const COLUMNS: &[u8] = b"ABCDEFGHJKLMNOPQRST";

/// The record's head (its tags) and its body's lines.
fn split(text: &str) -> (String, Vec<String>) {
    let body = text.find("\nB ").map_or(text.len(), |i| i + 1);
    let head = text[..body].to_string();
    let lines = text[body..].lines().map(|l| format!("{l}\n")).collect();
    (head, lines)
}

/// Seconds to judge `text` whole, line by line, and (when `again`) whole
/// again after every line.
fn measure(rules: &Arc<caipan::Ruleset>, text: &str, again: bool) -> (f64, f64, Option<f64>) {
    let start = Instant::now();
    let record = caipan::record::parse("bench", text).expect("parses");
    std::hint::black_box(caipan::judge(rules, &record, "bench", text).expect("judged"));
    let whole = start.elapsed().as_secs_f64();
    let (head, lines) = split(text);
    let start = Instant::now();
    let mut live = caipan::engine::Live::new(rules.clone(), "bench", &head, None).expect("head");
    for line in &lines {
        std::hint::black_box(live.push(line).expect("a line"));
    }
    std::hint::black_box(live.finish());
    let live = start.elapsed().as_secs_f64();
    let again = again.then(|| {
        let start = Instant::now();
        let mut so_far = head.clone();
        for line in &lines {
            so_far.push_str(line);
            let record = caipan::record::parse("bench", &so_far).expect("parses");
            std::hint::black_box(
                caipan::judge(rules, &record, "bench", so_far.as_str()).expect("judged"),
            );
        }
        start.elapsed().as_secs_f64()
    });
    (whole, live, again)
}

fn report(label: &str, moves: usize, (whole, live, again): (f64, f64, Option<f64>)) {
    let per = |s: f64| s * 1e6 / moves as f64;
    let again = again.map_or("—".to_string(), |s| format!("{:.1} µs/move", per(s)));
    println!(
        "{label:>24} {moves:>6} moves: whole {:.2} µs/move, a line at a time {:.2} µs/move, judged again per line {again}",
        per(whole),
        per(live)
    );
}

fn main() {
    let rules = Arc::new(caipan::ruleset::resolve("go-2002").expect("built in"));
    let lengths: &[usize] = if smoke() {
        &[20]
    } else {
        &[1_000, 2_000, 4_000, 16_000]
    };
    for &moves in lengths {
        let text = cycle(moves);
        report("triple ko", moves, measure(&rules, &text, moves <= 2_000));
    }
    let mut rng = Rng(7);
    let mut total = (0.0, 0.0);
    let mut count = 0;
    for _ in 0..sized(200, 1) {
        let game = random_game(&mut rng, 400);
        let mut text = String::from("[Edition \"go-2002\"]\n");
        for (k, p) in game.iter().enumerate() {
            let c = if k % 2 == 0 { 'B' } else { 'W' };
            text += &format!("{c} {}{}\n", COLUMNS[p % 19] as char, p / 19 + 1);
        }
        let (whole, live, _) = measure(&rules, &text, false);
        total = (total.0 + whole, total.1 + live);
        count += game.len();
    }
    report("200 random games", count, (total.0, total.1, None));
}
