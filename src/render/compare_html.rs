//! Records under several editions side by side as a page (`compare
//! --html`): one table per record, a row per event where some edition has
//! something to say, each edition's verdicts in its column, the results
//! under them. The markup is `templates/comparison.html`; every word comes
//! from the message layer.

use super::html::page;
use super::messages::Messages;
use super::words;
use crate::compare::Comparison;
use askama::Template;

#[derive(Template)]
#[template(path = "comparison.html")]
struct ComparisonPart {
    heading: String,
    event_word: String,
    line_word: String,
    editions: Vec<String>,
    rows: Vec<ComparedRow>,
    result_word: String,
    results: Vec<(String, String)>,
    key: String,
}

/// One row of a comparison: an event, and each edition's cell (its lines).
struct ComparedRow {
    differs: bool,
    mark: String,
    label: String,
    line: usize,
    cells: Vec<Vec<String>>,
}

/// Records under several editions, side by side, one table each.
pub fn comparisons(m: &Messages, cs: &[Comparison]) -> String {
    let mut body = String::new();
    for c in cs {
        let _ = comparison_part(m, c).render_into(&mut body);
    }
    page(m, &m.t("compare-title"), &body)
}

fn comparison_part(m: &Messages, c: &Comparison) -> ComparisonPart {
    ComparisonPart {
        heading: m.f("compare-heading", &[("file", &c.file)]),
        event_word: m.t("compare-event"),
        line_word: m.t("compare-line"),
        editions: c
            .editions
            .iter()
            .map(|e| {
                m.f(
                    "compare-edition",
                    &[("edition", &e.edition), ("title", &e.title)],
                )
            })
            .collect(),
        rows: c
            .rows
            .iter()
            .map(|row| ComparedRow {
                differs: row.differs,
                mark: if row.differs {
                    m.t("compare-differs")
                } else {
                    String::new()
                },
                label: crate::render::compare::label(m, row),
                line: row.line,
                cells: row
                    .cells
                    .iter()
                    .zip(&row.left_to)
                    .map(|(cells, left)| compared_cell(m, cells, left))
                    .collect(),
            })
            .collect(),
        result_word: m.t("compare-result"),
        results: c
            .results
            .iter()
            .map(|r| (words::outcome(m, r.result.outcome), r.result.arithmetic(m)))
            .collect(),
        key: m.t("compare-key"),
    }
}

/// One edition's cell of a compared row: each rule's verdicts, or what
/// leaves the event to the arbiter, or nothing.
fn compared_cell(
    m: &Messages,
    cells: &[crate::compare::Cell],
    left: &Option<Vec<String>>,
) -> Vec<String> {
    let lines: Vec<String> = cells
        .iter()
        .map(|cell| {
            let verdict = match &cell.choices {
                Some((by, options)) => super::cite::prescription(
                    m,
                    &crate::ruleset::model::Prescription::Choice {
                        by: *by,
                        options: options.clone(),
                    },
                ),
                None => words::verdicts(m, &cell.verdict),
            };
            let stand_ins = crate::render::compare::stand_ins(m, cell);
            let articles = cell.articles.join(", ");
            match cell.amount {
                Some(a) => m.f(
                    "compare-amount",
                    &[
                        ("articles", &articles),
                        ("verdict", &verdict),
                        ("amount", &crate::units::stones(a)),
                        ("stand-ins", &stand_ins),
                    ],
                ),
                None => m.f(
                    "compare-cell",
                    &[
                        ("articles", &articles),
                        ("verdict", &verdict),
                        ("stand-ins", &stand_ins),
                    ],
                ),
            }
        })
        .collect();
    if !lines.is_empty() {
        return lines;
    }
    match crate::render::compare::uncovered(m, left) {
        Some(words) => vec![words],
        None => vec![m.t("compare-nothing")],
    }
}
