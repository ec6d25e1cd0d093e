//! The case library as a rules conformance suite (issue 64): what a case
//! expects ([`expect`]) and the one comparison of a judgement with it
//! ([`compare`]), which the case library's harness and `caipan suite run`
//! share.

pub mod compare;
pub mod expect;
pub mod export;
pub mod format;
pub mod run;

pub use compare::{breaches, compare};

/// The suite format's JSON Schema (`suite/schema.json`), written beside an
/// exported suite.
pub const SCHEMA: &str = include_str!("../../suite/schema.json");
