//! Every diagnostic caipan can show a user, with stable miette codes, labelled
//! spans into the file that caused it, and a help line.

use miette::{Diagnostic, NamedSource, SourceSpan};
use std::sync::Arc;
use thiserror::Error;

/// A source file kept for diagnostics.
pub type Source = NamedSource<Arc<String>>;

pub fn source(name: &str, text: &str) -> Source {
    NamedSource::new(name, Arc::new(text.to_string()))
}

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
    NoEdition { file: String },
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
    #[diagnostic(code(caipan::ruleset::problems), help("fix each problem listed below"))]
    Many {
        file: String,
        count: usize,
        #[related]
        problems: Vec<RulesetError>,
    },
    #[error("unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::ruleset::unknown_edition),
        help("built-in editions: {known}; or give the path of a ruleset YAML file")
    )]
    UnknownEdition { id: String, known: String },
    #[error("cannot read {path}: {cause}")]
    #[diagnostic(code(caipan::io), help("check the path and its permissions"))]
    Io { path: String, cause: String },
}

/// Errors of the command line itself.
#[derive(Debug, Error, Diagnostic)]
pub enum CliError {
    #[error("cannot read {path}: {cause}")]
    #[diagnostic(code(caipan::io), help("check the path and its permissions"))]
    Io { path: String, cause: String },
    #[error("edition {edition} has no article or clause `{id}`")]
    #[diagnostic(
        code(caipan::cite::unknown_article),
        help(
            "articles are numbered `N`, clauses `N.M`, items `N.M.K`; try `caipan cite {edition}` to list them"
        )
    )]
    UnknownArticle { edition: String, id: String },
}
