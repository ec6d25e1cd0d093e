//! One record judged under several editions, aligned event by event: the
//! rows a rules committee reads to see what a change of edition does to a
//! real dispute.

use crate::judgement::{Finding, GameResult, Judgement};
use crate::vocabulary::{Chooser, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;

/// One edition's result, with the choices it leaves open (serialised in
/// `render::schema`, where they are worded).
#[derive(Debug, Clone)]
pub struct ComparedResult {
    /// The result under this edition.
    pub result: GameResult,
    /// The findings that leave a choice open under this edition, for the
    /// views to word in their language.
    pub open: Vec<crate::judgement::Finding>,
}

/// One record judged under several editions, event by event.
#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    /// The record's file name.
    pub file: String,
    /// The editions, in the order asked for.
    pub editions: Vec<EditionColumn>,
    /// One row per event that any edition judged.
    pub rows: Vec<Row>,
    /// Each edition's result, in column order.
    pub results: Vec<ComparedResult>,
    /// Whether the results differ between editions.
    pub results_differ: bool,
}

/// An edition column's heading.
#[derive(Debug, Clone, Serialize)]
pub struct EditionColumn {
    /// The edition id.
    pub edition: String,
    /// The edition's title.
    pub title: String,
    /// The supplement applied on top, if any.
    pub supplement: Option<String>,
}

/// One event of the record and what each edition found in it.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    /// The event's position in the record.
    pub event_index: usize,
    /// The event as written.
    pub written: String,
    /// The event as a person names it: a move by its number, player and
    /// point (`move 31 W B18`, also for an SGF `W[bb]`), else as written
    /// (in English: the JSON's).
    pub label: String,
    /// The move the label names, for the views to word: its number, its
    /// player and its point (`None`: the event is named as written).
    #[serde(skip)]
    pub named: Option<(u32, Option<crate::record::ast::Colour>, String)>,
    /// Line of the event in the record (1-based).
    pub line: usize,
    /// Column of the event in the record (1-based, characters).
    pub column: usize,
    /// Per edition, in column order: what it found for this event.
    pub cells: Vec<Vec<Cell>>,
    /// Per edition: where it has no rule on the event, the articles that
    /// leave such conduct to the arbiter (empty: the text has none).
    pub left_to: Vec<Option<Vec<String>>>,
    /// The editions prescribe different verdicts (article numbers aside).
    pub differs: bool,
}

/// One finding of one edition, as a comparison cell shows it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Cell {
    /// The rule that fired.
    pub rule: String,
    /// The rule's topic (aligns the editions).
    pub topic: String,
    /// The articles cited.
    pub articles: Vec<String>,
    /// The verdict (empty while a choice is open).
    pub verdict: Vec<Verdict>,
    /// The choice left open, and who makes it.
    pub choices: Option<(Chooser, Vec<Vec<Verdict>>)>,
    /// The claim's state, for claim-bound rules.
    pub claim: Option<crate::judgement::ClaimState>,
    /// The size of a stone penalty (stones) or time deduction (minutes).
    pub amount: Option<f64>,
    /// Values the rule read that the text does not give (stand-ins).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stand_ins: Vec<crate::judgement::StandIn>,
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
            amount: f.amount,
            stand_ins: f.by.stand_ins.clone(),
        }
    }

    /// What the cell prescribes, without article numbers: verdicts and
    /// their amount (a deduction of 25 minutes is not one of 50).
    fn substance(&self) -> String {
        let names = |v: &[Verdict]| v.iter().map(|v| v.name()).collect::<Vec<_>>().join("+");
        let amount = self
            .amount
            .map_or(String::new(), |a| format!(" ×{}", crate::units::stones(a)));
        let verdicts = match &self.choices {
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
        };
        verdicts + &amount
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
    // Conduct an edition leaves to the arbiter, by where the event is written.
    let left: Vec<BTreeMap<(usize, usize), Vec<String>>> = judgements
        .iter()
        .map(|j| {
            j.remarks
                .iter()
                .filter_map(|r| match &r.about {
                    crate::judgement::About::Uncovered { articles, .. } => Some((
                        (r.line, r.column),
                        articles.iter().map(|a| a.id.clone()).collect(),
                    )),
                    _ => None,
                })
                .collect()
        })
        .collect();
    let rows = indices
        .into_iter()
        .filter_map(|i| row(&by_event, &left, i))
        .collect();
    let results: Vec<ComparedResult> = judgements
        .iter()
        .map(|j| ComparedResult {
            result: j.result.clone(),
            open: (j.findings.iter())
                .filter(|f| f.leaves_a_choice_open())
                .cloned()
                .collect(),
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

/// The row of event `i`: each edition's findings on it, whether they
/// differ, and the event named for people.
fn row(
    by_event: &[BTreeMap<usize, Vec<&Finding>>],
    left: &[BTreeMap<(usize, usize), Vec<String>>],
    i: usize,
) -> Option<Row> {
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
    let named = first
        .point
        .map(|p| (first.move_number, first.player, p.to_string()));
    let label = match &named {
        Some((number, player, p)) => {
            format!("move {number} {} {p}", player.map_or("", |c| c.letter()))
        }
        None => first.written.to_string(),
    };
    let at = (first.line as usize, first.column as usize);
    let left_to = left.iter().map(|m| m.get(&at).cloned()).collect();
    Some(Row {
        event_index: i,
        label,
        named,
        written: first.written.to_string(),
        line: first.line as usize,
        column: first.column as usize,
        cells,
        left_to,
        differs,
    })
}
