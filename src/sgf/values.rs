//! SGF property values read as the record's: komi in points, clock
//! readings, the player a property names.

use super::nodes::Node;
use crate::record::ast::{Clock, Colour};

/// SGF komi in points. `KM` is points in FF[4] (`7.5`, `6.5`); servers
/// also write it ×100 (`750`) and some as stones, the Chinese unit (`3.75`,
/// `375`). Reading: a whole number of 100 or more is divided by 100; a
/// value that is a quarter but not a half (3.75, 3.25) can only be stones
/// and is doubled. `None` when it is not a number.
pub fn komi_points(value: &str) -> Option<f64> {
    let v: f64 = value.trim().parse().ok()?;
    if !v.is_finite() || v.abs() > 100_000.0 {
        return None;
    }
    let mut v = if v.fract() == 0.0 && v.abs() >= 100.0 {
        v / 100.0
    } else {
        v
    };
    let quarters = v * 4.0;
    if quarters.fract() == 0.0 && (quarters as i64) % 2 != 0 {
        v *= 2.0;
    }
    Some(v)
}

pub(super) fn format_points(p: f64) -> String {
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p}")
    }
}

/// The clock readings a node writes (`BL`, `WL`: seconds left), by colour:
/// found once per node, not once per move of it. The first property of
/// each counts.
pub(super) fn clocks(node: &Node) -> [Option<Clock>; 2] {
    let mut out = [None, None];
    let mut seen = [false, false];
    for p in &node.properties {
        let i = match p.ident.as_ref() {
            "BL" => 0,
            "WL" => 1,
            _ => continue,
        };
        if std::mem::replace(&mut seen[i], true) {
            continue;
        }
        out[i] = p
            .values
            .first()
            .and_then(|(t, _)| t.trim().parse::<f64>().ok())
            .filter(|t| t.is_finite() && *t >= 0.0 && *t < 360_000.0)
            .map(|t| Clock::Left(t as u32));
    }
    out
}

/// The player of a move property (`B` or `W`).
pub(super) fn mover(ident: &str) -> Colour {
    if ident == "B" {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The player a `PL[]` value names.
pub(super) fn player(value: &str) -> Option<Colour> {
    match value.trim() {
        "B" | "b" | "1" => Some(Colour::Black),
        "W" | "w" | "2" => Some(Colour::White),
        _ => None,
    }
}
