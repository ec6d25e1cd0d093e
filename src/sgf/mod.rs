//! Reading SGF (FF[1]–FF[4]) for Go (`GM[1]`) and Gomoku/Renju (`GM[4]`):
//! bytes decoded whatever the charset ([`decode`]), the collection parsed by
//! the pest grammar `grammar/sgf.pest` ([`tree`]), and each game's main line
//! turned into a caipan [`Record`] ([`to_record`]). One bad game in a
//! collection does not stop the others. The edition is never taken from the
//! file (`RU[Japanese]` is written for Chinese events): it comes from the
//! command line.

pub mod decode;
mod main_line;
mod nodes;
mod scan;
mod setup;
mod sink;
mod territory;
pub mod to_record;
mod trailer;
pub mod tree;
mod values;
pub mod write;
mod writes;

use crate::error::{RecordError, Text};
use crate::record::ast::Record;

/// One game of a collection: its record, or why it cannot be read.
pub type Game = Result<Record, Box<RecordError>>;

/// An SGF file's games, from its bytes: decoded (see [`decode`]), then
/// read. The text returned is the one every game's spans point into. A
/// `CA[]` charset that was ignored is noted on each game (tag
/// `CharsetIgnored`, at the `CA` value), so its judgement says so.
pub fn read(name: &str, bytes: &[u8]) -> Result<(Text, Vec<Game>), Box<RecordError>> {
    let decoded = decode::decode(bytes);
    let text = Text::from(decoded.text);
    let mut games = games(name, &text)?;
    let note = CharsetNote::of(decoded.ignored, decoded.charset, &text);
    for record in games.iter_mut().flatten() {
        note.put(record);
    }
    Ok((text, games))
}

/// A `CA[]` charset that was ignored, as each game of the file notes it.
struct CharsetNote(Option<(String, String, crate::record::ast::Span)>);

impl CharsetNote {
    fn of(ignored: Option<&str>, charset: decode::Charset, text: &str) -> CharsetNote {
        CharsetNote(ignored.map(|ignored| {
            let span = decode::declaration(text.as_bytes()).unwrap_or_default();
            (ignored.to_string(), charset.name().to_string(), span)
        }))
    }

    fn put(&self, record: &mut Record) {
        let Some((ignored, read_as, span)) = &self.0 else {
            return;
        };
        record.tags.push(crate::record::ast::Tag {
            key: "CharsetIgnored".into(),
            value: format!("{ignored}|{read_as}"),
            span: *span,
            value_span: *span,
        });
        record.source.charset_ignored = Some((ignored.clone(), read_as.clone(), *span));
    }
}

/// An SGF file of many games, read one game at a time: [`Collection::read`]
/// checks the whole collection's syntax and counts its games without
/// making a record; [`Collection::each`] then hands each game over as it is
/// made, so what is held is the text and one game, however many the file
/// has. The games are those [`read`] gives, in order.
pub struct Collection {
    /// The decoded text every game's spans point into (a case file's front
    /// matter blanked).
    pub text: Text,
    /// How many games it holds.
    pub games: usize,
    charset: CharsetNote,
}

impl Collection {
    /// The file decoded and its syntax checked: an error if the collection
    /// does not parse, or if text after it is refused, as [`read`] says.
    pub fn read(name: &str, bytes: &[u8]) -> Result<Collection, Box<RecordError>> {
        let decode::Decoded {
            text,
            charset,
            ignored,
        } = decode::decode(bytes);
        let text = Text::from(text);
        let text = match front_matter(&text) {
            (_, std::borrow::Cow::Owned(blanked)) => Text::from(blanked),
            _ => text,
        };
        let (games, end) = {
            let mut count = scan::Count::default();
            tree::scan(name, &text, &mut count)?;
            (count.games, count.end)
        };
        if games > 1 {
            trailer::refuse_after(name, &text, end, games)?;
        }
        let charset = CharsetNote::of(ignored, charset, &text);
        Ok(Collection {
            text,
            games,
            charset,
        })
    }

    /// Each game, as [`read`] makes it, handed to `each`, which says
    /// whether to go on. (A collection of one game is continued by the
    /// text after it only by [`read`].)
    pub fn each(
        &self,
        name: &str,
        mut each: impl FnMut(Game) -> bool,
    ) -> Result<(), Box<RecordError>> {
        let note = |mut game: Game| {
            if let Ok(record) = &mut game {
                self.charset.put(record);
            }
            each(game)
        };
        let mut records =
            main_line::Records::new(name, &self.text, crate::deadline::Deadline::NONE, note);
        tree::scan(name, &self.text, &mut records)?;
        Ok(())
    }
}

/// Whether a file looks like SGF: by extension, or text starting with `(;`.
pub fn looks_like_sgf(path: &str, bytes: &[u8]) -> bool {
    if std::path::Path::new(path)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
    {
        return true;
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let start = bytes.iter().position(|b| !b.is_ascii_whitespace());
    start.is_some_and(|i| bytes[i..].starts_with(b"(;"))
}

/// A case file's YAML front matter (between `---` lines at the top), and
/// the text with it blanked out: spaces in place of its characters, line
/// breaks kept, so positions in the SGF after it are unchanged.
pub fn front_matter(text: &str) -> (Option<String>, std::borrow::Cow<'_, str>) {
    let Some(rest) = text.strip_prefix("---\n") else {
        return (None, text.into());
    };
    let Some(end) = rest.find("\n---\n") else {
        return (None, text.into());
    };
    let yaml = rest[..=end].to_string();
    let cut = 4 + end + 5;
    // Same byte length per character, so offsets after it are unchanged.
    let blanked: String = text[..cut]
        .chars()
        .map(|c| {
            if c == '\n' {
                "\n".to_string()
            } else {
                " ".repeat(c.len_utf8())
            }
        })
        .collect();
    (Some(yaml), (blanked + &text[cut..]).into())
}

/// The games of an SGF collection (already decoded; a case file's front
/// matter is skipped). An error here means the collection itself does not
/// parse. Each game's main line becomes its record as it is scanned, and
/// no tree is built: the same records as [`to_record::to_record`] makes of
/// each tree of [`tree::parse`] (a test and the fuzz target check it).
///
/// Given as a [`Text`], the text is shared by every game's diagnostics
/// (a `&str` is copied once for the collection).
pub fn games(name: &str, text: impl Into<Text>) -> Result<Vec<Game>, Box<RecordError>> {
    games_within(name, text, crate::deadline::Deadline::NONE)
}

/// The games of a collection the grammar read as trees (`tree::parse`):
/// each tree's main line as its record, and the text after the last tree
/// gone on with or refused as [`games`] does. The specification the
/// streamed reading is checked against (tests and fuzzing).
pub fn games_of_trees(
    name: &str,
    text: &str,
    trees: &[nodes::GameTree<'_>],
) -> Result<Vec<Game>, Box<RecordError>> {
    let (_, blanked) = front_matter(text);
    let shared = Text::from(&*blanked);
    let mut games: Vec<Game> = trees
        .iter()
        .map(|t| to_record::to_record(name, &shared, t))
        .collect();
    let end = trees.last().map_or(0, |t| t.span.end);
    trailer::continue_game(name, &shared, end, &mut games)?;
    Ok(games)
}

/// [`games`], a game read past `deadline` being its error
/// (`caipan::limits::deadline`; the rest of the text is only scanned).
pub fn games_within(
    name: &str,
    text: impl Into<Text>,
    deadline: crate::deadline::Deadline,
) -> Result<Vec<Game>, Box<RecordError>> {
    let text: Text = text.into();
    let text = match front_matter(&text) {
        (_, std::borrow::Cow::Owned(blanked)) => Text::from(blanked),
        _ => text,
    };
    let mut games = Vec::new();
    let mut records = main_line::Records::new(name, &text, deadline, |game| {
        games.push(game);
        true
    });
    tree::scan(name, &text, &mut records)?;
    let end = records.end;
    trailer::continue_game(name, &text, end, &mut games)?;
    Ok(games)
}
