//! What the arbiter's page is given, in-process: where the game stands
//! (`situation`), only the boards a request asks for, the edition's claims
//! and verdicts as the page's forms use them, and the message catalogue.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{Value, json};

mod common;
use common::{call, get};

async fn judge(body: Value) -> Value {
    let req = Request::post("/api/judge")
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .expect("a request");
    let (status, v, text) = call(req).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    v
}

#[tokio::test]
async fn after_a_void_move_the_side_to_move_is_the_judged_one() {
    let v = judge(
        json!({"edition": "go-2002", "record": "B Q16\nW D4\nB Q4\nB R16\n", "ongoing": true, "boards": "findings"}),
    )
    .await;
    let s = &v["situation"];
    assert_eq!(s["to_move"], "W", "{s}");
    assert_eq!(s["next_move"], 4, "the void move does not count");
    assert_eq!(s["ended"], false);
    // The double move's board rings its point; the answer has the position.
    assert_eq!(v["boards"].as_array().map(Vec::len), Some(1));
    assert!(
        v["position"]
            .as_str()
            .is_some_and(|p| p.starts_with("<svg"))
    );
}

#[tokio::test]
async fn a_verdict_that_decides_the_game_leaves_nobody_to_move() {
    let v = judge(
        json!({"edition": "go-1988", "record": "B Q16\nW D4\nB Q4\nB R16\n", "ongoing": true}),
    )
    .await;
    let s = &v["situation"];
    assert!(s.get("to_move").is_none_or(Value::is_null), "{s}");
    assert_eq!(s["decided"], true);
}

#[tokio::test]
async fn an_unclaimed_takeback_is_an_open_claim_until_the_claimants_move() {
    let record = "B Q16\nW D4\nB Q4\nB takeback Q4 R4\n";
    let v = judge(json!({"edition": "go-2002", "record": record, "ongoing": true})).await;
    let claims = &v["situation"]["claims"];
    assert_eq!(claims[0]["by"], "W", "{claims}");
    assert_eq!(claims[0]["word"], "takeback");
    assert_eq!(claims[0]["window"], "claimant-next-move");
    assert_eq!(v["judgement"]["findings"][0]["claim"]["status"], "awaiting");
    // White moves on: the window is shut.
    let v =
        judge(json!({"edition": "go-2002", "record": format!("{record}W D16\n"), "ongoing": true}))
            .await;
    assert_eq!(v["situation"]["claims"], json!([]));
    assert_eq!(
        v["judgement"]["findings"][0]["claim"]["status"],
        "not-claimed"
    );
}

#[tokio::test]
async fn the_opening_acts_are_offered_as_they_fall_due() {
    let v = judge(json!({"edition": "gomoku-2013", "record": "", "ongoing": true})).await;
    let acts: Vec<&str> = v["situation"]["acts"]
        .as_array()
        .map(|a| a.iter().filter_map(|x| x["act"].as_str()).collect())
        .unwrap_or_default();
    assert!(acts.contains(&"declare-offers"), "{acts:?}");
    let v = judge(json!({"edition": "gomoku-2013", "record": "B declare-offers 2\nB H8\nW H9\nB I9\n", "ongoing": true})).await;
    let swap = v["situation"]["acts"]
        .as_array()
        .and_then(|a| a.iter().find(|x| x["act"] == "swap"))
        .cloned();
    assert_eq!(
        swap.map(|s| s["by"].clone()),
        Some(json!("W")),
        "{}",
        v["situation"]
    );
}

#[tokio::test]
async fn a_count_marks_dead_stones_and_territory_on_the_final_board() {
    let record = "[AddBlack \"J1 J2 J3 J4 J5 J6 J7 J8 J9 J10 J11 J12 J13 J14 J15 J16 J17 J18 J19\"]\n\
        [AddWhite \"K1 K2 K3 K4 K5 K6 K7 K8 K9 K10 K11 K12 K13 K14 K15 K16 K17 K18 K19 A1 A2 A3\"]\n\
        B pass\nW pass\nboth agree-dead A1 A2 A3\n";
    let v = judge(
        json!({"edition": "go-japan-1989", "record": record, "boards": "final", "ongoing": true}),
    )
    .await;
    let svg = v["position"].as_str().unwrap_or_default();
    assert_eq!(svg.matches("data-mark=\"dead\"").count(), 3);
    // Black's side A–H (152 points, the dead stones' included) and White's
    // side L–T (171): territory, each point marked.
    assert_eq!(svg.matches("data-mark=\"territory-b\"").count(), 152);
    assert_eq!(svg.matches("data-mark=\"territory-w\"").count(), 171);
    assert_eq!(v["boards"], json!([]), "final: no boards at findings");
    assert!(v["situation"]["to_move"].is_null(), "play has stopped");
}

#[tokio::test]
async fn an_answer_carries_only_the_boards_asked_for() {
    let record = "B Q16\nW D4\nB Q4\nB R16\n";
    let none = judge(json!({"edition": "go-2002", "record": record, "boards": "none"})).await;
    assert!(none.get("position").is_none_or(Value::is_null));
    assert_eq!(none["boards"], json!([]));
    let fin = judge(json!({"edition": "go-2002", "record": record, "boards": "final"})).await;
    assert!(fin["position"].is_string());
    assert_eq!(fin["boards"], json!([]));
    // Asked for nothing, none: boards are drawn only when asked for.
    let unasked = judge(json!({"edition": "go-2002", "record": record})).await;
    assert!(unasked.get("position").is_none_or(Value::is_null));
    assert_eq!(unasked["boards"], json!([]));
    // A phone has no point: no board at its finding.
    let phone = judge(
        json!({"edition": "go-2002", "record": "B Q16\nW phone-ring\n", "boards": "findings"}),
    )
    .await;
    assert_eq!(
        phone["judgement"]["findings"].as_array().map(Vec::len),
        Some(2)
    );
    assert_eq!(phone["boards"], json!([]));
}

#[tokio::test]
async fn the_edition_gives_claims_once_and_each_verdicts_severity() {
    let (_, e, _) = call(get("/api/edition/gomoku-2013")).await;
    let words: Vec<&str> = e["claims"]
        .as_array()
        .map(|a| a.iter().filter_map(|c| c["word"].as_str()).collect())
        .unwrap_or_default();
    let forbidden = words.iter().filter(|w| **w == "forbidden").count();
    assert_eq!(forbidden, 1, "{words:?}");
    let severity = |name: &str| {
        e["verdicts"]
            .as_array()
            .and_then(|a| a.iter().find(|v| v["name"] == name))
            .map(|v| v["severity"].clone())
    };
    assert_eq!(severity("loss"), Some(json!("loss")));
    assert_eq!(severity("warning"), Some(json!("warning")));
    assert_eq!(severity("move-void"), Some(json!("correction")));
}

#[tokio::test]
async fn the_catalogue_is_served_and_an_unknown_one_refused() {
    let (status, _, ftl) = call(get("/l10n/en.ftl")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        ftl.contains("state-to-move = "),
        "{}",
        &ftl[..ftl.len().min(200)]
    );
    let (status, v, _) = call(get("/l10n/../../etc/passwd")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(v["schema"], "caipan/error/1");
    let (status, _, _) = call(get("/l10n/xx.ftl")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// The message ids of a page catalogue.
fn ids(ftl: &str) -> Vec<String> {
    let mut ids: Vec<String> = ftl
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with(' '))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_string()))
        .collect();
    ids.sort();
    ids
}

/// The page speaks Chinese with the same keys as English: no label shows a
/// key, no message is Chinese only; a key given twice is refused.
#[tokio::test]
async fn the_chinese_catalogue_has_every_message_of_the_english_one() {
    let (_, _, en) = call(get("/l10n/en.ftl")).await;
    let (status, _, zh) = call(get("/l10n/zh.ftl")).await;
    assert_eq!(status, StatusCode::OK);
    let (en, zh) = (ids(&en), ids(&zh));
    assert!(en.len() > 100, "{en:?}");
    let mut unique = en.clone();
    unique.dedup();
    assert_eq!(unique.len(), en.len(), "a key given twice");
    assert_eq!(en, zh);
}
