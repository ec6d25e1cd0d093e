//! The message layer: every word the HTML and SVG views show, by key, from
//! one catalogue (Project Fluent, `l10n/en.ftl`), so the templates hold
//! markup only and a second language is a catalogue, not a rewrite. Words
//! are written without Fluent's bidirectional isolation marks (the reports
//! are left-to-right text, and the marks would show in a page's source and
//! in copied text).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The English catalogue.
const EN: &str = include_str!("l10n/en.ftl");

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
