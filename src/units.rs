//! How the numbers of the rule texts are written: stones in quarters
//! (3¾, ½), as the texts write them. Shared by every view that shows a
//! value (judgements, diffs, comparisons); nothing here knows a view.

/// 0.25 → "¼", 3.75 → "3¾": quarters as the rule texts write them.
pub fn stones(x: f64) -> String {
    let quarters = (x * 4.0).round() as i64;
    let whole = quarters / 4;
    let frac = match quarters % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    if whole == 0 && !frac.is_empty() {
        frac.to_string()
    } else if (x * 4.0 - quarters as f64).abs() > 1e-9 {
        format!("{x}")
    } else {
        format!("{whole}{frac}")
    }
}
