//! Rendering a comparison of editions: aligned text columns, markdown, JSON.

use super::messages::Messages;
use super::words;
use crate::compare::{Cell, Comparison};
use crate::judgement::GameResult;
use std::fmt::Write;

fn cell_text(m: &Messages, cells: &[Cell], left_to: &Option<Vec<String>>) -> String {
    if cells.is_empty() {
        return uncovered(m, left_to).unwrap_or_else(|| m.t("compare-nothing"));
    }
    // Verdicts joined without spaces: a table cell stays narrow.
    let joined = |v: &[crate::vocabulary::Verdict]| {
        v.iter()
            .map(|x| words::verdict(m, *x))
            .collect::<Vec<_>>()
            .join("+")
    };
    cells
        .iter()
        .map(|c| {
            let what = match &c.choices {
                Some((by, options)) => {
                    let options: Vec<String> = options.iter().map(|o| joined(o)).collect();
                    m.f(
                        "choice-list",
                        &[
                            ("chooser", &words::chooser(m, *by)),
                            ("options", &options.join(" | ")),
                        ],
                    )
                }
                None if c.verdict.is_empty() => m.t("verdicts-nothing"),
                None => joined(&c.verdict),
            };
            let claim = c.claim.map_or(String::new(), |s| {
                m.f(
                    "compare-text-claim",
                    &[("state", &words::claim_state(m, s))],
                )
            });
            let amount = c.amount.map_or(String::new(), |a| {
                m.f(
                    "compare-text-amount",
                    &[("amount", &crate::units::stones(a))],
                )
            });
            m.f(
                "compare-text-cell",
                &[
                    ("articles", &c.articles.join(",")),
                    ("what", &what),
                    ("amount", &amount),
                    ("claim", &claim),
                    ("stand-ins", &stand_ins(m, c)),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// ` (stand-in late-limit 60 minutes)`: a value the text does not give
/// that decided the cell.
pub(crate) fn stand_ins(m: &Messages, c: &Cell) -> String {
    c.stand_ins
        .iter()
        .map(|s| {
            m.f(
                "compare-stand-in",
                &[
                    ("parameter", &s.parameter),
                    ("value", &words::quantity(m, s.value, &s.unit)),
                ],
            )
        })
        .collect()
}

fn result_text(m: &Messages, r: &GameResult) -> String {
    let outcome = words::outcome(m, r.outcome);
    match r.margin {
        Some(margin) => m.f(
            "compare-result-margin",
            &[
                ("outcome", &outcome),
                ("margin", &crate::units::stones(margin.as_f64())),
            ],
        ),
        None => outcome,
    }
}

fn heading(c: &Comparison, i: usize) -> String {
    let e = &c.editions[i];
    match &e.supplement {
        Some(s) => format!("{} + {}", e.edition, s.split(" — ").next().unwrap_or(s)),
        None => e.edition.clone(),
    }
}

/// `s` padded to `width` terminal columns (a Chinese character takes two).
fn pad(s: &str, width: usize) -> String {
    let n = super::width(s);
    format!("{s}{}", " ".repeat(width.saturating_sub(n)))
}

/// An edition without a rule on the event: the articles that leave it to
/// the arbiter, or that its text has none.
pub(crate) fn uncovered(m: &Messages, left_to: &Option<Vec<String>>) -> Option<String> {
    match left_to.as_deref()? {
        [] => Some(m.t("compare-uncovered-none")),
        ids => Some(m.f("compare-uncovered", &[("articles", &ids.join(", "))])),
    }
}

/// A row's event as a person names it: a move by its number, player and
/// point, else as written.
pub(crate) fn label(m: &Messages, row: &crate::compare::Row) -> String {
    match &row.named {
        Some((number, player, point)) => m.f(
            "compare-move-label",
            &[
                ("move", &number.to_string()),
                ("player", player.map_or("", |c| c.letter())),
                ("point", point),
            ],
        ),
        None => row.label.clone(),
    }
}

/// The open choices of each edition's result, in words.
fn open_choices<'a>(
    m: &'a Messages,
    r: &'a crate::compare::ComparedResult,
) -> impl Iterator<Item = String> + 'a {
    r.open
        .iter()
        .filter_map(move |f| super::remarks::open_choice(m, f))
}

/// The table's rows: the header, each event, the result.
fn table(m: &Messages, c: &Comparison) -> Vec<Vec<String>> {
    let mut header = vec![String::new(), m.t("compare-event"), m.t("compare-line")];
    header.extend((0..c.editions.len()).map(|i| heading(c, i)));
    let mut table: Vec<Vec<String>> = vec![header];
    for row in &c.rows {
        let mut line = vec![
            if row.differs { "≠" } else { "" }.to_string(),
            label(m, row),
            row.line.to_string(),
        ];
        line.extend(
            row.cells
                .iter()
                .zip(&row.left_to)
                .map(|(cells, left)| cell_text(m, cells, left)),
        );
        table.push(line);
    }
    let mut result = vec![
        if c.results_differ { "≠" } else { "" }.to_string(),
        m.t("compare-result"),
        String::new(),
    ];
    result.extend(c.results.iter().map(|r| result_text(m, &r.result)));
    table.push(result);
    table
}

/// The comparison as a text table with each edition's result.
pub fn text(m: &Messages, c: &Comparison) -> String {
    let table = table(m, c);
    let widths: Vec<usize> = (0..table[0].len())
        .map(|k| table.iter().map(|r| super::width(&r[k])).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    let editions: Vec<String> = (0..c.editions.len()).map(|i| heading(c, i)).collect();
    let head = m.f(
        "compare-text-head",
        &[("file", &c.file), ("editions", &editions.join(", "))],
    );
    let _ = writeln!(out, "{head}\n");
    for (n, row) in table.iter().enumerate() {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(s, w)| pad(s, *w)).collect();
        let _ = writeln!(out, "{}", cells.join("  ").trim_end());
        if n == 0 || n + 2 == table.len() {
            let rule: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
            let _ = writeln!(out, "{}", rule.join("  "));
        }
    }
    let _ = writeln!(out);
    for (i, r) in c.results.iter().enumerate() {
        let _ = writeln!(out, "{}: {}", heading(c, i), r.result.arithmetic(m));
        for o in open_choices(m, r) {
            let _ = writeln!(out, "  {}", m.f("result-open", &[("choice", &o)]));
        }
    }
    let _ = writeln!(out, "\n{}", m.t("compare-key"));
    out
}

/// The comparison as a Markdown table.
pub fn markdown(m: &Messages, c: &Comparison) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "### `{}`\n", c.file);
    let heads: Vec<String> = (0..c.editions.len()).map(|i| heading(c, i)).collect();
    let (event, line) = (m.t("compare-event"), m.t("compare-line"));
    let _ = writeln!(out, "| | {event} | {line} | {} |", heads.join(" | "));
    let _ = writeln!(out, "|---|---|---|{}", "---|".repeat(heads.len()));
    let esc = |s: &str| s.replace('|', "\\|");
    for row in &c.rows {
        let cells: Vec<String> = row
            .cells
            .iter()
            .zip(&row.left_to)
            .map(|(cells, left)| esc(&cell_text(m, cells, left)))
            .collect();
        let _ = writeln!(
            out,
            "| {} | `{}` | {} | {} |",
            if row.differs { "≠" } else { "" },
            label(m, row),
            row.line,
            cells.join(" | ")
        );
    }
    let results: Vec<String> = c
        .results
        .iter()
        .map(|r| format!("**{}**", result_text(m, &r.result)))
        .collect();
    let _ = writeln!(
        out,
        "| {} | {} | | {} |",
        if c.results_differ { "≠" } else { "" },
        m.t("compare-result"),
        results.join(" | ")
    );
    let _ = writeln!(out);
    for (i, r) in c.results.iter().enumerate() {
        let _ = writeln!(out, "- {}: {}", heads[i], esc(&r.result.arithmetic(m)));
    }
    out
}

/// As [`json`]; with failed inputs, one array of every comparison and every
/// failure (`caipan/error/1` objects), so the output stays one document.
pub fn json_with_failures(list: &[Comparison], failures: Vec<super::error::ErrorObject>) -> String {
    if failures.is_empty() {
        return json(list);
    }
    #[derive(serde::Serialize)]
    #[serde(untagged)]
    enum Item<'a> {
        Compared(&'a Comparison),
        Failed(Box<super::json::Entry<'a>>),
    }
    let items: Vec<Item<'_>> = list
        .iter()
        .map(Item::Compared)
        .chain(
            failures
                .into_iter()
                .map(|e| Item::Failed(Box::new(super::json::Entry::failed(e)))),
        )
        .collect();
    crate::render::json::pretty(&items)
}

/// Comparisons as JSON.
pub fn json(list: &[Comparison]) -> String {
    match list {
        [one] => crate::render::json::pretty(one),
        many => crate::render::json::pretty(many),
    }
}
