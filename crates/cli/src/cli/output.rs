//! Standard output and errors for the command line: a closed pipe ends the
//! run quietly, and diagnostics go to stderr without ever panicking.

use caipan::error::Stated;
use caipan::said;
use std::io::Write;
use std::process::ExitCode;

/// Why a command stopped early.
pub(crate) enum Fail {
    /// Unusable input or a broken ruleset: reported, exit code 2.
    Report(miette::Report),
    /// Standard output was closed by its reader.
    Pipe,
}

impl<E: miette::Diagnostic + Send + Sync + 'static> From<Box<E>> for Fail {
    fn from(e: Box<E>) -> Fail {
        Fail::Report(miette::Report::new(*e))
    }
}

impl From<miette::Report> for Fail {
    fn from(r: miette::Report) -> Fail {
        Fail::Report(r)
    }
}

pub(crate) type Outcome = Result<ExitCode, Fail>;

/// Buffered standard output that turns a closed pipe into [`Fail::Pipe`]
/// instead of a panic.
pub(crate) struct Out {
    w: std::io::BufWriter<std::io::Stdout>,
    /// Colour and wrapping for text meant for a person at a terminal.
    decoration: Option<super::style::Decoration>,
    /// Output held back until the run knows it may stand (see [`Out::hold`]).
    held: Option<Vec<u8>>,
    /// The buffer [`Out::json`] writes through, kept from one use to the next.
    scratch: Vec<u8>,
}

impl Out {
    pub(crate) fn new() -> Out {
        Out {
            w: std::io::BufWriter::new(std::io::stdout()),
            decoration: None,
            held: None,
            scratch: Vec::new(),
        }
    }

    /// Hold what follows back until [`Out::release`]: a run that can only
    /// learn at its end that it must fail (a supplement no record's edition
    /// took) writes nothing before it knows.
    pub(crate) fn hold(&mut self) {
        self.held.get_or_insert_with(Vec::new);
    }

    /// Write what was held back (`keep`), or drop it.
    pub(crate) fn release(&mut self, keep: bool) -> Result<(), Fail> {
        match self.held.take() {
            Some(bytes) if keep => self.w.write_all(&bytes).map_err(io_fail),
            _ => Ok(()),
        }
    }

    fn write_bytes(&mut self, bytes: &[u8]) -> Result<(), Fail> {
        self.write_all(bytes).map_err(io_fail)
    }

    /// Decorate what follows for a terminal, if standard output is one
    /// (text output for people only: never JSON, Markdown or tables).
    pub(crate) fn for_people(&mut self) {
        self.decoration = Some(super::style::Decoration::for_stdout());
    }

    pub(crate) fn put(&mut self, s: &str) -> Result<(), Fail> {
        match self.decoration {
            Some(d) if d.colour || d.width.is_some() => {
                let text = super::style::decorate(s, d);
                self.write_bytes(text.as_bytes())
            }
            _ => self.write_bytes(s.as_bytes()),
        }
    }

    pub(crate) fn flush(&mut self) -> Result<(), Fail> {
        self.w.flush().map_err(io_fail)
    }

    /// JSON written by `write` into the output as it is made, through a
    /// buffer the output keeps (serde_json writes a token at a time) and
    /// empties whenever it holds [`PART`] bytes: the memory a report costs
    /// is that, however long the report.
    pub(crate) fn json(
        &mut self,
        write: impl FnOnce(&mut Parts<'_>) -> serde_json::Result<()>,
    ) -> Result<(), Fail> {
        let mut buffer = std::mem::take(&mut self.scratch);
        let mut parts = Parts {
            out: self,
            buffer: &mut buffer,
        };
        // A closed pipe comes back as serde_json's I/O error, turned back
        // into the I/O error it wraps (anything else: the output's error).
        let written = write(&mut parts)
            .map_err(|e| io_fail(e.into()))
            .and_then(|()| parts.empty().map_err(io_fail));
        buffer.clear();
        self.scratch = buffer;
        written
    }
}

/// Bytes gathered before they go to the output (see [`Out::json`]).
const PART: usize = 64 * 1024;

/// The writer [`Out::json`] hands out: a buffer emptied into the output.
pub(crate) struct Parts<'a> {
    out: &'a mut Out,
    buffer: &'a mut Vec<u8>,
}

impl Parts<'_> {
    fn empty(&mut self) -> std::io::Result<()> {
        self.out.write_all(self.buffer)?;
        self.buffer.clear();
        Ok(())
    }
}

impl Write for Parts<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    // serde_json writes every token with `write_all`: one check, one copy.
    #[inline]
    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.buffer.extend_from_slice(buf);
        if self.buffer.len() >= PART {
            self.empty()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.empty()
    }
}

/// The output as a byte sink for writers that stream (JSON): held back
/// while [`Out::hold`] holds, else buffered to standard output.
impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.held {
            Some(held) => {
                held.extend_from_slice(buf);
                Ok(buf.len())
            }
            None => self.w.write(buf),
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.w.flush()
    }
}

pub(crate) fn io_fail(e: std::io::Error) -> Fail {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Fail::Pipe
    } else {
        Fail::Report(miette::Report::new(Stated::new(
            "caipan::output",
            said!("cli-cannot-write-output", e = e),
            said!("cli-cannot-write-output-help"),
        )))
    }
}

/// A diagnostic for people, on stderr; a closed stderr is ignored.
pub(crate) fn show(report: &miette::Report, m: &caipan::render::messages::Messages) {
    // Rendered whole, then written at once: standard error is unbuffered,
    // and miette writes a character at a time.
    let rendered = super::worded::rendered(report, m);
    let _ = writeln!(std::io::stderr().lock(), "{rendered}");
}

/// Write a report file (`--html`, `--svg`), or say why it cannot be.
pub(crate) fn write_file(path: &str, contents: &str) -> Result<(), Fail> {
    std::fs::write(path, contents).map_err(|e| {
        let help = match e.kind() {
            std::io::ErrorKind::NotFound => said!("cli-write-no-directory"),
            std::io::ErrorKind::PermissionDenied => {
                said!("cli-write-not-permitted")
            }
            std::io::ErrorKind::StorageFull => said!("cli-write-disk-full"),
            std::io::ErrorKind::IsADirectory => {
                said!("cli-write-a-directory")
            }
            _ => said!("cli-write-check-directory"),
        };
        Fail::Report(miette::Report::new(Stated::new(
            "caipan::output",
            said!("cli-cannot-write", path = path, e = e),
            help,
        )))
    })
}
