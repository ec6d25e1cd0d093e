//! The numbers a record may write, and their ranges: move numbers, number
//! arguments, durations and clock readings. A number outside its range is
//! refused where it is written, so no `inf` or wrapped value reaches a
//! judgement.

use super::*;

/// Largest move number a record may write (a label; caipan counts moves itself).
pub const MAX_MOVE_NUMBER: u64 = 10_000_000;
/// Largest number argument (counts, numbers of offers).
pub const MAX_NUMBER: f64 = 1_000_000.0;
/// Longest duration or clock reading, in seconds (100 hours).
pub const MAX_SECONDS: u64 = 100 * 3600;

/// Every number written in an item is one the world allows, or the record
/// is refused at that number: a count of 400 digits must not become
/// infinity, nor a lateness of 10¹² hours wrap around.
pub(super) fn check_numbers(
    name: &str,
    text: &str,
    base: usize,
    item: &Pair<'_, Rule>,
) -> Result<(), Box<RecordError>> {
    let refuse = |pair: &Pair<'_, Rule>, message: crate::error::Said, help: crate::error::Said| {
        let s = span_of(pair, base);
        Err(Box::new(RecordError::Invalid {
            src: source(name, text),
            span: crate::error::span(text, s.start, s.len()),
            message: crate::error::message(message),
            label: said!("record-out-of-range"),
            help,
        }))
    };
    // A plain move (`B D4`) writes no number: nothing to walk.
    let mut inner = item.clone().into_inner();
    if inner
        .next()
        .is_some_and(|p| p.as_rule() == Rule::plain_move)
    {
        return Ok(());
    }
    for token in std::iter::once(item.clone()).chain(item.clone().into_inner().flatten()) {
        let t = token.as_str();
        match token.as_rule() {
            Rule::move_number => {
                let digits = t.trim_end_matches('.');
                if digits.parse::<u64>().map_or(true, |n| n > MAX_MOVE_NUMBER) {
                    return refuse(
                        &token,
                        said!(
                            "record-move-number-too-large",
                            number = crate::error::quote(digits)
                        ),
                        said!("record-move-number-help"),
                    );
                }
            }
            Rule::number
                if t.parse::<f64>()
                    .map_or(true, |n| !n.is_finite() || n > MAX_NUMBER) =>
            {
                return refuse(
                    &token,
                    said!(
                        "record-number-out-of-range",
                        number = crate::error::quote(t)
                    ),
                    said!("record-number-help"),
                );
            }
            Rule::duration | Rule::clock_used
                if seconds_checked(t.trim_start_matches('+')).is_none_or(|s| s > MAX_SECONDS) =>
            {
                return refuse(
                    &token,
                    said!(
                        "record-duration-out-of-range",
                        duration = crate::error::quote(t)
                    ),
                    said!("record-duration-range-help"),
                );
            }
            Rule::clock_left if !clock_reading_ok(t) => {
                return refuse(
                    &token,
                    said!("record-clock-not-a-time", clock = crate::error::quote(t)),
                    said!("record-clock-help"),
                );
            }
            _ => {}
        }
    }
    Ok(())
}

/// `1h15m30s` → seconds, or None if it overflows.
fn seconds_checked(text: &str) -> Option<u64> {
    let mut total: u64 = 0;
    let mut number: u64 = 0;
    for ch in text.chars() {
        match ch {
            '0'..='9' => {
                number = number
                    .checked_mul(10)?
                    .checked_add(u64::from(ch as u8 - b'0'))?
            }
            'h' => total = total.checked_add(number.checked_mul(3600)?)?,
            'm' => total = total.checked_add(number.checked_mul(60)?)?,
            's' => total = total.checked_add(number)?,
            _ => return None,
        }
        if !ch.is_ascii_digit() {
            number = 0;
        }
    }
    Some(total)
}

/// `1h15m30s` → seconds; the grammar guarantees the shape and
/// [`check_numbers`] the range, so the fallback never shows.
pub(super) fn seconds(text: &str) -> u32 {
    seconds_checked(text).map_or(0, |s| u32::try_from(s).unwrap_or(u32::MAX))
}

/// Whether a clock reading (`@1:05:00`) is a time: minutes and seconds
/// below 60, at most [`MAX_SECONDS`] in all.
fn clock_reading_ok(t: &str) -> bool {
    let fields: Vec<&str> = t.trim_start_matches('@').split(':').collect();
    let minutes_seconds_ok = fields
        .iter()
        .skip(1)
        .all(|f| f.parse::<u64>().is_ok_and(|n| n < 60));
    let total = fields.iter().try_fold(0u64, |acc, f| {
        acc.checked_mul(60)?.checked_add(f.parse::<u64>().ok()?)
    });
    minutes_seconds_ok && total.is_some_and(|s| s <= MAX_SECONDS)
}
