//! Load test on loopback, run with `cargo bench -p caipan-serve --bench
//! load`: the server in this process on an ephemeral port, 200 clients at
//! once each posting one judgement of a 300-move Go record over HTTP/1.1,
//! then again in waves; throughput, the 50th and 99th percentile latency,
//! and the process's peak memory. Measured, never asserted.

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
        "POST /api/judge HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
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
        let listener = caipan_serve::listener("127.0.0.1:0".parse().expect("an address")).expect("binds");
        let addr = listener.local_addr().expect("an address");
        tokio::spawn(async move { axum::serve(listener, caipan_serve::app(caipan_serve::Limits::default())).await });
        let body = serde_json::json!({"edition": "go-2002", "record": record()}).to_string();
        for wave in 0..3 {
            let start = Instant::now();
            let tasks: Vec<_> = (0..CLIENTS).map(|_| { let b = body.clone(); tokio::spawn(async move { one(addr, &b).await }) }).collect();
            let mut times = Vec::new();
            for t in tasks {
                times.push(t.await.expect("a client"));
            }
            let total = start.elapsed().as_secs_f64();
            times.sort();
            let pct = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)].as_secs_f64() * 1e3;
            println!(
                "wave {wave}: {CLIENTS} concurrent judgements of a {MOVES}-move record in {:.3} s = {:.0} per s; latency p50 {:.1} ms, p99 {:.1} ms; peak memory {:.0} MB",
                total,
                CLIENTS as f64 / total,
                pct(0.5),
                pct(0.99),
                peak_memory_mb()
            );
        }
    });
}
