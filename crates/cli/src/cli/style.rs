//! Text output for a person at a terminal: verdicts, articles and results
//! in colour, long lines wrapped to the terminal's width with their
//! indentation kept. Nothing changes on a pipe, in a file or with
//! `NO_COLOR` set (colour only), so what scripts and tests read is the
//! plain text the renderers write.

use anstyle::{AnsiColor, Style};
use std::io::IsTerminal;

/// How text output is decorated.
#[derive(Clone, Copy, Default)]
pub(crate) struct Decoration {
    /// Colour (a terminal without `NO_COLOR`).
    pub colour: bool,
    /// Wrap to this width (a terminal).
    pub width: Option<usize>,
}

impl Decoration {
    /// What standard output allows.
    pub(crate) fn for_stdout() -> Decoration {
        if !std::io::stdout().is_terminal() {
            return Decoration::default();
        }
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Decoration {
            colour: !no_color,
            width: terminal_size::terminal_size().map(|(w, _)| usize::from(w.0).max(40)),
        }
    }
}

fn style_of(line: &str) -> Option<Style> {
    let t = line.trim_start();
    let indent = line.len() - t.len();
    let bold = Style::new().bold();
    if indent == 0 && (t.starts_with("move ") || t.starts_with("result:")) {
        return Some(bold);
    }
    if t.starts_with("verdict:")
        || t.starts_with("applies in principle:")
        || t.starts_with("chosen:")
    {
        let colour = if t.contains("loss") || t.contains("both-lose") {
            AnsiColor::Red
        } else {
            AnsiColor::Yellow
        };
        return Some(bold.fg_color(Some(colour.into())));
    }
    if t.contains("NOT compliant") || t.starts_with("DEFECTIVE") {
        return Some(bold.fg_color(Some(AnsiColor::Red.into())));
    }
    if t.starts_with("remark") || t.starts_with("tally for") {
        return Some(Style::new().fg_color(Some(AnsiColor::Magenta.into())));
    }
    // `  17.2 行棋`: an article cited (id then title, two-space indent).
    let first = t.split(' ').next().unwrap_or("");
    if indent == 2
        && !first.is_empty()
        && first
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c.is_ascii_uppercase())
        && first.starts_with(|c: char| c.is_ascii_digit())
    {
        return Some(Style::new().fg_color(Some(AnsiColor::Cyan.into())));
    }
    None
}

/// The text decorated line by line.
pub(crate) fn decorate(text: &str, d: Decoration) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for line in text.split_inclusive('\n') {
        let (body, end) = match line.strip_suffix('\n') {
            Some(b) => (b, "\n"),
            None => (line, ""),
        };
        let wrapped: Vec<String> = match d.width {
            Some(w) if textwrap::core::display_width(body) > w => {
                let indent: String = body.chars().take_while(|c| *c == ' ').collect();
                // Names such as edition ids and `double-move` stay whole.
                let options = textwrap::Options::new(w)
                    .word_splitter(textwrap::WordSplitter::NoHyphenation)
                    .initial_indent(&indent)
                    .subsequent_indent(&indent);
                textwrap::wrap(body.trim_start(), options)
                    .into_iter()
                    .map(|c| c.into_owned())
                    .collect()
            }
            _ => vec![body.to_string()],
        };
        let style = if d.colour { style_of(body) } else { None };
        for (i, part) in wrapped.iter().enumerate() {
            if i > 0 {
                out.push('\n');
            }
            match style {
                Some(s) => out.push_str(&format!("{}{part}{}", s.render(), s.render_reset())),
                None => out.push_str(part),
            }
        }
        out.push_str(end);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_without_a_terminal_coloured_and_wrapped_with_one() {
        let text = "move 4 Black · move · `B R16`\n  verdict: loss\n  17.2 行棋\n      一、一方并未表示弃权，另一方连走二步，判连走二步者为负。\n";
        assert_eq!(decorate(text, Decoration::default()), text);
        let d = Decoration {
            colour: true,
            width: Some(40),
        };
        let out = decorate(text, d);
        assert!(
            out.contains("\u{1b}[1m\u{1b}[31m  verdict: loss"),
            "{out:?}"
        );
        assert!(out.contains("\u{1b}[36m  17.2 行棋"), "{out:?}");
        // The long line wraps with its six-space indent kept.
        assert!(
            out.lines().filter(|l| l.starts_with("      ")).count() >= 2,
            "{out}"
        );
    }
}
