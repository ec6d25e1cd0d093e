//! Reading the files a user hands caipan. Only regular files are read (a
//! FIFO, a device or `/dev/zero` is refused before it is opened), never more
//! than a documented limit, and text must be UTF-8: a file that is not gets
//! a diagnostic at its first invalid byte. Nothing inside a record or a
//! ruleset ever names a file to read; paths come from the command line only.

use crate::error::{InputError, source, span};
use std::io::Read;

/// Largest record file read, in bytes (a 1,000,000-move record is ~10 MB).
pub const RECORD_LIMIT: u64 = 64 << 20;
/// Largest ruleset or supplement file read, in bytes (the built-in
/// editions are under 100 KB).
pub const RULESET_LIMIT: u64 = 4 << 20;

/// Read a regular file of at most `limit` bytes as UTF-8 text.
pub fn read_text(path: &str, limit: u64) -> Result<String, Box<InputError>> {
    utf8(path, read_bytes(path, limit)?)
}

/// Bytes already read as UTF-8 text, or a diagnostic at the first bad byte.
pub fn utf8(path: &str, bytes: Vec<u8>) -> Result<String, Box<InputError>> {
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let bad = e.as_bytes().get(at).copied().unwrap_or(0);
        // Shown lossily; the bytes before the fault are unchanged, so the
        // offset points at the same place.
        let shown = String::from_utf8_lossy(e.as_bytes()).into_owned();
        Box::new(InputError::NotUtf8 {
            span: span(&shown, at, 1),
            src: source(path, &shown),
            byte: bad,
        })
    })
}

/// Refuse input with nothing in it but blanks: judging it would report a
/// game without events, which no file a user meant to give describes.
pub fn not_empty(path: &str, bytes: Vec<u8>) -> Result<Vec<u8>, Box<InputError>> {
    if !bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(bytes);
    }
    let shown = String::from_utf8_lossy(&bytes).into_owned();
    Err(Box::new(InputError::Empty {
        path: path.to_string(),
        span: span(&shown, 0, 0),
        src: source(path, shown),
    }))
}

/// Read standard input, at most `limit` bytes.
pub fn read_stdin(limit: u64) -> Result<Vec<u8>, Box<InputError>> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| {
            Box::new(InputError::Io {
                path: "-".into(),
                cause: e.to_string(),
            })
        })?;
    if bytes.len() as u64 > limit {
        return Err(Box::new(InputError::TooLarge {
            path: "-".into(),
            size: bytes.len() as u64,
            limit,
        }));
    }
    Ok(bytes)
}

/// Read a regular file of at most `limit` bytes. Anything else named
/// (a FIFO, a device, a socket) is refused without being opened.
pub fn read_bytes(path: &str, limit: u64) -> Result<Vec<u8>, Box<InputError>> {
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, e))?;
    regular(path, &meta, limit)?;
    let file = std::fs::File::open(path).map_err(|e| io_error(path, e))?;
    read_opened(path, file, &meta, limit)
}

/// [`read_bytes`] for a file a directory walk found regular: opened first
/// and checked as opened — one look-up of its path, not two (a run over
/// thousands of files spent a tenth of its time on the second). It is
/// opened without blocking, so a FIFO or device put in its place since
/// the walk is neither waited on nor read: refused as [`read_bytes`]
/// refuses it.
pub fn read_found_file(path: &str, limit: u64) -> Result<Vec<u8>, Box<InputError>> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    let file = options.open(path).map_err(|e| io_error(path, e))?;
    let meta = file.metadata().map_err(|e| io_error(path, e))?;
    regular(path, &meta, limit)?;
    read_opened(path, file, &meta, limit)
}

/// An error reading `path`, as the user is told it.
fn io_error(path: &str, e: std::io::Error) -> Box<InputError> {
    Box::new(match e.kind() {
        std::io::ErrorKind::NotFound => InputError::NotFound {
            path: path.to_string(),
        },
        _ => InputError::Io {
            path: path.to_string(),
            cause: e.to_string(),
        },
    })
}

/// `path` (as `meta` describes it) is a regular file of at most `limit`
/// bytes.
fn regular(path: &str, meta: &std::fs::Metadata, limit: u64) -> Result<(), Box<InputError>> {
    if !meta.is_file() {
        let kind = if meta.is_dir() {
            "a directory"
        } else {
            "not a regular file (a device, FIFO or socket)"
        };
        return Err(Box::new(InputError::NotRegular {
            path: path.to_string(),
            kind,
        }));
    }
    if meta.len() > limit {
        return Err(Box::new(InputError::TooLarge {
            path: path.to_string(),
            size: meta.len(),
            limit,
        }));
    }
    Ok(())
}

/// The bytes of `file`, opened from `path` (a regular file as `meta`
/// says), at most `limit`.
fn read_opened(
    path: &str,
    file: std::fs::File,
    meta: &std::fs::Metadata,
    limit: u64,
) -> Result<Vec<u8>, Box<InputError>> {
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    // The file may grow between the check and the read: read one byte past
    // the limit at most.
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(path, e))?;
    if bytes.len() as u64 > limit {
        return Err(Box::new(InputError::TooLarge {
            path: path.to_string(),
            size: bytes.len() as u64,
            limit,
        }));
    }
    Ok(bytes)
}
