//! A case of the library as a suite case: its front matter read, its
//! record parsed and written again as SGF and as neutral events, the
//! supplements its expectations name embedded whole, its features and
//! article ids derived from the editions' data.

use super::expect::{CaseSpec, Expect};
use super::format::{NeutralEvent, Origin, SUITE, SuiteCase, VERSION};
use crate::record::ast::{Actor, ArgValue, Event, EventKind, Record};
use crate::ruleset::Ruleset;
use std::collections::BTreeMap;

/// What exporting one case needs from outside: the case's id and text,
/// and the editions and supplements its keys name.
pub struct Source<'a> {
    /// The case's id (its path under the library, without extension).
    pub id: &'a str,
    /// The case file's text.
    pub text: &'a str,
    /// Whether it is an SGF case (`.sgf`), else caipan's format.
    pub sgf: bool,
    /// The ruleset an expectation key names (`EDITION+SUPPLEMENT`).
    pub ruleset: &'a dyn Fn(&str) -> Result<Ruleset, String>,
    /// A supplement's YAML by its name.
    pub supplement: &'a dyn Fn(&str) -> Result<String, String>,
}

/// The case as a suite case, or why it cannot be one.
pub fn export(source: &Source<'_>) -> Result<SuiteCase, String> {
    let (spec, record, judging) = read(source)?;
    let first_key = spec.expect.keys().chain(spec.refused.keys()).next();
    let first = first_key.ok_or_else(|| format!("{}: expects nothing", source.id))?;
    let rules = (source.ruleset)(first)?;
    let mut features = BTreeMap::new();
    let mut rule_topics = BTreeMap::new();
    let mut esid = Vec::new();
    let mut supplements = BTreeMap::new();
    for (key, expect) in &spec.expect {
        let rules = (source.ruleset)(key)?;
        features.insert(key.clone(), features_of(&rules, &record, expect));
        rule_topics.insert(key.clone(), topics(&rules, expect));
        esid.extend(
            cited(expect)
                .into_iter()
                .map(|a| format!("{} {a}", rules.id)),
        );
    }
    for key in spec.expect.keys().chain(spec.refused.keys()) {
        if let Some((_, name)) = key.split_once('+') {
            supplements.insert(name.to_string(), (source.supplement)(name)?);
        }
    }
    esid.sort();
    esid.dedup();
    let shape = crate::sgf::write::BoardShape::of(&rules, &record);
    Ok(SuiteCase {
        suite: SUITE.into(),
        version: VERSION,
        id: source.id.into(),
        title: spec.title.trim().into(),
        dispute: spec.dispute.trim().into(),
        origin: origin(spec.origin.as_deref()),
        game: rules.game.name().into(),
        board: rules.board.size,
        articles: spec.articles.clone(),
        esid,
        features,
        rule_topics,
        sgf: Some(crate::sgf::write::to_sgf(&record, source.text, &shape)),
        events: record
            .events
            .iter()
            .map(|e| neutral(e, source.text))
            .collect(),
        record: body_of(source),
        record_format: if source.sgf { "sgf" } else { "caipan" }.into(),
        judging,
        supplements,
        expect: spec.expect,
        refused: spec.refused,
    })
}

/// The case's front matter, its record, and how an SGF case is judged.
fn read(source: &Source<'_>) -> Result<(CaseSpec, Record, Option<String>), String> {
    let id = source.id;
    let shown = |e: Box<crate::error::RecordError>| format!("{id}: {e}");
    let (front, record, judging) = if source.sgf {
        let (front, _) = crate::sgf::front_matter(source.text);
        let games = crate::sgf::games(id, source.text).map_err(shown)?;
        let record = games
            .into_iter()
            .next()
            .ok_or_else(|| format!("{id}: no game"))?
            .map_err(shown)?;
        // An SGF case is judged as played unless it says otherwise, as
        // `caipan check` judges SGF.
        let judging = record
            .tag("Judging")
            .is_none()
            .then(|| "as-played".to_string());
        (front, record, judging)
    } else {
        let record = crate::record::parse(id, source.text).map_err(shown)?;
        let front = record.front_matter.as_ref().map(|(f, _)| f.clone());
        (front, record, None)
    };
    let front = front.ok_or_else(|| format!("{id}: no front matter"))?;
    let spec: CaseSpec = crate::ruleset::load_yaml(id, &front).map_err(|e| format!("{id}: {e}"))?;
    Ok((spec, record, judging))
}

/// The record as the case holds it, its front matter left out (SGF keeps
/// it blanked, so its offsets stay).
fn body_of(source: &Source<'_>) -> String {
    match source.sgf {
        true => crate::sgf::front_matter(source.text).1.to_string(),
        false => source.text.to_string(),
    }
}

/// Where a case comes from: as its front matter says (`KIND: SOURCE`),
/// else a dispute written from the text.
fn origin(said: Option<&str>) -> Origin {
    match said {
        Some(said) => Origin {
            kind: said.split(':').next().unwrap_or(said).trim().into(),
            source: said.split_once(':').map(|(_, s)| s.trim().to_string()),
        },
        None => Origin {
            kind: "dispute".into(),
            source: None,
        },
    }
}

/// Every article an expectation cites.
fn cited(expect: &Expect) -> Vec<String> {
    let mut out: Vec<String> = expect
        .findings
        .iter()
        .flat_map(|f| f.articles.iter().cloned())
        .chain(
            expect
                .breaches
                .iter()
                .flat_map(|b| b.articles.iter().cloned()),
        )
        .chain(expect.result.articles.iter().flatten().cloned())
        .collect();
    out.sort();
    out.dedup();
    out
}

/// What the case exercises under an edition: the topics of the rules it
/// expects to fire, the counting when a margin is expected, the opening
/// protocol where the edition has one, and the kinds of events beyond
/// moves the record holds.
fn features_of(rules: &Ruleset, record: &Record, expect: &Expect) -> Vec<String> {
    let topic = |id: &str| {
        rules
            .rules
            .iter()
            .find(|r| r.id == id)
            .map(|r| r.topic.clone())
    };
    let mut out: Vec<String> = expect
        .findings
        .iter()
        .map(|f| f.rule.as_str())
        .chain(expect.breaches.iter().map(|b| b.rule.as_str()))
        .filter_map(topic)
        .collect();
    if let (Some(s), Some(_)) = (&rules.scoring, expect.result.margin) {
        out.push(format!("counting:{}", s.method.name()));
    }
    if rules.openings.is_some() {
        let protocol = rules.protocol.as_ref().map_or("own", |p| p.id.as_str());
        out.push(format!("opening:{protocol}"));
    }
    for e in &record.events {
        let kind = match e.kind {
            EventKind::Conduct(_) => "conduct",
            EventKind::Claim(_) => "claim",
            EventKind::Ruling(_) => "ruling",
            EventKind::Setup(_) => "setup",
            _ => continue,
        };
        out.push(kind.into());
    }
    out.sort();
    out.dedup();
    out
}

/// The topic of each rule the expectation's findings and breaches name.
fn topics(rules: &Ruleset, expect: &Expect) -> BTreeMap<String, String> {
    let named = expect
        .findings
        .iter()
        .map(|f| &f.rule)
        .chain(expect.breaches.iter().map(|b| &b.rule));
    named
        .filter_map(|id| {
            let rule = rules.rules.iter().find(|r| &r.id == id)?;
            Some((id.clone(), rule.topic.clone()))
        })
        .collect()
}

/// An event, neutral.
fn neutral(e: &Event, text: &str) -> NeutralEvent {
    let actor = match e.actor {
        Actor::Player(c) => Some(c.letter().to_string()),
        Actor::Both => Some("both".into()),
        Actor::Arbiter => Some("arbiter".into()),
    };
    let written = text.get(e.span.start..e.span.end).unwrap_or_default();
    let (kind, point, name, args) = match &e.kind {
        EventKind::Move(p) => ("move", Some(p.text.as_str().to_string()), None, Vec::new()),
        EventKind::Pass => ("pass", None, None, Vec::new()),
        EventKind::Conduct(c) => (
            "conduct",
            None,
            Some(c.name.clone()),
            c.args.iter().map(|a| arg(&a.value)).collect(),
        ),
        EventKind::Claim(c) => ("claim", None, Some(c.matter.clone()), Vec::new()),
        EventKind::Ruling(r) => (
            "ruling",
            None,
            None,
            r.verdicts.iter().map(|(v, _)| v.clone()).collect(),
        ),
        EventKind::Setup(_) => ("setup", None, None, Vec::new()),
    };
    NeutralEvent {
        actor: if kind == "setup" { None } else { actor },
        kind: kind.into(),
        point,
        name,
        args,
        written: written
            .split(';')
            .next()
            .unwrap_or_default()
            .trim()
            .to_string(),
    }
}

/// An argument as written.
fn arg(value: &ArgValue) -> String {
    match value {
        ArgValue::Point(p) | ArgValue::Word(p) => p.clone(),
        ArgValue::Duration(s) => format!("{s}s"),
        ArgValue::Number(n) => n.to_string(),
    }
}
