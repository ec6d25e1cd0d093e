//! A node's setup properties (`AB`, `AW`, `AE`, with `aa:cc` rectangles),
//! read into the game's starting position or a mid-game setup event,
//! as the points they leave set: each point once, with the last value
//! written to it, in the order of those last writes. A node sets at most
//! the board's points, however many values it writes: a file of a
//! thousand `AB[aa:ss]` costs a pass over the values it names and the
//! board's points, never a list of every point of every value, nor a
//! search of the list per point.

use super::nodes::Node;
use super::to_record::Builder;
use super::values::player;
use crate::error::RecordError;
use crate::record::ast::*;

use super::writes::{Holds, Writes};

/// The colour an SGF setup property puts down (`AE`: none).
pub(super) fn setup_colour(ident: &str) -> Holds {
    match ident {
        "AB" => Some(Colour::Black),
        "AW" => Some(Colour::White),
        _ => None,
    }
}

/// Two opposite corners of a rectangle: (column, row from the top) each.
type Corners = ((usize, usize), (usize, usize));

/// Whether a property sets up stones.
fn is_setup(ident: &str) -> bool {
    matches!(ident, "AB" | "AW" | "AE")
}

impl Builder<'_> {
    /// `AB`/`AW`/`AE` before the first move: the starting position, where
    /// a later write to a point replaces an earlier one (across nodes).
    pub(super) fn setup_before(&mut self, node: &Node) -> Result<(), Box<RecordError>> {
        if !node.properties.iter().any(|p| is_setup(&p.ident)) {
            return Ok(());
        }
        let last = self.last_writes(node)?;
        let writes = self
            .before
            .get_or_insert_with(|| Writes::new(self.size * self.size));
        for (p, holds, span) in last {
            writes.write(p, holds, span);
        }
        Ok(())
    }

    /// `AB`/`AW`/`AE`/`PL` after the first move: one setup event with the
    /// node's values as written (rectangles kept whole: the judge and the
    /// writers expand them, each point once, the last write counting).
    pub(super) fn setup_event(&mut self, node: &Node) -> Result<(), Box<RecordError>> {
        let mut change = SetupChange::default();
        let mut span = None;
        for p in &node.properties {
            if is_setup(&p.ident) {
                span.get_or_insert(p.span);
                let holds = setup_colour(&p.ident);
                for (v, s) in &p.values {
                    if let Some((from, to)) = self.corners(v, *s)? {
                        change.areas.push(SetupArea {
                            holds,
                            from: self.point_text(from, *s).text,
                            to: self.point_text(to, *s).text,
                            span: *s,
                        });
                    }
                }
            } else if p.ident == "PL" {
                span.get_or_insert(p.span);
                change.to_move = p.values.first().and_then(|(v, _)| player(v));
            }
        }
        let Some(span) = span else {
            return Ok(());
        };
        self.record.events.push(Event {
            actor: Actor::Arbiter,
            kind: EventKind::Setup(Box::new(change)),
            clock: None,
            notes: None,
            written_number: None,
            span,
        });
        Ok(())
    }

    /// The corners a setup value names: one point twice, or a rectangle
    /// `aa:cc`; `None` for a pass (`[]`, `[tt]`) on either side.
    pub(super) fn corners(
        &self,
        value: &str,
        span: Span,
    ) -> Result<Option<Corners>, Box<RecordError>> {
        Ok(match value.split_once(':') {
            None => self.coordinates(value, span)?.map(|c| (c, c)),
            Some((a, b)) => self.coordinates(a, span)?.zip(self.coordinates(b, span)?),
        })
    }

    /// The points a node's setup values write, each once with its last
    /// write, in the order of those last writes (a rectangle column by
    /// column, each from the bottom row up, as the record names points).
    /// The values are read last to first with a mask of the points already
    /// written per row, so a value costs its rows plus the points it is the
    /// last to write, not every point it names.
    fn last_writes(&self, node: &Node) -> Result<Vec<(usize, Holds, Span)>, Box<RecordError>> {
        let mut rects = Vec::new();
        for p in node.properties.iter().filter(|p| is_setup(&p.ident)) {
            for (v, s) in &p.values {
                if let Some(corners) = self.corners(v, *s)? {
                    rects.push((setup_colour(&p.ident), corners, *s));
                }
            }
        }
        let mut written = crate::record::rect::Written::new(self.size);
        // Each rectangle's fresh points in the order its value lists them
        // (column by column, each from the top), rectangles last to first
        // as found; no sort: a slot per point of the rectangle.
        let mut by_rect: Vec<Vec<(usize, Holds, Span)>> = Vec::with_capacity(rects.len());
        let mut slots: Vec<Option<usize>> = Vec::new();
        for &(holds, ((xa, ya), (xb, yb)), span) in rects.iter().rev() {
            let (x0, y1) = (xa.min(xb), ya.max(yb));
            let height = ya.abs_diff(yb) + 1;
            slots.clear();
            slots.resize((xa.abs_diff(xb) + 1) * height, None);
            written.fresh((xa, xb), (ya, yb), |x, y| {
                // Where the write falls in the order the value lists.
                slots[(x - x0) * height + (y1 - y)] = Some(y * self.size + x);
            });
            let points = slots.iter().flatten().map(|&p| (p, holds, span));
            by_rect.push(points.collect());
        }
        Ok(by_rect.into_iter().rev().flatten().collect())
    }

    /// (column, row from the top) of a point's index.
    fn xy(&self, p: usize) -> (usize, usize) {
        (p % self.size, p / self.size)
    }

    /// The record, its starting position written in (each point once, in
    /// the order of its last write; a point emptied by `AE` left out).
    pub(super) fn into_record(mut self) -> Record {
        if let Some(mut writes) = self.before.take() {
            for (p, holds, span) in writes.take() {
                if let Some(colour) = holds {
                    let point = self.point_text(self.xy(p), span);
                    self.record.setup.push(SetupStone { colour, point });
                }
            }
        }
        // The last node's territory markup, after the last move.
        let marks = std::mem::take(&mut self.marks);
        self.record.events.extend(marks);
        self.record
    }
}
