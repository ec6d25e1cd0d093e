//! What the in-process API tests share: a request answered by a fresh app,
//! its status, its body as JSON (Null when it is not) and as text.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

pub async fn call(req: Request<Body>) -> (StatusCode, serde_json::Value, String) {
    let app = caipan_serve::app(caipan_serve::Limits::default()).expect("the workers start");
    let res = app.oneshot(req).await.expect("the router answers");
    let status = res.status();
    let bytes = res.into_body().collect().await.expect("a body").to_bytes();
    let text = String::from_utf8_lossy(&bytes).into_owned();
    (
        status,
        serde_json::from_str(&text).unwrap_or(serde_json::Value::Null),
        text,
    )
}

pub fn get(path: &str) -> Request<Body> {
    Request::get(path).body(Body::empty()).expect("a request")
}
