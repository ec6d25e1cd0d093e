//! The RenjuNet database's `.rif` files (XML): every `<game>` a record,
//! its moves (`h8 h9 i10 …`, a letter from `a` and a row from 1 at the
//! bottom) with their places in the file, its players, tournament, round,
//! the result as written (`bresult`: 1 Black won, 0 White, 0.5 a draw)
//! and the rule the database names. One bad game does not stop the
//! others; the rule named is shown, never used to choose the edition.

use super::rif_xml::{Database, RawGame, walk, walk_each};
use super::{MAX_SIZE, stone, syntax, tag};
use crate::error::{RecordError, Text};
use crate::record::ast::{Record, Span};
use crate::record::source::WrittenResult;
use crate::said;

/// The board every game of the database is played on.
const RENJU_BOARD: usize = 15;

/// One game of the file: its record, or why it cannot be read.
pub type Game = Result<Record, Box<RecordError>>;

/// Whether a file looks like a `.rif`: by extension, or XML whose root is
/// RenjuNet's `<database>`.
pub fn looks_like_rif(path: &str, bytes: &[u8]) -> bool {
    let by_name = std::path::Path::new(path)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("rif"));
    let head = &bytes[..bytes.len().min(512)];
    let head = String::from_utf8_lossy(head);
    by_name || (head.trim_start().starts_with("<?xml") && head.contains("<database"))
}

/// The games of a `.rif` file, from its bytes (UTF-8; anything else is
/// replaced and fails where it stands).
pub fn read(name: &str, bytes: &[u8]) -> Result<(Text, Vec<Game>), Box<RecordError>> {
    let text = Text::from(String::from_utf8_lossy(bytes).into_owned());
    let db = walk(name, &text)?;
    if db.games.is_empty() {
        return Err(no_games(name, &text));
    }
    let games = db.games.iter().map(|g| game(name, &text, &db, g)).collect();
    Ok((text, games))
}

/// A `.rif` file of many games, read one game at a time:
/// [`Collection::read`] walks the whole file once for its tables and its
/// errors, counting the games without keeping them; [`Collection::each`]
/// walks it again, handing each game over as its record, so what is held
/// is the text, the tables and one game, however many the file has. The
/// games are those [`read`] gives, in order.
pub struct Collection {
    /// The text every game's spans point into.
    pub text: Text,
    /// How many games it holds.
    pub games: usize,
    tables: Database,
}

impl Collection {
    /// The file walked once: an error where [`read`] has one.
    pub fn read(name: &str, bytes: &[u8]) -> Result<Collection, Box<RecordError>> {
        let text = Text::from(String::from_utf8_lossy(bytes).into_owned());
        let mut tables = Database::default();
        let mut games = 0;
        walk_each(name, &text, &mut tables, |_| {
            games += 1;
            true
        })?;
        if games == 0 {
            return Err(no_games(name, &text));
        }
        Ok(Collection {
            text,
            games,
            tables,
        })
    }

    /// Each game, as [`read`] makes it, handed to `each`, which says
    /// whether to go on.
    pub fn each(
        &self,
        name: &str,
        mut each: impl FnMut(Game) -> bool,
    ) -> Result<(), Box<RecordError>> {
        let mut again = Database::default();
        walk_each(name, &self.text, &mut again, |raw| {
            each(game(name, &self.text, &self.tables, &raw))
        })
    }
}

/// A file with no `<game>`.
fn no_games(name: &str, text: &str) -> Box<RecordError> {
    let end = text.len();
    syntax(
        name,
        text,
        Span::new(end, end),
        said!("gamefile-rif-no-games"),
        said!("gamefile-rif-help"),
    )
}

/// One game as a record.
fn game(name: &str, text: &str, db: &Database, g: &RawGame) -> Game {
    let mut record = Record::default();
    let attr = |k: &str| g.attributes.get(k).map(String::as_str);
    let looked_up = |table: &std::collections::HashMap<String, String>, k: &str| {
        attr(k).map(|id| table.get(id).cloned().unwrap_or_else(|| id.to_string()))
    };
    let tags = [
        // RenjuNet's games are on the renju board.
        ("Size", Some(RENJU_BOARD.to_string())),
        ("Black", looked_up(&db.players, "black")),
        ("White", looked_up(&db.players, "white")),
        ("Event", looked_up(&db.tournaments, "tournament")),
        ("Round", attr("round").map(str::to_string)),
        ("Rule", looked_up(&db.rules, "rule")),
        ("Game", attr("id").map(str::to_string)),
        // What else the database writes of the game, kept as written under
        // its own names (never a tag an edition reads, such as its opening
        // tag): the opening's name, the alternatives Black offered, the
        // swaps, each side's time, who entered the game, its note. The
        // opening is judged from the moves under the edition's rules.
        ("RenjuNetOpening", looked_up(&db.openings, "opening")),
        ("RenjuNetAlt", attr("alt").map(str::to_string)),
        ("RenjuNetSwap", attr("swap").map(str::to_string)),
        ("RenjuNetBlackTime", attr("btime").map(str::to_string)),
        ("RenjuNetWhiteTime", attr("wtime").map(str::to_string)),
        ("RenjuNetPublisher", attr("publisher").map(str::to_string)),
        ("RenjuNetInfo", Some(g.info.trim().to_string())),
    ];
    for (key, value) in tags {
        if let Some(value) = value.filter(|v| !v.is_empty()) {
            record.tags.push(tag(key, value, g.span));
        }
    }
    if let Some(result) = attr("bresult").and_then(result_of) {
        record.tags.push(tag("Result", result.to_string(), g.span));
        record.source.result = Some((WrittenResult::read(result), g.span));
    }
    let pieces = g
        .moves
        .iter()
        .flat_map(|(moves, start)| words(moves).map(move |(at, w)| (start + at, w)));
    for (n, (at, word)) in pieces.enumerate() {
        let span = Span::new(at, at + word.len());
        let (x, row) = point(word).ok_or_else(|| not_a_point(name, text, span, word))?;
        record.events.push(stone(n, x, row, span));
    }
    Ok(record)
}

/// `bresult` in SGF's words: 1 Black won, 0 White, 0.5 a draw.
fn result_of(written: &str) -> Option<&'static str> {
    match written.trim() {
        "1" => Some("B+"),
        "0" => Some("W+"),
        "0.5" => Some("Draw"),
        _ => None,
    }
}

/// The words of a move list with where each starts.
fn words(list: &str) -> impl Iterator<Item = (usize, &str)> {
    list.split_ascii_whitespace()
        .map(move |w| (w.as_ptr() as usize - list.as_ptr() as usize, w))
}

/// A move word's column (0-based) and row (from 1 at the bottom):
/// a lower-case letter and a number.
fn point(word: &str) -> Option<(usize, usize)> {
    let mut chars = word.chars();
    let letter = chars.next().filter(char::is_ascii_lowercase)?;
    let row: usize = chars.as_str().parse().ok()?;
    let x = usize::from(letter as u8 - b'a');
    (x < MAX_SIZE && (1..=MAX_SIZE).contains(&row)).then_some((x, row))
}

fn not_a_point(name: &str, text: &str, span: Span, word: &str) -> Box<RecordError> {
    syntax(
        name,
        text,
        span,
        said!("gamefile-rif-not-a-point", word = word),
        said!("gamefile-rif-move-help"),
    )
}

/// A record as a `.rif` database of one game: its stones as a move list,
/// its players in the players' table, the result it writes (`B+…`, `W+…`,
/// a draw) as `bresult`. A pass, a conduct event or a setup cannot be
/// written (the database keeps stones only): the first one is named.
pub fn write(record: &Record, text: &str, columns: &[char]) -> Result<String, crate::error::Said> {
    let moves: Vec<String> = super::stones(record, columns, columns.len().min(MAX_SIZE))
        .map_err(|e| {
            let written = text.get(e.span.start..e.span.end).unwrap_or("").trim();
            said!("gamefile-rif-not-a-stone", written = written)
        })?
        .into_iter()
        .map(|(x, row)| format!("{}{row}", char::from(b'a' + x as u8)))
        .collect();
    if !record.setup.is_empty() {
        return Err(said!("gamefile-rif-setup"));
    }
    let escape = |v: &str| {
        v.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    let player = |key: &str| record.tag(key).map_or(String::new(), |t| escape(&t.value));
    let bresult = record
        .source
        .result
        .as_ref()
        .and_then(|(r, _)| match r.says {
            Some(crate::record::source::Said::BlackWins) => Some("1"),
            Some(crate::record::source::Said::WhiteWins) => Some("0"),
            Some(crate::record::source::Said::Draw) => Some("0.5"),
            None => None,
        });
    let result = bresult.map_or(String::new(), |b| format!(" bresult=\"{b}\""));
    Ok(format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<players>\n<player id=\"1\" name=\"{}\" surname=\"\"/>\n<player id=\"2\" name=\"{}\" surname=\"\"/>\n</players>\n<games>\n<game id=\"1\" black=\"1\" white=\"2\"{result}>\n<move>{}</move>\n</game>\n</games>\n</database>\n",
        player("Black"),
        player("White"),
        moves.join(" ")
    ))
}
