//! Numbers against their range and step: a parameter's value, a
//! supplement's, a count at the board. A value is taken on its step
//! exactly (within a billionth of a step), or refused with the reason.

/// A value against a range and step (see [`Parameter::check`](super::Parameter::check)): the value
/// snapped to its step, or why it is not allowed. Snapped when read, so
/// no later sum carries a remainder no one wrote (a komi of `1e-10`
/// turning a draw into "wins by 0").
pub fn check_value(
    value: f64,
    range: [f64; 2],
    step: Option<f64>,
    unit: &str,
) -> Result<f64, crate::error::Said> {
    let [min, max] = range;
    let shown = short_number(value);
    if !value.is_finite() {
        return Err(crate::said!("value-not-a-number", shown = shown));
    }
    if value < min || value > max {
        return Err(crate::said!(
            "value-out-of-range",
            shown = shown,
            min = min,
            max = max,
            unit = unit
        ));
    }
    let Some(step) = step else {
        return Ok(value);
    };
    let k = value / step;
    if (k - k.round()).abs() > 1e-9 {
        return Err(crate::said!(
            "value-off-step",
            shown = shown,
            step = step,
            unit = unit
        ));
    }
    Ok(on_step(k.round(), step))
}

/// `k` steps of `step`, exactly where the step is a whole fraction (¼,
/// ½, 0.1: divided by 4, 2, 10 rather than multiplied by an inexact
/// fraction), and never -0.
fn on_step(k: f64, step: f64) -> f64 {
    let per_unit = 1.0 / step;
    let snapped = if (per_unit - per_unit.round()).abs() < 1e-9 && per_unit.round() >= 1.0 {
        k / per_unit.round()
    } else {
        k * step
    };
    snapped + 0.0
}

/// A number as a person reads it: huge ones in scientific notation.
fn short_number(v: f64) -> String {
    if v.is_finite() && v.abs() >= 1e9 {
        format!("{v:e}")
    } else {
        format!("{v}")
    }
}
