//! What the command line is handed: files, directories (every `.sgf`,
//! `.case`, `.psq` and `.rif` file under them, in sorted order) and `-` for
//! standard input. SGF, Gomocup's `.psq` and RenjuNet's `.rif` are told
//! from caipan's record format by extension or by their first characters;
//! a file of several games gives one input per game (`file#2`).

use super::output::Fail;
use caipan::error::Said;
use caipan::error::Stated;
use caipan::error::Text;
use caipan::input::{RECORD_LIMIT, not_empty, read_bytes, read_stdin, utf8};
use caipan::record::ast::Record;
use caipan::said;

/// The extensions a directory's files are judged by, without `--glob`.
pub(crate) const GAME_FILES: [&str; 4] = ["sgf", "case", "psq", "rif"];

/// One game to judge.
pub(crate) struct Input {
    /// The name shown for it: the path, with `#N` for the N-th game of a
    /// collection.
    pub name: String,
    /// The text its spans point into (decoded SGF, or the record), shared
    /// by the games of one collection rather than copied for each.
    pub text: Text,
    /// The record, or why it cannot be read.
    pub record: Result<Record, Fail>,
    /// Read from a game file (SGF, .psq, .rif), not caipan's record
    /// format: judged as played unless told otherwise.
    pub game_file: bool,
}

/// Which files under a directory are judged: by default every `.sgf` and
/// `.case` file; with `--glob`, the files the patterns select (a pattern
/// starting with `!` excludes). A pattern without `/` is matched against the
/// file's name, one with `/` against its path below the directory, as
/// ripgrep and `.gitignore` do. Files named on the command line are always
/// judged.
pub(crate) struct Selection {
    include: Option<(globset::GlobSet, globset::GlobSet)>,
    exclude: (globset::GlobSet, globset::GlobSet),
}

impl Selection {
    /// The selection the `--glob` patterns describe.
    pub(crate) fn new(globs: &[String]) -> Result<Selection, Fail> {
        let mut include = Sets::default();
        let mut exclude = Sets::default();
        for g in globs {
            let (sets, pattern) = match g.strip_prefix('!') {
                Some(rest) => (&mut exclude, rest),
                None => (&mut include, g.as_str()),
            };
            let glob = globset::GlobBuilder::new(pattern)
                .literal_separator(true)
                .case_insensitive(true)
                .build()
                .map_err(|e| {
                    Fail::Report(miette::Report::new(Stated::new(
                        "caipan::glob",
                        said!("cli-glob", g = g, why = e.kind()),
                        said!("cli-glob-help"),
                    )))
                })?;
            sets.any = true;
            if pattern.contains('/') {
                sets.path.add(glob);
            } else {
                sets.name.add(glob);
            }
        }
        let any_include = include.any;
        let include = include.build()?;
        Ok(Selection {
            include: any_include.then_some(include),
            exclude: exclude.build()?,
        })
    }

    /// Whether the file at `relative` (its path below the directory walked)
    /// is judged.
    fn selects(&self, relative: &std::path::Path) -> bool {
        let name = relative
            .file_name()
            .map(std::path::Path::new)
            .unwrap_or(relative);
        let hit = |(by_name, by_path): &(globset::GlobSet, globset::GlobSet)| {
            by_name.is_match(name) || by_path.is_match(relative)
        };
        if hit(&self.exclude) {
            return false;
        }
        match &self.include {
            Some(sets) => hit(sets),
            None => relative
                .extension()
                .is_some_and(|x| GAME_FILES.iter().any(|k| x.eq_ignore_ascii_case(k))),
        }
    }
}

/// Patterns being gathered, by what they are matched against.
struct Sets {
    name: globset::GlobSetBuilder,
    path: globset::GlobSetBuilder,
    any: bool,
}

impl Default for Sets {
    fn default() -> Sets {
        Sets {
            name: globset::GlobSetBuilder::new(),
            path: globset::GlobSetBuilder::new(),
            any: false,
        }
    }
}

impl Sets {
    fn build(self) -> Result<(globset::GlobSet, globset::GlobSet), Fail> {
        let built = |b: globset::GlobSetBuilder| {
            b.build().map_err(|e| {
                Fail::Report(miette::Report::new(Stated::new(
                    "caipan::glob",
                    said!("cli-glob-set", e = e),
                    said!("cli-glob-set-help"),
                )))
            })
        };
        Ok((built(self.name)?, built(self.path)?))
    }
}

/// The paths to judge, and the entries under directories that were
/// passed over, each with the reason.
#[derive(Default)]
pub(crate) struct Expanded {
    /// Paths with directories expanded, in the order given (each
    /// directory's selected files sorted).
    pub paths: Vec<String>,
    /// Entries under a directory the selection names but that are not
    /// read: a FIFO, a device, a socket, a broken link, a link loop.
    pub skipped: Vec<(String, Said)>,
    /// Directories with no record to judge (none the selection takes).
    pub empty: Vec<String>,
    /// Symbolic links under directories, not followed (without `-L`).
    pub links: Vec<String>,
    /// The paths named as they are (not found under a directory): read
    /// only once known to be regular files (see [`read_listed`]).
    pub named: std::collections::HashSet<String>,
}

/// Paths with directories expanded. Under a directory, a symbolic link is
/// not followed unless `follow` (ripgrep's convention: a record never
/// leads the reader outside the directory it was given); it is listed.
/// Followed, a link back to an ancestor is a loop, reported, not
/// followed. A FIFO, a device or a socket is never opened, only counted.
pub(crate) fn expand(paths: &[String], selection: &Selection, follow: bool) -> Expanded {
    let mut out = Expanded::default();
    for p in paths {
        if p == "-" || !std::path::Path::new(p).is_dir() {
            out.paths.push(p.clone());
            out.named.insert(p.clone());
            continue;
        }
        let mut found = Vec::new();
        for entry in walkdir::WalkDir::new(p).follow_links(follow) {
            match entry {
                Ok(e) if e.file_type().is_dir() => {}
                Ok(e) if e.path_is_symlink() && !follow => {
                    out.links.push(e.path().to_string_lossy().into_owned());
                }
                Ok(e) => {
                    let relative = e.path().strip_prefix(p).unwrap_or(e.path());
                    if !selection.selects(relative) {
                        continue;
                    }
                    let name = e.path().to_string_lossy().into_owned();
                    match not_a_file(e.file_type()) {
                        None => found.push(name),
                        Some(why) => out.skipped.push((name, why)),
                    }
                }
                Err(e) => {
                    let name = e
                        .path()
                        .map_or_else(|| p.clone(), |path| path.to_string_lossy().into_owned());
                    out.skipped.push((name, walk_error(&e)));
                }
            }
        }
        found.sort();
        if found.is_empty() {
            out.empty.push(p.clone());
        }
        out.paths.extend(found);
    }
    out.skipped.sort_by(|a, b| a.0.cmp(&b.0));
    out.links.sort();
    out
}

/// Why an entry of this type is not read, if it is not a regular file.
fn not_a_file(t: std::fs::FileType) -> Option<Said> {
    if t.is_file() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some(said!("cli-skipped-fifo"));
        }
        if t.is_socket() {
            return Some(said!("cli-skipped-socket"));
        }
        if t.is_block_device() || t.is_char_device() {
            return Some(said!("cli-skipped-device"));
        }
    }
    Some(said!("cli-skipped-not-regular"))
}

/// Why the walk could not go on at an entry.
fn walk_error(e: &walkdir::Error) -> Said {
    if let Some(ancestor) = e.loop_ancestor() {
        return said!("cli-skipped-link-loop", ancestor = ancestor.display());
    }
    match (e.io_error(), e.io_error().map(std::io::Error::kind)) {
        (_, Some(std::io::ErrorKind::NotFound)) => said!("cli-skipped-broken-link"),
        (Some(io), _) => said!("cli-skipped-unreadable", error = io),
        (None, _) => Said::verbatim(e.to_string()),
    }
}

/// The games of one path.
pub(crate) fn read_inputs(path: &str) -> Result<Vec<Input>, Fail> {
    let bytes = if path == "-" {
        read_stdin(RECORD_LIMIT)?
    } else {
        read_bytes(path, RECORD_LIMIT)?
    };
    inputs_of(path, bytes)
}

/// The games of one path of a run's list: one named as it is, as
/// [`read_inputs`] reads it; one a walk found a regular file, opened
/// first and checked as opened ([`caipan::input::read_found_file`]).
pub(crate) fn read_listed(
    path: &str,
    named: &std::collections::HashSet<String>,
) -> Result<Vec<Input>, Fail> {
    if named.contains(path) {
        return read_inputs(path);
    }
    let bytes = caipan::input::read_found_file(path, RECORD_LIMIT)?;
    inputs_of(path, bytes)
}

/// The games in the bytes read from `path`.
fn inputs_of(path: &str, bytes: Vec<u8>) -> Result<Vec<Input>, Fail> {
    let bytes = not_empty(path, bytes)?;
    if caipan::sgf::looks_like_sgf(path, &bytes) {
        let (text, games) = caipan::sgf::read(path, &bytes)?;
        return Ok(collection(path, text, games));
    }
    if caipan::gamefiles::rif::looks_like_rif(path, &bytes) {
        let (text, games) = caipan::gamefiles::rif::read(path, &bytes)?;
        return Ok(collection(path, text, games));
    }
    if caipan::gamefiles::psq::looks_like_psq(path, &bytes) {
        let (text, record) = caipan::gamefiles::psq::read(path, &bytes)?;
        return Ok(collection(path, text, vec![Ok(record)]));
    }
    let text = utf8(path, bytes)?;
    let record = caipan::record::parse(path, &text).map_err(Fail::from);
    Ok(vec![Input {
        name: path.to_string(),
        text: text.into(),
        record,
        game_file: false,
    }])
}

/// The games of one game file, each named `path#N` when there are several.
fn collection(
    path: &str,
    text: Text,
    games: Vec<Result<Record, Box<caipan::error::RecordError>>>,
) -> Vec<Input> {
    let many = games.len() > 1;
    games
        .into_iter()
        .enumerate()
        .map(|(i, g)| Input {
            name: if many {
                format!("{path}#{}", i + 1)
            } else {
                path.to_string()
            },
            text: text.clone(),
            record: g.map_err(Fail::from),
            game_file: true,
        })
        .collect()
}

/// The one game of a path (commands that take a single record).
pub(crate) fn read_one(path: &str) -> Result<(Text, Record), Fail> {
    let mut inputs = read_inputs(path)?;
    let first = inputs.swap_remove(0);
    Ok((first.text, first.record?))
}
