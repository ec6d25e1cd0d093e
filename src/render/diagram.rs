//! A position drawn as text (for the terminal and snapshots) or as SVG
//! (for reports): coordinates as printed on real boards, the last move in
//! parentheses and the last moves numbered, the point in dispute in
//! brackets, captured stones, the points where the player to move may not
//! play. Deterministic: the same position always gives the same bytes.

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
pub fn text(d: &Diagram) -> String {
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
    let moves = last_moves(d);
    if !moves.is_empty() {
        let _ = writeln!(out, "last moves: {}", moves.join(", "));
    }
    if !d.captured.is_empty() {
        let taken: Vec<String> = d.captured.iter().map(|(p, _)| d.name(*p)).collect();
        let _ = writeln!(out, "captured by the last move: {}", taken.join(" "));
    }
    if let Some(p) = d.marked {
        let _ = writeln!(out, "in dispute: {}", d.name(p));
    }
    if !d.forbidden.is_empty() {
        let points: Vec<String> = d
            .forbidden
            .iter()
            .map(|(p, kinds)| format!("{} ({})", d.name(*p), kinds.join(" + ")))
            .collect();
        let _ = writeln!(
            out,
            "{} may not play: {}",
            d.to_move.name(),
            points.join(", ")
        );
    }
    out
}

/// The last moves, newest first, as the judge numbers them; a stone no
/// longer on the board (captured, taken back, an offer not kept) says so.
fn last_moves(d: &Diagram) -> Vec<String> {
    let mut all: Vec<(u32, String)> = d
        .numbered
        .iter()
        .map(|(p, k, c)| (*k, format!("{k} {} {}", c.letter(), d.name(*p))))
        .chain(d.gone.iter().map(|(p, k, c, captured)| {
            let how = if *captured { "captured" } else { "taken off" };
            (*k, format!("{k} {} {} ({how})", c.letter(), d.name(*p)))
        }))
        .collect();
    // Newest first; stones of one move (fifth-move offers) keep their order.
    all.sort_by_key(|m| std::cmp::Reverse(m.0));
    all.into_iter().map(|(_, s)| s).collect()
}

/// Pixels between lines of the SVG diagram.
const CELL: usize = 24;
/// Pixels around the grid of the SVG diagram (for the coordinates).
const MARGIN: usize = 30;

/// The diagram as a self-contained SVG image.
pub fn svg(d: &Diagram) -> String {
    let n = d.size;
    let side = 2 * MARGIN + (n - 1) * CELL;
    // About 6 px a character at 11 px: a key longer than the board wraps
    // instead of running off the image's edge.
    let caption = svg_caption(d, (side - 8) / 6);
    let height = side + CAPTION_LINE * caption.len() + 6;
    // About 2 kB of grid and 40 bytes a stone: sized once, not regrown.
    let mut out = String::with_capacity(2048 + 120 * n + 48 * d.stones.len());
    let _ = writeln!(
        out,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {height}" width="{side}" height="{height}" font-family="sans-serif" font-size="11">"##
    );
    let _ = writeln!(
        out,
        r##"<rect width="{side}" height="{side}" fill="#dcb35c"/>"##
    );
    svg_grid(&mut out, d);
    svg_marks(&mut out, d);
    svg_stones(&mut out, d);
    svg_count(&mut out, d);
    for (k, line) in caption.iter().enumerate() {
        let y = side + CAPTION_LINE * (k + 1);
        let _ = writeln!(
            out,
            r##"<text x="4" y="{y}" class="caption">{}</text>"##,
            super::escape::esc(line)
        );
    }
    out.push_str("</svg>\n");
    out
}

/// Pixels per caption line under the SVG diagram.
const CAPTION_LINE: usize = 15;

/// The caption under the SVG diagram: the moment, and a key to each kind
/// of mark it draws, in lines of at most `width` characters (an SVG text
/// does not wrap by itself).
fn svg_caption(d: &Diagram, width: usize) -> Vec<String> {
    let who = if d.to_move == Colour::Black {
        "Black"
    } else {
        "White"
    };
    let moment = if d.ended {
        format!("after move {}, play stopped", d.after_move)
    } else {
        format!("after move {}, {who} to move", d.after_move)
    };
    let mut out = vec![moment];
    let mut key = Vec::new();
    if let Some(c) = &d.count {
        let whose = if c.territory { "territory" } else { "area" };
        key.push(format!("small squares: each side's {whose}"));
        if !c.dead.is_empty() {
            key.push("×: stones agreed dead".into());
        }
    }
    if !d.numbered.is_empty() {
        key.push("numbers: the last moves".to_string());
    }
    if d.marked.is_some() {
        key.push("red ring: the point in dispute".into());
    }
    if !d.captured.is_empty() {
        key.push("dashed: taken by the last move".into());
    }
    if !d.forbidden.is_empty() {
        key.push(format!("red ×: where {who} may not play"));
    }
    let mut line = String::new();
    for item in key {
        if !line.is_empty() && line.chars().count() + 2 + item.chars().count() > width {
            out.push(std::mem::take(&mut line) + ";");
        }
        if !line.is_empty() {
            line.push_str("; ");
        }
        line.push_str(&item);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

/// Where point `p` of an `n`×`n` diagram is drawn.
fn svg_at(n: usize, p: usize) -> (usize, usize) {
    (MARGIN + (p % n) * CELL, MARGIN + (n - 1 - p / n) * CELL)
}

/// The lines, the coordinates on all four sides, the star points. Shared
/// attributes sit on a group and the lines are one path, so a board's SVG
/// stays small (the arbiter's page receives one per judgement).
fn svg_grid(out: &mut String, d: &Diagram) {
    let n = d.size;
    let (a, b) = (MARGIN, MARGIN + (n - 1) * CELL);
    out.push_str(r##"<path stroke="#000" stroke-width="1" d=""##);
    for i in 0..n {
        let c = MARGIN + i * CELL;
        let _ = write!(out, "M{a} {c}H{b}M{c} {a}V{b}");
    }
    out.push_str("\"/>\n<g text-anchor=\"middle\">\n");
    for i in 0..n {
        let c = MARGIN + i * CELL;
        let column = d.columns[i];
        let (top, bottom) = (MARGIN - 12, b + 20);
        let _ = writeln!(
            out,
            r##"<text x="{c}" y="{top}">{column}</text><text x="{c}" y="{bottom}">{column}</text>"##
        );
        let (row, left, right, y) = (n - i, MARGIN - 18, b + 18, c + 4);
        let _ = writeln!(
            out,
            r##"<text x="{left}" y="{y}">{row}</text><text x="{right}" y="{y}">{row}</text>"##
        );
    }
    out.push_str("</g>\n<g fill=\"#000\">");
    for p in d.star_points() {
        let (x, y) = svg_at(n, p);
        let _ = write!(out, r##"<circle cx="{x}" cy="{y}" r="3"/>"##);
    }
    out.push_str("</g>\n");
}

/// The path of a cross of half-width `r` centred on a point.
fn cross(x: usize, y: usize, r: usize) -> String {
    format!(
        "M{} {}L{} {}M{} {}L{} {}",
        x - r,
        y - r,
        x + r,
        y + r,
        x + r,
        y - r,
        x - r,
        y + r
    )
}

/// The points the player to move may not play, and the stones captured.
fn svg_marks(out: &mut String, d: &Diagram) {
    for (p, _) in &d.forbidden {
        let (x, y) = svg_at(d.size, *p);
        let _ = writeln!(
            out,
            r##"<path d="{}" stroke="#c00" stroke-width="2" class="forbidden"/>"##,
            cross(x, y, 5)
        );
    }
    for (p, c) in &d.captured {
        let (x, y) = svg_at(d.size, *p);
        let fill = if *c == Colour::Black { "#000" } else { "#fff" };
        let _ = writeln!(
            out,
            r##"<circle cx="{x}" cy="{y}" r="10" fill="{fill}" fill-opacity="0.3" stroke="#000" stroke-dasharray="2 2" class="captured"/>"##
        );
    }
}

/// At a count: a small square on each point of one side's territory or
/// area, and a cross on each stone agreed dead; each mark says what it is
/// (`data-mark`), so a page can read the count off the board.
fn svg_count(out: &mut String, d: &Diagram) {
    let Some(c) = &d.count else {
        return;
    };
    let kind = if c.territory { "territory" } else { "area" };
    for (p, colour) in &c.owned {
        let (x, y) = svg_at(d.size, *p);
        let (fill, side) = match colour {
            Colour::Black => ("#000", 'b'),
            Colour::White => ("#fff", 'w'),
        };
        let _ = writeln!(
            out,
            r##"<rect x="{}" y="{}" width="8" height="8" fill="{fill}" stroke="#000" stroke-width="0.5" data-mark="{kind}-{side}"/>"##,
            x - 4,
            y - 4
        );
    }
    for p in &c.dead {
        let (x, y) = svg_at(d.size, *p);
        let _ = writeln!(
            out,
            r##"<path d="{}" stroke="#c00" stroke-width="2.5" data-mark="dead"/>"##,
            cross(x, y, 7)
        );
    }
}

/// The stones (by colour, in one group each), the last moves' numbers,
/// and the marked point.
fn svg_stones(out: &mut String, d: &Diagram) {
    for (colour, fill) in [(Colour::Black, "#000"), (Colour::White, "#fff")] {
        let _ = write!(out, r##"<g fill="{fill}" stroke="#000">"##);
        for (p, _) in d.stones.iter().filter(|(_, c)| *c == colour) {
            let (x, y) = svg_at(d.size, *p);
            let _ = write!(out, r##"<circle cx="{x}" cy="{y}" r="11"/>"##);
        }
        out.push_str("</g>\n");
    }
    for (p, k, c) in &d.numbered {
        let (x, y) = svg_at(d.size, *p);
        let ink = if *c == Colour::Black { "#fff" } else { "#000" };
        let _ = writeln!(
            out,
            r##"<text x="{x}" y="{}" text-anchor="middle" fill="{ink}" font-weight="bold">{k}</text>"##,
            y + 4
        );
    }
    if let Some(p) = d.marked {
        let (x, y) = svg_at(d.size, p);
        let _ = writeln!(
            out,
            r##"<circle cx="{x}" cy="{y}" r="14" fill="none" stroke="#c00" stroke-width="3" class="marked"/>"##
        );
    }
}
