//! Loading rulesets: YAML → raw structs (the one place serde-saphyr is
//! called) → validated [`Ruleset`]. Every problem is collected and reported
//! at once, each pointing into the YAML file.

use super::model::*;
use super::raw::*;
use super::raw_ruleset::RawRuleset;
use crate::error::{RulesetError, Said, source};
use crate::said;
use miette::SourceSpan;
use serde::de::DeserializeOwned;

/// Names of built-in triggers; declared events may not reuse them.
pub(super) const BUILT_IN_TRIGGERS: [&str; 6] =
    ["move", "pass", "warning", "violation", "claim", "uncovered"];

/// Read any caipan YAML file (ruleset, supplement, case front matter) into
/// its raw serde struct. Duplicate keys and unknown keys are errors.
///
/// The parser's budget follows the file's size (see [`budget`]): every
/// file the size limit lets through can be read whole, however many
/// players or rules it lists, and a breach can only come from YAML no one
/// writes by hand.
pub fn load_yaml<T: DeserializeOwned>(name: &str, text: &str) -> Result<T, Box<RulesetError>> {
    let mut options = serde_saphyr::Options::default();
    options.budget = Some(budget(text.len()));
    serde_saphyr::from_str_with_options::<T>(text, options).map_err(|err| {
        let span = err.location().and_then(|loc| location_span(&loc, text));
        let message = first_line(&err.to_string());
        let help = if message.contains("budget") {
            said!("ruleset-yaml-budget-help")
        } else {
            said!("ruleset-yaml-schema-help")
        };
        Box::new(RulesetError::Yaml {
            src: source(name, text),
            span,
            message: Said::verbatim(message),
            help,
        })
    })
}

/// The YAML parser's budget for a file of `bytes`: the library's defaults
/// (250,000 nodes, a million events), raised with the size so that no
/// valid file under the size limit breaches it. A node takes at least two
/// bytes (`a,`) and gives at most two events (a start and an end): the
/// bounds are the most a file of that size can hold, so the cost stays
/// linear in the file.
pub fn budget(bytes: usize) -> serde_saphyr::Budget {
    let mut b = serde_saphyr::Budget::default();
    b.max_nodes = b.max_nodes.max(bytes / 2 + 1);
    b.max_events = b.max_events.max(bytes + 1);
    b
}

/// The message without serde-saphyr's "error: line L column C:" prefix (the
/// label shows the place) and without advice about its own options.
fn first_line(message: &str) -> String {
    let line = message.lines().next().unwrap_or(message).trim();
    let line = line.strip_prefix("error: ").unwrap_or(line);
    let line = match line
        .strip_prefix("line ")
        .and_then(|rest| rest.split_once(": "))
    {
        Some((place, rest)) if place.contains("column") => rest,
        _ => line,
    };
    line.split(", set DuplicateKeyPolicy")
        .next()
        .unwrap_or(line)
        .to_string()
}

/// Where a YAML location is, as a span of `text` (byte offset, or line and
/// column when the parser gives no offset).
pub fn location_span(loc: &serde_saphyr::Location, text: &str) -> Option<SourceSpan> {
    let span = loc.span();
    let start = span.byte_offset().map(|o| o as usize).or_else(|| {
        // Fall back to line/column.
        // Fall back to line/column (columns count characters).
        let line = loc.line() as usize;
        let line_start: usize = text
            .split_inclusive('\n')
            .take(line.saturating_sub(1))
            .map(str::len)
            .sum();
        let line_start = line_start.min(text.len());
        let column = (loc.column() as usize).saturating_sub(1);
        Some(
            text[line_start..]
                .char_indices()
                .nth(column)
                .map_or(text.len(), |(i, _)| line_start + i),
        )
    })?;
    let len = span.byte_len().map(|l| l as usize).unwrap_or(1).max(1);
    Some(crate::error::span(text, start, len))
}

/// Load and validate a ruleset from YAML text.
pub fn load_ruleset(name: &str, text: &str) -> Result<Ruleset, Box<RulesetError>> {
    let raw: RawRuleset = load_yaml(name, text)?;
    let mut v = Validator {
        text,
        src: source(name, text),
        problems: Vec::new(),
    };
    v.check_protocol_names(&raw);
    let others = raw.protocols.len();
    let mut ruleset = v.resolve(raw);
    // The edition's own problems would come again with every protocol.
    if v.problems.is_empty() {
        ruleset.protocols = v.protocol_variants(name, others)?;
    }
    match RulesetError::all(name, v.problems) {
        None => Ok(ruleset),
        Some(e) => Err(e),
    }
}

pub(super) struct Validator<'a> {
    pub(super) text: &'a str,
    /// Shared by every problem's diagnostic.
    pub(super) src: crate::error::Source,
    pub(super) problems: Vec<RulesetError>,
}

impl Validator<'_> {
    pub(super) fn problem<T>(
        &mut self,
        at: &S<T>,
        message: impl Into<Said>,
        label: impl Into<Said>,
        help: impl Into<Said>,
    ) {
        let span = location_span(&at.referenced, self.text).unwrap_or_else(|| (0, 0).into());
        self.problems.push(RulesetError::Invalid {
            src: self.src.clone(),
            span,
            message: crate::error::message(message),
            label: crate::error::quote_said(label.into()),
            help: crate::error::help(help),
        });
    }

    /// The topics `losses-of-both` names must be topics of rules.
    pub(super) fn check_loss_topics(
        &mut self,
        both: Option<&super::raw::RawLossesOfBoth>,
        rules: &[Rule],
    ) {
        for t in both.iter().flat_map(|l| &l.topics) {
            if !rules.iter().any(|r| r.topic == t.value) {
                self.problem(
                    t,
                    said!("ruleset-losses-of-both-names-the-topic", text = t.value),
                    said!("ruleset-unknown-topic"),
                    said!("ruleset-name-the-topic-of-the-rules"),
                );
            }
        }
    }
}
