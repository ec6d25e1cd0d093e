//! Every example `caipan --help` gives (crates/cli/help/examples.txt)
//! and every command in the README's prose runs as written from the
//! repository's root: each names real editions and files, and none is
//! refused (exit 2). The few the README's prose gives that are not run
//! say why.

use std::process::Command;

/// `caipan ARGS` (from `source`) run from the repository's root ends with
/// 0 or 1, not refused.
fn runs_from_the_root(source: &str, args: &str) {
    let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(args.split_whitespace())
        .current_dir(root!())
        .output()
        .unwrap();
    let code = out.status.code();
    assert!(
        matches!(code, Some(0 | 1)),
        "{source}: `caipan {args}` exits {code:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn every_help_example_runs_from_the_repository() {
    let text = include_str!("../../crates/cli/help/examples.txt");
    let mut ran = 0;
    for line in text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("caipan "))
    {
        // Drop the example's comment in parentheses and a redirection.
        let command = line.split("  (").next().unwrap_or(line);
        let command = command.split(" > ").next().unwrap_or(command);
        runs_from_the_root("--help", command);
        ran += 1;
    }
    assert!(ran >= 9, "{ran} examples run");
    // The help shows them.
    let help = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(help.contains(text.trim_end()), "{help}");
}

/// The README's commands in its prose that are not run here, each with
/// why: the rest must run as written from the repository's root.
const PROSE_NOT_RUN: &[(&str, &str)] = &[
    ("caipan serve", "starts a server that runs until stopped"),
    ("caipan COMMAND --help", "a pattern, not a command"),
    ("caipan man --dir", "writes files into the checkout"),
    ("caipan new-case", "writes a case file into the library"),
    (
        "caipan check --expect --edition go-2002,go-1988 cases/go/my-dispute.case",
        "the case new-case writes",
    ),
    ("caipan referee", "plays engines the machine may not have"),
];

/// Every `caipan …` command in the README's prose runs as written from the
/// repository's root (exit 0 or 1), but the few named above; a bare
/// command name (`caipan check`) is a reference, not an example.
#[test]
fn every_readme_prose_command_runs_from_the_repository() {
    let readme = std::fs::read_to_string(concat!(root!(), "/README.md")).unwrap();
    let mut ran = 0;
    for span in readme.split('`').skip(1).step_by(2) {
        let command = span.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(args) = command.strip_prefix("caipan ") else {
            continue;
        };
        let skipped = PROSE_NOT_RUN.iter().any(|(p, _)| command.starts_with(p));
        if skipped || !args.contains(' ') {
            continue;
        }
        runs_from_the_root("README", args);
        ran += 1;
    }
    assert!(ran >= 8, "{ran} README commands run");
}
