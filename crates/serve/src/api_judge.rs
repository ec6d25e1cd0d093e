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
use caipan::error::{RecordError, Tell, Text};
use caipan::record::ast::Record;
use caipan::render::messages::Messages;
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
    /// Whose komi the count uses: `edition` (the default) or `file`, the
    /// record's own `KM[]` where the edition's komi article allows it (as
    /// `check --komi file`).
    #[serde(default)]
    komi: Option<String>,
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
            let m = words_of(&req)?;
            let rules = rules(&state, &req, m)?;
            let record = read(&req.record, deadline, &state, m)?;
            Ok(crate::to_sgf(&record, &rules, &req.record))
        })
        .await?;
    let sgf = "application/x-go-sgf; charset=utf-8";
    Ok(([(header::CONTENT_TYPE, sgf)], text).into_response())
}

/// `POST /api/record`: an SGF game as caipan's record text (tags for its
/// properties, one line per move, pass, setup and event; lines after the
/// game, which go on with it, kept), so the page keeps one record the
/// arbiter adds to line by line. Answered `{"record": TEXT}`.
pub(crate) async fn record(
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
            let req: RecordRequest = serde_json::from_slice(&body.bytes).map_err(|e| {
                let said = caipan::error::quote_at_most(&e.to_string(), 4 * ECHO_CHARS);
                ApiError::bad(
                    format!("the body is not a record to convert: {said}"),
                    "send {\"record\": SGF} with, if wanted, \"lang\"",
                )
            })?;
            let m = lang(req.lang.as_deref())?;
            if !req.record.trim_start().starts_with("(;") {
                return Err(ApiError::bad(
                    "the record is not SGF: it does not start with `(;`".into(),
                    "send an SGF game; a record in caipan's format needs no converting",
                ));
            }
            let record = read(&req.record, deadline, &state, m)?;
            Ok(caipan::sgf::write::to_record_text(&record, &req.record))
        })
        .await?;
    Ok(Json(serde_json::json!({ "record": text })).into_response())
}

/// A conversion request.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordRequest {
    record: String,
    #[serde(default)]
    lang: Option<String>,
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
fn rules(s: &State, req: &JudgeRequest, m: &Messages) -> Result<Arc<Ruleset>, ApiError> {
    let base = s.edition(&req.edition)?;
    match &req.supplement {
        None => Ok(Arc::clone(base)),
        Some(text) => caipan::ruleset::apply_supplement(base, "supplement.yaml", text)
            .map(Arc::new)
            .map_err(|e| ApiError::diagnostic(e.as_ref(), e.told(), "supplement", m)),
    }
}

/// The record read from the body (SGF: its first game, read no longer
/// than the deadline allows).
fn read(text: &str, deadline: Deadline, s: &State, m: &Messages) -> Result<Record, ApiError> {
    let refused = |e: Box<RecordError>| refused(s, &e, m);
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

/// A record refused: too long to read, or its diagnostic in `m`'s words.
fn refused(s: &State, e: &RecordError, m: &Messages) -> ApiError {
    match e {
        RecordError::DeadlinePassed { .. } => too_long(s.workers.limit()),
        _ => ApiError::diagnostic(e, e.told(), "record", m),
    }
}

/// The judgement as `check --format json` writes it, the board at each
/// finding (at most the limit's number) and the board as judged, as SVG;
/// stopped at the deadline.
fn judged(s: &State, body: &[u8], deadline: Deadline) -> Result<String, ApiError> {
    let req = request(body)?;
    let mode = mode(&req)?;
    let m = words_of(&req)?;
    let rules = rules(s, &req, m)?;
    let text = Text::from(req.record);
    let record = read(&text, deadline, s, m)?;
    let (rules, komi_remark) =
        crate::own_komi::with_komi(req.komi.as_deref(), rules, (&record, &text))?;
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
    let mut judged =
        caipan::engine::judge_drawn_within(&rules, &record, ("record", text), mode, within)
            .map_err(|e| refused(s, &e, m))?;
    judged.judgement.remarks.extend(komi_remark);
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
        words: crate::words::Words::of(m, j),
        stones: judged.last.as_ref().map(Stones::of),
        situation: &judged.situation,
    };
    // Boards are most of the answer; JSON escaping adds a little.
    let size = answer.position.as_ref().map_or(0, String::len)
        + answer.boards.iter().map(|b| b.svg.len()).sum::<usize>();
    caipan::render::json::compact_at_most(&answer, size + size / 8 + 4096, s.limits.answer_bytes)
        .ok_or_else(|| {
            ApiError::bad_with(
                "caipan::limits::answer",
                format!(
                    "the judgement would be longer than the {} MB an answer may be",
                    s.limits.answer_bytes >> 20
                ),
                "ask for fewer boards (\"boards\": \"none\"), or judge the record with `caipan check`, which has no such limit",
            )
        })
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
    words: crate::words::Words,
    /// The stones of the position as judged, by colour (absent when no
    /// board is asked for): what the page marks dead stones on.
    #[serde(skip_serializing_if = "Option::is_none")]
    stones: Option<Stones>,
}

/// The stones on the board, by colour, as point names.
#[derive(Serialize)]
struct Stones {
    black: Vec<String>,
    white: Vec<String>,
}

impl Stones {
    fn of(d: &caipan::diagram::Diagram) -> Stones {
        let of = |c: caipan::record::ast::Colour| {
            d.stones
                .iter()
                .filter(|(_, s)| *s == c)
                .map(|(p, _)| d.name(*p))
                .collect()
        };
        Stones {
            black: of(caipan::record::ast::Colour::Black),
            white: of(caipan::record::ast::Colour::White),
        }
    }
}

/// The messages of the language a request asks for, or a refusal naming
/// it.
fn words_of(req: &JudgeRequest) -> Result<&'static Messages, ApiError> {
    lang(req.lang.as_deref())
}

/// The messages of a language named in a request (English if none).
fn lang(asked: Option<&str>) -> Result<&'static Messages, ApiError> {
    use caipan::render::messages::{Lang, of};
    match asked {
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
