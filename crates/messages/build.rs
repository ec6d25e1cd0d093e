//! Finds where each entry of every catalogue file is, at build time, so
//! that a run parses only the entries it shows (see `src/lazy.rs`).

use std::fmt::Write;
use std::path::Path;

// The scan of a Fluent file's entries, shared with the library's tests.
#[path = "src/ftl_entries.rs"]
mod ftl_entries;

/// The entries of every catalogue file (`src/l10n/LANG/NAME.ftl`),
/// each written to `OUT_DIR/ftl/LANG/NAME.rs` as a list sorted by id of
/// (start, end of the id, end) that the library embeds beside the file.
fn catalogue_indexes(out_dir: &str) {
    println!("cargo:rerun-if-changed=src/l10n");
    println!("cargo:rerun-if-changed=src/ftl_entries.rs");
    let Ok(langs) = std::fs::read_dir("src/l10n") else {
        return;
    };
    for lang in langs.flatten() {
        let Ok(files) = std::fs::read_dir(lang.path()) else {
            continue;
        };
        let dir = Path::new(out_dir).join("ftl").join(lang.file_name());
        let _ = std::fs::create_dir_all(&dir);
        for file in files.flatten() {
            let path = file.path();
            let (Some(stem), Ok(text)) = (path.file_stem(), std::fs::read_to_string(&path)) else {
                continue;
            };
            let mut out = String::from("&[\n");
            // Numbers only (the id is the text's at the entry's start): a
            // string in a static table is a relocation at every start-up.
            for (id, start, end) in ftl_entries::entries(&text) {
                let _ = writeln!(out, "    ({start}, {}, {end}),", start + id.len());
            }
            out.push_str("]\n");
            let dest = dir.join(format!("{}.rs", stem.to_string_lossy()));
            if let Err(e) = std::fs::write(&dest, out) {
                panic!("cannot write {}: {e}", dest.display());
            }
        }
    }
}

fn main() {
    catalogue_indexes(&std::env::var("OUT_DIR").unwrap_or_default());
    println!("cargo:rerun-if-changed=build.rs");
}
