//! The JSON form of a judgement, as the README's schema has it: the data
//! of `crate::judgement` with the words the views write (a remark's
//! message, the result's arithmetic, a ruling's explanation, the open
//! choices) put in. The judgement itself holds no words.

use crate::judgement::*;
use serde::Serialize;
use serde::ser::SerializeStruct;

impl Serialize for Judgement {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Judgement", 11)?;
        st.serialize_field("file", &self.file)?;
        st.serialize_field("edition", &self.edition)?;
        st.serialize_field("edition_title", &self.edition_title)?;
        // Only for editions whose texts are summaries, so judgements under
        // the editions copied from their texts read as they always have.
        if let Some(official) = &self.summary_of {
            st.serialize_field("article_texts", "summaries in our own words")?;
            st.serialize_field("official_text", official)?;
        }
        st.serialize_field("supplement", &self.supplement)?;
        // Only where a supplement chose one of the edition's other
        // protocols, so every other judgement reads as it always has.
        if let Some(p) = &self.protocol {
            st.serialize_field("protocol", p)?;
        }
        st.serialize_field("opening", &self.opening)?;
        st.serialize_field("findings", &self.findings)?;
        st.serialize_field("remarks", &self.remarks)?;
        st.serialize_field(
            "result",
            &WithOpenChoices {
                result: &self.result,
                open_choices: OpenChoices(self),
            },
        )?;
        st.serialize_field("defect", &self.defect)?;
        if self.defect.is_some() {
            // What was judged before the defect.
            st.serialize_field("moves_judged", &self.moves_judged)?;
            st.serialize_field("moves_written", &self.moves_written)?;
        }
        // Written only when it is not the default, so judgements of
        // dispute records read as they always have.
        if self.mode == Mode::AsPlayed {
            st.serialize_field("mode", &self.mode)?;
        }
        st.end()
    }
}

/// A result with the open choices of its judgement, as the JSON schema has it.
#[derive(Serialize)]
pub struct WithOpenChoices<'a, O: Serialize> {
    /// The result.
    #[serde(flatten)]
    pub result: &'a GameResult,
    /// Choices still open.
    pub open_choices: O,
}

impl Serialize for crate::compare::ComparedResult {
    /// The result with its open choices worded in English (the JSON's).
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let en = super::messages::en();
        let open: Vec<String> = (self.open.iter())
            .filter_map(|f| super::remarks::open_choice(en, f))
            .collect();
        WithOpenChoices {
            result: &self.result,
            open_choices: open,
        }
        .serialize(s)
    }
}

/// The open choices of a judgement, serialised as a list without storing it.
struct OpenChoices<'a>(&'a Judgement);

impl Serialize for OpenChoices<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(super::remarks::open_choices(super::messages::en(), self.0))
    }
}

impl Serialize for Finding {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Finding", 22)?;
        st.serialize_field("event_index", &self.event_index)?;
        st.serialize_field("move_number", &self.move_number)?;
        st.serialize_field("player", &self.player)?;
        st.serialize_field("event", self.event())?;
        st.serialize_field("written", &*self.written)?;
        if let Some(p) = &self.point {
            st.serialize_field("point", p.as_str())?;
        }
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("rule", self.rule())?;
        st.serialize_field("topic", self.topic())?;
        st.serialize_field("kind", &self.kind())?;
        st.serialize_field("verdict", &self.verdict)?;
        st.serialize_field("choices", &self.choices())?;
        st.serialize_field("amount", &self.amount)?;
        st.serialize_field("claim", &self.claim)?;
        st.serialize_field("articles", self.articles())?;
        st.serialize_field("note", self.note())?;
        st.serialize_field("supplement", &self.supplement())?;
        if !self.by.stand_ins.is_empty() {
            st.serialize_field("stand_ins", &self.by.stand_ins)?;
        }
        st.serialize_field("clock", &self.clock)?;
        st.serialize_field("ruling", &self.ruling)?;
        if let Some(t) = &self.tally {
            st.serialize_field("tally", t)?;
        }
        if self.after_decision {
            st.serialize_field("after_decision", &true)?;
        }
        st.end()
    }
}

impl Serialize for Remark {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Remark", 5)?;
        st.serialize_field("line", &self.line)?;
        st.serialize_field("column", &self.column)?;
        st.serialize_field("message", &self.message(super::messages::en()))?;
        // A remark about one incident names its move, rule and articles.
        if let About::Breach {
            move_number, rule, ..
        }
        | About::ClaimTooLate {
            move_number, rule, ..
        } = &self.about
        {
            st.serialize_field("move", move_number)?;
            st.serialize_field("rule", rule)?;
        }
        // Articles with their text (a breach) or by id (a late claim).
        match &self.about {
            About::Breach { articles, .. } => st.serialize_field("articles", articles)?,
            About::ClaimTooLate { articles, .. } => st.serialize_field("articles", articles)?,
            _ => {}
        }
        if let About::Uncovered { articles, .. } = &self.about {
            st.serialize_field("articles", articles)?;
        }
        if let About::ConfirmationTakenBack { articles, .. } = &self.about {
            st.serialize_field("articles", articles)?;
        }
        st.end()
    }
}

impl Serialize for GameResult {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("GameResult", 5)?;
        st.serialize_field("outcome", &self.outcome)?;
        st.serialize_field("margin", &self.margin)?;
        st.serialize_field("articles", &self.articles)?;
        st.serialize_field("arithmetic", &self.arithmetic(super::messages::en()))?;
        st.serialize_field("count", &self.count)?;
        st.end()
    }
}

impl Serialize for RulingCheck {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("RulingCheck", 4)?;
        st.serialize_field("written", &self.written)?;
        st.serialize_field("verdict", &self.verdict)?;
        st.serialize_field("compliant", &self.compliant)?;
        st.serialize_field("explanation", &self.explanation(super::messages::en()))?;
        st.end()
    }
}
