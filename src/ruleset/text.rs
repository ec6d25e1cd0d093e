//! An edition's text: articles, clauses and items as copied from the seed
//! files, and a provision (any of them) as findings cite it.

use serde::Serialize;

/// An article of the edition.
#[derive(Debug, Clone, Serialize)]
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
}

/// A clause of an article.
#[derive(Debug, Clone, Serialize)]
pub struct Clause {
    /// Its id (`17.2`).
    pub id: String,
    /// Its text.
    pub text: String,
    /// Its items.
    pub items: Vec<Item>,
}

/// An item of a clause.
#[derive(Debug, Clone, Serialize)]
pub struct Item {
    /// Its id (`10.1.2`).
    pub id: String,
    /// Its text.
    pub text: String,
    /// Sub-items, e.g. a lettered list under an item (`N.M.K.A`).
    pub items: Vec<Item>,
}

/// An article, clause or item with the title of its article.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Provision {
    /// Its id.
    pub id: String,
    /// The title of the article it belongs to.
    pub title: String,
    /// Its text.
    pub text: String,
}
