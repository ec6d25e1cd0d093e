//! What a record says of its own rules (`RU[]` in SGF), mapped to the
//! edition that judges them: a table of the common spellings
//! (`rulesets/sgf/rules-names.yaml`, built in), which a file of the same shape
//! given by the user overrides. A record's `RU[]` is untrusted by default;
//! the table is used only where the user asks for it
//! (`check --edition-from-sgf`).

use crate::error::RulesetError;
use serde::Deserialize;

/// The built-in table.
const BUILT_IN: &str = include_str!("../rulesets/sgf/rules-names.yaml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    names: Vec<RawName>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawName {
    rules: String,
    #[serde(default)]
    edition: Option<String>,
    spellings: Vec<String>,
}

/// A set of rules as the table names it, and the edition that judges it
/// (none where caipan has no edition of those rules yet).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// The rules' name (`Japanese`).
    pub name: String,
    /// The edition id, where there is one.
    pub edition: Option<String>,
    /// The table it comes from: `built in`, or the file's name.
    pub table: String,
}

/// The spellings, each normalised, with the rules they name: the user's
/// first, then the built-in ones; looked up by a map (a table of many
/// spellings costs the same per game as a short one), the first spelling
/// of a kind winning.
pub struct RulesNames {
    spellings: Vec<(String, Rules)>,
    index: std::collections::HashMap<String, usize>,
}

impl RulesNames {
    /// The built-in table.
    pub fn built_in() -> RulesNames {
        let mut names = RulesNames {
            spellings: Vec::new(),
            index: std::collections::HashMap::new(),
        };
        // The built-in table is tested to load; a broken one would name
        // no rules rather than stop a run.
        if let Ok(raw) = crate::ruleset::load_yaml::<RawTable>("rules-names.yaml", BUILT_IN) {
            names.add(raw, "built in");
        }
        names
    }

    /// The built-in table with the user's file `name` (text `text`) first.
    pub fn with_file(name: &str, text: &str) -> Result<RulesNames, Box<RulesetError>> {
        let raw = crate::ruleset::load_yaml::<RawTable>(name, text)?;
        let built_in = RulesNames::built_in();
        let mut names = RulesNames {
            spellings: Vec::new(),
            index: std::collections::HashMap::new(),
        };
        names.add(raw, name);
        for (spelling, rules) in built_in.spellings {
            names.push(spelling, rules);
        }
        Ok(names)
    }

    fn add(&mut self, raw: RawTable, table: &str) {
        for n in raw.names {
            let rules = Rules {
                name: n.rules,
                edition: n.edition,
                table: table.to_string(),
            };
            for s in n.spellings.iter().chain([&rules.name]) {
                self.push(normal(s), rules.clone());
            }
        }
    }

    /// A spelling (normalised) and its rules; an earlier one of the same
    /// spelling keeps its place.
    fn push(&mut self, spelling: String, rules: Rules) {
        let k = self.spellings.len();
        self.index.entry(spelling.clone()).or_insert(k);
        self.spellings.push((spelling, rules));
    }

    /// The rules `written` names, if the table knows the spelling.
    pub fn rules(&self, written: &str) -> Option<&Rules> {
        let k = *self.index.get(&normal(written))?;
        self.spellings.get(k).map(|(_, r)| r)
    }

    /// Every edition the table names, once each.
    pub fn editions(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = self
            .spellings
            .iter()
            .filter_map(|(_, r)| r.edition.as_deref())
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }
}

/// A spelling compared without case, spaces or punctuation: runs of
/// anything but letters and digits are one `-`, none at the ends.
fn normal(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.trim().chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

#[cfg(test)]
#[path = "rules_names_tests.rs"]
mod tests;
