//! Text after an SGF collection's last game: never passed over in silence.
//! After a single game it is the game going on, in caipan's record lines
//! (`B pass`, `W claim ko`, `arbiter: B warning`: what an arbiter adds to a
//! game loaded from SGF), read with the record grammar where it stands and
//! judged as part of the game. After a collection of several games, or
//! holding header tags (the game's SGF properties say those), it is refused
//! where it starts.

use super::Game;
use crate::error::{RecordError, source};
use caipan_ruleset::said;

/// The game continued by the text after `end` (where the last game's tree
/// ends), or the refusal of that text; nothing when only blanks follow.
pub(super) fn continue_game(
    name: &str,
    text: &str,
    end: usize,
    games: &mut [Game],
) -> Result<(), Box<RecordError>> {
    let rest = &text[end.min(text.len())..];
    let Some(first) = rest.find(|c: char| !c.is_whitespace()) else {
        return Ok(());
    };
    let at = end + first;
    if games.len() != 1 {
        return refuse_after(name, text, end, games.len());
    }
    if rest[first..].starts_with([')', '(', ';']) {
        return Err(sgf_after(name, text, at));
    }
    let Some(Ok(record)) = games.first_mut() else {
        return Ok(()); // the game's own error is what the reader sees
    };
    // The game's text blanked, byte for byte, line breaks kept: every
    // line and column of what follows is where the file has it.
    let blanked: String = text[..end]
        .chars()
        .map(|c| match c {
            '\n' => "\n".to_string(),
            c => " ".repeat(c.len_utf8()),
        })
        .collect::<String>()
        + rest;
    let more = crate::record::parse(name, &blanked)?;
    if let Some(tag) = more.tags.first() {
        return Err(tag_refused(name, text, tag.span.start));
    }
    record.events.extend(more.events);
    Ok(())
}

/// Text after a collection of `games` games (not one) ending at `end`,
/// refused: it continues none of them; nothing when only blanks follow.
pub(super) fn refuse_after(
    name: &str,
    text: &str,
    end: usize,
    games: usize,
) -> Result<(), Box<RecordError>> {
    let rest = &text[end.min(text.len())..];
    match rest.find(|c: char| !c.is_whitespace()) {
        None => Ok(()),
        Some(first) => Err(refused(name, text, end + first, games)),
    }
}

/// Text after a collection of several games: it continues none of them.
fn refused(name: &str, text: &str, at: usize, games: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, at, 1),
        message: said!("sgf-text-after-the-games", games = games),
        label: said!("sgf-after-the-collection"),
        help: said!("sgf-text-after-one-game-only"),
    })
}

/// SGF after the game's last `)`: a bracket that closes nothing, or a
/// node or tree outside the game.
fn sgf_after(name: &str, text: &str, at: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, at, 1),
        message: said!("sgf-sgf-after-the-game"),
        label: said!("sgf-outside-the-game"),
        help: said!("sgf-remove-or-close-in-the-game"),
    })
}

/// A header tag after the game: its SGF properties say what tags would.
fn tag_refused(name: &str, text: &str, at: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, at, 1),
        message: said!("sgf-tag-after-the-game"),
        label: said!("sgf-tag-here"),
        help: said!("sgf-write-it-as-a-property"),
    })
}
