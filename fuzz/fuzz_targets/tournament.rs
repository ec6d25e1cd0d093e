//! Bytes as a tournament file (our YAML and an EGF table), ranked under
//! every built-in edition.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    if let Ok(text) = std::str::from_utf8(data) {
        caipan::fuzzing::exercise_tournament(text, editions);
    }
});
