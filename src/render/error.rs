//! Diagnostics as JSON for machines: the same code, place, message and help
//! a person sees, as an object. Related problems (a ruleset with several)
//! come as a list under `related`.

use miette::Diagnostic;
use serde::Serialize;

/// The JSON schema id of error objects.
pub const SCHEMA: &str = "caipan/error/1";

/// One diagnostic, located where it has a label.
#[derive(Serialize, Debug, Clone)]
pub struct ErrorObject {
    /// The miette code (`caipan::record::syntax`).
    pub code: Option<String>,
    /// The file the error is in.
    pub file: Option<String>,
    /// Line (1-based).
    pub line: Option<usize>,
    /// Column (1-based, characters).
    pub column: Option<usize>,
    /// What is wrong.
    pub message: String,
    /// The label under the location.
    pub label: Option<String>,
    /// How to put it right.
    pub help: Option<String>,
    /// Further problems reported with it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<ErrorObject>,
}

/// Describe a diagnostic; `file` names the input when the diagnostic has
/// no source of its own (a file that could not be read at all).
pub fn object(d: &dyn Diagnostic, file: Option<&str>) -> ErrorObject {
    let mut out = ErrorObject {
        code: d.code().map(|c| c.to_string()),
        file: file.map(str::to_string),
        line: None,
        column: None,
        message: d.to_string(),
        label: None,
        help: d.help().map(|h| h.to_string()),
        related: d
            .related()
            .map(|r| r.map(|x| object(x, file)).collect())
            .unwrap_or_default(),
    };
    let label = d.labels().and_then(|mut l| l.next());
    if let (Some(label), Some(src)) = (label, d.source_code()) {
        out.label = label.label().map(str::to_string);
        if let Ok(contents) = src.read_span(label.inner(), 0, 0) {
            out.line = Some(contents.line() + 1);
            out.column = Some(contents.column() + 1);
            if let Some(name) = contents.name() {
                out.file = Some(name.to_string());
            }
        }
    }
    out
}

#[derive(Serialize)]
struct Versioned<'a> {
    schema: &'static str,
    file: Option<&'a str>,
    error: &'a ErrorObject,
}

/// A pretty JSON error object with its schema, for one input.
pub fn json(d: &dyn Diagnostic, file: Option<&str>) -> String {
    let error = object(d, file);
    let file = error.file.as_deref().or(file);
    super::json_text::pretty(&Versioned {
        schema: SCHEMA,
        file,
        error: &error,
    })
}
