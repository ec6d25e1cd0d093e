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

/// docs/json.md lists the verdicts a finding's `verdict[]` may hold: the
/// closed vocabulary's, every one, in its order (`CAIPAN_BLESS=1`
/// rewrites the sentence).
#[test]
fn the_json_doc_lists_every_verdict() {
    let start = "Verdicts (closed vocabulary): ";
    let words: Vec<String> = Verdict::ALL
        .iter()
        .map(|v| format!("`{}`", v.name()))
        .collect();
    let expected = wrap(&words.join(", "), start.len());
    json_doc_list("verdicts", (start, ".\n"), &expected);
}

/// docs/json.md's list of outcomes is the JSON's own (`Outcome::ALL`):
/// rewritten under `CAIPAN_BLESS`.
#[test]
fn the_json_doc_lists_every_outcome() {
    let expected = caipan::judgement::Outcome::ALL
        .iter()
        .map(|o| format!("\"{}\"", o.name()))
        .collect::<Vec<_>>()
        .join(" | ");
    json_doc_list("outcomes", ("\n  outcome       ", "\n"), &expected);
}

/// docs/json.md's lists of who chooses (`choices.by`) and of a claim's
/// `status` are the JSON's own (`Chooser::ALL`, `ClaimState::ALL`).
#[test]
fn the_json_doc_lists_every_chooser_and_claim_status() {
    let quoted = |names: Vec<&str>| {
        (names.iter())
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join("|")
    };
    let by = quoted(
        caipan::vocabulary::Chooser::ALL
            .iter()
            .map(|c| c.name())
            .collect(),
    );
    json_doc_list("choosers", ("choices       null | {by: ", ", options"), &by);
    let states = caipan::judgement::ClaimState::ALL.iter().map(|s| s.name());
    json_doc_list(
        "claim states",
        ("status: ", ", window"),
        &quoted(states.collect()),
    );
}

/// The list of `what` in docs/json.md, between `start` and the first `end`
/// after it, is `expected`; under `CAIPAN_BLESS` it is rewritten so (the
/// test still fails, for the diff to be read).
fn json_doc_list(what: &str, (start, end): (&str, &str), expected: &str) {
    let path = concat!(root!(), "/docs/json.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let a = doc
        .find(start)
        .unwrap_or_else(|| panic!("docs/json.md lists the {what}"))
        + start.len();
    let b = a + doc[a..]
        .find(end)
        .unwrap_or_else(|| panic!("the list of {what} ends"));
    if doc[a..b] != *expected {
        if std::env::var("CAIPAN_BLESS").is_ok() {
            let updated = format!("{}{}{}", &doc[..a], expected, &doc[b..]);
            std::fs::write(path, updated).unwrap();
        }
        panic!(
            "the {what} in docs/json.md are not the code's: run `CAIPAN_BLESS=1 cargo test --test integration the_json_doc` and review the diff"
        );
    }
}

/// `text` broken at spaces into lines of at most 76 characters, the first
/// starting `indent` characters in.
fn wrap(text: &str, indent: usize) -> String {
    let mut out = String::new();
    let mut width = indent;
    for word in text.split(' ') {
        if width > 0 && width + 1 + word.len() > 76 {
            out.push('\n');
            width = 0;
        } else if !out.is_empty() {
            out.push(' ');
            width += 1;
        }
        out.push_str(word);
        width += word.len();
    }
    out
}
