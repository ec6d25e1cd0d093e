//! What changed in a reworded article's words, character by character:
//! the committee reads "体委 → 体育总局", not only "reworded". Chinese has
//! no spaces between words, so the diff is of characters (similar's Myers
//! diff); a change of punctuation or spacing alone is not a change of words
//! and is left out of the passages a memo lists.

use serde::Serialize;
use similar::{ChangeTag, TextDiff};

/// How a stretch of text fares between the two editions.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Change {
    /// In both texts.
    Same,
    /// Only in the earlier text.
    Removed,
    /// Only in the later text.
    Added,
}

/// A stretch of text and whether it was kept, removed or added.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Segment {
    /// Kept, removed or added.
    pub change: Change,
    /// The characters.
    pub text: String,
}

/// One changed passage with a little of the text around it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Passage {
    /// The kept characters just before the change.
    pub before: String,
    /// What the earlier text had.
    pub removed: String,
    /// What the later text has.
    pub added: String,
    /// The kept characters just after the change.
    pub after: String,
}

/// How many kept characters a passage shows on each side.
const CONTEXT: usize = 6;

/// Both texts as one run of kept, removed and added stretches.
pub fn segments(from: &str, to: &str) -> Vec<Segment> {
    let diff = TextDiff::from_chars(from, to);
    let mut out: Vec<Segment> = Vec::new();
    for c in diff.iter_all_changes() {
        let change = match c.tag() {
            ChangeTag::Equal => Change::Same,
            ChangeTag::Delete => Change::Removed,
            ChangeTag::Insert => Change::Added,
        };
        match out.last_mut() {
            Some(last) if last.change == change => last.text.push_str(c.value()),
            _ => out.push(Segment {
                change,
                text: c.value().to_string(),
            }),
        }
    }
    bridge_short_runs(out)
}

/// Kept stretches this short between two changes are read as part of one
/// change: "盘面有 → 由" reads better than three changes around a kept "盘".
const BRIDGE: usize = 3;

/// Fold each short kept stretch between changes into them, and every run
/// of changes into one removed stretch followed by one added stretch.
fn bridge_short_runs(segments: Vec<Segment>) -> Vec<Segment> {
    let n = segments.len();
    let mut out: Vec<Segment> = Vec::new();
    let (mut removed, mut added) = (String::new(), String::new());
    for (i, seg) in segments.into_iter().enumerate() {
        let inside = i > 0 && i + 1 < n && seg.text.chars().count() <= BRIDGE;
        match seg.change {
            Change::Same if inside && !(removed.is_empty() && added.is_empty()) => {
                removed.push_str(&seg.text);
                added.push_str(&seg.text);
            }
            Change::Same => {
                flush(&mut out, &mut removed, &mut added);
                out.push(seg);
            }
            Change::Removed => removed.push_str(&seg.text),
            Change::Added => added.push_str(&seg.text),
        }
    }
    flush(&mut out, &mut removed, &mut added);
    out
}

fn flush(out: &mut Vec<Segment>, removed: &mut String, added: &mut String) {
    for (change, text) in [(Change::Removed, removed), (Change::Added, added)] {
        if !text.is_empty() {
            out.push(Segment {
                change,
                text: std::mem::take(text),
            });
        }
    }
}

/// The changed passages of words, each with its context; passages that
/// change only punctuation or spacing are left out.
pub fn passages(segments: &[Segment]) -> Vec<Passage> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < segments.len() {
        if segments[i].change == Change::Same {
            i += 1;
            continue;
        }
        let start = i;
        let (mut removed, mut added) = (String::new(), String::new());
        while i < segments.len() && segments[i].change != Change::Same {
            match segments[i].change {
                Change::Removed => removed.push_str(&segments[i].text),
                _ => added.push_str(&segments[i].text),
            }
            i += 1;
        }
        if !has_words(&removed) && !has_words(&added) {
            continue;
        }
        let before = start
            .checked_sub(1)
            .map_or(String::new(), |k| tail(&segments[k].text));
        let after = segments.get(i).map_or(String::new(), |s| head(&s.text));
        out.push(Passage {
            before,
            removed,
            added,
            after,
        });
    }
    out
}

fn has_words(s: &str) -> bool {
    s.chars().any(char::is_alphanumeric)
}

/// The last few characters of a kept stretch, on its last line.
fn tail(s: &str) -> String {
    let line = s.rsplit('\n').next().unwrap_or(s);
    let n = line.chars().count();
    line.chars().skip(n.saturating_sub(CONTEXT)).collect()
}

/// The first few characters of a kept stretch, on its first line.
fn head(s: &str) -> String {
    let line = s.split('\n').next().unwrap_or(s);
    line.chars().take(CONTEXT).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_name_is_one_passage_with_its_context() {
        let s = segments(
            "本规则的解释权属国家体委。",
            "本规则的解释权属国家体育总局。",
        );
        let p = passages(&s);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].before, "释权属国家体");
        assert_eq!(
            (p[0].removed.as_str(), p[0].added.as_str()),
            ("委", "育总局")
        );
        assert_eq!(p[0].after, "。");
    }

    #[test]
    fn punctuation_alone_is_not_a_passage() {
        let s = segments("黑方，白方。", "黑方、白方。");
        assert!(s.iter().any(|x| x.change != Change::Same));
        assert!(passages(&s).is_empty());
    }
}
