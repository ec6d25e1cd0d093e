//! The catalogues: both languages have every message, the code asks for
//! none that is missing, and every diagnostic sentence has its Chinese.

use super::Lang;

/// The texts of a catalogue's files.
fn texts(files: &[super::File]) -> Vec<&'static str> {
    files.iter().map(|(text, _)| *text).collect()
}

/// The message ids a catalogue defines.
fn ids(files: &[super::File]) -> Vec<String> {
    texts(files)
        .into_iter()
        .flat_map(|f| f.lines())
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// Every message is in both languages, and both catalogues read
/// without an error.
#[test]
fn every_message_has_both_languages() {
    for text in texts(super::EN).into_iter().chain(texts(super::ZH)) {
        assert!(fluent_bundle::FluentResource::try_new(text.to_string()).is_ok());
    }
    let (en, zh) = (ids(super::EN), ids(&super::ZH[..super::ZH_WITH_EN]));
    assert!(en.len() > 50, "{en:?}");
    // A key given twice would be dropped by Fluent in silence.
    for list in [&en, &zh] {
        let mut sorted = list.clone();
        sorted.sort();
        let twice: Vec<_> = sorted.windows(2).filter(|w| w[0] == w[1]).collect();
        assert!(twice.is_empty(), "keys given twice: {twice:?}");
    }
    for id in &en {
        assert!(zh.contains(id), "`{id}` has no Chinese");
        // A term (`-claim`) is no message of its own: messages use it.
        assert!(id.starts_with('-') || super::of(Lang::Zh).has(id), "{id}");
    }
    for id in &zh {
        assert!(en.contains(id), "`{id}` is Chinese only");
    }
    // No bidirectional isolation marks in what either writes.
    let text = super::of(Lang::Zh).f("memo-heading", &[("from", "a"), ("to", "b")]);
    assert_eq!(text, "从 a 到 b");
}

/// The flag, then CAIPAN_LANG, then the locale, then English.
#[test]
fn the_language_is_the_flag_then_the_environment_then_english() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    };
    let none = env(&[]);
    assert_eq!(Lang::choose(None, none), Ok(Lang::En));
    assert_eq!(Lang::choose(Some("zh"), none), Ok(Lang::Zh));
    assert_eq!(Lang::choose(Some("fr"), none), Err("fr".into()));
    let zh_locale = env(&[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(Lang::choose(None, zh_locale), Ok(Lang::Zh));
    assert_eq!(Lang::choose(Some("en"), zh_locale), Ok(Lang::En));
    let var_first = env(&[("CAIPAN_LANG", "en"), ("LC_ALL", "zh_CN.UTF-8")]);
    assert_eq!(Lang::choose(None, var_first), Ok(Lang::En));
    let all_first = env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")]);
    assert_eq!(Lang::choose(None, all_first), Ok(Lang::En));
}

/// The catalogue reads without an error, and every key a template or
/// the render code asks for is in it.
#[test]
fn the_catalogue_has_every_message_asked_for() {
    let m = super::en();
    let root = env!("CARGO_MANIFEST_DIR");
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

/// The diagnostics' sentences the code raises (`said!("key",
/// "English …", …)`), each with its English template, from every
/// source file of the workspace.
fn sentences_raised() -> Vec<(String, String)> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut found = Vec::new();
    for dir in ["src", "crates"] {
        for entry in walkdir::WalkDir::new(format!("{root}/{dir}"))
            .into_iter()
            .flatten()
            .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
            .filter(|e| !e.path().ends_with("error/said.rs"))
        {
            let source = std::fs::read_to_string(entry.path()).unwrap_or_default();
            for piece in source.split("said!(").skip(1) {
                let Some((_, rest)) = piece.trim_start().split_once('"') else {
                    continue;
                };
                let Some((key, rest)) = rest.split_once('"') else {
                    continue;
                };
                let Some(template) = rest.trim_start_matches([',', ' ', '\n']).strip_prefix('"')
                else {
                    continue;
                };
                let mut english = String::new();
                let mut chars = template.chars();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => english.extend(chars.next()),
                        '"' => break,
                        c => english.push(c),
                    }
                }
                found.push((key.to_string(), english));
            }
        }
    }
    found
}

/// The names a template fills in: `{name}` in the code's English,
/// `{ $name }` in a catalogue.
fn names(template: &str) -> Vec<String> {
    template
        .split('{')
        .skip(1)
        .filter_map(|p| p.split_once('}'))
        .map(|(inner, _)| {
            let inner = inner.trim().trim_start_matches('$');
            inner
                .split(':')
                .next()
                .unwrap_or_default()
                .trim()
                .to_string()
        })
        .collect()
}

/// Every sentence a diagnostic is raised with has its Chinese, which
/// fills in only names the English gives; and the Chinese has no
/// sentence the code no longer raises.
#[test]
fn every_diagnostic_sentence_has_chinese() {
    let raised = sentences_raised();
    assert!(raised.len() > 300, "sentences found: {}", raised.len());
    let catalogue = texts(&super::ZH[super::ZH_WITH_EN..]).join("\n");
    let mut zh = std::collections::HashMap::new();
    for line in catalogue.lines().filter(|l| !l.starts_with('#')) {
        if let Some((key, value)) = line.split_once(" = ") {
            assert!(
                zh.insert(key.to_string(), value.to_string()).is_none(),
                "`{key}` twice"
            );
        }
    }
    for (key, english) in &raised {
        let chinese = zh.get(key);
        assert!(
            chinese.is_some(),
            "`{key}` (\"{english}\") has no Chinese in l10n/zh/diagnostics.ftl"
        );
        let chinese = chinese.map_or("", String::as_str);
        let given = names(english);
        for name in names(chinese) {
            assert!(
                given.contains(&name),
                "`{key}`: the Chinese fills `{name}`, the English gives {given:?}"
            );
        }
    }
    for key in zh.keys() {
        assert!(
            raised.iter().any(|(k, _)| k == key),
            "`{key}` is raised nowhere"
        );
    }
    let m = super::of(Lang::Zh);
    let said = crate::said!("did-you-mean", "did you mean `{guess}`? ", guess = "17.2");
    assert_eq!(m.said(&said), "是否想写 `17.2`？");
    assert_eq!(super::en().said(&said), "did you mean `17.2`? ");
}

/// Every topic of every built-in edition has its heading in the catalogue
/// (in both languages, by the test above): a topic without one would show
/// its English id on a Chinese screen.
#[test]
fn every_topic_of_the_editions_has_a_heading() {
    let m = super::en();
    for (id, _, _) in crate::ruleset::BUILT_IN {
        let loaded = crate::ruleset::resolve(id);
        assert!(loaded.is_ok(), "{id} does not load");
        for rule in loaded.iter().flat_map(|r| &r.rules) {
            let key = format!("topic-{}", rule.topic);
            assert!(m.has(&key), "{id}: no message `{key}` in topics.ftl");
        }
    }
}

/// The entries the build found in each catalogue file are Fluent's: the
/// same ids (messages and terms), each range parsing to that entry alone,
/// and the build's index is the scan's.
#[test]
fn the_built_index_of_each_file_is_fluents_entries() {
    use fluent_syntax::ast::Entry;
    for (text, index) in super::EN.iter().chain(super::ZH) {
        let scanned: Vec<(u32, u32, u32)> = super::ftl_entries::entries(text)
            .into_iter()
            .map(|(id, start, end)| (start as u32, (start + id.len()) as u32, end as u32))
            .collect();
        assert_eq!(&scanned[..], *index);
        let resource = fluent_bundle::FluentResource::try_new(text.to_string());
        let resource = resource.unwrap_or_else(|(r, _)| r);
        let mut fluent: Vec<String> = resource
            .entries()
            .filter_map(|e| match e {
                Entry::Message(m) => Some(m.id.name.to_string()),
                Entry::Term(t) => Some(format!("-{}", t.id.name)),
                _ => None,
            })
            .collect();
        fluent.sort();
        let ids: Vec<&str> = index
            .iter()
            .map(|(start, id_end, _)| &text[*start as usize..*id_end as usize])
            .collect();
        assert_eq!(ids, fluent);
        for (start, id_end, end) in index.iter() {
            let (id, entry) = (
                &text[*start as usize..*id_end as usize],
                &text[*start as usize..*end as usize],
            );
            let one = fluent_bundle::FluentResource::try_new(entry.to_string());
            assert!(one.is_ok(), "{id}");
            let parsed = one.map(|r| r.entries().count()).unwrap_or(0);
            assert_eq!(parsed, 1, "{id}: {entry:?}");
        }
    }
}

/// A message given as plain words (one line, no placeable) is shown as
/// Fluent words it, in every language: every message of every file.
#[test]
fn plain_words_are_fluents_words() {
    let mut plain = 0;
    for (lang, files) in [
        (Lang::En, super::EN),
        (Lang::Zh, super::ZH),
        (Lang::Pseudo, super::EN),
    ] {
        let m = super::of(lang);
        for (text, index) in files.iter() {
            for (start, id_end, _) in index.iter() {
                let id = &text[*start as usize..*id_end as usize];
                if id.starts_with('-') {
                    continue;
                }
                plain += usize::from(m.catalogue.plain(id).is_some());
                assert_eq!(m.f(id, &[]), m.fluent(id, &[]), "{id} in {lang:?}");
            }
        }
    }
    assert!(plain > 300, "{plain} plain messages");
}
