//! The SGF collection as a tree of nodes, from the pest grammar
//! `grammar/sgf.pest`. Pest's pairs stay in this file; the rest of caipan
//! sees [`GameTree`], [`Node`] and [`Property`] with byte spans into the
//! decoded text.

use caipan_ruleset::said;
use std::borrow::Cow;

use crate::error::{RecordError, source};
use crate::record::ast::Span;
use pest::Parser as _;
use pest::iterators::Pair;

/// The generated parser and its `Rule` enum, private to this module.
mod grammar {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/sgf.pest"]
    pub(super) struct SgfParser;
}
use grammar::{Rule, SgfParser};

pub use super::scan::MAX_DEPTH;
use super::scan::ScanError;

pub use super::nodes::{GameTree, Node, Property, Values};
pub(crate) use super::nodes::{identifier, text_of};

/// Parse a collection into its game trees (the scanner of `scan.rs`,
/// which accepts what the grammar accepts).
pub fn parse<'a>(name: &str, text: &'a str) -> Result<Vec<GameTree<'a>>, Box<RecordError>> {
    scan(name, text, &mut super::scan::TreeBuilder)
}

/// Scan a collection into what `sink` makes of it.
pub(super) fn scan<'a, S: super::scan::Sink<'a>>(
    name: &str,
    text: &'a str,
    sink: &mut S,
) -> Result<Vec<S::Tree>, Box<RecordError>> {
    super::scan::collection(text, sink).map_err(|e| match e {
        ScanError::NotSgf(at) => not_sgf(name, text, at),
        ScanError::TooDeep(at) => too_deep_error(name, text, at),
    })
}

/// The diagnostic for nesting beyond [`MAX_DEPTH`].
fn too_deep_error(name: &str, text: &str, at: usize) -> Box<RecordError> {
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, at, 1),
        message: said!("sgf-variations-nested-more-than-deep", depth = MAX_DEPTH),
        label: said!("sgf-too-deep"),
        help: said!("sgf-no-game-record-nests-variations-this"),
    })
}

/// The diagnostic for text that is not SGF, at the furthest offset read;
/// for a file cut off before its end (a value or a game tree still open
/// when the text ends), that it ends early, and where.
fn not_sgf(name: &str, text: &str, at: usize) -> Box<RecordError> {
    let end = text.trim_end().len();
    // Cut off, when the reading failed where the open part began or at
    // the end: not a stray `(` in text that is no SGF at all.
    let cut = ends_early(text).filter(|open| match open {
        Open::Value(start) => at >= *start,
        Open::Trees(_) => at >= end,
    });
    if let Some(cut) = cut {
        let (what, help) = match cut {
            Open::Value(open) => {
                let (line, column) = line_column(text, open);
                (
                    said!("sgf-value-never-closed", line = line, column = column),
                    said!("sgf-value-cut-off-help"),
                )
            }
            Open::Trees(n) => (
                said!("sgf-trees-never-closed", n = n),
                said!("sgf-trees-cut-off-help"),
            ),
        };
        return Box::new(RecordError::Syntax {
            src: source(name, text),
            span: crate::error::span(text, end.saturating_sub(1), 1),
            message: said!("sgf-the-sgf-ends-early", what = what).nested("what", &what),
            label: said!("sgf-the-file-ends-here"),
            help,
        });
    }
    let at = crate::error::floor_boundary(text, at);
    Box::new(RecordError::Syntax {
        src: source(name, text),
        span: crate::error::span(text, at, 1),
        message: said!("sgf-this-is-not-sgf-expected-a"),
        label: said!("sgf-here"),
        help: said!("sgf-an-sgf-game-is-gm-1"),
    })
}

/// What is still open where a cut-off file ends.
enum Open {
    /// A value, opened at this offset (its `[`).
    Value(usize),
    /// So many game trees or variations.
    Trees(usize),
}

/// Whether the text ends with a value or a game tree still open, read as
/// the scanner reads the structure (text before the first `(` skipped,
/// `\` escaping inside values).
fn ends_early(text: &str) -> Option<Open> {
    let bytes = text.as_bytes();
    let start = bytes.iter().position(|&b| b == b'(')?;
    let (mut depth, mut value, mut k) = (0usize, None, start);
    while k < bytes.len() {
        match (value, bytes[k]) {
            (Some(_), b'\\') => k += 1,
            (Some(_), b']') => value = None,
            (Some(_), _) => {}
            (None, b'[') => value = Some(k),
            (None, b'(') => depth += 1,
            (None, b')') => depth = depth.saturating_sub(1),
            (None, _) => {}
        }
        k += 1;
    }
    match (value, depth) {
        (Some(open), _) => Some(Open::Value(open)),
        (None, 0) => None,
        (None, n) => Some(Open::Trees(n)),
    }
}

/// 1-based line and column (in characters) of a byte offset.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..crate::error::floor_boundary(text, at)];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// Parse a collection with the pest grammar, the specification the
/// scanner is checked against (tests and fuzzing).
#[doc(hidden)]
pub fn parse_with_grammar<'a>(
    name: &str,
    text: &'a str,
) -> Result<Vec<GameTree<'a>>, Box<RecordError>> {
    // The grammar recurses once per level: the scanner, which opens the
    // same levels the grammar would, says first whether that is too deep.
    if let Err(ScanError::TooDeep(at)) = super::scan::collection(text, &mut super::scan::Nothing) {
        return Err(too_deep_error(name, text, at));
    }
    let pairs = SgfParser::parse(Rule::collection, text).map_err(|e| {
        let at = match e.location {
            pest::error::InputLocation::Pos(p) => p,
            pest::error::InputLocation::Span((s, _)) => s,
        };
        not_sgf(name, text, at)
    })?;
    Ok(pairs
        .flat_map(Pair::into_inner)
        .filter(|p| p.as_rule() == Rule::game_tree)
        .map(game_tree)
        .collect())
}

fn span(p: &Pair<'_, Rule>) -> Span {
    Span::new(p.as_span().start(), p.as_span().end())
}

fn game_tree(pair: Pair<'_, Rule>) -> GameTree<'_> {
    let at = span(&pair);
    let mut tree = GameTree {
        nodes: Vec::new(),
        variations: Vec::new(),
        span: at,
    };
    for p in pair.into_inner() {
        match p.as_rule() {
            Rule::node => tree.nodes.push(node(p)),
            Rule::game_tree => tree.variations.push(game_tree(p)),
            _ => {}
        }
    }
    tree
}

fn node(pair: Pair<'_, Rule>) -> Node<'_> {
    let at = span(&pair);
    let properties = pair
        .into_inner()
        .filter(|p| p.as_rule() == Rule::property)
        .map(|p| {
            let at = span(&p);
            let mut ident = Cow::Borrowed("");
            let mut values = Values::new();
            for part in p.into_inner() {
                match part.as_rule() {
                    Rule::ident => ident = identifier(part.as_str()),
                    Rule::value => {
                        if let Some(t) = part.into_inner().next() {
                            values.push((text_of(t.as_str()), span(&t)));
                        }
                    }
                    _ => {}
                }
            }
            Property {
                ident,
                values,
                span: at,
            }
        })
        .collect();
    Node {
        properties,
        span: at,
    }
}
