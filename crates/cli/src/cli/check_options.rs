//! What a `check` run is asked (the options beside the edition and the
//! files) and what one path yields: shared by the run's reading
//! ([`super::check`]) and its writing ([`super::check_run`]), which know
//! nothing of each other beyond these.

use super::output::Fail;
use super::{CheckFormat, Judging, KomiFrom};
use caipan::judgement::Judgement;

/// How `check` reads and writes, beside the edition and the files.
pub(crate) struct CheckOptions {
    /// The output format.
    pub format: CheckFormat,
    /// `--as`, if given.
    pub judging: Option<Judging>,
    /// `--glob` patterns choosing the files under directories.
    pub globs: Vec<String>,
    /// `-L`: symbolic links under directories are followed.
    pub follow: bool,
    /// `--expect`: each judgement as a case file's expectation block.
    pub expect: bool,
    /// `--board`: the position at each finding, in the text output.
    pub board: bool,
    /// `--only-findings`: records with nothing to report are not printed.
    pub only_findings: bool,
    /// `--summary`: only the run's summary is printed.
    pub summary: bool,
    /// `--html OUT`: every judgement also written as one HTML report.
    pub html: Option<String>,
    /// `--komi`: the edition's komi, or the record's own.
    pub komi: KomiFrom,
    /// `--edition-from-sgf`, with the `--rules-map` file if given.
    pub from_rules: Option<Option<String>>,
    /// The language of the text and the page (`--lang`); JSON is the same
    /// in every language.
    pub words: &'static caipan::render::messages::Messages,
}

/// One game's judgement (with the record's defect, if any), or why there is none.
pub(crate) type GameOutcome = Result<Judged, Fail>;

/// One game judged: its judgement, the record's defect if any, and the
/// judgement's text where the run writes it as text — made on the judging
/// thread, so that the thread writing the output in order only copies it.
pub(crate) struct Judged {
    pub judgement: Judgement,
    pub defect: Option<Box<caipan::error::RecordError>>,
    pub text: Option<String>,
}

/// The most findings a judgement's text is made for on the judging
/// thread: a longer one is written a part at a time by the writing thread
/// (its text is never held whole).
const MADE_AHEAD: usize = 1_000;

impl Judged {
    /// `judgement` and `defect`, the text made now where `options` write
    /// this judgement as plain text (no page, no expectations, no
    /// summary alone, not left out as having nothing to report).
    pub fn new(
        judgement: Judgement,
        defect: Option<Box<caipan::error::RecordError>>,
        options: &CheckOptions,
    ) -> Judged {
        let nothing = judgement.findings.is_empty() && judgement.defect.is_none();
        let as_text = matches!(options.format, CheckFormat::Text)
            && !options.expect
            && !options.summary
            && options.html.is_none()
            && !(options.only_findings && nothing)
            && judgement.findings.len() <= MADE_AHEAD;
        let text = as_text.then(|| {
            let mut text = String::new();
            let _ = caipan::render::text::judgement_in_parts(options.words, &judgement, |part| {
                text.push_str(part);
                Ok::<(), ()>(())
            });
            text
        });
        Judged {
            judgement,
            defect,
            text,
        }
    }
}

/// The games of one path, by name; or why the path cannot be read.
pub(crate) type PathGames = Result<Vec<(String, GameOutcome)>, Fail>;
