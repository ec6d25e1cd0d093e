//! A record's own komi (SGF's `KM[]`) counted in place of the
//! article's — `caipan check --komi file`, Python's `komi="file"`: the
//! edition with that komi made once per edition and komi in a run and
//! shared by every game that writes it. A copy of an edition derives its
//! rule tables again, and a copy for every game cost 2.4 times the
//! archive's CPU.

use crate::Ruleset;
use crate::error::{RecordError, Text};
use crate::judgement::{About, Judgement, Mode, Remark};
use crate::record::ast::Record;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Whose komi counts, as a caller names it (Python's `komi=`, the API's
/// `komi`, the CLI's `--komi`): `None` or `edition`, the edition's
/// (`Some(false)`); `file`, the record's own (`Some(true)`); `None` for a
/// word that is neither.
pub fn record_s_komi(word: Option<&str>) -> Option<bool> {
    match word {
        None | Some("edition") => Some(false),
        Some("file") => Some(true),
        Some(_) => None,
    }
}

/// [`judge_with`](crate::judge_with), the count using the komi the record
/// writes where the edition's komi article allows it: a komi outside what
/// it allows is said in a remark at its place in the record, and the
/// edition's counts.
pub fn judge_with_own_komi(
    kept: &KomiEditions,
    rules: &Ruleset,
    (name, text, record): (&str, &Text, &Record),
    mode: Option<Mode>,
    boards: bool,
) -> Result<(Judgement, Option<Box<RecordError>>), Box<RecordError>> {
    let (own, refused) = kept.for_record(rules, record, text);
    let rules = own.as_deref().unwrap_or(rules);
    let (mut j, defect) = crate::judge_with(rules, record, name, text, mode, boards)?;
    j.remarks.extend(refused);
    Ok((j, defect))
}

/// The most editions with another komi a run keeps; past it (a collection
/// of records each writing a komi of its own), each game has its own copy.
const KEPT: usize = 64;

/// An edition as a run may hold it (its id, supplement file and opening
/// rule: the same id is a different edition with a supplement than
/// without) and the bits of the komi written.
type Key = (String, Option<String>, Option<String>, u64);

/// The editions with a record's komi made so far in a run.
#[derive(Default)]
pub struct KomiEditions(Mutex<HashMap<Key, Arc<Ruleset>>>);

impl KomiEditions {
    /// `rules` with the komi `record` writes, when it writes another one
    /// and `rules` counts; the remark that says why not, when the komi is
    /// outside what the edition's komi article allows.
    pub fn of(
        &self,
        rules: &Ruleset,
        record: &Record,
    ) -> Result<Option<Arc<Ruleset>>, Box<Remark>> {
        let Some((points, span)) = record.source.komi else {
            return Ok(None);
        };
        if let Some(about) = outside(rules, points) {
            return Err(Box::new(Remark {
                line: 0,
                column: span.start,
                about,
            }));
        }
        Ok(self.made(rules, points))
    }

    /// [`of`](Self::of) for a judging run: the edition with the record's
    /// komi (none: the edition's own stands), and the remark, at its place
    /// in `text`, when the komi is outside what the komi article allows.
    pub fn for_record(
        &self,
        rules: &Ruleset,
        record: &Record,
        text: &Text,
    ) -> (Option<Arc<Ruleset>>, Option<Remark>) {
        match self.of(rules, record) {
            Ok(own) => (own, None),
            Err(mut r) => {
                (r.line, r.column) = text.line_col(r.column);
                (None, Some(*r))
            }
        }
    }

    fn made(&self, rules: &Ruleset, points: f64) -> Option<Arc<Ruleset>> {
        let key = (
            rules.id.clone(),
            rules.supplement.as_ref().map(|s| s.file.clone()),
            rules.protocol.as_ref().map(|p| p.id.clone()),
            points.to_bits(),
        );
        if let Some(kept) = self.0.lock().ok().and_then(|m| m.get(&key).cloned()) {
            return Some(kept);
        }
        let own = Arc::new(with_komi(rules, points)?);
        if let Ok(mut kept) = self.0.lock()
            && kept.len() < KEPT
        {
            kept.insert(key, Arc::clone(&own));
        }
        Some(own)
    }
}

/// Why `points` of komi cannot stand in for the edition's: outside the
/// range (or off the step) its komi parameter allows, as a supplement's
/// komi would be refused; none when it can, or the edition does not count.
fn outside(rules: &Ruleset, points: f64) -> Option<About> {
    let scoring = rules.scoring.as_ref()?;
    let p = rules.parameters.get(scoring.komi)?;
    let komi = points / scoring.points_per_unit;
    crate::ruleset::check_value(komi, p.range, p.step, &p.unit).err()?;
    Some(About::KomiOutsideRange {
        written: points,
        range: p.range,
        unit: p.unit.clone(),
        article: p.article.clone(),
    })
}

/// The edition with `points` of komi (its source's, in points) in place of
/// the article's, marked as set by the file; `None` when that is the
/// article's komi, or the edition does not count.
fn with_komi(rules: &Ruleset, points: f64) -> Option<Ruleset> {
    let scoring = rules.scoring.as_ref()?;
    let komi = points / scoring.points_per_unit;
    let i = scoring.komi;
    if (rules.parameters.get(i)?.value - komi).abs() < 1e-9 {
        return None;
    }
    let mut own = rules.clone();
    own.parameters[i].value = komi;
    own.parameters[i].supplement = Some((
        "the record's KM[]".into(),
        format!("--komi file: the record's {points} points"),
    ));
    Some(own)
}
