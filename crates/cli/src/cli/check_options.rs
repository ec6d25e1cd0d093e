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
pub(crate) type GameOutcome = Result<(Judgement, Option<Box<caipan::error::RecordError>>), Fail>;

/// The games of one path, by name; or why the path cannot be read.
pub(crate) type PathGames = Result<Vec<(String, GameOutcome)>, Fail>;
