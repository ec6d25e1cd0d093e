//! A tournament file's problems, each located in the file (stable codes
//! `caipan::tournament::*`), and the one that is not the file's fault: an
//! edition whose text does not rank the kind of competition asked for.

use crate::error::Source;
use miette::{Diagnostic, SourceSpan};
use thiserror::Error;

/// What is wrong with a tournament file, or with judging it.
#[derive(Debug, Error, Diagnostic)]
pub enum TournamentError {
    /// The YAML does not parse, or does not have the shape of a tournament.
    #[error("the tournament file is not valid YAML for caipan: {message}")]
    #[diagnostic(code(caipan::tournament::yaml), help("{help}"))]
    Yaml {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where, when the parser knows.
        #[label("here")]
        span: Option<SourceSpan>,
        /// What is wrong.
        message: String,
        /// How to put it right.
        help: String,
    },
    /// A defect of the results table, located.
    #[error("{message}")]
    #[diagnostic(code(caipan::tournament::invalid), help("{help}"))]
    Invalid {
        /// The file the diagnostic quotes.
        #[source_code]
        src: Source,
        /// Where in the file.
        #[label("{label}")]
        span: SourceSpan,
        /// What is wrong.
        message: String,
        /// The label under the span.
        label: String,
        /// How to put it right.
        help: String,
    },
    /// Several defects, each located, reported at once (the first
    /// [`LISTED`](super::table_check::LISTED) of them in full).
    #[error("{count} problems in tournament {file}{}", unlisted(.listed, .count))]
    #[diagnostic(
        code(caipan::tournament::problems),
        help("fix each problem listed below")
    )]
    Many {
        /// The file's name.
        file: String,
        /// How many.
        count: usize,
        /// How many are listed (the rest are only counted).
        listed: usize,
        /// Each problem.
        #[related]
        problems: Vec<TournamentError>,
    },
    /// The edition's text does not rank this kind of competition.
    #[error("{edition} does not rank a {system} competition")]
    #[diagnostic(code(caipan::tournament::system), help("{help}"))]
    SystemNotRanked {
        /// The tournament file.
        #[source_code]
        src: Source,
        /// Where the file says what kind of competition it is.
        #[label("{system}")]
        span: SourceSpan,
        /// The edition id.
        edition: String,
        /// The kind of competition.
        system: String,
        /// What the edition does rank, or why it ranks nothing.
        help: String,
    },
}

/// What the heading of many problems adds when not all are listed.
fn unlisted(listed: &usize, count: &usize) -> String {
    if listed < count {
        format!(
            " (the first {listed} listed, {} more not shown)",
            count - listed
        )
    } else {
        String::new()
    }
}
