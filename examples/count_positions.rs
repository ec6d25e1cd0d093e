//! Count final positions (the form of `tests/data/positions`: size, rows
//! top first, dead stones `row,column` from the top left) by area and by
//! territory (as written, and with the dame filled), one JSON line each:
//! what `scripts/gnugo_agreement.py` sets beside GNU Go's own count.
//!
//! `cargo run --release --example count_positions -- tests/data/positions/*.txt`

use caipan::go::count::{TerritoryReading, area, territory};
use caipan::go::position_text::parse as position;

fn main() {
    for path in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            eprintln!("{path}: cannot read");
            continue;
        };
        let (board, dead) = position(&text);
        let a = area(&board, &dead);
        let literal = territory(&board, &dead, [0, 0], TerritoryReading::dame(false));
        let filled = territory(&board, &dead, [0, 0], TerritoryReading::dame(true));
        let margin = |x: &caipan::position::Area| x.black.as_f64() - x.white.as_f64();
        let seki = |x: &caipan::position::Area| x.territory.map_or(0, |t| t.seki_points);
        println!(
            "{{\"file\":{:?},\"area\":{},\"territory_as_written\":{},\"territory_dame_filled\":{},\"seki_as_written\":{},\"seki_dame_filled\":{}}}",
            path,
            margin(&a),
            margin(&literal),
            margin(&filled),
            seki(&literal),
            seki(&filled)
        );
    }
}
