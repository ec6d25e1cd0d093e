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
//!
//! What is built from the scan is a [`Sink`]'s choice: the tree of
//! `tree.rs`, or (for judging) each game's main line handed over node by
//! node and never kept, so reading a game holds one node at a time.

use super::nodes::{Node, Property, Values};
pub(super) use super::sink::{Count, MoveNode, Nothing, Sink, TreeBuilder};
use crate::record::ast::Span;
use std::borrow::Cow;

/// Why a collection cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ScanError {
    /// Not SGF: the furthest offset the scan reached.
    NotSgf(usize),
    /// Variations nested deeper than [`MAX_DEPTH`], at the `(` that went
    /// past it.
    TooDeep(usize),
}

/// Deeper nesting of variations than this is refused: the reader (and the
/// grammar it follows) recurses once per level, and no real file comes
/// near it. The scanner counts the levels it actually opens, so what it
/// refuses is exactly what it would have to read.
pub const MAX_DEPTH: usize = 1000;

struct Scanner<'t, 's, S> {
    text: &'t str,
    bytes: &'t [u8],
    at: usize,
    /// The furthest offset any attempt reached (the error position).
    furthest: usize,
    /// Whether the next game tree read is on the main line: true for a
    /// game and for the first variation of a tree on the main line.
    next_main: bool,
    /// Game trees open around the scan.
    depth: usize,
    /// Where nesting went past [`MAX_DEPTH`]: every attempt fails after.
    too_deep: Option<usize>,
    sink: &'s mut S,
}

impl<'t, S: Sink<'t>> Scanner<'t, '_, S> {
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
    fn repeat<T, L: Extend<T> + Default>(
        &mut self,
        plus: bool,
        item: fn(&mut Self) -> Option<T>,
    ) -> L {
        let mut items = L::default();
        self.repeat_into(plus, item, &mut items);
        items
    }

    /// [`Self::repeat`] into a list given (a node's, reused).
    fn repeat_into<T, L: Extend<T>>(
        &mut self,
        plus: bool,
        item: fn(&mut Self) -> Option<T>,
        items: &mut L,
    ) {
        let before = self.at;
        match item(self) {
            Some(first) => items.extend(Some(first)),
            None => {
                self.at = before;
                return;
            }
        }
        if plus {
            self.skip();
        }
        loop {
            let before = self.at;
            self.skip();
            match item(self) {
                Some(next) => items.extend(Some(next)),
                None => {
                    self.at = before;
                    return;
                }
            }
        }
    }

    /// `game_tree = { "(" ~ node+ ~ game_tree* ~ ")" }`
    fn game_tree(&mut self) -> Option<S::Tree> {
        if self.too_deep.is_some() {
            return None;
        }
        let start = self.at;
        let main = self.next_main;
        self.eat(b'(')?;
        if self.depth == MAX_DEPTH {
            self.too_deep = Some(start);
            return None;
        }
        self.depth += 1;
        let tree = self.game_tree_inside(start, main);
        self.depth -= 1;
        tree
    }

    /// The rest of a game tree after its `(`.
    fn game_tree_inside(&mut self, start: usize, main: bool) -> Option<S::Tree> {
        self.skip();
        self.next_main = main;
        let nodes: Vec<S::Node> = self.repeat(true, Self::node);
        if nodes.is_empty() {
            return None;
        }
        self.skip();
        // The first variation continues this tree's line; the next ones
        // (each read after the one before) branch off it.
        self.next_main = main;
        let variations: Vec<S::Tree> = self.repeat(false, Self::game_tree);
        self.skip();
        self.eat(b')')?;
        self.next_main = false;
        Some(
            self.sink
                .tree(nodes, variations, Span::new(start, self.at), main),
        )
    }

    /// `node = { ";" ~ property* }`
    fn node(&mut self) -> Option<S::Node> {
        let start = self.at;
        self.eat(b';')?;
        if let Some(node) = self.move_node(start) {
            return Some(self.sink.move_node(node, self.text, self.next_main));
        }
        self.skip();
        let mut properties = self.sink.properties();
        self.repeat_into(false, Self::property, &mut properties);
        let node = Node {
            properties,
            span: Span::new(start, self.at),
        };
        Some(self.sink.node(node, self.next_main))
    }

    /// The node begun at `start` if it is a move alone, `;B[pd]` with no
    /// whitespace inside and a `;`, `(` or `)` after it: read here with
    /// the spans the general path gives it (the whitespace after the value
    /// belongs to the property and the node, as `value+` leaves it).
    fn move_node(&mut self, start: usize) -> Option<MoveNode> {
        let at = self.at;
        let [ident @ (b'B' | b'W'), b'[', x, y, b']', ..] = *self.bytes.get(at..)? else {
            return None;
        };
        if !(x.is_ascii_alphabetic() && y.is_ascii_alphabetic()) {
            return None;
        }
        let mut end = at + 5;
        while let Some(b' ' | b'\t' | b'\r' | b'\n') = self.bytes.get(end) {
            end += 1;
        }
        if !matches!(self.bytes.get(end), Some(b';' | b'(' | b')')) {
            return None;
        }
        self.at = end;
        // The general path fails here looking for another value and
        // another property: the furthest offset is the same.
        self.furthest = self.furthest.max(end);
        Some(MoveNode {
            ident,
            letters: [x, y],
            start,
            at,
            end,
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
        let ident = super::nodes::identifier(&self.text[start..self.at]);
        self.skip();
        let values: Values<'t> = self.repeat(true, Self::value);
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
            Cow::Owned(super::nodes::unescape(raw))
        };
        Some((value, Span::new(start, start + raw.len())))
    }
}

/// `collection = { SOI ~ prelude ~ game_tree+ ~ trailer ~ EOI }`: the game
/// trees as the sink makes them, or the furthest offset reached when there
/// is none.
pub(super) fn collection<'t, S: Sink<'t>>(
    text: &'t str,
    sink: &mut S,
) -> Result<Vec<S::Tree>, ScanError> {
    let mut s = Scanner {
        text,
        bytes: text.as_bytes(),
        at: 0,
        furthest: 0,
        next_main: true,
        depth: 0,
        too_deep: None,
        sink,
    };
    // The prelude: everything before the first `(`.
    s.at = text.find('(').unwrap_or(text.len());
    let mut trees = Vec::new();
    loop {
        if !trees.is_empty() {
            s.skip();
        }
        s.next_main = true;
        s.sink.begin();
        let start = s.at;
        let tree = s.game_tree();
        if let Some(at) = s.too_deep {
            return Err(ScanError::TooDeep(at));
        }
        match tree {
            Some(t) => {
                s.sink.end(Span::new(start, s.at));
                trees.push(t);
            }
            None if trees.is_empty() => return Err(ScanError::NotSgf(s.furthest)),
            // The rest is the trailer, which the grammar ignores.
            None => {
                s.sink.abandon();
                break;
            }
        }
    }
    Ok(trees)
}
