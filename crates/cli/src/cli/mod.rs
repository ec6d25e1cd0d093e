//! Parts of the `caipan` binary: writing output, and finding the rulesets a
//! run judges with. (Not part of the library.)

pub mod args;
pub mod args_commands;
pub mod check;
pub mod check_options;
mod check_run;
pub mod cite;
pub mod commands;
pub mod coverage;
pub mod edition_arg;
pub mod from_rules;
pub mod inputs;
pub mod manual;
mod many_games;
pub mod new_case;
pub mod output;
pub mod referee;
pub mod rulesets;
pub mod search;
pub mod show;
pub mod standings;
pub mod style;
pub mod suite;
pub mod summary;
pub mod worded;

/// Output format of `check` and `points`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum CheckFormat {
    /// For people: each judgement, then a summary when there are several.
    Text,
    /// One JSON array of every judgement.
    Json,
    /// One JSON object per line, per game, then a summary line.
    Jsonl,
}

/// Output format of `compare` and `diff`.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum ReportFormat {
    Text,
    Json,
    Markdown,
}

/// Output format of `search`, `cite` and `referee`: text or JSON.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum SearchFormat {
    Text,
    Json,
}

/// `--komi`: whose komi the count uses.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum KomiFrom {
    /// The edition's komi (the article's): the default.
    Edition,
    /// The record's own (SGF `KM[]`), where it writes one; the result
    /// cites the edition's komi article as changed by the file.
    File,
}

/// `convert --to`: the format a caipan record is written in.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum ConvertTo {
    /// SGF (`CAIPAN[...]` carries conduct, claims and rulings).
    Sgf,
    /// Gomocup's .psq (stones only).
    Psq,
    /// RenjuNet's .rif database XML, one game (stones, players, result).
    Rif,
}

/// `--as`: how records are judged.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum Judging {
    /// Verdicts change the game (dispute records written after the ruling).
    Ruled,
    /// The board follows the record (archives of games as played).
    Played,
}
