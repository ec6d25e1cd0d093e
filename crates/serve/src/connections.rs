//! The connections: accepted while fewer than the limit are open (past
//! it, new ones wait in the listen queue), each served by hyper's HTTP/1.1
//! server with its header-read timeout — a client that does not send a
//! whole request's headers in time, or keeps a connection open without
//! starting the next request, is closed — so half-sent requests cannot
//! hold the server.

use crate::limits::Limits;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::sync::Arc;
use std::time::Duration;

/// Serve `app` on `listener` until the process ends.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    app: axum::Router,
    limits: Limits,
) -> std::io::Result<()> {
    let open = Arc::new(tokio::sync::Semaphore::new(limits.connections.max(1)));
    let header = Duration::from_millis(limits.header_millis);
    loop {
        let Ok(permit) = Arc::clone(&open).acquire_owned().await else {
            return Ok(());
        };
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
        let _ = stream.set_nodelay(true);
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(header)
                .keep_alive(true);
            // A connection's errors (a client gone, a timeout) end it and
            // nothing else.
            let _ = http.serve_connection(TokioIo::new(stream), service).await;
            drop(permit);
        });
    }
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
