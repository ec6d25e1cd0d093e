//! What the tests over real connections share: a server on a loopback
//! port, one request sent on a connection of its own, an error's code.

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A server on an ephemeral loopback port with these limits.
pub async fn server(limits: caipan_serve::Limits) -> std::net::SocketAddr {
    let listener =
        caipan_serve::listener("127.0.0.1:0".parse().expect("an address")).expect("binds");
    let addr = listener.local_addr().expect("an address");
    tokio::spawn(caipan_serve::serve_on(
        listener,
        caipan_serve::app(limits).expect("the workers start"),
        limits,
    ));
    addr
}

/// One request on a new connection: (status, body).
pub async fn send(addr: std::net::SocketAddr, head: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).await.expect("connects");
    let req = format!(
        "{head}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("writes");
    let mut answer = Vec::new();
    s.read_to_end(&mut answer).await.expect("reads");
    let text = String::from_utf8_lossy(&answer).into_owned();
    let status = text
        .get(9..12)
        .and_then(|c| c.parse().ok())
        .unwrap_or_default();
    let body = text
        .split_once("\r\n\r\n")
        .map_or(String::new(), |(_, b)| b.to_string());
    (status, body)
}

pub fn code(body: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
    assert_eq!(v["schema"], "caipan/error/1", "{body}");
    v["error"]["code"].as_str().unwrap_or_default().to_string()
}
