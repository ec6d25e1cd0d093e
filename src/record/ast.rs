//! The record's abstract syntax: what the arbiter wrote, with byte spans into
//! the source. Nothing here knows pest; nothing here knows any ruleset.

use serde::Serialize;

pub use super::span::Span;

pub use caipan_ruleset::colour::Colour;

/// A point as written (`Q16`); the physics maps it onto its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointText {
    /// The point's name as written (`Q16`).
    pub text: PointName,
    /// Where it is written.
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

    /// A column letter and a row number (1 to 99), without formatting.
    pub fn from_parts(column: char, row: usize) -> Option<PointName> {
        if !column.is_ascii() || !(1..=99).contains(&row) {
            return None;
        }
        let mut bytes = [column as u8, 0, 0];
        let len = if row < 10 {
            bytes[1] = b'0' + row as u8;
            2
        } else {
            bytes[1] = b'0' + (row / 10) as u8;
            bytes[2] = b'0' + (row % 10) as u8;
            3
        };
        Some(PointName { bytes, len })
    }

    /// The column (its position in `columns`) and the row (from 1).
    pub fn parts(&self, columns: &[char]) -> Option<(usize, usize)> {
        let mut chars = self.as_str().chars();
        let letter = chars.next()?;
        let x = columns.iter().position(|&c| c == letter)?;
        Some((x, chars.as_str().parse().ok()?))
    }

    /// The name's bytes (ASCII), read without a UTF-8 check.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }

    /// The name as text.
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
    /// The tag's key (`Edition`).
    pub key: String,
    /// The tag's value, unquoted.
    pub value: String,
    /// The whole tag.
    pub span: Span,
    /// The value.
    pub value_span: Span,
}

/// One argument of a conduct event.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// A point (`Q16`).
    Point(String),
    /// A duration in seconds (`25m`, `1h15m`).
    Duration(u32),
    /// A number.
    Number(f64),
    /// A word (`agreed`, `byoyomi`).
    Word(String),
}

impl ArgValue {
    /// What kind of value it is, in words.
    pub fn kind_name(&self) -> &'static str {
        match self {
            ArgValue::Point(_) => "point",
            ArgValue::Duration(_) => "duration",
            ArgValue::Number(_) => "number",
            ArgValue::Word(_) => "word",
        }
    }
}

/// One argument of a conduct event, as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    /// Its value.
    pub value: ArgValue,
    /// Where it is written.
    pub span: Span,
}

/// Who an event is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// One player.
    Player(Colour),
    /// Both players.
    Both,
    /// The arbiter.
    Arbiter,
}

/// What happened.
#[derive(Clone, Debug, PartialEq)]
pub enum EventKind {
    /// A stone placed on a point.
    Move(PointText),
    /// A pass.
    Pass,
    /// A conduct event declared by the ruleset (an event name and its arguments).
    Conduct(Box<Conduct>),
    /// "W claims takeback": the player points out the opponent's irregularity.
    Claim(Box<Claim>),
    /// "arbiter: B warning": what the arbiter ruled on the incident just before.
    Ruling(Box<Ruling>),
    /// `setup B D4 empty C3 to-move W`: the board set as written in the
    /// middle of the game (SGF `AB`/`AW`/`AE`/`PL` after the first move).
    Setup(Box<SetupChange>),
}

/// Stones put on or taken off the board, and the player to move, as a
/// record sets them mid-game. Not a move: nothing is captured.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct SetupChange {
    /// The points written and what each holds afterwards, in order, a
    /// later write to a point replacing an earlier one: single points and
    /// rectangles (`A19:C17`, SGF's `AB[aa:cc]`), kept as written, so a
    /// node of a thousand rectangles is a thousand entries, not a list of
    /// every point of each, and a record's size follows its text.
    pub areas: Vec<SetupArea>,
    /// The player to move afterwards, if the record says.
    pub to_move: Option<Colour>,
}

/// A rectangle of points a setup writes, named by two opposite corners.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SetupArea {
    /// What each point holds afterwards (`None`: empty).
    pub holds: Option<Colour>,
    /// One corner (the point, for a single point).
    pub from: PointName,
    /// The opposite corner (`from` again for one point).
    pub to: PointName,
    /// Where it is written.
    pub span: Span,
}

// The rarer shapes are boxed, so an event costs about 80 bytes.

/// A conduct event: its name and arguments as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Conduct {
    /// The event's name.
    pub name: String,
    /// Where the name is written.
    pub name_span: Span,
    /// Its arguments, in order.
    pub args: Vec<Arg>,
}

/// A claim and what it names.
#[derive(Clone, Debug, PartialEq)]
pub struct Claim {
    /// What is claimed.
    pub matter: String,
    /// Where the claim word is written.
    pub matter_span: Span,
}

/// An arbiter's ruling: on whom, and the verdict words.
#[derive(Clone, Debug, PartialEq)]
pub struct Ruling {
    /// Whom the ruling is about (none: the last finding's player).
    pub target: Option<Actor>,
    /// The verdicts ruled, with where each is written.
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

/// One line of play or conduct in a record.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    /// Who acted.
    pub actor: Actor,
    /// What happened.
    pub kind: EventKind,
    /// The clock reading written with it.
    pub clock: Option<Clock>,
    /// `{…}` comments written right after the event (out of line: most
    /// events have none).
    pub notes: Option<Box<Vec<String>>>,
    /// The move number the arbiter wrote before it, if any.
    pub written_number: Option<u32>,
    /// Where the event is written.
    pub span: Span,
}

/// A stone placed by a setup tag.
#[derive(Clone, Debug)]
pub struct SetupStone {
    /// The stone's colour.
    pub colour: Colour,
    /// Its point.
    pub point: PointText,
}

/// A parsed record.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// Raw YAML between `---` lines (case files), with its span.
    pub front_matter: Option<(String, Span)>,
    /// The header tags.
    pub tags: Vec<Tag>,
    /// Stones on the board before the first move.
    pub setup: Vec<SetupStone>,
    /// Who moves first, if the record says (`[ToMove "W"]`).
    pub to_move: Option<(Colour, Span)>,
    /// Every event, in order.
    pub events: Vec<Event>,
    /// What the file the record was read from says (komi, result,
    /// variations left out), as values.
    pub source: super::source::Source,
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
