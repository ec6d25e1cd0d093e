//! What the server's benchmarks share: the server started as `caipan
//! serve` runs it, on a runtime of its own, so the clients' runtime and
//! threads stay apart from it.

/// The server on a loopback port with `limits` (`IO_THREADS` in the
/// environment sets its connection threads): its runtime, which must be
/// kept while it serves, its address, and the limits it runs with.
pub fn start(
    mut limits: caipan_serve::Limits,
) -> (
    tokio::runtime::Runtime,
    std::net::SocketAddr,
    caipan_serve::Limits,
) {
    if let Some(n) = std::env::var("IO_THREADS")
        .ok()
        .and_then(|n| n.parse().ok())
    {
        limits.io_threads = n;
    }
    let server = caipan_serve::runtime(&limits).expect("a runtime");
    let listener = server.block_on(async {
        caipan_serve::listener("127.0.0.1:0".parse().expect("an address")).expect("binds")
    });
    let addr = listener.local_addr().expect("an address");
    server.spawn(caipan_serve::serve_on(
        listener,
        caipan_serve::app(limits).expect("the workers start"),
        limits,
    ));
    (server, addr, limits)
}
