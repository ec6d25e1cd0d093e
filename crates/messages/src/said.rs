//! A diagnostic's sentences kept worded and structured at once: each
//! [`Said`] holds the catalogue key and arguments it is raised with, and
//! its English words, made from them by the English catalogue when it is
//! raised (what `Display`, JSON and an English reader get); another
//! language words it from the same key at display
//! (`l10n/{en,zh}/diagnostics.ftl`: one wording per sentence and language,
//! none of it in the code). [`Told`] gathers one diagnostic's
//! sentences — message, labels in order, help, related diagnostics — for
//! the reader of another language; [`Tell`] is how every diagnostic type
//! gives them.

use std::fmt;

/// One sentence of a diagnostic: English, and how another language words
/// it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    english: String,
    key: &'static str,
    args: Vec<(&'static str, String)>,
    /// Arguments that are sentences themselves, worded in the reader's
    /// language too (a parser's reason inside "the record does not parse:
    /// …"); for a list (no key), its items, each with no name, worded and
    /// joined with the language's separator.
    nested: Vec<(&'static str, Said)>,
    /// For a list, the catalogue key of the words between its items
    /// (`list-sep`, `list-or`).
    sep: &'static str,
}

impl Said {
    /// The sentence of catalogue key `key` with arguments `args` (each
    /// already written as it is shown), worded in English by the
    /// catalogue.
    pub fn new(key: &'static str, args: Vec<(&'static str, String)>) -> Said {
        let pairs: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        Said {
            english: crate::en().f(key, &pairs),
            key,
            args,
            nested: Vec::new(),
            sep: "",
        }
    }

    /// A list of sentences: in English joined by ", ".
    pub fn list(items: Vec<Said>) -> Said {
        Said::joined(items, "list-sep")
    }

    /// Alternatives: in English joined by " or ".
    pub fn either(items: Vec<Said>) -> Said {
        Said::joined(items, "list-or")
    }

    /// `items` joined by the catalogue's words `sep`.
    fn joined(items: Vec<Said>, sep: &'static str) -> Said {
        let english: Vec<&str> = items.iter().map(Said::english).collect();
        Said {
            english: english.join(&crate::en().t(sep)),
            nested: items.into_iter().map(|i| ("", i)).collect(),
            sep,
            ..Said::default()
        }
    }

    /// For a list, the catalogue key of the words between its items.
    pub fn sep(&self) -> &'static str {
        self.sep
    }

    /// The items, for a list (none for a sentence).
    pub fn items(&self) -> impl Iterator<Item = &Said> {
        let list: &[(&str, Said)] = if self.key.is_empty() {
            &self.nested
        } else {
            &[]
        };
        list.iter().map(|(_, s)| s)
    }

    /// This sentence with argument `name` worded from `inner` in the
    /// reader's language.
    pub fn nested(mut self, name: &'static str, inner: &Said) -> Said {
        self.nested.push((name, inner.clone()));
        self
    }

    /// This sentence with its English cut to `chars` characters (a
    /// message or help line quoting much user text); the arguments, each
    /// quoted at most as long already, are kept.
    pub fn cut(mut self, chars: usize) -> Said {
        if self.english.len() > chars {
            self.english = quote_at_most(&self.english, chars);
        }
        self
    }

    /// The English words.
    pub fn english(&self) -> &str {
        &self.english
    }

    /// The catalogue key (empty for words shown as they are: a parser's
    /// own message, a path).
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The arguments, by name.
    pub fn args(&self) -> &[(&'static str, String)] {
        &self.args
    }

    /// The arguments that are sentences themselves, by name.
    pub fn nested_args(&self) -> &[(&'static str, Said)] {
        &self.nested
    }
}

impl Said {
    /// Words shown as they are, in every language: what a person, a
    /// parser or the operating system wrote (a path, an event name, a
    /// parser's reason), never caipan's own words, which are the
    /// catalogue's.
    pub fn verbatim(text: impl Into<String>) -> Said {
        Said {
            english: text.into(),
            ..Said::default()
        }
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// A sentence by catalogue key: `said!("key", name = value, …)`, its
/// words in each language the catalogue's (`l10n/*/diagnostics.ftl`);
/// each argument is kept as text.
#[macro_export]
macro_rules! said {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        // Every value is borrowed before any name is bound, so that a
        // value may use a name an earlier argument also uses.
        let ($($name,)*) = ($(&$value,)*);
        $crate::Said::new(
            $key,
            vec![$((stringify!($name), $name.to_string())),*],
        )
    }};
}

/// "did you mean `G`? " before a help line, or nothing.
pub fn did_you_mean(guess: Option<String>) -> Said {
    match guess {
        Some(guess) => said!("did-you-mean", guess = guess),
        None => Said::default(),
    }
}

/// One diagnostic's sentences, for a reader of another language: its
/// message, its labels in the order the diagnostic gives its spans, its
/// help, and the diagnostics related to it.
#[derive(Clone, Debug, Default)]
pub struct Told {
    /// The message.
    pub message: Said,
    /// Each label, in the order of the diagnostic's labels.
    pub labels: Vec<Said>,
    /// The help line.
    pub help: Option<Said>,
    /// The related diagnostics' own sentences, in order.
    pub related: Vec<Told>,
}

/// A diagnostic that can give its sentences structured.
pub trait Tell {
    /// The diagnostic's sentences.
    fn told(&self) -> Told;
}

/// User text quoted with at most `chars` characters.
pub fn quote_at_most(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        None => text.to_string(),
        Some((i, _)) => format!("{}… ({} bytes)", &text[..i], text.len()),
    }
}

/// A diagnostic with a message, labels and a help line, related to none.
pub fn told(message: Said, labels: Vec<Said>, help: Option<Said>) -> Told {
    Told {
        message,
        labels,
        help,
        related: Vec::new(),
    }
}
