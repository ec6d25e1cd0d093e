//! Every diagnostic caipan can show a user, with stable miette codes, labelled
//! spans into the file that caused it, and a help line.

pub mod placed;
mod source;
mod stated;
mod tell;
mod text;

pub use caipan_messages::{Said, Tell, Told, did_you_mean, told};
pub use placed::{Placed, Places};
pub use source::*;
pub use stated::Stated;
pub use text::Text;

use miette::SourceSpan;

/// A record that cannot be read or judged.
#[derive(Clone, Debug)]
pub enum RecordError {
    /// Judging stopped at the deadline its caller set (the server's limit
    /// on one judgement): no judgement, not even up to there.
    DeadlinePassed {
        /// The record's event (0-based) the run had reached.
        event: usize,
    },
    /// The record does not follow the grammar.
    Syntax {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// The record does not fit the ruleset (an unknown event, a wrong argument, a verdict word that does not exist).
    Invalid {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// The record describes something that cannot happen on the board (a move onto an occupied point, off the board); the judgement up to there still stands.
    Defective {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// Asked to judge each game under the rules its file names
    /// (`--edition-from-sgf`), a game names rules no edition judges, or
    /// none, and no `--edition` stands in.
    RulesUnknown {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file (the `RU[]` property, or the game's start).
        span: SourceSpan,
        /// What the file writes (empty: no `RU[]`).
        written: String,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// Neither the record nor the command line names an edition.
    NoEdition {
        /// How to choose one (a record's tag, or the command line for SGF).
        help: Said,
        /// The file's name as shown to the user.
        file: String,
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
    },
    /// The record's `[Edition]` tag names no built-in edition.
    UnknownEdition {
        /// The id the tag gives.
        id: String,
        /// The built-in ids, listed for the help line.
        known: String,
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
    },
}

impl RulesetError {
    /// All problems found in one file, as one diagnostic; at most
    /// [`MAX_LISTED`] are listed (a generated file may have thousands).
    pub fn all(file: &str, mut problems: Vec<RulesetError>) -> Option<Box<RulesetError>> {
        match problems.len() {
            0 => None,
            1 => problems.pop().map(Box::new),
            count => {
                problems.truncate(MAX_LISTED);
                Some(Box::new(RulesetError::Many {
                    file: quote(file),
                    count,
                    problems,
                }))
            }
        }
    }
}

/// Most problems listed in one diagnostic.
pub const MAX_LISTED: usize = 50;

/// A file that cannot be read as input.
#[derive(Debug)]
pub enum InputError {
    /// The path does not exist.
    NotFound {
        /// The path as given.
        path: String,
    },
    /// The path is not a regular file (a directory, a device, a pipe).
    NotRegular {
        /// The path as given.
        path: String,
        /// What the path is instead ("a directory", "a device", …).
        kind: &'static str,
    },
    /// The file is larger than the limit for its kind of input.
    TooLarge {
        /// The path as given.
        path: String,
        /// The file's size in bytes.
        size: u64,
        /// The limit for this kind of input, in bytes.
        limit: u64,
    },
    /// The operating system refused the read.
    Io {
        /// The path as given.
        path: String,
        /// The operating system's reason.
        cause: String,
    },
    /// The input holds nothing to judge (an empty file, an empty or closed
    /// standard input, `-` given twice).
    Empty {
        /// The path as given (`-` for standard input).
        path: String,
        /// The file the diagnostic quotes (empty, or only blanks).
        src: Source,
        /// Its start.
        span: SourceSpan,
    },
    /// The file is not UTF-8 text.
    NotUtf8 {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
        /// The first byte that is not UTF-8.
        byte: u8,
    },
}

/// A ruleset (edition or supplement) that cannot be loaded.
#[derive(Debug)]
pub enum RulesetError {
    /// The YAML does not parse, or does not have the shape of a ruleset.
    Yaml {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file, when the YAML parser knows.
        span: Option<SourceSpan>,
        /// What is wrong.
        message: Said,
        /// How to put it right.
        help: Said,
    },
    /// A ruleset mistake the loader found, located.
    Invalid {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// Several mistakes, each with its own location, reported at once.
    Many {
        /// The file's name as shown to the user.
        file: String,
        /// How many problems there are.
        count: usize,
        /// Each problem, located (at most the first 50).
        problems: Vec<RulesetError>,
    },
    /// A key or id given twice.
    Duplicate {
        /// The file the diagnostic quotes.
        src: Source,
        /// The first occurrence.
        first: SourceSpan,
        /// The repeat.
        second: SourceSpan,
        /// What is wrong.
        message: Said,
        /// How to put it right.
        help: Said,
    },
    /// An edition id the command line gave is neither built in nor a file.
    UnknownEdition {
        /// The id asked for.
        id: String,
        /// The built-in ids, listed for the help line.
        known: String,
    },
    /// A protocol `--protocol` named that the edition does not have.
    UnknownProtocol {
        /// The edition id.
        edition: String,
        /// The protocol id asked for.
        id: String,
        /// Its protocols' ids, listed for the help line.
        known: String,
    },
    /// The ruleset file could not be read.
    Input(Box<InputError>),
    /// A supplement extends an edition this run does not judge.
    NotJudged {
        /// The edition id.
        edition: String,
        /// The file the diagnostic quotes.
        src: Source,
        /// Where in the file.
        span: SourceSpan,
    },
}

/// Errors of the command line itself.
#[derive(Debug)]
pub enum CliError {
    /// An input file could not be read.
    Input(Box<InputError>),
    /// `cite` was asked for an article the edition does not have.
    UnknownArticle {
        /// The edition id.
        edition: String,
        /// The id asked for.
        id: String,
        /// "did you mean `17.2`? " or nothing.
        suggestion: Said,
    },
}

impl From<Box<InputError>> for RulesetError {
    fn from(e: Box<InputError>) -> Self {
        RulesetError::Input(e)
    }
}

impl From<Box<InputError>> for CliError {
    fn from(e: Box<InputError>) -> Self {
        CliError::Input(e)
    }
}

impl From<Box<InputError>> for Box<RulesetError> {
    fn from(e: Box<InputError>) -> Self {
        Box::new(RulesetError::Input(e))
    }
}

impl From<Box<InputError>> for Box<CliError> {
    fn from(e: Box<InputError>) -> Self {
        Box::new(CliError::Input(e))
    }
}
