//! One run of `caipan check` as it goes: each path's games written as they
//! are judged (text, JSON lines, JSON: each game's report streamed as it is
//! made, never held whole) or kept for the end (the HTML report), what could
//! not be judged reported in the format's place, the summary and the exit
//! code at the end.

use super::CheckFormat;
use super::check_options::{CheckOptions, GameOutcome, Judged, PathGames};
use super::commands::{exit, failed};
use super::output::{Fail, Out, Outcome, show};
use super::summary::Summary;
use caipan::error::Stated;
use caipan::judgement::Judgement;
use caipan::render;
use caipan::render::error::ErrorObject;
use caipan::render::json::Entry;
use caipan::said;

/// A run of `check` under way.
pub(super) struct Run<'o> {
    pub out: &'o mut Out,
    options: &'o CheckOptions,
    /// For JSON: the entries so far, and the first of them, held until a
    /// second shows whether the output is one object or an array.
    entries: usize,
    first: Option<Result<Judgement, ErrorObject>>,
    /// For `--html`: the report, each record's part rendered as it is
    /// judged (no judgement kept), written at the end.
    report: Option<render::html::Report>,
    pub summary: Summary,
    /// Some input was not judged (exit code 2).
    unusable: bool,
    /// Some judgement found a violation (exit code 1).
    violation: bool,
    games: usize,
    /// More than one input: a blank line between judgements, a summary.
    many: bool,
}

impl<'o> Run<'o> {
    pub fn new(out: &'o mut Out, options: &'o CheckOptions, many: bool) -> Run<'o> {
        Run {
            out,
            options,
            entries: 0,
            first: None,
            report: options
                .html
                .is_some()
                .then(|| render::html::Report::new(options.words)),
            summary: Summary::default(),
            unusable: false,
            violation: false,
            games: 0,
            many,
        }
    }

    /// Entries passed over under directories, and directories without a
    /// record: each is input not judged, in the summary and the exit code.
    pub fn passed_over(
        &mut self,
        skipped: &[(String, caipan::error::Said)],
        empty: &[String],
    ) -> Result<(), Fail> {
        self.unusable |= !skipped.is_empty();
        for (name, why) in skipped {
            let report = miette::Report::new(Stated::new(
                "caipan::input::skipped",
                said!("cli-not-read", name = name, why = why).nested("why", why),
                said!("cli-not-read-help"),
            ));
            self.emit_failure(failed(self.options.words, report, name))?;
        }
        for dir in empty {
            let passed = skipped
                .iter()
                .filter(|(n, _)| n.starts_with(dir.as_str()))
                .count();
            let message = match passed {
                0 => said!("cli-no-records", dir = dir),
                n => said!("cli-no-records-passed-over", dir = dir, n = n),
            };
            let report = miette::Report::new(Stated::new(
                "caipan::input::no_records",
                message,
                said!("cli-no-records-help"),
            ));
            self.fail(dir, report)?;
        }
        Ok(())
    }

    /// Input that could not be judged: counted, summarised, written.
    fn fail(&mut self, name: &str, report: miette::Report) -> Result<(), Fail> {
        self.unusable = true;
        let worded = super::worded::message(&report, self.options.words);
        let e = failed(self.options.words, report, name);
        self.summary.failed(name, &e, worded);
        self.emit_failure(e)
    }

    /// A failure in the output format's place.
    fn emit_failure(&mut self, e: ErrorObject) -> Result<(), Fail> {
        match self.options.format {
            CheckFormat::Json => self.json_entry(Err(e))?,
            CheckFormat::Jsonl => self.json_line(&Entry::failed(e))?,
            CheckFormat::Text => {}
        }
        Ok(())
    }

    /// The games of one path, or why it could not be read.
    pub fn path(&mut self, path: &str, outcome: PathGames) -> Result<(), Fail> {
        match outcome {
            Ok(list) => list
                .into_iter()
                .try_for_each(|(name, outcome)| self.game(&name, outcome)),
            Err(Fail::Pipe) => Err(Fail::Pipe),
            Err(Fail::Report(report)) => self.fail(path, report),
        }
    }

    /// One game: its judgement (a defective record's diagnostic shown
    /// first), or why it was not judged.
    fn game(&mut self, name: &str, outcome: GameOutcome) -> Result<(), Fail> {
        self.games += 1;
        match outcome {
            Ok(Judged {
                judgement,
                defect,
                text,
            }) => {
                if let Some(d) = defect {
                    show(&miette::Report::new(*d), self.options.words);
                    self.unusable = true;
                }
                self.judgement(judgement, text)
            }
            Err(Fail::Pipe) => Err(Fail::Pipe),
            Err(Fail::Report(report)) => self.fail(name, report),
        }
    }

    /// A judgement counted and written (or kept) in the output's format;
    /// `text`, its text made already where the output is text.
    fn judgement(&mut self, mut j: Judgement, text: Option<String>) -> Result<(), Fail> {
        self.violation |= j.has_violation();
        self.summary.judged(&j, self.options.words);
        let nothing = j.findings.is_empty() && j.defect.is_none();
        if let Some(report) = &mut self.report {
            // `--only-findings` leaves the records with nothing to report
            // out of the page as out of the standard output; it counts them.
            if self.options.only_findings && nothing {
                report.left_out(1);
            } else {
                report.add(&j);
            }
        }
        // Diagrams drawn for the HTML report are not the standard
        // output's unless `--board` asks.
        if !self.options.board {
            j.boards.clear();
        }
        if (self.options.summary && matches!(self.options.format, CheckFormat::Text))
            || (self.options.only_findings && nothing)
        {
            return Ok(());
        }
        match self.options.format {
            _ if self.options.expect => self.out.put(&render::expect::block(&j))?,
            CheckFormat::Text => {
                let out = &mut *self.out;
                match text {
                    Some(text) => out.put(&text)?,
                    None => render::text::judgement_in_parts(self.options.words, &j, |part| {
                        out.put(part)
                    })?,
                }
                if self.many || self.games > 1 {
                    self.out.put("\n")?;
                }
            }
            CheckFormat::Jsonl => self.json_line(&Entry::judged(&j))?,
            CheckFormat::Json => self.json_entry(Ok(j))?,
        }
        Ok(())
    }

    /// One entry on a line of its own, written as it is serialised.
    fn json_line(&mut self, entry: &Entry<'_>) -> Result<(), Fail> {
        self.out
            .json(|w| render::json::write_entry_line(w, entry))?;
        self.out.put("\n")
    }

    /// One entry of the JSON output: the first held, then each written as
    /// an element of the array as soon as there are two (byte for byte
    /// what [`render::json::entries`] writes for the whole list).
    fn json_entry(&mut self, entry: Result<Judgement, ErrorObject>) -> Result<(), Fail> {
        self.entries += 1;
        if self.entries == 1 {
            self.first = Some(entry);
            return Ok(());
        }
        if let Some(first) = self.first.take() {
            self.out.put("[\n  ")?;
            write_pretty(self.out, first, true)?;
        }
        self.out.put(",\n  ")?;
        write_pretty(self.out, entry, true)
    }

    /// The HTML report, the JSON array or the summary, and the exit code.
    pub fn finish(self) -> Outcome {
        if let (Some(path), Some(report)) = (&self.options.html, self.report) {
            super::output::write_file(path, &report.finish())?;
        }
        match self.options.format {
            CheckFormat::Json => {
                match self.first {
                    Some(one) => write_pretty(self.out, one, false)?,
                    None if self.entries == 0 => self.out.put("[]")?,
                    None => self.out.put("\n]")?,
                }
                self.out.put("\n")?;
            }
            CheckFormat::Jsonl => {
                self.out.put(&self.summary.json())?;
                self.out.put("\n")?;
            }
            _ if self.options.expect => {}
            // A summary when more than one game was judged.
            CheckFormat::Text if self.games > 1 || self.many => {
                self.out.put(&self.summary.text(self.options.words))?
            }
            CheckFormat::Text => {}
        }
        Ok(exit(self.unusable, self.violation))
    }
}

/// A judgement or a failure as pretty JSON, streamed into the output.
fn write_pretty(
    out: &mut Out,
    entry: Result<Judgement, ErrorObject>,
    in_array: bool,
) -> Result<(), Fail> {
    let judgement;
    let entry = match entry {
        Ok(j) => {
            judgement = j;
            Entry::judged(&judgement)
        }
        Err(e) => Entry::failed(e),
    };
    out.json(|w| render::json::write_entry(w, &entry, in_array))
}
