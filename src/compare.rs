//! One record judged under several editions, aligned event by event: the
//! rows a rules committee reads to see what a change of edition does to a
//! real dispute.

use crate::judgement::{Finding, GameResult, Judgement};
use crate::vocabulary::{Chooser, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;

/// One edition's result, with the choices it leaves open.
#[derive(Debug, Clone, Serialize)]
pub struct ComparedResult {
    #[serde(flatten)]
    pub result: GameResult,
    pub open_choices: Vec<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    pub file: String,
    pub editions: Vec<EditionColumn>,
    pub rows: Vec<Row>,
    pub results: Vec<ComparedResult>,
    /// Whether the results differ between editions.
    pub results_differ: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct EditionColumn {
    pub edition: String,
    pub title: String,
    pub supplement: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Row {
    pub event_index: usize,
    pub written: String,
    pub line: usize,
    pub column: usize,
    /// Per edition, in column order: what it found for this event.
    pub cells: Vec<Vec<Cell>>,
    /// The editions prescribe different verdicts (article numbers aside).
    pub differs: bool,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Cell {
    pub rule: String,
    pub topic: String,
    pub articles: Vec<String>,
    pub verdict: Vec<Verdict>,
    pub choices: Option<(Chooser, Vec<Vec<Verdict>>)>,
    pub claim: Option<crate::judgement::ClaimState>,
}

impl Cell {
    fn from(f: &Finding) -> Cell {
        Cell {
            rule: f.rule().to_string(),
            topic: f.topic().to_string(),
            articles: f.articles().iter().map(|a| a.id.clone()).collect(),
            verdict: f.verdict.clone(),
            choices: f
                .choices()
                .filter(|c| c.chosen.is_none())
                .map(|c| (c.by, c.options.to_vec())),
            claim: f.claim.as_ref().map(|c| c.status),
        }
    }

    /// What the cell prescribes, without article numbers.
    fn substance(&self) -> String {
        let names = |v: &[Verdict]| v.iter().map(|v| v.name()).collect::<Vec<_>>().join("+");
        match &self.choices {
            Some((by, options)) => format!(
                "{}:{}",
                by.name(),
                options
                    .iter()
                    .map(|o| names(o))
                    .collect::<Vec<_>>()
                    .join("|")
            ),
            None => names(&self.verdict),
        }
    }
}

/// Align judgements of one record (one per edition, in column order).
pub fn compare(judgements: &[Judgement]) -> Comparison {
    // Findings by event index, per judgement: built once, so aligning costs
    // O(findings · log events), however long the record.
    let by_event: Vec<BTreeMap<usize, Vec<&Finding>>> = judgements
        .iter()
        .map(|j| {
            let mut map: BTreeMap<usize, Vec<&Finding>> = BTreeMap::new();
            for f in &j.findings {
                map.entry(f.event_index).or_default().push(f);
            }
            map
        })
        .collect();
    let mut indices: Vec<usize> = by_event.iter().flat_map(|m| m.keys().copied()).collect();
    indices.sort_unstable();
    indices.dedup();
    let rows = indices
        .into_iter()
        .filter_map(|i| {
            let first = by_event
                .iter()
                .find_map(|m| m.get(&i).and_then(|fs| fs.first()))?;
            let cells: Vec<Vec<Cell>> = by_event
                .iter()
                .map(|m| {
                    m.get(&i)
                        .map(|fs| fs.iter().map(|f| Cell::from(f)).collect())
                        .unwrap_or_default()
                })
                .collect();
            let substance = |cells: &Vec<Cell>| {
                let mut s: Vec<String> = cells.iter().map(Cell::substance).collect();
                s.sort();
                s
            };
            let differs = cells
                .windows(2)
                .any(|w| substance(&w[0]) != substance(&w[1]));
            Some(Row {
                event_index: i,
                written: first.written.to_string(),
                line: first.line as usize,
                column: first.column as usize,
                cells,
                differs,
            })
        })
        .collect();
    let results: Vec<ComparedResult> = judgements
        .iter()
        .map(|j| ComparedResult {
            result: j.result.clone(),
            open_choices: j.open_choices().collect(),
        })
        .collect();
    let results_differ = results.windows(2).any(|w| {
        w[0].result.outcome != w[1].result.outcome || w[0].result.margin != w[1].result.margin
    });
    Comparison {
        file: judgements
            .first()
            .map(|j| j.file.clone())
            .unwrap_or_default(),
        editions: judgements
            .iter()
            .map(|j| EditionColumn {
                edition: j.edition.clone(),
                title: j.edition_title.clone(),
                supplement: j.supplement.clone(),
            })
            .collect(),
        rows,
        results,
        results_differ,
    }
}
