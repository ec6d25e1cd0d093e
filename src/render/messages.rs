//! The message layer: every word the HTML and SVG views show, by key, from
//! one catalogue per language (Project Fluent, `l10n/en.ftl` and
//! `l10n/zh.ftl`, the same keys), so the templates hold markup only and a
//! second language is a catalogue, not a rewrite. [`Lang::choose`] says
//! which language a user asked for; the views speak English until every
//! word they show is in the catalogues (issue 42). Words
//! are written without Fluent's bidirectional isolation marks (the reports
//! are left-to-right text, and the marks would show in a page's source and
//! in copied text).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The English catalogue.
const EN: &str = include_str!("l10n/en.ftl");

/// The simplified Chinese catalogue: the same keys, the glossary's terms.
const ZH: &str = include_str!("l10n/zh.ftl");

/// A language the views can speak.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
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
        if let Some(asked) = flag.map(str::to_string).or_else(|| var("CAIPAN_LANG")) {
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

    /// The language a name gives (`zh`, `zh-CN`, `zh_CN.UTF-8`, `en`).
    fn named(name: &str) -> Option<Lang> {
        let code = name.trim().to_ascii_lowercase();
        if code == "zh" || code.starts_with("zh-") || code.starts_with("zh_") {
            Some(Lang::Zh)
        } else if code == "en" || code.starts_with("en-") || code.starts_with("en_") {
            Some(Lang::En)
        } else {
            None
        }
    }
}

/// The messages of `lang`, read once per process.
pub fn of(lang: Lang) -> &'static Messages {
    static ZH_MESSAGES: OnceLock<Messages> = OnceLock::new();
    match lang {
        Lang::En => en(),
        Lang::Zh => ZH_MESSAGES.get_or_init(|| Messages::of("zh-CN", ZH)),
    }
}

/// One language's messages.
pub struct Messages {
    bundle: FluentBundle<FluentResource>,
}

/// The English messages, read once per process.
pub fn en() -> &'static Messages {
    static EN_MESSAGES: OnceLock<Messages> = OnceLock::new();
    EN_MESSAGES.get_or_init(|| Messages::of("en", EN))
}

impl Messages {
    /// The messages of catalogue `text` in language `lang`. A catalogue
    /// entry Fluent cannot read is left out (the test of the catalogue
    /// fails on it; a missing message shows its key).
    fn of(lang: &str, text: &str) -> Messages {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        let langid = lang.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        Messages { bundle }
    }

    /// The message `id`, without arguments.
    pub fn t(&self, id: &str) -> String {
        self.f(id, &[])
    }

    /// The message `id` with its arguments, each a text already worded.
    pub fn f(&self, id: &str, args: &[(&str, &str)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return id.to_string();
        };
        let mut values = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            values.set(*name, FluentValue::from(*value));
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&values), &mut errors)
            .into_owned()
    }

    /// Whether the catalogue has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

#[cfg(test)]
mod tests {
    use super::Lang;

    /// The message ids a catalogue defines.
    fn ids(text: &str) -> Vec<String> {
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
            .collect()
    }

    /// Every message is in both languages, and both catalogues read
    /// without an error.
    #[test]
    fn every_message_has_both_languages() {
        for text in [super::EN, super::ZH] {
            assert!(fluent_bundle::FluentResource::try_new(text.to_string()).is_ok());
        }
        let (en, zh) = (ids(super::EN), ids(super::ZH));
        assert!(en.len() > 50, "{en:?}");
        for id in &en {
            assert!(zh.contains(id), "`{id}` has no Chinese");
            assert!(super::of(Lang::Zh).has(id));
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
        let text = super::EN;
        assert!(
            fluent_bundle::FluentResource::try_new(text.to_string()).is_ok(),
            "en.ftl parses"
        );
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
}
