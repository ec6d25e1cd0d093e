//! A suite case run against caipan: its record judged under each edition
//! it expects (the supplements it embeds applied) and compared with the
//! expectation by the case library's own comparison; each refusal it
//! expects checked by code and place.

use super::expect::ExpectRefused;
use super::format::{SUITE, SuiteCase, VERSION};
use crate::error::Text;
use crate::judgement::Mode;
use crate::record::ast::Record;
use crate::ruleset::Ruleset;
use std::collections::BTreeMap;
use std::sync::Arc;

/// One expectation of one case, run.
#[derive(Debug, Clone)]
pub struct Ran {
    /// The expectation key (`EDITION` or `EDITION+SUPPLEMENT`).
    pub key: String,
    /// Every mismatch, in words; none: it passes.
    pub failures: Vec<String>,
}

/// The rulesets a run has built, by expectation key.
pub type Rulesets = BTreeMap<String, Arc<Ruleset>>;

/// Run one case: each expectation and refusal, passed or not; an error
/// when the case cannot be run at all (another format's version, a record
/// that does not read, an edition caipan does not have).
pub fn run(case: &SuiteCase, rulesets: &mut Rulesets) -> Result<Vec<Ran>, String> {
    if case.suite != SUITE || case.version != VERSION {
        return Err(format!(
            "{}: a case of {} version {}; this caipan runs {SUITE} version {VERSION}",
            case.id, case.suite, case.version
        ));
    }
    let record = record_of(case)?;
    let mode = case.judging.as_deref().and_then(Mode::from_name);
    let mut ran = Vec::new();
    for (key, expect) in &case.expect {
        let rules = ruleset(case, key, rulesets)?;
        let failures = match crate::judge_as(&rules, &record, &case.id, case.record.as_str(), mode)
        {
            Ok((judgement, _)) => super::compare(&judgement, expect),
            Err(e) => vec![format!("refused ({}), expected a judgement", e)],
        };
        ran.push(Ran {
            key: key.clone(),
            failures,
        });
    }
    for (key, want) in &case.refused {
        let rules = ruleset(case, key, rulesets)?;
        let got = crate::judge_as(&rules, &record, &case.id, case.record.as_str(), mode);
        let failures = match got {
            Ok(_) => vec![format!("judged, expected a refusal ({})", want.code)],
            Err(e) => refusal(&e, &case.record, want),
        };
        ran.push(Ran {
            key: key.clone(),
            failures,
        });
    }
    Ok(ran)
}

/// The case's record, read in its format.
fn record_of(case: &SuiteCase) -> Result<Record, String> {
    let shown = |e: Box<crate::error::RecordError>| format!("{}: {e}", case.id);
    match case.record_format.as_str() {
        "sgf" => crate::sgf::games(&case.id, &case.record)
            .map_err(shown)?
            .into_iter()
            .next()
            .ok_or_else(|| format!("{}: no game", case.id))?
            .map_err(shown),
        _ => crate::record::parse(&case.id, &case.record).map_err(shown),
    }
}

/// The ruleset an expectation key names: the edition, with the supplement
/// the case embeds under the key's name applied.
fn ruleset(case: &SuiteCase, key: &str, rulesets: &mut Rulesets) -> Result<Arc<Ruleset>, String> {
    if let Some(rules) = rulesets.get(key) {
        return Ok(rules.clone());
    }
    let (edition, supplement) = match key.split_once('+') {
        Some((e, s)) => (e, Some(s)),
        None => (key, None),
    };
    let base = crate::ruleset::resolve(edition).map_err(|e| format!("{}: {e}", case.id))?;
    let rules = match supplement {
        None => base,
        Some(name) => {
            let text = case
                .supplements
                .get(name)
                .ok_or_else(|| format!("{}: the supplement {name} is not in the case", case.id))?;
            crate::ruleset::apply_supplement(&base, name, text)
                .map_err(|e| format!("{}: {e}", case.id))?
        }
    };
    let rules = Arc::new(rules);
    rulesets.insert(key.to_string(), rules.clone());
    Ok(rules)
}

/// A refusal against the one expected: its code, and the line and column
/// its first label points at.
fn refusal(e: &crate::error::RecordError, text: &str, want: &ExpectRefused) -> Vec<String> {
    use miette::Diagnostic;
    let mut failures = Vec::new();
    let code = e.code().map(|c| c.to_string()).unwrap_or_default();
    if code != want.code {
        failures.push(format!("refused with {code}, expected {}", want.code));
    }
    let offset = e.labels().and_then(|mut l| l.next()).map(|l| l.offset());
    let place = offset.map(|o| Text::from(text).line_col(o));
    if place != Some((want.line, want.column)) {
        failures.push(format!(
            "the refusal points at {place:?}, expected line {} column {}",
            want.line, want.column
        ));
    }
    failures
}
