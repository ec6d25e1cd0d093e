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

/// A parameter's value with its unit, as a committee would write it: a
/// reading `reading (1 = yes, 0 = no)` by its meaning (`yes`, `no`), a
/// reading with named values by the name of the one it holds (`same
/// round`), a switch `on (…)` or `off`, and one of a unit in the singular
/// (`1 stone`, `once the lateness`). A value no label names keeps its
/// number and the whole unit.
pub fn quantity(value: f64, unit: &str) -> String {
    if let Some((_, labels)) = unit.split_once(" (")
        && let Some(labels) = labels.strip_suffix(')')
    {
        let number = stones(value);
        let named = labels.split(", ").find_map(|l| {
            let (n, meaning) = l.split_once(" = ")?;
            (n.trim() == number).then(|| meaning.trim().to_string())
        });
        return match (named, unit.starts_with("switch")) {
            (Some(m), true) => format!("on ({m})"),
            (None, true) if value == 0.0 => "off".to_string(),
            (Some(m), false) => m,
            (None, _) => format!("{number} {unit}"),
        };
    }
    let mut words = unit.splitn(2, ' ');
    let first = words.next().unwrap_or_default();
    let rest = words.next().map_or(String::new(), |r| format!(" {r}"));
    match (value == 1.0, first) {
        (true, "times") => format!("once{rest}"),
        (true, w) if w.len() > 1 && w.ends_with('s') => format!("1 {}{rest}", &w[..w.len() - 1]),
        _ => format!("{} {unit}", stones(value)),
    }
}

#[cfg(test)]
mod quantity_tests {
    use super::quantity;

    #[test]
    fn readings_and_units_read_as_english() {
        assert_eq!(quantity(1.0, "reading (1 = yes, 0 = no)"), "yes");
        assert_eq!(quantity(0.0, "reading (1 = yes, 0 = no)"), "no");
        assert_eq!(
            quantity(
                1.0,
                "reading (1 = same round, 0 = any two consecutive passes)"
            ),
            "same round"
        );
        assert_eq!(quantity(0.0, "switch (1 = forbidden moves apply)"), "off");
        assert_eq!(
            quantity(1.0, "switch (1 = forbidden moves apply)"),
            "on (forbidden moves apply)"
        );
        assert_eq!(quantity(1.0, "stones"), "1 stone");
        assert_eq!(quantity(3.75, "stones"), "3¾ stones");
        assert_eq!(quantity(1.0, "times the lateness"), "once the lateness");
        assert_eq!(quantity(2.0, "times the lateness"), "2 times the lateness");
        assert_eq!(quantity(60.0, "minutes"), "60 minutes");
    }
}
