//! The rules table: the built-in spellings, and a user's table first.

use super::*;

#[test]
fn the_built_in_table_loads_and_names_the_common_spellings() {
    let t = RulesNames::built_in();
    let id = |w: &str| t.rules(w).and_then(|r| r.edition.clone());
    // Which edition each names is data (the integration tests judge
    // under it); here, that the spellings find it.
    assert!(id("Japanese").is_some());
    assert_eq!(id(" japanese "), id("Japanese"));
    assert_ne!(id("Japanese"), id("Chinese"));
    assert_eq!(id("CHINESE"), id("Chinese"));
    assert!(id("chinese").is_some());
    assert_eq!(
        t.rules("Tromp Taylor").map(|r| r.name.as_str()),
        Some("Tromp-Taylor")
    );
    assert_eq!(t.rules("GOE").map(|r| r.name.as_str()), Some("Ing (SST)"));
    assert!(id("GOE").is_some(), "Ing's rules have an edition");
    assert_eq!(id("GOE"), id("Ing"));
    assert!(t.rules("Klingon").is_none());
    assert!(t.rules("").is_none());
    for e in t.editions() {
        assert!(crate::ruleset::built_in(e).is_some(), "{e} is not built in");
    }
}

#[test]
fn a_users_table_comes_first() {
    let chinese = RulesNames::built_in()
        .rules("chinese")
        .and_then(|r| r.edition.clone())
        .unwrap_or_default();
    let text = format!(
        "names:\n  - rules: Japanese as played here\n    edition: {chinese}\n    spellings: [Japanese]\n"
    );
    let t = RulesNames::with_file("mine.yaml", &text).expect("loads");
    let r = t.rules("japanese").expect("known");
    assert_eq!(
        (r.edition.as_deref(), r.table.as_str()),
        (Some(chinese.as_str()), "mine.yaml")
    );
    assert_eq!(
        t.rules("chinese").and_then(|r| r.edition.as_deref()),
        Some(chinese.as_str())
    );
    assert!(RulesNames::with_file("bad.yaml", "names: [{rules: X}]").is_err());
}
