//! `POST /api/judge` and `POST /api/sgf`: a record from the request body
//! (caipan's format, or SGF told apart by its `(;`), judged under an edition
//! and an optional supplement given as text, with a permit and a deadline.

use super::*;
use caipan::record::ast::Record;

/// A judging request.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct JudgeRequest {
    /// The edition id.
    edition: String,
    /// The record's text.
    record: String,
    /// A supplement's YAML text, if any.
    #[serde(default)]
    supplement: Option<String>,
    /// `as-ruled` (default) or `as-played`.
    #[serde(default)]
    mode: Option<String>,
}

pub(crate) async fn judge(
    Shared(s): Shared<Arc<State>>,
    Json(req): Json<JudgeRequest>,
) -> Result<Response, ApiError> {
    let rules = rules(&s, &req)?;
    let mode = match req.mode.as_deref() {
        None => None,
        Some(m) => Some(caipan::judgement::Mode::from_name(m).ok_or_else(|| {
            ApiError::bad(format!("no mode `{m}`"), "write as-ruled or as-played")
        })?),
    };
    let permit = s
        .permits
        .acquire()
        .await
        .map_err(|_| ApiError::bad("the server is stopping".into(), "try again"))?;
    let deadline = Duration::from_millis(s.limits.judge_millis);
    let work = tokio::task::spawn_blocking(move || judged(&rules, &req.record, mode));
    let answer = tokio::time::timeout(deadline, work).await;
    drop(permit);
    match answer {
        Ok(Ok(result)) => result.map(|v| Json(v).into_response()),
        Ok(Err(_)) => Err(ApiError::bad(
            "judging failed".into(),
            "report the record that caused it",
        )),
        Err(_) => Err(ApiError::bad(
            format!("judging took longer than {} ms", s.limits.judge_millis),
            "judge a shorter record, or run `caipan check` at the command line",
        )),
    }
}

/// The edition, with the request's supplement applied.
fn rules(s: &State, req: &JudgeRequest) -> Result<Arc<Ruleset>, ApiError> {
    let base = s.edition(&req.edition)?;
    match &req.supplement {
        None => Ok(Arc::clone(base)),
        Some(text) => caipan::ruleset::apply_supplement(base, "supplement.yaml", text)
            .map(Arc::new)
            .map_err(|e| ApiError::diagnostic(e.as_ref())),
    }
}

/// The record read from the body (SGF: its first game).
fn read(text: &str) -> Result<Record, ApiError> {
    if text.trim_start().starts_with("(;") {
        let games =
            caipan::sgf::games("record.sgf", text).map_err(|e| ApiError::diagnostic(e.as_ref()))?;
        let first = games
            .into_iter()
            .next()
            .ok_or_else(|| ApiError::bad("the SGF holds no game".into(), "paste a game"))?;
        return first.map_err(|e| ApiError::diagnostic(e.as_ref()));
    }
    caipan::record::parse("record", text).map_err(|e| ApiError::diagnostic(e.as_ref()))
}

/// The judgement as `check --format json` writes it, the board at each
/// finding and the board as judged, as SVG.
fn judged(
    rules: &Ruleset,
    text: &str,
    mode: Option<caipan::judgement::Mode>,
) -> Result<serde_json::Value, ApiError> {
    let record = read(text)?;
    let (j, last) = caipan::engine::judge_drawn(rules, &record, "record", text, mode)
        .map_err(|e| ApiError::diagnostic(e.as_ref()))?;
    let boards: Vec<serde_json::Value> = j
        .boards
        .iter()
        .map(|(finding, d)| serde_json::json!({"finding": finding, "svg": caipan::render::diagram::svg(d)}))
        .collect();
    // The board as the judgement leaves it, for the page to click on.
    let position = caipan::render::diagram::svg(&last);
    let entry = caipan::render::json::Entry::judged(&j);
    Ok(serde_json::json!({
        "judgement": entry,
        "boards": boards,
        "position": position,
    }))
}

/// The record as SGF (moves, passes and setup; conduct as comments).
pub(crate) async fn sgf(
    Shared(s): Shared<Arc<State>>,
    Json(req): Json<JudgeRequest>,
) -> Result<Response, ApiError> {
    let rules = rules(&s, &req)?;
    let record = read(&req.record)?;
    let text = crate::to_sgf(&record, &rules, &req.record);
    Ok((
        [(
            axum::http::header::CONTENT_TYPE,
            "application/x-go-sgf; charset=utf-8",
        )],
        text,
    )
        .into_response())
}
