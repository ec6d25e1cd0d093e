//! The examples of the README and the docs are run against the real
//! binary, so a sample output can never go stale: each ```console block
//! holds `$ caipan ARGS` lines, each followed by the output expected on
//! standard output; a line `...` stands for any number of lines.

use super::common::caipan;

/// The README and every page of docs/, in order: where examples are.
pub(super) fn pages() -> Vec<String> {
    let mut files = vec![concat!(root!(), "/README.md").to_string()];
    let docs = concat!(root!(), "/docs");
    let mut pages: Vec<String> = std::fs::read_dir(docs)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path().to_string_lossy().into_owned()))
        .filter(|p| p.ends_with(".md"))
        .collect();
    pages.sort();
    files.extend(pages);
    files
}

/// Every (file, command, expected lines) of the console blocks.
fn examples() -> Vec<(String, String, Vec<String>)> {
    let mut out = Vec::new();
    for file in pages() {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut in_block = false;
        for line in text.lines() {
            if line.trim_start().starts_with("```") {
                in_block = !in_block && line.trim() == "```console";
                continue;
            }
            if !in_block {
                continue;
            }
            if let Some(cmd) = line.strip_prefix("$ caipan ") {
                out.push((file.clone(), cmd.to_string(), Vec::new()));
            } else if let Some(last) = out.last_mut() {
                last.2.push(line.to_string());
            }
        }
    }
    out
}

/// Whether `got` matches `want`, `...` matching any run of lines.
fn matches(got: &[&str], want: &[String]) -> bool {
    match want.split_first() {
        None => got.iter().all(|l| l.trim().is_empty()),
        Some((w, rest)) if w == "..." => (0..=got.len()).any(|k| matches(&got[k..], rest)),
        Some((w, rest)) => got
            .split_first()
            .is_some_and(|(g, more)| g.trim_end() == w.trim_end() && matches(more, rest)),
    }
}

#[test]
fn every_console_example_prints_what_it_shows() {
    let examples = examples();
    assert!(examples.len() >= 3, "the docs have console examples");
    for (file, cmd, want) in examples {
        let args: Vec<&str> = cmd.split_whitespace().collect();
        let (_, out, err) = caipan(&args);
        let got: Vec<&str> = out.lines().collect();
        assert!(
            matches(&got, &want),
            "{file}: `caipan {cmd}` printed:\n{out}{err}\nexpected:\n{}",
            want.join("\n")
        );
    }
}

/// The README's first command (the main job on a fresh machine) exits with
/// the status the README says it does, so a first-time user is not left
/// wondering why a working command "failed".
#[test]
fn the_readme_says_the_first_commands_exit_status() {
    let readme = std::fs::read_to_string(concat!(root!(), "/README.md")).unwrap();
    let command = readme
        .lines()
        .find_map(|l| l.strip_prefix("cargo run --release -- "))
        .unwrap_or_default();
    let after = readme.split(command).nth(1).unwrap_or_default();
    let said: i32 = after
        .split("exits\nwith status ")
        .nth(1)
        .or_else(|| after.split("exits with status ").nth(1))
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|n| n.parse().ok())
        .unwrap_or(-1);
    let args: Vec<&str> = command.split_whitespace().collect();
    let (code, _, _) = caipan(&args);
    assert_eq!(
        code, said,
        "the README says status {said} after `{command}`"
    );
}
