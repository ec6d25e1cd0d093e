//! A new edition that differs only in data is one YAML file, with no Rust
//! change: here a copy of go-2002 with komi 3½ stones and the superko rule
//! (whole-board repetition) taken out, so only the simple ko rule remains.
//! Also the shared event declarations an edition starts from.

use super::common::judge_text as judge;
use caipan::ruleset::load_ruleset;

fn go_2002_yaml() -> String {
    std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap()
}

/// go-2002 with komi 3½ and without its whole-board repetition rule.
fn simple_ko_edition() -> caipan::Ruleset {
    let yaml = go_2002_yaml()
        .replacen("id: go-2002", "id: go-2002-simple-ko", 1)
        .replacen("    value: 3.75\n", "    value: 3.5\n", 1);
    let start = yaml.find("  - id: whole-board-repetition\n").unwrap();
    let end = start + yaml[start..].find("  - id: double-move\n").unwrap();
    let yaml = format!("{}{}", &yaml[..start], &yaml[end..]);
    load_ruleset("go-2002-simple-ko.yaml", &yaml)
        .unwrap_or_else(|e| panic!("{:?}", miette::Report::new(*e)))
}

#[test]
fn a_data_only_edition_is_judged() {
    let rules = simple_ko_edition();
    // The triple ko of the hardening tests: every move from the 6th repeats
    // the whole board, which the copy no longer forbids.
    let mut text = String::from(
        "[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
    );
    for _ in 0..3 {
        text.push_str("W B2\nB J2\nW O2\nB C2\nW H2\nB P2\n");
    }
    let j = judge(&rules, &text);
    assert!(
        j.findings.is_empty(),
        "{:?}",
        j.findings.iter().map(|f| f.rule()).collect::<Vec<_>>()
    );
    let original = caipan::ruleset::built_in("go-2002").unwrap().unwrap();
    let j = judge(&original, &text);
    assert!(
        j.findings
            .iter()
            .all(|f| f.rule() == "whole-board-repetition")
    );
    assert!(!j.findings.is_empty());

    // The simple ko rule remains: an immediate recapture is still void.
    let ko = "[AddBlack \"A2 B1 B3 C2\"]\n[AddWhite \"C1 D2 C3\"]\n[ToMove \"W\"]\nW B2\nB C2\n";
    let j = judge(&rules, ko);
    assert_eq!(j.findings[0].rule(), "ko-recapture-without-threat");

    // Komi 3½: Black's 184 against 180½ + 3½ is a draw (under 3¾, White
    // wins by ¼).
    let count = "B Q16\nW D4\nB propose-end\nW accept-end\nboth count 184\n";
    let j = judge(&rules, count);
    assert_eq!(
        j.result.outcome.name(),
        "draw",
        "{}",
        j.result.arithmetic(caipan::render::messages::en())
    );
    assert!(
        j.result
            .arithmetic(caipan::render::messages::en())
            .contains("3½ komi"),
        "{}",
        j.result.arithmetic(caipan::render::messages::en())
    );
    let j = judge(&original, count);
    assert_eq!(
        j.result.outcome.name(),
        "white-wins",
        "{}",
        j.result.arithmetic(caipan::render::messages::en())
    );
}

#[test]
fn shared_events_are_named_dropped_and_replaced() {
    let yaml = go_2002_yaml();
    let unknown = yaml.replacen("events-of: go", "events-of: chess", 1);
    let err = load_ruleset("r.yaml", &unknown).unwrap_err();
    let shown = format!("{:?}", miette::Report::new(*err));
    assert!(shown.contains("no shared events `chess`"), "{shown}");
    let bad_drop = yaml.replacen("events-of: go", "events-of: go\ndrop-events: [juggling]", 1);
    let err = load_ruleset("r.yaml", &bad_drop).unwrap_err();
    assert!(err.to_string().contains("not a shared event"), "{err}");
    // Dropping an event that a rule reacts to leaves the rule without it.
    let dropped = yaml.replacen("events-of: go", "events-of: go\ndrop-events: [smoking]", 1);
    let err = load_ruleset("r.yaml", &dropped).unwrap_err();
    assert!(format!("{:?}", miette::Report::new(*err)).contains("smoking"));
    // 1988 words five shared events its own way and adds its own
    // `leave-game` (24.1: leaving a game midway); the rest come from the
    // set. Its `withdraw` is the shared one: withdrawing from the
    // competition is the same act in both editions (15.1, 15.2).
    let r1988 = caipan::ruleset::built_in("go-1988").unwrap().unwrap();
    let r2002 = caipan::ruleset::built_in("go-2002").unwrap().unwrap();
    let names = |r: &caipan::Ruleset| r.events.iter().map(|e| e.name.clone()).collect::<Vec<_>>();
    let mut only_1988 = names(&r1988);
    only_1988.retain(|n| !names(&r2002).contains(n));
    assert_eq!(only_1988, ["leave-game"]);
    assert_eq!(r1988.events.len(), r2002.events.len() + 1);
    let summary = |r: &caipan::Ruleset, name: &str| {
        r.events
            .iter()
            .find(|e| e.name == name)
            .map(|e| e.summary.clone())
            .unwrap_or_default()
    };
    assert_eq!(summary(&r1988, "withdraw"), summary(&r2002, "withdraw"));
    assert_ne!(
        summary(&r1988, "propose-end"),
        summary(&r2002, "propose-end")
    );
}
