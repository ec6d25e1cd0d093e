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
    /// Sub-items, e.g. a lettered list under an item (`N.M.K.A`).
    pub items: Vec<Item>,
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
}

/// Every article, clause and item id of `articles` → where it is (what the
/// loader builds while it validates the ids, for an edition already valid).
pub(crate) fn provision_index(articles: &[Article]) -> BTreeMap<String, ProvisionRef> {
    fn add_items(map: &mut BTreeMap<String, ProvisionRef>, article: usize, items: &[Item]) {
        for i in items {
            let text = i.text.clone();
            map.insert(i.id.clone(), ProvisionRef { article, text });
            add_items(map, article, &i.items);
        }
    }
    let mut map = BTreeMap::new();
    for (article, a) in articles.iter().enumerate() {
        let text = a.text.clone();
        map.insert(a.id.clone(), ProvisionRef { article, text });
        for c in &a.clauses {
            let text = c.text.clone();
            map.insert(c.id.clone(), ProvisionRef { article, text });
            add_items(&mut map, article, &c.items);
        }
    }
    map
}
