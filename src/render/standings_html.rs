//! Standings as one self-contained HTML page (styles inline, no script):
//! the table with every criterion and its article, then the same words
//! as the text report, for the notice board and the archive. The markup is
//! `templates/standings.html`; every word comes from the message layer.

use super::{Standings, number, place};
use crate::render::html::page;
use crate::render::messages::Messages;
use crate::ruleset::Ruleset;
use askama::Template;

/// One entrant's row.
struct Row {
    place: String,
    entrant: String,
    points: String,
    cells: Vec<String>,
}

#[derive(Template)]
#[template(path = "standings.html")]
struct StandingsPage<'a> {
    title: &'a str,
    under: String,
    place_word: String,
    entrant_word: String,
    points_word: String,
    tie_breaks: Vec<String>,
    rows: Vec<Row>,
    words: &'a str,
}

/// The page: a heading, the standings table, and `words` (the text
/// report: ties, withdrawals, pairings, articles, checks) preformatted.
pub fn html(m: &Messages, s: &Standings, rs: &Ruleset, words: &str) -> String {
    let shown: Vec<_> = s
        .tie_breaks
        .iter()
        .filter(|t| t.criterion != crate::vocabulary::Criterion::ExtraGameOrLots)
        .collect();
    let entrant = if s.match_points.is_some() {
        "standings-team"
    } else {
        "standings-player"
    };
    let standings_page = StandingsPage {
        title: &s.title,
        under: m.f(
            "standings-under",
            &[
                ("edition", &s.edition),
                ("title", &rs.title),
                ("system", &m.word("system", s.system.name())),
                ("rounds", &s.rounds.to_string()),
            ],
        ),
        place_word: m.t("standings-place"),
        entrant_word: m.t(entrant),
        points_word: m.f("standings-points", &[("article", &s.points.article)]),
        tie_breaks: shown
            .iter()
            .map(|t| {
                m.f(
                    "standings-tie-break",
                    &[
                        ("criterion", &super::criterion(m, t.criterion)),
                        ("article", &t.article),
                    ],
                )
            })
            .collect(),
        rows: s
            .rows
            .iter()
            .map(|r| Row {
                place: place(m, r),
                entrant: m.f("standings-entrant", &[("id", &r.id), ("name", &r.name)]),
                points: number(r.values.points),
                cells: shown
                    .iter()
                    .map(|t| super::cell(m, &r.values, t.criterion))
                    .collect(),
            })
            .collect(),
        words,
    };
    page(m, &s.title, &standings_page.render().unwrap_or_default())
}
