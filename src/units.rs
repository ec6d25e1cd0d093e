//! How the numbers of the rule texts are written: stones in quarters
//! (3¾, ½), as the texts write them. Shared by every view that shows a
//! value (judgements, diffs, comparisons); nothing here knows a view.

/// 0.25 → "¼", 3.75 → "3¾", -3.75 → "-3¾": quarters as the rule texts
/// write them, a negative value (a reverse komi) with its sign.
pub fn stones(x: f64) -> String {
    let quarters = (x * 4.0).round() as i64;
    if (x * 4.0 - quarters as f64).abs() > 1e-9 {
        return format!("{x}");
    }
    // The parts of the magnitude: integer division truncates towards zero,
    // which for -15 quarters would give -3 and a remainder of -3.
    let sign = if quarters < 0 { "-" } else { "" };
    let magnitude = quarters.unsigned_abs();
    let whole = magnitude / 4;
    let frac = match magnitude % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    if whole == 0 && !frac.is_empty() {
        format!("{sign}{frac}")
    } else {
        format!("{sign}{whole}{frac}")
    }
}
