//! The rulesets a run judges with: editions named on the command line
//! (built-in ids or ruleset files), editions a record's tag names (built-in
//! only), and the supplements on top of them.

use super::output::Fail;
use caipan::error::{RecordError, RulesetError};
use caipan::record::ast::Record;
use caipan::ruleset::{self, Ruleset, SupplementFile};
use std::collections::HashMap;

/// What extends the editions a run judges: the supplements named
/// (`--supplement`, each on the edition it names) and an opening rule
/// chosen by name (`--protocol`, on every edition judged).
#[derive(Clone, Copy, Default)]
pub(crate) struct Extend<'a> {
    /// The supplement files.
    pub supplements: &'a [String],
    /// The opening protocol's id.
    pub protocol: Option<&'a str>,
}

impl<'a> Extend<'a> {
    /// The supplements alone (the commands that take no `--protocol`).
    pub(crate) fn supplements(supplements: &'a [String]) -> Extend<'a> {
        Extend {
            supplements,
            protocol: None,
        }
    }
}

/// Rulesets by edition, each under the protocol asked for and with the
/// supplement that names it.
pub(crate) struct Rulesets {
    supplements: Vec<SupplementFile>,
    protocol: Option<String>,
    cache: HashMap<String, Ruleset>,
    /// The editions judged so far (ids), for the supplements' check.
    used: Vec<String>,
}

impl Rulesets {
    pub(crate) fn new(extend: Extend) -> Result<Rulesets, Fail> {
        let mut supplements = Vec::new();
        for path in extend.supplements {
            supplements.push(SupplementFile::read(path)?);
        }
        Ok(Rulesets {
            supplements,
            protocol: extend.protocol.map(String::from),
            cache: HashMap::new(),
            used: Vec::new(),
        })
    }

    /// The ruleset for an edition given on the command line: a built-in id
    /// or a ruleset file.
    pub(crate) fn get(&mut self, edition: &str) -> Result<&Ruleset, Box<RulesetError>> {
        if !self.cache.contains_key(edition) {
            let base = ruleset::resolve(edition)?;
            let base = match &self.protocol {
                Some(id) => ruleset::under_protocol(&base, id)?,
                None => base,
            };
            if !self.used.contains(&base.id) {
                self.used.push(base.id.clone());
            }
            let rules = match self.supplements.iter().find(|s| s.edition == base.id) {
                Some(s) => s.apply(&base)?,
                None => base,
            };
            self.cache.insert(edition.to_string(), rules);
        }
        self.cache.get(edition).ok_or_else(|| {
            Box::new(RulesetError::UnknownEdition {
                id: edition.to_string(),
                known: ruleset::built_in_ids(),
            })
        })
    }

    /// The edition a record's `Edition` tag names: built-in ids only.
    pub(crate) fn for_record(
        &mut self,
        id: &str,
        file: &str,
        text: &str,
        record: &Record,
    ) -> Result<&Ruleset, Fail> {
        if !ruleset::is_built_in(id) {
            let span = record.tag("Edition").map_or((0, 0).into(), |t| {
                caipan::error::span(text, t.value_span.start, t.value_span.len())
            });
            return Err(Box::new(RecordError::UnknownEdition {
                id: caipan::error::quote(id),
                known: ruleset::built_in_ids_for(id),
                src: caipan::error::source(file, text),
                span,
            })
            .into());
        }
        Ok(self.get(id)?)
    }

    /// After a run that took each record's edition from its tag: every
    /// supplement must have extended an edition some record named. The
    /// same check for a file, standard input and a directory, made once
    /// the records are read (standard input cannot be read twice).
    pub(crate) fn check_all_used(&self) -> Result<(), Fail> {
        self.check_used(&self.used)
    }

    /// Every supplement must extend one of the editions judged.
    pub(crate) fn check_used(&self, editions: &[String]) -> Result<(), Fail> {
        for s in &self.supplements {
            if !editions.contains(&s.edition) {
                return Err(s.not_judged().into());
            }
        }
        Ok(())
    }
}

/// The edition for a record: `--edition`, else its tag (a built-in id).
/// The line where the record begins (its first tag or event): in a
/// collection each game's own, not the file's first.
fn first_line(text: &str, record: &Record) -> miette::SourceSpan {
    let begins = record
        .tags
        .iter()
        .map(|t| t.span.start)
        .chain(record.events.iter().map(|e| e.span.start))
        .min()
        .unwrap_or(0)
        .min(text.len());
    let start = text[..begins].rfind('\n').map_or(0, |i| i + 1);
    let end = text[begins..].find('\n').map_or(text.len(), |i| begins + i);
    caipan::error::span(text, start, end - start)
}

pub(crate) fn edition_of<'r>(
    rulesets: &'r mut Rulesets,
    edition: Option<&str>,
    file: &str,
    text: &caipan::error::Text,
    record: &Record,
) -> Result<&'r Ruleset, Fail> {
    match edition {
        Some(id) => Ok(rulesets.get(id)?),
        None => match record.tag("Edition") {
            Some(tag) => {
                let id = tag.value.clone();
                rulesets.for_record(&id, file, text, record)
            }
            None => Err(Box::new(RecordError::NoEdition {
                // SGF has no edition tag of ours (RU[] is never trusted).
                help: if text.trim_start().starts_with('(') {
                    caipan::said!("cli-sgf-no-edition-help")
                } else if let Some(size) = game_file_size(text, record) {
                    caipan::said!(
                        "cli-game-file-no-edition-help",
                        size = size,
                        ids = editions_on(size)
                    )
                } else {
                    caipan::said!("cli-record-no-edition-help")
                },
                file: file.to_string(),
                // The text is shared, never copied: a collection's games
                // each name it.
                src: caipan::error::source(file, text),
                span: first_line(text, record),
            })
            .into()),
        },
    }
}

/// The board size a `.psq` or `.rif` file gives (told by its first
/// characters, as the readers tell them).
fn game_file_size(text: &str, record: &Record) -> Option<usize> {
    let start = text.trim_start_matches('\u{feff}').trim_start();
    let game_file = start.starts_with("Piskvorky") || start.starts_with('<');
    let size = record.tag("Size")?.value.parse().ok()?;
    game_file.then_some(size)
}

/// The built-in editions whose text allows a board of `size`,
/// comma-separated.
fn editions_on(size: usize) -> String {
    let ids: Vec<&str> = caipan::ruleset::BUILT_IN
        .iter()
        .filter(|(id, _, _)| {
            caipan::ruleset::built_in(id).is_some_and(|r| r.is_ok_and(|r| r.board.allows(size)))
        })
        .map(|(id, _, _)| *id)
        .collect();
    ids.join(", ")
}

/// One edition (`--edition`) or every built-in one, for the commands that
/// look across editions (`search`, `coverage`).
pub(crate) fn one_or_all(edition: Option<&str>) -> Result<Vec<Ruleset>, Box<RulesetError>> {
    match edition {
        Some(id) => Ok(vec![ruleset::resolve(id)?]),
        None => ruleset::BUILT_IN
            .iter()
            .map(|(id, _, _)| ruleset::resolve(id))
            .collect(),
    }
}
