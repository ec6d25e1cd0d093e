//! Articles of two editions aligned by what they are about, not by number:
//! one edition's article 23 计时 may be the next one's 22 计时, and an
//! article 6 禁止全局同形再现 may become 6 禁止全局同形 while another
//! article takes over the very same title. Each pair
//! is scored on its titles and its texts (character bigrams, which suit
//! Chinese without a word segmenter), with a small weight for the same
//! number; the best pairs are taken first.

use super::wording::{Segment, segments};
use crate::ruleset::{Article, Ruleset};
use serde::Serialize;
use std::collections::HashSet;

/// Below this score two articles are not the same article.
const THRESHOLD: f64 = 0.2;

/// One article of either edition, with its counterpart if it has one.
#[derive(Debug, Clone, Serialize)]
pub struct ArticlePair {
    /// The earlier edition's article.
    pub from: Option<ArticleSide>,
    /// The later edition's article.
    pub to: Option<ArticleSide>,
    /// What differs: `renumbered`, `retitled`, `reworded` (empty: the same);
    /// `paired by subject` for articles of two traditions, whose words
    /// cannot be compared.
    pub changes: Vec<&'static str>,
    /// The subject both articles are about, when they were paired by it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub subject: Option<String>,
    /// A reworded article's texts as one run of kept, removed and added
    /// characters (empty unless reworded).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub wording: Vec<Segment>,
}

/// An article as the comparison shows it.
#[derive(Debug, Clone, Serialize)]
pub struct ArticleSide {
    /// Its number.
    pub id: String,
    /// Its title.
    pub title: String,
    /// Its text.
    pub text: String,
    /// Title and text in Chinese, where the edition's words are English
    /// (the Chinese views show them; not in the JSON, which is the same in
    /// every language).
    #[serde(skip)]
    pub title_zh: Option<String>,
    /// The text in Chinese (see `title_zh`).
    #[serde(skip)]
    pub text_zh: Option<String>,
}

impl ArticlePair {
    /// What differs, as the views write it: `renumbered, retitled`, or
    /// `paired by subject: capture`.
    pub fn what_differs(&self) -> String {
        match &self.subject {
            Some(s) => format!("paired by subject: {s}"),
            None => self.changes.join(", "),
        }
    }
}

impl ArticleSide {
    /// The title in a view's language (Chinese where `zh` and given).
    pub fn title_in(&self, zh: bool) -> &str {
        match (&self.title_zh, zh) {
            (Some(t), true) => t,
            _ => &self.title,
        }
    }

    /// The text in a view's language.
    pub fn text_in(&self, zh: bool) -> &str {
        match (&self.text_zh, zh) {
            (Some(t), true) => t,
            _ => &self.text,
        }
    }

    fn of(a: &Article) -> ArticleSide {
        ArticleSide {
            id: a.id.clone(),
            title: a.title.clone(),
            text: a.text.clone(),
            title_zh: a.title_zh.clone(),
            text_zh: a.text_zh.clone(),
        }
    }
}

fn bigrams(s: &str) -> HashSet<(char, char)> {
    let chars: Vec<char> = s.chars().filter(|c| !c.is_whitespace()).collect();
    chars.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Dice's coefficient of two bigram sets (1 when both are empty).
fn dice(a: &HashSet<(char, char)>, b: &HashSet<(char, char)>) -> f64 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    2.0 * a.intersection(b).count() as f64 / (a.len() + b.len()) as f64
}

/// Pair the articles of two editions; unpaired ones stand alone.
pub fn align(from: &Ruleset, to: &Ruleset) -> Vec<ArticlePair> {
    let grams = |rs: &Ruleset| -> Vec<_> {
        rs.articles
            .iter()
            .map(|a| (bigrams(&a.title), bigrams(&a.text)))
            .collect()
    };
    let (ga, gb) = (grams(from), grams(to));
    let mut scored: Vec<(f64, usize, usize)> = Vec::new();
    for (i, a) in from.articles.iter().enumerate() {
        for (j, b) in to.articles.iter().enumerate() {
            let title = dice(&ga[i].0, &gb[j].0);
            let text = dice(&ga[i].1, &gb[j].1);
            let number = if a.id == b.id { 1.0 } else { 0.0 };
            let score = 0.4 * title + 0.5 * text + 0.1 * number;
            if score >= THRESHOLD {
                scored.push((score, i, j));
            }
        }
    }
    // Best first; ties go to the lower numbers, so the order is stable.
    scored.sort_by(|x, y| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1)).then(x.2.cmp(&y.2)));
    let mut to_of: Vec<Option<usize>> = vec![None; from.articles.len()];
    let mut taken = vec![false; to.articles.len()];
    for (_, i, j) in scored {
        if to_of[i].is_none() && !taken[j] {
            to_of[i] = Some(j);
            taken[j] = true;
        }
    }
    let subjects = by_subject(from, to, &mut to_of, &mut taken);
    let mut pairs: Vec<ArticlePair> = from
        .articles
        .iter()
        .enumerate()
        .map(|(i, a)| pair(a, to_of[i].map(|j| &to.articles[j]), subjects[i].clone()))
        .collect();
    // Articles only the later edition has, placed after their predecessor.
    for (j, b) in to.articles.iter().enumerate() {
        if taken[j] {
            continue;
        }
        let after = pairs
            .iter()
            .rposition(|p| p.to.as_ref().is_some_and(|t| number(&t.id) < number(&b.id)))
            .map_or(0, |k| k + 1);
        pairs.insert(
            after,
            ArticlePair {
                from: None,
                to: Some(ArticleSide::of(b)),
                changes: Vec::new(),
                wording: Vec::new(),
                subject: None,
            },
        );
    }
    pairs
}

/// An article and its counterpart, with what differs: by subject across
/// traditions (their words are not compared), else number, title, words.
fn pair(a: &Article, b: Option<&Article>, subject: Option<String>) -> ArticlePair {
    let mut changes = Vec::new();
    let mut wording = Vec::new();
    if subject.is_some() {
        changes.push("paired by subject");
    } else if let Some(b) = b {
        if a.id != b.id {
            changes.push("renumbered");
        }
        if a.title != b.title {
            changes.push("retitled");
        }
        // Punctuation, spacing and full- or half-width forms are not
        // words: only a change of words is a rewording.
        if words(&a.text) != words(&b.text) {
            changes.push("reworded");
            wording = segments(&a.text, &b.text);
        }
    }
    ArticlePair {
        from: Some(ArticleSide::of(a)),
        to: b.map(ArticleSide::of),
        changes,
        wording,
        subject,
    }
}

/// Articles left unpaired by their words, paired by what they are about:
/// across traditions (Chinese against Japanese, a Chinese text against an
/// English summary) no words are shared, and the rulesets name each
/// article's subject (`capture`: 提子 and 取り). In number order, one
/// counterpart each.
fn by_subject(
    from: &Ruleset,
    to: &Ruleset,
    to_of: &mut [Option<usize>],
    taken: &mut [bool],
) -> Vec<Option<String>> {
    let mut subjects = vec![None; from.articles.len()];
    for (i, a) in from.articles.iter().enumerate() {
        if to_of[i].is_some() || a.subjects.is_empty() {
            continue;
        }
        let found = to.articles.iter().enumerate().find_map(|(j, b)| {
            let shared = b.subjects.iter().find(|s| a.subjects.contains(s))?;
            (!taken[j]).then(|| (j, shared.clone()))
        });
        if let Some((j, subject)) = found {
            to_of[i] = Some(j);
            taken[j] = true;
            subjects[i] = Some(subject);
        }
    }
    subjects
}

/// An article number as a sortable value (`24` → 24).
fn number(id: &str) -> u32 {
    id.split('.')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// The words of a text: letters, digits and CJK characters, with full-width
/// forms folded to their ASCII counterparts; punctuation and spacing left out.
fn words(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            c => c,
        })
        .filter(|c| c.is_alphanumeric())
        .collect()
}
