//! The server's bounds under hostile clients, over real connections on
//! loopback: a judgement stops at its deadline and holds its permit until
//! it has stopped; half-sent requests are closed and cannot lock a fresh
//! client out; the page is served while every permit is busy; every
//! refusal is the API's error object; only known hosts are answered.

use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

mod wire;
use wire::{code, send, server};

fn judge_head() -> &'static str {
    "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
}

fn judging(record: &str) -> String {
    serde_json::json!({"edition": "go-2002", "record": record}).to_string()
}

/// A triple ko taken round and round (a finding on every move): judging
/// it takes a while in a test build.
fn cycle(moves: usize) -> String {
    let mut text = String::from(
        "[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
    );
    let steps = ["W B2", "B J2", "W O2", "B C2", "W H2", "B P2"];
    for i in 0..moves {
        text.push_str(steps[i % 6]);
        text.push('\n');
    }
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_judgement_stops_at_its_deadline() {
    let limits = caipan_serve::Limits {
        judge_millis: 50,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let (status, body) = send(addr, judge_head(), &judging(&cycle(150_000))).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(code(&body), "caipan::limits::deadline");
    let (status, _) = send(addr, judge_head(), &judging("B Q16\n")).await;
    assert_eq!(status, 200, "the next request is judged");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_permit_is_held_until_the_work_ends() {
    // One permit in the long lane. The request's own timeout (100 ms)
    // gives the slow judgement up long before the work stops (at its 1 s
    // deadline, after reading a 150,000-move record): the next long
    // request waits for the work to end, not for the first answer to be
    // given up, so it times out too; once the work has stopped, a long
    // request is judged. A short one never waits for the long lane.
    let limits = caipan_serve::Limits {
        concurrent: 1,
        judge_millis: 1_000,
        request_millis: 100,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let (status, body) = send(addr, judge_head(), &judging(&cycle(150_000))).await;
    assert_eq!(status, 408, "{body}");
    assert_eq!(code(&body), "caipan::serve::timeout");
    // Over the quick lane's size, quick to judge: a move and a comment.
    let long = judging(&format!("B Q16\n{{{}}}\n", "x".repeat(20_000)));
    let (status, body) = send(addr, judge_head(), &long).await;
    assert_eq!(status, 408, "still waiting for the permit: {body}");
    let (status, body) = send(addr, judge_head(), &judging("B Q16\n")).await;
    assert_eq!(status, 200, "the quick lane is free: {body}");
    let mut served = false;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        if send(addr, judge_head(), &long).await.0 == 200 {
            served = true;
            break;
        }
    }
    assert!(served, "the permit comes back once the work has stopped");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_requests_are_closed_and_lock_no_one_out() {
    let limits = caipan_serve::Limits {
        header_millis: 300,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let mut held = Vec::new();
    for _ in 0..300 {
        let mut s = TcpStream::connect(addr).await.expect("connects");
        s.write_all(b"POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-")
            .await
            .expect("writes");
        held.push(s);
    }
    let (status, _) = send(addr, "GET /api/editions HTTP/1.1\r\nHost: 127.0.0.1", "").await;
    assert_eq!(status, 200, "a fresh client is answered");
    tokio::time::sleep(Duration::from_millis(800)).await;
    let mut closed = 0;
    for s in &mut held {
        let mut buf = [0u8; 512];
        let read = tokio::time::timeout(Duration::from_secs(2), s.read(&mut buf)).await;
        if matches!(read, Ok(Ok(_)) | Ok(Err(_))) {
            closed += 1;
        }
    }
    assert_eq!(closed, 300, "every half-sent request was closed");
    // An idle connection kept open is closed the same way.
    let mut idle = TcpStream::connect(addr).await.expect("connects");
    let mut buf = [0u8; 16];
    let read = tokio::time::timeout(Duration::from_secs(3), idle.read(&mut buf)).await;
    assert!(matches!(read, Ok(Ok(0)) | Ok(Err(_))), "{read:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_while_every_permit_is_busy() {
    let limits = caipan_serve::Limits {
        concurrent: 2,
        judge_millis: 3_000,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let body = judging(&cycle(150_000));
    let slow: Vec<_> = (0..4)
        .map(|_| {
            let b = body.clone();
            tokio::spawn(async move { send(addr, judge_head(), &b).await })
        })
        .collect();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (status, page) = send(addr, "GET / HTTP/1.1\r\nHost: localhost", "").await;
    assert_eq!(status, 200);
    assert!(page.contains("<script src=\"/app.js\"></script>"));
    let busy = slow.iter().filter(|t| !t.is_finished()).count();
    assert!(busy > 0, "the page came back while judgements still ran");
    for t in slow {
        let _ = t.await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refusal_is_the_api_s_error_object() {
    let addr = server(caipan_serve::Limits {
        body_bytes: 64 * 1024,
        ..caipan_serve::Limits::default()
    })
    .await;
    let cases: Vec<(String, String, u16, &str)> = vec![
        (
            judge_head().into(),
            "{not json".into(),
            422,
            "caipan::serve::request",
        ),
        (
            judge_head().into(),
            r#"{"edition":"go-2002","record":"","path":"/etc/passwd"}"#.into(),
            422,
            "caipan::serve::request",
        ),
        (
            "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain".into(),
            judging("B Q16"),
            415,
            "caipan::serve::content_type",
        ),
        (
            judge_head().into(),
            judging(&"B pass\n".repeat(20_000)),
            413,
            "caipan::serve::too_large",
        ),
        (
            "GET /nowhere HTTP/1.1\r\nHost: 127.0.0.1".into(),
            String::new(),
            404,
            "caipan::serve::not_found",
        ),
        (
            "DELETE /api/judge HTTP/1.1\r\nHost: 127.0.0.1".into(),
            String::new(),
            405,
            "caipan::serve::method",
        ),
        (
            "GET /api/search HTTP/1.1\r\nHost: 127.0.0.1".into(),
            String::new(),
            400,
            "caipan::serve::request",
        ),
    ];
    for (head, body, status, want) in cases {
        let (got, answer) = send(addr, &head, &body).await;
        assert_eq!(got, status, "{head}: {answer}");
        assert_eq!(code(&answer), want, "{head}");
    }
    let long = "x".repeat(60_000);
    let head = format!("GET /api/cite?edition=go-2002&article={long} HTTP/1.1\r\nHost: 127.0.0.1");
    let (status, answer) = send(addr, &head, "").await;
    assert_eq!(status, 422);
    assert!(
        answer.len() < 1_000,
        "the argument is not quoted back whole: {} bytes",
        answer.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_known_hosts_and_origins_are_answered() {
    let addr = server(caipan_serve::Limits::default()).await;
    let port = addr.port();
    for (host, origin, status) in [
        (format!("127.0.0.1:{port}"), None, 200),
        (
            format!("localhost:{port}"),
            Some(format!("http://localhost:{port}")),
            200,
        ),
        ("evil.example".to_string(), None, 403),
        (
            format!("127.0.0.1:{port}"),
            Some("https://evil.example".to_string()),
            403,
        ),
    ] {
        let mut head = format!("GET /api/editions HTTP/1.1\r\nHost: {host}");
        if let Some(o) = &origin {
            head.push_str(&format!("\r\nOrigin: {o}"));
        }
        let (got, body) = send(addr, &head, "").await;
        assert_eq!(got, status, "{host} {origin:?}: {body}");
        if status == 403 {
            assert_eq!(code(&body), "caipan::serve::host");
        }
    }
}
