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
    // Every built-in edition, each once.
    assert_eq!(
        editions.as_array().map(Vec::len),
        Some(caipan::ruleset::BUILT_IN.len())
    );
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

/// An SGF game made the page's record (`/api/record`): its properties as
/// tags, a line per move, the lines after it kept; and back to SGF with
/// every tag (those SGF has no property for in the root's comment).
#[tokio::test]
async fn an_sgf_becomes_the_record_and_goes_back_whole() {
    let sgf = "(;GM[1]SZ[19]PB[Li]KM[7.5]AN[Zhang];B[pd];W[dp])\nB pass\n";
    let (status, v, text) = call(post("/api/record", serde_json::json!({"record": sgf}))).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let record = v["record"].as_str().unwrap_or_default();
    assert!(
        record.contains("[Black \"Li\"]") && record.contains("[Komi \"7.5\"]"),
        "{record}"
    );
    assert!(record.ends_with("B Q16\nW D4\nB pass\n"), "{record}");
    let (_, _, back) = call(post(
        "/api/sgf",
        serde_json::json!({"edition": "go-2002", "record": record}),
    ))
    .await;
    assert!(
        back.contains("PB[Li]") && back.contains("KM[7.5]"),
        "{back}"
    );
    assert!(
        back.contains(";B[pd]") && back.contains(";W[dp]") && back.contains(";B[]"),
        "{back}"
    );
    // A record in caipan's format needs no converting; in Chinese the
    // refusal of a bad SGF is Chinese.
    let (status, _, _) = call(post(
        "/api/record",
        serde_json::json!({"record": "B Q16\n"}),
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, v, _) = call(post(
        "/api/record",
        serde_json::json!({"record": "(;GM[1];B[pd])(;B[dd])x", "lang": "zh"}),
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("局棋之后"),
        "{v}"
    );
}

/// The answer's words in the language asked for, one per finding: the
/// topic, the note and the articles in Chinese for an edition whose
/// articles are our English words.
#[tokio::test]
async fn the_words_of_each_finding_are_in_the_language_asked_for() {
    let (status, v, text) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-korea-2016", "record": "B Q16\nB D4\n", "lang": "zh", "ongoing": true}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let f = &v["words"]["findings"][0];
    assert_eq!(f["topic"], "连下两着", "{v}");
    assert!(
        f["articles"][0]["text"]
            .as_str()
            .unwrap_or_default()
            .starts_with("黑方先行"),
        "{v}"
    );
    assert!(
        f["note"].as_str().unwrap_or_default().contains("轮流"),
        "{v}"
    );
    assert_eq!(v["words"]["edition_title"], "韩国棋院围棋规则（2016）");
    // The judgement itself is the same in every language.
    let (_, en, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-korea-2016", "record": "B Q16\nB D4\n", "ongoing": true}),
    ))
    .await;
    assert_eq!(en["judgement"], v["judgement"]);
    assert_eq!(en["words"]["findings"][0]["topic"], "Double move");
}

/// After two passes the count waits for the dead stones (provisional),
/// until the players agree them.
#[tokio::test]
async fn the_count_is_provisional_until_the_dead_stones_are_agreed() {
    let stopped = "B Q16\nW D4\nB pass\nW pass\n";
    for (record, provisional) in [
        (stopped.to_string(), true),
        (format!("{stopped}both agree-dead\n"), false),
    ] {
        let (_, v, _) = call(post(
            "/api/judge",
            serde_json::json!({"edition": "go-2002", "record": record, "ongoing": true}),
        ))
        .await;
        assert_eq!(v["situation"]["count_provisional"], provisional, "{record}");
    }
    // Tromp-Taylor counts the board as it stands: nothing to agree.
    let (_, v, _) = call(post(
        "/api/judge",
        serde_json::json!({"edition": "go-tromp-taylor", "record": stopped, "ongoing": true}),
    ))
    .await;
    assert_eq!(v["situation"]["count_provisional"], false);
}

#[tokio::test]
async fn the_record_s_komi_counts_when_asked_as_check_komi_file() {
    let judge = |komi: Option<&str>, km: &str| {
        let record = format!("(;GM[1]SZ[19]KM[{km}];B[pd];W[dp];B[];W[])");
        let mut body = serde_json::json!({"edition": "go-2002", "record": record});
        if let Some(k) = komi {
            body["komi"] = serde_json::json!(k);
        }
        call(post("/api/judge", body))
    };
    let (_, edition, _) = judge(None, "6.5").await;
    let (status, file, text) = judge(Some("file"), "6.5").await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert_eq!(edition["judgement"]["result"]["margin"], 3.75);
    assert_eq!(file["judgement"]["result"]["margin"], 3.25);
    // Outside the komi article's range: the edition's counts, and two
    // remarks say so, as the CLI's: the file's komi differs, and it is
    // outside what the article allows.
    let (_, outside, _) = judge(Some("file"), "50").await;
    assert_eq!(outside["judgement"]["result"]["margin"], 3.75);
    let remarks = outside["judgement"]["remarks"].to_string();
    assert!(remarks.contains("is outside what 11 allows"), "{remarks}");
    let (status, _, text) = judge(Some("the arbiter's"), "6.5").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{text}");
    assert!(text.contains("no komi"), "{text}");
}
