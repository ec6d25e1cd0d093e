//! Parts of the `caipan` binary: writing output, and finding the rulesets a
//! run judges with. (Not part of the library.)

pub mod commands;
pub mod output;
pub mod rulesets;

/// Output format of `check` and `points`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum CheckFormat {
    Text,
    Json,
}

/// Output format of `compare` and `diff`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum ReportFormat {
    Text,
    Json,
    Markdown,
}
