//! Standings as one self-contained HTML page (styles inline, no script):
//! the table with every criterion and its article, then the same words
//! as the text report, for the notice board and the archive.

use super::{Standings, number, place};
use crate::render::html::{esc, page};
use crate::ruleset::Ruleset;
use std::fmt::Write;

/// The page: a heading, the standings table, and `words` (the text
/// report: ties, withdrawals, pairings, articles, checks) preformatted.
pub fn html(s: &Standings, rs: &Ruleset, words: &str) -> String {
    let mut body = format!(
        "<h1>{}</h1>\n<p>standings under {} 《{}》, {}, {} rounds</p>\n<table>\n<tr><th>place</th><th>{}</th><th>points ({})</th>",
        esc(&s.title),
        esc(&s.edition),
        esc(&rs.title),
        esc(s.system.name()),
        s.rounds,
        if s.match_points.is_some() {
            "team"
        } else {
            "player"
        },
        esc(&s.points.article)
    );
    let shown: Vec<_> = s
        .tie_breaks
        .iter()
        .filter(|t| t.criterion != crate::vocabulary::Criterion::ExtraGameOrLots)
        .collect();
    for t in &shown {
        let _ = write!(
            body,
            "<th>{} ({})</th>",
            esc(t.criterion.name()),
            esc(&t.article)
        );
    }
    body.push_str("</tr>\n");
    for r in &s.rows {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{} {}</td><td>{}</td>",
            esc(&place(r)),
            esc(&r.id),
            esc(&r.name),
            number(r.values.points)
        );
        for t in &shown {
            let _ = write!(
                body,
                "<td>{}</td>",
                esc(&super::cell(&r.values, t.criterion))
            );
        }
        body.push_str("</tr>\n");
    }
    let _ = write!(body, "</table>\n<pre>{}</pre>\n", esc(words));
    page(&s.title, &body)
}
