//! Standings in words: a table (text or Markdown) with every criterion the
//! edition orders, then for each pair on equal points what decided between
//! them and the article, the withdrawals, and the articles cited with their
//! text. JSON is the [`Standings`] itself.

use super::messages::Messages;
use crate::ruleset::Ruleset;
use crate::tournament::{Decision, Row, Standings};
use crate::units::stones as number;
use std::fmt::Write;

#[path = "standings_notes.rs"]
mod notes;
pub use notes::{changes, departures, records};
#[path = "standings_course.rs"]
mod course;
#[path = "standings_html.rs"]
mod page;
pub use super::player_names::Names;
use course::{pairings, withdrawals};
pub use page::html;

/// The standings as text (`markdown`: a Markdown table and lists).
pub fn standings(m: &Messages, s: &Standings, rs: &Ruleset, markdown: bool) -> String {
    let mut out = String::new();
    let head = m.f(
        "standings-head",
        &[
            ("title", &s.title),
            ("edition", &s.edition),
            (
                "edition-title",
                if m.zh() {
                    &s.edition_title
                } else {
                    &rs.title_en
                },
            ),
            ("system", &m.word("system", s.system.name())),
            ("rounds", &s.rounds.to_string()),
        ],
    );
    let _ = writeln!(out, "{}{head}\n", if markdown { "## " } else { "" });
    // A knockout counts no points and reads no tie-breaks on opponents.
    let knockout = s.system == crate::vocabulary::System::Knockout;
    let p = &s.points;
    let points = |id: &str, p: &crate::ruleset::tournament::Points| {
        let args = [
            ("win", number(p.win)),
            ("draw", number(p.draw)),
            ("loss", number(p.loss)),
            ("article", p.article.clone()),
        ];
        m.f(id, &args.each_ref().map(|(k, v)| (*k, v.as_str())))
    };
    if !knockout {
        let _ = writeln!(out, "{}\n", points("standings-points-line", p));
    }
    if let Some(mp) = &s.match_points {
        let _ = writeln!(out, "{}\n", points("standings-match-points", mp));
    }
    readings(m, &mut out, s, knockout);
    table(m, &mut out, s, markdown);
    decisions(m, &mut out, s, markdown);
    withdrawals(m, &mut out, s, markdown);
    pairings(m, &mut out, s, markdown);
    articles(m, &mut out, s, rs, markdown);
    out
}

fn table(m: &Messages, out: &mut String, s: &Standings, markdown: bool) {
    let who = if s.match_points.is_some() {
        "standings-col-team"
    } else {
        "standings-col-player"
    };
    // A knockout counts no points (the text says so): no points column.
    let points = s.system != crate::vocabulary::System::Knockout;
    let mut head = vec![m.t("standings-col-place"), m.t(who)];
    if points {
        head.push(m.t("standings-col-points"));
    }
    let shown: Vec<_> = s
        .tie_breaks
        .iter()
        .filter(|t| t.criterion != crate::vocabulary::Criterion::ExtraGameOrLots)
        .collect();
    head.extend(shown.iter().map(|t| {
        m.f(
            "standings-col-criterion",
            &[
                ("criterion", &criterion(m, t.criterion)),
                ("article", &t.article),
            ],
        )
    }));
    let mut lines = vec![head];
    for r in &s.rows {
        let mut line = vec![place(m, r), format!("{} {}", r.id, r.name)];
        if points {
            line.push(number(r.values.points));
        }
        line.extend(shown.iter().map(|t| cell(m, &r.values, t.criterion)));
        lines.push(line);
    }
    if markdown {
        for (k, l) in lines.iter().enumerate() {
            let _ = writeln!(out, "| {} |", l.join(" | "));
            if k == 0 {
                let _ = writeln!(out, "|{}", " --- |".repeat(l.len()));
            }
        }
    } else {
        columns(out, &lines);
    }
    out.push('\n');
}

/// Lines as aligned columns (widths in characters).
fn columns(out: &mut String, lines: &[Vec<String>]) {
    let n = lines.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..n)
        .map(|c| lines.iter().map(|l| super::width(&l[c])).max().unwrap_or(0))
        .collect();
    for l in lines {
        let cells: Vec<String> = l
            .iter()
            .zip(&widths)
            .map(|(cell, w)| format!("{cell}{}", " ".repeat(w - super::width(cell))))
            .collect();
        let _ = writeln!(out, "{}", cells.join("  ").trim_end());
    }
}

/// Values with two decimals at most (averages), exact values as they are.
pub(crate) fn round(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

pub(crate) fn place(m: &Messages, r: &Row) -> String {
    match r.place {
        Some((a, b)) if a == b => a.to_string(),
        Some((a, b)) => format!("{a}–{b}"),
        None => m.t("standings-void"),
    }
}

/// A tie-break criterion by its name, in the reader's words.
pub(crate) fn criterion(m: &Messages, c: crate::vocabulary::Criterion) -> String {
    m.word("criterion", c.name())
}

/// How the opponent-based tie-breaks read what the text leaves loose: byes
/// and forfeits (the text's reading, or FIDE's virtual opponent where a
/// supplement chose it) and a cut Buchholz's cut.
fn readings(m: &Messages, out: &mut String, s: &Standings, knockout: bool) {
    if knockout {
        return;
    }
    match (&s.virtual_opponent, &s.unplayed_games) {
        (Some(source), _) => {
            let reading = crate::vocabulary::Reading::UnplayedVirtualOpponent.name();
            let line = m.f(
                "standings-reading-virtual",
                &[("reading", reading), ("source", source)],
            );
            let _ = writeln!(out, "{line}\n");
        }
        (None, (counted, Some(article), Some(note))) => {
            let id = if *counted {
                "standings-reading-count"
            } else {
                "standings-reading-not-count"
            };
            let note = m.prose(note, s.unplayed_note_zh.as_deref());
            let line = m.f(id, &[("article", article), ("note", note)]);
            let _ = writeln!(out, "{line}\n");
        }
        _ => {}
    }
    if let Some(([highest, lowest], article)) = &s.buchholz_cut {
        let line = m.f(
            "standings-reading-cut",
            &[
                ("highest", &highest.to_string()),
                ("lowest", &lowest.to_string()),
                ("met", &(highest + lowest).to_string()),
                ("article", article),
            ],
        );
        let _ = writeln!(out, "{line}\n");
    }
}

fn decisions(m: &Messages, out: &mut String, s: &Standings, markdown: bool) {
    let decided: Vec<(&Row, &Decision)> = s
        .rows
        .iter()
        .filter_map(|r| r.decided.as_ref().map(|d| (r, d)))
        .collect();
    if decided.is_empty() {
        return;
    }
    let names = Names::of(s);
    let heading = m.t(if s.system == crate::vocabulary::System::Knockout {
        "standings-places"
    } else {
        "standings-ties"
    });
    if markdown {
        let _ = writeln!(out, "**{heading}**");
    } else {
        let _ = writeln!(out, "{heading}");
    }
    for (r, d) in decided {
        let _ = writeln!(
            out,
            "{}{}",
            if markdown { "- " } else { "  " },
            decision(m, &names, r, d)
        );
    }
    out.push('\n');
}

/// A criterion's value in a table cell (board by board: each board's
/// points, board 1 first).
pub(crate) fn cell(
    m: &Messages,
    v: &crate::tournament::Values,
    c: crate::vocabulary::Criterion,
) -> String {
    if c == crate::vocabulary::Criterion::EliminatedLater {
        return v.knocked_out.map_or_else(
            || m.t("standings-not-knocked-out"),
            |r| m.f("standings-round", &[("round", &r.to_string())]),
        );
    }
    if c == crate::vocabulary::Criterion::BoardByBoard {
        let boards: Vec<String> = v.boards.iter().map(|&b| number(b)).collect();
        return boards.join("/");
    }
    v.shown(c).map_or("—".into(), |x| number(round(x)))
}

/// A criterion as a decision names it (board by board: which board).
pub(crate) fn criterion_name(m: &Messages, d: &Decision) -> String {
    match (d.criterion, d.board) {
        (Some(c), Some(b)) => m.f(
            "standings-board",
            &[("criterion", &criterion(m, c)), ("board", &b.to_string())],
        ),
        (Some(c), None) => criterion(m, c),
        (None, _) => String::new(),
    }
}

/// A decision's value as words: a round of a knockout, or the number.
pub(crate) fn value(m: &Messages, d: &Decision, v: f64) -> String {
    match d.criterion {
        Some(crate::vocabulary::Criterion::EliminatedLater) if v.is_infinite() => {
            m.t("standings-never-knocked-out")
        }
        Some(crate::vocabulary::Criterion::EliminatedLater) => {
            m.f("standings-round", &[("round", &v.to_string())])
        }
        _ => number(round(v)),
    }
}

/// One tie in a sentence.
fn decision(m: &Messages, names: &Names<'_>, r: &Row, d: &Decision) -> String {
    let (upper, over) = (names.who(&r.id), names.who(&d.over));
    let who = [("upper", upper.as_str()), ("over", &over)];
    match (d.criterion, d.values) {
        (Some(_), Some(values)) => before(m, &who, d, values),
        _ => match &d.article {
            Some(a) => {
                let mut all = who.to_vec();
                all.push(("article", a));
                m.f("standings-equal-lots", &all)
            }
            None => m.f("standings-equal-none", &who),
        },
    }
}

/// `A before B: buchholz 10 against 8 (27.2.B)`: what ranks `who`'s upper
/// player first.
pub(crate) fn before(
    m: &Messages,
    who: &[(&str, &str)],
    d: &Decision,
    (a, b): (f64, f64),
) -> String {
    let args = [
        ("criterion", criterion_name(m, d)),
        ("a", value(m, d, a)),
        ("b", value(m, d, b)),
        ("article", d.article.clone().unwrap_or_default()),
    ];
    let mut all = who.to_vec();
    all.extend(args.iter().map(|(k, v)| (*k, v.as_str())));
    m.f("standings-before", &all)
}

/// Every article the standings cite, with its text.
fn articles(m: &Messages, out: &mut String, s: &Standings, rs: &Ruleset, markdown: bool) {
    let mut ids: Vec<&str> = Vec::new();
    if s.system != crate::vocabulary::System::Knockout {
        ids.push(s.points.article.as_str());
    }
    ids.extend(s.match_points.iter().map(|m| m.article.as_str()));
    ids.extend(s.tie_breaks.iter().map(|t| t.article.as_str()));
    ids.extend(s.withdrawals.iter().filter_map(|w| w.article.as_deref()));
    ids.extend(s.pairing_reading.iter().map(|p| p.article.as_str()));
    let mut seen = Vec::new();
    let title = m.t("standings-articles");
    if markdown {
        let _ = writeln!(out, "**{title}**");
    } else {
        let _ = writeln!(out, "{title}");
    }
    for id in ids {
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        if let Some(p) = rs.provision(id) {
            let text = p.text.replace('\n', " ");
            let _ = writeln!(
                out,
                "{}{} {}: {text}",
                if markdown { "- " } else { "  " },
                p.id,
                p.title
            );
        }
    }
}
