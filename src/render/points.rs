//! Rendering a forbidden-points report: a board with the points marked,
//! then the list; or JSON.

use super::messages::Messages;
use crate::engine::PointsReport;
use crate::record::ast::Colour;
use std::fmt::Write;

/// The forbidden points as text, with the board.
pub fn text(m: &Messages, r: &PointsReport) -> String {
    let mut out = String::new();
    let player = super::words::colour(m, r.player);
    let head = m.f(
        "points-head",
        &[
            ("file", &r.file),
            ("edition", &r.edition),
            ("move", &r.after_move.to_string()),
            ("player", &player),
            ("count", &r.points.len().to_string()),
        ],
    );
    let _ = writeln!(out, "{head}");
    let n = r.board_size;
    let header: String = r.columns.iter().map(|c| format!(" {c}")).collect();
    let _ = writeln!(out, "\n   {header}");
    for y in (0..n).rev() {
        let _ = write!(out, "{:>2} ", y + 1);
        for x in 0..n {
            let p = y * n + x;
            let name = format!("{}{}", r.columns[x], y + 1);
            let mark = match r.stones.iter().find(|(q, _)| *q == p) {
                Some((_, Colour::Black)) => 'X',
                Some((_, Colour::White)) => 'O',
                None if r.points.iter().any(|f| f.point == name) => '*',
                None => '.',
            };
            let _ = write!(out, " {mark}");
        }
        let _ = writeln!(out, " {:>2}", y + 1);
    }
    let key = m.f("points-key", &[("player", &player)]);
    let _ = writeln!(out, "   {header}\n\n{key}\n");
    for f in &r.points {
        let _ = writeln!(
            out,
            "{:<4} {}  ({})",
            f.point,
            f.kinds.join(" + "),
            f.articles.join(", ")
        );
    }
    out
}

/// The forbidden points as JSON.
pub fn json(r: &PointsReport) -> String {
    crate::render::json::pretty(r)
}
