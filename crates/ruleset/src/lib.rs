//! The rule editions as data: the closed vocabulary of facts, verdicts and
//! readings, the raw YAML form of a ruleset, its loader and validator, the
//! resolved model, and the diagnostics all of them raise.
//!
//! A crate of its own so that the judging library's build script can load
//! every built-in edition with this very loader and embed the validated
//! model (its compiled form) in the binary: nothing derived is committed,
//! and nothing can go stale. The judging library (`caipan`) re-exports
//! every module here under the same name.

// pest_derive without its `std` feature names `::alloc`.
extern crate alloc;

pub mod colour;
pub mod error;
pub mod glossary;
pub mod input;
pub mod ruleset;
pub mod suggest;
pub mod vocabulary;

pub use caipan_messages::said;
pub use ruleset::Ruleset;
