//! The summary at the end of a run over many games: how many were judged,
//! how many had findings, findings per rule and per article, articles
//! broken without a sanction, what the
//! judged results were, and the files that could not be read (each with its
//! reason). Text for people, one JSON line for `--format jsonl`.

use caipan::judgement::{About, Judgement};
use caipan::render::error::ErrorObject;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Counts over a run.
#[derive(Default, Serialize)]
pub(crate) struct Summary {
    games_judged: usize,
    games_with_findings: usize,
    findings: usize,
    /// Findings per rule id (edition/rule), before any decision.
    by_rule: BTreeMap<String, usize>,
    /// Findings after a verdict had decided the game (as played): reported,
    /// but they decide nothing.
    after_decision: BTreeMap<String, usize>,
    /// Games counted on the board as the record leaves it, with no stone
    /// marked dead (an SGF game ended by passes): every stone counted alive.
    counted_all_alive: usize,
    /// Findings per article (edition article).
    by_article: BTreeMap<String, usize>,
    /// Articles broken without a sanction (remarks citing them), per rule.
    breaches: BTreeMap<String, usize>,
    /// Judged outcomes.
    outcomes: BTreeMap<String, usize>,
    /// Games whose file writes another result than the judged one: (game,
    /// the file's result, the judged outcome).
    results_differ: Vec<(String, String, String)>,
    /// Of those, how many were counted (rather than decided by a verdict).
    results_differ_counted: usize,
    /// Inputs that could not be judged, with the reason.
    failed: Vec<(String, String)>,
    /// Records judged only up to a defect: where, what, and how far.
    defective: Vec<(String, String)>,
    /// Entries under directories that were not read, with the reason.
    skipped: Vec<(String, String)>,
    /// Symbolic links under directories, not followed (no `-L`); absent
    /// from the JSON when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    links_not_followed: Vec<String>,
}

impl Summary {
    pub(crate) fn judged(&mut self, j: &Judgement) {
        self.games_judged += 1;
        if let Some(d) = j.defect_line(caipan::render::messages::en()) {
            self.defective.push((j.file.clone(), d));
        }
        if !j.findings.is_empty() {
            self.games_with_findings += 1;
        }
        self.findings += j.findings.len();
        for f in &j.findings {
            let key = format!("{} {}", j.edition, f.rule());
            if f.after_decision {
                *self.after_decision.entry(key).or_default() += 1;
                continue;
            }
            *self.by_rule.entry(key).or_default() += 1;
            for a in f.articles() {
                *self
                    .by_article
                    .entry(format!("{} {}", j.edition, a.id))
                    .or_default() += 1;
            }
        }
        *self
            .outcomes
            .entry(j.result.outcome.name().to_string())
            .or_default() += 1;
        let counted_on_board = j.result.count.as_ref().is_some_and(|c| {
            c.source == caipan::judgement::CountSource::Board && c.dead_stones == 0
        });
        self.counted_all_alive += usize::from(counted_on_board);
        for r in &j.remarks {
            match &r.about {
                About::ResultDiffers { written, judged } => {
                    self.results_differ
                        .push((j.file.clone(), written.clone(), judged.clone()));
                    self.results_differ_counted += usize::from(j.result.count.is_some());
                }
                About::Breach { rule, articles, .. } => {
                    let cited: Vec<&str> = articles.iter().map(|a| a.id.as_str()).collect();
                    *self
                        .breaches
                        .entry(format!("{} {rule} ({})", j.edition, cited.join(", ")))
                        .or_default() += 1;
                }
                _ => {}
            }
        }
    }

    /// Entries under directories that were passed over.
    pub(crate) fn skipped(&mut self, skipped: Vec<(String, String)>) {
        self.skipped = skipped;
    }

    /// Symbolic links under directories that were not followed.
    pub(crate) fn links(&mut self, links: Vec<String>) {
        self.links_not_followed = links;
    }

    pub(crate) fn failed(&mut self, name: &str, e: &ErrorObject) {
        self.failed.push((name.to_string(), e.message.clone()));
    }

    /// The first line: the counts.
    fn headline(&self) -> String {
        let count = |n: usize, what: &str| match n {
            0 => String::new(),
            n => format!(", {n} {what}"),
        };
        format!(
            "summary: {} game(s) judged, {} with findings ({} findings), {} defective (judged up to the defect), {} could not be judged{}{}\n",
            self.games_judged,
            self.games_with_findings,
            self.findings,
            self.defective.len(),
            self.failed.len(),
            count(self.skipped.len(), "skipped"),
            // A link passed over is input not judged, though not an error.
            count(
                self.links_not_followed.len(),
                "symbolic link(s) not followed"
            ),
        )
    }

    pub(crate) fn text(&self) -> String {
        let mut out = self.headline();
        let list = |out: &mut String, title: &str, map: &BTreeMap<String, usize>| {
            if map.is_empty() {
                return;
            }
            let _ = writeln!(out, "  {title}:");
            let mut rows: Vec<(&String, &usize)> = map.iter().collect();
            rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (k, n) in rows {
                let _ = writeln!(out, "    {n:>6}  {k}");
            }
        };
        list(&mut out, "findings by rule", &self.by_rule);
        list(
            &mut out,
            "findings after a verdict had decided the game (reported, deciding nothing)",
            &self.after_decision,
        );
        list(&mut out, "findings by article", &self.by_article);
        list(
            &mut out,
            "breaches without a sanction (remarks)",
            &self.breaches,
        );
        list(&mut out, "results", &self.outcomes);
        if self.counted_all_alive > 0 {
            let _ = writeln!(
                out,
                "  counted on the board as the record leaves it, every stone alive (the record marks no dead stones): {} game(s)",
                self.counted_all_alive
            );
        }
        if !self.results_differ.is_empty() {
            let _ = writeln!(
                out,
                "  results that differ from the file's ({} counted, {} decided by a verdict):",
                self.results_differ_counted,
                self.results_differ.len() - self.results_differ_counted
            );
            for (name, written, judged) in &self.results_differ {
                let _ = writeln!(out, "    {name}: the file says {written}, judged {judged}");
            }
        }
        self.not_judged(&mut out);
        out
    }

    /// The inputs not judged, whole or in part, each with its reason.
    fn not_judged(&self, out: &mut String) {
        if !self.defective.is_empty() {
            let _ = writeln!(out, "  defective records (judged up to the defect):");
            for (name, why) in &self.defective {
                let _ = writeln!(out, "    {name}: {why}");
            }
        }
        if !self.failed.is_empty() {
            let _ = writeln!(out, "  not judged:");
            for (name, why) in &self.failed {
                let _ = writeln!(out, "    {name}: {why}");
            }
        }
        if !self.skipped.is_empty() {
            let _ = writeln!(out, "  skipped under directories ({}):", self.skipped.len());
            for (name, why) in &self.skipped {
                let _ = writeln!(out, "    {name}: {why}");
            }
        }
        if !self.links_not_followed.is_empty() {
            let _ = writeln!(
                out,
                "  symbolic links not followed ({}; -L follows them):",
                self.links_not_followed.len()
            );
            for name in &self.links_not_followed {
                let _ = writeln!(out, "    {name}");
            }
        }
    }

    pub(crate) fn json(&self) -> String {
        caipan::render::json::compact(&serde_json::json!({ "summary": self }))
    }
}
