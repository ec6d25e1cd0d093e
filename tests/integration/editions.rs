//! `diff` and `compare` output, snapshotted. The diff of the two Go editions
//! was read against the seed texts before it was accepted; the assertions
//! pin the changes the seeds' README lists, so a careless accept cannot
//! hide a regression.

use caipan::ruleset;

#[test]
fn diff_of_the_go_editions() {
    let a = ruleset::resolve("go-1988").unwrap();
    let b = ruleset::resolve("go-2002").unwrap();
    let d = caipan::diff::diff(&a, &b);
    let status = |topic: &str| {
        d.topics
            .iter()
            .find(|t| t.topic == topic)
            .map(|t| t.status.name())
            .unwrap_or("missing")
    };
    assert_eq!(status("double-move"), "changed");
    assert_eq!(status("ko-recapture"), "changed");
    assert_eq!(status("takeback"), "changed");
    assert_eq!(status("end-by-passes"), "added");
    assert_eq!(status("clock-before-move"), "added");
    assert_eq!(status("dead-not-removed"), "added");
    assert_eq!(status("warning-stone-penalty"), "added");
    assert_eq!(status("warnings-lose"), "unchanged");
    let komi = d.parameters.iter().find(|p| p.name == "komi").unwrap();
    assert_eq!(
        (
            komi.from.first().unwrap().value,
            komi.to.first().unwrap().value
        ),
        (2.0, 3.75)
    );
    // One limit in 1988 (a stand-in: 23.1 gives no number), two in 2002:
    // a change, never a removal.
    let late = d
        .parameters
        .iter()
        .find(|p| p.name == "late-limit")
        .unwrap();
    assert_eq!(late.status.name(), "changed");
    assert!(late.from[0].stand_in);
    assert_eq!(late.to.len(), 2);
    // Lateness deducted once (1988 23.3) against twice (2002 22.1) is a
    // change of the rule, though both prescribe a time deduction.
    assert_eq!(status("late-within-limit"), "changed");
    assert_eq!(status("first-move"), "unchanged");
    assert!(d.articles_only_in_from.iter().any(|(id, _)| id == "34"));
    insta::assert_snapshot!("diff-go-1988-go-2002.txt", caipan::render::diff::text(&d));
    insta::assert_snapshot!(
        "diff-go-1988-go-2002.md",
        caipan::render::diff::markdown(&d)
    );
}

#[test]
fn comparing_a_double_move_under_both_editions() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/cases/go/double-move-then-count.case"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let record = caipan::record::parse("cases/go/double-move-then-count.case", &text).unwrap();
    let judgements: Vec<_> = ["go-1988", "go-2002"]
        .iter()
        .map(|e| {
            caipan::judge(
                &ruleset::resolve(e).unwrap(),
                &record,
                "cases/go/double-move-then-count.case",
                &text,
            )
            .unwrap()
            .0
        })
        .collect();
    let c = caipan::compare::compare(&judgements);
    assert!(c.rows[0].differs);
    assert!(c.results_differ);
    assert_eq!(c.results[0].result.outcome.name(), "white-wins");
    assert_eq!(c.results[1].result.outcome.name(), "black-wins");
    insta::assert_snapshot!(
        "compare-double-move-then-count.txt",
        caipan::render::compare::text(&c)
    );
    insta::assert_snapshot!(
        "compare-double-move-then-count.md",
        caipan::render::compare::markdown(&c)
    );
}

#[test]
fn supplements_may_set_only_what_the_edition_leaves_open() {
    let base = ruleset::resolve("go-2002").unwrap();
    let bad = "supplement: {id: x, title: x, edition: go-2002}\nparameters:\n  - {name: warnings-to-lose, value: 3}\nchoices:\n  - {rule: double-move, verdict: [loss]}\n";
    let err = ruleset::apply_supplement(&base, "bad.yaml", bad).unwrap_err();
    let text = format!("{:?}", miette::Report::new(*err));
    assert!(text.contains("does not leave `warnings-to-lose`"), "{text}");
    assert!(text.contains("leaves no choice"), "{text}");
    let wrong_option = "supplement: {id: x, title: x, edition: go-2002}\nchoices:\n  - {rule: whole-board-repetition, verdict: [loss]}\n";
    let err = ruleset::apply_supplement(&base, "bad.yaml", wrong_option).unwrap_err();
    assert!(format!("{:?}", miette::Report::new(*err)).contains("does not offer"));
    let unknown_key = "supplement: {id: x, title: x, edition: go-2002}\nrules: []\n";
    assert!(ruleset::apply_supplement(&base, "bad.yaml", unknown_key).is_err());
    let other_edition = "supplement: {id: x, title: x, edition: go-1988}\n";
    assert!(ruleset::apply_supplement(&base, "bad.yaml", other_edition).is_err());
}
