//! The validator's main walk: a raw ruleset resolved into the model, part
//! by part (articles, board, parameters, scoring, events, rules, the
//! provisions no rule encodes). Problems are collected in that order, so a
//! diagnostic lists them as the file reads.

use super::load::Validator;
use super::model::*;
use super::raw::*;
use super::raw_ruleset::RawRuleset;
use crate::said;
use std::collections::{BTreeMap, HashSet};

pub(super) type Provisions = BTreeMap<String, ProvisionRef>;

impl Validator<'_> {
    pub(super) fn resolve(&mut self, raw: RawRuleset) -> Ruleset {
        let provisions = self.articles(&raw.articles);
        let articles = raw.articles.iter().map(article).collect();
        let board = self.board(&raw.board, &provisions);
        let tengen = self.tengen(&raw.board, &board);
        let openings = self.openings(&raw, &provisions, &board, tengen.is_some());
        let parameters = self.parameters(&raw.parameters, &provisions);
        let param_names: Vec<String> = parameters.iter().map(|p| p.name.clone()).collect();
        let scoring = raw
            .scoring
            .as_ref()
            .map(|s| self.scoring(s, &param_names, &provisions));
        let tournament = raw
            .tournament
            .as_ref()
            .map(|t| self.tournament(t, &provisions, &param_names));
        // Events: the game's shared declarations, then this edition's own.
        let events = self.events(&raw);
        let game = raw.edition.game;
        let within = super::rules::RuleScope {
            events: &events,
            param_names: &param_names,
            provisions: &provisions,
            game,
        };
        let rules = self.rules(&raw.rules, &within);
        self.check_readings(&raw.parameters, &rules, scoring.as_ref());
        self.check_exact_scores(&raw, &rules);
        let losses_of_both = raw.losses_of_both.as_ref().map(|l| LossesOfBoth {
            articles: self.cited(&provisions, &l.articles),
            topics: l.topics.iter().map(|t| t.value.clone()).collect(),
        });
        let uncovered = raw.uncovered.as_ref().map(|l| &l.articles[..]);
        let uncovered = self.cited(&provisions, uncovered.unwrap_or_default());
        let not_checkable = self.reasons(&provisions, &raw.not_checkable);
        let physics = self.reasons(&provisions, &raw.physics);
        self.check_loss_topics(raw.losses_of_both.as_ref(), &rules);
        self.check_notes_zh(&raw.edition);
        self.check_claim_zh(&raw.edition);
        Ruleset {
            id: raw.edition.id,
            title: raw.edition.title,
            title_en: raw.edition.title_en,
            year: raw.edition.year,
            game,
            source: raw.edition.source,
            source_zh: raw.edition.source_zh,
            notes: raw.edition.notes,
            notes_zh: raw.edition.notes_zh.into_iter().map(|n| n.value).collect(),
            summary_of: raw.edition.summary_of,
            summary_of_zh: raw.edition.summary_of_zh,
            claim_zh: raw.edition.claim_zh.map(|w| w.value),
            series: raw.edition.series,
            scope: raw.edition.scope,
            board: Board { tengen, ..board },
            openings,
            parameters,
            scoring,
            tournament,
            articles,
            events,
            rules,
            losses_of_both,
            uncovered,
            not_checkable,
            physics,
            supplement: None,
            protocol: raw.protocol.as_ref().map(|p| ProtocolInfo {
                id: p.id.value.clone(),
                title: p.title.clone(),
                title_zh: p.title_zh.clone(),
                source: None,
                notes: Vec::new(),
            }),
            protocols: Vec::new(),
            provisions,
            derived: Default::default(),
        }
    }

    /// The opening table, which needs the board's tengen.
    fn openings(
        &mut self,
        raw: &RawRuleset,
        provisions: &Provisions,
        board: &Board,
        has_tengen: bool,
    ) -> Option<Openings> {
        let openings = raw
            .openings
            .as_ref()
            .map(|o| self.protocol(o, provisions, board));
        // Zones, a table and offers are placed about the centre; swaps
        // and choices alone need none (an even board has no centre).
        let about_tengen = openings.as_ref().is_some_and(|o| {
            !o.zones.is_empty()
                || !o.table.is_empty()
                || o.offers.is_some()
                || (o.choices.iter().flat_map(|c| &c.options))
                    .any(|k| !k.zones.is_empty() || k.offers.is_some())
        });
        if about_tengen && !has_tengen {
            self.problem(
                &raw.board.article,
                said!("ruleset-an-opening-table-needs-board-tengen"),
                said!("ruleset-no-tengen"),
                said!("ruleset-add-tengen-h8-the-centre-point"),
            );
        }
        // A table's points and zones are the text's for one board.
        if let Some(sizes) =
            (raw.board.sizes.as_ref()).filter(|s| about_tengen && s.value.len() > 1)
        {
            self.problem(
                sizes,
                said!("ruleset-an-opening-table-is-for-one-board"),
                said!("ruleset-board-sizes"),
                said!("ruleset-give-one-size-to-an-edition"),
            );
        }
        openings
    }

    /// A point the board does not have (a tengen, an opening zone's
    /// centre).
    pub(super) fn not_a_point(&mut self, at: &S<String>) {
        self.problem(
            at,
            said!("ruleset-is-not-a-point-of-this", at = at.value),
            said!("ruleset-not-a-point"),
            said!("ruleset-write-a-column-letter-and-a"),
        );
    }

    /// The notes' Chinese, where given, is one for each note.
    fn check_notes_zh(&mut self, edition: &RawEdition) {
        let (notes, zh) = (edition.notes.len(), edition.notes_zh.len());
        if let Some(first) = edition.notes_zh.first().filter(|_| zh != notes) {
            self.problem(
                first,
                said!("ruleset-notes-zh-count", zh = zh, notes = notes),
                said!("ruleset-notes-zh-count-label"),
                said!("ruleset-notes-zh-count-help"),
            );
        }
    }

    /// The claim's word: a word, a few characters long, that the views can
    /// put in a sentence as it is.
    fn check_claim_zh(&mut self, edition: &RawEdition) {
        let Some(word) = &edition.claim_zh else {
            return;
        };
        let n = word.value.chars().count();
        if !(1..=8).contains(&n) || !word.value.chars().all(char::is_alphanumeric) {
            self.problem(
                word,
                said!("ruleset-claim-zh-not-a-word", word = word.value),
                said!("ruleset-claim-zh-label"),
                said!("ruleset-claim-zh-help"),
            );
        }
    }

    /// The parameters, each checked (once per name, in range, cited).
    fn parameters(&mut self, raw: &[RawParameter], provisions: &Provisions) -> Vec<Parameter> {
        let mut seen = HashSet::new();
        for p in raw {
            if !seen.insert(p.name.value.clone()) {
                let first = raw.iter().find(|q| q.name.value == p.name.value);
                self.duplicate(
                    first.map_or(&p.name, |q| &q.name),
                    &p.name,
                    said!(
                        "ruleset-parameter-defined-twice",
                        name = crate::error::quote(&p.name.value)
                    ),
                    said!("ruleset-give-each-parameter-one-entry"),
                );
            }
            self.check_article(provisions, &p.article);
            self.check_parameter(p);
        }
        raw.iter().map(parameter).collect()
    }

    /// The index of the parameter `name` (0, with a problem, if none).
    pub(super) fn param_index(&mut self, params: &[String], name: &S<String>) -> usize {
        params
            .iter()
            .position(|p| *p == name.value)
            .unwrap_or_else(|| {
                self.problem(
                    name,
                    said!("ruleset-no-parameter-named", name = name.value),
                    said!("ruleset-unknown-parameter"),
                    said!("ruleset-declare-it-under-parameters"),
                );
                0
            })
    }

    /// Article ids, each checked to exist.
    fn cited(&mut self, provisions: &Provisions, ids: &[S<String>]) -> Vec<String> {
        for a in ids {
            self.check_article(provisions, a);
        }
        ids.iter().map(|a| a.value.clone()).collect()
    }

    /// Provisions with a reason (`physics`, `not-checkable`).
    pub(super) fn reasons(
        &mut self,
        provisions: &Provisions,
        list: &[RawNotCheckable],
    ) -> Vec<(Vec<String>, String)> {
        list.iter()
            .map(|n| (self.cited(provisions, &n.articles), n.why.clone()))
            .collect()
    }
}

/// An article as the model holds it.
fn article(a: &RawArticle) -> Article {
    Article {
        id: a.id.value.clone(),
        title: a.title.clone(),
        summary: a.summary.clone(),
        text: a.text.clone(),
        title_zh: a.title_zh.clone(),
        summary_zh: a.summary_zh.clone(),
        text_zh: a.text_zh.clone(),
        clauses: a
            .clauses
            .iter()
            .map(|c| Clause {
                id: c.id.value.clone(),
                text: c.text.clone(),
                text_zh: c.text_zh.clone(),
                items: super::articles::items(&c.items),
            })
            .collect(),
        subjects: a.subjects.clone(),
    }
}

/// A parameter as the model holds it: its values on their step exactly
/// (checked before, so a value off its range stays as written and was
/// refused).
fn parameter(p: &RawParameter) -> Parameter {
    let held = |v: f64| super::model::check_value(v, p.range.value, p.step, &p.unit).unwrap_or(v);
    Parameter {
        name: p.name.value.clone(),
        value: held(p.value.value),
        unit: p.unit.clone(),
        range: p.range.value,
        step: p.step,
        article: p.article.value.clone(),
        note: p.note.clone(),
        variant: p.variant.as_ref().map(|v| Variant {
            value: held(v.value.value),
            source: v.source.clone(),
        }),
        open_to_supplement: p.open_to_supplement,
        supplement: None,
        stand_in: p.stand_in,
        topic: p.topic.clone().unwrap_or_else(|| p.name.value.clone()),
    }
}
