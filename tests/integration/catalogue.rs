//! The catalogues against the code: every message a view asks for is in
//! them, every sentence a diagnostic is raised with (`said!("key", name =
//! value, …)`, anywhere in the workspace) has its words in English and in
//! Chinese, each filling only names the code gives, and no diagnostic
//! carries words typed in Rust (`#[error("…")]`, `help("…")`,
//! `#[label("…")]`): one wording per sentence, the catalogue's.

use caipan::messages::{self, Lang};
use std::collections::HashMap;

/// The workspace's root.
const ROOT: &str = root!();

/// Every Rust source file of the workspace, with its text.
fn sources() -> Vec<(String, String)> {
    ["src", "crates", "benches", "build.rs"]
        .iter()
        .flat_map(|dir| {
            walkdir::WalkDir::new(format!("{ROOT}/{dir}"))
                .into_iter()
                .flatten()
        })
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
        .filter(|e| !e.path().components().any(|c| c.as_os_str() == "target"))
        .map(|e| {
            let text = std::fs::read_to_string(e.path()).unwrap_or_default();
            (e.path().display().to_string(), text)
        })
        .collect()
}

/// The sentences raised (`said!("key", name = value, …)`): each key with
/// the argument names given, and the file it is raised in.
fn sentences_raised() -> Vec<(String, Vec<String>, String)> {
    let mut found = Vec::new();
    for (path, source) in sources() {
        if path.ends_with("messages/src/said.rs") {
            continue;
        }
        for piece in source.split("said!(").skip(1) {
            let Some(rest) = piece.trim_start().strip_prefix('"') else {
                continue;
            };
            let Some((key, rest)) = rest.split_once('"') else {
                continue;
            };
            // A key is kebab-case: anything else is a scanner's own text.
            let kebab = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
            if !key.is_empty() && key.chars().all(kebab) {
                found.push((key.to_string(), argument_names(rest), path.clone()));
            }
        }
    }
    found
}

/// The names of a macro call's `name = value` arguments, from the text
/// after its first argument to its closing parenthesis.
fn argument_names(rest: &str) -> Vec<String> {
    let (mut depth, mut names, mut start, mut in_text) = (0i32, Vec::new(), 0, false);
    let bytes = rest.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        match b {
            b'"' if i == 0 || bytes[i - 1] != b'\\' => in_text = !in_text,
            _ if in_text => {}
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => break,
            b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => start = i + 1,
            b'=' if depth == 0 && bytes.get(i + 1) != Some(&b'=') => {
                // A comment may stand before the name.
                let lines = rest[start..i].lines();
                let name = lines
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .collect::<String>();
                let name = name.trim();
                if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                    names.push(name.to_string());
                }
            }
            _ => {}
        }
    }
    names
}

/// The names a catalogue's words fill in (`{ $name }`).
fn filled(words: &str) -> Vec<String> {
    words
        .split("{ $")
        .skip(1)
        .filter_map(|p| p.split_once(' '))
        .map(|(name, _)| name.to_string())
        .collect()
}

/// A diagnostics catalogue's entries, by key: each key's words (its lines
/// joined).
fn diagnostics(lang: &str) -> HashMap<String, String> {
    let path = format!("{ROOT}/crates/messages/src/l10n/{lang}/diagnostics.ftl");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut entries: HashMap<String, String> = HashMap::new();
    let mut last = String::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        if let Some(more) = line.strip_prefix("    ") {
            entries.entry(last.clone()).or_default().push_str(more);
        } else if let Some((key, words)) = line.split_once(" = ") {
            assert!(
                entries.insert(key.to_string(), words.to_string()).is_none(),
                "{lang}: `{key}` twice"
            );
            last = key.to_string();
        }
    }
    entries
}

/// Every sentence a diagnostic is raised with has its words in both
/// languages, filling only names the code gives; neither catalogue has a
/// sentence the code no longer raises.
#[test]
fn every_diagnostic_sentence_has_both_languages() {
    let raised = sentences_raised();
    assert!(raised.len() > 500, "sentences found: {}", raised.len());
    let (en, zh) = (diagnostics("en"), diagnostics("zh"));
    for (key, given, path) in &raised {
        for (lang, catalogue) in [("en", &en), ("zh", &zh)] {
            let words = catalogue.get(key);
            assert!(
                words.is_some(),
                "`{key}` ({path}) has no words in l10n/{lang}/diagnostics.ftl"
            );
            for name in filled(words.map_or("", String::as_str)) {
                assert!(
                    given.contains(&name),
                    "`{key}` ({path}): {lang} fills `{name}`, the code gives {given:?}"
                );
            }
        }
    }
    for key in en.keys().chain(zh.keys()) {
        assert!(
            raised.iter().any(|(k, _, _)| k == key),
            "`{key}` is raised nowhere"
        );
    }
    let said = caipan::said!("did-you-mean", guess = "17.2");
    assert_eq!(messages::of(Lang::Zh).said(&said), "是否想写 `17.2`？");
    assert_eq!(said.to_string(), "did you mean `17.2`? ");
}

/// No diagnostic's words are typed in Rust: a diagnostic's message, help
/// and labels come from its sentences, the catalogue's (no `#[error("…")]`,
/// no `help("…")` or `#[label("…")]`, no report made with `miette!`);
/// words shown as they are must say so (`Said::verbatim`), and `Said` has
/// no conversion from a string for a sentence to slip through.
#[test]
fn no_diagnostic_words_are_typed_in_rust() {
    let mut typed = Vec::new();
    for (path, source) in sources() {
        for (n, line) in source.lines().enumerate() {
            let line = line.trim_start();
            let attribute = ["#[error(\"", "#[label(\"", "help(\""]
                .iter()
                .any(|a| line.starts_with(a));
            // A report made up on the spot carries its words in the code.
            let made_up = line.contains(concat!("miette", "!("));
            if attribute || made_up {
                typed.push(format!("{path}:{}: {line}", n + 1));
            }
        }
    }
    assert!(
        typed.is_empty(),
        "words typed in Rust:\n{}",
        typed.join("\n")
    );
}

/// The catalogue reads without an error, and every key a template or
/// the render code asks for is in it.
#[test]
fn the_catalogue_has_every_message_asked_for() {
    let m = messages::en();
    let root = ROOT;
    let mut asked = Vec::new();
    for dir in ["templates", "src/render"] {
        for entry in walkdir::WalkDir::new(format!("{root}/{dir}"))
            .into_iter()
            .flatten()
        {
            let Ok(source) = std::fs::read_to_string(entry.path()) else {
                continue;
            };
            for quote in ["m.t(\"", "m.f(\""] {
                for piece in source.split(quote).skip(1) {
                    if let Some(key) = piece.split('"').next() {
                        asked.push(key.to_string());
                    }
                }
            }
        }
    }
    assert!(asked.len() > 10, "keys found: {asked:?}");
    for key in asked {
        assert!(m.has(&key), "no message `{key}` in en.ftl");
    }
}

/// Every topic of every built-in edition has its heading in the catalogue
/// (in both languages, by the test above): a topic without one would show
/// its English id on a Chinese screen.
#[test]
fn every_topic_of_the_editions_has_a_heading() {
    let m = messages::en();
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let loaded = caipan::ruleset::resolve(id);
        assert!(loaded.is_ok(), "{id} does not load");
        for rule in loaded.iter().flat_map(|r| &r.rules) {
            let key = format!("topic-{}", rule.topic);
            assert!(m.has(&key), "{id}: no message `{key}` in topics.ftl");
        }
    }
}

/// A topic's Chinese name is the glossary's where the glossary fixes the
/// term (`rulesets/glossary/glossary.yaml`, after GLOSSARY.md): the
/// heading a view shows is one of the term's Chinese words, the one in the
/// id's place where a term lists one word per id (议论 / 谈论 for
/// `discussing` / `talking`). Every topic of the catalogue the glossary
/// names is checked.
#[test]
fn a_topic_the_glossary_names_is_headed_by_its_word() {
    use caipan::glossary::Glossary;
    let yaml = std::fs::read_to_string(format!("{ROOT}/rulesets/glossary/glossary.yaml"));
    let glossary = Glossary::from_yaml(&yaml.unwrap_or_default()).map(|g| g.terms);
    let terms = glossary.unwrap_or_default();
    assert!(terms.len() > 50, "{} terms", terms.len());
    let zh = messages::of(Lang::Zh);
    let mut checked = 0;
    for term in &terms {
        for (place, id) in term.id.iter().enumerate() {
            let Some(heading) = zh.word_if_any("topic", id) else {
                continue;
            };
            let words: Vec<&String> = if term.id.len() > 1 && term.id.len() == term.zh.len() {
                vec![&term.zh[place]]
            } else {
                term.zh.iter().collect()
            };
            let named = terms.iter().any(|t| {
                t.id.iter().position(|i| i == id).is_some_and(|p| {
                    let positional = t.id.len() > 1 && t.id.len() == t.zh.len();
                    (positional && t.zh[p] == heading) || (!positional && t.zh.contains(&heading))
                })
            });
            assert!(
                named,
                "topic `{id}` is headed {heading}; the glossary's words: {words:?}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked} topics checked");
}
