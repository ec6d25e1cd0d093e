//! The SGF reader's fast path: a byte scanner that accepts exactly what
//! `grammar/sgf.pest` accepts and builds the same tree. Reading an archive
//! spent most of its time in the generated parser (per-character closures,
//! a token queue, then the tree built from pairs); SGF's grammar is four
//! rules, so a scanner is short, and the pest grammar stays the
//! specification: `tests/integration/sgf.rs` checks the two agree on
//! generated input, and the fuzz target checks them on anything.
//!
//! Failure is reported at the furthest offset the scan reached, as pest
//! reports its furthest attempt; spans follow pest's whitespace handling
//! (see [`Scanner::repeat`]).

use super::tree::{GameTree, Node, Property};
use crate::record::ast::Span;
use std::borrow::Cow;

struct Scanner<'t> {
    text: &'t str,
    bytes: &'t [u8],
    at: usize,
    /// The furthest offset any attempt reached (the error position).
    furthest: usize,
}

impl<'t> Scanner<'t> {
    /// Skip the grammar's WHITESPACE: space, tab, CR, LF, U+FEFF.
    fn skip(&mut self) {
        loop {
            match self.bytes.get(self.at) {
                Some(b' ' | b'\t' | b'\r' | b'\n') => self.at += 1,
                Some(0xEF) if self.bytes[self.at..].starts_with("\u{FEFF}".as_bytes()) => {
                    self.at += 3
                }
                _ => return,
            }
        }
    }

    fn fail<T>(&mut self, at: usize) -> Option<T> {
        self.furthest = self.furthest.max(at);
        None
    }

    /// Expect one byte after whitespace.
    fn eat(&mut self, b: u8) -> Option<()> {
        if self.bytes.get(self.at) == Some(&b) {
            self.at += 1;
            Some(())
        } else {
            self.fail(self.at)
        }
    }

    /// Repeat `item` as pest's non-atomic `a*` does: `a ~ (skip ~ a)*`,
    /// each failed attempt giving back the whitespace skipped before it.
    /// With `plus`, it is `a+`: the whitespace after the first item stays
    /// consumed, whatever follows (pest's generated code skips there
    /// outside the repetition).
    fn repeat<T>(&mut self, plus: bool, item: fn(&mut Self) -> Option<T>) -> Vec<T> {
        // Most nodes have one property and most properties one value: room
        // for one, not the four a first push would reserve, keeps a game's
        // tree near its text in size.
        let mut items = Vec::with_capacity(1);
        let before = self.at;
        match item(self) {
            Some(first) => items.push(first),
            None => {
                self.at = before;
                return items;
            }
        }
        if plus {
            self.skip();
        }
        loop {
            let before = self.at;
            self.skip();
            match item(self) {
                Some(next) => items.push(next),
                None => {
                    self.at = before;
                    return items;
                }
            }
        }
    }

    /// `game_tree = { "(" ~ node+ ~ game_tree* ~ ")" }`
    fn game_tree(&mut self) -> Option<GameTree<'t>> {
        let start = self.at;
        self.eat(b'(')?;
        self.skip();
        let nodes = self.repeat(true, Self::node);
        if nodes.is_empty() {
            return None;
        }
        self.skip();
        let variations = self.repeat(false, Self::game_tree);
        self.skip();
        self.eat(b')')?;
        Some(GameTree {
            nodes,
            variations,
            span: Span::new(start, self.at),
        })
    }

    /// `node = { ";" ~ property* }`
    fn node(&mut self) -> Option<Node<'t>> {
        let start = self.at;
        self.eat(b';')?;
        self.skip();
        let properties = self.repeat(false, Self::property);
        Some(Node {
            properties,
            span: Span::new(start, self.at),
        })
    }

    /// `property = { ident ~ value+ }`, `ident = @{ ASCII_ALPHA+ }`
    fn property(&mut self) -> Option<Property<'t>> {
        let start = self.at;
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_alphabetic) {
            self.at += 1;
        }
        if self.at == start {
            return self.fail(start);
        }
        let ident = super::tree::identifier(&self.text[start..self.at]);
        self.skip();
        let values = self.repeat(true, Self::value);
        if values.is_empty() {
            return None;
        }
        Some(Property {
            ident,
            values,
            span: Span::new(start, self.at),
        })
    }

    /// `value = ${ "[" ~ text ~ "]" }`, `text = @{ ("\\" ~ ANY | !"]" ~ ANY)* }`
    fn value(&mut self) -> Option<(Cow<'t, str>, Span)> {
        let open = self.at;
        self.eat(b'[')?;
        let start = self.at;
        let mut escaped = false;
        let mut plain = true;
        loop {
            match self.bytes.get(self.at) {
                // pest records the attempt of the (atomic) rule, not the
                // missing `]` inside it.
                None => return self.fail(open),
                Some(b'\\') if !escaped => {
                    escaped = true;
                    plain = false;
                    self.at += 1;
                }
                Some(b']') if !escaped => break,
                Some(_) => {
                    escaped = false;
                    // A whole character: the text is UTF-8.
                    self.at += 1;
                    while self.at < self.bytes.len() && !self.text.is_char_boundary(self.at) {
                        self.at += 1;
                    }
                }
            }
        }
        let raw: &'t str = &self.text[start..self.at];
        self.at += 1; // the `]`
        // Borrowed unless an escape had to be removed.
        let value = if plain {
            Cow::Borrowed(raw)
        } else {
            Cow::Owned(super::tree::unescape(raw))
        };
        Some((value, Span::new(start, start + raw.len())))
    }
}

/// `collection = { SOI ~ prelude ~ game_tree+ ~ trailer ~ EOI }`: the game
/// trees, or the furthest offset reached when there is none.
pub(super) fn collection(text: &str) -> Result<Vec<GameTree<'_>>, usize> {
    let mut s = Scanner {
        text,
        bytes: text.as_bytes(),
        at: 0,
        furthest: 0,
    };
    // The prelude: everything before the first `(`.
    s.at = text.find('(').unwrap_or(text.len());
    let mut trees = Vec::new();
    loop {
        if !trees.is_empty() {
            s.skip();
        }
        match s.game_tree() {
            Some(t) => trees.push(t),
            None if trees.is_empty() => return Err(s.furthest),
            // The rest is the trailer, which the grammar ignores.
            None => break,
        }
    }
    Ok(trees)
}
