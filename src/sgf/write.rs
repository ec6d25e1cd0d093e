//! Writing records: as SGF (moves as `B[]`/`W[]`, setup as `AB`/`AW`, the
//! player to move as `PL`, clocks as `BL`/`WL`, comments as `C`, and every
//! conduct event, claim and ruling as its record line in the private
//! property `CAIPAN[...]`), and as caipan's record format (the reverse).
//! Lines SGF has no word for are copied from the record as written, so
//! `caipan convert` there and back judges the same.

use super::to_record::PRIVATE;
use crate::record::ast::*;
use std::fmt::Write as _;

/// The board a record is written for: its size and column letters.
pub struct BoardShape<'a> {
    /// Points per side.
    pub size: usize,
    /// Column letters, left to right.
    pub columns: &'a [char],
    /// SGF's game number: 1 Go, 4 Gomoku/Renju.
    pub game: u32,
}

impl<'a> BoardShape<'a> {
    /// The board `record` is played on under `rules`: the record's own
    /// size where the edition's text allows it, else the edition's.
    pub fn of(rules: &'a crate::Ruleset, record: &Record) -> BoardShape<'a> {
        let board = &rules.board;
        let size = board.size_for(record.tag("Size").map(|t| t.value.as_str()));
        BoardShape {
            size,
            columns: board.letters.get(..size).unwrap_or(&board.columns),
            game: rules.game.sgf_number(),
        }
    }
}

fn sgf_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace(']', "\\]")
}

/// SGF's two letters for a point name (`Q16` → `pd`).
fn sgf_point(shape: &BoardShape<'_>, name: &str) -> Option<String> {
    let mut chars = name.chars();
    let letter = chars.next()?;
    let x = shape.columns.iter().position(|&c| c == letter)?;
    let row: usize = chars.as_str().parse().ok()?;
    let y = shape.size.checked_sub(row)?;
    let letter = |i: usize| Some(char::from(b'a' + u8::try_from(i).ok().filter(|&i| i < 26)?));
    Some(format!("{}{}", letter(x)?, letter(y)?))
}

/// The record as one SGF game. `text` is the record's own text (event
/// spans point into it).
pub fn to_sgf(record: &Record, text: &str, shape: &BoardShape<'_>) -> String {
    let mut out = format!(
        "(;FF[4]GM[{}]SZ[{}]CA[UTF-8]AP[caipan]",
        shape.game, shape.size
    );
    root_properties(&mut out, record, shape);
    out.push('\n');
    for e in &record.events {
        out.push(';');
        event_properties(&mut out, e, text, shape);
        if let (Some(Clock::Left(s)), Actor::Player(c)) = (e.clock, e.actor) {
            let ident = if c == Colour::Black { "BL" } else { "WL" };
            let _ = write!(out, "{ident}[{s}]");
        }
        if !e.notes().is_empty() {
            let _ = write!(out, "C[{}]", sgf_escape(&e.notes().join("\n")));
        }
        out.push('\n');
    }
    out.push_str(")\n");
    out
}

/// The root node: the tags SGF has properties for, the others as private
/// header lines, the setup and the player to move.
fn root_properties(out: &mut String, record: &Record, shape: &BoardShape<'_>) {
    for (key, ident) in [
        ("Black", "PB"),
        ("White", "PW"),
        ("Event", "EV"),
        ("Date", "DT"),
        ("Result", "RE"),
        ("Komi", "KM"),
        ("Handicap", "HA"),
    ] {
        if let Some(t) = record.tag(key) {
            let _ = write!(out, "{ident}[{}]", sgf_escape(&t.value));
        }
    }
    // Tags SGF has no property for travel as header lines.
    let known = [
        "Black", "White", "Event", "Date", "Result", "Komi", "Handicap", "AddBlack", "AddWhite",
        "ToMove", "Size",
    ];
    for t in &record.tags {
        if !known.iter().any(|k| t.key.eq_ignore_ascii_case(k)) {
            let line = format!("[{} \"{}\"]", t.key, t.value);
            let _ = write!(out, "{PRIVATE}[{}]", sgf_escape(&line));
        }
    }
    for (colour, ident) in [(Colour::Black, "AB"), (Colour::White, "AW")] {
        let points: Vec<String> = record
            .setup
            .iter()
            .filter(|s| s.colour == colour)
            .filter_map(|s| sgf_point(shape, &s.point.text))
            .collect();
        if !points.is_empty() {
            let _ = write!(out, "{ident}");
            for p in points {
                let _ = write!(out, "[{p}]");
            }
        }
    }
    if let Some((c, _)) = record.to_move {
        let _ = write!(out, "PL[{}]", c.letter());
    }
}

/// An event as node properties: a move or pass, a setup, or the event's
/// own line as a private property.
fn event_properties(out: &mut String, e: &Event, text: &str, shape: &BoardShape<'_>) {
    match (&e.kind, e.actor) {
        (EventKind::Move(p), Actor::Player(c)) => {
            let point = sgf_point(shape, &p.text).unwrap_or_default();
            let _ = write!(out, "{}[{point}]", c.letter());
        }
        (EventKind::Pass, Actor::Player(c)) => {
            let _ = write!(out, "{}[]", c.letter());
        }
        (EventKind::Setup(change), _) => {
            // SGF names a property once per node: the points the change
            // leaves, each once, grouped by what they hold.
            let written = change.points(shape.columns);
            for (holds, ident) in [
                (Some(Colour::Black), "AB"),
                (Some(Colour::White), "AW"),
                (None, "AE"),
            ] {
                let points: Vec<String> = written
                    .iter()
                    .filter(|(h, _)| *h == holds)
                    .filter_map(|(_, p)| sgf_point(shape, p))
                    .collect();
                if !points.is_empty() {
                    let _ = write!(out, "{ident}[{}]", points.join("]["));
                }
            }
            if let Some(c) = change.to_move {
                let _ = write!(out, "PL[{}]", c.letter());
            }
        }
        _ => {
            let line = text.get(e.span.start..e.span.end).unwrap_or("");
            let _ = write!(out, "{PRIVATE}[{}]", sgf_escape(line.trim()));
        }
    }
}

/// `setup B D4 Q16 W C3 empty E5 A1:B2 to-move W`: each run of points
/// and rectangles that hold the same afterwards under one word, in the
/// order written.
fn setup_text(change: &SetupChange) -> String {
    let mut out = String::from("setup");
    let mut current: Option<Option<Colour>> = None;
    for area in &change.areas {
        if current != Some(area.holds) {
            current = Some(area.holds);
            out.push(' ');
            out.push_str(area.holds.map_or("empty", Colour::letter));
        }
        if area.from == area.to {
            let _ = write!(out, " {}", area.from);
        } else {
            let _ = write!(out, " {}:{}", area.from, area.to);
        }
    }
    if let Some(c) = change.to_move {
        let _ = write!(out, " to-move {}", c.letter());
    }
    out
}

fn tag_text(s: &str) -> String {
    // A tag value is one line without double quotes.
    s.replace('"', "'").replace(['\n', '\r'], " ")
}

/// The record in caipan's record format. `text` is the text the record's
/// spans point into (the SGF for a converted game).
pub fn to_record_text(record: &Record, text: &str) -> String {
    let mut out = String::new();
    let setup_tags = ["AddBlack", "AddWhite", "ToMove"];
    for t in record
        .tags
        .iter()
        .filter(|t| !setup_tags.iter().any(|k| t.key.eq_ignore_ascii_case(k)))
    {
        let _ = writeln!(out, "[{} \"{}\"]", t.key, tag_text(&t.value));
    }
    for (colour, key) in [(Colour::Black, "AddBlack"), (Colour::White, "AddWhite")] {
        let points: Vec<&str> = record
            .setup
            .iter()
            .filter(|s| s.colour == colour)
            .map(|s| s.point.text.as_str())
            .collect();
        if !points.is_empty() {
            let _ = writeln!(out, "[{key} \"{}\"]", points.join(" "));
        }
    }
    if let Some((c, _)) = record.to_move {
        let _ = writeln!(out, "[ToMove \"{}\"]", c.letter());
    }
    for e in &record.events {
        match (&e.kind, e.actor) {
            (EventKind::Move(p), Actor::Player(c)) => {
                let _ = write!(out, "{} {}", c.letter(), p.text);
            }
            (EventKind::Pass, Actor::Player(c)) => {
                let _ = write!(out, "{} pass", c.letter());
            }
            (EventKind::Setup(change), _) => out.push_str(&setup_text(change)),
            _ => {
                let line = text.get(e.span.start..e.span.end).unwrap_or("");
                let _ = write!(out, "{}", line.trim());
            }
        }
        match e.clock {
            Some(Clock::Left(s)) => {
                let _ = write!(out, " @{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
            }
            Some(Clock::Used(s)) => {
                let _ = write!(out, " +{s}s");
            }
            None => {}
        }
        for n in e.notes() {
            let _ = write!(out, " {{{}}}", n.replace('}', ")"));
        }
        out.push('\n');
    }
    out
}
