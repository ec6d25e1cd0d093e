//! The case library as a rules conformance suite (issue 64): what a case
//! expects ([`expect`]) and the one comparison of a judgement with it
//! ([`compare`]), which the case library's harness and `caipan suite run`
//! share.

pub mod compare;
pub mod expect;

pub use compare::{breaches, compare};
