//! `caipan search WORDS…`: the articles that speak of something, for an
//! arbiter who knows the words but not the number.

use super::output::{Out, Outcome};
use caipan::render::messages::Messages;
use caipan::ruleset::{Ruleset, SearchDoc};
use caipan::search::{Hit, highlight, search as find};
use std::fmt::Write;
use std::process::ExitCode;

/// Search one edition or all; exit 1 when nothing is found (as `grep`).
pub(crate) fn search(
    out: &mut Out,
    m: &Messages,
    words: &[String],
    edition: Option<&str>,
    json: bool,
    limit: usize,
) -> Outcome {
    // Every built-in edition's words are read in place; one edition named
    // (an id or a ruleset file) is loaded.
    let mut loaded: Vec<Ruleset> = Vec::new();
    let editions: Vec<SearchDoc> = match edition {
        Some(id) => {
            loaded.push(caipan::ruleset::resolve(id)?);
            loaded.iter().map(SearchDoc::of).collect()
        }
        None => caipan::ruleset::built_in_search_docs(&mut loaded),
    };
    let mut hits = find(&editions, words);
    hits.truncate(limit);
    if json {
        out.put(&caipan::render::json::pretty(&hits))?;
        out.put("\n")?;
    } else {
        out.put(&text(m, &hits, words, &editions))?;
    }
    Ok(if hits.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn text(m: &Messages, hits: &[Hit], words: &[String], editions: &[SearchDoc]) -> String {
    let mut out = String::new();
    if hits.is_empty() {
        let ids: Vec<&str> = editions.iter().map(|e| e.edition).collect();
        let nothing = m.f(
            "search-nothing",
            &[("editions", &ids.join(", ")), ("words", &words.join(" "))],
        );
        let _ = writeln!(out, "{nothing}");
        return out;
    }
    for h in hits {
        let rules = h.rules.join(", ");
        let mut args = vec![
            ("edition", h.edition.as_str()),
            ("id", &h.id),
            ("title", m.prose(&h.title, h.title_zh.as_deref())),
        ];
        let head = if h.rules.is_empty() {
            m.f("search-hit", &args)
        } else {
            args.push(("rules", &rules));
            m.f("search-hit-rules", &args)
        };
        let _ = writeln!(out, "{head}");
        for line in highlight(m.prose(&h.text, h.text_zh.as_deref()), &h.matched).lines() {
            let _ = writeln!(out, "    {line}");
        }
        let cite = m.f("search-cite", &[("edition", &h.edition), ("id", &h.id)]);
        let _ = writeln!(out, "    {cite}\n");
    }
    out
}
