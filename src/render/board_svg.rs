//! A position drawn as a self-contained SVG image (`templates/board.svg`):
//! the grid and its coordinates, the stones, the last moves numbered, the
//! point in dispute, what the last move took, where the player to move may
//! not play, a count's marks, and a caption with a key to every mark drawn
//! (its words from the message layer). The geometry is computed here, the
//! markup is the template's.

use super::messages::Messages;
use crate::diagram::Diagram;
use crate::record::ast::Colour;
use askama::Template;

/// Pixels between lines of the SVG diagram.
const CELL: usize = 24;
/// Pixels around the grid of the SVG diagram (for the coordinates).
const MARGIN: usize = 30;
/// Pixels per caption line under the SVG diagram.
const CAPTION_LINE: usize = 15;

/// One line's coordinates: its column letter above and below, its row
/// number left and right.
struct Label {
    x: usize,
    top: usize,
    bottom: usize,
    column: char,
    left: usize,
    right: usize,
    y: usize,
    row: usize,
}

/// A point's place on the image.
type At = (usize, usize);

/// A count's mark on a point: its corner, fill, and what it marks.
type Owned = (usize, usize, &'static str, String);

#[derive(Template)]
#[template(path = "board.svg")]
struct Board {
    side: usize,
    height: usize,
    grid: String,
    labels: Vec<Label>,
    stars: Vec<At>,
    forbidden: Vec<String>,
    captured: Vec<(usize, usize, &'static str)>,
    black: Vec<At>,
    white: Vec<At>,
    numbered: Vec<(usize, usize, &'static str, u32)>,
    marked: Option<At>,
    owned: Vec<Owned>,
    dead: Vec<String>,
    caption: Vec<(usize, String)>,
}

/// The diagram as a self-contained SVG image.
pub fn svg(m: &Messages, d: &Diagram) -> String {
    let n = d.size;
    let side = 2 * MARGIN + (n - 1) * CELL;
    // About 6 px a character at 11 px: a key longer than the board wraps
    // instead of running off the image's edge.
    let caption = caption(m, d, (side - 8) / 6);
    let height = side + CAPTION_LINE * caption.len() + 6;
    let at = |p: usize| svg_at(n, p);
    let stones = |colour: Colour| {
        d.stones
            .iter()
            .filter(|(_, c)| *c == colour)
            .map(|(p, _)| at(*p))
            .collect()
    };
    let (owned, dead) = count_marks(d);
    let board = Board {
        side,
        height,
        grid: grid(n),
        labels: labels(d),
        stars: d.star_points().into_iter().map(at).collect(),
        forbidden: d
            .forbidden
            .iter()
            .map(|(p, _)| {
                let (x, y) = at(*p);
                cross(x, y, 5)
            })
            .collect(),
        captured: d
            .captured
            .iter()
            .map(|(p, c)| {
                let (x, y) = at(*p);
                (x, y, if *c == Colour::Black { "#000" } else { "#fff" })
            })
            .collect(),
        black: stones(Colour::Black),
        white: stones(Colour::White),
        numbered: d
            .numbered
            .iter()
            .map(|(p, k, c)| {
                let (x, y) = at(*p);
                let ink = if *c == Colour::Black { "#fff" } else { "#000" };
                (x, y + 4, ink, *k)
            })
            .collect(),
        marked: d.marked.map(at),
        owned,
        dead,
        caption: caption
            .into_iter()
            .enumerate()
            .map(|(k, line)| (side + CAPTION_LINE * (k + 1), line))
            .collect(),
    };
    board.render().unwrap_or_default()
}

/// Where point `p` of an `n`×`n` diagram is drawn.
fn svg_at(n: usize, p: usize) -> At {
    (MARGIN + (p % n) * CELL, MARGIN + (n - 1 - p / n) * CELL)
}

/// The lines of the grid as one path, so a board's SVG stays small (the
/// arbiter's page receives one per judgement).
fn grid(n: usize) -> String {
    let (a, b) = (MARGIN, MARGIN + (n - 1) * CELL);
    let mut path = String::with_capacity(32 * n);
    for i in 0..n {
        let c = MARGIN + i * CELL;
        path.push_str(&format!("M{a} {c}H{b}M{c} {a}V{b}"));
    }
    path
}

/// The coordinates on all four sides.
fn labels(d: &Diagram) -> Vec<Label> {
    let n = d.size;
    let b = MARGIN + (n - 1) * CELL;
    (0..n)
        .map(|i| {
            let c = MARGIN + i * CELL;
            Label {
                x: c,
                top: MARGIN - 12,
                bottom: b + 20,
                column: d.columns.get(i).copied().unwrap_or(' '),
                left: MARGIN - 18,
                right: b + 18,
                y: c + 4,
                row: n - i,
            }
        })
        .collect()
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

/// At a count: a small square on each point of one side's territory or
/// area, and a cross on each stone agreed dead; each mark says what it is
/// (`data-mark`), so a page can read the count off the board.
fn count_marks(d: &Diagram) -> (Vec<Owned>, Vec<String>) {
    let Some(c) = &d.count else {
        return (Vec::new(), Vec::new());
    };
    let kind = if c.territory { "territory" } else { "area" };
    let owned = c
        .owned
        .iter()
        .map(|(p, colour)| {
            let (x, y) = svg_at(d.size, *p);
            let (fill, side) = match colour {
                Colour::Black => ("#000", 'b'),
                Colour::White => ("#fff", 'w'),
            };
            (x - 4, y - 4, fill, format!("{kind}-{side}"))
        })
        .collect();
    let dead = c
        .dead
        .iter()
        .map(|p| {
            let (x, y) = svg_at(d.size, *p);
            cross(x, y, 7)
        })
        .collect();
    (owned, dead)
}

/// The caption under the SVG diagram: the moment, and a key to each kind
/// of mark it draws, in lines of at most `width` characters (an SVG text
/// does not wrap by itself).
fn caption(m: &Messages, d: &Diagram, width: usize) -> Vec<String> {
    let who = if d.to_move == Colour::Black {
        m.t("colour-black")
    } else {
        m.t("colour-white")
    };
    let number = d.after_move.to_string();
    let moment = if d.ended {
        m.f("diagram-after-move-stopped", &[("move", &number)])
    } else {
        m.f("diagram-after-move", &[("move", &number), ("player", &who)])
    };
    let mut out = vec![moment];
    let mut key = Vec::new();
    if let Some(c) = &d.count {
        key.push(m.t(if c.territory {
            "diagram-key-territory"
        } else {
            "diagram-key-area"
        }));
        if !c.dead.is_empty() {
            key.push(m.t("diagram-key-dead"));
        }
    }
    if !d.numbered.is_empty() {
        key.push(m.t("diagram-key-numbers"));
    }
    if d.marked.is_some() {
        key.push(m.t("diagram-key-marked"));
    }
    if !d.captured.is_empty() {
        key.push(m.t("diagram-key-captured"));
    }
    if !d.forbidden.is_empty() {
        key.push(m.f("diagram-key-forbidden", &[("player", &who)]));
    }
    // Items apart as the language writes a list: `; ` or `；`.
    let sep = m.t("meaning-sep");
    let mut line = String::new();
    for item in key {
        if !line.is_empty() && super::width(&line) + 2 + super::width(&item) > width {
            out.push(std::mem::take(&mut line) + sep.trim_end());
        }
        if !line.is_empty() {
            line.push_str(&sep);
        }
        line.push_str(&item);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}
