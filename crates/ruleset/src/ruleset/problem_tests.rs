//! One case per problem the loader can find in a ruleset or a supplement
//! (the crate's `problem_cases.yaml`): a built-in edition's text with one passage
//! replaced, or a supplement applied to it, and the sentence (its
//! catalogue key) the problem must be told with. The cases together must
//! say every sentence the loader's sources can raise — as a problem's
//! message, label or help — so a problem added without a case fails here;
//! the few not yet reached by a case are listed in the file, and a listed
//! one a case reaches fails too, so the list only shrinks.

use super::BUILT_IN;
use super::load::load_ruleset;
use super::supplement::apply_supplement;
use crate::error::{Said, Tell, Told};
use serde::Deserialize;
use std::collections::BTreeSet;

/// The cases file.
const CASES: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/problem_cases.yaml"));

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Cases {
    cases: Vec<Case>,
    #[serde(rename = "not-yet")]
    not_yet: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    /// The catalogue key of the problem's message.
    problem: String,
    /// The built-in edition whose text is changed or supplemented.
    edition: String,
    /// The passage replaced (its first occurrence; it must occur).
    #[serde(default)]
    find: Option<String>,
    /// What replaces it.
    #[serde(default)]
    replace: Option<String>,
    /// Lines added after the replacement, each this many times (a file
    /// too large to write out in a case).
    #[serde(default)]
    repeat: Option<(String, usize)>,
    /// A supplement applied to the edition instead, whole.
    #[serde(default)]
    supplement: Option<String>,
}

/// Every key a diagnostic's sentences use, nested ones too.
fn keys_of(told: &Told, out: &mut BTreeSet<String>) {
    let mut said: Vec<&Said> = vec![&told.message];
    said.extend(&told.labels);
    said.extend(&told.help);
    while let Some(s) = said.pop() {
        out.insert(s.key().to_string());
        said.extend(s.nested_args().iter().map(|(_, n)| n));
        said.extend(s.items());
    }
    for r in &told.related {
        keys_of(r, out);
    }
}

/// The messages' keys of every problem a diagnostic lists.
fn messages_of(told: &Told) -> Vec<&'static str> {
    let mut keys = vec![told.message.key()];
    keys.extend(told.related.iter().flat_map(messages_of));
    keys
}

/// What loading the case says: the diagnostic's sentences.
fn told(case: &Case) -> Told {
    let (_, _, text) = BUILT_IN
        .iter()
        .find(|(id, _, _)| *id == case.edition)
        .unwrap_or_else(|| panic!("{}: no edition {}", case.problem, case.edition));
    let err = match (&case.find, &case.supplement) {
        (Some(find), None) => {
            assert!(
                text.contains(find.as_str()),
                "{}: {find:?} not in {}",
                case.problem,
                case.edition
            );
            let mut replace = case.replace.clone().unwrap_or_default();
            if let Some((line, times)) = &case.repeat {
                replace.push_str(&line.repeat(*times));
            }
            let changed = text.replacen(find.as_str(), &replace, 1);
            load_ruleset("case.yaml", &changed).err()
        }
        (None, Some(supplement)) => {
            let base = load_ruleset(&case.edition, text).expect("a built-in loads");
            apply_supplement(&base, "case.yaml", supplement).err()
        }
        _ => panic!("{}: give find/replace or a supplement", case.problem),
    };
    err.map_or_else(|| told_loads(&case.problem), |e| e.told())
}

/// A case that loads: told as a message no catalogue has, so the case
/// fails naming it.
fn told_loads(problem: &str) -> Told {
    crate::error::told(
        Said::verbatim(format!("{problem}: the case loads")),
        Vec::new(),
        None,
    )
}

/// The sentences the loader's sources raise (the `ruleset-` keys of their `said!` calls).
fn raised() -> BTreeSet<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/ruleset");
    let mut keys = BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("the sources").flatten() {
        let path = entry.path();
        let name = path.to_string_lossy();
        if !name.ends_with(".rs") || name.ends_with("_tests.rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        for piece in source.split("said!(").skip(1) {
            let Some(rest) = piece.trim_start().strip_prefix('"') else {
                continue;
            };
            let key = rest.split('"').next().unwrap_or_default();
            if key.starts_with("ruleset-") {
                keys.insert(key.to_string());
            }
        }
    }
    keys
}

#[test]
fn each_problem_is_told_with_its_sentence() {
    let cases: Cases = serde_saphyr::from_str(CASES).expect("the cases read");
    let mut said = BTreeSet::new();
    let mut problems = BTreeSet::new();
    let mut wrong = Vec::new();
    for case in &cases.cases {
        let told = told(case);
        let messages = messages_of(&told);
        if !messages.contains(&case.problem.as_str()) {
            let english = told.message.english();
            wrong.push(format!("{}: told {messages:?} ({english})", case.problem));
        }
        problems.insert(case.problem.as_str());
        keys_of(&told, &mut said);
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let raised = raised();
    assert!(raised.len() > 150, "{} sentences raised", raised.len());
    let unsaid: BTreeSet<&String> = raised.iter().filter(|k| !said.contains(*k)).collect();
    let not_yet: BTreeSet<&String> = cases.not_yet.iter().collect();
    let missing: Vec<_> = unsaid.difference(&not_yet).collect();
    assert!(missing.is_empty(), "sentences no case says: {missing:#?}");
    let reached: Vec<_> = not_yet.difference(&unsaid).collect();
    assert!(
        reached.is_empty(),
        "listed as not yet, but said: {reached:#?}"
    );
}
