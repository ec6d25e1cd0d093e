//! What the scanner (`scan.rs`) makes of what it reads: a [`Sink`] is
//! handed each node and game tree; the sinks here build the tree of
//! `tree.rs` or keep nothing (the judge's sink is `main_line.rs`).

use super::tree::{GameTree, Node, Property};
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
    /// A node that is one move alone, `;B[pd]` (see [`Scanner::move_node`]):
    /// by default made as any node; a sink may take the move directly.
    fn move_node(&mut self, node: MoveNode<'t>, main: bool) -> Self::Node {
        let node = node.into_node(self.properties());
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
/// letters, nothing else (the commonest node by far).
pub(super) struct MoveNode<'t> {
    /// `B` or `W`.
    pub ident: &'t str,
    /// The two letters.
    pub value: &'t str,
    pub value_span: Span,
    pub property_span: Span,
    pub span: Span,
}

impl<'t> MoveNode<'t> {
    /// The node as any node is read, its property put in `properties`.
    pub fn into_node(self, mut properties: Vec<Property<'t>>) -> Node<'t> {
        properties.push(Property {
            ident: Cow::Borrowed(self.ident),
            values: smallvec::smallvec![(Cow::Borrowed(self.value), self.value_span)],
            span: self.property_span,
        });
        Node {
            properties,
            span: self.span,
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
