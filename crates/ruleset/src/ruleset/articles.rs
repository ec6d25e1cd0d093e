//! Validating a ruleset's articles: ids numbered `N`, `N.M`, `N.M.K` under
//! their parents, each once, and the index of provisions rules cite.

use super::load::Validator;
use super::model::*;
use super::raw::*;
use crate::said;
use std::collections::BTreeMap;

pub(super) fn items(raw: &[RawItem]) -> Vec<Item> {
    raw.iter()
        .map(|i| Item {
            id: i.id.value.clone(),
            text: i.text.clone(),
            text_zh: i.text_zh.clone(),
            items: items(&i.items),
        })
        .collect()
}

impl Validator<'_> {
    pub(super) fn check_article(
        &mut self,
        provisions: &BTreeMap<String, ProvisionRef>,
        id: &S<String>,
    ) {
        if !provisions.contains_key(&id.value) {
            self.problem(
                id,
                said!("ruleset-is-not-an-article-clause-or", id = id.value),
                said!("ruleset-unknown-article"),
                said!("ruleset-cite-an-id-listed-under-articles"),
            );
        }
    }

    pub(super) fn articles(&mut self, articles: &[RawArticle]) -> BTreeMap<String, ProvisionRef> {
        let mut map = BTreeMap::new();
        for (ai, a) in articles.iter().enumerate() {
            self.insert(
                &mut map,
                &a.id,
                ProvisionRef {
                    article: ai,
                    text: a.text.clone(),
                    text_zh: a.text_zh.clone(),
                },
            );
            let parts: Vec<(&S<String>, &str)> =
                a.clauses.iter().map(|c| (&c.id, c.text.as_str())).collect();
            self.text_in_order(&a.id.value, &a.text, &parts);
            for c in &a.clauses {
                let items: Vec<(&S<String>, &str)> =
                    c.items.iter().map(|i| (&i.id, i.text.as_str())).collect();
                self.text_in_order(&c.id.value, &c.text, &items);
                self.nested(&a.id.value, &c.id);
                self.insert(
                    &mut map,
                    &c.id,
                    ProvisionRef {
                        article: ai,
                        text: c.text.clone(),
                        text_zh: c.text_zh.clone(),
                    },
                );
                self.items(&mut map, ai, &c.id.value, &c.items);
            }
        }
        map
    }

    pub(super) fn items(
        &mut self,
        map: &mut BTreeMap<String, ProvisionRef>,
        article: usize,
        parent: &str,
        items: &[RawItem],
    ) {
        for i in items {
            self.nested(parent, &i.id);
            self.insert(
                map,
                &i.id,
                ProvisionRef {
                    article,
                    text: i.text.clone(),
                    text_zh: i.text_zh.clone(),
                },
            );
            self.items(map, article, &i.id.value, &i.items);
        }
    }

    pub(super) fn nested(&mut self, parent: &str, id: &S<String>) {
        let ok = id
            .value
            .strip_prefix(parent)
            .and_then(|rest| rest.strip_prefix('.'))
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric()));
        if !ok {
            self.problem(
                id,
                said!(
                    "ruleset-should-be-numbered-n",
                    id = id.value,
                    parent = parent
                ),
                said!("ruleset-id-does-not-match-its-parent"),
                said!("ruleset-clause-ids-are-article-clause-item"),
            );
        }
    }

    pub(super) fn insert(
        &mut self,
        map: &mut BTreeMap<String, ProvisionRef>,
        id: &S<String>,
        r: ProvisionRef,
    ) {
        if map.insert(id.value.clone(), r).is_some() {
            self.problem(
                id,
                said!("ruleset-appears-twice", id = id.value),
                said!("ruleset-duplicate-id"),
                said!("ruleset-each-article-clause-and-item-id"),
            );
        }
    }

    /// Each clause's (item's) text is stored once as the exact words of its
    /// parent: it must appear in the parent's text, in order, so a typo in
    /// one copy cannot make the two disagree.
    fn text_in_order(&mut self, parent: &str, text: &str, parts: &[(&S<String>, &str)]) {
        let mut from = 0;
        for (id, part) in parts {
            match text.get(from..).and_then(|rest| rest.find(part)) {
                Some(at) => from += at + part.len(),
                None => self.problem(
                    id,
                    said!(
                        "ruleset-the-text-of-is-not-in",
                        id = id.value,
                        parent = parent
                    ),
                    said!("ruleset-text-differs-from-its-parent-s"),
                    said!("ruleset-copy-the-words-exactly-from-the"),
                ),
            }
        }
    }
}
