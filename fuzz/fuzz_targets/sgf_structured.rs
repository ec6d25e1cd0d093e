//! Grammar-aware SGF: the bytes choose a collection with hostile shapes
//! (stray brackets, deep variations, mid-game setup and rectangles,
//! malformed sizes, GBK and cut UTF-8 comments, lying `CA[]`), which is
//! read, judged and converted like any SGF file.
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EDITIONS: OnceLock<Vec<caipan::Ruleset>> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let editions = EDITIONS.get_or_init(caipan::fuzzing::built_in);
    let sgf = caipan::fuzzing::sgf_from_bytes(data);
    caipan::fuzzing::exercise_sgf(editions, &sgf);
});
