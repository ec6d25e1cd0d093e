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

/// Xorshift: the generator the mutation tests draw from (deterministic: a
/// test must not depend on a seed from outside it).
pub struct Xorshift(pub u64);

impl Xorshift {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// `seed` with one to four edits (an item replaced, inserted or removed),
/// each new item drawn from `alphabet`.
pub fn mutated<T: Copy>(seed: &[T], alphabet: &[T], rng: &mut Xorshift) -> Vec<T> {
    let mut items = seed.to_vec();
    for _ in 0..(1 + rng.next() % 4) {
        let at = (rng.next() as usize) % (items.len() + 1);
        let item = alphabet[(rng.next() as usize) % alphabet.len()];
        match rng.next() % 3 {
            0 if at < items.len() => items[at] = item,
            1 => items.insert(at, item),
            _ if at < items.len() => {
                items.remove(at);
            }
            _ => {}
        }
    }
    items
}

/// Fewer than `most` items drawn from `alphabet`.
pub fn drawn<T: Copy>(alphabet: &[T], most: u64, rng: &mut Xorshift) -> Vec<T> {
    (0..(rng.next() % most))
        .map(|_| alphabet[(rng.next() as usize) % alphabet.len()])
        .collect()
}

/// The `k`-th text of a mutation test: even ones a seed (in turn)
/// mutated, odd ones fewer than `most` characters drawn from `alphabet`.
pub fn mutated_or_drawn(
    k: usize,
    seeds: &[&str],
    alphabet: &[char],
    most: u64,
    rng: &mut Xorshift,
) -> String {
    let chars = if k.is_multiple_of(2) {
        let seed: Vec<char> = seeds[k % seeds.len()].chars().collect();
        mutated(&seed, alphabet, rng)
    } else {
        drawn(alphabet, most, rng)
    };
    chars.into_iter().collect()
}

/// Two readings of `text` agree: the same value or the same refusal (as
/// `{:?}` writes them); else the test fails, naming `what` was compared.
pub fn same_reading<A, B, E, F>(fast: &Result<A, E>, spec: &Result<B, F>, what: &str, text: &str)
where
    A: std::fmt::Debug,
    B: std::fmt::Debug,
    E: std::fmt::Debug,
    F: std::fmt::Debug,
{
    match (fast, spec) {
        (Ok(a), Ok(b)) => assert_eq!(format!("{a:?}"), format!("{b:?}"), "{what}: {text:?}"),
        (Err(a), Err(b)) => assert_eq!(format!("{a:?}"), format!("{b:?}"), "{what}: {text:?}"),
        _ => panic!(
            "{what}: one read {:?}, the other {:?} on {text:?}",
            fast.is_ok(),
            spec.is_ok()
        ),
    }
}

/// `bytes` written as `name` in a temporary directory of this test run
/// kept apart by `tag` (the integration tests share one process); its path.
pub fn temp_file(tag: &str, name: &str, bytes: impl AsRef<[u8]>) -> String {
    let dir = std::env::temp_dir().join(format!("caipan-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("written");
    path.to_string_lossy().into_owned()
}
