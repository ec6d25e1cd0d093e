//! The memo says only what its quotes say (issue 59): for every pair of
//! built-in editions of one game, every rule a memo row shows is a rule of
//! that edition with that verdict (or those options, that chooser), those
//! articles and that claim window; every text it quotes is the edition's
//! own provision; a topic is "unchanged" only when both sides' rules say
//! the same; and an edition whose articles are summaries in our own words
//! is said to be so, with whose text they summarise, in the memo, the diff
//! and every quoted heading.

use caipan::ruleset::{Prescription, Ruleset};

/// Every built-in edition.
fn editions() -> Vec<Ruleset> {
    caipan::ruleset::BUILT_IN
        .iter()
        .map(|(id, _, _)| caipan::ruleset::resolve(id).expect("built in"))
        .collect()
}

/// A rule as a memo row shows it: options, chooser, articles.
type Shown = (
    Vec<Vec<caipan::vocabulary::Verdict>>,
    Option<caipan::vocabulary::Chooser>,
    Vec<String>,
);

/// What rule `r` of `rules` prescribes, as a memo row's options and chooser.
fn prescribed(rules: &Ruleset, r: &str) -> Option<Shown> {
    let rule = rules.rules.iter().find(|x| x.id == r)?;
    let (options, chooser) = match &rule.prescription {
        Prescription::Fixed(v) if v.is_empty() => (Vec::new(), None),
        Prescription::Fixed(v) => (vec![v.clone()], None),
        Prescription::Choice { by, options } => (options.clone(), Some(*by)),
    };
    Some((options, chooser, rule.articles.clone()))
}

#[test]
fn every_memo_row_is_a_rule_of_its_edition() {
    let all = editions();
    let mut failures = Vec::new();
    let mut rows = 0;
    for a in &all {
        for b in all.iter().filter(|b| b.game == a.game && b.id != a.id) {
            let d = caipan::diff::diff(a, b);
            for t in &d.topics {
                for (rules, side, texts) in [(a, &t.from, &t.texts_from), (b, &t.to, &t.texts_to)] {
                    for r in side {
                        rows += 1;
                        let Some((options, chooser, articles)) = prescribed(rules, &r.rule) else {
                            failures.push(format!(
                                "{} → {}: {} shows rule {}, which {} has not",
                                a.id, b.id, t.topic, r.rule, rules.id
                            ));
                            continue;
                        };
                        let shown_options = if r.breach {
                            Vec::new()
                        } else {
                            r.options.clone()
                        };
                        if (shown_options, r.chooser, &r.articles)
                            != (options.clone(), chooser, &articles)
                        {
                            failures.push(format!(
                                "{} → {}: {}: rule {} of {} shown as {:?} by {:?} ({:?}), the rule gives {options:?} by {chooser:?} ({articles:?})",
                                a.id, b.id, t.topic, r.rule, rules.id, r.options, r.chooser, r.articles
                            ));
                        }
                    }
                    for p in texts.iter() {
                        if rules.provision(&p.id).is_none_or(|q| q.text != p.text) {
                            failures.push(format!(
                                "{} → {}: {} quotes {} {} not as the edition has it",
                                a.id, b.id, t.topic, rules.id, p.id
                            ));
                        }
                    }
                }
                if t.status == caipan::diff::Status::Unchanged {
                    let key = |s: &[caipan::diff::RuleSummary]| -> Vec<String> {
                        let mut v: Vec<String> = s
                            .iter()
                            .map(|r| {
                                format!(
                                    "{:?} {:?} {:?} {:?} {:?}",
                                    r.options, r.chooser, r.resolved, r.window, r.amount
                                )
                            })
                            .collect();
                        v.sort();
                        v
                    };
                    if key(&t.from) != key(&t.to) {
                        failures.push(format!(
                            "{} → {}: {} called unchanged, but the rules differ",
                            a.id, b.id, t.topic
                        ));
                    }
                }
            }
            // Summaries are said to be summaries, whose text they are.
            let memo = caipan::render::memo::markdown(caipan::render::messages::en(), &d, true);
            for r in [a, b] {
                if let Some(official) = &r.summary_of {
                    let note = format!(
                        "The articles of {} quoted here are summaries in our own words, not its text: {official}.",
                        r.id
                    );
                    if !memo.contains(&note) {
                        failures.push(format!(
                            "{} → {}: the memo does not say {}'s articles are summaries",
                            a.id, b.id, r.id
                        ));
                    }
                    for line in memo
                        .lines()
                        .filter(|l| l.starts_with(&format!("> **{} ", r.id)))
                    {
                        if !line.contains("(summary in our words)") {
                            failures
                                .push(format!("{} → {}: quoted as the text: {line}", a.id, b.id));
                        }
                    }
                }
            }
        }
    }
    assert!(rows > 500, "only {rows} rows");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_japanese_stop_is_not_the_chinese_end() {
    // 2002 7.3 ends the game with two passes; the Japanese 9.1 only stops
    // play (a confirmation and a resumption follow): never "unchanged".
    let a = caipan::ruleset::resolve("go-2002").unwrap();
    let b = caipan::ruleset::resolve("go-japan-1989").unwrap();
    let d = caipan::diff::diff(&a, &b);
    let t = d
        .topics
        .iter()
        .find(|t| t.topic == "end-by-passes")
        .expect("paired");
    assert_ne!(t.status, caipan::diff::Status::Unchanged);
}
