//! The message layer: every word caipan shows a person, by key, from one
//! catalogue per language (Project Fluent, `l10n/en/*.ftl` and
//! `l10n/zh/*.ftl`, the same keys), so the views hold layout only and a
//! second language is a catalogue, not a rewrite. [`Lang::choose`] says
//! which language a user asked for. Words are written without Fluent's
//! bidirectional isolation marks (the reports are left-to-right text, and
//! the marks would show in a terminal, a page's source and copied text).
//! A pseudo-language wraps every message in `⟦…⟧`, so that a test can find
//! any word a view writes without the catalogue.

#[cfg(test)]
mod ftl_entries;
mod lazy;
mod said;
pub mod template;

pub use said::{Said, Tell, Told, did_you_mean, quote_at_most, told};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use lazy::Catalogue;
use std::sync::OnceLock;

use lazy::File;

/// A catalogue file of the language `lang` named `name`, with its entries.
macro_rules! ftl {
    ($lang:literal, $name:literal) => {
        (
            include_str!(concat!("l10n/", $lang, "/", $name, ".ftl")),
            include!(concat!(env!("OUT_DIR"), "/ftl/", $lang, "/", $name, ".rs")),
        )
    };
}

/// The English catalogue, one file per family of views.
const EN: &[File] = &[
    ftl!("en", "pages"),
    ftl!("en", "words"),
    ftl!("en", "judgement"),
    ftl!("en", "editions"),
    ftl!("en", "compare"),
    ftl!("en", "memo"),
    ftl!("en", "topics"),
    ftl!("en", "standings"),
    ftl!("en", "diagnostics"),
];

/// The simplified Chinese catalogue: the same keys, the glossary's terms.
const ZH: &[File] = &[
    ftl!("zh", "pages"),
    ftl!("zh", "words"),
    ftl!("zh", "judgement"),
    ftl!("zh", "editions"),
    ftl!("zh", "compare"),
    ftl!("zh", "memo"),
    ftl!("zh", "topics"),
    ftl!("zh", "standings"),
    ftl!("zh", "diagnostics"),
];

/// A language the views can speak.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
    /// English with every message wrapped in `⟦…⟧`: for tests that look
    /// for words written without the catalogue.
    Pseudo,
}

impl Lang {
    /// The language asked for: `flag` (`--lang zh|en`), else
    /// `CAIPAN_LANG`, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`:
    /// `zh_CN.UTF-8` gives Chinese), else English; `var` reads the
    /// environment. A flag or `CAIPAN_LANG` that names no language is an
    /// error naming it; a locale that names another language is English.
    pub fn choose(
        flag: Option<&str>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Result<Lang, String> {
        // An empty CAIPAN_LANG is no choice, as an empty LANG is none.
        let env = var("CAIPAN_LANG").filter(|v| !v.trim().is_empty());
        if let Some(asked) = flag.map(str::to_string).or(env) {
            return Lang::named(&asked).ok_or(asked);
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| var(v))
            .find(|v| !v.is_empty());
        Ok(match locale {
            Some(l) if l.starts_with("zh") => Lang::Zh,
            _ => Lang::En,
        })
    }

    /// The language a name gives (`zh`, `zh-CN`, `zh_CN.UTF-8`, `en`,
    /// `pseudo`).
    pub fn named(name: &str) -> Option<Lang> {
        let code = name.trim().to_ascii_lowercase();
        if code == "zh" || code.starts_with("zh-") || code.starts_with("zh_") {
            Some(Lang::Zh)
        } else if code == "en" || code.starts_with("en-") || code.starts_with("en_") {
            Some(Lang::En)
        } else if code == "pseudo" {
            Some(Lang::Pseudo)
        } else {
            None
        }
    }

    /// The language's tag for a page's `lang` attribute.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Zh => "zh-CN",
            Lang::En | Lang::Pseudo => "en",
        }
    }
}

/// The messages of `lang`, read once per process.
pub fn of(lang: Lang) -> &'static Messages {
    static ZH_MESSAGES: OnceLock<Messages> = OnceLock::new();
    static PSEUDO_MESSAGES: OnceLock<Messages> = OnceLock::new();
    match lang {
        Lang::En => en(),
        Lang::Zh => ZH_MESSAGES.get_or_init(|| Messages::of(Lang::Zh, ZH)),
        Lang::Pseudo => PSEUDO_MESSAGES.get_or_init(|| Messages::of(Lang::Pseudo, EN)),
    }
}

/// An argument as Fluent takes it: a whole number written plainly (`0`,
/// `12`) as a number, so that a message can select on it (`[0]`, `[one]`)
/// and it reads back as written; anything else as text.
fn value_of(value: &str) -> FluentValue<'_> {
    let plain = value == "0" || (!value.starts_with('0') && !value.is_empty() && value.len() < 10);
    match value.parse::<u32>() {
        Ok(n) if plain && value.bytes().all(|b| b.is_ascii_digit()) => FluentValue::from(n),
        _ => FluentValue::from(value),
    }
}

/// A word an edition may give for a catalogue term: a few characters of
/// text, nothing Fluent would read as syntax.
pub fn valid_term(word: &str) -> bool {
    let n = word.chars().count();
    (1..=8).contains(&n) && word.chars().all(|c| c.is_alphanumeric())
}

/// One language's messages.
pub struct Messages {
    catalogue: Catalogue,
    lang: Lang,
}

/// The English messages, read once per process.
pub fn en() -> &'static Messages {
    static EN_MESSAGES: OnceLock<Messages> = OnceLock::new();
    EN_MESSAGES.get_or_init(|| Messages::of(Lang::En, EN))
}

impl Messages {
    /// The messages of catalogue `files` in language `lang`, each parsed
    /// when first asked for ([`lazy`]). A catalogue entry
    /// Fluent cannot read is left out (the test of the catalogue fails on
    /// it; a missing message shows its key).
    fn of(lang: Lang, files: &'static [File]) -> Messages {
        Messages {
            catalogue: Catalogue::new(lang.tag(), files),
            lang,
        }
    }

    /// The language these messages speak.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The message `id`, without arguments.
    pub fn t(&self, id: &str) -> String {
        self.f(id, &[])
    }

    /// The message `id` with its arguments, each a text already worded.
    pub fn f(&self, id: &str, args: &[(&str, &str)]) -> String {
        // Plain words (no placeable, one line) are Fluent's words as
        // written: no parse, no bundle.
        self.plain(id).unwrap_or_else(|| self.fluent(id, args))
    }

    /// Message `id`'s words where they are plain (one line, no
    /// placeable), as this language shows them: Fluent's words as written.
    fn plain(&self, id: &str) -> Option<String> {
        let words = self.catalogue.plain(id)?;
        Some(match self.lang {
            Lang::Pseudo => format!("⟦{words}⟧"),
            _ => words.to_string(),
        })
    }

    /// The message `id` with its arguments, formatted by Fluent.
    pub(crate) fn fluent(&self, id: &str, args: &[(&str, &str)]) -> String {
        let loaded = self.catalogue.with(id);
        let Some(pattern) = loaded.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut values = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            values.set(*name, value_of(value));
        }
        let mut errors = Vec::new();
        let text = loaded
            .bundle
            .format_pattern(pattern, Some(&values), &mut errors);
        if self.lang == Lang::Pseudo {
            return format!("⟦{text}⟧");
        }
        text.into_owned()
    }

    /// A word of the closed vocabulary (a verdict, an outcome, a kind of
    /// finding …) in this language: message `{family}-{name}`, the name
    /// itself where the catalogue has none.
    pub fn word(&self, family: &str, name: &str) -> String {
        self.word_if_any(family, name)
            .unwrap_or_else(|| name.to_string())
    }

    /// Message `{family}-{name}`, where the catalogue has it (looked up
    /// once: plain words are taken as they are).
    pub fn word_if_any(&self, family: &str, name: &str) -> Option<String> {
        let id = format!("{family}-{name}");
        self.plain(&id)
            .or_else(|| self.has(&id).then(|| self.fluent(&id, &[])))
    }

    /// A diagnostic's sentence in this language: from the catalogue where
    /// it has the sentence's key (its nested sentences worded the same
    /// way), else in English as it was said.
    pub fn said(&self, said: &crate::Said) -> String {
        if self.lang == Lang::Zh && said.items().next().is_some() {
            let items: Vec<String> = said.items().map(|i| self.said(i)).collect();
            return items.join(&self.t(said.sep()));
        }
        if self.lang == Lang::En || said.key().is_empty() || !self.has(said.key()) {
            return match self.lang {
                Lang::Pseudo => format!("⟦{}⟧", said.english()),
                _ => said.english().to_string(),
            };
        }
        let nested: Vec<(&str, String)> = said
            .nested_args()
            .iter()
            .map(|(name, inner)| (*name, self.said(inner)))
            .collect();
        let args: Vec<(&str, &str)> = said
            .args()
            .iter()
            .filter(|(name, _)| !nested.iter().any(|(n, _)| n == name))
            .map(|(name, value)| (*name, value.as_str()))
            .chain(nested.iter().map(|(name, value)| (*name, value.as_str())))
            .collect();
        self.f(said.key(), &args)
    }

    /// A ruleset's own words in this language: the Chinese the ruleset
    /// gives beside them for a Chinese reader, else as written.
    pub fn prose<'a>(&self, written: &'a str, zh: Option<&'a str>) -> &'a str {
        match (self.lang, zh) {
            (Lang::Zh, Some(zh)) => zh,
            _ => written,
        }
    }

    /// Whether an article's summary is shown beside its title: always in
    /// English; in Chinese only where the articles are themselves our
    /// summaries, since an edition with its own Chinese text is quoted in
    /// it and an English paraphrase adds nothing for a Chinese reader.
    pub fn shows_summary(&self, summary_of: Option<&str>) -> &'static str {
        if self.lang == Lang::Zh && summary_of.is_none() {
            "no"
        } else {
            "yes"
        }
    }

    /// These messages as an edition's text words things: in Chinese, a
    /// player's claim is the edition's own word (`claim`: the Go texts'
    /// 提出, the Gomoku texts' 指出), the catalogue's `-claim` term
    /// replaced; every other language, and an edition that gives none,
    /// as they are. Made once per word and kept for the process.
    pub fn in_edition<'a>(&'a self, claim: Option<&str>) -> &'a Messages {
        use std::collections::HashMap;
        use std::sync::Mutex;
        static MADE: OnceLock<Mutex<HashMap<String, &'static Messages>>> = OnceLock::new();
        let Some(word) = claim.filter(|w| self.lang == Lang::Zh && valid_term(w)) else {
            return self;
        };
        let made = MADE.get_or_init(|| Mutex::new(HashMap::new()));
        let mut made = made
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(m) = made.get(word) {
            return m;
        }
        let mut m = Messages::of(Lang::Zh, ZH);
        let term = FluentResource::try_new(format!("-claim = {word}\n"));
        if let Ok(term) = term {
            m.catalogue.override_term(term);
        }
        let m: &'static Messages = Box::leak(Box::new(m));
        made.insert(word.to_string(), m);
        m
    }

    /// Whether these messages are Chinese (a ruleset's Chinese words are
    /// shown).
    pub fn zh(&self) -> bool {
        self.lang == Lang::Zh
    }

    /// Whether the catalogue has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.catalogue.has(id)
    }

    /// Whether the catalogue has message `id` and its arguments only stand
    /// in its words ([`template`]).
    pub(crate) fn placed_only(&self, id: &str) -> bool {
        self.catalogue.placed_only(id)
    }
}

#[cfg(test)]
mod tests;
