//! The sentences of the diagnostics this crate defines, structured for a
//! reader of another language ([`Tell`]). Where a variant's words are
//! fixed by its `#[error]` and `help` attributes, the catalogue key is
//! the variant's own (`input-not-found`), with the variant's fields as
//! arguments; where they were said where it was raised, they are passed on.

use super::{CliError, InputError, RecordError, RulesetError, Tell, Told, told};
use crate::said;

impl Tell for RecordError {
    fn told(&self) -> Told {
        match self {
            RecordError::DeadlinePassed { event } => told(
                said!("deadline", event = event + 1),
                Vec::new(),
                Some(said!("deadline-help")),
            ),
            RecordError::Syntax {
                message,
                label,
                help,
                ..
            } => told(
                said!("record-syntax", message = message.clone()).nested("message", message),
                vec![label.clone()],
                Some(help.clone()),
            ),
            RecordError::Invalid {
                message,
                label,
                help,
                ..
            }
            | RecordError::RulesUnknown {
                message,
                label,
                help,
                ..
            } => told(message.clone(), vec![label.clone()], Some(help.clone())),
            RecordError::Defective {
                message,
                label,
                help,
                ..
            } => told(
                said!("record-defective", message = message.clone()).nested("message", message),
                vec![label.clone()],
                Some(help.clone()),
            ),
            RecordError::NoEdition { help, file, .. } => told(
                said!("no-edition", file = file),
                vec![said!("no-edition-label")],
                Some(help.clone()),
            ),
            RecordError::UnknownEdition { id, known, .. } => told(
                said!("record-unknown-edition", id = id),
                vec![said!("unknown-edition-label")],
                Some(said!("record-unknown-edition-help", known = known)),
            ),
        }
    }
}

impl Tell for InputError {
    fn told(&self) -> Told {
        match self {
            InputError::NotFound { path } => told(
                said!("input-not-found", path = path),
                Vec::new(),
                Some(said!("input-not-found-help")),
            ),
            InputError::NotRegular { path, kind } => told(
                said!("input-not-regular", path = path, kind = kind),
                Vec::new(),
                Some(said!("input-not-regular-help")),
            ),
            InputError::TooLarge { path, size, limit } => told(
                said!("input-too-large", path = path, size = size, limit = limit),
                Vec::new(),
                Some(said!("input-too-large-help")),
            ),
            InputError::Io { path, cause } => told(
                said!("input-io", path = path, cause = cause),
                Vec::new(),
                Some(said!("input-io-help")),
            ),
            InputError::Empty { path, .. } => told(
                said!("input-empty", path = path),
                vec![said!("input-empty-label")],
                Some(said!("input-empty-help")),
            ),
            InputError::NotUtf8 { byte, .. } => told(
                said!("input-not-utf8", hex = format!("{byte:02X}")),
                vec![said!("input-not-utf8-label")],
                Some(said!("input-not-utf8-help")),
            ),
        }
    }
}

impl Tell for RulesetError {
    fn told(&self) -> Told {
        match self {
            RulesetError::Yaml {
                message,
                help,
                span,
                ..
            } => told(
                said!("ruleset-yaml", message = message.clone()).nested("message", message),
                span.iter().map(|_| said!("here")).collect(),
                Some(help.clone()),
            ),
            RulesetError::Invalid {
                message,
                label,
                help,
                ..
            } => told(message.clone(), vec![label.clone()], Some(help.clone())),
            RulesetError::Many {
                file,
                count,
                problems,
            } => Told {
                message: said!("ruleset-many", count = count, file = file),
                labels: Vec::new(),
                help: Some(said!("ruleset-many-help")),
                related: problems.iter().map(Tell::told).collect(),
            },
            RulesetError::Duplicate { message, help, .. } => told(
                message.clone(),
                vec![said!("first-here"), said!("again-here")],
                Some(help.clone()),
            ),
            RulesetError::UnknownEdition { id, known } => unknown_edition(id, known),
            RulesetError::UnknownProtocol { edition, id, known } => {
                unknown_protocol(edition, id, known)
            }
            RulesetError::Input(e) => e.told(),
            RulesetError::NotJudged { edition, .. } => told(
                said!("not-judged", edition = edition),
                vec![said!("not-judged-label")],
                Some(said!("not-judged-help", edition = edition)),
            ),
        }
    }
}

impl Tell for CliError {
    fn told(&self) -> Told {
        match self {
            CliError::Input(e) => e.told(),
            CliError::UnknownArticle {
                edition,
                id,
                suggestion,
            } => told(
                said!("unknown-article", edition = edition, id = id),
                Vec::new(),
                Some(
                    said!(
                        "unknown-article-help",
                        suggestion = suggestion.clone(),
                        edition = edition
                    )
                    .nested("suggestion", suggestion),
                ),
            ),
        }
    }
}

/// An edition the command line named that is neither built in nor a file.
fn unknown_edition(id: &str, known: &str) -> Told {
    told(
        said!("ruleset-unknown-edition", id = id),
        Vec::new(),
        Some(said!("ruleset-unknown-edition-help", known = known)),
    )
}

/// A protocol `--protocol` named that the edition does not have.
fn unknown_protocol(edition: &str, id: &str, known: &str) -> Told {
    told(
        said!("ruleset-unknown-protocol-named", edition = edition, id = id),
        Vec::new(),
        Some(said!("ruleset-unknown-protocol-named-help", known = known)),
    )
}
