//! Load test on loopback, run with `cargo bench -p caipan-serve --bench
//! load`: the server in this process on an ephemeral port, 200 clients at
//! once each posting one judgement of a 300-move Go record over HTTP/1.1,
//! then again in waves; throughput, the 50th and 99th percentile latency,
//! and the process's peak memory. Measured, never asserted.
//!
//! Two kinds of wave: each judgement on a new connection (opened, then
//! closed by the server), and each on a connection the client already holds
//! open (as a browser holds the one it loaded the page over), every client
//! sending at once; the clock runs from sending to the whole answer.

use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CLIENTS: usize = 200;
const MOVES: usize = 300;

/// 300 moves on distinct points, spread over the board, alternating.
fn record() -> String {
    let columns = "ABCDEFGHJKLMNOPQRST".as_bytes();
    let mut out = String::new();
    for k in 0..MOVES {
        let p = (k * 7) % 361;
        let (x, y) = (p % 19, p / 19 + 1);
        let who = if k % 2 == 0 { "B" } else { "W" };
        out.push_str(&format!("{who} {}{y}\n", char::from(columns[x])));
    }
    out
}

async fn one(addr: std::net::SocketAddr, body: &str) -> Duration {
    let start = Instant::now();
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let req = format!(
        "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("writes");
    let mut answer = Vec::new();
    s.read_to_end(&mut answer).await.expect("reads");
    assert!(
        answer.starts_with(b"HTTP/1.1 200"),
        "{}",
        String::from_utf8_lossy(&answer[..80.min(answer.len())])
    );
    start.elapsed()
}

/// One judgement on a connection already open: sent when every client is
/// ready, timed until the whole answer (its Content-Length) has arrived.
async fn one_open(
    addr: std::net::SocketAddr,
    body: std::sync::Arc<String>,
    ready: std::sync::Arc<tokio::sync::Barrier>,
) -> Duration {
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let req = format!(
        "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    ready.wait().await;
    let start = Instant::now();
    s.write_all(req.as_bytes()).await.expect("writes");
    let mut answer = Vec::new();
    let mut chunk = [0u8; 16384];
    loop {
        let n = s.read(&mut chunk).await.expect("reads");
        assert!(n > 0, "the server closed the connection early");
        answer.extend_from_slice(&chunk[..n]);
        if let Some(head) = answer.windows(4).position(|w| w == b"\r\n\r\n") {
            let headers = String::from_utf8_lossy(&answer[..head]).to_ascii_lowercase();
            assert!(headers.starts_with("http/1.1 200"), "{headers}");
            let length: usize = headers
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .expect("a Content-Length");
            if answer.len() >= head + 4 + length {
                return start.elapsed();
            }
        }
    }
}

/// Print a wave's figures; its rate, judgements a second.
fn report(kind: &str, wave: usize, total: f64, mut times: Vec<Duration>) -> f64 {
    times.sort();
    let pct = |q: f64| {
        times[((times.len() as f64 * q) as usize).min(times.len() - 1)].as_secs_f64() * 1e3
    };
    println!(
        "{kind} wave {wave}: {CLIENTS} concurrent judgements of a {MOVES}-move record in {:.3} s = {:.0} per s; latency p50 {:.1} ms, p99 {:.1} ms; peak memory {:.0} MB",
        total,
        CLIENTS as f64 / total,
        pct(0.5),
        pct(0.99),
        peak_memory_mb()
    );
    CLIENTS as f64 / total
}

/// The yardstick: `n` of the same judgements in this process on every
/// core, no HTTP (the record parsed, judged and written as JSON, as an
/// answer needs), judgements a second.
fn in_process_rate(record: &str, n: usize) -> f64 {
    let rules = caipan::ruleset::built_in("go-2002")
        .and_then(Result::ok)
        .expect("go-2002 is built in");
    let threads = std::thread::available_parallelism().map_or(2, |t| t.get());
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                for _ in 0..n / threads {
                    let parsed = caipan::record::parse("load", record).expect("a record");
                    let (j, _) = caipan::judge(&rules, &parsed, "load", record).expect("judged");
                    std::hint::black_box(caipan::render::json::compact(&j));
                }
            });
        }
    });
    (n / threads * threads) as f64 / start.elapsed().as_secs_f64()
}

fn peak_memory_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM"))
                .map(str::to_string)
        })
        .and_then(|l| {
            l.split_whitespace()
                .nth(1)
                .and_then(|k| k.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    rt.block_on(async {
        let listener =
            caipan_serve::listener("127.0.0.1:0".parse().expect("an address")).expect("binds");
        let addr = listener.local_addr().expect("an address");
        let limits = caipan_serve::Limits::default();
        tokio::spawn(caipan_serve::serve_on(
            listener,
            caipan_serve::app(limits).expect("the workers start"),
            limits,
        ));
        let body = serde_json::json!({"edition": "go-2002", "record": record()}).to_string();
        // More waves for a profiler: LOAD_WAVES=50.
        let waves = std::env::var("LOAD_WAVES")
            .ok()
            .and_then(|w| w.parse().ok())
            .unwrap_or(3);
        for wave in 0..waves {
            let start = Instant::now();
            let tasks: Vec<_> = (0..CLIENTS)
                .map(|_| {
                    let b = body.clone();
                    tokio::spawn(async move { one(addr, &b).await })
                })
                .collect();
            let mut times = Vec::new();
            for t in tasks {
                times.push(t.await.expect("a client"));
            }
            report(
                "new connections",
                wave,
                start.elapsed().as_secs_f64(),
                times,
            );
        }
        let shared = std::sync::Arc::new(body.clone());
        // One client alone, one judgement after another: the cost of one.
        let start = Instant::now();
        for _ in 0..CLIENTS {
            one(addr, &body).await;
        }
        println!(
            "one client alone: {:.2} ms a judgement (new connection each)",
            start.elapsed().as_secs_f64() * 1e3 / CLIENTS as f64
        );
        let mut last = 0.0;
        for wave in 0..waves {
            let ready = std::sync::Arc::new(tokio::sync::Barrier::new(CLIENTS + 1));
            let tasks: Vec<_> = (0..CLIENTS)
                .map(|_| tokio::spawn(one_open(addr, shared.clone(), ready.clone())))
                .collect();
            ready.wait().await;
            let start = Instant::now();
            let mut times = Vec::new();
            for t in tasks {
                times.push(t.await.expect("a client"));
            }
            last = report(
                "open connections",
                wave,
                start.elapsed().as_secs_f64(),
                times,
            );
        }
        let yardstick = in_process_rate(&record(), CLIENTS * 10);
        println!(
            "in process, every core, no HTTP: {yardstick:.0} judgements per s; the last open-connections wave reached {:.0} % of it",
            100.0 * last / yardstick
        );
    });
}
