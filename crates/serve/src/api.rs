//! The JSON API under the page. Every answer uses the CLI's JSON shapes:
//! a judgement is `check --format json`'s object, an error the CLI's error
//! object (`caipan/error/1`, see [`crate::refusal`]), search hits and cited
//! provisions as `search` and `cite` write them. Every route that parses or
//! judges runs through [`Workers`]: under a permit, with a deadline, off
//! the runtime's threads.

use crate::limits::Limits;
use crate::refusal::{ApiError, echo};
use crate::work::Workers;
use axum::Json;
use axum::extract::{Path, State as Shared};
use axum::response::{IntoResponse, Response};
use caipan::Ruleset;
use caipan::ruleset::Outline;
use serde::Serialize;
use std::sync::Arc;

/// What every request shares: the built-in editions, loaded once, and the
/// workers that bound what runs at once.
pub(crate) struct State {
    /// Shared, not copied: a request without a supplement judges under the
    /// loaded edition itself.
    editions: Vec<Arc<Ruleset>>,
    /// Each edition's others (what `cite` lists counterparts in), made
    /// once, not per request.
    others: Vec<Vec<Outline>>,
    /// Every edition, for a search of them all.
    all: Vec<Ruleset>,
    pub(crate) workers: Workers,
    pub(crate) limits: Limits,
}

impl State {
    pub(crate) fn new(limits: Limits) -> std::io::Result<State> {
        let all: Vec<Ruleset> = caipan::ruleset::BUILT_IN
            .iter()
            .filter_map(|(id, _, _)| caipan::ruleset::resolve(id).ok())
            .collect();
        let others = all
            .iter()
            .map(|r| {
                all.iter()
                    .filter(|o| o.id != r.id)
                    .map(Outline::of)
                    .collect()
            })
            .collect();
        Ok(State {
            editions: all.iter().cloned().map(Arc::new).collect(),
            others,
            all,
            workers: Workers::new(&limits)?,
            limits,
        })
    }

    /// The edition of this id.
    pub(crate) fn edition(&self, id: &str) -> Result<&Arc<Ruleset>, ApiError> {
        self.editions.iter().find(|r| r.id == id).ok_or_else(|| {
            ApiError::bad(
                format!("no edition `{}`", echo(id)),
                "GET /api/editions lists them",
            )
        })
    }

    /// The other editions than `id`'s.
    pub(crate) fn others(&self, id: &str) -> &[Outline] {
        self.editions
            .iter()
            .position(|r| r.id == id)
            .and_then(|k| self.others.get(k))
            .map_or(&[], Vec::as_slice)
    }

    /// Every edition.
    pub(crate) fn all(&self) -> &[Ruleset] {
        &self.all
    }
}

/// An edition in the list.
#[derive(Serialize)]
pub(crate) struct EditionInfo {
    id: String,
    title: String,
    title_en: String,
    year: u32,
    game: String,
    size: usize,
    columns: String,
    /// The sizes the text allows, `size` among them.
    sizes: Vec<usize>,
    /// Column letters for the largest of them.
    letters: String,
    summary_of: Option<String>,
    /// `competition` (with conduct, clocks and arbitration) or `play`.
    scope: &'static str,
}

fn info(r: &Ruleset) -> EditionInfo {
    EditionInfo {
        id: r.id.clone(),
        title: r.title.clone(),
        title_en: r.title_en.clone(),
        year: r.year,
        game: format!("{:?}", r.game).to_lowercase(),
        size: r.board.size,
        columns: r.board.columns.iter().collect(),
        sizes: r.board.sizes.clone(),
        letters: r.board.letters.iter().collect(),
        summary_of: r.summary_of.clone(),
        scope: r.scope.name(),
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
    let verdicts: Vec<serde_json::Value> = caipan::vocabulary::Verdict::ALL
        .iter()
        .map(|v| serde_json::json!({"name": v.name(), "severity": v.severity(), "meaning": v.meaning()}))
        .collect();
    Ok(Json(serde_json::json!({
        "edition": info(r),
        "events": r.events,
        "verdicts": verdicts,
        "claims": claims(r),
        "claim_words": claim_words(),
        "claim_names_zh": claim_names_zh(),
        "claim_zh": r.claim_zh,
        "protocols": protocols(r),
    }))
    .into_response())
}

/// The edition's opening protocols, its own first, each with the events a
/// record under it may name (a protocol brings its own: `choose`,
/// `declare-offers`); empty for an edition that names none.
fn protocols(r: &Ruleset) -> Vec<serde_json::Value> {
    let own = r.protocol.as_ref().map(|p| (p, r, true));
    let others = r
        .protocols
        .iter()
        .filter_map(|v| Some((v.protocol.as_ref()?, v, false)));
    own.into_iter()
        .chain(others)
        .map(|(p, under, own)| {
            serde_json::json!({
                "id": p.id,
                "title": p.title,
                "title_zh": p.title_zh,
                "own": own,
                "events": under.events,
            })
        })
        .collect()
}

/// The claims the edition takes, each with the rules it is about, their
/// articles and, for claim-bound rules, their windows ("before the
/// claimant's next move"; none: the arbiter applies the rules unclaimed).
fn claims(r: &Ruleset) -> Vec<serde_json::Value> {
    r.claims_taken()
        .into_iter()
        .map(|word| {
            let rules: Vec<&caipan::ruleset::Rule> = r
                .rules_claimed_as(word.name())
                .into_iter()
                .map(|i| &r.rules[i])
                .collect();
            let mut until: Vec<&str> = Vec::new();
            let mut articles: Vec<&str> = Vec::new();
            for rule in &rules {
                if rule.claim_name.as_deref() == Some(word.name())
                    && let Some(w) = rule.claim
                    && !until.contains(&w.meaning())
                {
                    until.push(w.meaning());
                }
                for a in &rule.articles {
                    if !articles.contains(&a.as_str()) {
                        articles.push(a);
                    }
                }
            }
            let ids: Vec<&str> = rules.iter().map(|x| x.id.as_str()).collect();
            serde_json::json!({"word": word.name(), "rules": ids, "articles": articles, "until": until})
        })
        .collect()
}

/// Every claim of the vocabulary: what a record may claim under any edition.
fn claim_words() -> Vec<&'static str> {
    caipan::vocabulary::ClaimWord::ALL
        .iter()
        .map(|w| w.name())
        .collect()
}

/// Every claim's name as the Chinese views give it (`takeback`: 悔棋).
fn claim_names_zh() -> serde_json::Map<String, serde_json::Value> {
    let zh = caipan::render::messages::of(caipan::render::messages::Lang::Zh);
    caipan::vocabulary::ClaimWord::ALL
        .iter()
        .map(|w| (w.name().to_string(), zh.word("claimword", w.name()).into()))
        .collect()
}

/// The answer to a route that does not exist.
pub(crate) async fn not_found() -> ApiError {
    ApiError::new(
        axum::http::StatusCode::NOT_FOUND,
        "caipan::serve::not_found",
        "no such page or route".into(),
        "the API's routes are listed in docs/serve.md",
    )
}

#[path = "api_judge.rs"]
mod judge_api;
pub(crate) use judge_api::{judge, record, sgf};
#[path = "api_lookup.rs"]
mod lookup;
pub(crate) use lookup::{cite, search};
