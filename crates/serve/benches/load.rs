//! Load test on loopback, run with `cargo bench -p caipan-serve --bench
//! load`: the server in this process on an ephemeral port, 200 clients at
//! once each posting one judgement of a 300-move Go record over HTTP/1.1,
//! then again in waves; throughput, the 50th and 99th percentile latency,
//! and the process's peak memory. Measured, never asserted.
//!
//! Two kinds of wave: each judgement on a new connection (opened, then
//! closed by the server), and each on a connection the client already holds
//! open (as a browser holds the one it loaded the page over), every client
//! sending at once; the clock runs from sending to the whole answer. Then a
//! sustained run: the 200 clients on held connections each send 20
//! judgements one after another (4,000 in all), so the rate is not that of
//! one 30-millisecond burst. Last, the yardstick: the same judgements in
//! this process on every core without HTTP, and the share of its rate the
//! server reached.

use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

mod common;

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

/// Judgements on a connection already open, `times` one after another:
/// the first sent when every client is ready, each timed from sending to
/// the whole answer (its Content-Length).
async fn one_open(
    addr: std::net::SocketAddr,
    body: std::sync::Arc<String>,
    ready: std::sync::Arc<tokio::sync::Barrier>,
    times: usize,
) -> Vec<Duration> {
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let req = format!(
        "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    ready.wait().await;
    let mut took = Vec::with_capacity(times);
    let mut answer = Vec::new();
    for _ in 0..times {
        let start = Instant::now();
        s.write_all(req.as_bytes()).await.expect("writes");
        answer.clear();
        read_answer(&mut s, &mut answer).await;
        took.push(start.elapsed());
    }
    took
}

/// Read one whole answer (headers, then Content-Length bytes) into `answer`.
async fn read_answer(s: &mut tokio::net::TcpStream, answer: &mut Vec<u8>) {
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
                return;
            }
        }
    }
}

/// Print a wave's figures; its rate, judgements a second.
fn report(kind: &str, wave: usize, total: f64, mut times: Vec<Duration>) -> f64 {
    let judgements = times.len();
    times.sort();
    let pct = |q: f64| {
        times[((times.len() as f64 * q) as usize).min(times.len() - 1)].as_secs_f64() * 1e3
    };
    println!(
        "{kind} wave {wave}: {judgements} judgements of a {MOVES}-move record, {CLIENTS} clients at once, in {:.3} s = {:.0} per s; latency p50 {:.1} ms, p99 {:.1} ms; peak memory {:.0} MB",
        total,
        judgements as f64 / total,
        pct(0.5),
        pct(0.99),
        peak_memory_mb()
    );
    judgements as f64 / total
}

/// The yardstick: `n` of the same judgements in this process on every
/// core, no HTTP (the record parsed, judged and written as JSON, as an
/// answer needs): judgements a second, and a CPU-second.
fn in_process_rate(record: &str, n: usize) -> (f64, f64) {
    let rules = caipan::ruleset::built_in("go-2002")
        .and_then(Result::ok)
        .expect("go-2002 is built in");
    let threads = std::thread::available_parallelism().map_or(2, |t| t.get());
    let start = Instant::now();
    let cpu: u64 = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let before = thread_cpu_ns();
                    for _ in 0..n / threads {
                        let parsed = caipan::record::parse("load", record).expect("a record");
                        let (j, _) =
                            caipan::judge(&rules, &parsed, "load", record).expect("judged");
                        std::hint::black_box(caipan::render::json::compact(&j));
                    }
                    thread_cpu_ns() - before
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or(0)).sum()
    });
    let done = (n / threads * threads) as f64;
    (
        done / start.elapsed().as_secs_f64(),
        done / (cpu as f64 / 1e9),
    )
}

/// The same requests through the server's router in this process, no
/// sockets (each answer read whole): judgements per CPU-second of the
/// server's threads and this one, which sends them. With the yardstick and
/// the sustained run, it tells what the router, its layers and the
/// hand-off to the workers cost from what the sockets cost.
async fn through_router(body: &str, n: usize) -> f64 {
    use tower::ServiceExt;
    let app = caipan_serve::app(caipan_serve::Limits::default()).expect("the workers start");
    let request = || {
        axum::http::Request::post("/api/judge")
            .header("host", "127.0.0.1")
            .header("content-type", "application/json")
            .header("content-length", body.len())
            .body(axum::body::Body::from(body.to_string()))
            .expect("a request")
    };
    let before = threads_cpu_ns(|n| server_thread(n) || n.starts_with("client-rt"));
    let workers_before = threads_cpu_ns(is_worker);
    let tasks: Vec<_> = (0..CLIENTS)
        .map(|_| {
            let app = app.clone();
            let requests: Vec<_> = (0..n / CLIENTS).map(|_| request()).collect();
            tokio::spawn(async move {
                for r in requests {
                    let answer = app.clone().oneshot(r).await.expect("an answer");
                    assert!(answer.status().is_success());
                    let bytes = axum::body::to_bytes(answer.into_body(), usize::MAX).await;
                    std::hint::black_box(bytes.expect("the whole answer").len());
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.expect("a client");
    }
    settle().await;
    let cpu = threads_cpu_ns(|n| server_thread(n) || n.starts_with("client-rt")) - before;
    let workers = threads_cpu_ns(is_worker) - workers_before;
    let done = (n / CLIENTS * CLIENTS) as f64;
    println!(
        "  through the router: {:.1} µs of CPU a request, {:.1} of them on the workers (parsing, judging, writing the answer)",
        cpu as f64 / 1e3 / done,
        workers as f64 / 1e3 / done
    );
    done / (cpu as f64 / 1e9)
}

/// The CPU time of the calling thread so far, in nanoseconds, to the
/// nanosecond (its schedstat moves a scheduler tick at a time: up to 4 ms,
/// 2 % of a yardstick thread's run).
fn thread_cpu_ns() -> u64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    u64::try_from(t.tv_sec).unwrap_or(0) * 1_000_000_000 + u64::try_from(t.tv_nsec).unwrap_or(0)
}

/// A pause for the threads to go idle: a thread's schedstat is brought up
/// to date when it stops running (a running one's lags up to a tick).
async fn settle() {
    tokio::time::sleep(Duration::from_millis(20)).await;
}

fn schedstat(path: &str) -> u64 {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|n| n.parse().ok()))
        .unwrap_or(0)
}

/// The CPU time so far of this process's threads whose names `of` takes,
/// in nanoseconds.
fn threads_cpu_ns(of: impl Fn(&str) -> bool) -> u64 {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return 0;
    };
    tasks
        .flatten()
        .filter(|t| {
            std::fs::read_to_string(t.path().join("comm")).is_ok_and(|name| of(name.trim()))
        })
        .map(|t| schedstat(&t.path().join("schedstat").to_string_lossy()))
        .sum()
}

/// A thread of the server's worker pools.
fn is_worker(name: &str) -> bool {
    name.starts_with("caipan-quick") || name.starts_with("caipan-long")
}

/// The server's threads: its runtime's (`caipan-io`) and its worker pools'.
fn server_thread(name: &str) -> bool {
    name.starts_with("caipan-")
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

/// Judgements each client sends in turn in the sustained run.
const SUSTAINED: usize = 20;

/// One wave on held connections, `times` judgements per client; its rate.
async fn held_wave(
    addr: std::net::SocketAddr,
    body: &std::sync::Arc<String>,
    times: usize,
    kind: &str,
    wave: usize,
) -> f64 {
    let ready = std::sync::Arc::new(tokio::sync::Barrier::new(CLIENTS + 1));
    let tasks: Vec<_> = (0..CLIENTS)
        .map(|_| tokio::spawn(one_open(addr, body.clone(), ready.clone(), times)))
        .collect();
    ready.wait().await;
    let start = Instant::now();
    let mut took = Vec::new();
    for t in tasks {
        took.extend(t.await.expect("a client"));
    }
    report(kind, wave, start.elapsed().as_secs_f64(), took)
}

fn main() {
    // The server and the clients on runtimes of their own, their threads
    // named, so the CPU each uses is told apart.
    let (_server, addr, _) = common::start(caipan_serve::Limits::default());
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("client-rt")
        .build()
        .expect("a runtime");
    rt.block_on(async {
        let body = serde_json::json!({"edition": "go-2002", "record": record()}).to_string();
        if std::env::var_os("CAIPAN_BENCH_SMOKE").is_some() {
            // A smoke run (CI): one judgement over a socket, a round of the
            // router without sockets, two in process; nothing measured.
            println!("one judgement: {:?}", one(addr, &body).await);
            println!("through the router: {:.0} per CPU-second", through_router(&body, CLIENTS).await);
            println!("in process: {:?}", in_process_rate(&record(), 2));
            return;
        }
        if let Some(only) = std::env::var_os("LOAD_ROUTER_ONLY") {
            // For a profiler: the router without sockets, alone, then the
            // yardstick alone (LOAD_ROUTER_ONLY=N: N requests of each, at
            // least one per client; anything else: 20,000).
            let n = only.to_str().and_then(|n| n.parse().ok()).unwrap_or(CLIENTS * SUSTAINED * 5);
            let routed = through_router(&body, n.max(CLIENTS)).await;
            println!("through the router: {routed:.0} judgements per CPU-second");
            let (_, per_cpu) = in_process_rate(&record(), n.max(2));
            println!("in process: {per_cpu:.0} judgements per CPU-second");
            return;
        }
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
            last = held_wave(addr, &shared, 1, "open connections", wave).await;
        }
        // Sustained: every client sends one judgement after another on its
        // connection, so the rate is not a single 30 ms burst's.
        settle().await;
        let (server_before, clients_before) = (
            threads_cpu_ns(server_thread),
            threads_cpu_ns(|n| n.starts_with("client-rt")),
        );
        let sustained = held_wave(addr, &shared, SUSTAINED, "sustained", 0).await;
        settle().await;
        let server_cpu = (threads_cpu_ns(server_thread) - server_before) as f64 / 1e9;
        let clients_cpu =
            (threads_cpu_ns(|n| n.starts_with("client-rt")) - clients_before) as f64 / 1e9;
        let judged = (CLIENTS * SUSTAINED) as f64;
        let (yardstick, per_cpu) = in_process_rate(&record(), CLIENTS * 10);
        let routed = through_router(&body, CLIENTS * SUSTAINED).await;
        println!(
            "in process, every core, no HTTP: {yardstick:.0} judgements per s ({per_cpu:.0} per CPU-second); the last open-connections wave reached {:.0} % of it, the sustained run {:.0} %",
            100.0 * last / yardstick,
            100.0 * sustained / yardstick
        );
        println!(
            "the sustained run's CPU: the server's threads {server_cpu:.3} s ({:.0} judgements per CPU-second: {:.0} % of in process), the clients' {clients_cpu:.3} s ({:.0} % of the whole)",
            judged / server_cpu,
            100.0 * judged / server_cpu / per_cpu,
            100.0 * clients_cpu / (clients_cpu + server_cpu)
        );
        println!(
            "through the router in process, no sockets: {routed:.0} judgements per CPU-second ({:.0} % of in process)",
            100.0 * routed / per_cpu
        );
    });
}
