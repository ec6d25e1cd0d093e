//! `POST /api/judge` and `POST /api/sgf`: a record from the request body
//! (caipan's format, or SGF told apart by its `(;`), judged under an edition
//! and an optional supplement given as text, with a permit and a deadline.

use super::*;
use caipan::record::ast::Record;

/// Records up to this size (a long game, about 1,300 moves) are judged on
/// the request's own thread: judging is linear in the record, so one this
/// short cannot come near the deadline (the worst found, 8 kB of conduct
/// events each drawn as a board, 16–24 ms); longer ones go to
/// the blocking pool, bounded by the deadline.
const INLINE_BYTES: usize = 8 * 1024;

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
    let answer = if req.record.len() <= INLINE_BYTES {
        // Judged here: a short record costs well under a millisecond, less
        // than handing it to another thread and waking this one again.
        Ok(Ok(judged(&rules, &req.record, mode)))
    } else {
        let deadline = Duration::from_millis(s.limits.judge_millis);
        let work = tokio::task::spawn_blocking(move || judged(&rules, &req.record, mode));
        tokio::time::timeout(deadline, work).await
    };
    drop(permit);
    match answer {
        Ok(Ok(result)) => result.map(|json| {
            (
                [(axum::http::header::CONTENT_TYPE, "application/json")],
                json,
            )
                .into_response()
        }),
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
) -> Result<String, ApiError> {
    let record = read(text)?;
    let (j, last) = caipan::engine::judge_drawn(rules, &record, "record", text, mode)
        .map_err(|e| ApiError::diagnostic(e.as_ref()))?;
    let boards: Vec<Board> = j
        .boards
        .iter()
        .map(|(finding, d)| Board {
            finding: *finding,
            svg: caipan::render::diagram::svg(d),
        })
        .collect();
    // Written straight to JSON text (no value tree in between): the
    // judgement, the board at each finding, and the board as the judgement
    // leaves it, for the page to click on.
    let answer = Answer {
        judgement: caipan::render::json::Entry::judged(&j),
        boards,
        position: caipan::render::diagram::svg(&last),
    };
    // Boards are most of the answer; JSON escaping adds a little.
    let size = answer.position.len() + answer.boards.iter().map(|b| b.svg.len()).sum::<usize>();
    Ok(caipan::render::json::compact_sized(
        &answer,
        size + size / 8 + 4096,
    ))
}

/// A judging answer.
#[derive(Serialize)]
struct Answer<'a> {
    judgement: caipan::render::json::Entry<'a>,
    boards: Vec<Board>,
    position: String,
}

/// A board at a finding.
#[derive(Serialize)]
struct Board {
    finding: usize,
    svg: String,
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
