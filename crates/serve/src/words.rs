//! The judgement's sentences in the language a request asks for (the
//! answer's `words`): the judgement itself is the same in every language
//! and its own sentences are English, as `check --format json` writes
//! them. For each finding: its topic and event by name, the rule's note,
//! the articles it cites (in Chinese where the edition's words are our
//! English), the check of a ruling on it; the result's arithmetic, each
//! remark, the defect; the edition's title, the official text its
//! summaries summarise and the opening rule judged by.

use caipan::judgement::{Finding, Judgement};
use caipan::render::messages::Messages;
use serde::Serialize;

/// The sentences of a judgement in one language.
#[derive(Serialize)]
pub(crate) struct Words {
    arithmetic: String,
    remarks: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    defect: Option<String>,
    /// One for each finding, in the judgement's order.
    findings: Vec<FindingWords>,
    /// The edition's title in the language (its own, or the English one).
    edition_title: String,
    /// The official text the articles summarise, where they do.
    #[serde(skip_serializing_if = "Option::is_none")]
    official_text: Option<String>,
    /// The opening rule judged by, where a supplement chose it.
    #[serde(skip_serializing_if = "Option::is_none")]
    protocol: Option<String>,
}

/// A finding's words.
#[derive(Serialize)]
struct FindingWords {
    /// What the rule is about (its topic), by name.
    topic: String,
    /// The event it judged, by name.
    event: String,
    /// The rule's note (empty where it has none).
    note: String,
    /// The articles cited: id, title and text.
    articles: Vec<ArticleWords>,
    /// Why the ruling on it complies or not, where one was written.
    #[serde(skip_serializing_if = "Option::is_none")]
    ruling: Option<String>,
}

#[derive(Serialize)]
struct ArticleWords {
    id: String,
    title: String,
    text: String,
}

impl Words {
    /// `j`'s sentences in `m`'s language.
    pub(crate) fn of(m: &Messages, j: &Judgement) -> Words {
        let m = m.in_edition(j.claim_zh.as_deref());
        Words {
            arithmetic: j.result.arithmetic(m),
            remarks: j.remarks.iter().map(|r| r.message(m)).collect(),
            defect: j.defect.as_ref().map(|d| d.message(m)),
            findings: j.findings.iter().map(|f| finding(m, f)).collect(),
            edition_title: caipan::render::words::edition_title(m, j).to_string(),
            official_text: j
                .summary_of
                .as_deref()
                .map(|o| m.prose(o, j.summary_of_zh.as_deref()).to_string()),
            protocol: j
                .protocol
                .as_deref()
                .map(|p| m.prose(p, j.protocol_zh.as_deref()).to_string()),
        }
    }
}

fn finding(m: &Messages, f: &Finding) -> FindingWords {
    FindingWords {
        topic: m.word("topic", f.topic()),
        event: caipan::render::words::event(m, f.event(), f.by.event_zh.as_deref()),
        note: m.prose(f.note(), f.note_zh()).to_string(),
        articles: f
            .articles()
            .iter()
            .map(|a| ArticleWords {
                id: a.id.clone(),
                title: a.title_in(m.zh()).to_string(),
                text: a.text_in(m.zh()).to_string(),
            })
            .collect(),
        ruling: f.ruling.as_ref().map(|r| r.explanation(m)),
    }
}
