//! The "How to add" guide of docs/design.md, done: an event (YAML only:
//! its declaration, a rule on it citing an article) and a view (a function
//! of the judgement). An edition is `new_edition.rs`; a game is the toy
//! position of `src/engine/new_game_tests.rs`; a fact is a word of the
//! vocabulary computed by one step (`src/engine/facts_tests.rs` checks
//! each step sets exactly the facts it declares).

use super::common::judge_text as judge;
use caipan::ruleset::load_ruleset;

/// go-2002 with one more conduct event, `spoke-to-spectator` (an argument
/// saying whether it was the first time), and a rule on it citing 15.3
/// (behaviour that seriously disturbs the opponent's thinking) from the
/// second time on: the article leaves warning or loss to the arbiter, and
/// so does the rule.
fn with_new_event() -> caipan::Ruleset {
    let yaml = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    let yaml = yaml
        .replacen("id: go-2002", "id: go-2002-spectators", 1)
        .replacen(
            "events-of: go\n",
            "events-of: go\nevents:\n  - name: spoke-to-spectator\n    summary: the player spoke to a spectator during play\n    args:\n      - {name: times, kind: number, range: [1, 99], step: 1}\n",
            1,
        )
        .replacen(
            "rules:\n",
            "rules:\n  - id: spoke-to-spectator\n    topic: spoke-to-spectator\n    on: spoke-to-spectator\n    when: [\"times >= 2\"]\n    choices: [[warning], [loss]]\n    by: arbiter\n    articles: [\"23.3\"]\n",
            1,
        );
    load_ruleset("go-2002-spectators.yaml", &yaml)
        .unwrap_or_else(|e| panic!("{:?}", miette::Report::new(*e)))
}

#[test]
fn an_event_is_declared_and_judged_with_no_rust() {
    let rules = with_new_event();
    let j = judge(
        &rules,
        "B Q16\nW D4\nW spoke-to-spectator 1\nB Q4\nW spoke-to-spectator 2\n",
    );
    let found: Vec<(&str, u32)> = j
        .findings
        .iter()
        .map(|f| (f.rule(), f.move_number))
        .collect();
    assert_eq!(found[0], ("spoke-to-spectator", 3), "{found:?}");
    let f = &j.findings[0];
    assert_eq!(f.articles()[0].id, "23.3");
    assert!(
        f.articles()[0].text.contains("妨碍对方思考"),
        "cites the article's words"
    );
    let choices = f.choices().expect("the arbiter's choice");
    assert_eq!(choices.options.len(), 2);
    assert!(f.verdict.is_empty(), "no verdict the text does not give");
    // The built-in edition does not know the event: the record is refused.
    let original = caipan::ruleset::built_in("go-2002").unwrap().unwrap();
    let record = caipan::record::parse("t", "W spoke-to-spectator 1\n").unwrap();
    assert!(caipan::judge(&original, &record, "t", "W spoke-to-spectator 1\n").is_err());
}

/// A view is a function of the judgement: here one CSV line per finding
/// (move, player, rule, articles), the words of the judgement only.
fn csv(j: &caipan::Judgement) -> String {
    let mut out = String::from("move,player,rule,articles\n");
    for f in &j.findings {
        let player = f.player.map_or("", |c| c.name());
        let articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
        out.push_str(&format!(
            "{},{player},{},{}\n",
            f.move_number,
            f.rule(),
            articles.join(" ")
        ));
    }
    out
}

#[test]
fn a_view_is_a_function_of_the_judgement() {
    let rules = caipan::ruleset::built_in("go-2002").unwrap().unwrap();
    let j = judge(&rules, "1. B Q16 2. W D4\n3. B Q4\n4. B R16\n");
    assert_eq!(
        csv(&j),
        "move,player,rule,articles\n4,Black,double-move,17.2\n4,Black,warning-costs-a-stone,24.1\n"
    );
}
