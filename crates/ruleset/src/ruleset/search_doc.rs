//! An edition as `search` reads it: its articles' words (each clause and
//! item with its id and texts) and its rules' names, nothing else. Built-in
//! editions carry it beside their compiled form, encoded so that it is
//! read in place (every text borrowed from the embedded bytes): a search of
//! every edition decodes no edition whole.

use super::model::Ruleset;
use super::text::{Article, Item};
use serde::{Deserialize, Serialize};

/// An edition's words and rule names, borrowed from the edition or from
/// the bytes it was read from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SearchDoc<'a> {
    /// The edition id.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub edition: &'a str,
    /// Its articles, in order.
    #[serde(borrow)]
    pub articles: Vec<DocArticle<'a>>,
    /// Every article's provisions, one list (an article holds its range:
    /// one allocation for the edition, not one per article).
    #[serde(borrow)]
    pub provisions: Vec<DocProvision<'a>>,
    /// Its rules, in order.
    #[serde(borrow)]
    pub rules: Vec<DocRule<'a>>,
    /// Every rule's cited provisions, one list (a rule holds its range).
    #[serde(borrow, deserialize_with = "utf8::strs")]
    pub cited: Vec<&'a str>,
}

/// An article's title, summary and provisions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocArticle<'a> {
    /// The article's title.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub title: &'a str,
    /// Its title in Chinese, where the edition's own words are English.
    #[serde(borrow, deserialize_with = "utf8::opt")]
    pub title_zh: Option<&'a str>,
    /// Its summary.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub summary: &'a str,
    /// Where its clauses and items (the article itself when it has none)
    /// are in [`SearchDoc::provisions`].
    pub provisions: (u32, u32),
}

/// A clause or item: its id, text, and text in Chinese where the
/// edition's own words are English.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocProvision<'a> {
    /// The id, as `cite` takes it.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub id: &'a str,
    /// The text.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub text: &'a str,
    /// The text in Chinese.
    #[serde(borrow, deserialize_with = "utf8::opt")]
    pub text_zh: Option<&'a str>,
}

/// A rule's names and the provisions it cites.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocRule<'a> {
    /// The rule id.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub id: &'a str,
    /// Its event's name.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub on_name: &'a str,
    /// Its event's Chinese name, as the edition declares it.
    #[serde(borrow, deserialize_with = "utf8::opt")]
    pub event_zh: Option<&'a str>,
    /// Its topic.
    #[serde(borrow, deserialize_with = "utf8::str")]
    pub topic: &'a str,
    /// Where the provisions it cites are in [`SearchDoc::cited`].
    pub cited: (u32, u32),
}

impl<'a> SearchDoc<'a> {
    /// The words of a loaded edition, borrowed from it.
    pub fn of(r: &'a Ruleset) -> SearchDoc<'a> {
        let mut provisions = Vec::new();
        let articles = r
            .articles
            .iter()
            .map(|a| DocArticle::of(a, &mut provisions))
            .collect();
        let mut cited: Vec<&'a str> = Vec::new();
        let rules = r
            .rules
            .iter()
            .map(|rule| {
                let start = cited.len() as u32;
                cited.extend(rule.articles.iter().map(String::as_str));
                DocRule {
                    id: &rule.id,
                    on_name: &rule.on_name,
                    event_zh: r
                        .event(&rule.on_name)
                        .and_then(|(_, e)| e.name_zh.as_deref()),
                    topic: &rule.topic,
                    cited: (start, cited.len() as u32),
                }
            })
            .collect();
        SearchDoc {
            edition: &r.id,
            articles,
            provisions,
            rules,
            cited,
        }
    }

    /// An article's clauses and items (none where the range is not this
    /// edition's).
    pub fn provisions_of(&self, a: &DocArticle) -> &[DocProvision<'a>] {
        let (start, end) = a.provisions;
        self.provisions
            .get(start as usize..end as usize)
            .unwrap_or_default()
    }

    /// The provisions a rule cites.
    pub fn cited_by(&self, r: &DocRule) -> &[&'a str] {
        let (start, end) = r.cited;
        self.cited
            .get(start as usize..end as usize)
            .unwrap_or_default()
    }

    /// The encoded form, read back by [`SearchDoc::decode`].
    pub fn encode(&self) -> Option<Vec<u8>> {
        postcard::to_allocvec(&(MAGIC, self)).ok()
    }

    /// The words in `bytes`, borrowed from them; `None` if they are not
    /// an encoded form.
    pub fn decode(bytes: &'a [u8]) -> Option<SearchDoc<'a>> {
        let (magic, doc): ([u8; 8], SearchDoc<'a>) = postcard::from_bytes(bytes).ok()?;
        (magic == MAGIC).then_some(doc)
    }
}

/// Texts read back from the encoded form, checked as UTF-8 with
/// `simdutf8` (postcard writes a text as its bytes, so they are read as
/// bytes and checked here rather than by the standard check).
mod utf8 {
    use serde::de::{Deserialize, Deserializer, Error};

    fn checked<E: Error>(bytes: &[u8]) -> Result<&str, E> {
        simdutf8::basic::from_utf8(bytes).map_err(|_| E::custom("a text is not UTF-8"))
    }

    pub fn str<'de, D: Deserializer<'de>>(d: D) -> Result<&'de str, D::Error> {
        checked(<&'de [u8]>::deserialize(d)?)
    }

    pub fn opt<'de, D: Deserializer<'de>>(d: D) -> Result<Option<&'de str>, D::Error> {
        <Option<&'de [u8]>>::deserialize(d)?
            .map(checked)
            .transpose()
    }

    pub fn strs<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<&'de str>, D::Error> {
        let all = <Vec<&'de [u8]>>::deserialize(d)?;
        all.into_iter().map(checked).collect()
    }
}

/// A tag that says what the bytes are.
const MAGIC: [u8; 8] = *b"cpsearch";

impl<'a> DocArticle<'a> {
    /// Article `a`, its provisions added to `all`.
    fn of(a: &'a Article, all: &mut Vec<DocProvision<'a>>) -> DocArticle<'a> {
        fn items<'a>(out: &mut Vec<DocProvision<'a>>, list: &'a [Item]) {
            for i in list {
                out.push(DocProvision {
                    id: &i.id,
                    text: &i.text,
                    text_zh: i.text_zh.as_deref(),
                });
                items(out, &i.items);
            }
        }
        let start = all.len();
        for c in &a.clauses {
            if c.items.is_empty() {
                all.push(DocProvision {
                    id: &c.id,
                    text: &c.text,
                    text_zh: c.text_zh.as_deref(),
                });
            } else {
                items(all, &c.items);
            }
        }
        if all.len() == start {
            all.push(DocProvision {
                id: &a.id,
                text: &a.text,
                text_zh: a.text_zh.as_deref(),
            });
        }
        DocArticle {
            title: &a.title,
            title_zh: a.title_zh.as_deref(),
            summary: &a.summary,
            provisions: (start as u32, all.len() as u32),
        }
    }
}
