//! Every integration test but the case library, in one binary: the library
//! and its dependencies are linked once instead of once per file, which is
//! most of `cargo test`'s build time. Each module is one concern (its own
//! `//!` says which); `cargo test --test integration hygiene` runs one.
//! The case library (`tests/cases.rs`) has its own harness (one test per
//! case file) and stays a binary of its own.
//!
//! This binary belongs to the command line's crate (`crates/cli`), whose
//! `caipan` it runs; `root!()` is the project's root, where the cases,
//! rulesets and README are.

/// The project's root directory (this test binary's crate is `crates/cli`).
macro_rules! root {
    () => {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../..")
    };
}

mod boards;
mod catalogue;
mod chinese;
mod claims;
mod cli;
mod common;
mod compiled;
mod coverage;
mod diagrams;
mod doc_blocks;
mod docs;
mod editions;
mod five_scan;
mod gamefiles;
mod gamefiles_whole;
mod go_board;
mod hardening;
mod help_examples;
mod hostile_sgf;
mod how_to_add;
mod hygiene;
mod live;
mod many_games;
mod memo_truth;
mod new_edition;
mod no_panic;
mod openings;
mod pass_stones;
mod protocols;
mod pseudo;
mod real_files;
mod records;
mod referee;
// The pseudo-locale check the case harness runs, shared (its own entry
// points are the harness's).
mod rules_from_sgf;
mod rulesets;
mod rulings;
mod sgf;
mod sgf_continued;
mod side_paths;
mod standings;
mod suite;
mod traditions;
mod truth;
mod turn_order;
#[allow(dead_code)]
#[path = "../common/unmarked.rs"]
mod unmarked;
mod values;
mod vocabulary;
