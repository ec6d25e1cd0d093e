//! An edition in outline: which articles its rules on each topic cite. It
//! is all `cite` reads of the other editions of a game (a clause's
//! counterparts are the articles their rules on the same topics cite), so
//! the compiled form carries it in its head and a lookup decodes no other
//! edition whole.

use super::model::Ruleset;
use crate::vocabulary::Game;
use serde::{Deserialize, Serialize};

/// An edition's topics, each with the articles its rules on it cite.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outline {
    /// The edition id.
    pub edition: String,
    /// The game.
    pub game: Game,
    /// Each topic of its rules, in the order of the rules, with the
    /// articles they cite (each once, in the order of the rules).
    pub topics: Vec<(String, Vec<String>)>,
}

impl Outline {
    /// The outline of a loaded edition.
    pub fn of(r: &Ruleset) -> Outline {
        let mut topics: Vec<(String, Vec<String>)> = Vec::new();
        for rule in &r.rules {
            let k = match topics.iter().position(|(t, _)| *t == rule.topic) {
                Some(k) => k,
                None => {
                    topics.push((rule.topic.clone(), Vec::new()));
                    topics.len() - 1
                }
            };
            let articles = &mut topics[k].1;
            for a in &rule.articles {
                if !articles.contains(a) {
                    articles.push(a.clone());
                }
            }
        }
        Outline {
            edition: r.id.clone(),
            game: r.game,
            topics,
        }
    }

    /// The articles its rules on `topic` cite (none where it has no rule
    /// on it).
    pub fn articles_on(&self, topic: &str) -> &[String] {
        self.topics
            .iter()
            .find(|(t, _)| t == topic)
            .map_or(&[], |(_, a)| a.as_slice())
    }
}
