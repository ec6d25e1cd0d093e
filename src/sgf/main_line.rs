//! Each game's main line read node by node into its record, as the
//! scanner reads the collection: no game's tree is built or kept when
//! judging. [`to_record`] feeds a tree built by `tree.rs` through the same
//! code, which is how the tests and the fuzz target check the two agree.

use super::Game;
use super::nodes::{GameTree, Node, Property};
use super::scan::{MoveNode, Sink};
use super::to_record::Builder;
use crate::error::{RecordError, Text};
use crate::record::ast::{Record, Span};

/// The records of a collection, built from each game's main line node by
/// node as the scanner reads it (see [`Sink`]): no game's tree is kept, so
/// reading a game holds its record and one node. Each game is handed to
/// `emit` once read; `emit` says whether to go on (once it says no, the
/// games after are only scanned).
pub(super) struct Records<'a, E: FnMut(Game) -> bool> {
    name: &'a str,
    /// The collection's text, shared by its games' diagnostics.
    text: &'a Text,
    /// The game being read: its builder from its root on, or why it cannot
    /// be read (its later nodes are then passed over).
    game: Option<Result<Builder<'a>, Box<RecordError>>>,
    /// Variations beside the main line, so far, in the game being read.
    variations: usize,
    /// The last node's property list, emptied, for the next node.
    spare: Vec<Property<'a>>,
    /// Where each game goes once read.
    emit: E,
    /// `emit` asked to stop.
    stopped: bool,
    /// Games handed over.
    pub count: usize,
    /// When reading must stop: a game read past it is the deadline's
    /// error (the nodes after are only scanned).
    deadline: crate::deadline::Deadline,
    /// Main-line nodes read, for the deadline's check.
    nodes: usize,
    /// Where the last game's tree ends: what follows is the trailer.
    pub end: usize,
}

impl<'a, E: FnMut(Game) -> bool> Records<'a, E> {
    pub(super) fn new(
        name: &'a str,
        text: &'a Text,
        deadline: crate::deadline::Deadline,
        emit: E,
    ) -> Self {
        Records {
            name,
            text,
            game: None,
            variations: 0,
            spare: Vec::new(),
            emit,
            stopped: false,
            count: 0,
            deadline,
            nodes: 0,
            end: 0,
        }
    }

    /// A node of the main line: the root starts the game.
    fn read(&mut self, node: &Node<'_>) {
        if self.stopped {
            return;
        }
        self.nodes += 1;
        if self.deadline.passed_at(self.nodes) {
            let event = self.nodes;
            self.game = Some(Err(Box::new(RecordError::DeadlinePassed { event })));
            return;
        }
        match &mut self.game {
            None => self.game = Some(Builder::new(self.name, self.text, node)),
            Some(Ok(b)) => {
                if let Err(e) = b.node(node) {
                    self.game = Some(Err(e));
                }
            }
            Some(Err(_)) => {}
        }
    }

    /// The game ends; `span` is where its tree is written.
    fn finish(&mut self, span: Span) {
        self.end = span.end;
        let game = match self.game.take() {
            Some(Ok(mut b)) => {
                if self.variations > 0 {
                    b.tag("Variations", self.variations.to_string(), span);
                    b.record.source.variations = Some((self.variations, span));
                }
                let mut record = b.into_record();
                // The list grew by doubling: what is kept is what was read.
                record.events.shrink_to_fit();
                Ok(record)
            }
            Some(Err(e)) => Err(e),
            // Not reached: the scanner reads at least one node per tree.
            None => Ok(Record::default()),
        };
        if !self.stopped {
            self.count += 1;
            self.stopped = !(self.emit)(game);
        }
    }
}

impl<'a, E: FnMut(Game) -> bool> Sink<'a> for Records<'a, E> {
    type Node = ();
    type Tree = ();

    fn properties(&mut self) -> Vec<Property<'a>> {
        std::mem::take(&mut self.spare)
    }

    fn node(&mut self, mut node: Node<'a>, main: bool) {
        if main {
            self.read(&node);
        }
        node.properties.clear();
        self.spare = node.properties;
    }

    fn move_node(&mut self, node: MoveNode, text: &'a str, main: bool) {
        // A move alone on the main line of a game begun: its event at once.
        if main && self.stopped {
            return;
        }
        if main && let Some(Ok(b)) = &mut self.game {
            if let Err(e) = b.move_alone(&node) {
                self.game = Some(Err(e));
            }
            return;
        }
        let node = node.into_node(text, self.properties());
        self.node(node, main);
    }

    fn tree(&mut self, _nodes: Vec<()>, variations: Vec<()>, _span: Span, main: bool) {
        if main {
            self.variations += variations.len().saturating_sub(1);
        }
    }

    fn begin(&mut self) {
        self.game = None;
        self.variations = 0;
    }

    fn abandon(&mut self) {
        self.game = None;
    }

    fn end(&mut self, span: Span) {
        self.finish(span);
    }
}

/// Convert a game tree. `text` is the decoded SGF the spans point into.
/// (Reading a collection converts each game as it is scanned, with the
/// same code: see [`Records`].)
pub fn to_record(
    name: &str,
    text: impl Into<Text>,
    tree: &GameTree,
) -> Result<Record, Box<RecordError>> {
    let text = text.into();
    let mut game = None;
    let mut records = Records::new(name, &text, crate::deadline::Deadline::NONE, |g| {
        game = Some(g);
        true
    });
    records.begin();
    // The main line: the first variation at every branch.
    let mut at = Some(tree);
    while let Some(t) = at {
        for node in &t.nodes {
            records.read(node);
        }
        records.variations += t.variations.len().saturating_sub(1);
        at = t.variations.first();
    }
    records.finish(tree.span);
    game.unwrap_or_else(|| Ok(Record::default()))
}
