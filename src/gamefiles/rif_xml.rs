//! The RenjuNet database's XML walked once: the tables games refer to by
//! id (rules, players, tournaments) and each game's attributes and moves,
//! each with its place in the file. Nothing is resolved here; an XML error
//! stops the walk at its place. A move list is read from its text and its
//! CDATA sections, each piece where it stands; a reference, a comment or
//! an instruction inside it, or two pieces that would glue two moves into
//! one, is refused where it is rather than read as something else. An
//! element's attributes are read in one pass (a repeated one refused).

use super::syntax;
use crate::error::RecordError;
use crate::record::ast::Span;
use quick_xml::events::{BytesStart, Event};
use std::collections::HashMap;

/// A game as the file writes it.
#[derive(Debug, Default)]
pub(super) struct RawGame {
    /// Its attributes (`id`, `black`, `bresult`, `rule` …), as written.
    pub attributes: HashMap<String, String>,
    /// The pieces of text of its `<move>` element, each with where it
    /// starts in the file.
    pub moves: Vec<(String, usize)>,
    /// Where its start tag is.
    pub span: Span,
    /// The text of its `<info>` element (RenjuNet's note on the game).
    pub info: String,
}

/// The tables and the games.
#[derive(Debug, Default)]
pub(super) struct Database {
    /// Rule ids to names.
    pub rules: HashMap<String, String>,
    /// Player ids to names (name and surname).
    pub players: HashMap<String, String>,
    /// Tournament ids to names.
    pub tournaments: HashMap<String, String>,
    /// Opening ids to names (`<opening id=… name=…/>`).
    pub openings: HashMap<String, String>,
    /// The games, in file order.
    pub games: Vec<RawGame>,
}

/// An element's attributes, unescaped; a malformed one is an error at the
/// element.
fn attributes(
    e: &BytesStart<'_>,
    (name, text, span): (&str, &str, Span),
) -> Result<HashMap<String, String>, Box<RecordError>> {
    let mut out = HashMap::new();
    // quick-xml's own check for a repeated attribute compares each with
    // every other (quadratic); the map finds one in a single pass.
    for a in e.attributes().with_checks(false) {
        let value = a
            .map_err(|err| err.to_string())
            .and_then(|a| {
                let key = String::from_utf8_lossy(a.key.as_ref()).into_owned();
                let value = a.unescape_value().map_err(|err| err.to_string())?;
                Ok((key, value.into_owned()))
            })
            .map_err(|err| xml_error(name, text, span, &err))?;
        let key = value.0.clone();
        if out.insert(value.0, value.1).is_some() {
            let twice = crate::said!(
                "gamefile-rif-attribute-twice",
                attribute = crate::error::quote_at_most(&key, 40)
            );
            let message = crate::said!("gamefile-rif-xml", error = twice).nested("error", &twice);
            return Err(syntax(
                name,
                text,
                span,
                message,
                crate::said!("gamefile-rif-help"),
            ));
        }
    }
    Ok(out)
}

fn xml_error(name: &str, text: &str, span: Span, err: &str) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        crate::said!("gamefile-rif-xml", error = err),
        crate::said!("gamefile-rif-help"),
    )
}

/// A table entry (`<rule id=… name=…/>`, `<player id=… name=… surname=…/>`,
/// `<tournament id=… name=…/>`) into its table.
fn table_entry(db: &mut Database, tag: &[u8], attrs: &HashMap<String, String>) {
    let Some(id) = attrs.get("id").cloned() else {
        return;
    };
    let get = |k: &str| attrs.get(k).map(String::as_str).unwrap_or("");
    match tag {
        b"rule" => {
            db.rules.insert(id, get("name").to_string());
        }
        b"player" => {
            let full = format!("{} {}", get("name"), get("surname"));
            db.players.insert(id, full.trim().to_string());
        }
        b"tournament" => {
            db.tournaments.insert(id, get("name").to_string());
        }
        b"opening" => {
            db.openings.insert(id, get("name").to_string());
        }
        _ => {}
    }
}

/// A piece of a move list (text or CDATA) at `start`, after the pieces
/// before it; one that would glue a move to the one before is refused.
fn move_piece(
    game: Option<&mut RawGame>,
    piece: String,
    start: usize,
    (name, text, span): (&str, &str, Span),
) -> Result<(), Box<RecordError>> {
    let Some(game) = game else {
        return Ok(());
    };
    let glued = game.moves.last().is_some_and(|(before, _)| {
        before.ends_with(|c: char| !c.is_whitespace())
            && piece.starts_with(|c: char| !c.is_whitespace())
    });
    if glued {
        return Err(in_move_list(name, text, span));
    }
    game.moves.push((piece, start));
    Ok(())
}

/// Something in a move list that is no move and no space between moves.
fn in_move_list(name: &str, text: &str, span: Span) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        crate::said!("gamefile-rif-in-move-list"),
        crate::said!("gamefile-rif-move-help"),
    )
}

/// Walk the whole file: the tables, and every game kept.
pub(super) fn walk(name: &str, text: &str) -> Result<Database, Box<RecordError>> {
    let mut db = Database::default();
    let mut games = Vec::new();
    walk_each(name, text, &mut db, |game| {
        games.push(game);
        true
    })?;
    db.games = games;
    Ok(db)
}

/// Walk the whole file: the tables into `db`, each game handed to `each`
/// once the next begins (or the file ends), which says whether to go on
/// handing them over. A game's moves follow its start tag.
pub(super) fn walk_each(
    name: &str,
    text: &str,
    db: &mut Database,
    mut each: impl FnMut(RawGame) -> bool,
) -> Result<(), Box<RecordError>> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut game: Option<RawGame> = None;
    let mut going = true;
    let mut hand_over = |game: Option<RawGame>| {
        if let Some(game) = game.filter(|_| going) {
            going = each(game);
        }
    };
    let (mut in_moves, mut in_info) = (false, false);
    loop {
        let before = reader.buffer_position() as usize;
        let event = reader.read_event().map_err(|err| {
            let at = (reader.error_position() as usize).min(text.len());
            xml_error(name, text, Span::new(at, at), &err.to_string())
        })?;
        let span = Span::new(before, (reader.buffer_position() as usize).min(text.len()));
        match event {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) if e.name().as_ref() == b"game" => {
                let attributes = attributes(&e, (name, text, span))?;
                let next = RawGame {
                    attributes,
                    moves: Vec::new(),
                    span,
                    info: String::new(),
                };
                hand_over(game.replace(next));
            }
            Event::Start(e) if e.name().as_ref() == b"move" => in_moves = true,
            Event::End(e) if e.name().as_ref() == b"move" => in_moves = false,
            Event::Start(e) if e.name().as_ref() == b"info" => in_info = true,
            Event::End(e) if e.name().as_ref() == b"info" => in_info = false,
            Event::Text(t) if in_info => {
                let words = t
                    .decode()
                    .map_err(|err| xml_error(name, text, span, &err.to_string()))?;
                if let Some(g) = game.as_mut() {
                    g.info.push_str(&words);
                }
            }
            Event::Start(e) | Event::Empty(e) => {
                let tag = e.name().as_ref().to_vec();
                let attrs = attributes(&e, (name, text, span))?;
                table_entry(db, &tag, &attrs);
            }
            Event::Text(t) if in_moves => {
                let moves = t
                    .decode()
                    .map_err(|err| xml_error(name, text, span, &err.to_string()))?;
                move_piece(
                    game.as_mut(),
                    moves.into_owned(),
                    before,
                    (name, text, span),
                )?;
            }
            // The section's words start after `<![CDATA[`.
            Event::CData(t) if in_moves => {
                let moves = String::from_utf8_lossy(&t).into_owned();
                move_piece(game.as_mut(), moves, before + 9, (name, text, span))?;
            }
            Event::GeneralRef(_) | Event::Comment(_) | Event::PI(_) if in_moves => {
                return Err(in_move_list(name, text, span));
            }
            _ => {}
        }
    }
    hand_over(game);
    Ok(())
}
