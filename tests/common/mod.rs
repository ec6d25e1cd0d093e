//! What the case harnesses share: finding their files.

use std::path::{Path, PathBuf};

/// Every file under `cases/<dir>` (`""`: all of `cases/`) whose extension
/// is one of `extensions`, sorted, so trials run in a stable order.
pub fn case_files(dir: &str, extensions: &[&str]) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases")
        .join(dir);
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(root)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| {
            e.path()
                .extension()
                .is_some_and(|x| extensions.iter().any(|w| x == *w))
        })
        .map(|e| e.into_path())
        .collect();
    files.sort();
    files
}
