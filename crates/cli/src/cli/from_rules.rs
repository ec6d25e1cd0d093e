//! `check --edition-from-sgf`: each game judged under the edition the
//! rules its file names (`RU[]`) map to, by the rules table (built in, or
//! the user's `--rules-map` first). A game that names rules caipan has no
//! edition of, or names none, is judged under `--edition` where it is
//! given, else reported; each judgement says which edition judged it and
//! why, and the summary counts them.

use caipan::error::{RecordError, Text};
use caipan::judgement::{About, Judgement, Remark};
use caipan::record::ast::Record;
use caipan::rules_names::RulesNames;
use caipan::vocabulary::{Reading, ScoringMethod};
use caipan::{Ruleset, said};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The table and every edition it names, resolved once for the run (the
/// games are judged on every core), with the edition that stands in.
pub(crate) struct FromRules {
    names: RulesNames,
    editions: HashMap<String, Ruleset>,
    fallback: Option<Ruleset>,
    /// The built-in editions records name in their own `[Edition]` tag,
    /// decoded once a run (at most one per built-in id).
    own: Mutex<HashMap<String, Arc<Ruleset>>>,
}

/// The edition a game is judged under, and the remark that says why.
pub(crate) struct Chosen<'a> {
    pub rules: &'a Ruleset,
    pub remark: Option<Remark>,
}

impl FromRules {
    /// The table's editions resolved by `resolve` (with any supplement the
    /// run applies), `fallback` standing in for the rest.
    pub(crate) fn new(
        names: RulesNames,
        mut resolve: impl FnMut(&str) -> Result<Ruleset, Box<caipan::error::RulesetError>>,
        fallback: Option<Ruleset>,
    ) -> Result<FromRules, Box<caipan::error::RulesetError>> {
        let mut editions = HashMap::new();
        for id in names.editions() {
            editions.insert(id.to_string(), resolve(id)?);
        }
        Ok(FromRules {
            names,
            editions,
            fallback,
            own: Mutex::default(),
        })
    }

    /// The built-in edition a record's own `[Edition]` tag names, if it
    /// has one caipan knows: decoded on its first game of the run, shared
    /// by the rest (decoding it for every game cost four times the
    /// judging of the case library).
    pub(crate) fn own_edition(
        &self,
        record: &Record,
    ) -> Option<Result<Arc<Ruleset>, Box<caipan::error::RulesetError>>> {
        let id = &record.tag("Edition")?.value;
        if let Some(kept) = self.own.lock().ok().and_then(|m| m.get(id).cloned()) {
            return Some(Ok(kept));
        }
        let rules = match caipan::ruleset::built_in(id)? {
            Ok(rules) => Arc::new(rules),
            Err(e) => return Some(Err(e)),
        };
        if let Ok(mut kept) = self.own.lock() {
            kept.insert(id.clone(), Arc::clone(&rules));
        }
        Some(Ok(rules))
    }

    /// The edition for a game whose file is `text` and record `record`; a
    /// record with its own `[Edition]` tag has it judged elsewhere.
    pub(crate) fn choose(
        &self,
        file: &str,
        text: &Text,
        record: &Record,
    ) -> Result<Chosen<'_>, Box<RecordError>> {
        let tag = record.tag("Rules");
        let written = tag.map(|t| t.value.trim().to_string());
        let at = tag.map_or(0, |t| t.span.start);
        let place = text.line_col(at);
        let known = written.as_deref().and_then(|w| self.names.rules(w));
        if let Some((r, rules)) =
            known.and_then(|r| Some((r, self.editions.get(r.edition.as_deref()?)?)))
        {
            let about = About::EditionFromRules {
                // The spelling as the remark quotes it: a file's RU[] may
                // be of any length, a remark's quote is not.
                written: caipan::error::quote(written.as_deref().unwrap_or_default()),
                rules: r.name.clone(),
                table: r.table.clone(),
                edition: rules.id.clone(),
                territory_as_written: territory_counted(rules, false),
                territory_dame_filled: territory_counted(rules, true),
            };
            return Ok(chosen(rules, place, about));
        }
        if let Some(rules) = &self.fallback {
            let about = About::RulesNotKnown {
                written: written.as_deref().map(caipan::error::quote),
                rules: known.map(|r| r.name.clone()),
                edition: rules.id.clone(),
            };
            return Ok(chosen(rules, place, about));
        }
        Err(not_known(
            file,
            text,
            tag,
            written.as_deref(),
            known.map(|r| r.name.as_str()),
        ))
    }
}

/// `rules`, with the remark `about` at `(line, column)`.
fn chosen(rules: &Ruleset, (line, column): (usize, usize), about: About) -> Chosen<'_> {
    Chosen {
        rules,
        remark: Some(Remark {
            line,
            column,
            about,
        }),
    }
}

/// Whether `rules` counts territory with dame filled first (`filled`) or
/// with its text's reading of dame left open, which a game a server
/// stopped meets (`!filled`).
fn territory_counted(rules: &Ruleset, filled: bool) -> bool {
    rules
        .scoring
        .as_ref()
        .is_some_and(|s| s.method == ScoringMethod::Territory)
        && rules.reading(Reading::TerritoryDameFilled) == filled
}

/// The diagnostic for a game no edition judges: at its `RU[]`, or at its
/// start where it writes none.
fn not_known(
    file: &str,
    text: &Text,
    tag: Option<&caipan::record::ast::Tag>,
    written: Option<&str>,
    rules: Option<&str>,
) -> Box<RecordError> {
    let (start, len) = tag.map_or((0, 1), |t| (t.span.start, t.span.len().max(1)));
    let message = match (written, rules) {
        (Some(w), Some(r)) => said!(
            "cli-rules-without-edition",
            written = caipan::error::quote(w),
            rules = r
        ),
        (Some(w), None) => said!("cli-rules-not-known", written = caipan::error::quote(w)),
        (None, _) => said!("cli-rules-not-named"),
    };
    Box::new(RecordError::RulesUnknown {
        src: caipan::error::source(file, text),
        span: caipan::error::span(text, start, len),
        written: caipan::error::quote(written.unwrap_or_default()),
        message,
        // The label is what the file writes: the summary counts the games
        // by it.
        label: match written {
            Some(w) => said!("cli-rules-written", written = caipan::error::quote(w)),
            None => said!("cli-rules-none"),
        },
        help: said!("cli-rules-help"),
    })
}

/// `j` with the remark on how its edition was chosen, first.
pub(crate) fn with_remark(mut j: Judgement, remark: Option<Remark>) -> Judgement {
    if let Some(r) = remark {
        j.remarks.insert(0, r);
    }
    j
}
