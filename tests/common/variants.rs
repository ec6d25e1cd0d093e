//! Generated checks over every rule of every edition, driven by the case
//! library: each case is a record on which some rules fire, so for each
//! rule that fires once in a case the record is judged again with the
//! rule's prescription written another way. Issue 59's "one door for
//! verdicts" (a verdict does the same to the game whether the text fixes
//! it, a ruling chooses it or it is the default) and "a ruling complies
//! only when it gives what the text prescribes" are shown here for every
//! rule at once rather than for a few hand-written disputes.

use caipan::Ruleset;
use caipan::judgement::{Finding, Judgement, Mode, RulingOption};
use caipan::record::ast::{Colour, Record};
use caipan::ruleset::Prescription;
use caipan::vocabulary::{Chooser, Verdict};
use std::sync::Arc;

/// One case judged under one of its editions: what a variant re-judges.
pub struct Judged {
    /// The case file, relative to the repository.
    pub rel: String,
    /// The record's text (our format).
    pub text: String,
    /// The record as parsed.
    pub record: Record,
    /// How the case is judged.
    pub mode: Option<Mode>,
    /// The expectation key (`EDITION` or `EDITION+SUPPLEMENT`).
    pub key: String,
    /// The ruleset the key names.
    pub rules: Arc<Ruleset>,
    /// The judgement as the case stands.
    pub judgement: Judgement,
}

/// A rule that fires exactly once in a judged case, as a finding of its
/// own event (not a sanction's consequence, not waiting for a claim).
pub struct Once<'a> {
    pub judged: &'a Judged,
    pub finding: &'a Finding,
    /// The rule's index in the ruleset.
    pub rule: usize,
}

/// Every rule that fires once, on its own event, in some case: the first
/// such case for each (ruleset key, rule), so every rule of every edition
/// the library covers is varied once.
pub fn each_rule_once(all: &[Judged]) -> Vec<Once<'_>> {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    for judged in all {
        let findings = &judged.judgement.findings;
        for finding in findings {
            let same = findings
                .iter()
                .filter(|f| f.rule() == finding.rule())
                .count();
            // A finding the case itself rules on is the case's ruling's to
            // settle: a variant would rule twice.
            if same != 1
                || finding.claim.is_some()
                || finding.ruling.is_some()
                || consequence(finding)
            {
                continue;
            }
            if judged.judgement.defect.is_some() {
                continue;
            }
            let Some(rule) = judged
                .rules
                .rules
                .iter()
                .position(|r| r.id == finding.rule())
            else {
                continue;
            };
            if seen.insert((judged.key.clone(), finding.rule().to_string())) {
                out.push(Once {
                    judged,
                    finding,
                    rule,
                });
            }
        }
    }
    out
}

/// A finding a sanction brought (a warning's stone, the loss a second
/// warning brings): the consequence of another finding, not an incident.
pub fn consequence(f: &Finding) -> bool {
    matches!(f.event(), "warning" | "violation")
}

/// The options a rule's text gives: its fixed verdict, or each choice.
pub fn options(rules: &Ruleset, rule: usize) -> Vec<Vec<Verdict>> {
    match &rules.rules[rule].prescription {
        Prescription::Fixed(v) => vec![v.clone()],
        Prescription::Choice { options, .. } => options.clone(),
    }
}

/// The ruleset with rule `rule` prescribing `p` (and `default`).
pub fn with_prescription(
    rules: &Ruleset,
    rule: usize,
    p: Prescription,
    default: Option<usize>,
) -> Ruleset {
    let mut changed = rules.clone();
    changed.rules[rule].prescription = p;
    changed.rules[rule].default = default;
    changed.rules[rule].choice_articles.clear();
    changed
}

/// Another option to stand beside `o` in a choice: one that changes
/// nothing, unlike `o`.
pub fn other_than(o: &[Verdict]) -> Vec<Verdict> {
    if o == [Verdict::NoCorrection] {
        vec![Verdict::Advice]
    } else {
        vec![Verdict::NoCorrection]
    }
}

/// The record's text with a line written right after finding `f`'s event.
pub fn with_line_after(judged: &Judged, f: &Finding, line: &str) -> Option<String> {
    let event = judged.record.events.get(f.event_index)?;
    let end = event.span.end;
    let text = &judged.text;
    if end > text.len() || !text.is_char_boundary(end) {
        return None;
    }
    Some(format!("{}\n{line}\n{}", &text[..end], &text[end..]))
}

/// `arbiter: B move-void warning`, naming the finding's player.
pub fn ruling_line(f: &Finding, verdicts: &[Verdict]) -> String {
    let words: Vec<&str> = verdicts.iter().map(|v| v.name()).collect();
    match f.player {
        Some(c) => format!("arbiter: {} {}", c.letter(), words.join(" ")),
        None => format!("arbiter: {}", words.join(" ")),
    }
}

/// What a game is afterwards: the stones, whose turn it is (none once
/// play has stopped), the result, whether judging stopped at a defect.
#[derive(Debug, PartialEq)]
pub struct Afterwards {
    pub stones: Vec<(usize, Colour)>,
    pub to_move: Option<Colour>,
    pub result: String,
    pub defect: bool,
}

impl std::fmt::Display for Afterwards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} stones, {} to move, {}{}",
            self.stones.len(),
            self.to_move.map_or("nobody", |c| c.name()),
            self.result,
            if self.defect { ", defective" } else { "" }
        )
    }
}

/// Judge `text` under `rules` and say what the game is afterwards.
pub fn afterwards(
    rules: &Ruleset,
    rel: &str,
    text: &str,
    mode: Option<Mode>,
) -> Result<Afterwards, String> {
    let record = caipan::record::parse(rel, text).map_err(|e| format!("{e}"))?;
    let within = caipan::engine::Within::ALL;
    let drawn =
        caipan::engine::judge_drawn_within(rules, &record, (rel, text.into()), mode, within)
            .map_err(|e| format!("{e}"))?;
    let mut stones = drawn.last.map(|d| d.stones).unwrap_or_default();
    stones.sort_by_key(|&(p, _)| p);
    let j = &drawn.judgement;
    Ok(Afterwards {
        stones,
        to_move: drawn.situation.to_move,
        result: format!(
            "{}{}",
            j.result.outcome.name(),
            j.result
                .margin
                .map(|m| format!(" by {m}"))
                .unwrap_or_default()
        ),
        defect: j.defect.is_some(),
    })
}

/// The points where two positions differ, for a failure's message.
fn differing(a: &Afterwards, b: &Afterwards) -> String {
    let only = |x: &Afterwards, y: &Afterwards| -> Vec<String> {
        x.stones
            .iter()
            .filter(|s| !y.stones.contains(s))
            .map(|(p, c)| format!("{}@{p}", c.letter()))
            .collect()
    };
    let (x, y) = (only(a, b), only(b, a));
    if x.is_empty() && y.is_empty() {
        String::new()
    } else {
        format!(" (only here: {x:?}; only fixed: {y:?})")
    }
}

/// Every verdict of every rule, applied each way: fixed by the text,
/// chosen by a ruling right after the event, or the default of a choice
/// nobody settled. The game must be the same afterwards each way.
pub fn verdicts_apply_alike(all: &[Judged]) -> Result<(), String> {
    let mut failures = Vec::new();
    let mut checked = 0;
    for once in each_rule_once(all) {
        let (judged, f) = (once.judged, once.finding);
        for option in options(&judged.rules, once.rule) {
            let fixed = with_prescription(
                &judged.rules,
                once.rule,
                Prescription::Fixed(option.clone()),
                None,
            );
            let choice = Prescription::Choice {
                by: Chooser::Arbiter,
                options: vec![option.clone(), other_than(&option)],
            };
            let chosen = with_prescription(&judged.rules, once.rule, choice.clone(), None);
            let defaulted = with_prescription(&judged.rules, once.rule, choice, Some(0));
            let Some(ruled_text) = with_line_after(judged, f, &ruling_line(f, &option)) else {
                continue;
            };
            let (rel, mode) = (&judged.rel, judged.mode);
            let ways = [
                ("fixed", afterwards(&fixed, rel, &judged.text, mode)),
                ("ruled", afterwards(&chosen, rel, &ruled_text, mode)),
                ("default", afterwards(&defaulted, rel, &judged.text, mode)),
            ];
            let Ok(base) = &ways[0].1 else {
                continue;
            };
            checked += 1;
            for (way, got) in &ways[1..] {
                let shown = match got {
                    Ok(got) if got == base => continue,
                    Ok(got) => format!("{got}{}", differing(got, base)),
                    Err(e) => e.clone(),
                };
                failures.push(format!(
                    "{} [{}] rule {} as {}: {way}: {shown}; fixed: {base}",
                    judged.rel,
                    judged.key,
                    f.rule(),
                    caipan::vocabulary::verdict_list(&option),
                ));
            }
        }
    }
    if checked < 250 {
        failures.push(format!("only {checked} rule options were varied"));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} differ:\n{}",
            failures.len(),
            failures.join("\n")
        ))
    }
}

/// The ruling on finding `f` written right after its event, as judged
/// under `rules`: whether it complies, and the verdicts it says follow by
/// other articles (`None`: the record did not judge, or no ruling check).
fn ruled(
    judged: &Judged,
    rules: &Ruleset,
    f: &Finding,
    verdicts: &[Verdict],
) -> Option<(bool, Vec<Verdict>)> {
    let text = with_line_after(judged, f, &ruling_line(f, verdicts))?;
    let record = caipan::record::parse(&judged.rel, &text).ok()?;
    let (j, _) = caipan::judge_as(rules, &record, &judged.rel, text.as_str(), judged.mode).ok()?;
    let check = j
        .findings
        .iter()
        .find(|g| g.event_index == f.event_index && g.rule() == f.rule())?
        .ruling
        .clone()?;
    let follows = check
        .follows
        .iter()
        .flat_map(|c| c.verdict.clone())
        .collect();
    Some((check.compliant, follows))
}

/// Every rule of every edition, each option its text permits, ruled right
/// after the incident: the option as prescribed complies; with any of its
/// sanctions left out it does not; with a sanction added that neither the
/// option nor what follows from it by other articles gives, it does not.
pub fn rulings_checked_alike(all: &[Judged]) -> Result<(), String> {
    let mut failures = Vec::new();
    let mut checked = 0;
    let sanctions: Vec<Verdict> = Verdict::ALL
        .iter()
        .copied()
        .filter(|v| v.is_sanction())
        .collect();
    for once in each_rule_once(all) {
        let (judged, f) = (once.judged, once.finding);
        let rules = &judged.rules;
        let at = || format!("{} [{}] rule {}", judged.rel, judged.key, f.rule());
        for option in options(rules, once.rule) {
            let Some((complies, follows)) = ruled(judged, rules, f, &option) else {
                continue;
            };
            checked += 1;
            let shown = caipan::vocabulary::verdict_list(&option);
            if !complies {
                failures.push(format!(
                    "{}: the prescribed ruling {shown} does not comply",
                    at()
                ));
                continue;
            }
            let one = RulingOption {
                verdicts: option.clone(),
                picks: Vec::new(),
                prescribed: true,
            };
            for left_out in one.required() {
                let fewer: Vec<Verdict> =
                    option.iter().copied().filter(|&v| v != left_out).collect();
                if ruled(judged, rules, f, &fewer).is_some_and(|(c, _)| c) {
                    failures.push(format!("{}: {shown} without {left_out} complies", at()));
                }
            }
            for &added in sanctions
                .iter()
                .filter(|v| !option.contains(v) && !follows.contains(v))
            {
                let more: Vec<Verdict> = option.iter().copied().chain([added]).collect();
                if ruled(judged, rules, f, &more).is_some_and(|(c, _)| c) {
                    failures.push(format!("{}: {shown} with {added} added complies", at()));
                }
            }
        }
    }
    if checked < 250 {
        failures.push(format!("only {checked} rule options were ruled on"));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} rulings checked wrongly:\n{}",
            failures.len(),
            failures.join("\n")
        ))
    }
}
