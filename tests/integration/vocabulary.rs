//! The vocabulary tables: every word's name is the one serde reads and
//! writes, and the reference in docs/rulesets.md is the one the tables generate.

use caipan::vocabulary::*;

fn serde_name<T: serde::Serialize>(word: T) -> String {
    serde_json::to_value(word)
        .unwrap()
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn names_are_the_serde_names() {
    macro_rules! same_names {
        ($($t:ty),*) => {$(
            for w in <$t>::ALL {
                assert_eq!(serde_name(w), w.name());
                assert_eq!(<$t>::from_name(w.name()), Some(*w));
            }
        )*};
    }
    same_names!(
        Verdict,
        Effect,
        ArgKind,
        Chooser,
        ClaimWindow,
        RuleKind,
        Game,
        ScoringMethod
    );
    for f in Fact::ALL {
        assert_eq!(Fact::from_name(f.name()), Some(*f));
    }
}

#[test]
fn the_readme_reference_is_generated_from_the_tables() {
    let readme = std::fs::read_to_string(concat!(root!(), "/docs/rulesets.md")).unwrap();
    let start = "<!-- vocabulary:start (generated: tests/integration/vocabulary.rs) -->\n";
    let end = "<!-- vocabulary:end -->";
    let a = readme
        .find(start)
        .expect("docs/rulesets.md has the vocabulary markers")
        + start.len();
    let b = readme
        .find(end)
        .expect("docs/rulesets.md has the end marker");
    let expected = reference();
    if readme[a..b] != expected {
        if std::env::var("CAIPAN_BLESS").is_ok() {
            let updated = format!("{}{}{}", &readme[..a], expected, &readme[b..]);
            std::fs::write(concat!(root!(), "/docs/rulesets.md"), updated).unwrap();
        }
        panic!(
            "the vocabulary reference in docs/rulesets.md is out of date: run `CAIPAN_BLESS=1 cargo test --test vocabulary` and review the diff"
        );
    }
}
