//! Strict loading: every mistake in a ruleset is an error that points into
//! the YAML, and several mistakes are reported at once.

use caipan::error::RulesetError;
use caipan::ruleset::load_ruleset;

const GO: &str = include_str!("../../rulesets/go-2002.yaml");

fn error(text: &str) -> RulesetError {
    *load_ruleset("test.yaml", text).expect_err("the ruleset should be rejected")
}

fn message(e: &RulesetError) -> String {
    match e {
        RulesetError::Many { problems, .. } => problems
            .iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
        other => other.to_string(),
    }
}

#[test]
fn built_in_rulesets_load() {
    for (id, file, text) in caipan::ruleset::BUILT_IN {
        let r = load_ruleset(file, text).unwrap_or_else(|e| panic!("{id}: {e:?}"));
        assert_eq!(r.id, *id);
    }
}

#[test]
fn unknown_keys_are_rejected() {
    let e = error(&GO.replacen(
        "  - id: double-move\n",
        "  - id: double-move\n    penalty: 3\n",
        1,
    ));
    assert!(
        message(&e).contains("unknown field `penalty`"),
        "{}",
        message(&e)
    );
}

#[test]
fn duplicate_keys_are_rejected() {
    let e = error(&GO.replacen(
        "  - id: double-move\n",
        "  - id: double-move\n    topic: x\n",
        1,
    ));
    assert!(message(&e).contains("duplicate"), "{}", message(&e));
}

#[test]
fn unknown_verdicts_are_rejected() {
    let e = error(&GO.replacen(
        "verdict: [move-void, warning]",
        "verdict: [move-void, scolding]",
        1,
    ));
    assert!(message(&e).contains("scolding"), "{}", message(&e));
}

#[test]
fn unknown_articles_facts_and_events_are_all_reported() {
    let text = GO
        .replacen("articles: [\"17.2\"]", "articles: [\"17.9\"]", 1)
        .replacen(
            "when: [double-move, not after-end]",
            "when: [triple-move, not after-end]",
            1,
        )
        .replacen("on: smoking", "on: vaping", 1);
    let e = error(&text);
    let m = message(&e);
    assert!(matches!(e, RulesetError::Many { count: 3, .. }), "{m}");
    assert!(
        m.contains("17.9") && m.contains("triple-move") && m.contains("vaping"),
        "{m}"
    );
}

#[test]
fn facts_must_fit_the_trigger() {
    let e = error(&GO.replacen("when: [\"occurrence == 1\"]", "when: [\"suicide\"]", 1));
    assert!(
        message(&e).contains("not computed for this trigger"),
        "{}",
        message(&e)
    );
}

#[test]
fn clause_ids_must_nest_in_their_article() {
    let e = error(&GO.replacen("      - id: \"17.2\"", "      - id: \"18.9\"", 1));
    assert!(
        message(&e).contains("should be numbered `17.N`"),
        "{}",
        message(&e)
    );
}

#[test]
fn choices_need_a_chooser() {
    let e = error(&GO.replacen("    by: supplement\n", "", 1));
    assert!(message(&e).contains("needs `by`"), "{}", message(&e));
}

#[test]
fn a_default_is_one_of_the_choices() {
    let e = error(&GO.replacen("    default: [prohibited]\n", "    default: [loss]\n", 1));
    assert!(
        message(&e).contains("is not one of its choices"),
        "{}",
        message(&e)
    );
}

#[test]
fn a_breach_takes_no_verdict() {
    let e = error(&GO.replacen(
        "    kind: breach\n    articles: [\"2.3\"]\n",
        "    kind: breach\n    verdict: [warning]\n    articles: [\"2.3\"]\n",
        1,
    ));
    assert!(
        message(&e).contains("is a breach: the text gives no sanction"),
        "{}",
        message(&e)
    );
}

/// Sibling rules (same trigger and topic) are alternatives: in every built-in
/// edition each pair either has contradicting conditions or is declared an
/// exception of the other (`exception-of:`).
#[test]
fn sibling_rules_do_not_overlap() {
    for (id, file, text) in caipan::ruleset::BUILT_IN {
        let r = load_ruleset(file, text).unwrap_or_else(|e| panic!("{id}: {e:?}"));
        let overlaps = caipan::ruleset::overlap::overlapping_siblings(&r);
        assert!(overlaps.is_empty(), "{id}: {overlaps:?}");
    }
}

/// The check sees overlaps: two siblings whose conditions can both hold.
#[test]
fn an_overlap_is_found_and_an_exception_allows_it() {
    let overlapping = GO.replacen(
        "when: [\"site == same\", \"lateness > late-limit-same-site\"]",
        "when: [\"lateness > late-limit-same-site\"]",
        1,
    );
    assert_ne!(overlapping, GO);
    let r = load_ruleset("t.yaml", &overlapping).expect("still a valid ruleset");
    let found = caipan::ruleset::overlap::overlapping_siblings(&r);
    assert!(
        found.contains(&(
            "late-beyond-limit".into(),
            "late-beyond-limit-same-site".into()
        )),
        "{found:?}"
    );
    let declared = overlapping.replacen(
        "  - id: late-beyond-limit-same-site\n",
        "  - id: late-beyond-limit-same-site\n    exception-of: late-beyond-limit\n",
        1,
    );
    let r = load_ruleset("t.yaml", &declared).expect("still a valid ruleset");
    let found = caipan::ruleset::overlap::overlapping_siblings(&r);
    assert!(
        !found
            .iter()
            .any(|(_, b)| b == "late-beyond-limit-same-site"),
        "{found:?}"
    );
    // An exception must name a sibling.
    let wrong = GO.replacen(
        "  - id: late-beyond-limit-same-site\n",
        "  - id: late-beyond-limit-same-site\n    exception-of: takeback\n",
        1,
    );
    assert!(message(&error(&wrong)).contains("not a rule on the same trigger and topic"));
}

#[test]
fn a_territory_count_is_chosen_only_where_the_edition_counts_by_area() {
    const AGA: &str = include_str!("../../rulesets/go-aga-1991.yaml");
    // Without the parameter that chooses it, an area edition's territory
    // block would never count.
    let unchosen = AGA.replace("    chosen-by: count-by-territory\n", "");
    let m = message(&error(&unchosen));
    assert!(m.contains("only where a parameter chooses it"), "{m}");
    // A territory edition needs no choosing; the parameter must be 0 or 1.
    let territory = AGA.replace(
        "  method: area\n  against: white\n",
        "  method: territory\n",
    );
    let m = message(&error(&territory));
    assert!(m.contains("already counts territory"), "{m}");
    let range = AGA.replace(
        "    range: [0, 1]\n    step: 1\n    article: \"10\"",
        "    range: [0, 2]\n    step: 1\n    article: \"10\"",
    );
    let m = message(&error(&range));
    assert!(m.contains("`count-by-territory` is 0 or 1"), "{m}");
}
