//! An engine as a bounded child process: its standard output read by a
//! thread of its own into a channel, line by line, each line and each
//! answer capped; a question waits for its answer at most the time given.
//! The process is killed when the engine is dropped.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::time::{Duration, Instant};

/// What an engine may cost the referee.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    /// Longest a line may be, in bytes; a longer one is a fault.
    pub line_bytes: usize,
    /// Most lines one answer may have.
    pub answer_lines: usize,
    /// Longest an engine may take to start answering a question.
    pub answer_time: Duration,
}

impl Default for Bounds {
    /// 4 KiB a line (a GTP answer is a vertex or a list of them), 400
    /// lines an answer (a 19×19 board shown whole is 22), 30 s an answer.
    fn default() -> Bounds {
        Bounds {
            line_bytes: 4096,
            answer_lines: 400,
            answer_time: Duration::from_secs(30),
        }
    }
}

/// Why an engine gave no usable answer.
#[derive(Debug, PartialEq, Eq)]
pub enum Fault {
    /// The command line could not be started (the system's reason).
    NotStarted(String),
    /// The process started without a standard output to read.
    NoOutput,
    /// No answer in the time allowed.
    Silent(Duration),
    /// The process ended (or closed its output) before answering.
    Ended,
    /// A line over its bound.
    LineTooLong,
    /// An answer of more lines than its bound.
    AnswerTooLong,
    /// Bytes that are not text.
    NotText,
    /// Text that is not an answer of its protocol (quoted short).
    Malformed(String),
}

impl Fault {
    /// Why, as a sentence the reader's language words.
    pub fn said(&self) -> caipan::error::Said {
        use caipan::said;
        match self {
            Fault::NotStarted(why) => said!("referee-fault-not-started", why = why),
            Fault::NoOutput => said!("referee-fault-no-output"),
            Fault::Silent(time) => said!("referee-fault-silent", time = format!("{time:?}")),
            Fault::Ended => said!("referee-fault-ended"),
            Fault::LineTooLong => said!("referee-fault-line-too-long"),
            Fault::AnswerTooLong => said!("referee-fault-answer-too-long"),
            Fault::NotText => said!("referee-fault-not-text"),
            Fault::Malformed(answer) => said!("referee-fault-malformed", answer = answer),
        }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.said().english())
    }
}

impl std::error::Error for Fault {}

/// A line the reading thread passes on, or why it stopped.
enum Read1 {
    Line(String),
    Stopped(Fault),
}

/// A running engine.
pub struct Engine {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<Read1>,
    bounds: Bounds,
}

impl Engine {
    /// Start `program` with `args`, its standard error discarded (an
    /// engine's chatter there is its own).
    pub fn start(program: &str, args: &[String], bounds: Bounds) -> Result<Engine, Fault> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Fault::NotStarted(e.to_string()))?;
        let input = child.stdin.take();
        let output = child.stdout.take().ok_or(Fault::NoOutput)?;
        // A small channel: the thread stops reading when the referee is
        // not asking, so an engine that floats lines costs a few of them.
        let (send, lines) = sync_channel(64);
        let line_bytes = bounds.line_bytes;
        std::thread::Builder::new()
            .name("caipan-engine-output".into())
            .spawn(move || {
                let mut reader = BufReader::new(output);
                loop {
                    let read = read_line(&mut reader, line_bytes);
                    let stop = matches!(read, Read1::Stopped(_));
                    if send.send(read).is_err() || stop {
                        return;
                    }
                }
            })
            .map_err(|e| Fault::NotStarted(e.to_string()))?;
        Ok(Engine {
            child,
            input,
            lines,
            bounds,
        })
    }

    /// Send one line (a newline is added).
    pub fn send(&mut self, line: &str) -> Result<(), Fault> {
        let input = self.input.as_mut().ok_or(Fault::Ended)?;
        writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .map_err(|_| Fault::Ended)
    }

    /// The next line the engine writes, waiting until `deadline`.
    pub fn line(&mut self, deadline: Instant) -> Result<String, Fault> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(Read1::Line(l)) => Ok(l),
            Ok(Read1::Stopped(f)) => Err(f),
            Err(RecvTimeoutError::Timeout) => Err(Fault::Silent(self.bounds.answer_time)),
            Err(RecvTimeoutError::Disconnected) => Err(Fault::Ended),
        }
    }

    /// The bounds it runs under.
    pub fn bounds(&self) -> Bounds {
        self.bounds
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        // Closing its input first lets a well-behaved engine end; a hung
        // one is killed either way.
        self.input = None;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One line of at most `most` bytes (its `\r\n` or `\n` taken off).
fn read_line(reader: &mut impl BufRead, most: usize) -> Read1 {
    let mut bytes = Vec::new();
    let limit = u64::try_from(most).unwrap_or(u64::MAX).saturating_add(2);
    match reader.by_ref().take(limit).read_until(b'\n', &mut bytes) {
        Ok(0) => return Read1::Stopped(Fault::Ended),
        Ok(_) => {}
        Err(_) => return Read1::Stopped(Fault::Ended),
    }
    if !bytes.ends_with(b"\n") && bytes.len() > most {
        return Read1::Stopped(Fault::LineTooLong);
    }
    while bytes.last().is_some_and(|b| matches!(b, b'\n' | b'\r')) {
        bytes.pop();
    }
    match String::from_utf8(bytes) {
        Ok(line) => Read1::Line(line),
        Err(_) => Read1::Stopped(Fault::NotText),
    }
}

/// The most characters of an engine's text a fault quotes.
const QUOTED: usize = 60;

/// An engine's text as a fault quotes it: at most [`QUOTED`] characters.
pub(crate) fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        None => text.to_string(),
        Some((at, _)) => format!("{}…", &text[..at]),
    }
}
