//! A position drawn as text (for the terminal and snapshots) or as SVG
//! (for reports; [`super::board_svg`]): coordinates as printed on real boards, the last move in
//! parentheses and the last moves numbered, the point in dispute in
//! brackets, captured stones, the points where the player to move may not
//! play. Deterministic: the same position always gives the same bytes.

use super::messages::Messages;
use crate::diagram::Diagram;
use crate::record::ast::Colour;
use std::fmt::Write;

fn letter(c: Colour) -> char {
    match c {
        Colour::Black => 'X',
        Colour::White => 'O',
    }
}

/// The diagram as text, GNU Go style: `(X)` the last move, `[.]` the point
/// in dispute, `*` where the player to move may not play, `x`/`o` a stone
/// the last move captured, `+` a star point.
pub fn text(m: &Messages, d: &Diagram) -> String {
    let n = d.size;
    let mut out = String::new();
    let header: String = d.columns.iter().map(|c| format!(" {c}")).collect();
    let _ = writeln!(out, "   {header}");
    let last = d.numbered.first().map(|(p, _, _)| *p);
    let stars = d.star_points();
    for y in (0..n).rev() {
        let mut row: Vec<char> = vec![' '; 2 * n + 1];
        for x in 0..n {
            let p = y * n + x;
            let mark = match d.stones.iter().find(|(q, _)| *q == p) {
                Some((_, c)) => letter(*c),
                None => match d.captured.iter().find(|(q, _)| *q == p) {
                    Some((_, c)) => letter(*c).to_ascii_lowercase(),
                    None if d.forbidden.iter().any(|(q, _)| *q == p) => '*',
                    None if stars.contains(&p) => '+',
                    None => '.',
                },
            };
            row[2 * x + 1] = mark;
            let brackets = if Some(p) == d.marked {
                Some(('[', ']'))
            } else if Some(p) == last {
                Some(('(', ')'))
            } else {
                None
            };
            if let Some((open, close)) = brackets {
                row[2 * x] = open;
                row[2 * x + 2] = close;
            }
        }
        let row: String = row.into_iter().collect();
        let _ = writeln!(out, "{:>2}{row}{:>2}", y + 1, y + 1);
    }
    let _ = writeln!(out, "   {header}");
    let moves = last_moves(m, d);
    if !moves.is_empty() {
        let line = m.f("diagram-last-moves", &[("moves", &moves.join(", "))]);
        let _ = writeln!(out, "{line}");
    }
    if !d.captured.is_empty() {
        let taken: Vec<String> = d.captured.iter().map(|(p, _)| d.name(*p)).collect();
        let line = m.f("diagram-captured", &[("points", &taken.join(" "))]);
        let _ = writeln!(out, "{line}");
    }
    if let Some(p) = d.marked {
        let _ = writeln!(
            out,
            "{}",
            m.f("diagram-in-dispute", &[("point", &d.name(p))])
        );
    }
    if !d.forbidden.is_empty() {
        let points: Vec<String> = d
            .forbidden
            .iter()
            .map(|(p, kinds)| format!("{} ({})", d.name(*p), kinds.join(" + ")))
            .collect();
        let line = m.f(
            "diagram-may-not-play",
            &[
                ("player", &super::words::colour(m, d.to_move)),
                ("points", &points.join(", ")),
            ],
        );
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The last moves, newest first, as the judge numbers them; a stone no
/// longer on the board (captured, taken back, an offer not kept) says so.
fn last_moves(m: &Messages, d: &Diagram) -> Vec<String> {
    let mut all: Vec<(u32, String)> = d
        .numbered
        .iter()
        .map(|(p, k, c)| (*k, format!("{k} {} {}", c.letter(), d.name(*p))))
        .chain(d.gone.iter().map(|(p, k, c, captured)| {
            let id = if *captured {
                "diagram-move-captured"
            } else {
                "diagram-move-taken-off"
            };
            let stone = format!("{k} {} {}", c.letter(), d.name(*p));
            (*k, m.f(id, &[("move", &stone)]))
        }))
        .collect();
    // Newest first; stones of one move (fifth-move offers) keep their order.
    all.sort_by_key(|m| std::cmp::Reverse(m.0));
    all.into_iter().map(|(_, s)| s).collect()
}

pub use super::board_svg::svg;
