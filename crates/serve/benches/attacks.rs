//! Three attacks on a running `caipan serve`, each on a server of its own,
//! run with `cargo bench -p caipan-serve --bench attacks` (after `cargo
//! build --release -p caipan-cli --features serve`; `CAIPAN_BIN` names
//! another binary, such as an older build, to compare):
//!
//! - **unread answers**: 8 clients each ask for a judgement whose answer
//!   is large (a record of double moves: every move a finding) and never
//!   read it; reported: the server's resident memory once they wait, and
//!   its peak;
//! - **slow bodies**: 530 connections each send a judging request's
//!   headers, then its body a byte a second, reopened when closed;
//! - **a low file limit**: the server started under `ulimit -n 256`, 300
//!   half-sent requests (headers never finished), reopened when closed.
//!
//! Under each, a fresh client asks for `GET /api/editions` five times, a
//! second apart; reported: its longest wait (the aim: under a second) and
//! what it got. The server runs as its own process, so its memory and
//! files are its own, not the attackers'. Measured, never asserted.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A server process and its port.
struct Server {
    child: std::process::Child,
    port: u16,
}

impl Server {
    /// `caipan serve` on a free loopback port, its open files limited to
    /// `files` if given.
    fn start(files: Option<u32>) -> Server {
        use std::io::BufRead;
        let bin = std::env::var("CAIPAN_BIN").unwrap_or_else(|_| "target/release/caipan".into());
        let bin = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(bin);
        let limit = files.map_or(String::new(), |n| format!("ulimit -n {n}; "));
        let mut child = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("{limit}exec \"$0\" serve --port 0"))
            .arg(&bin)
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the server starts");
        let err = child.stderr.take().expect("its stderr");
        let mut line = String::new();
        std::io::BufReader::new(err)
            .read_line(&mut line)
            .expect("it says where it serves");
        let port = line
            .rsplit(':')
            .next()
            .and_then(|p| p.split('/').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in {line:?}"));
        Server { child, port }
    }

    fn addr(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// Resident and peak memory, in MB.
    fn memory(&self) -> (u64, u64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        let kb = |key: &str| {
            status
                .lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(0)
                / 1024
        };
        (kb("VmRSS:"), kb("VmHWM:"))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A judging request's bytes: `moves` stones, all Black's (every one after
/// the first a double move: a finding each).
fn double_moves(moves: usize) -> Vec<u8> {
    let columns = "ABCDEFGHJKLMNOPQRST".as_bytes();
    let mut record = String::new();
    for k in 0..moves {
        let p = k % 361;
        record.push_str(&format!(
            "B {}{}\\n",
            char::from(columns[p % 19]),
            p / 19 + 1
        ));
    }
    let body = format!(r#"{{"edition":"go-2002","mode":"as-played","record":"{record}"}}"#);
    let mut out = format!(
        "POST /api/judge HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    out.extend_from_slice(body.as_bytes());
    out
}

/// A fresh client's `GET /api/editions`: how long it waited and the
/// status line it got (or why none).
async fn fresh(addr: &str) -> (Duration, String) {
    let t = Instant::now();
    let got = tokio::time::timeout(Duration::from_secs(20), async {
        let mut s = TcpStream::connect(addr).await?;
        s.write_all(b"GET /api/editions HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            .await?;
        let mut head = vec![0u8; 64];
        let n = s.read(&mut head).await?;
        Ok::<_, std::io::Error>(
            String::from_utf8_lossy(&head[..n])
                .lines()
                .next()
                .unwrap_or("")
                .to_string(),
        )
    })
    .await;
    let said = match got {
        Ok(Ok(line)) if !line.is_empty() => line,
        Ok(Ok(_)) => "closed".into(),
        Ok(Err(e)) => format!("error: {e}"),
        Err(_) => "no answer in 20 s".into(),
    };
    (t.elapsed(), said)
}

/// Five fresh clients a second apart: the longest wait and what each got.
async fn fresh_clients(addr: &str) -> String {
    let mut worst = Duration::ZERO;
    let mut said = Vec::new();
    for _ in 0..5 {
        let (wait, got) = fresh(addr).await;
        worst = worst.max(wait);
        said.push(format!("{got} in {} ms", wait.as_millis()));
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    format!(
        "longest wait {} ms ({})",
        worst.as_millis(),
        said.join("; ")
    )
}

/// Unread answers: `clients` requests sent whole, their answers never read.
async fn unread(moves: usize, clients: usize) {
    let server = Server::start(None);
    let addr = server.addr();
    let (idle, _) = server.memory();
    let request = Arc::new(double_moves(moves));
    let mut held = Vec::new();
    for _ in 0..clients {
        let mut s = TcpStream::connect(&addr).await.expect("connects");
        s.write_all(&request).await.expect("sends");
        held.push(s);
    }
    // Long enough for every judgement to be made and written as far as
    // the connection takes it.
    tokio::time::sleep(Duration::from_secs(8)).await;
    let (rss, peak) = server.memory();
    let mut statuses = std::collections::BTreeMap::<String, usize>::new();
    for s in &mut held {
        let mut first = [0u8; 12];
        let n = s.read(&mut first).await.unwrap_or(0);
        *statuses
            .entry(String::from_utf8_lossy(&first[..n]).into_owned())
            .or_default() += 1;
    }
    println!(
        "unread answers: {clients} × {} KB request ({moves} moves): server resident {rss} MB (idle {idle} MB), peak {peak} MB; answers begin {statuses:?}",
        request.len() / 1024,
    );
    println!(
        "  meanwhile, a fresh client: {}",
        fresh_clients(&addr).await
    );
}

/// Keep `count` connections open, each sending `head` then `body_byte`
/// once a second, reopened when the server closes them, until `stop`.
fn hold(addr: &str, count: usize, head: &'static [u8], trickle: bool, stop: &Arc<AtomicBool>) {
    for _ in 0..count {
        let addr = addr.to_string();
        let stop = Arc::clone(stop);
        tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let Ok(mut s) = TcpStream::connect(&addr).await else {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    continue;
                };
                if s.write_all(head).await.is_err() {
                    continue;
                }
                while !stop.load(Ordering::Relaxed) {
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    let sent = if trickle {
                        s.write_all(b" ").await
                    } else {
                        Ok(())
                    };
                    let mut probe = [0u8; 1];
                    let closed = matches!(
                        tokio::time::timeout(Duration::from_millis(1), s.read(&mut probe)).await,
                        Ok(Ok(0) | Err(_))
                    );
                    if sent.is_err() || closed {
                        break;
                    }
                }
            }
        });
    }
}

/// Slow bodies: 530 judging requests sending their bodies a byte a second.
async fn slow_bodies() {
    let server = Server::start(None);
    let addr = server.addr();
    let stop = Arc::new(AtomicBool::new(false));
    const HEAD: &[u8] = b"POST /api/judge HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{";
    hold(&addr, 530, HEAD, true, &stop);
    tokio::time::sleep(Duration::from_secs(12)).await;
    println!(
        "slow bodies (530 connections, a byte a second): a fresh client: {}",
        fresh_clients(&addr).await
    );
    stop.store(true, Ordering::Relaxed);
}

/// A low file limit: 300 half-sent requests on a server allowed 256 files.
async fn low_file_limit() {
    let server = Server::start(Some(256));
    let addr = server.addr();
    let stop = Arc::new(AtomicBool::new(false));
    const HEAD: &[u8] = b"GET /api/editions HTTP/1.1\r\nHost: local";
    hold(&addr, 300, HEAD, false, &stop);
    tokio::time::sleep(Duration::from_secs(3)).await;
    println!(
        "ulimit -n 256, 300 half-sent requests: a fresh client: {}",
        fresh_clients(&addr).await
    );
    stop.store(true, Ordering::Relaxed);
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let clients = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    if std::env::var_os("CAIPAN_BENCH_SMOKE").is_some() {
        // A smoke run (CI): one small answer left unread, nothing held.
        clients.block_on(unread(20, 1));
        return;
    }
    clients.block_on(async {
        // A 30 MB answer and a 236 MB one, each eight times.
        unread(7_500, 8).await;
        unread(60_000, 8).await;
        slow_bodies().await;
        low_file_limit().await;
    });
}
