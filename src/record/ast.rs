//! The record's abstract syntax: what the arbiter wrote, with byte spans into
//! the source. Nothing here knows pest; nothing here knows any ruleset.

use serde::Serialize;

/// A byte range in the record source.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }
    pub fn len(&self) -> usize {
        self.end - self.start
    }
    pub fn is_empty(&self) -> bool {
        self.start == self.end
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.start, s.len()).into()
    }
}

/// A colour: Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, PartialOrd, Ord)]
pub enum Colour {
    #[serde(rename = "B")]
    Black,
    #[serde(rename = "W")]
    White,
}

impl Colour {
    pub fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
    pub fn letter(self) -> &'static str {
        match self {
            Colour::Black => "B",
            Colour::White => "W",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "Black",
            Colour::White => "White",
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A point as written (`Q16`); the physics maps it onto its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointText {
    pub text: String,
    pub span: Span,
}

/// A header tag `[Key "value"]`.
#[derive(Clone, Debug)]
pub struct Tag {
    pub key: String,
    pub value: String,
    pub span: Span,
    pub value_span: Span,
}

/// One argument of a conduct event.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    Point(String),
    /// A duration in seconds (`25m`, `1h15m`).
    Duration(u32),
    Number(f64),
    Word(String),
}

impl ArgValue {
    pub fn kind_name(&self) -> &'static str {
        match self {
            ArgValue::Point(_) => "point",
            ArgValue::Duration(_) => "duration",
            ArgValue::Number(_) => "number",
            ArgValue::Word(_) => "word",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    pub value: ArgValue,
    pub span: Span,
}

/// Who an event is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    Player(Colour),
    Both,
    Arbiter,
}

/// What happened.
#[derive(Clone, Debug, PartialEq)]
pub enum EventKind {
    /// A stone placed on a point.
    Move(PointText),
    Pass,
    /// A conduct event declared by the ruleset (an event name and its arguments).
    Conduct {
        name: String,
        name_span: Span,
        args: Vec<Arg>,
    },
    /// "W claims takeback": the player points out the opponent's irregularity.
    Claim {
        matter: String,
        matter_span: Span,
    },
    /// "arbiter: B warning": what the arbiter ruled on the incident just before.
    Ruling {
        target: Option<Actor>,
        verdicts: Vec<(String, Span)>,
    },
}

/// Clock reading written on an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "seconds")]
pub enum Clock {
    /// Time remaining after the event, in seconds.
    Left(u32),
    /// Time used on the event, in seconds.
    Used(u32),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    pub actor: Actor,
    pub kind: EventKind,
    pub clock: Option<Clock>,
    /// `{…}` comments written right after the event.
    pub notes: Vec<String>,
    /// The move number the arbiter wrote before it, if any.
    pub written_number: Option<u32>,
    pub span: Span,
}

/// A stone placed by a setup tag.
#[derive(Clone, Debug)]
pub struct SetupStone {
    pub colour: Colour,
    pub point: PointText,
}

/// A parsed record.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// Raw YAML between `---` lines (case files), with its span.
    pub front_matter: Option<(String, Span)>,
    pub tags: Vec<Tag>,
    pub setup: Vec<SetupStone>,
    pub to_move: Option<(Colour, Span)>,
    pub events: Vec<Event>,
}

impl Record {
    /// The value of a header tag, compared case-insensitively on the key.
    pub fn tag(&self, key: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.key.eq_ignore_ascii_case(key))
    }
}
