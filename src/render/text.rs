//! Text for people: each finding with its verdict and the cited text, the
//! result with its arithmetic, every word from the message layer
//! ([`super::messages`]) in the reader's language. Article listings for
//! `cite` and `editions` are [`super::cite`]'s.

use super::cite::indent;
use super::messages::Messages;
use super::text_finding::{Findings, articles};
use super::words;
use crate::judgement::*;
use std::fmt::Write;

pub use super::cite::{cite, contents, editions, rule_line, summary_line};

/// A judgement as text: each finding with its articles, then the result.
pub fn judgement(m: &Messages, j: &Judgement) -> String {
    let mut whole = String::new();
    let _ = judgement_in_parts(m, j, |part| {
        whole.push_str(part);
        Ok::<(), std::convert::Infallible>(())
    });
    whole
}

/// Text handed to `emit` once it passes this size (always whole lines),
/// so a judgement with a million findings is never one string of a
/// gigabyte: what the text costs in memory stays this, whatever its length.
const PART: usize = 64 * 1024;

/// [`judgement`] handed to `emit` a part at a time as it is written, each
/// part whole lines; the first error `emit` returns stops the writing.
pub fn judgement_in_parts<E>(
    m: &Messages,
    j: &Judgement,
    mut emit: impl FnMut(&str) -> Result<(), E>,
) -> Result<(), E> {
    let m = m.in_edition(j.claim_zh.as_deref());
    let mut out = String::new();
    header(m, &mut out, j);
    // Boards are in finding order: each finding takes the next one if it
    // is its own (no search of every board for every finding).
    let mut boards = j.boards.iter().peekable();
    // Made at the first finding: a judgement without one (most of an
    // archive) resolves no template.
    let mut findings = None;
    for (index, f) in j.findings.iter().enumerate() {
        findings
            .get_or_insert_with(|| Findings::new(m))
            .write(&mut out, j, f);
        if let Some((_, d)) = boards.next_if(|(k, _)| *k == index) {
            let _ = writeln!(out);
            let _ = write!(out, "{}", indent(&super::diagram::text(m, d), "    "));
            let _ = writeln!(out);
        }
        if j.boards_stopped == Some(index) {
            let _ = writeln!(out, "\n    {}", boards_stop(m, j, index));
        }
        if out.len() >= PART {
            emit_lines(&mut out, &mut emit)?;
        }
    }
    for r in &j.remarks {
        remark(m, &mut out, j, r);
    }
    if let Some(d) = &j.defect {
        let line = m.f(
            "check-defect",
            &[
                ("line", &d.line.to_string()),
                ("column", &d.column.to_string()),
                ("defect", &d.message(m)),
                ("move", &j.moves_judged.to_string()),
            ],
        );
        let _ = writeln!(out, "\n{line}");
    }
    result(m, &mut out, j);
    emit(&out)
}

/// The whole lines of `out` handed to `emit` and taken out of it (a line
/// is never split: a terminal's decoration reads it whole).
fn emit_lines<E>(out: &mut String, emit: &mut impl FnMut(&str) -> Result<(), E>) -> Result<(), E> {
    if let Some(end) = out.rfind('\n') {
        emit(&out[..=end])?;
        out.drain(..=end);
    }
    Ok(())
}

/// Where a report's boards stop: at finding `index`, the first without
/// one because of the limit.
pub(crate) fn boards_stop(m: &Messages, j: &Judgement, index: usize) -> String {
    let left = j.findings.len() - index;
    let at = j.findings.get(index).map_or(0, |f| f.move_number);
    m.f(
        "boards-stop",
        &[
            ("max", &j.boards.len().to_string()),
            ("left", &left.to_string()),
            ("at", &at.to_string()),
        ],
    )
}

/// The file, edition, supplement, opening and way of judging.
fn header(m: &Messages, out: &mut String, j: &Judgement) {
    let head = m.f(
        "check-header",
        &[
            ("file", &j.file),
            ("edition", &j.edition),
            ("title", super::words::edition_title(m, j)),
        ],
    );
    let _ = writeln!(out, "{head}");
    if let Some(official) = &j.summary_of {
        let official = m.prose(official, j.summary_of_zh.as_deref());
        let _ = writeln!(out, "{}", summary_line(m, official));
    }
    if let Some(s) = &j.supplement {
        let s = m.prose(s, j.supplement_zh.as_deref());
        let _ = writeln!(out, "{}", m.f("section-supplement", &[("supplement", s)]));
    }
    if let Some(p) = &j.protocol {
        let p = m.prose(p, j.protocol_zh.as_deref());
        let _ = writeln!(out, "{}", m.f("section-protocol", &[("protocol", p)]));
    }
    if let Some(o) = &j.opening {
        let _ = writeln!(out, "{}", m.f("check-opening", &[("opening", o)]));
    }
    if j.mode == crate::judgement::Mode::AsPlayed {
        let _ = writeln!(out, "{}", m.t("check-as-played"));
    }
    if j.findings.is_empty() {
        let none = m.f("section-no-finding", &[("edition", &j.edition)]);
        let _ = writeln!(out, "\n{none}");
    }
}

/// A remark, with the articles it cites.
fn remark(m: &Messages, out: &mut String, j: &Judgement, r: &Remark) {
    let line = m.f(
        "remark-line",
        &[
            ("line", &r.line.to_string()),
            ("column", &r.column.to_string()),
            ("message", &r.message(m)),
        ],
    );
    let _ = writeln!(out, "\n{line}");
    if let About::Breach {
        articles: cited, ..
    }
    | About::Uncovered {
        articles: cited, ..
    } = &r.about
    {
        articles(m, out, j, cited);
    }
}

/// The result, its arithmetic and articles, and the choices left open.
fn result(m: &Messages, out: &mut String, j: &Judgement) {
    let r = &j.result;
    let outcome = words::outcome(m, r.outcome);
    let line = match r.margin {
        Some(margin) => m.f(
            "section-result-margin",
            &[
                ("outcome", &outcome),
                ("margin", &crate::units::stones(margin.as_f64())),
            ],
        ),
        None => m.f("section-result", &[("outcome", &outcome)]),
    };
    let _ = writeln!(out, "\n{line}");
    let _ = writeln!(out, "  {}", r.arithmetic(m));
    if !r.articles.is_empty() {
        let articles = r.articles.join(", ");
        let _ = writeln!(
            out,
            "  {}",
            m.f("result-articles", &[("articles", &articles)])
        );
    }
    for c in super::remarks::open_choices(m, j) {
        let _ = writeln!(out, "  {}", m.f("result-open", &[("choice", &c)]));
    }
}
