//! Every example `caipan --help` gives (crates/cli/src/cli/examples.txt)
//! runs as written from the repository's root: each names real editions
//! and files, and none is refused (exit 2).

use std::process::Command;

#[test]
fn every_help_example_runs_from_the_repository() {
    let text = include_str!("../../crates/cli/src/cli/examples.txt");
    let mut ran = 0;
    for line in text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("caipan "))
    {
        // Drop the example's comment in parentheses and a redirection.
        let command = line.split("  (").next().unwrap_or(line);
        let command = command.split(" > ").next().unwrap_or(command);
        let args: Vec<&str> = command.split_whitespace().collect();
        let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
            .args(&args)
            .current_dir(root!())
            .output()
            .unwrap();
        let code = out.status.code();
        assert!(
            matches!(code, Some(0 | 1)),
            "`caipan {command}` exits {code:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
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
