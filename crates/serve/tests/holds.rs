//! What a connection may hold, over real connections on loopback: an
//! answer past its size is refused, large answers nobody reads are bounded
//! and given back when their clients stall; a body sent slowly is cut off;
//! at the connection cap a fresh client is answered at once; the refusals
//! hyper writes itself come in the API's error shape.

use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

mod wire;
use wire::{code, send, server};

fn judge_head() -> &'static str {
    "POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
}

/// A request whose answer is large: every move after the first is a
/// double move, a finding of some 4 KB each.
fn double_moves(moves: usize) -> String {
    let columns = "ABCDEFGHJKLMNOPQRST".as_bytes();
    let record: String = (0..moves)
        .map(|k| {
            let p = k % 361;
            format!("B {}{}\n", char::from(columns[p % 19]), p / 19 + 1)
        })
        .collect();
    serde_json::json!({"edition": "go-2002", "record": record, "mode": "as-played"}).to_string()
}

/// The request sent on a new connection, nothing of the answer read (its
/// receive buffer kept small, so the answer stays with the server).
async fn unread(addr: std::net::SocketAddr, body: &str) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket.set_recv_buffer_size(4096).expect("a small buffer");
    let mut s = socket.connect(addr).await.expect("connects");
    let req = format!(
        "{}\r\nContent-Length: {}\r\n\r\n{body}",
        judge_head(),
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("writes");
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_past_its_size_is_refused() {
    let limits = caipan_serve::Limits {
        answer_bytes: 100_000,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let (status, body) = send(addr, judge_head(), &double_moves(100)).await;
    assert_eq!(status, 422, "{}", &body[..body.len().min(200)]);
    assert_eq!(code(&body), "caipan::limits::answer");
    let (status, _) = send(addr, judge_head(), &double_moves(2)).await;
    assert_eq!(status, 200, "a short answer is given");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn large_answers_nobody_reads_are_bounded_and_given_back() {
    // Room for one large answer; a stalled write ends its connection
    // after 3 s (time enough to judge the second request in a test build). The first answer (some 12 MB, more than the socket's
    // buffers take) is never read: the second large one is refused while
    // it is held, and given once its client has been closed.
    let limits = caipan_serve::Limits {
        answers_bytes: 13 << 20,
        send_millis: 3_000,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let big = double_moves(3_000);
    let mut held = unread(addr, &big).await;
    // Its first bytes, once it is being sent: the rest is left unread.
    let mut status = [0u8; 12];
    held.read_exact(&mut status)
        .await
        .expect("an answer begins");
    assert_eq!(&status, b"HTTP/1.1 200");
    let (status, body) = send(addr, judge_head(), &big).await;
    assert_eq!(status, 503, "{}", &body[..body.len().min(200)]);
    assert_eq!(code(&body), "caipan::serve::answers");
    let (status, _) = send(addr, judge_head(), &double_moves(2)).await;
    assert_eq!(status, 200, "a small answer never waits for the budget");
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    let (status, _) = send(addr, judge_head(), &big).await;
    assert_eq!(
        status, 200,
        "the stalled client was closed and its answer given back"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_sent_slowly_is_cut_off() {
    let limits = caipan_serve::Limits {
        body_millis: 300,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let mut s = TcpStream::connect(addr).await.expect("connects");
    let head = format!("{}\r\nContent-Length: 1000\r\n\r\n{{", judge_head());
    s.write_all(head.as_bytes()).await.expect("writes");
    let started = Instant::now();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(5), s.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "answered before the request's own timeout");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408"), "{text}");
    assert!(text.contains("caipan::serve::timeout"), "{text}");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_the_cap_a_fresh_client_is_answered_at_once() {
    // Ten connections allowed, all holding half-sent requests (which the
    // header timeout of 10 s would close only later): the fresh client is
    // answered within a second, the longest-waiting one closed for it.
    let limits = caipan_serve::Limits {
        connections: 10,
        ..caipan_serve::Limits::default()
    };
    let addr = server(limits).await;
    let mut held = Vec::new();
    for _ in 0..10 {
        let mut s = TcpStream::connect(addr).await.expect("connects");
        s.write_all(b"POST /api/judge HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-")
            .await
            .expect("writes");
        held.push(s);
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let fresh = send(addr, "GET /api/editions HTTP/1.1\r\nHost: 127.0.0.1", "");
    let answered = tokio::time::timeout(Duration::from_secs(1), fresh).await;
    assert_eq!(answered.map(|(status, _)| status).ok(), Some(200));
    let mut buf = [0u8; 16];
    let first = tokio::time::timeout(Duration::from_secs(1), held[0].read(&mut buf)).await;
    assert!(
        matches!(first, Ok(Ok(0) | Err(_))),
        "the longest waiting was closed"
    );
}

/// What the server says to raw bytes on a new connection.
async fn raw(addr: std::net::SocketAddr, bytes: &[u8]) -> String {
    let mut s = TcpStream::connect(addr).await.expect("connects");
    let _ = s.write_all(bytes).await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), s.read_to_end(&mut answer)).await;
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_before_any_route_are_in_the_error_shape() {
    let addr = server(caipan_serve::Limits::default()).await;
    let long_query = format!(
        "GET /api/search?q={} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "a".repeat(90_000)
    );
    let huge_header = format!(
        "GET /api/editions HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: {}\r\n\r\n",
        "b".repeat(1 << 20)
    );
    let many: String = (0..200).map(|k| format!("X-{k}: 1\r\n")).collect();
    let many = format!("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n{many}\r\n");
    for (bytes, status, want) in [
        (long_query.as_bytes(), "414", "caipan::serve::uri_too_long"),
        (
            huge_header.as_bytes(),
            "431",
            "caipan::serve::headers_too_large",
        ),
        (many.as_bytes(), "431", "caipan::serve::headers_too_large"),
        (
            b"NOT HTTP AT ALL\r\n\r\n".as_slice(),
            "400",
            "caipan::serve::not_http",
        ),
    ] {
        let answer = raw(addr, bytes).await;
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status}")),
            "{answer}"
        );
        let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        assert_eq!(code(body), want);
    }
}
