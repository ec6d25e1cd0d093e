//! The sentences of the diagnostics this crate defines, structured for a
//! reader of another language ([`Tell`]). Where a variant's words are
//! fixed by its `#[error]` and `help` attributes, the catalogue key is
//! the variant's own (`input-not-found`), with the variant's fields as
//! arguments; where they were said where it was raised, they are passed on.

use super::{CliError, InputError, RecordError, RulesetError, Said, Tell, Told};
use crate::said;

/// A diagnostic with a message, labels and a help line, related to none.
pub fn told(message: Said, labels: Vec<Said>, help: Option<Said>) -> Told {
    Told {
        message,
        labels,
        help,
        related: Vec::new(),
    }
}

impl Tell for RecordError {
    fn told(&self) -> Told {
        match self {
            RecordError::DeadlinePassed { event } => told(
                said!(
                    "deadline",
                    "judging stopped at the time limit, at event {event}",
                    event = event + 1
                ),
                Vec::new(),
                Some(said!(
                    "deadline-help",
                    "judge a shorter record, or run `caipan check` at the command line, which has no time limit"
                )),
            ),
            RecordError::Syntax {
                message,
                label,
                help,
                ..
            } => told(
                said!(
                    "record-syntax",
                    "the record does not parse: {message}",
                    message = message.clone()
                )
                .nested("message", message),
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
                said!(
                    "record-defective",
                    "defective record: {message}",
                    message = message.clone()
                )
                .nested("message", message),
                vec![label.clone()],
                Some(help.clone()),
            ),
            RecordError::NoEdition { help, file, .. } => told(
                said!("no-edition", "no edition chosen for {file}", file = file),
                vec![said!(
                    "no-edition-label",
                    "no [Edition \"…\"] tag in the header"
                )],
                Some(help.clone()),
            ),
            RecordError::UnknownEdition { id, known, .. } => told(
                said!(
                    "record-unknown-edition",
                    "the record names the unknown edition `{id}`",
                    id = id
                ),
                vec![said!("unknown-edition-label", "not a built-in edition")],
                Some(said!(
                    "record-unknown-edition-help",
                    "built-in editions: {known}; a ruleset file is chosen on the command line with --edition PATH, never by a record",
                    known = known
                )),
            ),
        }
    }
}

impl Tell for InputError {
    fn told(&self) -> Told {
        match self {
            InputError::NotFound { path } => told(
                said!(
                    "input-not-found",
                    "cannot read {path}: no such file",
                    path = path
                ),
                Vec::new(),
                Some(said!(
                    "input-not-found-help",
                    "check the path; it is relative to the current directory"
                )),
            ),
            InputError::NotRegular { path, kind } => told(
                said!(
                    "input-not-regular",
                    "cannot read {path}: it is {kind}",
                    path = path,
                    kind = kind
                ),
                Vec::new(),
                Some(said!(
                    "input-not-regular-help",
                    "caipan reads regular files only; copy the input into a file first"
                )),
            ),
            InputError::TooLarge { path, size, limit } => told(
                said!(
                    "input-too-large",
                    "cannot read {path}: {size} bytes is more than the limit of {limit} bytes",
                    path = path,
                    size = size,
                    limit = limit
                ),
                Vec::new(),
                Some(said!(
                    "input-too-large-help",
                    "split the input into several files; docs/hardening.md lists the size limits"
                )),
            ),
            InputError::Io { path, cause } => told(
                said!(
                    "input-io",
                    "cannot read {path}: {cause}",
                    path = path,
                    cause = cause
                ),
                Vec::new(),
                Some(said!("input-io-help", "check the path and its permissions")),
            ),
            InputError::Empty { path, .. } => told(
                said!(
                    "input-empty",
                    "{path} is empty: there is no record to judge",
                    path = path
                ),
                vec![said!("input-empty-label", "nothing here")],
                Some(said!(
                    "input-empty-help",
                    "give a caipan record or an SGF file; standard input (`-`) can be read once per run"
                )),
            ),
            InputError::NotUtf8 { byte, .. } => told(
                said!(
                    "input-not-utf8",
                    "the file is not UTF-8 text: byte 0x{hex} cannot start or continue a character",
                    hex = format!("{byte:02X}")
                ),
                vec![said!("input-not-utf8-label", "first invalid byte")],
                Some(said!(
                    "input-not-utf8-help",
                    "save the file as UTF-8 (for GBK text: iconv -f GBK -t UTF-8 FILE)"
                )),
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
                said!(
                    "ruleset-yaml",
                    "the ruleset is not valid YAML for caipan: {message}",
                    message = message.clone()
                )
                .nested("message", message),
                span.iter().map(|_| said!("here", "here")).collect(),
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
                message: said!(
                    "ruleset-many",
                    "{count} problems in ruleset {file}",
                    count = count,
                    file = file
                ),
                labels: Vec::new(),
                help: Some(said!(
                    "ruleset-many-help",
                    "fix each problem listed below (at most the first 50 are listed)"
                )),
                related: problems.iter().map(Tell::told).collect(),
            },
            RulesetError::Duplicate { message, help, .. } => told(
                message.clone(),
                vec![
                    said!("first-here", "first here"),
                    said!("again-here", "and again here"),
                ],
                Some(help.clone()),
            ),
            RulesetError::UnknownEdition { id, known } => unknown_edition(id, known),
            RulesetError::UnknownProtocol { edition, id, known } => {
                unknown_protocol(edition, id, known)
            }
            RulesetError::Input(e) => e.told(),
            RulesetError::NotJudged { edition, .. } => told(
                said!(
                    "not-judged",
                    "the supplement extends {edition}, which is not being judged",
                    edition = edition
                ),
                vec![said!(
                    "not-judged-label",
                    "this edition is not judged in this run"
                )],
                Some(said!(
                    "not-judged-help",
                    "add --edition {edition} (or --editions …,{edition}), or leave out the supplement",
                    edition = edition
                )),
            ),
        }
    }
}

impl Tell for CliError {
    fn told(&self) -> Told {
        match self {
            CliError::Input(e) => e.told(),
            CliError::UnknownArticle { edition, id, suggestion } => told(
                said!("unknown-article", "edition {edition} has no article, clause, event or topic `{id}`", edition = edition, id = id),
                Vec::new(),
                Some(said!("unknown-article-help", "{suggestion}articles are numbered `N`, clauses `N.M`, items `N.M.K`; events and topics by name (`takeback`); `caipan cite {edition}` lists the articles, `caipan search WORDS` finds them by words", suggestion = suggestion.clone(), edition = edition).nested("suggestion", suggestion)),
            ),
        }
    }
}

/// An edition the command line named that is neither built in nor a file.
fn unknown_edition(id: &str, known: &str) -> Told {
    told(
        said!("ruleset-unknown-edition", "unknown edition `{id}`", id = id),
        Vec::new(),
        Some(said!(
            "ruleset-unknown-edition-help",
            "built-in editions: {known}; or give the path of a ruleset YAML file",
            known = known
        )),
    )
}

/// A protocol `--protocol` named that the edition does not have.
fn unknown_protocol(edition: &str, id: &str, known: &str) -> Told {
    told(
        said!(
            "ruleset-unknown-protocol-named",
            "{edition} has no opening protocol `{id}`",
            edition = edition,
            id = id
        ),
        Vec::new(),
        Some(said!(
            "ruleset-unknown-protocol-named-help",
            "the edition's opening protocols: {known} (`caipan editions` lists each edition's)",
            known = known
        )),
    )
}
