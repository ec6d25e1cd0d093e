//! The names a rule goes by, as `cite` and `search` take them: its event,
//! topic and id as records and rulesets write them (`phone` names
//! `phone-ring`), and the Chinese names the views show (the event's, as
//! the edition declares it; the topic's, as the catalogue words it).

use crate::ruleset::{Rule, Ruleset};

/// Whether a rule's event, topic or id is named by a search word
/// (`phone` names `phone-ring` and `phone-look`).
pub fn names_rule(word: &str, name: &str) -> bool {
    name == word || name.split('-').any(|part| part == word)
}

/// The Chinese names a rule goes by in the views: its event's, as the
/// edition declares it, and its topic's, as the catalogue words it.
pub fn chinese_names(ruleset: &Ruleset, rule: &Rule) -> Vec<String> {
    let zh = crate::render::messages::of(crate::render::messages::Lang::Zh);
    let mut names = Vec::new();
    if let Some((_, e)) = ruleset.event(&rule.on_name)
        && let Some(n) = &e.name_zh
    {
        names.push(n.clone());
    }
    if zh.has(&format!("topic-{}", rule.topic)) {
        names.push(zh.word("topic", &rule.topic));
    }
    names
}
