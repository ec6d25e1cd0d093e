//! A message resolved once for a run and filled many times: a report
//! writes the same message (a finding's first line) for each of its
//! findings, and Fluent resolves the pattern afresh each time (its
//! arguments set in a map, each number formatted as a float). A message
//! whose arguments are only placed in its words — no selection on them, no
//! function of them, no other message that could read them — is the same
//! words with the values put in, so it is made once with markers for the
//! values, split at the markers, and filled by copying.

use super::Messages;

/// A message's words with the places of its arguments.
#[derive(Debug, Clone)]
pub struct Template {
    parts: Vec<Part>,
}

#[derive(Debug, Clone)]
enum Part {
    Words(String),
    /// The argument at this index of the names the template was made for.
    Value(usize),
}

/// The marker an argument's value is given while the template is made: a
/// private-use character no catalogue writes, the argument's index, and
/// another.
fn marker(index: usize) -> String {
    format!("\u{F8F0}{index}\u{F8F1}")
}

impl Template {
    /// Message `id` of `m` as a template over the arguments `names`; none
    /// where the catalogue has no such message, or its arguments do more
    /// than stand in its words (the caller then formats each time).
    pub fn of(m: &Messages, id: &str, names: &[&str]) -> Option<Template> {
        if !m.placed_only(id) {
            return None;
        }
        let markers: Vec<String> = (0..names.len()).map(marker).collect();
        let args: Vec<(&str, &str)> = names
            .iter()
            .zip(&markers)
            .map(|(n, v)| (*n, v.as_str()))
            .collect();
        let made = m.f(id, &args);
        let mut parts = Vec::new();
        let mut rest = made.as_str();
        while let Some(start) = rest.find('\u{F8F0}') {
            let after = &rest[start + '\u{F8F0}'.len_utf8()..];
            let end = after.find('\u{F8F1}')?;
            let index: usize = after[..end].parse().ok()?;
            if start > 0 {
                parts.push(Part::Words(rest[..start].to_string()));
            }
            parts.push(Part::Value(index));
            rest = &after[end + '\u{F8F1}'.len_utf8()..];
        }
        if !rest.is_empty() {
            parts.push(Part::Words(rest.to_string()));
        }
        Some(Template { parts })
    }

    /// The words with `values` (in the order of the names) put in, written
    /// onto `out`.
    pub fn write(&self, out: &mut String, values: &[&str]) {
        for part in &self.parts {
            match part {
                Part::Words(w) => out.push_str(w),
                Part::Value(i) => out.push_str(values.get(*i).copied().unwrap_or_default()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Lang, of};

    /// Values as a report gives them: numbers plain and not, empty, and
    /// text with Fluent's own characters.
    const VALUES: [[&str; 6]; 3] = [
        ["1", "move", "B D4", "10", "1", "Black"],
        ["0", "pass", "", "007", "12345678901", "White"],
        ["4294967296", "{ $x }", "W late 25m", "-3", "1.5", "黑方"],
    ];

    #[test]
    fn a_template_filled_is_the_message_formatted_in_every_language() {
        let names = ["move", "event", "written", "line", "column", "player"];
        for lang in [Lang::En, Lang::Zh, Lang::Pseudo] {
            let m = of(lang);
            for (id, given) in [("finding-text-head", 6), ("finding-text-head-nobody", 5)] {
                let t = Template::of(m, id, &names[..given]);
                assert!(t.is_some(), "{id} in {lang:?} is a template");
                for values in VALUES {
                    let mut out = String::new();
                    if let Some(t) = &t {
                        t.write(&mut out, &values[..given]);
                    }
                    let args: Vec<(&str, &str)> =
                        names.into_iter().zip(values).take(given).collect();
                    assert_eq!(out, m.f(id, &args), "{id} in {lang:?}");
                }
            }
        }
    }

    #[test]
    fn a_message_that_selects_on_an_argument_is_no_template() {
        let m = of(Lang::En);
        let names = ["line", "column", "defect", "move"];
        assert!(Template::of(m, "check-defect", &names).is_none());
        assert!(Template::of(m, "no-such-message", &names).is_none());
    }
}
