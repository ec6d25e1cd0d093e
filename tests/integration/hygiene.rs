//! Rules the code base keeps, checked on every test run: no edition name or
//! year in the crates' sources (editions are data), no view used by the
//! engine, no `unwrap()`, `expect(` or `panic!`
//! outside test modules (bad input gets a diagnostic, never a panic), and no
//! source file over 400 lines (small files with one job each).

use std::path::Path;

/// Every Rust source of the crates, named from the project's root.
fn sources() -> Vec<(String, String)> {
    files_under_src(Some("rs"))
}

/// Every file under the crates' `src/` (of extension `ext` when given),
/// named from the project's root, with its text (a file that is not text
/// is read as empty).
fn files_under_src(ext: Option<&str>) -> Vec<(String, String)> {
    let root = Path::new(root!());
    [
        "src",
        "crates/ruleset/src",
        "crates/cli/src",
        "crates/serve/src",
    ]
    .iter()
    .flat_map(|dir| walkdir::WalkDir::new(root.join(dir)).sort_by_file_name())
    .filter_map(Result::ok)
    .filter(|e| e.file_type().is_file())
    .filter(|e| ext.is_none_or(|ext| e.path().extension().is_some_and(|x| x == ext)))
    .map(|e| {
        let name = e
            .path()
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        (name, std::fs::read_to_string(e.path()).unwrap_or_default())
    })
    .collect()
}

fn is_test_file(name: &str) -> bool {
    name.ends_with("tests.rs") || name.ends_with("_tests.rs")
}

#[test]
fn no_edition_names_or_years_in_src() {
    // Every file under src/, not the Rust alone: data kept beside the code
    // (a catalogue, a help text) belongs outside it when it names editions.
    for (name, text) in files_under_src(None) {
        for (i, line) in text.lines().enumerate() {
            for word in ["1988", "2002", "2013", "go-20", "gomoku-20"] {
                assert!(
                    !line.contains(word),
                    "{name}:{}: `{word}` in {line:?}",
                    i + 1
                );
            }
        }
    }
}

/// The judge knows no views: no file of the engine uses `render` (the
/// views are functions of the judgement; the engine's own sentences, its
/// diagnostics, come from the message layer, `crate::messages`).
#[test]
fn the_engine_uses_no_view() {
    let engine = sources()
        .into_iter()
        .filter(|(n, _)| n.starts_with("src/engine/"));
    let mut files = 0;
    for (name, text) in engine {
        files += 1;
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            assert!(
                !code.contains("render::") && !code.contains("render::{"),
                "{name}:{}: the engine uses a view: {line:?}",
                i + 1
            );
        }
    }
    assert!(files > 20, "{files} files of the engine read");
}

#[test]
fn no_unwrap_expect_or_panic_outside_tests() {
    for (name, text) in sources().into_iter().filter(|(n, _)| !is_test_file(n)) {
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in [
                "unwrap()",
                ".expect(",
                "panic!(",
                "unreachable!(",
                "todo!(",
                "unimplemented!(",
            ] {
                assert!(
                    !code.contains(word),
                    "{name}:{}: `{word}` in {line:?}",
                    i + 1
                );
            }
        }
    }
}

#[test]
fn no_source_file_over_400_lines() {
    for (name, text) in sources() {
        let n = text.lines().count();
        assert!(n <= 400, "{name} has {n} lines");
    }
}
