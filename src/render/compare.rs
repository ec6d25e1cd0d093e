//! Rendering a comparison of editions: aligned text columns, markdown, JSON.

use crate::compare::{Cell, Comparison};
use crate::judgement::GameResult;
use std::fmt::Write;

fn cell_text(cells: &[Cell], left_to: &Option<Vec<String>>) -> String {
    if cells.is_empty() {
        return uncovered(left_to).unwrap_or_else(|| "—".to_string());
    }
    cells
        .iter()
        .map(|c| {
            let what = match &c.choices {
                Some((by, options)) => format!(
                    "{} chooses {}",
                    by.name(),
                    options
                        .iter()
                        .map(|o| o.iter().map(|v| v.name()).collect::<Vec<_>>().join("+"))
                        .collect::<Vec<_>>()
                        .join(" | ")
                ),
                None if c.verdict.is_empty() => "nothing".to_string(),
                None => c
                    .verdict
                    .iter()
                    .map(|v| v.name())
                    .collect::<Vec<_>>()
                    .join("+"),
            };
            let claim = c.claim.map_or(String::new(), |s| format!(" [{s}]"));
            let amount = c.amount.map_or(String::new(), |a| {
                format!(" of {}", crate::units::stones(a))
            });
            format!(
                "{} {what}{amount}{claim}{}",
                c.articles.join(","),
                stand_ins(c)
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// ` (stand-in late-limit 60 minutes)`: a value the text does not give
/// that decided the cell.
pub(crate) fn stand_ins(c: &Cell) -> String {
    c.stand_ins
        .iter()
        .map(|s| {
            format!(
                " (stand-in {} {})",
                s.parameter,
                crate::units::quantity(s.value, &s.unit)
            )
        })
        .collect()
}

fn result_text(r: &GameResult) -> String {
    match r.margin {
        Some(m) => format!(
            "{} by {}",
            r.outcome.name(),
            crate::units::stones(m.as_f64())
        ),
        None => r.outcome.name().to_string(),
    }
}

fn heading(c: &Comparison, i: usize) -> String {
    let e = &c.editions[i];
    match &e.supplement {
        Some(s) => format!("{} + {}", e.edition, s.split(" — ").next().unwrap_or(s)),
        None => e.edition.clone(),
    }
}

fn pad(s: &str, width: usize) -> String {
    let n = s.chars().count();
    format!("{s}{}", " ".repeat(width.saturating_sub(n)))
}

/// An edition without a rule on the event: the articles that leave it to
/// the arbiter, or that its text has none.
pub(crate) fn uncovered(left_to: &Option<Vec<String>>) -> Option<String> {
    match left_to.as_deref()? {
        [] => Some("no article: nothing prescribed".into()),
        ids => Some(format!("left to the arbiter ({})", ids.join(", "))),
    }
}

/// The comparison as a text table with each edition's result.
pub fn text(c: &Comparison) -> String {
    let mut header = vec!["".to_string(), "event".to_string(), "line".to_string()];
    header.extend((0..c.editions.len()).map(|i| heading(c, i)));
    let mut table: Vec<Vec<String>> = vec![header];
    for row in &c.rows {
        let mut line = vec![
            if row.differs { "≠" } else { "" }.to_string(),
            row.label.clone(),
            row.line.to_string(),
        ];
        line.extend(
            row.cells
                .iter()
                .zip(&row.left_to)
                .map(|(cells, left)| cell_text(cells, left)),
        );
        table.push(line);
    }
    let mut result = vec![
        if c.results_differ { "≠" } else { "" }.to_string(),
        "result".to_string(),
        String::new(),
    ];
    result.extend(c.results.iter().map(|r| result_text(&r.result)));
    table.push(result);
    let widths: Vec<usize> = (0..table[0].len())
        .map(|k| {
            table
                .iter()
                .map(|r| r[k].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} — compared under {}",
        c.file,
        (0..c.editions.len())
            .map(|i| heading(c, i))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let _ = writeln!(out);
    for (n, row) in table.iter().enumerate() {
        let cells: Vec<String> = row.iter().zip(&widths).map(|(s, w)| pad(s, *w)).collect();
        let _ = writeln!(out, "{}", cells.join("  ").trim_end());
        if n == 0 || n + 2 == table.len() {
            let _ = writeln!(
                out,
                "{}",
                widths
                    .iter()
                    .map(|w| "-".repeat(*w))
                    .collect::<Vec<_>>()
                    .join("  ")
            );
        }
    }
    let _ = writeln!(out);
    for (i, r) in c.results.iter().enumerate() {
        let _ = writeln!(out, "{}: {}", heading(c, i), r.result.arithmetic());
        for o in &r.open_choices {
            let _ = writeln!(out, "  open: {o}");
        }
    }
    let _ = writeln!(
        out,
        "\n≠ marks rows where the editions prescribe different verdicts or amounts."
    );
    out
}

/// The comparison as a Markdown table.
pub fn markdown(c: &Comparison) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "### `{}`\n", c.file);
    let heads: Vec<String> = (0..c.editions.len()).map(|i| heading(c, i)).collect();
    let _ = writeln!(out, "| | event | line | {} |", heads.join(" | "));
    let _ = writeln!(out, "|---|---|---|{}", "---|".repeat(heads.len()));
    let esc = |s: &str| s.replace('|', "\\|");
    for row in &c.rows {
        let cells: Vec<String> = row
            .cells
            .iter()
            .zip(&row.left_to)
            .map(|(cells, left)| esc(&cell_text(cells, left)))
            .collect();
        let _ = writeln!(
            out,
            "| {} | `{}` | {} | {} |",
            if row.differs { "≠" } else { "" },
            row.label,
            row.line,
            cells.join(" | ")
        );
    }
    let results: Vec<String> = c
        .results
        .iter()
        .map(|r| format!("**{}**", result_text(&r.result)))
        .collect();
    let _ = writeln!(
        out,
        "| {} | result | | {} |",
        if c.results_differ { "≠" } else { "" },
        results.join(" | ")
    );
    let _ = writeln!(out);
    for (i, r) in c.results.iter().enumerate() {
        let _ = writeln!(out, "- {}: {}", heads[i], esc(&r.result.arithmetic()));
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
