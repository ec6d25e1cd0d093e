//! Full-text search over the articles, clauses and items of editions, for
//! an arbiter who knows the words (悔棋, 手机, "takeback", "phone") but not
//! the number. A word in Chinese is looked for in the texts; a word in
//! English or an identifier is carried to the Chinese terms of the glossary
//! (`rulesets/glossary/glossary.yaml`), and to the events, topics and rules
//! of that name, whose articles it then finds. Hits are ranked: a text that
//! holds the words themselves first, then one a rule of that name cites,
//! then one whose article summary mentions them.

use crate::ruleset::search_doc::{DocArticle, DocProvision, DocRule};
use crate::ruleset::{Ruleset, SearchDoc};
use caipan_ruleset::glossary::{Glossary, Term};
use serde::Serialize;

/// The glossary as embedded in the binary.
const GLOSSARY: &str = include_str!("../rulesets/glossary/glossary.yaml");

/// The glossary's terms as build.rs encoded them (empty where it could
/// not).
const GLOSSARY_ENCODED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/glossary.bin"));

/// The glossary's terms: encoded at build time, the YAML where the build
/// could not.
fn glossary() -> Vec<Term> {
    Glossary::decode(GLOSSARY_ENCODED)
        .or_else(|| Glossary::from_yaml(GLOSSARY))
        .map(|g| g.terms)
        .unwrap_or_default()
}

/// The highest score a hit can have from summary mentions alone.
const SUMMARY_ONLY: u32 = 3;

/// One provision found, with why.
#[derive(Debug, Clone, Serialize)]
pub struct Hit {
    /// The edition id.
    pub edition: String,
    /// The article, clause or item id, as `cite` takes it.
    pub id: String,
    /// The article's title.
    pub title: String,
    /// The provision's text.
    pub text: String,
    /// Title and text in Chinese, where the edition's own words are
    /// English (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title_zh: Option<String>,
    /// See `title_zh`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text_zh: Option<String>,
    /// The words of the text that matched (Chinese terms), to highlight.
    pub matched: Vec<String>,
    /// Rules citing it whose event, topic or id matched a search word.
    pub rules: Vec<String>,
    /// The score the ranking used (higher first).
    pub score: u32,
}

/// What the search words stand for.
struct Query {
    /// Chinese strings to find in texts (the words, or the glossary's terms).
    chinese: Vec<String>,
    /// The English words joined as one name (`double move` → `double-move`),
    /// which outranks each word alone.
    phrase: Option<String>,
    /// Lower-case English words, for names and summaries.
    names: Vec<String>,
    /// The Chinese words as typed, for the names the Chinese views give
    /// events and topics (手机响).
    shown: Vec<String>,
}

fn is_cjk(word: &str) -> bool {
    !word.is_ascii()
}

/// The glossary's Chinese terms for an English name or identifier.
fn terms_for(glossary: &[Term], name: &str) -> Vec<String> {
    let spaced = name.replace('-', " ");
    glossary
        .iter()
        .filter(|t| {
            let english = t.en.to_ascii_lowercase();
            t.id.iter().any(|id| id.eq_ignore_ascii_case(name))
                || english
                    .split(['/', '(', ')', ','])
                    .any(|e| e.trim() == spaced)
                || (!spaced.contains(' ')
                    && english
                        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
                        .any(|e| e == spaced))
        })
        .flat_map(|t| t.zh.iter().filter(|z| is_cjk(z)).cloned())
        .collect()
}

fn query(words: &[String]) -> Query {
    let glossary = glossary();
    let mut chinese = Vec::new();
    let mut names = Vec::new();
    let mut shown = Vec::new();
    for word in words.iter().flat_map(|w| w.split_whitespace()) {
        if is_cjk(word) {
            shown.push(word.to_string());
            chinese.push(word.to_string());
            // The other words people use for the same thing: 贴目 finds the
            // texts' 贴子, 拔子 finds 悔棋.
            chinese.extend(
                glossary
                    .iter()
                    .filter(|t| t.zh.iter().any(|z| z == word))
                    .flat_map(|t| t.zh.iter().filter(|z| is_cjk(z)).cloned()),
            );
        } else {
            names.push(word.to_ascii_lowercase());
        }
    }
    let phrase = (names.len() > 1).then(|| names.join("-"));
    match &phrase {
        // A phrase the glossary knows stands for its terms alone: "double
        // move" is 连下两着, not every "double" and every "move".
        Some(p) if !terms_for(&glossary, p).is_empty() => chinese.extend(terms_for(&glossary, p)),
        _ => {
            for n in &names {
                chinese.extend(terms_for(&glossary, n));
            }
        }
    }
    // The words as typed first, then the glossary's other words, each once.
    let mut seen = std::collections::HashSet::new();
    chinese.retain(|w| seen.insert(w.clone()));
    Query {
        chinese,
        phrase,
        names,
        shown,
    }
}

pub use crate::naming::names_rule;

/// Search loaded editions; hits best first.
pub fn search_editions(editions: &[Ruleset], words: &[String]) -> Vec<Hit> {
    let docs: Vec<SearchDoc> = editions.iter().map(SearchDoc::of).collect();
    search(&docs, words)
}

/// Search the editions' words ([`SearchDoc`]: the built-in editions' are
/// read in place, `crate::ruleset::built_in_search_docs`); hits best first.
pub fn search(editions: &[SearchDoc], words: &[String]) -> Vec<Hit> {
    let q = query(words);
    let mut hits = Vec::new();
    let mut topics = TopicNames::default();
    for rs in editions {
        let named = Named::of(&q, rs, &mut topics);
        for a in &rs.articles {
            // Which words the article's title holds, looked for once for
            // all its provisions.
            let in_title: Vec<bool> = q
                .chinese
                .iter()
                .map(|z| {
                    a.title.contains(z.as_str())
                        || a.title_zh.is_some_and(|t| t.contains(z.as_str()))
                })
                .collect();
            for provision in rs.provisions_of(a) {
                hits.extend(hit(&q, (rs, &named), (a, &in_title), provision));
            }
        }
    }
    // Best first; ties in edition and article order (the sort is stable).
    hits.sort_by_key(|h| std::cmp::Reverse(h.score));
    // A mention in an article's summary alone is shown only when nothing
    // speaks of the words more directly.
    if hits.first().is_some_and(|h| h.score > SUMMARY_ONLY) {
        hits.retain(|h| h.score > SUMMARY_ONLY);
    }
    hits
}

/// Which rules of an edition the words name, found once per edition (not
/// once per provision): by the whole phrase, and by a word of it only.
struct Named<'d, 'r> {
    by_phrase: Vec<&'d DocRule<'r>>,
    by_word: Vec<&'d DocRule<'r>>,
}

/// Each topic's Chinese name as the catalogue words it (none where it has
/// none), looked up once for a search of many editions.
#[derive(Default)]
struct TopicNames(std::collections::HashMap<String, Option<String>>);

impl TopicNames {
    fn of(&mut self, topic: &str) -> Option<&str> {
        if !self.0.contains_key(topic) {
            let zh = crate::render::messages::of(crate::render::messages::Lang::Zh);
            self.0
                .insert(topic.to_string(), zh.word_if_any("topic", topic));
        }
        self.0.get(topic).and_then(Option::as_deref)
    }
}

impl<'d, 'r> Named<'d, 'r> {
    fn of(q: &Query, rs: &'d SearchDoc<'r>, topics: &mut TopicNames) -> Named<'d, 'r> {
        // A Chinese word names a rule as the views name it (手机响): its
        // event's Chinese name, its topic's.
        let mut named = |r: &DocRule, w: &str| {
            if !w.is_ascii() {
                return r.event_zh.is_some_and(|n| n.contains(w))
                    || topics.of(r.topic).is_some_and(|n| n.contains(w));
            }
            names_rule(w, r.on_name) || names_rule(w, r.topic) || names_rule(w, r.id)
        };
        let mut by_phrase = Vec::new();
        let mut by_word = Vec::new();
        for r in &rs.rules {
            if q.phrase.as_deref().is_some_and(|p| named(r, p)) {
                by_phrase.push(r);
            } else if q.names.iter().chain(&q.shown).any(|w| named(r, w)) {
                by_word.push(r);
            }
        }
        Named { by_phrase, by_word }
    }
}

/// Whether rule `r` of `rs` cites provision `id` or an article or clause
/// it is in.
fn cites(rs: &SearchDoc, r: &DocRule, id: &str) -> bool {
    rs.cited_by(r)
        .iter()
        .any(|x| *x == id || (id.starts_with(x) && id.as_bytes().get(x.len()) == Some(&b'.')))
}

/// Whether `text` holds `lower` (lower-case ASCII) in any case, as
/// `text.to_ascii_lowercase().contains(lower)` says, without the copy.
fn contains_any_case(text: &str, lower: &str) -> bool {
    let (text, lower) = (text.as_bytes(), lower.as_bytes());
    lower.is_empty()
        || text.windows(lower.len()).any(|w| {
            w.iter()
                .zip(lower)
                .all(|(a, b)| a.to_ascii_lowercase() == *b)
        })
}

/// One provision of article `a` as a hit, if the query finds it: its
/// texts (or its article's title: `in_title`, for each Chinese word)
/// holding the Chinese words, rules citing it named by the words, its
/// article's summary mentioning them.
fn hit(
    q: &Query,
    (rs, named): (&SearchDoc, &Named),
    (a, in_title): (&DocArticle, &[bool]),
    p: &DocProvision,
) -> Option<Hit> {
    let (id, text, text_zh) = (p.id, p.text, p.text_zh);
    let zh = text_zh.unwrap_or_default();
    let matched: Vec<String> = q
        .chinese
        .iter()
        .zip(in_title)
        .filter(|(z, title)| **title || text.contains(z.as_str()) || zh.contains(z.as_str()))
        .map(|(z, _)| z.clone())
        .collect();
    // Rules named by the whole phrase count most; by one word of several,
    // little.
    let citing = |rules: &[&DocRule]| -> Vec<String> {
        rules
            .iter()
            .filter(|r| cites(rs, r, id))
            .map(|r| r.id.to_string())
            .collect()
    };
    let by_phrase = citing(&named.by_phrase);
    let by_word: Vec<String> = citing(&named.by_word)
        .into_iter()
        .filter(|r| !by_phrase.contains(r))
        .collect();
    let word_weight = if q.phrase.is_some() { 1 } else { 6 };
    let in_summary = q
        .names
        .iter()
        .filter(|w| contains_any_case(a.summary, w))
        .count();
    let score = 10 * matched.len() as u32
        + 8 * by_phrase.len().min(3) as u32
        + word_weight * by_word.len().min(3) as u32
        + in_summary as u32;
    (score > 0).then(|| Hit {
        edition: rs.edition.to_string(),
        id: id.to_string(),
        title: a.title.to_string(),
        text: text.to_string(),
        title_zh: a.title_zh.map(str::to_string),
        text_zh: text_zh.map(str::to_string),
        matched,
        rules: by_phrase.into_iter().chain(by_word).collect(),
        score,
    })
}

/// A text with each matched term between « and ».
pub fn highlight(text: &str, terms: &[String]) -> String {
    let mut out = text.to_string();
    // Longest first, so a term inside a longer one is not marked twice.
    let mut terms: Vec<&String> = terms.iter().collect();
    terms.sort_by_key(|t| std::cmp::Reverse(t.chars().count()));
    for t in terms {
        if !out.contains(&format!("«{t}")) {
            out = out.replace(t.as_str(), &format!("«{t}»"));
        }
    }
    out
}
