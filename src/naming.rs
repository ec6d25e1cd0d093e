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
    let event_zh = ruleset
        .event(&rule.on_name)
        .and_then(|(_, e)| e.name_zh.as_deref());
    chinese_names_of(event_zh, &rule.topic)
}

/// The Chinese names of a rule whose event's Chinese name is `event_zh`
/// and whose topic is `topic` (see [`chinese_names`]).
pub fn chinese_names_of(event_zh: Option<&str>, topic: &str) -> Vec<String> {
    let zh = crate::render::messages::of(crate::render::messages::Lang::Zh);
    let mut names: Vec<String> = event_zh.map(str::to_string).into_iter().collect();
    if zh.has(&format!("topic-{topic}")) {
        names.push(zh.word("topic", topic));
    }
    names
}
