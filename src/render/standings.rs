//! Standings in words: a table (text or Markdown) with every criterion the
//! edition orders, then for each pair on equal points what decided between
//! them and the article, the withdrawals, and the articles cited with their
//! text. JSON is the [`Standings`] itself.

use crate::ruleset::Ruleset;
use crate::tournament::{Decision, Row, Standings, WithdrawalNote};
use crate::units::stones as number;
use std::fmt::Write;

#[path = "standings_notes.rs"]
mod notes;
pub use notes::{changes, departures, records};
#[path = "standings_html.rs"]
mod page;
pub use super::player_names::Names;
pub use page::html;

/// The standings as text (`markdown`: a Markdown table and lists).
pub fn standings(s: &Standings, rs: &Ruleset, markdown: bool) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}{} — standings under {} 《{}》, {}, {} rounds\n",
        if markdown { "## " } else { "" },
        s.title,
        s.edition,
        s.edition_title,
        s.system.name(),
        s.rounds
    );
    // A knockout counts no points and reads no tie-breaks on opponents.
    let knockout = s.system == crate::vocabulary::System::Knockout;
    let p = &s.points;
    if !knockout {
        let _ = writeln!(
            out,
            "points: win {}, draw {}, loss {} ({})\n",
            number(p.win),
            number(p.draw),
            number(p.loss),
            p.article
        );
    }
    if let Some(m) = &s.match_points {
        let _ = writeln!(
            out,
            "match points: win {}, draw {}, loss {} ({}); a match goes to the team with more game points\n",
            number(m.win),
            number(m.draw),
            number(m.loss),
            m.article
        );
    }
    readings(&mut out, s, knockout);
    table(&mut out, s, markdown);
    decisions(&mut out, s, markdown);
    withdrawals(&mut out, s, markdown);
    pairings(&mut out, s, markdown);
    articles(&mut out, s, rs, markdown);
    out
}

fn table(out: &mut String, s: &Standings, markdown: bool) {
    let who = if s.match_points.is_some() {
        "team"
    } else {
        "player"
    };
    // A knockout counts no points (the text says so): no points column.
    let points = s.system != crate::vocabulary::System::Knockout;
    let mut head = vec!["place".to_string(), who.into()];
    if points {
        head.push("points".into());
    }
    let shown: Vec<_> = s
        .tie_breaks
        .iter()
        .filter(|t| t.criterion != crate::vocabulary::Criterion::ExtraGameOrLots)
        .collect();
    head.extend(
        shown
            .iter()
            .map(|t| format!("{} ({})", t.criterion.name(), t.article)),
    );
    let mut lines = vec![head];
    for r in &s.rows {
        let mut line = vec![place(r), format!("{} {}", r.id, r.name)];
        if points {
            line.push(number(r.values.points));
        }
        line.extend(shown.iter().map(|t| cell(&r.values, t.criterion)));
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

pub(crate) fn place(r: &Row) -> String {
    match r.place {
        Some((a, b)) if a == b => a.to_string(),
        Some((a, b)) => format!("{a}–{b}"),
        None => "void".into(),
    }
}

/// How the opponent-based tie-breaks read what the text leaves loose: byes
/// and forfeits (the text's reading, or FIDE's virtual opponent where a
/// supplement chose it) and a cut Buchholz's cut.
fn readings(out: &mut String, s: &Standings, knockout: bool) {
    if knockout {
        return;
    }
    match (&s.virtual_opponent, &s.unplayed_games) {
        (Some(source), _) => {
            let _ = writeln!(
                out,
                "reading: each bye or forfeit counts in Buchholz and Sonneborn-Berger as a game against a virtual opponent with the player's own final points, as FIDE's tie-break regulations (2023) count an unplayed round ({} = 1, {source}); the lowest cut of a cut Buchholz takes such rounds first\n",
                crate::vocabulary::Reading::UnplayedVirtualOpponent.name()
            );
        }
        (None, (counted, Some(article), Some(note))) => {
            let how = if *counted { "count" } else { "do not count" };
            let _ = writeln!(
                out,
                "reading: forfeits and byes {how} in the tie-breaks ({article}): {note}\n"
            );
        }
        _ => {}
    }
    if let Some(([highest, lowest], article)) = &s.buchholz_cut {
        let _ = writeln!(
            out,
            "reading: median-buchholz cuts the {highest} highest and the {lowest} lowest opponent(s) when more than {} were met ({article})\n",
            highest + lowest
        );
    }
}

fn decisions(out: &mut String, s: &Standings, markdown: bool) {
    let decided: Vec<(&Row, &Decision)> = s
        .rows
        .iter()
        .filter_map(|r| r.decided.as_ref().map(|d| (r, d)))
        .collect();
    if decided.is_empty() {
        return;
    }
    let names = Names::of(s);
    let heading = if s.system == crate::vocabulary::System::Knockout {
        "places"
    } else {
        "ties on points"
    };
    let _ = writeln!(out, "{}{heading}:", if markdown { "**" } else { "" });
    if markdown {
        out.truncate(out.len() - 1);
        out.push_str("**\n");
    }
    for (r, d) in decided {
        let _ = writeln!(
            out,
            "{}{}",
            if markdown { "- " } else { "  " },
            decision(&names, r, d)
        );
    }
    out.push('\n');
}

/// A criterion's value in a table cell (board by board: each board's
/// points, board 1 first).
pub(crate) fn cell(v: &crate::tournament::Values, c: crate::vocabulary::Criterion) -> String {
    if c == crate::vocabulary::Criterion::EliminatedLater {
        return v
            .knocked_out
            .map_or("not knocked out".into(), |r| format!("round {r}"));
    }
    if c == crate::vocabulary::Criterion::BoardByBoard {
        let boards: Vec<String> = v.boards.iter().map(|&b| number(b)).collect();
        return boards.join("/");
    }
    v.shown(c).map_or("—".into(), |x| number(round(x)))
}

/// A criterion as a decision names it (board by board: which board).
pub(crate) fn criterion_name(d: &Decision) -> String {
    match (d.criterion, d.board) {
        (Some(c), Some(b)) => format!("{} (board {b})", c.name()),
        (Some(c), None) => c.name().to_string(),
        (None, _) => String::new(),
    }
}

/// A decision's value as words: a round of a knockout, or the number.
pub(crate) fn value(d: &Decision, v: f64) -> String {
    match d.criterion {
        Some(crate::vocabulary::Criterion::EliminatedLater) if v.is_infinite() => {
            "never knocked out".into()
        }
        Some(crate::vocabulary::Criterion::EliminatedLater) => format!("round {v}"),
        _ => number(round(v)),
    }
}

/// One tie in a sentence.
fn decision(names: &Names<'_>, r: &Row, d: &Decision) -> String {
    let (upper, over) = (names.who(&r.id), names.who(&d.over));
    match (d.criterion, d.values) {
        (Some(_), Some((a, b))) => format!(
            "{upper} before {over}: {} {} against {} ({})",
            criterion_name(d),
            value(d, a),
            value(d, b),
            d.article.as_deref().unwrap_or("")
        ),
        _ => match &d.article {
            Some(a) => format!(
                "{upper} and {over} are equal on every criterion the text computes: they share the place; if places may not be shared, extra games or lots decide ({a})"
            ),
            None => format!(
                "{upper} and {over} are equal on points and the text gives no tie-break: they share the place"
            ),
        },
    }
}

fn withdrawals(out: &mut String, s: &Standings, markdown: bool) {
    let list: &[WithdrawalNote] = &s.withdrawals;
    if list.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "{}",
        if markdown {
            "**withdrawals:**"
        } else {
            "withdrawals:"
        }
    );
    let names = Names::of(s);
    for w in list {
        let what = match (w.rule, w.void) {
            (_, true) => "fewer than half the rounds played: every result of the player is void".to_string(),
            (Some(crate::vocabulary::WithdrawalRule::VoidUnderHalf), false) => {
                "half the rounds or more played: the results stand, the games left are won by the opponents".into()
            }
            (Some(crate::vocabulary::WithdrawalRule::ResultsStand), _) => {
                "the results stand; the player is not paired again".into()
            }
            (Some(crate::vocabulary::WithdrawalRule::RestForfeited), _) => {
                "the results stand; the games left are forfeited".into()
            }
            (None, _) => "the edition's text says nothing of withdrawals: the results are counted as played".into(),
        };
        let article = w
            .article
            .as_deref()
            .map_or(String::new(), |a| format!(" ({a})"));
        let _ = writeln!(
            out,
            "{}{} withdrew after round {}, having played {} game(s): {what}{article}",
            if markdown { "- " } else { "  " },
            names.who(&w.player),
            w.after_round,
            w.played
        );
    }
    out.push('\n');
}

/// The Swiss pairings that depart from the text's principle.
fn pairings(out: &mut String, s: &Standings, markdown: bool) {
    let Some(p) = &s.pairing_reading else { return };
    let bullet = if markdown { "- " } else { "  " };
    let _ = writeln!(
        out,
        "pairings ({}, equal or near scores, near read as at most {} win(s) apart): {}",
        p.article,
        number(p.near_wins),
        if s.pairings.is_empty() {
            "every pairing follows the principle".to_string()
        } else {
            format!("{} depart", s.pairings.len())
        }
    );
    let names = Names::of(s);
    for n in &s.pairings {
        let mut what = Vec::new();
        if let Some([a, b]) = n.scores {
            what.push(format!(
                "scores {} and {} before the round",
                number(a),
                number(b)
            ));
        }
        if let Some(r) = n.met_in {
            what.push(format!("they met in round {r} already"));
        }
        let _ = writeln!(
            out,
            "{bullet}round {} {}–{}: {}",
            n.round,
            names.who(&n.players[0]),
            names.who(&n.players[1]),
            what.join("; ")
        );
    }
    out.push('\n');
}

/// Every article the standings cite, with its text.
fn articles(out: &mut String, s: &Standings, rs: &Ruleset, markdown: bool) {
    let mut ids: Vec<&str> = Vec::new();
    if s.system != crate::vocabulary::System::Knockout {
        ids.push(s.points.article.as_str());
    }
    ids.extend(s.match_points.iter().map(|m| m.article.as_str()));
    ids.extend(s.tie_breaks.iter().map(|t| t.article.as_str()));
    ids.extend(s.withdrawals.iter().filter_map(|w| w.article.as_deref()));
    ids.extend(s.pairing_reading.iter().map(|p| p.article.as_str()));
    let mut seen = Vec::new();
    let _ = writeln!(
        out,
        "{}",
        if markdown {
            "**articles:**"
        } else {
            "articles:"
        }
    );
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
