//! Every diagnostic caipan can show a user, with stable miette codes, labelled
//! spans into the file that caused it, and a help line.

use miette::{Diagnostic, MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use std::sync::Arc;
use thiserror::Error;

/// How many bytes of a line a diagnostic quotes on each side of its label,
/// and the longest label: a diagnostic in a 50 MB line or a one-line YAML
/// file shows a bounded excerpt, never the whole line.
pub const EXCERPT_BYTES: usize = 96;
/// Longest label a diagnostic underlines, in bytes.
pub const LABEL_BYTES: usize = 120;
/// Longest piece of user text quoted inside a message, in characters.
pub const QUOTE_CHARS: usize = 60;

/// A source file kept for diagnostics. Cloning shares the text. Reading a
/// span yields a bounded excerpt around it with the true line and column,
/// so long lines cost nothing to render and cannot overflow the renderer.
#[derive(Clone)]
pub struct Source {
    name: Arc<str>,
    text: Arc<str>,
}

impl std::fmt::Debug for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Source({:?}, {} bytes)", self.name, self.text.len())
    }
}

pub fn source(name: &str, text: &str) -> Source {
    Source {
        name: name.into(),
        text: text.into(),
    }
}

impl Source {
    /// The file's name as given on the command line.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        line_col(&self.text, offset)
    }
}

/// 1-based line and column (in characters) of a byte offset of `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = floor_boundary(text, offset.min(text.len()));
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    (line, text[line_start..offset].chars().count() + 1)
}

/// The largest char boundary at or before `i`.
pub fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The smallest char boundary at or after `i`.
pub fn ceil_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// A label span inside `text`: clamped to the text, on char boundaries,
/// at most [`LABEL_BYTES`] long.
pub fn span(text: &str, start: usize, len: usize) -> SourceSpan {
    let start = floor_boundary(text, start);
    let end = floor_boundary(text, start.saturating_add(len.min(LABEL_BYTES)));
    let end = if end == start && start < text.len() && len > 0 {
        ceil_boundary(text, start + 1)
    } else {
        end
    };
    (start, end - start).into()
}

/// Longest message of a diagnostic, in characters (names inside it come
/// from user files and may be of any length).
pub const MESSAGE_CHARS: usize = 300;
/// Longest help line, in characters (it may list every declared event).
pub const HELP_CHARS: usize = 1200;

/// A message cut to [`MESSAGE_CHARS`].
pub fn message(text: String) -> String {
    if text.len() <= MESSAGE_CHARS {
        text
    } else {
        quote_at_most(&text, MESSAGE_CHARS)
    }
}

/// A help line cut to [`HELP_CHARS`].
pub fn help(text: String) -> String {
    if text.len() <= HELP_CHARS {
        text
    } else {
        quote_at_most(&text, HELP_CHARS)
    }
}

/// User text quoted in a message: at most [`QUOTE_CHARS`] characters.
pub fn quote(text: &str) -> String {
    quote_at_most(text, QUOTE_CHARS)
}

/// User text quoted with at most `chars` characters.
pub fn quote_at_most(text: &str, chars: usize) -> String {
    match text.char_indices().nth(chars) {
        None => text.to_string(),
        Some((i, _)) => format!("{}… ({} bytes)", &text[..i], text.len()),
    }
}

impl SourceCode for Source {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let text: &str = &self.text;
        if span.offset() > text.len() {
            return Err(MietteError::OutOfBounds);
        }
        let start = floor_boundary(text, span.offset());
        let end = floor_boundary(text, span.offset().saturating_add(span.len()));
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[end..].find('\n').map_or(text.len(), |i| end + i);
        if context_lines_before == 0 && context_lines_after == 0 {
            // The span itself (miette reads the label's line and column so).
            let to = floor_boundary(text, end.min(start.saturating_add(LABEL_BYTES)));
            let (line, column) = line_col(text, start);
            return Ok(Box::new(MietteSpanContents::new_named(
                self.name.to_string(),
                &text.as_bytes()[start..to],
                (start, to - start).into(),
                line - 1,
                column - 1,
                0,
            )));
        }
        // Cut long lines around the span.
        let mut from = floor_boundary(text, start.saturating_sub(EXCERPT_BYTES).max(line_start));
        let mut to = ceil_boundary(text, end.saturating_add(EXCERPT_BYTES).min(line_end));
        // Whole short lines of context, when the span's line was not cut.
        if from == line_start {
            for _ in 0..context_lines_before {
                if from == 0 {
                    break;
                }
                let prev = text[..from - 1].rfind('\n').map_or(0, |i| i + 1);
                if from - prev > 2 * EXCERPT_BYTES {
                    break;
                }
                from = prev;
            }
        }
        if to == line_end {
            for _ in 0..context_lines_after {
                if to >= text.len() {
                    break;
                }
                let next = text[to + 1..].find('\n').map_or(text.len(), |i| to + 1 + i);
                if next - to > 2 * EXCERPT_BYTES {
                    break;
                }
                to = next;
            }
        }
        let (line, column) = line_col(text, from);
        let line_count = text[from..to].bytes().filter(|&b| b == b'\n').count();
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.to_string(),
            &text.as_bytes()[from..to],
            (from, to - from).into(),
            line - 1,
            column - 1,
            line_count,
        )))
    }
}

/// A record that cannot be read or judged.
#[derive(Debug, Error, Diagnostic)]
pub enum RecordError {
    #[error("the record does not parse: {message}")]
    #[diagnostic(code(caipan::record::syntax), help("{help}"))]
    Syntax {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("{message}")]
    #[diagnostic(code(caipan::record::invalid), help("{help}"))]
    Invalid {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("defective record: {message}")]
    #[diagnostic(code(caipan::record::defective), help("{help}"))]
    Defective {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("no edition chosen for {file}")]
    #[diagnostic(
        code(caipan::record::no_edition),
        help(
            "add a header tag [Edition \"ID\"] or pass --edition ID; `caipan editions` lists the ids"
        )
    )]
    NoEdition {
        file: String,
        #[source_code]
        src: Source,
        #[label("no [Edition \"…\"] tag in the header")]
        span: SourceSpan,
    },
    #[error("the record names the unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::record::unknown_edition),
        help(
            "built-in editions: {known}; a ruleset file is chosen on the command line with --edition PATH, never by a record"
        )
    )]
    UnknownEdition {
        id: String,
        known: String,
        #[source_code]
        src: Source,
        #[label("not a built-in edition")]
        span: SourceSpan,
    },
}

impl RulesetError {
    /// All problems found in one file, as one diagnostic; at most
    /// [`MAX_LISTED`] are listed (a generated file may have thousands).
    pub fn all(file: &str, mut problems: Vec<RulesetError>) -> Option<Box<RulesetError>> {
        match problems.len() {
            0 => None,
            1 => problems.pop().map(Box::new),
            count => {
                problems.truncate(MAX_LISTED);
                Some(Box::new(RulesetError::Many {
                    file: quote(file),
                    count,
                    problems,
                }))
            }
        }
    }
}

/// Most problems listed in one diagnostic.
pub const MAX_LISTED: usize = 50;

/// A file that cannot be read as input.
#[derive(Debug, Error, Diagnostic)]
pub enum InputError {
    #[error("cannot read {path}: no such file")]
    #[diagnostic(
        code(caipan::input::not_found),
        help("check the path; it is relative to the current directory")
    )]
    NotFound { path: String },
    #[error("cannot read {path}: it is {kind}")]
    #[diagnostic(
        code(caipan::input::not_regular),
        help("caipan reads regular files only; copy the input into a file first")
    )]
    NotRegular { path: String, kind: &'static str },
    #[error("cannot read {path}: {size} bytes is more than the limit of {limit} bytes")]
    #[diagnostic(
        code(caipan::input::too_large),
        help("split the input into several files; the README lists the size limits")
    )]
    TooLarge { path: String, size: u64, limit: u64 },
    #[error("cannot read {path}: {cause}")]
    #[diagnostic(code(caipan::input::io), help("check the path and its permissions"))]
    Io { path: String, cause: String },
    #[error("the file is not UTF-8 text: byte 0x{byte:02X} cannot start or continue a character")]
    #[diagnostic(
        code(caipan::input::not_utf8),
        help("save the file as UTF-8 (for GBK text: iconv -f GBK -t UTF-8 FILE)")
    )]
    NotUtf8 {
        #[source_code]
        src: Source,
        #[label("first invalid byte")]
        span: SourceSpan,
        byte: u8,
    },
}

/// A ruleset (edition or supplement) that cannot be loaded.
#[derive(Debug, Error, Diagnostic)]
pub enum RulesetError {
    #[error("the ruleset is not valid YAML for caipan: {message}")]
    #[diagnostic(code(caipan::ruleset::yaml), help("{help}"))]
    Yaml {
        #[source_code]
        src: Source,
        #[label("here")]
        span: Option<SourceSpan>,
        message: String,
        help: String,
    },
    #[error("{message}")]
    #[diagnostic(code(caipan::ruleset::invalid), help("{help}"))]
    Invalid {
        #[source_code]
        src: Source,
        #[label("{label}")]
        span: SourceSpan,
        message: String,
        label: String,
        help: String,
    },
    #[error("{count} problems in ruleset {file}")]
    #[diagnostic(
        code(caipan::ruleset::problems),
        help("fix each problem listed below (at most the first 50 are listed)")
    )]
    Many {
        file: String,
        count: usize,
        #[related]
        problems: Vec<RulesetError>,
    },
    #[error("{message}")]
    #[diagnostic(code(caipan::ruleset::duplicate), help("{help}"))]
    Duplicate {
        #[source_code]
        src: Source,
        #[label("first here")]
        first: SourceSpan,
        #[label(primary, "and again here")]
        second: SourceSpan,
        message: String,
        help: String,
    },
    #[error("unknown edition `{id}`")]
    #[diagnostic(
        code(caipan::ruleset::unknown_edition),
        help("built-in editions: {known}; or give the path of a ruleset YAML file")
    )]
    UnknownEdition { id: String, known: String },
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    #[error("the supplement extends {edition}, which is not being judged")]
    #[diagnostic(
        code(caipan::supplement::not_judged),
        help("add --edition {edition} (or --editions …,{edition}), or leave out the supplement")
    )]
    NotJudged {
        edition: String,
        #[source_code]
        src: Source,
        #[label("this edition is not judged in this run")]
        span: SourceSpan,
    },
}

/// Errors of the command line itself.
#[derive(Debug, Error, Diagnostic)]
pub enum CliError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Input(#[from] Box<InputError>),
    #[error("edition {edition} has no article or clause `{id}`")]
    #[diagnostic(
        code(caipan::cite::unknown_article),
        help(
            "articles are numbered `N`, clauses `N.M`, items `N.M.K`; try `caipan cite {edition}` to list them"
        )
    )]
    UnknownArticle { edition: String, id: String },
}

impl From<Box<InputError>> for Box<RulesetError> {
    fn from(e: Box<InputError>) -> Self {
        Box::new(RulesetError::Input(e))
    }
}

impl From<Box<InputError>> for Box<CliError> {
    fn from(e: Box<InputError>) -> Self {
        Box::new(CliError::Input(e))
    }
}
