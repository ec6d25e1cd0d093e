//! A diagnostic for a reader of another language: its sentences (message,
//! labels, help, and those of the diagnostics related to it) worded from
//! the catalogue by their keys, as each diagnostic type tells them
//! ([`Tell`]); a diagnostic that tells nothing is headed by its stable
//! code (`diag-caipan-record-syntax`: 棋谱格式错误) before its English
//! particulars. The code and the source it points into are the
//! diagnostic's own. English shows the diagnostic as it is.

use caipan::error::{CliError, InputError, RecordError, RulesetError, Stated, Tell, Told};
use caipan::render::messages::{Lang, Messages};
use caipan::tournament::TournamentError;
use miette::{Diagnostic, LabeledSpan, ReportHandler, Severity, SourceCode};
use std::fmt;

/// `inner` with its sentences in the reader's language.
struct Worded<'a> {
    inner: &'a dyn Diagnostic,
    message: String,
    /// The labels' words, in the order of `inner`'s labels (none: its own).
    labels: Vec<String>,
    help: Option<String>,
    related: Vec<Worded<'a>>,
}

impl<'a> Worded<'a> {
    /// `inner` worded from what it tells.
    fn told(inner: &'a dyn Diagnostic, told: &Told, m: &Messages) -> Worded<'a> {
        let related = inner
            .related()
            .map(|r| {
                r.zip(&told.related)
                    .map(|(d, t)| Worded::told(d, t, m))
                    .collect()
            })
            .unwrap_or_default();
        Worded {
            inner,
            message: m.said(&told.message),
            labels: told.labels.iter().map(|l| m.said(l)).collect(),
            help: told
                .help
                .as_ref()
                .filter(|h| !h.english().is_empty())
                .map(|h| m.said(h)),
            related,
        }
    }

    /// `inner`, which tells nothing, headed by its code.
    fn headed(inner: &'a dyn Diagnostic, m: &Messages) -> Worded<'a> {
        let code = inner.code().map(|c| c.to_string()).unwrap_or_default();
        let key = format!("diag-{}", code.replace("::", "-").replace('_', "-"));
        let heading = if m.has(&key) {
            m.t(&key)
        } else {
            m.t("diag-unknown")
        };
        let message = m.f(
            "diag-line",
            &[("heading", &heading), ("message", &inner.to_string())],
        );
        Worded {
            inner,
            message,
            labels: Vec::new(),
            help: inner.help().map(|h| h.to_string()),
            related: Vec::new(),
        }
    }
}

impl fmt::Display for Worded<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl fmt::Debug for Worded<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Worded<'_> {}

impl Diagnostic for Worded<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.inner.code()
    }
    fn severity(&self) -> Option<Severity> {
        self.inner.severity()
    }
    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display + 'b>)
    }
    fn url<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.inner.url()
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.inner.source_code()
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let labels = self.inner.labels()?;
        if self.labels.is_empty() {
            return Some(labels);
        }
        let worded = labels.zip(&self.labels).map(|(l, words)| {
            let span = miette::SourceSpan::new(l.offset().into(), l.len());
            if l.primary() {
                LabeledSpan::new_primary_with_span(Some(words.clone()), span)
            } else {
                LabeledSpan::new_with_span(Some(words.clone()), span)
            }
        });
        Some(Box::new(worded.collect::<Vec<_>>().into_iter()))
    }
    fn related<'b>(&'b self) -> Option<Box<dyn Iterator<Item = &'b dyn Diagnostic> + 'b>> {
        if self.related.is_empty() {
            return self.inner.related();
        }
        Some(Box::new(self.related.iter().map(|r| r as &dyn Diagnostic)))
    }
    fn diagnostic_source(&self) -> Option<&dyn Diagnostic> {
        self.inner.diagnostic_source()
    }
}

/// The diagnostic drawn by the handler the command line installed.
struct Drawn<'a>(&'a dyn ReportHandler, &'a dyn Diagnostic);

impl fmt::Debug for Drawn<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.debug(self.1, f)
    }
}

/// The report as a reader of `m`'s language is shown it.
pub(crate) fn rendered(report: &miette::Report, m: &Messages) -> String {
    if m.lang() == Lang::En {
        return format!("{report:?}");
    }
    let inner: &dyn Diagnostic = report.as_ref();
    let worded = match told(report) {
        Some(told) => Worded::told(inner, &told, m),
        None => Worded::headed(inner, m),
    };
    format!("{:?}", Drawn(&handler(), &worded))
}

/// The report's message alone, as a reader of `m`'s language is shown it
/// (a line of the summary).
pub(crate) fn message(report: &miette::Report, m: &Messages) -> String {
    if m.lang() == Lang::En {
        return report.to_string();
    }
    match told(report) {
        Some(told) => m.said(&told.message),
        None => Worded::headed(report.as_ref(), m).message,
    }
}

/// The sentences of a diagnostic of one of caipan's own types.
fn told(report: &miette::Report) -> Option<Told> {
    if let Some(e) = report.downcast_ref::<RecordError>() {
        return Some(e.told());
    }
    if let Some(e) = report.downcast_ref::<RulesetError>() {
        return Some(e.told());
    }
    if let Some(e) = report.downcast_ref::<InputError>() {
        return Some(e.told());
    }
    if let Some(e) = report.downcast_ref::<CliError>() {
        return Some(e.told());
    }
    if let Some(e) = report.downcast_ref::<TournamentError>() {
        return Some(e.told());
    }
    report.downcast_ref::<Stated>().map(Tell::told)
}

/// How diagnostics are drawn: wrapped between words only, so that an
/// edition id or an event name (`clock-before-move`) is never split at its
/// hyphen.
pub(crate) fn handler() -> miette::MietteHandler {
    miette::MietteHandlerOpts::new()
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false)
        .build()
}
