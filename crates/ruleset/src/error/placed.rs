//! How a diagnostic of caipan's own is shown by miette: its words, every
//! one of them, from its sentences ([`Tell`]: the catalogue's, by key) —
//! its `Display`, help line and labels alike, so that the terminal, JSON,
//! Python and the page show the same wording — and from [`Placed`] what
//! is no words: its stable code, the file it quotes, where, and the
//! diagnostics related to it. [`shown_by_told!`](crate::shown_by_told)
//! writes the three trait implementations for a type that has both.

use super::{CliError, InputError, RecordError, RulesetError, Tell};
use miette::{Diagnostic, LabeledSpan, SourceCode, SourceSpan};
use std::fmt;

/// What of a diagnostic is no words.
pub struct Places<'a> {
    /// Its stable code (`caipan::record::syntax`).
    pub code: &'static str,
    /// The file it quotes, where it quotes one.
    pub quoted: Option<&'a dyn SourceCode>,
    /// Where in that file, in the order of its labels' sentences, each
    /// with whether it is the primary place.
    pub spans: Vec<(SourceSpan, bool)>,
    /// The diagnostics related to it (several problems in one file).
    pub related: Vec<&'a dyn Diagnostic>,
}

/// A diagnostic's code, file, places and related diagnostics.
pub trait Placed {
    /// What of the diagnostic is no words.
    fn placed(&self) -> Places<'_>;
}

/// The diagnostic's message, in English.
pub fn message<T: Tell>(t: &T, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str(t.told().message.english())
}

/// The diagnostic's code.
pub fn code<T: Placed>(t: &T) -> Option<Box<dyn fmt::Display + '_>> {
    Some(Box::new(t.placed().code))
}

/// The diagnostic's help line, in English.
pub fn help<T: Tell>(t: &T) -> Option<Box<dyn fmt::Display + '_>> {
    let help = t.told().help?;
    Some(Box::new(help.english().to_string()))
}

/// The diagnostic's places, each labelled in English.
pub fn labels<T: Tell + Placed>(t: &T) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
    let spans = t.placed().spans;
    if spans.is_empty() {
        return None;
    }
    let told = t.told();
    let labelled: Vec<LabeledSpan> = spans
        .into_iter()
        .enumerate()
        .map(|(i, (span, primary))| {
            let words = told.labels.get(i).map(|l| l.english().to_string());
            if primary {
                LabeledSpan::new_primary_with_span(words, span)
            } else {
                LabeledSpan::new_with_span(words, span)
            }
        })
        .collect();
    Some(Box::new(labelled.into_iter()))
}

/// The diagnostics related to it.
pub fn related<T: Placed>(t: &T) -> Option<Box<dyn Iterator<Item = &dyn Diagnostic> + '_>> {
    let related = t.placed().related;
    (!related.is_empty()).then(|| Box::new(related.into_iter()) as Box<dyn Iterator<Item = _>>)
}

/// `Display`, `Error` and miette's `Diagnostic` for a type that tells its
/// sentences ([`Tell`](crate::error::Tell)) and gives its places
/// ([`Placed`]): no words of its own.
#[macro_export]
macro_rules! shown_by_told {
    ($t:ty) => {
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                $crate::error::placed::message(self, f)
            }
        }
        impl ::std::error::Error for $t {}
        impl ::miette::Diagnostic for $t {
            fn code<'a>(&'a self) -> Option<Box<dyn ::std::fmt::Display + 'a>> {
                $crate::error::placed::code(self)
            }
            fn help<'a>(&'a self) -> Option<Box<dyn ::std::fmt::Display + 'a>> {
                $crate::error::placed::help(self)
            }
            fn source_code(&self) -> Option<&dyn ::miette::SourceCode> {
                $crate::error::Placed::placed(self).quoted
            }
            fn labels(&self) -> Option<Box<dyn Iterator<Item = ::miette::LabeledSpan> + '_>> {
                $crate::error::placed::labels(self)
            }
            fn related<'a>(
                &'a self,
            ) -> Option<Box<dyn Iterator<Item = &'a dyn ::miette::Diagnostic> + 'a>> {
                $crate::error::placed::related(self)
            }
        }
    };
}

crate::shown_by_told!(RecordError);
crate::shown_by_told!(InputError);
crate::shown_by_told!(RulesetError);
crate::shown_by_told!(CliError);

impl Placed for RecordError {
    fn placed(&self) -> Places<'_> {
        match self {
            RecordError::DeadlinePassed { .. } => Places {
                code: "caipan::limits::deadline",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            RecordError::Syntax { src, span, .. } => Places {
                code: "caipan::record::syntax",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            RecordError::Invalid { src, span, .. } => Places {
                code: "caipan::record::invalid",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            RecordError::Defective { src, span, .. } => Places {
                code: "caipan::record::defective",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            RecordError::RulesUnknown { src, span, .. } => Places {
                code: "caipan::sgf::rules_unknown",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            RecordError::NoEdition { src, span, .. } => Places {
                code: "caipan::record::no_edition",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            RecordError::UnknownEdition { src, span, .. } => Places {
                code: "caipan::record::unknown_edition",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
        }
    }
}

impl Placed for InputError {
    fn placed(&self) -> Places<'_> {
        match self {
            InputError::NotFound { .. } => Places {
                code: "caipan::input::not_found",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            InputError::NotRegular { .. } => Places {
                code: "caipan::input::not_regular",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            InputError::TooLarge { .. } => Places {
                code: "caipan::input::too_large",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            InputError::Io { .. } => Places {
                code: "caipan::input::io",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            InputError::Empty { src, span, .. } => Places {
                code: "caipan::input::empty",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            InputError::NotUtf8 { src, span, .. } => Places {
                code: "caipan::input::not_utf8",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
        }
    }
}

impl Placed for RulesetError {
    fn placed(&self) -> Places<'_> {
        match self {
            RulesetError::Yaml { src, span, .. } => Places {
                code: "caipan::ruleset::yaml",
                quoted: Some(src),
                spans: span.iter().map(|s| (*s, false)).collect(),
                related: Vec::new(),
            },
            RulesetError::Invalid { src, span, .. } => Places {
                code: "caipan::ruleset::invalid",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
            RulesetError::Many { problems, .. } => Places {
                code: "caipan::ruleset::problems",
                quoted: None,
                spans: Vec::new(),
                related: problems.iter().map(|p| p as &dyn Diagnostic).collect(),
            },
            RulesetError::Duplicate {
                src, first, second, ..
            } => Places {
                code: "caipan::ruleset::duplicate",
                quoted: Some(src),
                spans: vec![(*first, false), (*second, true)],
                related: Vec::new(),
            },
            RulesetError::UnknownEdition { .. } => Places {
                code: "caipan::ruleset::unknown_edition",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            RulesetError::UnknownProtocol { .. } => Places {
                code: "caipan::ruleset::unknown_protocol",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
            RulesetError::Input(e) => e.placed(),
            RulesetError::NotJudged { src, span, .. } => Places {
                code: "caipan::supplement::not_judged",
                quoted: Some(src),
                spans: vec![(*span, false)],
                related: Vec::new(),
            },
        }
    }
}

impl Placed for CliError {
    fn placed(&self) -> Places<'_> {
        match self {
            CliError::Input(e) => e.placed(),
            CliError::UnknownArticle { .. } => Places {
                code: "caipan::cite::unknown_article",
                quoted: None,
                spans: Vec::new(),
                related: Vec::new(),
            },
        }
    }
}
