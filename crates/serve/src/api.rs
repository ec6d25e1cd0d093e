//! The JSON API under the page. Every answer uses the CLI's JSON shapes:
//! a judgement is `check --format json`'s object, an error the CLI's error
//! object (`caipan/error/1`), search hits and cited provisions as `search`
//! and `cite` write them.

use crate::limits::Limits;
use axum::Json;
use axum::extract::{Path, Query, State as Shared};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use caipan::Ruleset;
use caipan::render::error::ErrorObject;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

/// What every request shares: the built-in editions, loaded once, and the
/// permits that bound concurrent judgements.
pub(crate) struct State {
    /// Shared, not copied: a request without a supplement judges under the
    /// loaded edition itself.
    editions: Vec<Arc<Ruleset>>,
    permits: tokio::sync::Semaphore,
    limits: Limits,
}

impl State {
    pub(crate) fn new(limits: Limits) -> State {
        State {
            editions: caipan::ruleset::BUILT_IN
                .iter()
                .filter_map(|(id, _, _)| caipan::ruleset::resolve(id).ok())
                .map(Arc::new)
                .collect(),
            permits: tokio::sync::Semaphore::new(limits.concurrent),
            limits,
        }
    }

    fn edition(&self, id: &str) -> Result<&Arc<Ruleset>, ApiError> {
        self.editions.iter().find(|r| r.id == id).ok_or_else(|| {
            ApiError::bad(format!("no edition `{id}`"), "GET /api/editions lists them")
        })
    }
}

/// An error as the CLI writes one, with its HTTP status.
pub(crate) struct ApiError {
    status: StatusCode,
    error: Box<ErrorObject>,
}

impl ApiError {
    fn bad(message: String, help: &str) -> ApiError {
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            error: Box::new(ErrorObject {
                code: Some("caipan::serve::request".into()),
                file: None,
                line: None,
                column: None,
                message,
                label: None,
                help: Some(help.into()),
                related: Vec::new(),
            }),
        }
    }

    fn diagnostic(d: &dyn miette::Diagnostic) -> ApiError {
        ApiError {
            status: StatusCode::UNPROCESSABLE_ENTITY,
            error: Box::new(caipan::render::error::object(d, Some("record"))),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body =
            serde_json::json!({"schema": caipan::render::error::SCHEMA, "error": self.error});
        (self.status, Json(body)).into_response()
    }
}

/// An edition in the list.
#[derive(Serialize)]
pub(crate) struct EditionInfo {
    id: String,
    title: String,
    title_en: String,
    game: String,
    size: usize,
    columns: String,
    summary_of: Option<String>,
}

fn info(r: &Ruleset) -> EditionInfo {
    EditionInfo {
        id: r.id.clone(),
        title: r.title.clone(),
        title_en: r.title_en.clone(),
        game: format!("{:?}", r.game).to_lowercase(),
        size: r.board.size,
        columns: r.board.columns.iter().collect(),
        summary_of: r.summary_of.clone(),
    }
}

pub(crate) async fn editions(Shared(s): Shared<Arc<State>>) -> Json<Vec<EditionInfo>> {
    Json(s.editions.iter().map(|r| info(r)).collect())
}

/// An edition with what a form needs: its declared events (arguments and
/// their kinds, one-of lists, ranges), the verdicts a ruling may name and
/// the words a claim may use.
pub(crate) async fn edition(
    Shared(s): Shared<Arc<State>>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let r = s.edition(&id)?;
    let verdicts: Vec<&str> = caipan::vocabulary::Verdict::ALL
        .iter()
        .map(|v| v.name())
        .collect();
    let claims: Vec<&str> = r.claim_words().collect();
    Ok(Json(serde_json::json!({
        "edition": info(r),
        "events": r.events,
        "verdicts": verdicts,
        "claims": claims,
    }))
    .into_response())
}

#[path = "api_judge.rs"]
mod judge_api;
pub(crate) use judge_api::{judge, sgf};
#[path = "api_lookup.rs"]
mod lookup;
pub(crate) use lookup::{cite, search};
