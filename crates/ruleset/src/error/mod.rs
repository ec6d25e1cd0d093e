//! Every diagnostic caipan can show a user, with stable miette codes, labelled
//! spans into the file that caused it, and a help line.

mod said;
mod source;
mod stated;
mod tell;
mod text;

pub use said::{Said, Tell, Told, did_you_mean};
pub use source::*;
pub use stated::Stated;
pub use tell::told;
pub use text::Text;

use miette::{Diagnostic, SourceSpan};
use thiserror::Error;

/// A record that cannot be read or judged.
#[derive(Clone, Debug, Error, Diagnostic)]
pub enum RecordError {
    /// Judging stopped at the deadline its caller set (the server's limit
    /// on one judgement): no judgement, not even up to there.
    #[error("judging stopped at the time limit, at event {}", event + 1)]
    #[diagnostic(
        code(caipan::limits::deadline),
        help(
            "judge a shorter record, or run `caipan check` at the command line, which has no time limit"
        )
    )]
    DeadlinePassed {
        /// The record's event (0-based) the run had reached.
        event: usize,
    },
    /// The record does not follow the grammar.
    #[error("the record does not parse: {message}")]
    #[diagnostic(code(caipan::record::syntax), help("{help}"))]
    Syntax {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("{label}")]
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// The record does not fit the ruleset (an unknown event, a wrong argument, a verdict word that does not exist).
    #[error("{message}")]
    #[diagnostic(code(caipan::record::invalid), help("{help}"))]
    Invalid {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("{label}")]
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// The record describes something that cannot happen on the board (a move onto an occupied point, off the board); the judgement up to there still stands.
    #[error("defective record: {message}")]
    #[diagnostic(code(caipan::record::defective), help("{help}"))]
    Defective {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("{label}")]
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
    #[error("{message}")]
    #[diagnostic(code(caipan::sgf::rules_unknown), help("{help}"))]
    RulesUnknown {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file (the `RU[]` property, or the game's start).
        #[label("{label}")]
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
    #[error("no edition chosen for {file}")]
    #[diagnostic(code(caipan::record::no_edition), help("{help}"))]
    NoEdition {
        /// How to choose one (a record's tag, or the command line for SGF).
        help: Said,
        /// The file's name as shown to the user.
        file: String,
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("no [Edition \"…\"] tag in the header")]
        span: SourceSpan,
    },
    /// The record's `[Edition]` tag names no built-in edition.
    #[error("the record names the unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::record::unknown_edition),
        help(
            "built-in editions: {known}; a ruleset file is chosen on the command line with --edition PATH, never by a record"
        )
    )]
    UnknownEdition {
        /// The id the tag gives.
        id: String,
        /// The built-in ids, listed for the help line.
        known: String,
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("not a built-in edition")]
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
#[derive(Debug, Error, Diagnostic)]
pub enum InputError {
    /// The path does not exist.
    #[error("cannot read {path}: no such file")]
    #[diagnostic(
        code(caipan::input::not_found),
        help("check the path; it is relative to the current directory")
    )]
    NotFound {
        /// The path as given.
        path: String,
    },
    /// The path is not a regular file (a directory, a device, a pipe).
    #[error("cannot read {path}: it is {kind}")]
    #[diagnostic(
        code(caipan::input::not_regular),
        help("caipan reads regular files only; copy the input into a file first")
    )]
    NotRegular {
        /// The path as given.
        path: String,
        /// What the path is instead ("a directory", "a device", …).
        kind: &'static str,
    },
    /// The file is larger than the limit for its kind of input.
    #[error("cannot read {path}: {size} bytes is more than the limit of {limit} bytes")]
    #[diagnostic(
        code(caipan::input::too_large),
        help("split the input into several files; docs/hardening.md lists the size limits")
    )]
    TooLarge {
        /// The path as given.
        path: String,
        /// The file's size in bytes.
        size: u64,
        /// The limit for this kind of input, in bytes.
        limit: u64,
    },
    /// The operating system refused the read.
    #[error("cannot read {path}: {cause}")]
    #[diagnostic(code(caipan::input::io), help("check the path and its permissions"))]
    Io {
        /// The path as given.
        path: String,
        /// The operating system's reason.
        cause: String,
    },
    /// The input holds nothing to judge (an empty file, an empty or closed
    /// standard input, `-` given twice).
    #[error("{path} is empty: there is no record to judge")]
    #[diagnostic(
        code(caipan::input::empty),
        help("give a caipan record or an SGF file; standard input (`-`) can be read once per run")
    )]
    Empty {
        /// The path as given (`-` for standard input).
        path: String,
        /// The file the diagnostic quotes (empty, or only blanks).
        #[source_code]
        src: Source,
        /// Its start.
        #[label("nothing here")]
        span: SourceSpan,
    },
    /// The file is not UTF-8 text.
    #[error("the file is not UTF-8 text: byte 0x{byte:02X} cannot start or continue a character")]
    #[diagnostic(
        code(caipan::input::not_utf8),
        help("save the file as UTF-8 (for GBK text: iconv -f GBK -t UTF-8 FILE)")
    )]
    NotUtf8 {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("first invalid byte")]
        span: SourceSpan,
        /// The first byte that is not UTF-8.
        byte: u8,
    },
}

/// A ruleset (edition or supplement) that cannot be loaded.
#[derive(Debug, Error, Diagnostic)]
pub enum RulesetError {
    /// The YAML does not parse, or does not have the shape of a ruleset.
    #[error("the ruleset is not valid YAML for caipan: {message}")]
    #[diagnostic(code(caipan::ruleset::yaml), help("{help}"))]
    Yaml {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file, when the YAML parser knows.
        #[label("here")]
        span: Option<SourceSpan>,
        /// What is wrong.
        message: Said,
        /// How to put it right.
        help: Said,
    },
    /// A ruleset mistake the loader found, located.
    #[error("{message}")]
    #[diagnostic(code(caipan::ruleset::invalid), help("{help}"))]
    Invalid {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("{label}")]
        span: SourceSpan,
        /// What is wrong.
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
    },
    /// Several mistakes, each with its own location, reported at once.
    #[error("{count} problems in ruleset {file}")]
    #[diagnostic(
        code(caipan::ruleset::problems),
        help("fix each problem listed below (at most the first 50 are listed)")
    )]
    Many {
        /// The file's name as shown to the user.
        file: String,
        /// How many problems there are.
        count: usize,
        /// Each problem, located (at most the first 50).
        #[related]
        problems: Vec<RulesetError>,
    },
    /// A key or id given twice.
    #[error("{message}")]
    #[diagnostic(code(caipan::ruleset::duplicate), help("{help}"))]
    Duplicate {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// The first occurrence.
        #[label("first here")]
        first: SourceSpan,
        /// The repeat.
        #[label(primary, "and again here")]
        second: SourceSpan,
        /// What is wrong.
        message: Said,
        /// How to put it right.
        help: Said,
    },
    /// An edition id the command line gave is neither built in nor a file.
    #[error("unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::ruleset::unknown_edition),
        help("built-in editions: {known}; or give the path of a ruleset YAML file")
    )]
    UnknownEdition {
        /// The id asked for.
        id: String,
        /// The built-in ids, listed for the help line.
        known: String,
    },
    /// A protocol `--protocol` named that the edition does not have.
    #[error("{edition} has no opening protocol `{id}`")]
    #[diagnostic(
        code(caipan::ruleset::unknown_protocol),
        help("the edition's opening protocols: {known} (`caipan editions` lists each edition's)")
    )]
    UnknownProtocol {
        /// The edition id.
        edition: String,
        /// The protocol id asked for.
        id: String,
        /// Its protocols' ids, listed for the help line.
        known: String,
    },
    /// The ruleset file could not be read.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    /// A supplement extends an edition this run does not judge.
    #[error("the supplement extends {edition}, which is not being judged")]
    #[diagnostic(
        code(caipan::supplement::not_judged),
        help("add --edition {edition} (or --editions …,{edition}), or leave out the supplement")
    )]
    NotJudged {
        /// The edition id.
        edition: String,
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("this edition is not judged in this run")]
        span: SourceSpan,
    },
}

/// Errors of the command line itself.
#[derive(Debug, Error, Diagnostic)]
pub enum CliError {
    /// An input file could not be read.
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    /// `cite` was asked for an article the edition does not have.
    #[error("edition {edition} has no article, clause, event or topic `{id}`")]
    #[diagnostic(
        code(caipan::cite::unknown_article),
        help(
            "{suggestion}articles are numbered `N`, clauses `N.M`, items `N.M.K`; events and topics by name (`takeback`); `caipan cite {edition}` lists the articles, `caipan search WORDS` finds them by words"
        )
    )]
    UnknownArticle {
        /// The edition id.
        edition: String,
        /// The id asked for.
        id: String,
        /// "did you mean `17.2`? " or nothing.
        suggestion: Said,
    },
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
