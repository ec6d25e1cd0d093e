//! `GET /api/search` and `GET /api/cite`: the CLI's `search` and `cite`
//! as JSON.

use super::*;

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
    let words: Vec<String> =
        q.q.split_whitespace()
            .take(20)
            .map(str::to_string)
            .collect();
    let editions: Vec<Ruleset> = match &q.edition {
        Some(id) => vec![Ruleset::clone(s.edition(id)?)],
        None => s.editions.iter().map(|r| Ruleset::clone(r)).collect(),
    };
    let mut hits = caipan::search::search(&editions, &words);
    hits.truncate(20);
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
    let r = s.edition(&q.edition)?;
    let ids = caipan::cite::provisions_named(r, &q.article);
    if ids.is_empty() {
        let hint = caipan::cite::suggest(r, &q.article)
            .map_or(String::new(), |x| format!("did you mean `{x}`? "));
        return Err(ApiError::bad(
            format!("{} has no article or event `{}`", r.id, q.article),
            &format!("{hint}search finds articles by their words"),
        ));
    }
    let others: Vec<Ruleset> = s
        .editions
        .iter()
        .filter(|o| o.id != r.id)
        .map(|o| Ruleset::clone(o))
        .collect();
    // No case library on the server: `cases` stays empty.
    let cited = caipan::cite::cited(r, &ids, &others, |_| Vec::new());
    Ok(Json(cited).into_response())
}
