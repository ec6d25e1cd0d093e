//! Rendering a forbidden-points report: a board with the points marked,
//! then the list; or JSON.

use crate::engine::PointsReport;
use crate::record::ast::Colour;
use std::fmt::Write;

/// The forbidden points as text, with the board.
pub fn text(r: &PointsReport) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} — {} after move {}: {} to move, {} point(s) where {} may not play",
        r.file,
        r.edition,
        r.after_move,
        r.player.name(),
        r.points.len(),
        r.player.name()
    );
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
    let _ = writeln!(
        out,
        "   {header}\n\nX black, O white, * may not be played by {}\n",
        r.player.name()
    );
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
