//! Grammar-aware: the first byte picks an edition, the rest choose events,
//! arguments, claims and rulings the edition declares.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let rules = &editions[usize::from(pick) % editions.len()];
    let text = caipan::fuzzing::record_from_bytes(rules, rest);
    caipan::fuzzing::exercise_record(editions, &text);
});
