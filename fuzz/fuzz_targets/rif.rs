//! Raw bytes as a RenjuNet .rif database: read, every game written back and judged as
//! played under every built-in gomoku edition.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    caipan::fuzzing::exercise_rif(editions, data);
});
