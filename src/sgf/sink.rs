//! What the scanner (`scan.rs`) makes of what it reads: a [`Sink`] is
//! handed each node and game tree; the sinks here build the tree of
//! `tree.rs` or keep nothing (the judge's sink is `main_line.rs`).

use super::nodes::{GameTree, Node, Property};
use crate::record::ast::Span;
use std::borrow::Cow;

/// What the scanner makes of the nodes and trees it reads.
pub(super) trait Sink<'t> {
    /// What a node becomes (`()` when it is consumed at once).
    type Node;
    /// What a game tree becomes.
    type Tree;
    /// An empty list for the next node's properties.
    fn properties(&mut self) -> Vec<Property<'t>>;
    /// A node read; `main` when it is on its game's main line (the first
    /// variation at every branch).
    fn node(&mut self, node: Node<'t>, main: bool) -> Self::Node;
    /// A node that is one move alone, `;B[pd]` (see [`Scanner::move_node`]),
    /// in the text `text`: by default made as any node; a sink may take
    /// the move directly.
    fn move_node(&mut self, node: MoveNode, text: &'t str, main: bool) -> Self::Node {
        let node = node.into_node(text, self.properties());
        self.node(node, main)
    }
    /// A game tree read, with its nodes and variations.
    fn tree(
        &mut self,
        nodes: Vec<Self::Node>,
        variations: Vec<Self::Tree>,
        span: Span,
        main: bool,
    ) -> Self::Tree;
    /// A game (a tree of the collection) begins.
    fn begin(&mut self) {}
    /// The game begun last failed to read: it is the collection's trailer.
    fn abandon(&mut self) {}
    /// The game begun last is read; `span` is where it is written.
    fn end(&mut self, _span: Span) {}
}

/// A node that is one move alone: `;`, `B` or `W`, one value of two
/// letters, nothing else (the commonest node by far). Its bytes and
/// offsets only: no text is sliced for it unless it is made a [`Node`]
/// (slicing checks character boundaries, a tenth of reading a move).
pub(super) struct MoveNode {
    /// `b'B'` or `b'W'`.
    pub ident: u8,
    /// The value's two letters (ASCII letters).
    pub letters: [u8; 2],
    /// Where the node's `;` is.
    pub start: usize,
    /// Where its property begins (the ident).
    pub at: usize,
    /// Where the property and the node end (after the whitespace after
    /// the value, as the general path reads it).
    pub end: usize,
}

impl MoveNode {
    /// Where the value's letters are written.
    pub fn value_span(&self) -> Span {
        Span::new(self.at + 2, self.at + 4)
    }

    /// Where the property is written.
    pub fn property_span(&self) -> Span {
        Span::new(self.at, self.end)
    }

    /// The node as any node is read from `text`, its property put in
    /// `properties`.
    pub fn into_node<'t>(self, text: &'t str, mut properties: Vec<Property<'t>>) -> Node<'t> {
        // The scanner found ASCII bytes at these offsets: the slices are
        // on character boundaries.
        let ident = text.get(self.at..self.at + 1).unwrap_or_default();
        let value = text.get(self.at + 2..self.at + 4).unwrap_or_default();
        properties.push(Property {
            ident: Cow::Borrowed(ident),
            values: smallvec::smallvec![(Cow::Borrowed(value), self.value_span())],
            span: self.property_span(),
        });
        Node {
            properties,
            span: Span::new(self.start, self.end),
        }
    }
}

/// The sink that builds the tree of `tree.rs`.
pub(super) struct TreeBuilder;

impl<'t> Sink<'t> for TreeBuilder {
    type Node = Node<'t>;
    type Tree = GameTree<'t>;

    fn properties(&mut self) -> Vec<Property<'t>> {
        // Most nodes have one property: room for one, not the four a first
        // push would reserve, keeps a game's tree near its text in size.
        Vec::with_capacity(1)
    }

    fn node(&mut self, node: Node<'t>, _main: bool) -> Node<'t> {
        node
    }

    fn tree(
        &mut self,
        nodes: Vec<Node<'t>>,
        variations: Vec<GameTree<'t>>,
        span: Span,
        _main: bool,
    ) -> GameTree<'t> {
        GameTree {
            nodes,
            variations,
            span,
        }
    }
}

/// A sink that keeps nothing: a scan for its verdict alone (the nesting
/// check the grammar's parser needs before it runs).
pub(super) struct Nothing;

impl<'t> Sink<'t> for Nothing {
    type Node = ();
    type Tree = ();
    fn properties(&mut self) -> Vec<Property<'t>> {
        Vec::new()
    }
    fn node(&mut self, _: Node<'t>, _: bool) {}
    fn tree(&mut self, _: Vec<()>, _: Vec<()>, _: Span, _: bool) {}
}

/// A sink that counts the games and keeps nothing else: a collection's
/// syntax checked, and its games counted, before any record is made
/// (`Collection::read`).
#[derive(Default)]
pub(super) struct Count<'t> {
    /// Games read whole.
    pub games: usize,
    /// Where the last game read ends.
    pub end: usize,
    /// The last node's property list, emptied, for the next.
    spare: Vec<Property<'t>>,
}

impl<'t> Sink<'t> for Count<'t> {
    type Node = ();
    type Tree = ();
    fn properties(&mut self) -> Vec<Property<'t>> {
        std::mem::take(&mut self.spare)
    }
    fn node(&mut self, mut node: Node<'t>, _: bool) {
        node.properties.clear();
        self.spare = node.properties;
    }
    fn tree(&mut self, _: Vec<()>, _: Vec<()>, _: Span, _: bool) {}
    fn end(&mut self, span: Span) {
        self.games += 1;
        self.end = span.end;
    }
}
