//! Soak test on loopback, run with `cargo bench -p caipan-serve --bench
//! soak`: the server in this process (its own connection handling, the
//! default limits but a 500 ms judging deadline, so that a 1.8 MB record
//! reaches it), normal clients judging a 300-move record one request
//! after another, first alone, then among hostile ones, then alone again:
//!
//! - 300 half-sent requests (headers never finished), reopened as the
//!   server closes them;
//! - 40 slow clients sending a body a byte every 200 ms;
//! - two clients each sending a 3 MB body (over the limit) ten times a
//!   second;
//! - clients sending records that run into the judging deadline.
//!
//! The hostile clients run on a runtime of their own, apart from the
//! normal clients' (and the server's). Its threads run at the idle
//! scheduling policy (Linux): an attacker's own work (writing 1.8 MB
//! records, copying 3 MB bodies, opening 300 connections) is done on the
//! attacker's machine, not on the server's two cores, and the soak is to
//! measure what the server does for them. `SOAK_HOSTILE_NORMAL=1` runs them
//! as any thread, as before.
//!
//! Reported: the normal requests' p50 and p99 in each phase and the ratio
//! of the soak's p99 to the unloaded one's (the aim: at most 2), what the
//! hostile clients got; and before the soak, peak memory with one
//! deadline-reaching judgement and with 16 and 64 at once (the aim: at
//! most the workers × one judgement + 100 MB), and the page's latency
//! meanwhile. Measured, never asserted.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

mod common;

const NORMAL: usize = 8;
/// Each phase; longer than the header-read timeout (10 s), so half-sent
/// requests are closed during the soak.
const PHASE: Duration = Duration::from_secs(12);

/// 300 moves on distinct points, spread over the board, alternating.
fn record() -> String {
    let columns = "ABCDEFGHJKLMNOPQRST".as_bytes();
    let mut out = String::new();
    for k in 0..300 {
        let p = (k * 7) % 361;
        let (x, y) = (p % 19, p / 19 + 1);
        let who = if k % 2 == 0 { "B" } else { "W" };
        out.push_str(&format!("{who} {}{y}\n", char::from(columns[x])));
    }
    out
}

/// A judging request for an SGF game whose every node turns the whole
/// board over (1.8 MB: a second or more of reading, so it runs into the
/// deadline), written piece by piece: the client holds no copy of it, so
/// the process's peak memory is the server's.
struct Slow {
    head: &'static str,
    chunk: String,
    chunks: usize,
    tail: &'static str,
}

impl Slow {
    fn new() -> Slow {
        Slow {
            head: r#"{"edition":"go-2002","record":"(;GM[1]FF[4]SZ[19]"#,
            chunk: ";AB[aa:ss];AW[aa:ss]".repeat(1_000),
            chunks: 90,
            tail: r#")"}"#,
        }
    }

    fn len(&self) -> usize {
        self.head.len() + self.chunk.len() * self.chunks + self.tail.len()
    }

    /// Sent on a new connection: the answer's status.
    async fn send(&self, addr: std::net::SocketAddr) -> u16 {
        let Ok(mut s) = TcpStream::connect(addr).await else {
            return 0;
        };
        let req = format!(
            "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{}",
            self.len(),
            self.head
        );
        let _ = s.write_all(req.as_bytes()).await;
        for _ in 0..self.chunks {
            if s.write_all(self.chunk.as_bytes()).await.is_err() {
                break;
            }
        }
        let _ = s.write_all(self.tail.as_bytes()).await;
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer).await;
        status(&answer)
    }
}

fn status(answer: &[u8]) -> u16 {
    std::str::from_utf8(answer.get(9..12).unwrap_or_default())
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(0)
}

fn body(record: &str) -> String {
    serde_json::json!({"edition": "go-2002", "record": record}).to_string()
}

/// One judgement on a new connection: (status, time to the whole answer).
async fn judge(addr: std::net::SocketAddr, body: &str) -> (u16, Duration) {
    let start = Instant::now();
    let Ok(mut s) = TcpStream::connect(addr).await else {
        return (0, start.elapsed());
    };
    let req = format!(
        "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = s.write_all(req.as_bytes()).await;
    let _ = s.write_all(body.as_bytes()).await;
    let mut answer = Vec::new();
    let _ = s.read_to_end(&mut answer).await;
    (status(&answer), start.elapsed())
}

fn peak_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|k| k.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn percentile(times: &mut [Duration], q: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    times.sort();
    times[((times.len() as f64 * q) as usize).min(times.len() - 1)].as_secs_f64() * 1e3
}

/// Normal clients judging for one phase: every latency.
async fn normal_phase(addr: std::net::SocketAddr, body: Arc<String>) -> Vec<Duration> {
    let end = Instant::now() + PHASE;
    let tasks: Vec<_> = (0..NORMAL)
        .map(|_| {
            let b = Arc::clone(&body);
            tokio::spawn(async move {
                let mut times = Vec::new();
                while Instant::now() < end {
                    let (status, t) = judge(addr, &b).await;
                    if status == 200 {
                        times.push(t);
                    }
                }
                times
            })
        })
        .collect();
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap_or_default());
    }
    all
}

/// What the hostile clients got, by kind.
#[derive(Default)]
struct Hostile {
    half_closed: AtomicUsize,
    slow: AtomicUsize,
    oversized: AtomicUsize,
    deadline: AtomicUsize,
}

/// The hostile clients, on `rt`, until `stop`.
fn hostile(
    rt: &tokio::runtime::Handle,
    addr: std::net::SocketAddr,
    stop: Arc<AtomicBool>,
    seen: Arc<Hostile>,
) {
    for _ in 0..300 {
        let (stop, seen) = (Arc::clone(&stop), Arc::clone(&seen));
        rt.spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let Ok(mut s) = TcpStream::connect(addr).await else {
                    break;
                };
                let _ = s.write_all(b"POST /api/judge HTTP/1.1\r\nHost: 127").await;
                let mut buf = [0u8; 64];
                let _ = s.read(&mut buf).await;
                seen.half_closed.fetch_add(1, Ordering::Relaxed);
            }
        });
    }
    for _ in 0..40 {
        let (stop, seen) = (Arc::clone(&stop), Arc::clone(&seen));
        rt.spawn(async move {
            let Ok(mut s) = TcpStream::connect(addr).await else {
                return;
            };
            let head = "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2400\r\n\r\n";
            let _ = s.write_all(head.as_bytes()).await;
            while !stop.load(Ordering::Relaxed) {
                if s.write_all(b" ").await.is_err() {
                    seen.slow.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        });
    }
    let big = Arc::new(body(&"B pass\n".repeat(450_000)));
    let slow = Arc::new(Slow::new());
    for k in 0..4 {
        let (stop, seen) = (Arc::clone(&stop), Arc::clone(&seen));
        let (big, slow) = (Arc::clone(&big), Arc::clone(&slow));
        rt.spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let (status, counter) = if k < 2 {
                    // Ten a second each: the bench's own clients share the
                    // server's two cores, and a client copying 3 MB bodies
                    // in a tight loop would measure itself.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    (judge(addr, &big).await.0, &seen.oversized)
                } else {
                    (slow.send(addr).await, &seen.deadline)
                };
                if status == 413 || status == 422 || status == 408 {
                    counter.fetch_add(1, Ordering::Relaxed);
                }
            }
        });
    }
}

/// Peak memory with one deadline-reaching judgement, then with 16 and 64
/// at once; and the page's latency while they keep every worker busy.
async fn memory(addr: std::net::SocketAddr, permits: usize) {
    let slow = Arc::new(Slow::new());
    let base = peak_mb();
    let start = Instant::now();
    let status = slow.send(addr).await;
    let t = start.elapsed();
    let one = peak_mb() - base;
    println!(
        "one judgement reaching the deadline: status {status} after {:.0} ms; peak memory +{one:.0} MB",
        t.as_secs_f64() * 1e3
    );
    for n in [16, 64] {
        let tasks: Vec<_> = (0..n)
            .map(|_| {
                let b = Arc::clone(&slow);
                tokio::spawn(async move { b.send(addr).await })
            })
            .collect();
        let mut page = Vec::new();
        for _ in 0..20 {
            tokio::time::sleep(Duration::from_millis(50)).await;
            page.push(get_page(addr).await);
        }
        let mut statuses = std::collections::BTreeMap::new();
        for t in tasks {
            *statuses.entry(t.await.unwrap_or(0)).or_insert(0) += 1;
        }
        let all = peak_mb() - base;
        println!(
            "{n} at once: statuses {statuses:?}; peak memory +{all:.0} MB (aim: at most {permits} workers × {one:.0} MB + 100 MB = {:.0} MB); GET / meanwhile p50 {:.1} ms, max {:.1} ms",
            permits as f64 * one + 100.0,
            percentile(&mut page, 0.5),
            percentile(&mut page, 1.0)
        );
    }
}

/// The page, on a new connection: the time to its whole answer.
async fn get_page(addr: std::net::SocketAddr) -> Duration {
    let start = Instant::now();
    if let Ok(mut s) = TcpStream::connect(addr).await {
        let req = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
        let _ = s.write_all(req.as_bytes()).await;
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer).await;
    }
    start.elapsed()
}

/// The calling thread gives way to every other (Linux's idle policy).
fn give_way() {
    #[cfg(target_os = "linux")]
    {
        use thread_priority::{NormalThreadSchedulePolicy, ThreadPriority, ThreadSchedulePolicy};
        let _ = thread_priority::set_thread_priority_and_policy(
            thread_priority::thread_native_id(),
            ThreadPriority::Min,
            ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle),
        );
    }
}

fn main() {
    // The server on its own runtime, as `caipan serve` runs it; the
    // clients, hostile or not, on another.
    let (_server, addr, limits) = common::start(caipan_serve::Limits {
        judge_millis: 500,
        ..caipan_serve::Limits::default()
    });
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    // The hostile clients on a runtime of their own: sharing the normal
    // clients' would time the normal requests waiting behind hostile
    // tasks in the clients' own queue, not in the server.
    let at_normal = std::env::var_os("SOAK_HOSTILE_NORMAL").is_some();
    let hostile_rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("hostile-rt")
        .on_thread_start(move || {
            if !at_normal {
                give_way();
            }
        })
        .build()
        .expect("a runtime");
    println!(
        "hostile clients' threads: {}",
        if at_normal {
            "as any thread (SOAK_HOSTILE_NORMAL)"
        } else {
            "at the idle policy (their own work is not the server's)"
        }
    );
    if std::env::var_os("CAIPAN_BENCH_SMOKE").is_some() {
        // A smoke run (CI): one normal judgement and the page, no phases.
        rt.block_on(async {
            println!("one judgement: {:?}", judge(addr, &body(&record())).await);
            println!("the page: {:?}", get_page(addr).await);
        });
        return;
    }
    rt.block_on(async {
        // Permits in both lanes: the quick lane's and the long lane's.
        memory(addr, limits.concurrent + (limits.concurrent - 1).max(1)).await;
        let body = Arc::new(body(&record()));
        let mut unloaded = normal_phase(addr, Arc::clone(&body)).await;
        let stop = Arc::new(AtomicBool::new(false));
        let seen = Arc::new(Hostile::default());
        hostile(hostile_rt.handle(), addr, Arc::clone(&stop), Arc::clone(&seen));
        tokio::time::sleep(Duration::from_millis(500)).await;
        let mut soak = normal_phase(addr, Arc::clone(&body)).await;
        stop.store(true, Ordering::Relaxed);
        tokio::time::sleep(Duration::from_secs(1)).await;
        let mut after = normal_phase(addr, Arc::clone(&body)).await;
        let before_p99 = percentile(&mut unloaded, 0.99);
        for (phase, times) in [
            ("unloaded", &mut unloaded),
            ("under soak", &mut soak),
            ("unloaded again", &mut after),
        ] {
            println!(
                "{phase}: {} judgements by {NORMAL} clients in {} s; p50 {:.1} ms, p99 {:.1} ms",
                times.len(),
                PHASE.as_secs(),
                percentile(times, 0.5),
                percentile(times, 0.99)
            );
        }
        println!(
            "p99 under soak / p99 unloaded: {:.2} (aim: at most 2)",
            percentile(&mut soak, 0.99) / before_p99
        );
        println!(
            "hostile clients: {} half-sent requests closed by the server, {} of 40 slow clients cut off (the rest still sending at the end), {} oversized bodies refused, {} judgements stopped at the deadline; peak memory {:.0} MB",
            seen.half_closed.load(Ordering::Relaxed),
            seen.slow.load(Ordering::Relaxed),
            seen.oversized.load(Ordering::Relaxed),
            seen.deadline.load(Ordering::Relaxed),
            peak_mb()
        );
    });
}
