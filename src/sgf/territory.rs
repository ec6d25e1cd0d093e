//! SGF's territory markup (`TB`, `TW`) on the last node of the main line:
//! how servers and editors record the end of a counted game. Each colour's
//! marked points become one `territory` event of that player after the
//! last move (Go only), whose effect makes the other colour's stones on
//! those points dead, as the players agreed. Only the last node's markup
//! counts: markup on earlier nodes (some editors mark every node) is
//! replaced by the next. Rectangles are expanded each point once
//! (`record::rect`), so a hostile file of `TB[aa:ss]` values costs its
//! rows, not its points, and no more than one argument per point is kept.

use super::to_record::Builder;
use crate::error::RecordError;
use crate::record::ast::*;
use crate::sgf::nodes::Node;

impl Builder<'_> {
    /// Remember the node's territory markup, if it has any, as the
    /// events to add after the last move.
    pub(super) fn territory_marks(&mut self, node: &Node) -> Result<(), Box<RecordError>> {
        if !self.go
            || !node
                .properties
                .iter()
                .any(|p| p.ident == "TB" || p.ident == "TW")
        {
            return Ok(());
        }
        let mut events = Vec::new();
        for (ident, colour) in [("TB", Colour::Black), ("TW", Colour::White)] {
            let args = self.marked_points(node, ident)?;
            let Some(first) = args.first() else {
                continue;
            };
            let span = first.span;
            events.push(Event {
                actor: Actor::Player(colour),
                kind: EventKind::Conduct(Box::new(Conduct {
                    name: "territory".into(),
                    name_span: span,
                    args,
                })),
                clock: None,
                notes: None,
                written_number: None,
                span,
            });
        }
        self.marks = events;
        Ok(())
    }

    /// The points one property marks, each once, as point arguments.
    fn marked_points(&self, node: &Node, ident: &str) -> Result<Vec<Arg>, Box<RecordError>> {
        let mut written = crate::record::rect::Written::new(self.size);
        let mut args = Vec::new();
        for p in node.properties.iter().filter(|p| p.ident == ident) {
            for (v, s) in &p.values {
                let Some(((xa, ya), (xb, yb))) = self.corners(v, *s)? else {
                    continue;
                };
                written.fresh((xa, xb), (ya, yb), |x, y| {
                    let point = self.point_text((x, y), *s);
                    args.push(Arg {
                        value: ArgValue::Point(point.text.to_string()),
                        span: *s,
                    });
                });
            }
        }
        Ok(args)
    }
}
