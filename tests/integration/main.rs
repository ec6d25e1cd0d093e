//! Every integration test but the case library, in one binary: the library
//! and its dependencies are linked once instead of once per file, which is
//! most of `cargo test`'s build time. Each module is one concern (its own
//! `//!` says which); `cargo test --test integration hygiene` runs one.
//! The case library (`tests/cases.rs`) has its own harness (one test per
//! case file) and stays a binary of its own.

mod cli;
mod common;
mod compiled;
mod coverage;
mod diagrams;
mod editions;
mod go_board;
mod hardening;
mod hostile_sgf;
mod hygiene;
mod new_edition;
mod no_panic;
mod openings;
mod protocols;
mod rulesets;
mod rulings;
mod sgf;
mod truth;
mod values;
mod vocabulary;
