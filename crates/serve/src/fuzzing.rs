//! The driver the server's fuzz target and its stable test share: bytes
//! read as choices make one HTTP request — any method, a route of the API
//! or none, query strings, `Host`, `Origin` and `Content-Type` headers of
//! every kind, and a body that is a judging request (an edition, a record
//! the record generator makes or raw bytes, a supplement, a mode) or any
//! bytes — sent to the routes in process. Whatever the request, the answer
//! must come, and a refusal must be the API's error object with a stable
//! code and a bounded message.

use axum::body::Body;
use axum::http::{HeaderValue, Method, Request, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

/// Reads choices from the bytes, as the library's generators do.
struct Choices<'a> {
    data: &'a [u8],
    at: usize,
}

impl Choices<'_> {
    fn below(&mut self, n: usize) -> usize {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        usize::from(b) % n.max(1)
    }

    /// The bytes not read yet.
    fn rest(&self) -> &[u8] {
        self.data.get(self.at..).unwrap_or_default()
    }
}

/// The built-in editions, loaded once.
fn editions() -> &'static [caipan::Ruleset] {
    static EDITIONS: std::sync::OnceLock<Vec<caipan::Ruleset>> = std::sync::OnceLock::new();
    EDITIONS.get_or_init(caipan::fuzzing::built_in)
}

/// The request `data` describes.
pub fn request_from_bytes(data: &[u8]) -> Request<Body> {
    let mut c = Choices { data, at: 0 };
    let methods = [
        Method::GET,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::HEAD,
    ];
    let method = methods[c.below(methods.len())].clone();
    let editions = editions();
    let k = c.below(editions.len() + 2);
    let id = editions.get(k).map_or(["x", ""][k % 2], |r| r.id.as_str());
    let paths = [
        "/".to_string(),
        "/app.js".into(),
        "/api/editions".into(),
        format!("/api/edition/{id}"),
        "/api/judge".into(),
        "/api/sgf".into(),
        "/api/record".into(),
        format!("/api/search?q=%E6%82%94%E6%A3%8B&edition={id}"),
        format!("/api/cite?edition={id}&article=17.2"),
        "/api/search".into(),
        format!("/api/cite?edition={id}&article=%FF%FE"),
        "/nowhere".into(),
        "/api/../etc/passwd".into(),
    ];
    let path = &paths[c.below(paths.len())];
    let mut req = Request::builder()
        .method(method)
        .uri(path.parse::<axum::http::Uri>().unwrap_or_default());
    let hosts: [&[u8]; 6] = [
        b"127.0.0.1",
        b"localhost:8080",
        b"evil.example",
        b"[::1]:80",
        b"",
        b"\xff\xfe",
    ];
    let host = hosts[c.below(hosts.len())];
    if !host.is_empty()
        && let Ok(v) = HeaderValue::from_bytes(host)
    {
        req = req.header(header::HOST, v);
    }
    let origins = ["", "http://127.0.0.1:8080", "https://evil.example", "null"];
    let origin = origins[c.below(origins.len())];
    if !origin.is_empty() {
        req = req.header(header::ORIGIN, origin);
    }
    let types = [
        "application/json",
        "application/json; charset=utf-8",
        "text/plain",
        "",
    ];
    let kind = types[c.below(types.len())];
    if !kind.is_empty() {
        req = req.header(header::CONTENT_TYPE, kind);
    }
    let body = body(&mut c, id);
    req.body(Body::from(body)).unwrap_or_default()
}

/// A judging request's JSON, or the rest of the bytes as they are.
fn body(c: &mut Choices<'_>, id: &str) -> Vec<u8> {
    if c.below(4) == 0 {
        return c.rest().to_vec();
    }
    let with_supplement = c.below(6) == 0;
    let mode = ["", "as-ruled", "as-played", "as-dreamed"][c.below(4)];
    let record = match c.below(3) {
        0 => String::from_utf8_lossy(c.rest()).into_owned(),
        1 => String::from_utf8_lossy(&caipan::fuzzing::sgf_from_bytes(c.rest())).into_owned(),
        _ => match editions().iter().find(|r| r.id == id) {
            Some(rules) => caipan::fuzzing::record_from_bytes(rules, c.rest()),
            None => String::from_utf8_lossy(c.rest()).into_owned(),
        },
    };
    let mut json = serde_json::json!({"edition": id, "record": record});
    if with_supplement {
        json["supplement"] = format!(
            "supplement: {{id: f, title: F, edition: {id}}}\nparameters:\n  - {{name: komi, value: 1e-10}}\n"
        )
        .into();
    }
    if !mode.is_empty() {
        json["mode"] = mode.into();
    }
    json.to_string().into_bytes()
}

/// Send the request `data` describes to `app` and check the answer: a
/// refusal is the API's error object with a `caipan::` code, a message
/// and help of bounded length; no answer is unbounded.
pub async fn exercise(app: axum::Router, data: &[u8]) {
    let req = request_from_bytes(data);
    // A HEAD request's answer has no body, whatever its status.
    let head = req.method() == Method::HEAD;
    let Ok(res) = app.oneshot(req).await;
    let status = res.status();
    let collected = res.into_body().collect().await;
    assert!(collected.is_ok(), "the answer's body failed");
    let bytes = collected.map(|b| b.to_bytes()).unwrap_or_default();
    assert!(bytes.len() < 64 << 20, "an answer of {} bytes", bytes.len());
    if (status.is_client_error() || status.is_server_error()) && !head {
        let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_default();
        let said = String::from_utf8_lossy(&bytes);
        assert_eq!(v["schema"], "caipan/error/1", "a {status} refusal: {said}");
        let code = v["error"]["code"].as_str().unwrap_or_default();
        assert!(code.starts_with("caipan::"), "{v}");
        let message = v["error"]["message"].as_str().unwrap_or_default();
        assert!(
            !message.is_empty() && message.chars().count() <= 1_000,
            "{v}"
        );
        assert!(status.as_u16() != 500, "an internal failure: {v}");
    }
}
