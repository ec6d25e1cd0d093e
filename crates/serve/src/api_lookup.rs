//! `GET /api/search` and `GET /api/cite`: the CLI's `search` and `cite`
//! as JSON, worked out by the workers like a judgement (a search reads
//! every edition's texts).

use super::*;
use axum::extract::Query;
use serde::Deserialize;

/// `?q=WORDS&edition=ID`.
#[derive(Deserialize)]
pub(crate) struct SearchQuery {
    q: String,
    edition: Option<String>,
}

pub(crate) async fn search(
    Shared(s): Shared<Arc<State>>,
    Query(q): Query<SearchQuery>,
) -> Result<Response, ApiError> {
    let state = Arc::clone(&s);
    let bytes = q.q.len();
    let hits = s
        .workers
        .run(bytes, move |_| {
            let words: Vec<String> =
                q.q.split_whitespace()
                    .take(20)
                    .map(str::to_string)
                    .collect();
            let one;
            let editions: &[Ruleset] = match &q.edition {
                Some(id) => {
                    one = [Ruleset::clone(state.edition(id)?)];
                    &one
                }
                None => state.all(),
            };
            let mut hits = caipan::search::search_editions(editions, &words);
            hits.truncate(20);
            Ok(hits)
        })
        .await?;
    Ok(Json(hits).into_response())
}

/// `?edition=ID&article=ID-OR-NAME`.
#[derive(Deserialize)]
pub(crate) struct CiteQuery {
    edition: String,
    article: String,
}

pub(crate) async fn cite(
    Shared(s): Shared<Arc<State>>,
    Query(q): Query<CiteQuery>,
) -> Result<Response, ApiError> {
    let state = Arc::clone(&s);
    let bytes = q.article.len();
    let cited = s
        .workers
        .run(bytes, move |_| {
            let r = state.edition(&q.edition)?;
            let ids = caipan::cite::provisions_named(r, &q.article);
            if ids.is_empty() {
                let hint = caipan::cite::suggest(r, &q.article)
                    .map_or(String::new(), |x| format!("did you mean `{x}`? "));
                return Err(ApiError::bad(
                    format!("{} has no article or event `{}`", r.id, echo(&q.article)),
                    &format!("{hint}search finds articles by their words"),
                ));
            }
            // No case library on the server: `cases` stays empty.
            let others = state.others(&r.id);
            Ok(caipan::cite::cited(r, &ids, others, |_| Vec::new()))
        })
        .await?;
    Ok(Json(cited).into_response())
}
