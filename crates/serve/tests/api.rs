//! The JSON API in-process (no network): each route as the page calls it,
//! with the CLI's JSON shapes, and the bounds and refusals.

use axum::body::Body;
use axum::http::{Request, StatusCode};

mod common;
use common::{call, get};

fn post(path: &str, body: serde_json::Value) -> Request<Body> {
    Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .expect("a request")
}

#[tokio::test]
async fn the_page_and_the_editions_are_served() {
    let (status, _, page) = call(get("/")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("<script src=\"/app.js\"></script>"));
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "nothing fetched from elsewhere"
    );
    let (_, editions, _) = call(get("/api/editions")).await;
    assert_eq!(editions.as_array().map(Vec::len), Some(13));
    let (status, e, _) = call(get("/api/edition/go-2002")).await;
    assert_eq!(status, StatusCode::OK);
    let late = e["events"]
        .as_array()
        .and_then(|a| a.iter().find(|x| x["name"] == "late"))
        .cloned();
    assert_eq!(
        late.map(|l| l["args"][0]["kind"].clone()),
        Some(serde_json::json!("duration"))
    );
}

#[tokio::test]
async fn a_double_move_and_a_phone_ring_are_judged_with_their_articles() {
    let record = "1. B Q16 W D4\n3. B Q4\n4. B R16\nW phone-ring\n";
    let (status, v, text) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": record, "boards": "final"}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let findings = v["judgement"]["findings"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let rules: Vec<&str> = findings.iter().filter_map(|f| f["rule"].as_str()).collect();
    assert_eq!(
        rules,
        [
            "double-move",
            "warning-costs-a-stone",
            "phone-rings-first",
            "warning-costs-a-stone"
        ]
    );
    assert_eq!(findings[0]["articles"][0]["id"], "17.2");
    assert!(
        findings[0]["articles"][0]["text"]
            .as_str()
            .is_some_and(|t| t.contains("连下两着"))
    );
    assert_eq!(v["judgement"]["schema"], "caipan/judgement/1");
    assert!(
        v["position"]
            .as_str()
            .is_some_and(|s| s.starts_with("<svg"))
    );
}

#[tokio::test]
async fn a_ruling_is_checked_against_the_text() {
    let record = "1. B Q16 W D4\n3. B Q4\n4. B R16\narbiter: B loss\n";
    let (_, v, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": record}),
    ))
    .await;
    assert_eq!(v["judgement"]["findings"][0]["ruling"]["compliant"], false);
}

#[tokio::test]
async fn a_defective_record_is_an_error_with_its_place() {
    let (status, v, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": "1. B Q16\n2. W Q16\n"}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "judged up to the defect");
    assert!(
        v["judgement"]["defect"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("occupied"))
    );
    let (status, v, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": "1. B Q16\nB ???\n"}),
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(v["schema"], "caipan/error/1");
    assert_eq!(v["error"]["line"], 2);
}

#[tokio::test]
async fn names_from_sgf_stay_data() {
    let sgf = "(;GM[1]SZ[19]PB[<script>alert(1)</script>];B[pd];W[dp])";
    let (status, v, text) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": sgf}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert!(v["judgement"].is_object());
    let (_, _, sgf_out) = call(post("/api/sgf", serde_json::json!({"edition": "go-2002", "record": "[Black \"a]b\"]\n1. B Q16\nW phone-ring\n"}))).await;
    assert!(sgf_out.contains("PB[a\\]b]"), "{sgf_out}");
    assert!(sgf_out.contains(";B[pd]C[W phone-ring]"), "{sgf_out}");
}

#[tokio::test]
async fn bounds_and_unknowns_are_refused() {
    let big = "B pass\n".repeat(400_000);
    let (status, _, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": big}),
    ))
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let (status, v, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2099", "record": ""}),
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        v["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("no edition"))
    );
    let (status, _, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-2002", "record": "", "path": "/etc/passwd"}),
    ))
    .await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "unknown fields are refused: no request names a file"
    );
    let (status, _, _) = call(get("/api/cite?edition=go-2002&article=nonsense-word")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn search_and_cite_answer_as_the_cli_does() {
    let (_, hits, _) = call(get("/api/search?q=%E6%82%94%E6%A3%8B&edition=go-2002")).await;
    assert!(
        hits.as_array()
            .is_some_and(|h| h.iter().any(|x| x["id"] == "17.3")),
        "{hits}"
    );
    let (_, cited, _) = call(get("/api/cite?edition=go-2002&article=takeback")).await;
    assert!(
        cited
            .as_array()
            .is_some_and(|c| !c.is_empty() && c[0]["text"].is_string()),
        "{cited}"
    );
}
