//! The summary at the end of a run over many games: how many were judged,
//! how many had findings, findings per rule and per article, articles
//! broken without a sanction, what the
//! judged results were, and the files that could not be read (each with its
//! reason). Text for people, one JSON line for `--format jsonl`.

use caipan::judgement::{About, Judgement};
use caipan::render::error::ErrorObject;
use caipan::render::messages::Messages;
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
    failed: Vec<Passed>,
    /// Records judged only up to a defect: where, what, and how far.
    defective: Vec<Passed>,
    /// Entries under directories that were not read, with the reason.
    skipped: Vec<Passed>,
    /// Symbolic links under directories, not followed (no `-L`); absent
    /// from the JSON when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    links_not_followed: Vec<String>,
    /// `--edition-from-sgf`: games judged under each edition their file's
    /// rules named; absent otherwise.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    editions_from_rules: BTreeMap<String, usize>,
    /// `--edition-from-sgf`: the games whose file names rules no edition
    /// judges, or none (game, what `RU[]` writes: `""` for `RU[]` written
    /// empty, null for no `RU[]`), judged under `--edition` or not at all.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rules_not_known: Vec<(String, Option<String>)>,
}

/// An input judged in part or not at all, and why: in English for the
/// JSON (`[name, reason]`, the same in every language), in the reader's
/// language for the text.
struct Passed {
    name: String,
    english: String,
    worded: String,
}

impl Serialize for Passed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (&self.name, &self.english).serialize(s)
    }
}

impl Summary {
    pub(crate) fn judged(&mut self, j: &Judgement, m: &Messages) {
        self.games_judged += 1;
        self.chosen(j);
        if let Some(d) = caipan::render::remarks::defect_line(caipan::render::messages::en(), j) {
            self.defective.push(Passed {
                name: j.file.clone(),
                english: d,
                worded: caipan::render::remarks::defect_line(m, j).unwrap_or_default(),
            });
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
    pub(crate) fn skipped(&mut self, skipped: Vec<(String, caipan::error::Said)>, m: &Messages) {
        let passed = skipped.into_iter().map(|(name, why)| Passed {
            name,
            english: why.to_string(),
            worded: m.said(&why),
        });
        self.skipped = passed.collect();
    }

    /// Symbolic links under directories that were not followed.
    pub(crate) fn links(&mut self, links: Vec<String>) {
        self.links_not_followed = links;
    }

    /// Whether some input could not be read or judged.
    pub(crate) fn any_failed(&self) -> bool {
        !self.failed.is_empty()
    }

    pub(crate) fn failed(&mut self, name: &str, e: &ErrorObject, worded: String) {
        self.failed.push(Passed {
            name: name.to_string(),
            english: e.message.clone(),
            worded,
        });
        if e.code.as_deref() == Some("caipan::sgf::rules_unknown") {
            // The label says what the file writes (`RU[…]`, or `no RU[]`).
            // `RU[]` written empty is told apart from no `RU[]` at all.
            let written = e.label.as_deref().unwrap_or_default();
            let written = written
                .strip_prefix("RU[")
                .and_then(|w| w.strip_suffix(']'))
                .map(str::to_string);
            self.rules_not_known.push((name.to_string(), written));
        }
    }

    /// How the edition of a game judged with `--edition-from-sgf` was
    /// chosen, from the judgement's remark.
    fn chosen(&mut self, j: &Judgement) {
        for r in &j.remarks {
            match &r.about {
                About::EditionFromRules { edition, .. } => {
                    *self.editions_from_rules.entry(edition.clone()).or_default() += 1;
                }
                // Judged under the edition given to stand in: counted under
                // it too, and listed with what the file writes.
                About::RulesNotKnown {
                    written, edition, ..
                } => {
                    *self.editions_from_rules.entry(edition.clone()).or_default() += 1;
                    self.rules_not_known.push((j.file.clone(), written.clone()));
                }
                _ => {}
            }
        }
    }

    /// The first line: the counts.
    fn headline(&self, m: &Messages) -> String {
        let count = |n: usize, id: &str| match n {
            0 => String::new(),
            n => m.f(id, &[("n", &n.to_string())]),
        };
        let head = m.f(
            "summary-head",
            &[
                ("games", &self.games_judged.to_string()),
                ("found", &self.games_with_findings.to_string()),
                ("findings", &self.findings.to_string()),
                ("defective", &self.defective.len().to_string()),
                ("failed", &self.failed.len().to_string()),
                ("skipped", &count(self.skipped.len(), "summary-skipped")),
                // A link passed over is input not judged, though not an error.
                (
                    "links",
                    &count(self.links_not_followed.len(), "summary-links"),
                ),
            ],
        );
        format!("{head}\n")
    }

    pub(crate) fn text(&self, m: &Messages) -> String {
        let mut out = self.headline(m);
        let list = |out: &mut String, title: &str, map: &BTreeMap<String, usize>| {
            if map.is_empty() {
                return;
            }
            let _ = writeln!(out, "  {}:", m.t(title));
            let mut rows: Vec<(&String, &usize)> = map.iter().collect();
            rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (k, n) in rows {
                let _ = writeln!(out, "    {n:>6}  {k}");
            }
        };
        list(&mut out, "summary-by-rule", &self.by_rule);
        list(&mut out, "summary-after-decision", &self.after_decision);
        list(&mut out, "summary-by-article", &self.by_article);
        list(&mut out, "summary-breaches", &self.breaches);
        // Outcomes by name in the JSON, in the reader's words here.
        let outcomes: BTreeMap<String, usize> = self
            .outcomes
            .iter()
            .map(|(name, n)| (m.word("outcome", name), *n))
            .collect();
        list(&mut out, "summary-results", &outcomes);
        if self.counted_all_alive > 0 {
            let games = self.counted_all_alive.to_string();
            let line = m.f("summary-all-alive", &[("games", &games)]);
            let _ = writeln!(out, "  {line}");
        }
        list(
            &mut out,
            "summary-editions-from-rules",
            &self.editions_from_rules,
        );
        self.rules_not_known_text(m, &mut out);
        self.results_differ_text(m, &mut out);
        self.not_judged(m, &mut out);
        out
    }

    /// The games whose file names rules no edition judges, by what the
    /// file writes.
    fn rules_not_known_text(&self, m: &Messages, out: &mut String) {
        if self.rules_not_known.is_empty() {
            return;
        }
        let n = self.rules_not_known.len().to_string();
        let _ = writeln!(out, "  {}", m.f("summary-rules-not-known", &[("n", &n)]));
        // By what the files write; the games are named in the JSON, in
        // their judgements' remarks and under "not judged".
        let mut by: BTreeMap<Option<&str>, usize> = BTreeMap::new();
        for (_, written) in &self.rules_not_known {
            *by.entry(written.as_deref()).or_default() += 1;
        }
        for (written, n) in by {
            let written = match written {
                None => m.t("summary-no-rules-named"),
                Some(w) => format!("RU[{w}]"),
            };
            let _ = writeln!(out, "    {n:>6}  {written}");
        }
    }

    /// The results that differ from the files', each with both.
    fn results_differ_text(&self, m: &Messages, out: &mut String) {
        if self.results_differ.is_empty() {
            return;
        }
        let decided = self.results_differ.len() - self.results_differ_counted;
        let head = m.f(
            "summary-results-differ",
            &[
                ("counted", &self.results_differ_counted.to_string()),
                ("decided", &decided.to_string()),
            ],
        );
        let _ = writeln!(out, "  {head}");
        for (name, written, judged) in &self.results_differ {
            let line = m.f(
                "summary-result-differs",
                &[("file", name), ("written", written), ("judged", judged)],
            );
            let _ = writeln!(out, "    {line}");
        }
    }

    /// The inputs not judged, whole or in part, each with its reason.
    fn not_judged(&self, m: &Messages, out: &mut String) {
        let lists = [
            (m.t("summary-defective"), &self.defective),
            (m.t("summary-not-judged"), &self.failed),
            (
                m.f(
                    "summary-skipped-list",
                    &[("n", &self.skipped.len().to_string())],
                ),
                &self.skipped,
            ),
        ];
        for (head, list) in lists {
            if list.is_empty() {
                continue;
            }
            let _ = writeln!(out, "  {head}");
            for Passed { name, worded, .. } in list {
                let _ = writeln!(out, "    {name}: {worded}");
            }
        }
        if !self.links_not_followed.is_empty() {
            let n = self.links_not_followed.len().to_string();
            let _ = writeln!(out, "  {}", m.f("summary-links-list", &[("n", &n)]));
            for name in &self.links_not_followed {
                let _ = writeln!(out, "    {name}");
            }
        }
    }

    pub(crate) fn json(&self) -> String {
        caipan::render::json::compact(&serde_json::json!({ "summary": self }))
    }
}
