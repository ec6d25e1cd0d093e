//! One SGF game tree as a caipan record: the main line's moves and passes,
//! setup stones and the player to move, clocks (`BL`/`WL`), comments
//! (`C`), and the game's own komi, result and variations as header tags the
//! judge reports on. Conduct events, claims and rulings travel in the
//! private property `CAIPAN[...]` (one record line per value), so a dispute
//! record survives the trip through SGF.

use super::tree::{GameTree, Node};
use crate::error::{RecordError, Text, source};
use crate::record::ast::*;

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
    size: usize,
    columns: Vec<char>,
    pub(super) record: Record,
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
        let size = root
            .get("SZ")
            .and_then(|(v, _)| v.split(':').next().and_then(|s| s.trim().parse().ok()))
            .unwrap_or(if game == 4 { 15 } else { 19 });
        let mut b = Builder {
            name,
            text,
            size,
            columns: columns(game, size),
            record: Record::default(),
        };
        if !(2..=25).contains(&size) {
            let at = root.get("SZ").map_or(root.span, |(_, s)| *s);
            return Err(b.invalid(
                at,
                format!("a board of size {size}"),
                "sizes 2 to 25 are read",
            ));
        }
        b.header(root);
        b.node(root)?;
        Ok(b)
    }

    fn invalid(&self, span: Span, message: String, help: &str) -> Box<RecordError> {
        Box::new(RecordError::Invalid {
            src: source(self.name, self.text),
            span: crate::error::span(self.text, span.start, span.len()),
            message: crate::error::message(message),
            label: "here".into(),
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
        if let Some((_, s)) = root.get("SZ") {
            self.tag("Size", self.size.to_string(), *s);
        }
        if let Some((v, s)) = root.get("KM")
            && let Some(points) = komi_points(v)
        {
            self.tag("Komi", format_points(points), *s);
        }
    }

    /// A point of the board from SGF's two letters; `None` for a pass
    /// (`[]`, or `[tt]` on boards up to 19×19).
    fn point(&self, value: &str, span: Span) -> Result<Option<PointText>, Box<RecordError>> {
        let v = value.trim();
        if v.is_empty() || (v == "tt" && self.size <= 19) {
            return Ok(None);
        }
        let bytes = v.as_bytes();
        let coordinate = |b: u8| match b {
            b'a'..=b'z' => Some(usize::from(b - b'a')),
            b'A'..=b'Z' => Some(usize::from(b - b'A') + 26),
            _ => None,
        };
        let (x, y) = match bytes {
            [x, y] => (coordinate(*x), coordinate(*y)),
            _ => (None, None),
        };
        let (Some(x), Some(y)) = (x, y) else {
            return Err(self.invalid(
                span,
                format!("`{v}` is not an SGF point"),
                "SGF points are two letters, column then row from the top-left: `pd`",
            ));
        };
        if x >= self.size || y >= self.size {
            return Err(self.invalid(
                span,
                format!("`{v}` is off the {0}×{0} board", self.size),
                "check SZ[] and the point",
            ));
        }
        Ok(Some(PointText {
            text: PointName::from_parts(self.columns[x], self.size - y).unwrap_or(PointName::EMPTY),
            span,
        }))
    }

    pub(super) fn node(&mut self, node: &Node) -> Result<(), Box<RecordError>> {
        let mid_game = !self.record.events.is_empty();
        if mid_game {
            self.setup_event(node)?;
        }
        let before = self.record.events.len();
        for p in &node.properties {
            match p.ident.as_ref() {
                // After the first move, setup is an event of its own (read
                // above, before the node's other properties).
                "AB" | "AW" | "AE" | "PL" if mid_game => {}
                "AB" | "AW" | "AE" => {
                    for (v, s) in &p.values {
                        for point in self.points(v, *s)? {
                            self.record.setup.retain(|st| st.point.text != point.text);
                            if let Some(colour) = setup_colour(&p.ident) {
                                self.record.setup.push(SetupStone { colour, point });
                            }
                        }
                    }
                }
                "PL" => {
                    if let Some((v, s)) = p.values.first() {
                        self.record.to_move = player(v).map(|c| (c, *s));
                    }
                }
                "B" | "W" => {
                    let colour = if p.ident == "B" {
                        Colour::Black
                    } else {
                        Colour::White
                    };
                    // Borrowed: a move's value is read, not kept.
                    let (v, s) = p
                        .values
                        .first()
                        .map_or(("", Span::default()), |(v, s)| (v.as_ref(), *s));
                    let kind = match self.point(v, s)? {
                        Some(pt) => EventKind::Move(pt),
                        None => EventKind::Pass,
                    };
                    let clock_key = if colour == Colour::Black { "BL" } else { "WL" };
                    let clock = node
                        .get(clock_key)
                        .and_then(|(t, _)| t.trim().parse::<f64>().ok())
                        .filter(|t| t.is_finite() && *t >= 0.0 && *t < 360_000.0)
                        .map(|t| Clock::Left(t as u32));
                    self.record.events.push(Event {
                        actor: Actor::Player(colour),
                        kind,
                        clock,
                        notes: None,
                        written_number: None,
                        span: p.span,
                    });
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
        Ok(())
    }

    /// `AB`/`AW`/`AE`/`PL` after the first move: one setup event with the
    /// node's changes, in the order written.
    fn setup_event(&mut self, node: &Node) -> Result<(), Box<RecordError>> {
        let mut change = SetupChange::default();
        let mut span = None;
        for p in &node.properties {
            match p.ident.as_ref() {
                "AB" | "AW" | "AE" => {
                    span.get_or_insert(p.span);
                    for (v, s) in &p.values {
                        for point in self.points(v, *s)? {
                            change.stones.push((setup_colour(&p.ident), point));
                        }
                    }
                }
                "PL" => {
                    span.get_or_insert(p.span);
                    change.to_move = p.values.first().and_then(|(v, _)| player(v));
                }
                _ => {}
            }
        }
        if let Some(span) = span {
            self.record.events.push(Event {
                actor: Actor::Arbiter,
                kind: EventKind::Setup(Box::new(change)),
                clock: None,
                notes: None,
                written_number: None,
                span,
            });
        }
        Ok(())
    }

    /// Points of a setup value: one point, or a compressed rectangle `aa:cc`.
    fn points(&self, value: &str, span: Span) -> Result<Vec<PointText>, Box<RecordError>> {
        let Some((a, b)) = value.split_once(':') else {
            return Ok(self.point(value, span)?.into_iter().collect());
        };
        let (Some(from), Some(to)) = (self.point(a, span)?, self.point(b, span)?) else {
            return Ok(Vec::new());
        };
        let index = |p: &PointText| -> Option<(usize, usize)> {
            let mut chars = p.text.chars();
            let letter = chars.next()?;
            let x = self.columns.iter().position(|&c| c == letter)?;
            let row: usize = chars.as_str().parse().ok()?;
            Some((x, row))
        };
        let (Some((x0, r0)), Some((x1, r1))) = (index(&from), index(&to)) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for x in x0.min(x1)..=x0.max(x1) {
            for r in r0.min(r1)..=r0.max(r1) {
                out.push(PointText {
                    text: PointName::from_parts(self.columns[x], r).unwrap_or(PointName::EMPTY),
                    span,
                });
            }
        }
        Ok(out)
    }

    /// A record line carried in `CAIPAN[...]`: parsed as a record of one
    /// line, its spans moved to where the value is written.
    fn private(&mut self, line: &str, span: Span) -> Result<(), Box<RecordError>> {
        let parsed = crate::record::parse(self.name, line).map_err(|_| {
            self.invalid(
                span,
                format!("`{line}` is not a caipan record line"),
                "CAIPAN[...] holds one record line, e.g. CAIPAN[W claim takeback]",
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

/// SGF komi in points. `KM` is points in FF[4] (`7.5`, `6.5`); servers
/// also write it ×100 (`750`) and some as stones, the Chinese unit (`3.75`,
/// `375`). Reading: a whole number of 100 or more is divided by 100; a
/// value that is a quarter but not a half (3.75, 3.25) can only be stones
/// and is doubled. `None` when it is not a number.
pub fn komi_points(value: &str) -> Option<f64> {
    let v: f64 = value.trim().parse().ok()?;
    if !v.is_finite() || v.abs() > 100_000.0 {
        return None;
    }
    let mut v = if v.fract() == 0.0 && v.abs() >= 100.0 {
        v / 100.0
    } else {
        v
    };
    let quarters = v * 4.0;
    if quarters.fract() == 0.0 && (quarters as i64) % 2 != 0 {
        v *= 2.0;
    }
    Some(v)
}

fn format_points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p}")
    }
}

/// The colour an SGF setup property puts down (`AE`: none).
fn setup_colour(ident: &str) -> Option<Colour> {
    match ident {
        "AB" => Some(Colour::Black),
        "AW" => Some(Colour::White),
        _ => None,
    }
}

/// The player a `PL[]` value names.
fn player(value: &str) -> Option<Colour> {
    match value.trim() {
        "B" | "b" | "1" => Some(Colour::Black),
        "W" | "w" | "2" => Some(Colour::White),
        _ => None,
    }
}
