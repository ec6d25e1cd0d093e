//! A game file of many games (an SGF collection, a RenjuNet `.rif`) judged
//! a batch of games at a time, each batch written before the next is read:
//! what `check` holds is the file's text and one batch, however many games
//! the file has. The file is first read whole for its syntax (and counted)
//! without a record made, so a file that does not parse is refused as a
//! whole, before any game is written, exactly as a small one is; only then
//! are its games made, judged and written. A file under [`STREAM_BYTES`]
//! or of at most a batch of games is read the usual way (`inputs.rs`).

use super::check_options::GameOutcome;
use super::inputs::Input;
use super::output::Fail;
use caipan::error::Text;

/// Files smaller than this are read the usual way: at 1 MB a collection's
/// records and judgements are a few tens of megabytes at most.
pub(super) const STREAM_BYTES: u64 = 1 << 20;

/// A game file of many games, read for its syntax and counted.
pub(super) enum Many {
    Sgf(caipan::sgf::Collection),
    Rif(caipan::gamefiles::rif::Collection),
}

impl Many {
    /// `path` as a file of more than `batch` games, if it is one (a file
    /// that cannot be read or does not parse is left to the usual reading,
    /// which reports it).
    pub(super) fn of(path: &str, batch: usize) -> Option<Many> {
        if path == "-" {
            return None;
        }
        let size = std::fs::metadata(path).ok()?.len();
        if size < STREAM_BYTES {
            return None;
        }
        let bytes = caipan::input::read_bytes(path, caipan::input::RECORD_LIMIT).ok()?;
        let many = if caipan::sgf::looks_like_sgf(path, &bytes) {
            Many::Sgf(caipan::sgf::Collection::read(path, &bytes).ok()?)
        } else if caipan::gamefiles::rif::looks_like_rif(path, &bytes) {
            Many::Rif(caipan::gamefiles::rif::Collection::read(path, &bytes).ok()?)
        } else {
            return None;
        };
        (many.games() > batch).then_some(many)
    }

    fn games(&self) -> usize {
        match self {
            Many::Sgf(c) => c.games,
            Many::Rif(c) => c.games,
        }
    }

    fn text(&self) -> &Text {
        match self {
            Many::Sgf(c) => &c.text,
            Many::Rif(c) => &c.text,
        }
    }

    /// Each game, in order, to `each` (which says whether to go on).
    fn each(
        &self,
        path: &str,
        each: impl FnMut(caipan::sgf::Game) -> bool,
    ) -> Result<(), Box<caipan::error::RecordError>> {
        match self {
            Many::Sgf(c) => c.each(path, each),
            Many::Rif(c) => c.each(path, each),
        }
    }

    /// Judge the games `batch` at a time with `judge`, each batch handed
    /// to `write` before the next is made; the first failure to write
    /// stops the reading.
    pub(super) fn judge(
        &self,
        path: &str,
        batch: usize,
        judge: &mut dyn FnMut(Vec<Input>) -> Vec<(String, GameOutcome)>,
        write: &mut dyn FnMut(Vec<(String, GameOutcome)>) -> Result<(), Fail>,
    ) -> Result<(), Fail> {
        let mut inputs = Vec::with_capacity(batch);
        let mut failed = None;
        let mut made = 0;
        let read = self.each(path, |game| {
            made += 1;
            inputs.push(Input {
                name: format!("{path}#{made}"),
                text: self.text().clone(),
                record: game.map_err(Fail::from),
                game_file: true,
            });
            if inputs.len() < batch {
                return true;
            }
            failed = write(judge(std::mem::take(&mut inputs))).err();
            failed.is_none()
        });
        if let Some(e) = failed {
            return Err(e);
        }
        read.map_err(Fail::from)?;
        write(judge(inputs))
    }
}
