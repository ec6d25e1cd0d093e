//! A diagnostic for a reader of another language: its heading from the
//! catalogue by its stable code (`diag-caipan-record-syntax`: 棋谱格式错误),
//! then its particulars as caipan wrote them; the code, the help, the
//! labels and the source it points into are the diagnostic's own. English
//! shows the diagnostic as it is.

use caipan::render::messages::{Lang, Messages};
use miette::{Diagnostic, LabeledSpan, ReportHandler, Severity, SourceCode};
use std::fmt;

/// `inner` with a heading in the reader's language before its message.
struct Worded<'a> {
    inner: &'a dyn Diagnostic,
    message: String,
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
        self.inner.help()
    }
    fn url<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.inner.url()
    }
    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.inner.source_code()
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        self.inner.labels()
    }
    fn related<'b>(&'b self) -> Option<Box<dyn Iterator<Item = &'b dyn Diagnostic> + 'b>> {
        self.inner.related()
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
    let worded = Worded { inner, message };
    format!("{:?}", Drawn(&handler(), &worded))
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
