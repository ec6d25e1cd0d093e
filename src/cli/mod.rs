//! Parts of the `caipan` binary: writing output, and finding the rulesets a
//! run judges with. (Not part of the library.)

pub mod output;
pub mod rulesets;
