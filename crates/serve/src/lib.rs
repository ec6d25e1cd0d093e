//! `caipan serve`: the arbiter's table. A local HTTP server (axum on
//! tokio) with one page, its script and styles embedded in the binary (it
//! works offline in a venue), and a JSON API under it: editions and their
//! declared events, judging a record, search and article lookup, a record
//! as SGF. Records arrive in request bodies, never as paths: no request
//! makes the server read a file. Bodies, judging time and concurrent
//! judgements are bounded; nothing is kept between requests.

mod api;
mod limits;
mod sgf_out;

pub use limits::Limits;
pub use sgf_out::to_sgf;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{get, post};
use std::sync::Arc;

/// The page, its script and its styles, embedded.
const PAGE: &str = include_str!("../assets/index.html");
const SCRIPT: &str = include_str!("../assets/app.js");
const STYLE: &str = include_str!("../assets/app.css");

/// The server's routes: the page and the API, with the given limits.
pub fn app(limits: Limits) -> Router {
    let state = Arc::new(api::State::new(limits));
    Router::new()
        .route(
            "/",
            get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], PAGE) }),
        )
        .route(
            "/app.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    SCRIPT,
                )
            }),
        )
        .route(
            "/app.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }),
        )
        .route("/api/editions", get(api::editions))
        .route("/api/edition/{id}", get(api::edition))
        .route("/api/judge", post(api::judge))
        .route("/api/sgf", post(api::sgf))
        .route("/api/search", get(api::search))
        .route("/api/cite", get(api::cite))
        .fallback(|| async { (axum::http::StatusCode::NOT_FOUND, "not found").into_response() })
        .layer(DefaultBodyLimit::max(limits.body_bytes))
        .with_state(state)
}

/// Serve on `addr` until the process ends.
pub fn serve(addr: std::net::SocketAddr, limits: Limits) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move { axum::serve(listener(addr)?, app(limits)).await })
}

/// A listening socket on `addr` whose queue holds a venue's worth of
/// clients connecting at once (the standard library's 128 would drop
/// some, and a dropped connection retries only after a second).
pub fn listener(addr: std::net::SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(1024)
}
