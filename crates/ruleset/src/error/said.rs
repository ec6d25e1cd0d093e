//! A diagnostic's sentences kept worded and structured at once: each
//! [`Said`] holds its English words (what `Display`, JSON and an English
//! reader get, written where the diagnostic is raised) and the catalogue
//! key and arguments another language words it from at display
//! (`l10n/zh/diagnostics.ftl`). [`Told`] gathers one diagnostic's
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
}

impl Said {
    /// A sentence with catalogue key `key` and arguments `args` (each
    /// already written as it is shown), worded in English as `english`.
    pub fn new(key: &'static str, english: String, args: Vec<(&'static str, String)>) -> Said {
        Said {
            english,
            key,
            args,
            nested: Vec::new(),
        }
    }

    /// A list of sentences: in English joined by ", ".
    pub fn list(items: Vec<Said>) -> Said {
        let english: Vec<&str> = items.iter().map(Said::english).collect();
        Said {
            english: english.join(", "),
            nested: items.into_iter().map(|i| ("", i)).collect(),
            ..Said::default()
        }
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
            self.english = super::quote_at_most(&self.english, chars);
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

/// Words shown as they are, in every language (a parser's message, an
/// operating system's reason).
impl From<String> for Said {
    fn from(english: String) -> Said {
        Said {
            english,
            key: "",
            args: Vec::new(),
            nested: Vec::new(),
        }
    }
}

impl From<&str> for Said {
    fn from(english: &str) -> Said {
        Said::from(english.to_string())
    }
}

impl From<&String> for Said {
    fn from(english: &String) -> Said {
        Said::from(english.clone())
    }
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// A sentence by catalogue key: `said!("key", "English with {name}", name
/// = value, …)`. The English is formatted from the arguments; each
/// argument is also kept, as text, for the catalogue's other languages.
#[macro_export]
macro_rules! said {
    ($key:literal, $english:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        // Every value is borrowed before any name is bound, so that a
        // value may use a name an earlier argument also uses.
        let ($($name,)*) = ($(&$value,)*);
        $crate::error::Said::new(
            $key,
            format!($english),
            vec![$((stringify!($name), $name.to_string())),*],
        )
    }};
}

/// "did you mean `G`? " before a help line, or nothing.
pub fn did_you_mean(guess: Option<String>) -> Said {
    match guess {
        Some(guess) => said!("did-you-mean", "did you mean `{guess}`? ", guess = guess),
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
