//! A tournament file's problems, each located in the file (stable codes
//! `caipan::tournament::*`), and the one that is not the file's fault: an
//! edition whose text does not rank the kind of competition asked for.

use crate::error::{Placed, Places};
use crate::error::{Said, Source};
use caipan_ruleset::said;
use miette::{Diagnostic, SourceSpan};

/// What is wrong with a tournament file, or with judging it.
#[derive(Debug)]
pub enum TournamentError {
    /// The YAML does not parse, or does not have the shape of a tournament.
    Yaml {
        /// The file the diagnostic quotes.
        src: Source,
        /// Where, when the parser knows.
        span: Option<SourceSpan>,
        /// What is wrong.
        message: Said,
        /// How to put it right.
        help: Said,
    },
    /// A defect of the results table, located.
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
    /// Several defects, each located, reported at once (the first
    /// [`LISTED`](super::table_check::LISTED) of them in full).
    Many {
        /// The file's name.
        file: String,
        /// How many.
        count: usize,
        /// How many are listed (the rest are only counted).
        listed: usize,
        /// Each problem.
        problems: Vec<TournamentError>,
    },
    /// The edition's text does not rank this kind of competition.
    SystemNotRanked {
        /// The tournament file.
        src: Source,
        /// Where the file says what kind of competition it is.
        span: SourceSpan,
        /// The edition id.
        edition: String,
        /// The kind of competition.
        system: String,
        /// What the edition does rank, or why it ranks nothing.
        help: Said,
    },
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
                said!("tournament-not-valid-yaml", message = message).nested("message", message),
                span.iter().map(|_| said!("here")).collect(),
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
                        count = count,
                        file = file,
                        listed = listed,
                        more = count - listed
                    )
                } else {
                    said!("tournament-many", count = count, file = file)
                };
                crate::error::Told {
                    message,
                    labels: Vec::new(),
                    help: Some(said!("tournament-many-help")),
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
                    edition = edition,
                    system = system
                ),
                vec![Said::verbatim(system.as_str())],
                Some(help.clone()),
            ),
        }
    }
}

impl Placed for TournamentError {
    fn placed(&self) -> Places<'_> {
        match self {
            TournamentError::Yaml { src, span, .. } => Places {
                code: "caipan::tournament::yaml",
                quoted: Some(src),
                spans: span.iter().map(|s| (*s, false)).collect(),
                related: Vec::new(),
            },
            TournamentError::Invalid { src, span, .. } => Places {
                code: "caipan::tournament::invalid",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            TournamentError::Many { problems, .. } => Places {
                code: "caipan::tournament::problems",
                quoted: None,
                spans: Vec::new(),
                related: problems.iter().map(|p| p as &dyn Diagnostic).collect(),
            },
            TournamentError::SystemNotRanked { src, span, .. } => Places {
                code: "caipan::tournament::system",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
        }
    }
}

caipan_ruleset::shown_by_told!(TournamentError);
