//! Structure-aware EGF tables (`caipan::fuzzing::egf_from_bytes`): read,
//! ranked under every built-in edition, checked, compared and rendered,
//! as `caipan standings` does.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    caipan::fuzzing::exercise_tournament(&caipan::fuzzing::egf_from_bytes(data), editions);
});
