//! The glossary's terms as `search` reads them (`rulesets/glossary/
//! glossary.yaml`): each term's Chinese words, English name and the ids it
//! goes by. The judging library's build script reads the YAML with this
//! crate's loader and embeds the terms encoded, so a search parses no YAML.

use serde::{Deserialize, Serialize};

/// The glossary's terms.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Glossary {
    /// Every term, in the glossary's order.
    pub terms: Vec<Term>,
}

/// One term.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Term {
    /// Which table of the glossary (documents it; search does not filter).
    pub game: String,
    /// Its Chinese words.
    pub zh: Vec<String>,
    /// Its English name.
    pub en: String,
    /// The ids it goes by.
    pub id: Vec<String>,
}

/// A tag that says what the bytes are.
const MAGIC: [u8; 8] = *b"cpglossy";

impl Glossary {
    /// The glossary in `yaml` (its file's text); `None` where it does not
    /// read.
    pub fn from_yaml(yaml: &str) -> Option<Glossary> {
        crate::ruleset::load_yaml::<Glossary>("glossary.yaml", yaml).ok()
    }

    /// The encoded form, read back by [`Glossary::decode`].
    pub fn encode(&self) -> Option<Vec<u8>> {
        postcard::to_allocvec(&(MAGIC, self)).ok()
    }

    /// The glossary in `bytes`; `None` if they are not an encoded form.
    pub fn decode(bytes: &[u8]) -> Option<Glossary> {
        let (magic, glossary): ([u8; 8], Glossary) = postcard::from_bytes(bytes).ok()?;
        (magic == MAGIC).then_some(glossary)
    }
}
