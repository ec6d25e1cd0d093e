//! The connections: each served by hyper's HTTP/1.1 server with its
//! header-read timeout (a client that does not send a whole request's
//! headers in time, or keeps a connection open without starting the next
//! request, is closed), over a socket whose stalled writes time out
//! ([`stream`](crate::stream)). As many are open at once as the limit
//! allows, and no more than the process's open-file limit leaves room
//! for; at the cap a new connection is taken in and the one that has
//! waited on its client longest is closed ([`registry`](crate::registry)),
//! so slow or half-sent requests cannot keep a fresh client out.

use crate::limits::Limits;
use crate::registry::Open;
use crate::stream::Guarded;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::sync::Arc;
use std::time::Duration;

/// Files kept for everything but connections: the listener, the worker
/// threads' and the runtime's own, standard streams, and one connection
/// taken in over the cap before another is closed.
const FILES_KEPT: u64 = 64;

/// Serve `app` on `listener` until the process ends.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    app: axum::Router,
    limits: Limits,
) -> std::io::Result<()> {
    let cap = limits.connections.min(file_room()).max(1);
    let open = Arc::new(Open::default());
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(e) if transient(&e) => {
                // Out of file descriptors or a connection reset before it
                // was taken: wait a little, as hyper's examples do.
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
            Err(e) => return Err(e),
        };
        while open.len() >= cap && !open.close_longest_waiting() {
            // Every connection is at work: the new one waits its turn
            // (looking again now and then, should an end pass unseen).
            let _ = tokio::time::timeout(Duration::from_millis(50), open.one_ended()).await;
        }
        let _ = stream.set_nodelay(true);
        spawn(stream, &app, &limits, &open);
    }
}

/// Serve one connection until it ends or is closed for a new one.
fn spawn(stream: tokio::net::TcpStream, app: &axum::Router, limits: &Limits, open: &Arc<Open>) {
    let (key, conn) = open.open();
    let seen = conn.clone();
    let service = TowerToHyperService::new(tower::ServiceExt::map_request(
        app.clone(),
        move |mut request: axum::http::Request<hyper::body::Incoming>| {
            request.extensions_mut().insert(seen.clone());
            request
        },
    ));
    let header = Duration::from_millis(limits.header_millis);
    let io = Guarded::new(stream, Duration::from_millis(limits.send_millis));
    let open = Arc::clone(open);
    tokio::spawn(async move {
        let mut http = hyper::server::conn::http1::Builder::new();
        http.timer(TokioTimer::new())
            .header_read_timeout(header)
            .keep_alive(true);
        // A connection's errors (a client gone, a timeout) end it and
        // nothing else; closed for a new one, it is dropped.
        tokio::select! {
            _ = http.serve_connection(TokioIo::new(io), service) => {}
            () = conn.closed() => {}
        }
        open.end(key);
    });
}

/// How many connections the process's open-file limit leaves room for.
#[cfg(unix)]
fn file_room() -> usize {
    let soft = rustix::process::getrlimit(rustix::process::Resource::Nofile).current;
    soft.map_or(usize::MAX, |files| {
        let room = if files > 2 * FILES_KEPT {
            files - FILES_KEPT
        } else {
            files / 2
        };
        usize::try_from(room).unwrap_or(usize::MAX)
    })
}

#[cfg(not(unix))]
fn file_room() -> usize {
    usize::MAX
}

/// An accept error that passes: the listener goes on.
fn transient(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        e.kind(),
        ConnectionAborted | ConnectionReset | Interrupted | WouldBlock
    ) || e
        .raw_os_error()
        .is_some_and(|code| code == 23 || code == 24)
}
