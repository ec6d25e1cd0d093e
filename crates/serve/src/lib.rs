//! `caipan serve`: the arbiter's table. A local HTTP server (axum on
//! tokio, connections served by hyper) with one page, its script and styles
//! embedded in the binary (it works offline in a venue), and a JSON API
//! under it: editions and their declared events, judging a record, search
//! and article lookup, a record as SGF. Records arrive in request bodies,
//! never as paths: no request makes the server read a file. Every bound
//! is a layer of the web stack or the judge's deadline ([`Limits`],
//! docs/hardening.md); only hosts it knows are answered ([`Hosts`]); every
//! refusal is the CLI's error object; nothing is kept between requests.

mod answer;
mod api;
mod connections;
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
mod hosts;
mod limits;
mod own_komi;
mod refusal;
mod registry;
mod sgf_out;
mod stream;
mod words;
mod work;

pub use connections::serve_on;
pub use hosts::Hosts;
pub use limits::Limits;
pub use sgf_out::to_sgf;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{StatusCode, header};
use axum::routing::{get, post};
use std::sync::Arc;
use std::time::Duration;

/// The page, its scripts and its styles, embedded.
const PAGE: &str = include_str!("../assets/index.html");
const STYLE: &str = include_str!("../assets/app.css");
/// The page's scripts by path, each one job (the page loads them in order):
/// the catalogue reader, what every script uses, the judgement drawn, the
/// record kept, the board, the forms, the ruling sheet, the table's state,
/// and the page set going.
const SCRIPTS: [(&str, &str); 9] = [
    ("/l10n.js", include_str!("../assets/l10n.js")),
    ("/page.js", include_str!("../assets/page.js")),
    ("/judgement.js", include_str!("../assets/judgement.js")),
    ("/record.js", include_str!("../assets/record.js")),
    ("/board.js", include_str!("../assets/board.js")),
    ("/forms.js", include_str!("../assets/forms.js")),
    ("/sheet.js", include_str!("../assets/sheet.js")),
    ("/app.js", include_str!("../assets/app.js")),
    ("/init.js", include_str!("../assets/init.js")),
];
const CATALOGUES: [(&str, &str); 2] = [
    ("en", include_str!("../assets/l10n/en.ftl")),
    ("zh", include_str!("../assets/l10n/zh.ftl")),
];

/// The server's routes with the given limits, answering loopback names
/// and IP literals only; an error if its worker threads cannot start.
pub fn app(limits: Limits) -> std::io::Result<Router> {
    app_for(limits, Hosts::loopback())
}

/// The server's routes with the given limits, answering `hosts`. The
/// layers, outermost first: every refusal put in the API's shape; the
/// `Host`/`Origin` guard; what an answer holds while it is sent; the whole
/// request's timeout; the body limit.
pub fn app_for(limits: Limits, hosts: Hosts) -> std::io::Result<Router> {
    let state = Arc::new(api::State::new(limits)?);
    let page = |kind: &'static str, body: &'static str| {
        get(move || async move { ([(header::CONTENT_TYPE, kind)], body) })
    };
    let mut router = Router::new()
        .route("/", page("text/html; charset=utf-8", PAGE))
        .route("/app.css", page("text/css; charset=utf-8", STYLE));
    for (path, script) in SCRIPTS {
        router = router.route(path, page("text/javascript; charset=utf-8", script));
    }
    let router = router
        .route("/l10n/{file}", get(catalogue))
        .route("/api/editions", get(api::editions))
        .route("/api/edition/{id}", get(api::edition))
        .route("/api/judge", post(api::judge))
        .route("/api/sgf", post(api::sgf))
        .route("/api/record", post(api::record))
        .route("/api/search", get(api::search))
        .route("/api/cite", get(api::cite))
        .fallback(api::not_found)
        .with_state(state)
        .layer(DefaultBodyLimit::max(limits.body_bytes))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(
            limits.body_bytes,
        ))
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            Duration::from_millis(limits.request_millis),
        ))
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(answer::Answers::new(limits.answers_bytes)),
            answer::watch,
        ))
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(hosts),
            hosts::guard,
        ))
        .layer(axum::middleware::map_response(refusal::in_api_shape));
    Ok(router)
}

/// A language's catalogue of the page's words (`/l10n/en.ftl`).
async fn catalogue(
    axum::extract::Path(file): axum::extract::Path<String>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let lang = file.strip_suffix(".ftl").unwrap_or_default();
    match CATALOGUES.iter().find(|(l, _)| *l == lang) {
        Some((_, words)) => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            *words,
        )
            .into_response(),
        None => api::not_found().await.into_response(),
    }
}

/// Serve on `addr` until the process ends; `bound` is told the address
/// once the socket listens (before that, nothing is said).
pub fn serve(
    addr: std::net::SocketAddr,
    limits: Limits,
    hosts: Hosts,
    bound: impl FnOnce(std::net::SocketAddr),
) -> std::io::Result<()> {
    runtime(&limits)?.block_on(async move {
        let listener = listener(addr)?;
        bound(listener.local_addr()?);
        serve_on(listener, app_for(limits, hosts)?, limits).await
    })
}

/// The runtime that serves the connections: [`Limits::io_threads`]
/// threads (the judging runs on the worker pools, never here).
pub fn runtime(limits: &Limits) -> std::io::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .worker_threads(limits.io_threads.max(1))
        .thread_name("caipan-io")
        .build()
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
