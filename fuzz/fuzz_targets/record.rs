//! Raw bytes as a record, judged under every built-in edition (the tag in
//! the bytes, if any, is ignored: every edition judges every input).
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    if let Ok(text) = std::str::from_utf8(data) {
        caipan::fuzzing::exercise_record(editions, text);
    }
});
