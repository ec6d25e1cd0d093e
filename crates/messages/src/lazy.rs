//! A catalogue read as its messages are asked for: a short run (`cite`,
//! `editions`) shows a few dozen of the catalogue's thousand messages, and
//! Fluent parsing every file at start-up cost more than the rest of the
//! run. Where each entry of a file is was found at build time
//! ([`super::ftl_entries`]); an entry is parsed and added to the bundle
//! when a message is first formatted, with every message and term it
//! refers to. The words are Fluent's, the same as when every file was
//! added whole: the first entry of an id wins, as `add_resource` keeps it.

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::cell::RefCell;
use std::collections::HashSet;
use std::sync::{RwLock, RwLockReadGuard};

/// A catalogue file: its text, and where each of its entries is (made by
/// build.rs with [`super::ftl_entries`]): sorted by id, each entry's
/// start, the end of its id and its end. So a run parses only the entries
/// it shows.
pub(super) type File = (&'static str, &'static [(u32, u32, u32)]);

/// The bundle and which ids were looked for in the files (found or not).
pub(super) struct Loaded {
    pub(super) bundle: FluentBundle<FluentResource>,
    looked_up: HashSet<&'static str>,
}

/// Entries found by each thread, by catalogue (its files' address) and id.
type Found = rustc_hash::FxHashMap<
    usize,
    rustc_hash::FxHashMap<Box<str>, Option<(&'static str, &'static str)>>,
>;

thread_local! {
    static FOUND: RefCell<Found> = RefCell::new(Found::default());
}

/// One language's catalogue, its entries parsed as they are needed.
pub(super) struct Catalogue {
    /// The files, each with its entries sorted by id.
    files: &'static [File],
    loaded: RwLock<Loaded>,
}

impl Catalogue {
    /// The catalogue of `files` for the language tagged `tag`, nothing
    /// parsed yet.
    pub(super) fn new(tag: &str, files: &'static [File]) -> Catalogue {
        let langid = tag.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        Catalogue {
            files,
            loaded: RwLock::new(Loaded {
                bundle,
                looked_up: HashSet::new(),
            }),
        }
    }

    /// Entry `id` (a term's with its `-`): its id as the files hold it and
    /// its text, from the first file that has it.
    fn entry(&self, id: &str) -> Option<(&'static str, &'static str)> {
        // Asked again and again (a report's every record asks for its
        // header's words): each thread keeps what it found, by the
        // catalogue's files and the id, beside the search of every file.
        let files = self.files.as_ptr() as usize;
        let known = FOUND.with(|found| {
            found
                .borrow()
                .get(&files)
                .and_then(|by_id| by_id.get(id).copied())
        });
        if let Some(known) = known {
            return known;
        }
        let entry = self.search(id);
        FOUND.with(|found| {
            found
                .borrow_mut()
                .entry(files)
                .or_default()
                .insert(id.into(), entry);
        });
        entry
    }

    /// [`Self::entry`] searched for in the files, in order.
    fn search(&self, id: &str) -> Option<(&'static str, &'static str)> {
        self.files.iter().find_map(|(text, index)| {
            let id_of = |(start, id_end, _): &(u32, u32, u32)| {
                text.get(*start as usize..*id_end as usize)
                    .unwrap_or_default()
            };
            let k = index.binary_search_by(|e| id_of(e).cmp(id)).ok()?;
            let (start, _, end) = index[k];
            Some((id_of(&index[k]), text.get(start as usize..end as usize)?))
        })
    }

    /// Message `id`'s words where they are plain: one line after the `=`,
    /// no placeable (no `{` or `}`), not empty. Fluent gives such a
    /// message's words as written, less the blanks around them.
    pub(super) fn plain(&self, id: &str) -> Option<&'static str> {
        if id.starts_with('-') {
            return None;
        }
        let (_, text) = self.entry(id)?;
        let (_, value) = text.split_once('=')?;
        let (line, rest) = value.split_once('\n').unwrap_or((value, ""));
        let words = line.trim();
        let plain = rest.trim().is_empty() && !words.is_empty() && !words.contains(['{', '}']);
        plain.then_some(words)
    }

    /// Whether the files have message `id`.
    pub(super) fn has(&self, id: &str) -> bool {
        !id.starts_with('-') && self.entry(id).is_some()
    }

    /// The bundle, with message `id` and all it refers to in it (where the
    /// files have them).
    pub(super) fn with(&self, id: &str) -> RwLockReadGuard<'_, Loaded> {
        let read = self.read();
        if read.looked_up.contains(id) {
            return read;
        }
        drop(read);
        {
            let mut write = self
                .loaded
                .write()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            self.load(&mut write, id);
        }
        self.read()
    }

    /// Whether the files have message `id` and its arguments only stand
    /// in its words (what [`super::template`] can fill).
    pub(super) fn placed_only(&self, id: &str) -> bool {
        let loaded = self.with(id);
        let pattern = loaded.bundle.get_message(id).and_then(|m| m.value());
        pattern.is_some_and(placed_only)
    }

    fn read(&self) -> RwLockReadGuard<'_, Loaded> {
        self.loaded
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Entry `id` and every entry it refers to, parsed and added.
    fn load(&self, loaded: &mut Loaded, id: &str) {
        let mut wanted = vec![id.to_string()];
        while let Some(id) = wanted.pop() {
            let Some((key, text)) = self.entry(&id) else {
                continue;
            };
            if !loaded.looked_up.insert(key) {
                continue;
            }
            let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            for entry in resource.entries() {
                references(entry, &mut wanted);
            }
            let _ = loaded.bundle.add_resource(resource);
        }
    }

    /// Term `-name` given the value `word` over the files' (an edition's
    /// own word for a catalogue term).
    pub(super) fn override_term(&mut self, resource: FluentResource) {
        let terms: Vec<&'static str> = resource
            .entries()
            .filter_map(|entry| match entry {
                Entry::Term(t) => self.entry(&format!("-{}", t.id.name)).map(|(key, _)| key),
                _ => None,
            })
            .collect();
        let loaded = self
            .loaded
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        loaded.looked_up.extend(terms);
        loaded.bundle.add_resource_overriding(resource);
    }
}

/// The messages and terms an entry refers to, added to `out` (a term with
/// its `-`).
fn references(entry: &Entry<&str>, out: &mut Vec<String>) {
    let patterns: Vec<&Pattern<&str>> = match entry {
        Entry::Message(m) => m
            .value
            .iter()
            .chain(m.attributes.iter().map(|a| &a.value))
            .collect(),
        Entry::Term(t) => std::iter::once(&t.value)
            .chain(t.attributes.iter().map(|a| &a.value))
            .collect(),
        _ => Vec::new(),
    };
    for p in patterns {
        in_pattern(p, out);
    }
}

fn in_pattern(p: &Pattern<&str>, out: &mut Vec<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            in_expression(expression, out);
        }
    }
}

fn in_expression(e: &Expression<&str>, out: &mut Vec<String>) {
    match e {
        Expression::Inline(i) => in_inline(i, out),
        Expression::Select { selector, variants } => {
            in_inline(selector, out);
            for v in variants {
                in_pattern(&v.value, out);
            }
        }
    }
}

fn in_inline(i: &InlineExpression<&str>, out: &mut Vec<String>) {
    match i {
        InlineExpression::MessageReference { id, .. } => out.push(id.name.to_string()),
        InlineExpression::TermReference { id, arguments, .. } => {
            out.push(format!("-{}", id.name));
            for a in arguments
                .iter()
                .flat_map(|a| a.positional.iter().chain(a.named.iter().map(|n| &n.value)))
            {
                in_inline(a, out);
            }
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in arguments
                .positional
                .iter()
                .chain(arguments.named.iter().map(|n| &n.value))
            {
                in_inline(a, out);
            }
        }
        InlineExpression::Placeable { expression } => in_expression(expression, out),
        InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. }
        | InlineExpression::VariableReference { .. } => {}
    }
}

/// Whether a pattern's arguments only stand in its words: every placeable
/// a variable, a literal, or a term given no arguments (a term cannot see
/// the message's).
fn placed_only(pattern: &Pattern<&str>) -> bool {
    pattern.elements.iter().all(|e| match e {
        PatternElement::TextElement { .. } => true,
        PatternElement::Placeable { expression } => match expression {
            Expression::Select { .. } => false,
            Expression::Inline(inline) => inline_placed_only(inline),
        },
    })
}

fn inline_placed_only(inline: &InlineExpression<&str>) -> bool {
    match inline {
        InlineExpression::StringLiteral { .. }
        | InlineExpression::NumberLiteral { .. }
        | InlineExpression::VariableReference { .. } => true,
        InlineExpression::TermReference { arguments, .. } => arguments.is_none(),
        InlineExpression::FunctionReference { .. } | InlineExpression::MessageReference { .. } => {
            false
        }
        InlineExpression::Placeable { expression } => match expression.as_ref() {
            Expression::Select { .. } => false,
            Expression::Inline(inline) => inline_placed_only(inline),
        },
    }
}
