//! Bytes as a ruleset YAML file: loaded, and if valid, used to judge; the
//! same bytes as one rule condition (nesting of any depth), parsed and
//! evaluated.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    if let Ok(text) = std::str::from_utf8(data) {
        caipan::fuzzing::exercise_ruleset(text, editions);
        caipan::fuzzing::exercise_condition(text, editions);
    }
});
