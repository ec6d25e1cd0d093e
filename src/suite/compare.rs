//! One judgement compared with what its case expects: every mismatch in
//! words. The one comparison both the case library's harness and `caipan
//! suite run` use.

use super::expect::{Expect, ExpectBreach, ExpectTally};
use crate::judgement::Judgement;

fn names<T: serde::Serialize>(v: &[T]) -> Vec<String> {
    v.iter()
        .map(|x| {
            serde_json::to_value(x)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        })
        .collect()
}

/// The judgement's breaches (remarks citing an article broken without a
/// sanction), in the shape of the expectations.
pub fn breaches(j: &Judgement) -> impl Iterator<Item = ExpectBreach> + '_ {
    remarks(j, |about| match about {
        crate::judgement::About::Breach {
            move_number,
            rule,
            articles,
            ..
        } => Some((
            *move_number,
            rule,
            articles.iter().map(|a| a.id.clone()).collect(),
        )),
        _ => None,
    })
}

/// The judgement's claims that came too late, in the shape of the expectations.
fn late_claims(j: &Judgement) -> impl Iterator<Item = ExpectBreach> + '_ {
    remarks(j, |about| match about {
        crate::judgement::About::ClaimTooLate {
            move_number,
            rule,
            articles,
            ..
        } => Some((*move_number, rule, articles.clone())),
        _ => None,
    })
}

/// What a remark says that an expectation checks: move, rule, articles.
type Cited<'a> = (u32, &'a String, Vec<String>);

/// The remarks `pick` recognises, as expectations.
fn remarks<'j>(
    j: &'j Judgement,
    pick: fn(&crate::judgement::About) -> Option<Cited<'_>>,
) -> impl Iterator<Item = ExpectBreach> + 'j {
    j.remarks.iter().filter_map(move |r| {
        pick(&r.about).map(|(move_number, rule, articles)| ExpectBreach {
            move_number,
            rule: rule.clone(),
            articles,
        })
    })
}

/// A value as a person reads it: `none` when absent.
fn shown<T: ToString>(v: Option<T>) -> String {
    v.map_or_else(|| "none".to_string(), |x| x.to_string())
}

/// A tally as a person reads it.
fn tally(t: &ExpectTally) -> String {
    format!(
        "{} warning(s), {} violation(s), {} stone(s), next: {}",
        t.warnings,
        t.violations,
        t.stones,
        if t.next.is_empty() {
            "nothing".to_string()
        } else {
            t.next.join(", ")
        }
    )
}

/// Breaches or late claims as a person reads them.
fn listed(v: &[ExpectBreach]) -> String {
    if v.is_empty() {
        return "none".into();
    }
    v.iter()
        .map(|b| {
            format!(
                "move {} {} ({})",
                b.move_number,
                b.rule,
                b.articles.join(", ")
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One judgement against its expectations: every mismatch, in words
/// (none: the case passes for this edition).
pub fn compare(j: &Judgement, e: &Expect) -> Vec<String> {
    let mut errors = Vec::new();
    if j.findings.len() != e.findings.len() {
        errors.push(format!(
            "expected {} findings, got {}",
            e.findings.len(),
            j.findings.len()
        ));
    }
    for (i, (f, x)) in j.findings.iter().zip(&e.findings).enumerate() {
        finding(f, x, &mut |what: &str, got: String, want: String| {
            if got != want {
                errors.push(format!(
                    "finding {}: {what}: got {got}, expected {want}",
                    i + 1
                ));
            }
        });
    }
    result(j, e, &mut errors);
    remarks_and_defect(j, e, &mut errors);
    errors
}

/// One finding against its expectation, each difference told to `diff`
/// (what, got, expected).
fn finding(
    f: &crate::judgement::Finding,
    x: &super::expect::ExpectFinding,
    diff: &mut dyn FnMut(&str, String, String),
) {
    {
        diff("move", f.move_number.to_string(), x.move_number.to_string());
        diff(
            "player",
            shown(f.player.map(|p| p.letter())),
            shown(x.player.as_deref()),
        );
        diff("event", f.event().to_string(), x.event.clone());
        diff("rule", f.rule().to_string(), x.rule.clone());
        if let Some(amount) = x.amount {
            diff("amount", shown(f.amount), amount.to_string());
        }
        diff("verdict", names(&f.verdict).join(" "), x.verdict.join(" "));
        let got_choices = f.choices().as_ref().map(|c| {
            c.options
                .iter()
                .map(|o| names(o).join("+"))
                .collect::<Vec<_>>()
                .join(" | ")
        });
        let want_choices = x.choices.as_ref().map(|c| {
            c.iter()
                .map(|o| o.join("+"))
                .collect::<Vec<_>>()
                .join(" | ")
        });
        diff("choices", shown(got_choices), shown(want_choices));
        diff(
            "claim",
            shown(f.claim.as_ref().map(|c| c.status.name())),
            shown(x.claim.as_deref()),
        );
        diff(
            "ruling compliant",
            shown(f.ruling.as_ref().map(|r| r.compliant)),
            shown(x.ruling),
        );
        if let Some(want) = x.after_decision {
            diff(
                "after the decision",
                f.after_decision.to_string(),
                want.to_string(),
            );
        }
        if let Some(want) = &x.tally {
            let got = f.tally.as_ref().map(|t| ExpectTally {
                warnings: t.warnings,
                violations: t.violations,
                stones: t.stones.as_f64(),
                next: t.next.iter().map(|n| n.rule.clone()).collect(),
            });
            diff("tally", shown(got.as_ref().map(tally)), tally(want));
        }
        let got_articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
        diff("articles", got_articles.join(" "), x.articles.join(" "));
    }
}

/// The result against its expectation: outcome, articles, margin.
fn result(j: &Judgement, e: &Expect, errors: &mut Vec<String>) {
    if j.result.outcome.name() != e.result.outcome {
        errors.push(format!(
            "result: got {}, expected {}",
            j.result.outcome.name(),
            e.result.outcome
        ));
    }
    if let Some(articles) = &e.result.articles
        && &j.result.articles != articles
    {
        errors.push(format!(
            "result articles: got {}, expected {}",
            j.result.articles.join(" "),
            articles.join(" ")
        ));
    }
    let margin = j.result.margin.map(|m| m.as_f64());
    if margin != e.result.margin {
        errors.push(format!(
            "margin: got {}, expected {}",
            shown(margin),
            shown(e.result.margin)
        ));
    }
}

/// The remarks, breaches, late claims and defect against their
/// expectations.
fn remarks_and_defect(j: &Judgement, e: &Expect, errors: &mut Vec<String>) {
    if j.remarks.len() != e.remarks {
        errors.push(format!(
            "expected {} remarks, got {}: {}",
            e.remarks,
            j.remarks.len(),
            j.remarks
                .iter()
                .map(|r| format!(
                    "line {}: {}",
                    r.line,
                    r.message(crate::render::messages::en())
                ))
                .collect::<Vec<_>>()
                .join("; ")
        ));
    }
    let breaches: Vec<ExpectBreach> = breaches(j).collect();
    if breaches != e.breaches {
        errors.push(format!(
            "breaches: got {}, expected {}",
            listed(&breaches),
            listed(&e.breaches)
        ));
    }
    let late: Vec<ExpectBreach> = late_claims(j).collect();
    if late != e.late_claims {
        errors.push(format!(
            "late claims: got {}, expected {}",
            listed(&late),
            listed(&e.late_claims)
        ));
    }
    if j.defect.is_some() != e.defect {
        let got = j.defect.as_ref().map(|d| {
            format!(
                "a defect at line {}: {}",
                d.line,
                d.message(crate::render::messages::en())
            )
        });
        let want = if e.defect { "a defect" } else { "no defect" };
        errors.push(format!(
            "defect: got {}, expected {want}",
            got.unwrap_or_else(|| "no defect".into())
        ));
    }
}
