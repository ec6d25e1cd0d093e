//! An edition's text: articles, clauses and items as copied from the seed
//! files, and a provision (any of them) as findings cite it.

use super::model::ProvisionRef;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An article of the edition.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Article {
    /// Its number.
    pub id: String,
    /// Its title.
    pub title: String,
    /// A one-line summary in English.
    pub summary: String,
    /// Its whole text, as in the seed file.
    pub text: String,
    /// Where the text is our own English words: its title, summary and
    /// text in Chinese (none for a text quoted in its own Chinese).
    pub title_zh: Option<String>,
    /// Its summary in Chinese (see `title_zh`).
    pub summary_zh: Option<String>,
    /// Its text in Chinese (see `title_zh`).
    pub text_zh: Option<String>,
    /// Its clauses.
    pub clauses: Vec<Clause>,
    /// What it is about, in the glossary's words; aligns articles across
    /// traditions.
    pub subjects: Vec<String>,
}

/// A clause of an article.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Clause {
    /// Its id (`17.2`).
    pub id: String,
    /// Its text.
    pub text: String,
    /// Its text in Chinese, beside our own English words.
    pub text_zh: Option<String>,
    /// Its items.
    pub items: Vec<Item>,
}

/// An item of a clause.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Item {
    /// Its id (`10.1.2`).
    pub id: String,
    /// Its text.
    pub text: String,
    /// Its text in Chinese, beside our own English words.
    pub text_zh: Option<String>,
    /// Sub-items, e.g. a lettered list under an item (`N.M.K.A`).
    pub items: Vec<Item>,
}

/// `zh` where the view is Chinese and the edition gives it, else `own`.
fn in_lang<'a>(own: &'a str, zh: &'a Option<String>, chinese: bool) -> &'a str {
    match (zh, chinese) {
        (Some(t), true) => t,
        _ => own,
    }
}

impl Article {
    /// The title in a view's language (Chinese: `title_zh` where given).
    pub fn title_in(&self, zh: bool) -> &str {
        in_lang(&self.title, &self.title_zh, zh)
    }
    /// The summary in a view's language.
    pub fn summary_in(&self, zh: bool) -> &str {
        in_lang(&self.summary, &self.summary_zh, zh)
    }
    /// The text in a view's language.
    pub fn text_in(&self, zh: bool) -> &str {
        in_lang(&self.text, &self.text_zh, zh)
    }
}

impl Clause {
    /// The text in a view's language.
    pub fn text_in(&self, zh: bool) -> &str {
        in_lang(&self.text, &self.text_zh, zh)
    }
}

impl Item {
    /// The text in a view's language.
    pub fn text_in(&self, zh: bool) -> &str {
        in_lang(&self.text, &self.text_zh, zh)
    }
}

/// An article, clause or item with the title of its article.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Provision {
    /// Its id.
    pub id: String,
    /// The title of the article it belongs to.
    pub title: String,
    /// Its text.
    pub text: String,
    /// The title and text in Chinese where the edition's own words are
    /// English (views in Chinese show them; the JSON carries the edition's
    /// words, the same in every language).
    #[serde(skip)]
    pub title_zh: Option<String>,
    /// The text in Chinese (see `title_zh`).
    #[serde(skip)]
    pub text_zh: Option<String>,
}

impl Provision {
    /// The title in a view's language: Chinese where `zh` and the edition
    /// gives it.
    pub fn title_in(&self, zh: bool) -> &str {
        in_lang(&self.title, &self.title_zh, zh)
    }

    /// The text in a view's language, as [`Provision::title_in`].
    pub fn text_in(&self, zh: bool) -> &str {
        in_lang(&self.text, &self.text_zh, zh)
    }
}

/// Every article, clause and item id of `articles` → where it is (what the
/// loader builds while it validates the ids, for an edition already valid).
pub(crate) fn provision_index(articles: &[Article]) -> BTreeMap<String, ProvisionRef> {
    fn add_items(map: &mut BTreeMap<String, ProvisionRef>, article: usize, items: &[Item]) {
        for i in items {
            let (text, text_zh) = (i.text.clone(), i.text_zh.clone());
            let r = ProvisionRef {
                article,
                text,
                text_zh,
            };
            map.insert(i.id.clone(), r);
            add_items(map, article, &i.items);
        }
    }
    let mut map = BTreeMap::new();
    for (article, a) in articles.iter().enumerate() {
        let (text, text_zh) = (a.text.clone(), a.text_zh.clone());
        map.insert(
            a.id.clone(),
            ProvisionRef {
                article,
                text,
                text_zh,
            },
        );
        for c in &a.clauses {
            let (text, text_zh) = (c.text.clone(), c.text_zh.clone());
            map.insert(
                c.id.clone(),
                ProvisionRef {
                    article,
                    text,
                    text_zh,
                },
            );
            add_items(&mut map, article, &c.items);
        }
    }
    map
}
