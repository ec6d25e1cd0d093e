//! `POST /api/judge` and `POST /api/sgf`: a record from the request body
//! (caipan's format, or SGF told apart by its `(;`), judged under an edition
//! and an optional supplement given as text. The body is taken as bytes and
//! read as JSON by the worker, under its permit: nothing of it is parsed on
//! the runtime's threads.

use super::*;
use crate::refusal::ECHO_CHARS;
use crate::work::too_long;
use axum::body::Body;
use axum::http::{HeaderMap, StatusCode, header};
use caipan::engine::{Deadline, Within};
use caipan::error::{RecordError, Text};
use caipan::record::ast::Record;
use serde::Deserialize;

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
    /// Which boards the answer carries: `none` (the default: boards are
    /// most of an answer, drawn only when asked for), `final` (the
    /// position as judged) or `findings` (that, and one at each finding
    /// about a point, the point ringed; what the arbiter's page asks).
    #[serde(default)]
    boards: Boards,
    /// The record is a game still being played (the arbiter's page): the
    /// claim windows and choices open at its end stay open.
    #[serde(default)]
    ongoing: bool,
    /// The language of the answer's `words` and of the boards' captions:
    /// `en` (the default) or `zh` (`pseudo`: English with every message
    /// marked, for tests). The judgement itself is the same in every
    /// language.
    #[serde(default)]
    lang: Option<String>,
}

/// Which boards an answer carries.
#[derive(Deserialize, Default, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Boards {
    /// None: the judgement alone.
    #[default]
    None,
    /// The position as judged.
    Final,
    /// The position as judged and one at each finding about a point.
    Findings,
}

pub(crate) async fn judge(
    Shared(s): Shared<Arc<State>>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    json_body(&headers)?;
    let body = s.workers.body(&headers, body).await?;
    let state = Arc::clone(&s);
    let json = s
        .workers
        .run(body.bytes.len(), move |deadline| {
            judged(&state, &body.bytes, deadline)
        })
        .await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], json).into_response())
}

/// The record as SGF (moves, passes and setup; conduct as comments).
pub(crate) async fn sgf(
    Shared(s): Shared<Arc<State>>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, ApiError> {
    json_body(&headers)?;
    let body = s.workers.body(&headers, body).await?;
    let state = Arc::clone(&s);
    let text = s
        .workers
        .run(body.bytes.len(), move |deadline| {
            let req = request(&body.bytes)?;
            let rules = rules(&state, &req)?;
            let record = read(&req.record, deadline, &state)?;
            Ok(crate::to_sgf(&record, &rules, &req.record))
        })
        .await?;
    let sgf = "application/x-go-sgf; charset=utf-8";
    Ok(([(header::CONTENT_TYPE, sgf)], text).into_response())
}

/// A body the API can read: one declared as JSON.
fn json_body(headers: &HeaderMap) -> Result<(), ApiError> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if json {
        return Ok(());
    }
    Err(ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "caipan::serve::content_type",
        "the body is not declared as JSON".into(),
        "send Content-Type: application/json",
    ))
}

/// The body read as a judging request; an unknown field is refused (no
/// request names a file).
fn request(body: &[u8]) -> Result<JudgeRequest, ApiError> {
    serde_json::from_slice(body).map_err(|e| {
        // serde's words may quote a whole value: cut them.
        let said = caipan::error::quote_at_most(&e.to_string(), 4 * ECHO_CHARS);
        ApiError::bad(
            format!("the body is not a judging request: {said}"),
            "send {\"edition\": ID, \"record\": TEXT} with, if wanted, \"supplement\" and \"mode\"",
        )
    })
}

/// The mode asked for, if any.
fn mode(req: &JudgeRequest) -> Result<Option<caipan::judgement::Mode>, ApiError> {
    match req.mode.as_deref() {
        None => Ok(None),
        Some(m) => caipan::judgement::Mode::from_name(m)
            .map(Some)
            .ok_or_else(|| {
                ApiError::bad(
                    format!("no mode `{}`", echo(m)),
                    "write as-ruled or as-played",
                )
            }),
    }
}

/// The edition, with the request's supplement applied (under the permit:
/// a supplement is parsed and checked like a record).
fn rules(s: &State, req: &JudgeRequest) -> Result<Arc<Ruleset>, ApiError> {
    let base = s.edition(&req.edition)?;
    match &req.supplement {
        None => Ok(Arc::clone(base)),
        Some(text) => caipan::ruleset::apply_supplement(base, "supplement.yaml", text)
            .map(Arc::new)
            .map_err(|e| ApiError::diagnostic(e.as_ref(), "supplement")),
    }
}

/// The record read from the body (SGF: its first game, read no longer
/// than the deadline allows).
fn read(text: &str, deadline: Deadline, s: &State) -> Result<Record, ApiError> {
    let refused = |e: Box<RecordError>| match *e {
        RecordError::DeadlinePassed { .. } => too_long(s.workers.limit()),
        _ => ApiError::diagnostic(e.as_ref(), "record"),
    };
    if text.trim_start().starts_with("(;") {
        let games = caipan::sgf::games_within("record.sgf", text, deadline).map_err(refused)?;
        let first = games
            .into_iter()
            .next()
            .ok_or_else(|| ApiError::bad("the SGF holds no game".into(), "paste a game"))?;
        return first.map_err(refused);
    }
    caipan::record::parse("record", text).map_err(refused)
}

/// The judgement as `check --format json` writes it, the board at each
/// finding (at most the limit's number) and the board as judged, as SVG;
/// stopped at the deadline.
fn judged(s: &State, body: &[u8], deadline: Deadline) -> Result<String, ApiError> {
    let req = request(body)?;
    let mode = mode(&req)?;
    let m = words_of(&req)?;
    let rules = rules(s, &req)?;
    let text = Text::from(req.record);
    let record = read(&text, deadline, s)?;
    let late = || too_long(s.workers.limit());
    if deadline.passed() {
        return Err(late());
    }
    let within = Within {
        boards: match req.boards {
            Boards::Findings => s.limits.boards,
            Boards::None | Boards::Final => 0,
        },
        deadline,
        ongoing: req.ongoing,
        // The position as judged only when a board is asked for: drawing
        // it looks at every empty point for a forbidden move.
        last: req.boards != Boards::None,
    };
    let judged =
        caipan::engine::judge_drawn_within(&rules, &record, ("record", text), mode, within)
            .map_err(|e| match *e {
                RecordError::DeadlinePassed { .. } => late(),
                _ => ApiError::diagnostic(e.as_ref(), "record"),
            })?;
    if deadline.passed() {
        return Err(late());
    }
    let j = &judged.judgement;
    // A board at a finding shows its point in dispute; a finding with no
    // point (a phone, a clock) would only repeat the position.
    let boards: Vec<Board> = j
        .boards
        .iter()
        .filter(|(_, d)| d.marked.is_some())
        .map(|(finding, d)| Board {
            finding: *finding,
            svg: caipan::render::diagram::svg(m, d),
        })
        .collect();
    // Written straight to JSON text (no value tree in between): the
    // judgement, the boards asked for, where the game stands.
    let answer = Answer {
        judgement: caipan::render::json::Entry::judged(j),
        boards_limit: j
            .boards_stopped
            .filter(|_| req.boards == Boards::Findings)
            .map(|_| s.limits.boards),
        boards,
        position: judged
            .last
            .as_ref()
            .map(|last| caipan::render::diagram::svg(m, last)),
        words: Words::of(m, j),
        situation: &judged.situation,
    };
    // Boards are most of the answer; JSON escaping adds a little.
    let size = answer.position.as_ref().map_or(0, String::len)
        + answer.boards.iter().map(|b| b.svg.len()).sum::<usize>();
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
    /// Present when the boards stop at the limit: findings after the
    /// last board have none.
    #[serde(skip_serializing_if = "Option::is_none")]
    boards_limit: Option<usize>,
    /// The position as judged (absent when no board is asked for).
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<String>,
    /// Where the game stands for the next line.
    situation: &'a caipan::engine::Situation,
    /// The judgement's sentences in the language asked for.
    words: Words,
}

/// The sentences of a judgement in the language a request asks for: the
/// result's arithmetic, each remark, the defect (the judgement's own
/// `message` and `arithmetic` stay English, as `check --format json`
/// writes them).
#[derive(Serialize)]
struct Words {
    arithmetic: String,
    remarks: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    defect: Option<String>,
}

impl Words {
    fn of(m: &caipan::render::messages::Messages, j: &caipan::judgement::Judgement) -> Words {
        Words {
            arithmetic: j.result.arithmetic(m),
            remarks: j.remarks.iter().map(|r| r.message(m)).collect(),
            defect: j.defect.as_ref().map(|d| d.message(m)),
        }
    }
}

/// The messages of the language a request asks for, or a refusal naming
/// it.
fn words_of(req: &JudgeRequest) -> Result<&'static caipan::render::messages::Messages, ApiError> {
    use caipan::render::messages::{Lang, of};
    match req.lang.as_deref() {
        None => Ok(of(Lang::En)),
        Some(asked) => match Lang::named(asked) {
            None => Err(ApiError::bad(
                format!(
                    "no language {}",
                    caipan::error::quote_at_most(asked, ECHO_CHARS)
                ),
                "\"lang\" is \"en\" or \"zh\" (or \"pseudo\": English with every message marked)",
            )),
            Some(lang) => Ok(of(lang)),
        },
    }
}

/// A board at a finding.
#[derive(Serialize)]
struct Board {
    finding: usize,
    svg: String,
}
