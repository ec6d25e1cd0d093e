//! Raw bytes as an SGF file: decoded whatever the charset, every game of the
//! collection judged as played and as ruled under every built-in edition,
//! and converted both ways.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    caipan::fuzzing::exercise_sgf(editions, data);
});
