//! Helpers the test modules share: running the binary as a user would.

use std::process::{Command, Stdio};

/// Run `caipan ARGS` from the project's root, colour off, standard input
/// fed `stdin` (or closed): (exit code, stdout, stderr).
pub fn caipan_with(args: &[&str], stdin: Option<&[u8]>) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(args)
        .current_dir(root!())
        .env("NO_COLOR", "1")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let (Some(bytes), Some(mut pipe)) = (stdin, child.stdin.take()) {
        std::io::Write::write_all(&mut pipe, bytes).expect("stdin takes the bytes");
    }
    let out = child.wait_with_output().expect("the binary ends");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Run `caipan ARGS` with standard input closed.
pub fn caipan(args: &[&str]) -> (i32, String, String) {
    caipan_with(args, None)
}

/// A record judged under `rules` from its text, which must have no defect.
pub fn judge_text(rules: &caipan::Ruleset, text: &str) -> caipan::Judgement {
    let record = caipan::record::parse("t", text).unwrap();
    let (j, defect) = caipan::judge(rules, &record, "t", text).unwrap();
    assert!(defect.is_none());
    j
}

/// A small deterministic generator for generated games (a test must not
/// depend on a seed from outside it).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number below `n`.
    pub fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}
