//! The standings' lines: places (shared where nothing the text computes
//! separates players), and for each player on equal points with the next
//! one, what decided between them.

use super::*;

/// The lines in order, void players last and unplaced.
pub(super) fn rows(
    t: &Tournament,
    values: &[Values],
    order: &[usize],
    void: &[bool],
    tie_breaks: &[TieBreak],
) -> Vec<Row> {
    let lots = tie_breaks
        .iter()
        .find(|t| t.criterion == Criterion::ExtraGameOrLots)
        .map(|t| t.article.clone());
    let mut out: Vec<Row> = Vec::with_capacity(t.players.len());
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
                .map(|q| decision(&values[p], &values[q], tie_breaks, &lots, &t.players[q].id));
            out.push(row(t, values, p, Some((start + 1, end)), decided));
        }
        start = end;
    }
    for p in (0..t.players.len()).filter(|&p| void[p]) {
        out.push(row(t, values, p, None, None));
    }
    out
}

fn row(
    t: &Tournament,
    values: &[Values],
    p: usize,
    place: Option<(usize, usize)>,
    decided: Option<Decision>,
) -> Row {
    Row {
        place,
        id: t.players[p].id.clone(),
        name: t.players[p].name.clone(),
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
        Some((k, x, y)) => Decision {
            criterion: Some(tie_breaks[k].criterion),
            article: Some(tie_breaks[k].article.clone()),
            values: Some((x, y)),
            over: over.to_string(),
        },
        None => Decision {
            criterion: None,
            article: lots.clone(),
            values: None,
            over: over.to_string(),
        },
    }
}
