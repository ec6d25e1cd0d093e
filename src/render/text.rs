//! Text for people: each finding with its verdict and the cited text, the
//! result with its arithmetic, every word from the message layer
//! ([`super::messages`]) in the reader's language. Article listings for
//! `cite` and `editions` are [`super::cite`]'s.

use super::cite::indent;
use super::messages::Messages;
use super::words;
use crate::judgement::*;
use crate::vocabulary::Verdict;
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
    for (index, f) in j.findings.iter().enumerate() {
        finding(m, &mut out, j, f);
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

/// One finding: where, which rule, its claim, its prescription, its
/// amount, notes and stand-ins, the cited texts, the ruling checked.
fn finding(m: &Messages, out: &mut String, j: &Judgement, f: &Finding) {
    let _ = writeln!(out, "\n{}", finding_head(m, f));
    let rule = m.f(
        "finding-rule",
        &[
            ("rule", f.rule()),
            ("topic", f.topic()),
            // The topic by its name, or as a heading in the catalogue's words:
            // the language's catalogue chooses which it shows.
            ("topic-words", &super::memo_words::heading(m, f.topic())),
            ("kind", &kind_and_claim(m, f)),
        ],
    );
    let _ = writeln!(out, "  {rule}");
    if f.after_decision {
        let _ = writeln!(out, "  {}", m.t("finding-after-decision"));
    }
    let changes_game = |v: &Verdict| {
        matches!(
            v,
            Verdict::MoveVoid
                | Verdict::MovesVoid
                | Verdict::ActVoid
                | Verdict::CountsAsPass
                | Verdict::ForfeitTurn
                | Verdict::RestoreStones
        )
    };
    if j.mode == crate::judgement::Mode::AsPlayed && f.verdict.iter().any(changes_game) {
        let _ = writeln!(out, "  {}", m.t("finding-as-played"));
    }
    if let Some(claim) = &f.claim {
        let claimant = claim
            .by
            .map_or_else(|| m.t("finding-claim-either"), |c| words::colour(m, c));
        let line = m.f(
            "finding-claim",
            &[
                ("claimant", &claimant),
                ("window", &words::window(m, claim.window)),
                ("status", &words::claim_state(m, claim.status)),
            ],
        );
        let _ = writeln!(out, "  {line}");
    }
    match &f.choices() {
        Some(ch) => choices(m, out, ch),
        None => {
            let v = words::verdicts(m, &f.verdict);
            let _ = writeln!(out, "  {}", m.f("finding-verdicts", &[("verdicts", &v)]));
        }
    }
    particulars(m, out, f);
    articles(m, out, j, f.articles());
    if let Some(r) = &f.ruling {
        let id = if r.compliant {
            "ruling-compliant"
        } else {
            "ruling-not-compliant"
        };
        let args = [
            ("written", r.written.as_str()),
            ("explanation", &r.explanation(m)),
        ];
        let _ = writeln!(out, "  {}", m.f(id, &args));
    }
    if let Some(t) = &f.tally {
        let _ = writeln!(out, "  {}", super::remarks::tally(m, t));
    }
}

/// A finding's first line: its move, player, event, what was written and
/// where.
fn finding_head(m: &Messages, f: &Finding) -> String {
    let (line, column) = (f.line.to_string(), f.column.to_string());
    let move_number = f.move_number.to_string();
    let event = words::event(m, f.event(), f.by.event_zh.as_deref());
    let mut args = vec![
        ("move", move_number.as_str()),
        ("event", &event),
        ("written", &f.written),
        ("line", &line),
        ("column", &column),
    ];
    match f.player {
        Some(p) => {
            let player = words::colour(m, p);
            args.push(("player", &player));
            m.f("finding-text-head", &args)
        }
        None => m.f("finding-text-head-nobody", &args),
    }
}

/// The cited articles, each with its id, title and text.
fn articles(m: &Messages, out: &mut String, j: &Judgement, cited: &[crate::ruleset::Provision]) {
    let id = if j.summary_of.is_some() {
        "article-line-summary"
    } else {
        "article-line"
    };
    for a in cited {
        let title = a.title_in(m.zh());
        let _ = writeln!(out, "  {}", m.f(id, &[("id", &a.id), ("title", title)]));
        let _ = writeln!(out, "{}", indent(a.text_in(m.zh()), "      "));
    }
}

/// The choices the text leaves, and what became of them.
fn choices(m: &Messages, out: &mut String, ch: &Choices) {
    let options: Vec<String> = ch.options.iter().map(|o| words::verdicts(m, o)).collect();
    let default = ch
        .default
        .and_then(|k| ch.options.get(k))
        .map(|o| {
            m.f(
                "choice-in-principle",
                &[("verdicts", &words::verdicts(m, o))],
            )
        })
        .unwrap_or_default();
    let line = m.f(
        "finding-choice",
        &[
            ("chooser", &words::chooser(m, ch.by)),
            ("options", &options.join(" | ")),
        ],
    );
    let _ = writeln!(out, "  {line}{default}");
    let chosen = |id: &str, k: usize| m.f(id, &[("verdicts", &words::verdicts(m, &ch.options[k]))]);
    let line = match ch.chosen {
        Some(k) if ch.defaulted => chosen("choice-defaulted", k),
        Some(k) => chosen("choice-chosen", k),
        None if ch.by == crate::vocabulary::Chooser::Supplement => m.t("choice-not-set"),
        None => m.t("choice-not-chosen"),
    };
    let _ = writeln!(out, "  {line}");
}

/// The amount, the note, the stand-ins and the supplement of a finding.
fn particulars(m: &Messages, out: &mut String, f: &Finding) {
    if let Some(amount) = f.amount {
        let one = amount == 1.0;
        let id = if f.verdict.contains(&Verdict::TimeDeduction) {
            if one {
                "amount-minute"
            } else {
                "amount-minutes"
            }
        } else if f.verdict.contains(&Verdict::OpponentDeduction) {
            if one { "amount-point" } else { "amount-points" }
        } else if one {
            "amount-stone"
        } else {
            "amount-stones"
        };
        let amount = crate::units::stones(amount);
        let _ = writeln!(out, "  {}", m.f(id, &[("amount", &amount)]));
    }
    if !f.note().is_empty() {
        let note = m.prose(f.note(), f.note_zh());
        let _ = writeln!(out, "  {}", m.f("finding-note", &[("note", note)]));
    }
    for s in &f.by.stand_ins {
        let sentence = super::result::stand_in_sentence(m, s);
        let _ = writeln!(
            out,
            "  {}",
            m.f("finding-stand-in", &[("sentence", &sentence)])
        );
    }
    if let Some(s) = &f.supplement() {
        let _ = writeln!(out, "  {}", m.f("finding-set-by", &[("supplement", s)]));
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
    for c in j.open_choices(m) {
        let _ = writeln!(out, "  {}", m.f("result-open", &[("choice", &c)]));
    }
}

/// The finding's kind, and what stands when its claim did not come.
pub(crate) fn kind_and_claim(m: &Messages, f: &crate::judgement::Finding) -> String {
    let kind = words::kind(m, f.kind());
    match &f.claim {
        // What stands is the rule's `unclaimed` verdict: most often
        // nothing changes, but a full board's draw may have waited.
        Some(c)
            if c.status == ClaimState::NotClaimed
                && f.verdict
                    .iter()
                    .all(|v| *v == crate::vocabulary::Verdict::NoCorrection) =>
        {
            m.f("kind-left-uncorrected", &[("kind", &kind)])
        }
        Some(c) if c.status == ClaimState::NotClaimed => {
            m.f("kind-not-claimed", &[("kind", &kind)])
        }
        _ => kind,
    }
}
