//! The SGF collection's data, whoever reads it (the scanner or the pest
//! grammar): game trees, nodes and properties borrowing the decoded text,
//! and how a written identifier and value are kept.

use crate::record::ast::Span;
use std::borrow::Cow;

/// One game tree: its main sequence of nodes and its variations.
#[derive(Debug, Clone)]
pub struct GameTree<'a> {
    /// The nodes of this sequence, in order.
    pub nodes: Vec<Node<'a>>,
    /// The variations that follow the sequence; the first continues the
    /// main line.
    pub variations: Vec<GameTree<'a>>,
    /// Where the tree is written.
    pub span: Span,
}

/// One node: `;` and its properties.
#[derive(Debug, Clone)]
pub struct Node<'a> {
    /// The properties, in order.
    pub properties: Vec<Property<'a>>,
    /// Where the node is written.
    pub span: Span,
}

/// One property: its identifier (upper-case letters only) and its values.
/// Both borrow the decoded text unless they had to change (lower-case
/// letters dropped, escapes removed): reading a node copies no text.
#[derive(Debug, Clone)]
pub struct Property<'a> {
    /// `B`, `AB`, `KM` (lower-case letters of FF[1]–FF[3] dropped).
    pub ident: Cow<'a, str>,
    /// The values, unescaped, each with the span of its text.
    pub values: Values<'a>,
    /// Where the property is written.
    pub span: Span,
}

/// A property's values: most properties have one, kept inline, so reading
/// a property allocates nothing.
pub type Values<'a> = smallvec::SmallVec<[(Cow<'a, str>, Span); 1]>;

impl<'a> Node<'a> {
    /// The first value of a property, if the node has it.
    pub fn get(&self, ident: &str) -> Option<&(Cow<'a, str>, Span)> {
        self.properties
            .iter()
            .find(|p| p.ident == ident)
            .and_then(|p| p.values.first())
    }
}

/// SGF text: `\` escapes the next character; `\` before a line break is a
/// soft line break and disappears.
pub(super) fn unescape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\r') => {
                chars.next_if_eq(&'\n');
            }
            Some('\n') => {
                chars.next_if_eq(&'\r');
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// A property identifier as caipan keeps it: the upper-case letters of
/// what is written (FF[1]–FF[3] allowed lower-case letters in between),
/// borrowed when nothing is dropped.
pub(crate) fn identifier(written: &str) -> Cow<'_, str> {
    if written.bytes().all(|b| b.is_ascii_uppercase()) {
        Cow::Borrowed(written)
    } else {
        Cow::Owned(written.chars().filter(char::is_ascii_uppercase).collect())
    }
}

/// A value's text, unescaped, borrowed when it has no escape.
pub(crate) fn text_of(raw: &str) -> Cow<'_, str> {
    if raw.contains('\\') {
        Cow::Owned(unescape(raw))
    } else {
        Cow::Borrowed(raw)
    }
}
