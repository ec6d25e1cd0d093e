//! caipan from Python (PyO3, abi3): the library's judging, citing and
//! searching, each answer as the CLI's JSON text (the Python package
//! `caipan` turns it into dicts and lists, and an error into an exception).
//! A batch is judged on several threads with the GIL released (`batch`).

use caipan::Ruleset;
use caipan::record::ast::Record;
use pyo3::prelude::*;

mod asked;
mod batch;
use asked::Asked;
use batch::{Answer, Batch, Cancel, judge_batch};

/// An error as the CLI writes one: `{"schema", "file", "error": {...}}`,
/// with `kind` telling a record's fault from a ruleset's.
pub(crate) fn error_json(d: &dyn miette::Diagnostic, file: &str, kind: &str) -> String {
    let object = caipan::render::error::object(d, Some(file));
    serde_json::json!({"schema": caipan::render::error::SCHEMA, "kind": kind, "file": file, "error": object}).to_string()
}

/// An error no diagnostic carries (no edition chosen, a worker that
/// failed), in the same shape as [`error_json`]'s, unlocated.
pub(crate) fn unlocated_error(
    file: &str,
    kind: &str,
    code: &str,
    message: String,
    help: &str,
) -> String {
    serde_json::json!({
        "schema": caipan::render::error::SCHEMA, "kind": kind, "file": file,
        "error": {"code": code, "file": file, "line": null, "column": null,
                  "message": message, "label": null, "help": help, "related": []}
    })
    .to_string()
}

/// Editions resolved once per thread of a batch (a ruleset is decoded
/// once, not once per record), by id.
pub(crate) type Cache = std::collections::HashMap<String, Result<std::sync::Arc<Ruleset>, String>>;

/// Built-in editions resolved once per process and shared by every call
/// and thread (a call of `check` decoded its edition again before), by id
/// and the supplements' texts. Bounded: at most [`SHARED_EDITIONS`] kept.
type Shared = std::collections::HashMap<(String, Vec<String>), std::sync::Arc<Ruleset>>;
static SHARED: std::sync::OnceLock<std::sync::Mutex<Shared>> = std::sync::OnceLock::new();

/// The most editions (with their supplements) the process keeps.
const SHARED_EDITIONS: usize = 64;

/// The built-in edition `id` with `supplements`, from the process's
/// editions or loaded by `load` and kept; a path is loaded each time (its
/// file may change).
fn shared(
    id: &str,
    supplements: &[String],
    load: impl FnOnce() -> Result<Ruleset, String>,
) -> Result<std::sync::Arc<Ruleset>, String> {
    if !caipan::ruleset::is_built_in(id) {
        return load().map(std::sync::Arc::new);
    }
    let map = SHARED.get_or_init(Default::default);
    let key = (id.to_string(), supplements.to_vec());
    if let Some(rs) = map.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return Ok(rs);
    }
    let rs = std::sync::Arc::new(load()?);
    if let Ok(mut m) = map.lock() {
        if m.len() >= SHARED_EDITIONS {
            m.clear();
        }
        m.insert(key, rs.clone());
    }
    Ok(rs)
}

/// [`ruleset`] through the cache.
fn cached(
    cache: &mut Cache,
    edition: Option<&str>,
    tag: Option<&str>,
    supplements: &[String],
    file: &str,
) -> Result<std::sync::Arc<Ruleset>, String> {
    let key = edition.or(tag).unwrap_or_default().to_string();
    if key.is_empty() {
        return ruleset(edition, tag, supplements, file).map(std::sync::Arc::new);
    }
    cache
        .entry(key)
        .or_insert_with_key(|id| {
            shared(id, supplements, || ruleset(edition, tag, supplements, file))
        })
        .clone()
}

/// The edition: the one asked for, else the record's `[Edition]` tag (a
/// built-in id only), with the supplements' texts applied in order.
fn ruleset(
    edition: Option<&str>,
    tag: Option<&str>,
    supplements: &[String],
    file: &str,
) -> Result<Ruleset, String> {
    let Some(id) = edition.or(tag) else {
        return Err(unlocated_error(
            file,
            "record",
            "caipan::record::no_edition",
            format!("no edition chosen for {file}"),
            "pass edition=ID; caipan.editions() lists the ids",
        ));
    };
    let mut rs = caipan::ruleset::resolve(id).map_err(|e| error_json(e.as_ref(), id, "ruleset"))?;
    for (k, text) in supplements.iter().enumerate() {
        let name = format!("supplement-{}.yaml", k + 1);
        rs = caipan::ruleset::apply_supplement(&rs, &name, text)
            .map_err(|e| error_json(e.as_ref(), &name, "ruleset"))?;
    }
    Ok(rs)
}

/// The games of one input as the CLI reads a file: an SGF collection (by
/// its extension or its `(;`) or a RenjuNet `.rif` database game by game,
/// named `NAME#K` when it holds several; a Gomocup `.psq` as its one game;
/// any other text as one record of caipan's format. Also whether it was a
/// game file (judged as played unless asked otherwise).
type Games = (
    caipan::error::Text,
    Vec<(String, Result<Record, String>)>,
    bool,
);

fn read_games(name: &str, bytes: &[u8]) -> Result<Games, String> {
    let failed = |e: &dyn miette::Diagnostic| error_json(e, name, "record");
    let bytes = caipan::input::not_empty(name, bytes.to_vec()).map_err(|e| failed(e.as_ref()))?;
    // A game file is read as the CLI reads it: SGF, Gomocup's .psq (one
    // game), RenjuNet's .rif (one item per game); each judged as played.
    if caipan::gamefiles::psq::looks_like_psq(name, &bytes) {
        let (text, record) =
            caipan::gamefiles::psq::read(name, &bytes).map_err(|e| failed(e.as_ref()))?;
        return Ok((text, vec![(name.to_string(), Ok(record))], true));
    }
    let read = if caipan::sgf::looks_like_sgf(name, &bytes) {
        Some(caipan::sgf::read(name, &bytes))
    } else if caipan::gamefiles::rif::looks_like_rif(name, &bytes) {
        Some(caipan::gamefiles::rif::read(name, &bytes))
    } else {
        None
    };
    if let Some(read) = read {
        let (text, games) = read.map_err(|e| failed(e.as_ref()))?;
        let many = games.len() > 1;
        let games = games
            .into_iter()
            .enumerate()
            .map(|(i, g)| {
                let game = if many {
                    format!("{name}#{}", i + 1)
                } else {
                    name.to_string()
                };
                let record = g.map_err(|e| error_json(e.as_ref(), &game, "record"));
                (game, record)
            })
            .collect();
        return Ok((text, games, true));
    }
    let text = caipan::input::utf8(name, bytes).map_err(|e| failed(e.as_ref()))?;
    let text = caipan::error::Text::from(text);
    let record = caipan::record::parse(name, &text).map_err(|e| failed(e.as_ref()));
    Ok((text, vec![(name.to_string(), record)], false))
}

/// Judge every game of one input (see [`read_games`]).
pub(crate) fn judge_text(cache: &mut Cache, name: &str, bytes: &[u8], asked: Asked) -> Vec<Answer> {
    let mode = asked.mode.and_then(caipan::judgement::Mode::from_name);
    let (text, games, sgf) = match read_games(name, bytes) {
        Ok(read) => read,
        Err(e) => return vec![Answer::Json(e)],
    };
    let mode = mode.or(sgf.then_some(caipan::judgement::Mode::AsPlayed));
    games
        .into_iter()
        .map(|(game, record)| match record {
            Ok(r) => judge_one(cache, (&game, &text, &r), asked, mode),
            Err(e) => Answer::Json(e),
        })
        .collect()
}

/// One record judged: the judgement, or the error's JSON.
fn judge_one(
    cache: &mut Cache,
    (name, text, record): (&str, &caipan::error::Text, &caipan::record::ast::Record),
    asked: Asked,
    mode: Option<caipan::judgement::Mode>,
) -> Answer {
    let tag = record.tag("Edition").map(|t| t.value.clone());
    let rs = match cached(
        cache,
        asked.edition,
        tag.as_deref(),
        asked.supplements,
        name,
    ) {
        Ok(rs) => rs,
        Err(e) => return Answer::Json(e),
    };
    let judged = match asked.own_komi {
        true => caipan::own_komi::judge_with_own_komi(
            &asked::OWN_KOMI,
            &rs,
            (name, text, record),
            mode,
            false,
        ),
        false => caipan::judge_as(&rs, record, name, text.clone(), mode),
    };
    match judged {
        Ok((j, _)) => Answer::Judged(Box::new(j)),
        Err(e) => Answer::Json(error_json(e.as_ref(), name, "record")),
    }
}

/// A mode's name checked: `ValueError` for one caipan does not know.
pub(crate) fn known_mode(mode: Option<&str>) -> PyResult<()> {
    match mode {
        Some(m) if caipan::judgement::Mode::from_name(m).is_none() => {
            Err(pyo3::exceptions::PyValueError::new_err(format!(
                "no mode `{}`: write \"as-ruled\" or \"as-played\"",
                caipan::error::quote_at_most(m, 40)
            )))
        }
        _ => Ok(()),
    }
}

/// Whether `mode` is a mode caipan knows (the package checks arguments
/// before it starts a batch).
#[pyfunction]
#[pyo3(signature = (mode=None))]
fn check_mode(mode: Option<String>) -> PyResult<()> {
    known_mode(mode.as_deref())
}

/// Judge one text; a list of JSON texts, one per game.
#[pyfunction]
#[pyo3(signature = (name, data, edition=None, supplements=Vec::new(), mode=None, komi=None))]
#[allow(clippy::too_many_arguments)]
fn judge(
    py: Python<'_>,
    name: String,
    data: pyo3::pybacked::PyBackedBytes,
    edition: Option<String>,
    supplements: Vec<String>,
    mode: Option<String>,
    komi: Option<String>,
) -> PyResult<Vec<String>> {
    known_mode(mode.as_deref())?;
    let asked = Asked {
        edition: edition.as_deref(),
        supplements: &supplements,
        mode: mode.as_deref(),
        own_komi: asked::own_komi(komi.as_deref())?,
    };
    Ok(py.allow_threads(|| {
        judge_text(&mut Cache::new(), &name, &data, asked)
            .into_iter()
            .map(Answer::into_json)
            .collect()
    }))
}

/// The points where the player to move may not play after `after` moves
/// (the end of the record if None), as `points --format json` writes them;
/// an error's JSON if the record cannot be read.
#[pyfunction]
#[pyo3(signature = (name, data, edition=None, after=None))]
fn points(
    py: Python<'_>,
    name: String,
    data: pyo3::pybacked::PyBackedBytes,
    edition: Option<String>,
    after: Option<u32>,
) -> String {
    py.allow_threads(|| {
        let (text, games, _) = match read_games(&name, &data) {
            Ok(read) => read,
            Err(e) => return e,
        };
        let record = match games.into_iter().next() {
            Some((_, Ok(r))) => r,
            Some((_, Err(e))) => return e,
            None => {
                let none = caipan::error::Stated::new(
                    "caipan::record::no_game",
                    caipan::said!("python-no-game"),
                    caipan::said!("python-no-game-help"),
                );
                return error_json(&none, &name, "record");
            }
        };
        let tag = record.tag("Edition").map(|t| t.value.clone());
        let id = edition.as_deref().or(tag.as_deref()).unwrap_or_default();
        let load = || ruleset(edition.as_deref(), tag.as_deref(), &[], &name);
        let rs = match shared(id, &[], load) {
            Ok(rs) => rs,
            Err(e) => return e,
        };
        match caipan::engine::points(&rs, &record, &name, text, after) {
            Ok(report) => caipan::render::json::compact(&report),
            Err(e) => error_json(e.as_ref(), &name, "record"),
        }
    })
}

/// The built-in editions, as JSON.
#[pyfunction]
fn editions() -> String {
    let list: Vec<serde_json::Value> = caipan::ruleset::BUILT_IN
        .iter()
        .filter_map(|(id, _, _)| caipan::ruleset::resolve(id).ok())
        .map(|r| {
            // The opening rules, its own first (a supplement chooses one),
            // and the board sizes its text allows.
            let protocols = r.protocol_ids();
            serde_json::json!({"id": r.id, "title": r.title, "title_en": r.title_en, "year": r.year, "game": format!("{:?}", r.game).to_lowercase(), "protocols": protocols, "sizes": r.board.sizes})
        })
        .collect();
    serde_json::Value::Array(list).to_string()
}

/// The provisions an id or a name cites, as JSON; an error's JSON if none.
#[pyfunction]
fn cite(edition: String, article: String) -> String {
    let rs = match caipan::ruleset::resolve(&edition) {
        Ok(rs) => rs,
        Err(e) => return error_json(e.as_ref(), &edition, "ruleset"),
    };
    let ids = caipan::cite::provisions_named(&rs, &article);
    if ids.is_empty() {
        // The CLI's refusal, word for word.
        let unknown = caipan::error::CliError::UnknownArticle {
            edition: rs.id.clone(),
            id: caipan::error::quote(&article),
            suggestion: caipan::error::did_you_mean(caipan::cite::suggest(&rs, &article)),
        };
        return error_json(&unknown, &edition, "article");
    }
    let others = caipan::ruleset::built_in_outlines(&rs.id, rs.game);
    // As `cite --format json` writes it; no case library here.
    caipan::render::json::compact(&caipan::cite::cited(&rs, &ids, &others, |_| Vec::new()))
}

/// Search the texts (one edition, or all), as JSON.
#[pyfunction]
#[pyo3(signature = (words, edition=None))]
fn search(words: Vec<String>, edition: Option<String>) -> String {
    let editions: Vec<Ruleset> = match &edition {
        Some(id) => match caipan::ruleset::resolve(id) {
            Ok(rs) => vec![rs],
            Err(e) => return error_json(e.as_ref(), id, "ruleset"),
        },
        None => caipan::ruleset::BUILT_IN
            .iter()
            .filter_map(|(id, _, _)| caipan::ruleset::resolve(id).ok())
            .collect(),
    };
    caipan::render::json::compact(&caipan::search::search_editions(&editions, &words))
}

/// The module `caipan._caipan`.
#[pymodule]
fn _caipan(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(judge, m)?)?;
    m.add_function(wrap_pyfunction!(judge_batch, m)?)?;
    m.add_function(wrap_pyfunction!(check_mode, m)?)?;
    m.add_function(wrap_pyfunction!(asked::check_komi, m)?)?;
    m.add_class::<Batch>()?;
    m.add_class::<Cancel>()?;
    m.add_function(wrap_pyfunction!(editions, m)?)?;
    m.add_function(wrap_pyfunction!(points, m)?)?;
    m.add_function(wrap_pyfunction!(cite, m)?)?;
    m.add_function(wrap_pyfunction!(search, m)?)?;
    Ok(())
}
