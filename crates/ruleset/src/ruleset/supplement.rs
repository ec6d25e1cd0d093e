//! Tournament supplements (竞赛补充规定): a small YAML file that names the
//! edition it extends and sets only what that edition leaves open —
//! parameters marked `open-to-supplement`, and rules whose choice is made
//! `by: supplement`. Anything else is an error pointing into the file.

use super::load::{load_yaml, location_span};
use super::model::{Ruleset, SupplementInfo};
use super::supplement_apply::Supplementing;
use super::supplement_raw::RawSupplement;
pub use super::supplement_raw::{ID_CHARS, NOTE_CHARS, TITLE_CHARS};
use crate::error::{RulesetError, source};

/// A supplement file named on the command line, read once. Its `edition:`
/// is an id to match against the editions judged, never a path to open.
pub struct SupplementFile {
    /// The file's path.
    pub path: String,
    /// Its text.
    pub text: String,
    /// The edition id it extends.
    pub edition: String,
    edition_span: miette::SourceSpan,
}

impl SupplementFile {
    /// Read (bounded) and parse the header of a supplement file.
    pub fn read(path: &str) -> Result<SupplementFile, Box<RulesetError>> {
        let text = crate::input::read_text(path, crate::input::RULESET_LIMIT)?;
        let raw: RawSupplement = load_yaml(path, &text)?;
        let edition_span = location_span(&raw.supplement.edition.referenced, &text)
            .unwrap_or_else(|| (0, 0).into());
        Ok(SupplementFile {
            path: path.to_string(),
            edition: raw.supplement.edition.value,
            edition_span,
            text,
        })
    }

    /// The supplement on top of its edition.
    pub fn apply(&self, base: &Ruleset) -> Result<Ruleset, Box<RulesetError>> {
        apply_supplement(base, &self.path, &self.text)
    }

    /// The error for a supplement whose edition is not judged in this run.
    pub fn not_judged(&self) -> Box<RulesetError> {
        Box::new(RulesetError::NotJudged {
            edition: crate::error::quote(&self.edition),
            src: source(&self.path, &self.text),
            span: self.edition_span,
        })
    }
}

impl Ruleset {
    /// The edition as it judges under its protocol `id`: itself when it is
    /// its own, else the other protocol of that id.
    pub fn under_protocol_named(&self, id: &str) -> Option<&Ruleset> {
        if self.protocol.as_ref().is_some_and(|p| p.id == id) {
            return Some(self);
        }
        (self.protocols.iter()).find(|v| v.protocol.as_ref().is_some_and(|p| p.id == id))
    }

    /// Its protocols' ids, its own first.
    pub fn protocol_ids(&self) -> Vec<&str> {
        (self.protocol.iter())
            .chain(self.protocols.iter().filter_map(|v| v.protocol.as_ref()))
            .map(|p| p.id.as_str())
            .collect()
    }
}

/// The edition as it judges under the protocol `id` a command line names
/// (`--protocol`), as a supplement's `protocol:` chooses it; an id it does
/// not have is an error listing those it has.
pub fn under_protocol(base: &Ruleset, id: &str) -> Result<Ruleset, Box<RulesetError>> {
    match base.under_protocol_named(id) {
        Some(on) => Ok(on.clone()),
        None => Err(Box::new(RulesetError::UnknownProtocol {
            edition: base.id.clone(),
            id: crate::error::quote(id),
            known: match base.protocol_ids() {
                ids if ids.is_empty() => "—".to_string(),
                ids => ids.join(", "),
            },
        })),
    }
}

/// The edition as it judges under the protocol `id`: its own, or one of
/// its others; an id it does not have is an error at the supplement's
/// line, listing those it has.
fn protocol_of<'r>(
    base: &'r Ruleset,
    id: &super::raw::S<String>,
    name: &str,
    text: &str,
) -> Result<&'r Ruleset, Box<RulesetError>> {
    if let Some(on) = base.under_protocol_named(&id.value) {
        return Ok(on);
    }
    let known = base.protocol_ids();
    let known = if known.is_empty() {
        crate::said!("ruleset-this-edition-names-no-protocols")
    } else {
        crate::said!("ruleset-its-protocols-are", ids = known.join(", "))
    };
    let span = location_span(&id.referenced, text).unwrap_or_else(|| (0, 0).into());
    Err(Box::new(RulesetError::Invalid {
        src: source(name, text),
        span,
        message: crate::error::message(crate::said!(
            "ruleset-the-edition-has-no-protocol",
            edition = base.id,
            id = crate::error::quote(&id.value)
        )),
        label: crate::error::quote_said(crate::said!("ruleset-unknown-protocol")),
        help: crate::error::help(known),
    }))
}

/// The edition on the board of `size`, where its text allows that size;
/// an error at the supplement's line otherwise, listing those it allows.
fn board_of(
    base: &Ruleset,
    size: &super::raw::S<u8>,
    name: &str,
    text: &str,
) -> Result<Ruleset, Box<RulesetError>> {
    if let Some(on) = base.on_board(usize::from(size.value)) {
        return Ok(on);
    }
    let span = location_span(&size.referenced, text).unwrap_or_else(|| (0, 0).into());
    Err(Box::new(RulesetError::Invalid {
        src: source(name, text),
        span,
        message: crate::error::message(crate::said!(
            "ruleset-the-edition-is-not-played-on",
            edition = base.id,
            size = size.value
        )),
        label: crate::error::quote_said(crate::said!("ruleset-board-size")),
        help: crate::error::help(crate::said!(
            "ruleset-its-text-allows-the-boards",
            sizes = base.board.sizes_written()
        )),
    }))
}

/// Apply a supplement to its edition, returning the amended ruleset.
pub fn apply_supplement(
    base: &Ruleset,
    name: &str,
    text: &str,
) -> Result<Ruleset, Box<RulesetError>> {
    let raw: RawSupplement = load_yaml(name, text)?;
    let base = match &raw.protocol {
        Some(id) => protocol_of(base, id, name, text)?,
        None => base,
    };
    let sized;
    let base = match &raw.board_size {
        Some(size) => {
            sized = board_of(base, size, name, text)?;
            &sized
        }
        None => base,
    };
    let mut s = Supplementing {
        base,
        text,
        src: source(name, text),
        problems: Vec::new(),
        ruleset: base.clone(),
        sid: raw.supplement.id.value.clone(),
    };
    s.check_header(&raw.supplement);
    s.check_sizes(&raw);
    let duplicates = s.duplicates(&raw);
    let overridden: Vec<usize> = raw.parameters.iter().filter_map(|p| s.set(p)).collect();
    for c in &raw.choices {
        s.choose(c);
    }
    s.cite_overrides(&overridden);
    let Supplementing {
        mut ruleset,
        mut problems,
        sid,
        ..
    } = s;
    ruleset.supplement = Some(SupplementInfo {
        id: sid,
        title: raw.supplement.title.value,
        title_zh: raw.supplement.title_zh.map(|t| t.value),
        file: name.to_string(),
    });
    problems.extend(duplicates);
    match RulesetError::all(name, problems) {
        None => Ok(ruleset),
        Some(e) => Err(e),
    }
}
