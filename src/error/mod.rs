//! Every diagnostic caipan can show a user, with stable miette codes, labelled
//! spans into the file that caused it, and a help line.

mod source;

pub use source::*;

use miette::{Diagnostic, SourceSpan};
use thiserror::Error;

/// A record that cannot be read or judged.
#[derive(Debug, Error, Diagnostic)]
pub enum RecordError {
    #[error("the record does not parse: {message}")]
    #[diagnostic(code(caipan::record::syntax), help("{help}"))]
    Syntax {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("{message}")]
    #[diagnostic(code(caipan::record::invalid), help("{help}"))]
    Invalid {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("defective record: {message}")]
    #[diagnostic(code(caipan::record::defective), help("{help}"))]
    Defective {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("no edition chosen for {file}")]
    #[diagnostic(
        code(caipan::record::no_edition),
        help(
            "add a header tag [Edition \"ID\"] or pass --edition ID; `caipan editions` lists the ids"
        )
    )]
    NoEdition {
        file: String,
        #[source_code]
        src: Source,
        #[label("no [Edition \"…\"] tag in the header")]
        span: SourceSpan,
    },
    #[error("the record names the unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::record::unknown_edition),
        help(
            "built-in editions: {known}; a ruleset file is chosen on the command line with --edition PATH, never by a record"
        )
    )]
    UnknownEdition {
        id: String,
        known: String,
        #[source_code]
        src: Source,
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
    #[error("cannot read {path}: no such file")]
    #[diagnostic(
        code(caipan::input::not_found),
        help("check the path; it is relative to the current directory")
    )]
    NotFound { path: String },
    #[error("cannot read {path}: it is {kind}")]
    #[diagnostic(
        code(caipan::input::not_regular),
        help("caipan reads regular files only; copy the input into a file first")
    )]
    NotRegular { path: String, kind: &'static str },
    #[error("cannot read {path}: {size} bytes is more than the limit of {limit} bytes")]
    #[diagnostic(
        code(caipan::input::too_large),
        help("split the input into several files; the README lists the size limits")
    )]
    TooLarge { path: String, size: u64, limit: u64 },
    #[error("cannot read {path}: {cause}")]
    #[diagnostic(code(caipan::input::io), help("check the path and its permissions"))]
    Io { path: String, cause: String },
    #[error("the file is not UTF-8 text: byte 0x{byte:02X} cannot start or continue a character")]
    #[diagnostic(
        code(caipan::input::not_utf8),
        help("save the file as UTF-8 (for GBK text: iconv -f GBK -t UTF-8 FILE)")
    )]
    NotUtf8 {
        #[source_code]
        src: Source,
        #[label("first invalid byte")]
        span: SourceSpan,
        byte: u8,
    },
}

/// A ruleset (edition or supplement) that cannot be loaded.
#[derive(Debug, Error, Diagnostic)]
pub enum RulesetError {
    #[error("the ruleset is not valid YAML for caipan: {message}")]
    #[diagnostic(code(caipan::ruleset::yaml), help("{help}"))]
    Yaml {
        #[source_code]
        src: Source,
        #[label("here")]
        span: Option<SourceSpan>,
        message: String,
        help: String,
    },
    #[error("{message}")]
    #[diagnostic(code(caipan::ruleset::invalid), help("{help}"))]
    Invalid {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("{count} problems in ruleset {file}")]
    #[diagnostic(
        code(caipan::ruleset::problems),
        help("fix each problem listed below (at most the first 50 are listed)")
    )]
    Many {
        file: String,
        count: usize,
        #[related]
        problems: Vec<RulesetError>,
    },
    #[error("{message}")]
    #[diagnostic(code(caipan::ruleset::duplicate), help("{help}"))]
    Duplicate {
        #[source_code]
        src: Source,
        #[label("first here")]
        first: SourceSpan,
        #[label(primary, "and again here")]
        second: SourceSpan,
        message: String,
        help: String,
    },
    #[error("unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::ruleset::unknown_edition),
        help("built-in editions: {known}; or give the path of a ruleset YAML file")
    )]
    UnknownEdition { id: String, known: String },
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    #[error("the supplement extends {edition}, which is not being judged")]
    #[diagnostic(
        code(caipan::supplement::not_judged),
        help("add --edition {edition} (or --editions …,{edition}), or leave out the supplement")
    )]
    NotJudged {
        edition: String,
        #[source_code]
        src: Source,
        #[label("this edition is not judged in this run")]
        span: SourceSpan,
    },
}

/// Errors of the command line itself.
#[derive(Debug, Error, Diagnostic)]
pub enum CliError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    #[error("edition {edition} has no article or clause `{id}`")]
    #[diagnostic(
        code(caipan::cite::unknown_article),
        help(
            "articles are numbered `N`, clauses `N.M`, items `N.M.K`; try `caipan cite {edition}` to list them"
        )
    )]
    UnknownArticle { edition: String, id: String },
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
