//! The notes that go with standings: the check of published standings,
//! what the game records said against the table, and the players two
//! editions place differently.

use super::{Names, number, round};
use crate::render::messages::Messages;
use crate::tournament::Decision;
use std::fmt::Write;

/// The check of published standings in words: each departure, with what
/// ranks the player before the one published above.
pub fn departures(
    m: &Messages,
    list: &[crate::tournament::Departure],
    s: &crate::tournament::Standings,
    markdown: bool,
) -> String {
    let mut out = String::new();
    let bullet = if markdown { "- " } else { "  " };
    let names = Names::of(s);
    if list.is_empty() {
        let _ = writeln!(out, "{}", m.t("published-all-agree"));
        return out;
    }
    let count = list.len().to_string();
    let _ = writeln!(out, "{}", m.f("published-depart", &[("count", &count)]));
    for d in list {
        let given = match d.computed {
            Some((a, b)) if a == b => m.f("published-give", &[("place", &a.to_string())]),
            Some((a, b)) => m.f("published-give", &[("place", &format!("{a}–{b}"))]),
            None => m.t("published-void"),
        };
        let why = match (d.above.as_deref().map(|q| names.who(q)), &d.by, d.values) {
            (Some(q), Some(by), Some((x, y))) => {
                let article = d
                    .article
                    .as_deref()
                    .map_or(String::new(), |a| format!(" ({a})"));
                m.f(
                    "published-before",
                    &[
                        ("above", &q),
                        ("criterion", &m.word("criterion", by)),
                        ("a", &number(round(x))),
                        ("b", &number(round(y))),
                        ("article", &article),
                    ],
                )
            }
            _ => String::new(),
        };
        let line = m.f(
            "published-line",
            &[
                ("player", &names.who(&d.player)),
                (
                    "published",
                    &match d.shared_to {
                        Some(last) => format!("{}–{last}", d.published),
                        None => d.published.to_string(),
                    },
                ),
                ("given", &given),
                ("why", &why),
            ],
        );
        let _ = writeln!(out, "{bullet}{line}");
    }
    out
}

/// What the game records said against the table.
pub fn records(
    m: &Messages,
    notes: &[crate::tournament::GameNote],
    s: &crate::tournament::Standings,
    markdown: bool,
) -> String {
    let mut out = String::new();
    if notes.is_empty() {
        return out;
    }
    let bullet = if markdown { "- " } else { "  " };
    let names = Names::of(s);
    let differ = notes
        .iter()
        .filter(|n| n.judged.is_some_and(|j| j != n.table))
        .count();
    let judged = notes.iter().filter(|n| n.problem.is_none()).count();
    let head = m.f(
        "records-head",
        &[
            ("judged", &judged.to_string()),
            ("games", &notes.len().to_string()),
            ("differ", &differ.to_string()),
        ],
    );
    let _ = writeln!(out, "{head}");
    for n in notes {
        let game = m.f(
            "records-game",
            &[
                ("round", &n.round.to_string()),
                ("a", &names.who(&n.players[0])),
                ("b", &names.who(&n.players[1])),
                ("record", &n.record),
            ],
        );
        let name = |r: crate::tournament::GameResult| {
            serde_json::to_value(r)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        };
        let table = name(n.table);
        let said = match (&n.problem, n.judged) {
            (Some(p), _) => m.f("records-not-judged", &[("problem", p), ("table", &table)]),
            (None, None) => m.f("records-undecided", &[("table", &table)]),
            (None, Some(j)) if j == n.table => m.f("records-as-table", &[("judged", &name(j))]),
            (None, Some(j)) => m.f(
                "records-differs",
                &[
                    ("judged", &name(j)),
                    ("articles", &n.articles.join(", ")),
                    ("table", &table),
                ],
            ),
        };
        let warned = match n.warnings {
            [0, 0] => String::new(),
            [b, w] => m.f(
                "records-warnings",
                &[("black", &b.to_string()), ("white", &w.to_string())],
            ),
        };
        let _ = writeln!(out, "{bullet}{game}: {said}{warned}");
    }
    out
}

/// One tournament under two editions: who is placed differently, and why.
pub fn changes(
    m: &Messages,
    list: &[crate::tournament::PlaceChange],
    s: &crate::tournament::Standings,
    editions: [&str; 2],
    markdown: bool,
) -> String {
    let mut out = String::new();
    let bullet = if markdown { "- " } else { "  " };
    let names = Names::of(s);
    let (a, b) = (("a", editions[0]), ("b", editions[1]));
    if list.is_empty() {
        let _ = writeln!(out, "{}", m.f("changes-none", &[a, b]));
        return out;
    }
    let count = list.len().to_string();
    let _ = writeln!(out, "{}", m.f("changes-head", &[("count", &count), a, b]));
    for c in list {
        let side = |k: usize| {
            let place = match c.places[k] {
                Some((a, b)) if a == b => a.to_string(),
                Some((a, b)) => format!("{a}–{b}"),
                None => m.t("standings-void"),
            };
            let why: Vec<String> = c.why[k]
                .iter()
                .map(|(upper, d)| short(m, &names, upper, d))
                .collect();
            let at = [("place", place.as_str()), ("edition", editions[k])];
            if why.is_empty() {
                m.f("changes-side", &at)
            } else {
                let why = why.join(&m.t("meaning-sep"));
                let mut args = at.to_vec();
                args.push(("why", &why));
                m.f("changes-side-why", &args)
            }
        };
        let _ = writeln!(
            out,
            "{bullet}{}: {}; {}",
            names.who(&c.player),
            side(0),
            side(1)
        );
    }
    out
}

/// A decision in a few words.
fn short(m: &Messages, names: &Names<'_>, upper: &str, d: &Decision) -> String {
    let (upper, over) = (names.who(upper), names.who(&d.over));
    let who = [("upper", upper.as_str()), ("over", &over)];
    match (d.criterion, d.values) {
        (Some(_), Some(values)) => super::before(m, &who, d, values),
        _ => match &d.article {
            Some(a) => {
                let mut all = who.to_vec();
                all.push(("article", a));
                m.f("changes-level-lots", &all)
            }
            None => m.f("changes-level-none", &who),
        },
    }
}
