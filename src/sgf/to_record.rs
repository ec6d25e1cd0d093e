//! One SGF game tree as a caipan record: the main line's moves and passes,
//! setup stones and the player to move, clocks (`BL`/`WL`), comments
//! (`C`), and the game's own komi, result and variations as header tags the
//! judge reports on. Conduct events, claims and rulings travel in the
//! private property `CAIPAN[...]` (one record line per value), so a dispute
//! record survives the trip through SGF.

use super::nodes::{GameTree, Node};
use super::scan::MoveNode;
pub use super::values::komi_points;
use super::values::{clocks, format_points, mover, player};
use super::writes::Writes;
use crate::error::Said;
use crate::error::{RecordError, Text, source};
use crate::record::ast::*;
use caipan_ruleset::said;

/// The private property that carries record lines SGF has no word for.
pub const PRIVATE: &str = "CAIPAN";

pub use super::main_line::to_record;

/// The game an SGF tree records (`GM[]`): 1 Go, 4 Gomoku/Renju.
pub fn game_number(tree: &GameTree) -> u32 {
    tree.nodes.first().map_or(1, game_of)
}

/// The game a root node records (`GM[]`, 1 when not given).
fn game_of(root: &Node) -> u32 {
    root.get("GM")
        .and_then(|(v, _)| v.trim().parse().ok())
        .unwrap_or(1)
}

/// Column letters as printed on boards of each game: Go skips I, Gomoku
/// keeps it.
fn columns(game: u32, size: usize) -> Vec<char> {
    let letters = if game == 4 {
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    } else {
        "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    };
    letters.chars().take(size).collect()
}

/// One game's record, built from its main line's nodes in order.
pub(super) struct Builder<'a> {
    name: &'a str,
    text: &'a Text,
    pub(super) size: usize,
    columns: Vec<char>,
    pub(super) record: Record,
    /// The setup written before the first move, across nodes: the game's
    /// starting position (made only when a node sets up stones).
    pub(super) before: Option<Writes>,
    /// A game of Go (`GM[1]`): territory markup means something.
    pub(super) go: bool,
    /// The latest node's territory markup, as the events added after the
    /// last move (see territory.rs).
    pub(super) marks: Vec<Event>,
}

impl<'a> Builder<'a> {
    /// A game from its root node: the board, the game information, and
    /// the root's own moves and setup.
    pub(super) fn new(
        name: &'a str,
        text: &'a Text,
        root: &Node<'_>,
    ) -> Result<Self, Box<RecordError>> {
        let game = game_of(root);
        let mut b = Builder {
            name,
            text,
            size: 0,
            columns: Vec::new(),
            record: Record::default(),
            before: None,
            go: game == 1,
            marks: Vec::new(),
        };
        // Room for the moves the rest of the text can hold (about six
        // bytes a move), at most a long game's: the list is filled without
        // doubling and copying, and shrunk to what was read at the end.
        let rest = text.len().saturating_sub(root.span.end);
        b.record.events.reserve((rest / 6).min(1024));
        b.size = b.board_size(root, game)?;
        b.columns = columns(game, b.size);
        b.header(root);
        b.node(root)?;
        Ok(b)
    }

    /// The board's size from `SZ[]` (19 for Go, 15 for Gomoku when it is
    /// not given): a whole number from 2 to 25, or `N:N`. Anything else is
    /// refused where it is written, never read as the default.
    fn board_size(&self, root: &Node<'_>, game: u32) -> Result<usize, Box<RecordError>> {
        let Some((value, at)) = root.get("SZ") else {
            return Ok(if game == 4 { 15 } else { 19 });
        };
        let v = value.trim();
        let (columns, rows) = v.split_once(':').unwrap_or((v, v));
        let number = |s: &str| -> Option<usize> {
            let s = s.trim();
            (!s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let (Some(size), Some(other)) = (number(columns), number(rows)) else {
            return Err(self.invalid(
                *at,
                said!("sgf-is-not-a-board-size", value = crate::error::quote(v)),
                said!("sgf-sz-is-the-number-of-points"),
            ));
        };
        if size != other {
            return Err(self.invalid(
                *at,
                said!("sgf-a-board-of-points", other = other, size = size),
                said!("sgf-only-square-boards-are-read-sz"),
            ));
        }
        if !(2..=25).contains(&size) {
            return Err(self.invalid(
                *at,
                said!("sgf-a-board-of-size", size = size),
                said!("sgf-sizes-2-to-25-are-read"),
            ));
        }
        Ok(size)
    }

    fn invalid(
        &self,
        span: Span,
        message: impl Into<Said>,
        help: impl Into<Said>,
    ) -> Box<RecordError> {
        Box::new(RecordError::Invalid {
            src: source(self.name, self.text),
            span: crate::error::span(self.text, span.start, span.len()),
            message: crate::error::message(message),
            label: said!("sgf-here"),
            help: help.into(),
        })
    }

    pub(super) fn tag(&mut self, key: &str, value: String, span: Span) {
        self.record.tags.push(Tag {
            key: key.into(),
            value,
            span,
            value_span: span,
        });
    }

    /// The root's game information: komi in points, the written result,
    /// the players; the rules property is kept but never trusted.
    fn header(&mut self, root: &Node) {
        for (ident, key) in [
            ("PB", "Black"),
            ("PW", "White"),
            ("EV", "Event"),
            ("DT", "Date"),
            ("RU", "Rules"),
            ("RE", "Result"),
            ("HA", "Handicap"),
        ] {
            if let Some((v, s)) = root.get(ident) {
                self.tag(key, v.trim().to_string(), *s);
            }
        }
        if let Some((v, s)) = root.get("RE") {
            let written = crate::record::source::WrittenResult::read(v.trim());
            self.record.source.result = Some((written, *s));
        }
        if let Some((v, s)) = root.get("HA") {
            self.record.source.handicap = crate::record::source::handicap(v).map(|n| (n, *s));
        }
        if let Some((_, s)) = root.get("SZ") {
            self.tag("Size", self.size.to_string(), *s);
        }
        if let Some((v, s)) = root.get("KM") {
            match komi_points(v) {
                Some(points) => {
                    self.tag("Komi", format_points(points), *s);
                    self.record.source.komi = Some((points, *s));
                }
                // Said in the judgement, never passed over.
                None => self.record.source.komi_unread = Some((crate::error::quote(v), *s)),
            }
        }
    }

    /// A point of the board from SGF's two letters, as (column, row from
    /// the top); `None` for a pass (`[]`, or `[tt]` on boards up to 19×19).
    pub(super) fn coordinates(
        &self,
        value: &str,
        span: Span,
    ) -> Result<Option<(usize, usize)>, Box<RecordError>> {
        // Trimmed only when there is something to trim: nearly every value
        // is two bare letters, and `trim` was a tenth of reading a move.
        let v = if value.starts_with(char::is_whitespace) || value.ends_with(char::is_whitespace) {
            value.trim()
        } else {
            value
        };
        if v.is_empty() || (v == "tt" && self.size <= 19) {
            return Ok(None);
        }
        let coordinate = |b: u8| match b {
            b'a'..=b'z' => Some(usize::from(b - b'a')),
            b'A'..=b'Z' => Some(usize::from(b - b'A') + 26),
            _ => None,
        };
        let (x, y) = match v.as_bytes() {
            [x, y] => (coordinate(*x), coordinate(*y)),
            _ => (None, None),
        };
        let (Some(x), Some(y)) = (x, y) else {
            return Err(self.invalid(
                span,
                said!("sgf-is-not-an-sgf-point", v = v),
                said!("sgf-sgf-points-are-two-letters-column"),
            ));
        };
        if x >= self.size || y >= self.size {
            return Err(self.invalid(
                span,
                said!(
                    "sgf-is-off-the-board",
                    size = self.size,
                    size2 = self.size,
                    v = v
                ),
                said!("sgf-check-sz-and-the-point"),
            ));
        }
        Ok(Some((x, y)))
    }

    /// The point at (column, row from the top), named as the record names it.
    pub(super) fn point_text(&self, (x, y): (usize, usize), span: Span) -> PointText {
        PointText {
            text: PointName::from_parts(self.columns[x], self.size - y).unwrap_or(PointName::EMPTY),
            span,
        }
    }

    /// A point of the board from SGF's two letters; `None` for a pass.
    fn point(&self, value: &str, span: Span) -> Result<Option<PointText>, Box<RecordError>> {
        Ok(self
            .coordinates(value, span)?
            .map(|c| self.point_text(c, span)))
    }

    pub(super) fn node(&mut self, node: &Node) -> Result<(), Box<RecordError>> {
        let mid_game = !self.record.events.is_empty();
        if mid_game {
            self.setup_event(node)?;
        } else {
            self.setup_before(node)?;
        }
        let clocks = clocks(node);
        let before = self.record.events.len();
        for p in &node.properties {
            match p.ident.as_ref() {
                // Before the first move, the player to move; after it, part
                // of the setup event (read above).
                "PL" if !mid_game => {
                    if let Some((v, s)) = p.values.first() {
                        self.record.to_move = player(v).map(|c| (c, *s));
                    }
                }
                "B" | "W" => {
                    let colour = mover(&p.ident);
                    // Borrowed: a move's value is read, not kept.
                    let (v, s) = p
                        .values
                        .first()
                        .map_or(("", Span::default()), |(v, s)| (v.as_ref(), *s));
                    let kind = self.move_kind(v, s)?;
                    self.push_move(colour, kind, p.span, clocks[colour.index()]);
                }
                ident if ident == PRIVATE => {
                    for (v, s) in &p.values {
                        self.private(v, *s)?;
                    }
                }
                _ => {}
            }
        }
        if let Some((comment, _)) = node.get("C")
            && self.record.events.len() > before
            && let Some(last) = self.record.events.last_mut()
        {
            last.add_note(comment.trim().to_string());
        }
        self.territory_marks(node)
    }

    /// A node that is a move alone (`;B[pd]`, see `scan.rs`): what
    /// [`Self::node`] makes of it, without looking for anything else. Two
    /// lower-case letters on the board are read here; a pass, a capital
    /// letter or a point off the board as any value is.
    pub(super) fn move_alone(&mut self, node: &MoveNode) -> Result<(), Box<RecordError>> {
        let colour = if node.ident == b'B' {
            Colour::Black
        } else {
            Colour::White
        };
        let [x, y] = node.letters.map(|b| usize::from(b.wrapping_sub(b'a')));
        // `tt` (a pass on boards up to 19×19) is off such a board: it
        // goes the general way.
        let kind = if x < self.size && y < self.size {
            EventKind::Move(self.point_text((x, y), node.value_span()))
        } else {
            // The letters are ASCII: they are their own text.
            let value = std::str::from_utf8(&node.letters).unwrap_or_default();
            self.move_kind(value, node.value_span())?
        };
        self.push_move(colour, kind, node.property_span(), None);
        Ok(())
    }

    /// A move's point, or a pass, from its value (`pd`, `tt`, empty).
    fn move_kind(&self, value: &str, at: Span) -> Result<EventKind, Box<RecordError>> {
        Ok(match self.point(value, at)? {
            Some(pt) => EventKind::Move(pt),
            None => EventKind::Pass,
        })
    }

    /// The move (or pass) of `colour`, its property at `span`.
    fn push_move(&mut self, colour: Colour, kind: EventKind, span: Span, clock: Option<Clock>) {
        self.record.events.push(Event {
            actor: Actor::Player(colour),
            kind,
            clock,
            notes: None,
            written_number: None,
            span,
        });
    }

    /// A record line carried in `CAIPAN[...]`: parsed as a record of one
    /// line, its spans moved to where the value is written.
    fn private(&mut self, line: &str, span: Span) -> Result<(), Box<RecordError>> {
        let parsed = crate::record::parse(self.name, line).map_err(|_| {
            self.invalid(
                span,
                said!("sgf-is-not-a-caipan-record-line", line = line),
                said!("sgf-caipan-holds-one-record-line-e"),
            )
        })?;
        for mut t in parsed.tags {
            t.span = span;
            t.value_span = span;
            self.record.tags.push(t);
        }
        for mut e in parsed.events {
            e.span = Span::new(span.start + e.span.start.min(span.len()), span.end);
            self.record.events.push(e);
        }
        Ok(())
    }
}
