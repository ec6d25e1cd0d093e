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
    pub text: PointName,
    pub span: Span,
}

/// A point's name kept inline: the grammar's `point` is an upper-case
/// letter and one or two digits, so a move needs no heap string (a record
/// may hold a million of them).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct PointName {
    bytes: [u8; 3],
    len: u8,
}

impl PointName {
    /// No name (never produced by the grammar; a safe stand-in).
    pub const EMPTY: PointName = PointName {
        bytes: [0; 3],
        len: 0,
    };

    /// The name, if it fits (an ASCII point of at most three characters).
    pub fn new(text: &str) -> Option<PointName> {
        if text.len() > 3 || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0; 3];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Some(PointName {
            bytes,
            len: text.len() as u8,
        })
    }

    pub fn as_str(&self) -> &str {
        // Built from a `&str` of ASCII bytes only (see `new`).
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl std::ops::Deref for PointName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Display for PointName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for PointName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl PartialEq<str> for PointName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for PointName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
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
    Conduct(Box<Conduct>),
    /// "W claims takeback": the player points out the opponent's irregularity.
    Claim(Box<Claim>),
    /// "arbiter: B warning": what the arbiter ruled on the incident just before.
    Ruling(Box<Ruling>),
}

// The rarer shapes are boxed, so an event costs about 80 bytes.

/// A conduct event: its name and arguments as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Conduct {
    pub name: String,
    pub name_span: Span,
    pub args: Vec<Arg>,
}

/// A claim and what it names.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim {
    pub matter: String,
    pub matter_span: Span,
}

/// An arbiter's ruling: on whom, and the verdict words.
#[derive(Clone, Debug, PartialEq)]
pub struct Ruling {
    pub target: Option<Actor>,
    pub verdicts: Vec<(String, Span)>,
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
    /// `{…}` comments written right after the event (out of line: most
    /// events have none).
    pub notes: Option<Box<Vec<String>>>,
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

impl Event {
    /// The comments written after the event.
    pub fn notes(&self) -> &[String] {
        self.notes.as_deref().map_or(&[], Vec::as_slice)
    }

    /// Attach a comment.
    pub fn add_note(&mut self, note: String) {
        self.notes.get_or_insert_with(Box::default).push(note);
    }
}

impl Record {
    /// The value of a header tag, compared case-insensitively on the key.
    pub fn tag(&self, key: &str) -> Option<&Tag> {
        self.tags.iter().find(|t| t.key.eq_ignore_ascii_case(key))
    }
}
