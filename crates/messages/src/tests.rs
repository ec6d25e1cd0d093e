//! The catalogues: both languages have every message, each read by
//! Fluent as the build indexed it. (That the code asks for no message the
//! catalogues lack is tested over the workspace's sources, in the
//! library's `tests/integration/catalogue.rs`.)

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
    let (en, zh) = (ids(super::EN), ids(super::ZH));
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

/// A diagnostic's sentence is worded by the catalogue in each language,
/// from its key and arguments.
#[test]
fn a_sentence_is_worded_by_its_key() {
    let said = crate::said!("did-you-mean", guess = "17.2");
    assert_eq!(super::of(Lang::Zh).said(&said), "是否想写 `17.2`？");
    assert_eq!(super::en().said(&said), "did you mean `17.2`? ");
    assert_eq!(said.english(), "did you mean `17.2`? ");
    assert_eq!(said.to_string(), said.english());
}
