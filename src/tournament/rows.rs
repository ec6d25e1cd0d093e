//! The standings' lines: places (shared where nothing the text computes
//! separates players), and for each player on equal points with the next
//! one, what decided between them.

use super::*;

/// The lines in order, void players last and unplaced.
pub(super) fn rows(
    names: &[(String, String)],
    values: &[Values],
    order: &[usize],
    void: &[bool],
    tie_breaks: &[TieBreak],
) -> Vec<Row> {
    let lots = tie_breaks
        .iter()
        .find(|t| t.criterion == Criterion::ExtraGameOrLots)
        .map(|t| t.article.clone());
    let mut out: Vec<Row> = Vec::with_capacity(names.len());
    let mut start = 0;
    while start < order.len() {
        // The group sharing a place: equal points, equal on every criterion.
        let mut end = start + 1;
        while end < order.len() && same(&values[order[start]], &values[order[end]], tie_breaks) {
            end += 1;
        }
        for k in start..end {
            let p = order[k];
            let next = order.get(k + 1).copied();
            let decided = next
                .filter(|&q| values[q].points == values[p].points)
                .map(|q| decision(&values[p], &values[q], tie_breaks, &lots, &names[q].0));
            out.push(row(names, values, p, Some((start + 1, end)), decided));
        }
        start = end;
    }
    for p in (0..names.len()).filter(|&p| void[p]) {
        out.push(row(names, values, p, None, None));
    }
    out
}

fn row(
    names: &[(String, String)],
    values: &[Values],
    p: usize,
    place: Option<(usize, usize)>,
    decided: Option<Decision>,
) -> Row {
    Row {
        place,
        id: names[p].0.clone(),
        name: names[p].1.clone(),
        values: values[p].clone(),
        decided,
    }
}

/// Equal points and equal on every criterion.
fn same(a: &Values, b: &Values, tie_breaks: &[TieBreak]) -> bool {
    a.points == b.points && separating(a, b, tie_breaks).is_none()
}

/// What separates `a` from the next player `b` on equal points.
fn decision(
    a: &Values,
    b: &Values,
    tie_breaks: &[TieBreak],
    lots: &Option<String>,
    over: &str,
) -> Decision {
    match separating(a, b, tie_breaks) {
        Some((k, x, y, board)) => Decision {
            criterion: Some(tie_breaks[k].criterion),
            article: Some(tie_breaks[k].article.clone()),
            values: Some((x, y)),
            board,
            over: over.to_string(),
        },
        None => Decision {
            criterion: None,
            article: lots.clone(),
            values: None,
            board: None,
            over: over.to_string(),
        },
    }
}
