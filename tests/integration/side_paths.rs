//! The checks the main path has, on the side paths too (issue 61): a
//! file's komi under `--komi file` within the range a supplement's komi
//! has, an unreadable `KM[]` said, `RU[]` and `--lang` quoted short, an
//! empty `CAIPAN_LANG` no choice, a record's own error before a
//! supplement's, and a rules map looked up by a map.

use super::common::{caipan, caipan_with};
use std::process::Command;

fn file(name: &str, text: &str) -> String {
    crate::common::temp_file("side-paths", name, text)
}

fn game(km: &str) -> String {
    format!("(;GM[1]SZ[19]KM[{km}];B[pd];W[dp];B[];W[])")
}

#[test]
fn komi_file_stays_within_the_komi_article_s_range() {
    for (ed, km) in [("go-2002", "50"), ("go-japan-1989", "12345")] {
        let (code, out, err) = caipan(&[
            "check",
            "--edition",
            ed,
            "--komi",
            "file",
            &file("k.sgf", &game(km)),
        ]);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("--komi file: the file's komi") && out.contains("is outside what"),
            "{ed} {km}: {out}"
        );
        // The edition's komi counts: the margin is the edition's.
        let (_, plain, _) = caipan(&["check", "--edition", ed, &file("p.sgf", &game(km))]);
        let result = |t: &str| {
            t.lines()
                .find(|l| l.starts_with("result:"))
                .map(str::to_string)
        };
        assert_eq!(result(&out), result(&plain), "{ed}");
    }
    // Within the range, the file's komi counts.
    let (_, out, _) = caipan(&[
        "check",
        "--edition",
        "go-2002",
        "--komi",
        "file",
        &file("g.sgf", &game("6.5")),
    ]);
    assert!(out.contains("3¼ komi"), "{out}");
}

#[test]
fn a_komi_caipan_cannot_read_is_said() {
    for km in ["1e308", "inf", "6,5"] {
        let (code, out, err) =
            caipan(&["check", "--edition", "go-2002", &file("u.sgf", &game(km))]);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains(&format!("the file writes KM[{km}], which is no komi")),
            "{km}: {out}"
        );
    }
    let (_, out, _) = caipan(&[
        "check",
        "--edition",
        "go-2002",
        &file("u.rec", "[Komi \"inf\"]\nB Q16\n"),
    ]);
    assert!(out.contains("KM[inf]"), "{out}");
}

#[test]
fn a_long_ru_or_lang_is_quoted_short() {
    let ru = "Japanese".repeat(100_000);
    let text = format!("(;GM[1]SZ[19]RU[{ru}];B[pd])");
    for format in ["text", "json"] {
        let (_, out, err) = caipan(&[
            "check",
            "--edition-from-sgf",
            "--edition",
            "go-2002",
            "--format",
            format,
            &file("r.sgf", &text),
        ]);
        assert!(
            out.len() + err.len() < 20_000,
            "{format}: {} bytes",
            out.len() + err.len()
        );
    }
    let lang = "x".repeat(10_000);
    let (code, _, err) = caipan(&["--lang", &lang, "editions"]);
    assert_eq!(code, 2);
    assert!(err.len() < 2_000, "{} bytes", err.len());
}

#[test]
fn an_empty_caipan_lang_is_no_choice() {
    let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(["editions"])
        .env("CAIPAN_LANG", "")
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("runs");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_record_s_own_error_comes_before_a_supplement_s() {
    let bad = file("bad.rec", "[Edition \"renju-1996\"]\nB H8\nW ???\n");
    let (code, out, _) = caipan(&[
        "check",
        "--supplement",
        "rulesets/supplements/renju-soosorv-8.yaml",
        "--format",
        "json",
        &bad,
    ]);
    assert_eq!(code, 2);
    assert!(
        out.contains("caipan::record::syntax") && !out.contains("not_judged"),
        "{out}"
    );
}

#[test]
fn a_rules_map_of_many_spellings_is_looked_up_by_a_map() {
    let mut map = String::from("names:\n");
    for k in 0..20_000 {
        map.push_str(&format!(
            "  - rules: R{k}\n    spellings: [\"spelling {k}\"]\n"
        ));
    }
    map.push_str(
        "  - rules: Japanese\n    edition: go-japan-1989\n    spellings: [\"the last one\"]\n",
    );
    let map = file("map.yaml", &map);
    let sgf = "(;GM[1]SZ[19]RU[the last one];B[pd])\n";
    let (code, out, err) = caipan_with(
        &["check", "--edition-from-sgf", "--rules-map", &map, "-"],
        Some(sgf.as_bytes()),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("judged under go-japan-1989"), "{out}");
}

/// `--allow-host` with a name not in ASCII is refused at start: a browser
/// sends its ASCII form, so the name as typed would never be served.
#[cfg(feature = "serve")]
#[test]
fn a_host_name_not_in_ascii_is_refused_at_start() {
    let (code, _, err) = caipan(&["serve", "--port", "0", "--allow-host", "例え.jp"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("caipan::serve::host-name"), "{err}");
    assert!(err.contains("xn--"), "{err}");
}

/// Under a low open-file limit (`ulimit -n 256`) the server's connection
/// cap stays under it, and at the cap the connection that has waited on
/// its client longest makes room: with 300 half-sent requests held open, a
/// fresh client is answered within a second (before: 7–9 s, until the
/// header timeout freed a place).
#[cfg(all(feature = "serve", unix))]
#[test]
fn under_a_low_file_limit_a_fresh_client_is_answered() {
    use std::io::{BufRead, Read, Write};
    use std::time::Duration;
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 256 && exec \"$0\" serve --port 0")
        .arg(env!("CARGO_BIN_EXE_caipan"))
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    if let Some(err) = child.stderr.take() {
        let _ = std::io::BufReader::new(err).read_line(&mut line);
    }
    let port = line
        .rsplit(':')
        .next()
        .and_then(|p| p.split('/').next())
        .and_then(|p| p.parse::<u16>().ok());
    let answered = port.map(|port| {
        let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
        let mut held = Vec::new();
        for _ in 0..300 {
            if let Ok(mut s) = std::net::TcpStream::connect(addr) {
                let _ = s.write_all(b"GET /api/editions HTTP/1.1\r\nHost: local");
                held.push(s);
            }
        }
        std::thread::sleep(Duration::from_millis(300));
        let mut fresh = std::net::TcpStream::connect(addr).expect("connects");
        let _ = fresh.set_read_timeout(Some(Duration::from_secs(1)));
        let _ = fresh.write_all(
            b"GET /api/editions HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        );
        let mut head = [0u8; 12];
        let got = fresh.read_exact(&mut head).map(|()| head);
        drop(held);
        got
    });
    let _ = child.kill();
    let _ = child.wait();
    assert!(port.is_some(), "{line}");
    let head = answered.and_then(Result::ok);
    assert_eq!(
        head.as_ref().map(|h| &h[..]),
        Some(&b"HTTP/1.1 200"[..]),
        "{line}"
    );
}
