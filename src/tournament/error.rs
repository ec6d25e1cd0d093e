//! A tournament file's problems, each located in the file (stable codes
//! `caipan::tournament::*`), and the one that is not the file's fault: an
//! edition whose text does not rank the kind of competition asked for.

use crate::error::{Said, Source};
use caipan_ruleset::said;
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
        message: Said,
        /// How to put it right.
        help: Said,
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
        message: Said,
        /// The label under the span.
        label: Said,
        /// How to put it right.
        help: Said,
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
        help: Said,
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

impl crate::error::Tell for TournamentError {
    fn told(&self) -> crate::error::Told {
        use crate::error::told;
        match self {
            TournamentError::Yaml {
                message,
                help,
                span,
                ..
            } => told(
                said!(
                    "tournament-not-valid-yaml",
                    "the tournament file is not valid YAML for caipan: {message}",
                    message = message
                )
                .nested("message", message),
                span.iter().map(|_| said!("here", "here")).collect(),
                Some(help.clone()),
            ),
            TournamentError::Invalid {
                message,
                label,
                help,
                ..
            } => told(message.clone(), vec![label.clone()], Some(help.clone())),
            TournamentError::Many {
                file,
                count,
                listed,
                problems,
            } => {
                let message = if listed < count {
                    said!(
                        "tournament-many-some-listed",
                        "{count} problems in tournament {file} (the first {listed} listed, {more} more not shown)",
                        count = count,
                        file = file,
                        listed = listed,
                        more = count - listed
                    )
                } else {
                    said!(
                        "tournament-many",
                        "{count} problems in tournament {file}",
                        count = count,
                        file = file
                    )
                };
                crate::error::Told {
                    message,
                    labels: Vec::new(),
                    help: Some(said!(
                        "tournament-many-help",
                        "fix each problem listed below"
                    )),
                    related: problems.iter().map(crate::error::Tell::told).collect(),
                }
            }
            TournamentError::SystemNotRanked {
                edition,
                system,
                help,
                ..
            } => told(
                said!(
                    "tournament-system-not-ranked",
                    "{edition} does not rank a {system} competition",
                    edition = edition,
                    system = system
                ),
                vec![Said::from(system.as_str())],
                Some(help.clone()),
            ),
        }
    }
}
