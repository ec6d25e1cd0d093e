//! A reworded article's changed characters, as each view marks them: the
//! memo strikes out what went and sets in bold what came (`~~委~~**育总局**`),
//! the text view writes `[-委-]{+育总局+}` as wdiff does, and the page uses
//! `<del>` and `<ins>`. Every view draws on the one diff (`diff::wording`).

use crate::diff::{ArticlePair, Change, EditionDiff, Passage, Segment, passages};
use std::fmt::Write as _;

/// How a view marks removed and added characters.
struct Marks {
    removed: (&'static str, &'static str),
    added: (&'static str, &'static str),
}

const MARKDOWN: Marks = Marks {
    removed: ("~~", "~~"),
    added: ("**", "**"),
};

const TEXT: Marks = Marks {
    removed: ("[-", "-]"),
    added: ("{+", "+}"),
};

/// A passage as one line: `…国家体~~委~~**育总局**。…`.
fn passage(p: &Passage, m: &Marks, escape: fn(&str) -> String) -> String {
    let mut s = format!("…{}", escape(&p.before));
    s.push_str(&wrap(&escape(&p.removed), m.removed));
    s.push_str(&wrap(&escape(&p.added), m.added));
    let _ = write!(s, "{}…", escape(&p.after));
    s
}

/// Marks around a stretch, its outer spaces left outside them: Markdown
/// does not close `~~` or `**` after a space.
fn wrap(s: &str, (open, close): (&str, &str)) -> String {
    let inner = s.trim();
    if inner.is_empty() {
        return s.to_string();
    }
    let start = s.len() - s.trim_start().len();
    let end = start + inner.len();
    format!("{}{open}{inner}{close}{}", &s[..start], &s[end..])
}

fn pair_name(p: &ArticlePair) -> String {
    let name = |x: &Option<crate::diff::ArticleSide>| {
        x.as_ref()
            .map_or(String::new(), |x| format!("{} {}", x.id, x.title))
    };
    format!("{} → {}", name(&p.from), name(&p.to))
}

/// Text set in Markdown: the marks' own characters and the table's bar
/// escaped, a line break written as `newline`.
fn markdown(s: &str, newline: &str) -> String {
    s.replace('*', "\\*")
        .replace('~', "\\~")
        .replace('|', "\\|")
        .replace('\n', newline)
}

/// [`markdown`] on one line, for a passage in a bullet.
fn markdown_line(s: &str) -> String {
    markdown(s, " ")
}

fn plain(s: &str) -> String {
    s.replace('\n', " ")
}

/// The memo's section of changed words, one bullet per reworded article.
pub fn markdown_section(m: &super::messages::Messages, d: &EditionDiff) -> String {
    let mut out = String::new();
    let reworded: Vec<&ArticlePair> = d
        .articles
        .iter()
        .filter(|p| !p.wording.is_empty())
        .collect();
    if reworded.is_empty() {
        return out;
    }
    let _ = writeln!(
        out,
        "\n## {}\n\n{}\n",
        m.t("memo-changed-words"),
        m.t("memo-changed-words-intro")
    );
    for p in reworded {
        let shown: Vec<String> = passages(&p.wording)
            .iter()
            .map(|x| passage(x, &MARKDOWN, markdown_line))
            .collect();
        let _ = writeln!(out, "- **{}**: {}", pair_name(p), shown.join(" · "));
    }
    out
}

/// The text view's lines for a reworded article, indented under its pair.
pub fn text_lines(p: &ArticlePair) -> Vec<String> {
    passages(&p.wording)
        .iter()
        .map(|x| format!("    {}", passage(x, &TEXT, plain)))
        .collect()
}

/// One side of a reworded article's text in Markdown, its own changes marked:
/// the earlier text with what went struck out, the later with what came in bold.
pub fn markdown_side(wording: &[Segment], later: bool) -> String {
    let mut s = String::new();
    for seg in wording {
        let text = markdown(&seg.text, "<br>");
        match (seg.change, later) {
            (Change::Same, _) => s.push_str(&text),
            (Change::Removed, false) => s.push_str(&wrap(&text, MARKDOWN.removed)),
            (Change::Added, true) => s.push_str(&wrap(&text, MARKDOWN.added)),
            _ => {}
        }
    }
    s
}
