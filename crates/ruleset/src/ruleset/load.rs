//! Loading rulesets: YAML → raw structs (the one place serde-saphyr is
//! called) → validated [`Ruleset`]. Every problem is collected and reported
//! at once, each pointing into the YAML file.

use super::model::*;
use super::raw::*;
use crate::error::{RulesetError, source};
use miette::SourceSpan;
use serde::de::DeserializeOwned;
use std::collections::HashSet;

/// Names of built-in triggers; declared events may not reuse them.
pub(super) const BUILT_IN_TRIGGERS: [&str; 6] =
    ["move", "pass", "warning", "violation", "claim", "uncovered"];

/// Read any caipan YAML file (ruleset, supplement, case front matter) into
/// its raw serde struct. Duplicate keys and unknown keys are errors.
pub fn load_yaml<T: DeserializeOwned>(name: &str, text: &str) -> Result<T, Box<RulesetError>> {
    serde_saphyr::from_str::<T>(text).map_err(|err| {
        let span = err.location().and_then(|loc| location_span(&loc, text));
        let message = first_line(&err.to_string());
        Box::new(RulesetError::Yaml {
            src: source(name, text),
            span,
            message,
            help: "compare with the schema described in the README (rulesets section); keys are kebab-case and unknown keys are rejected".into(),
        })
    })
}

/// The message without serde-saphyr's "error: line L column C:" prefix (the
/// label shows the place) and without advice about its own options.
fn first_line(message: &str) -> String {
    let line = message.lines().next().unwrap_or(message).trim();
    let line = line.strip_prefix("error: ").unwrap_or(line);
    let line = match line
        .strip_prefix("line ")
        .and_then(|rest| rest.split_once(": "))
    {
        Some((place, rest)) if place.contains("column") => rest,
        _ => line,
    };
    line.split(", set DuplicateKeyPolicy")
        .next()
        .unwrap_or(line)
        .to_string()
}

pub(crate) fn location_span(loc: &serde_saphyr::Location, text: &str) -> Option<SourceSpan> {
    let span = loc.span();
    let start = span.byte_offset().map(|o| o as usize).or_else(|| {
        // Fall back to line/column.
        // Fall back to line/column (columns count characters).
        let line = loc.line() as usize;
        let line_start: usize = text
            .split_inclusive('\n')
            .take(line.saturating_sub(1))
            .map(str::len)
            .sum();
        let line_start = line_start.min(text.len());
        let column = (loc.column() as usize).saturating_sub(1);
        Some(
            text[line_start..]
                .char_indices()
                .nth(column)
                .map_or(text.len(), |(i, _)| line_start + i),
        )
    })?;
    let len = span.byte_len().map(|l| l as usize).unwrap_or(1).max(1);
    Some(crate::error::span(text, start, len))
}

/// Load and validate a ruleset from YAML text.
pub fn load_ruleset(name: &str, text: &str) -> Result<Ruleset, Box<RulesetError>> {
    let raw: RawRuleset = load_yaml(name, text)?;
    let mut v = Validator {
        text,
        src: source(name, text),
        problems: Vec::new(),
    };
    let ruleset = v.resolve(raw);
    match RulesetError::all(name, v.problems) {
        None => Ok(ruleset),
        Some(e) => Err(e),
    }
}

pub(super) struct Validator<'a> {
    pub(super) text: &'a str,
    /// Shared by every problem's diagnostic.
    pub(super) src: crate::error::Source,
    pub(super) problems: Vec<RulesetError>,
}

impl Validator<'_> {
    pub(super) fn problem<T>(&mut self, at: &S<T>, message: String, label: &str, help: &str) {
        let span = location_span(&at.referenced, self.text).unwrap_or_else(|| (0, 0).into());
        self.problems.push(RulesetError::Invalid {
            src: self.src.clone(),
            span,
            message: crate::error::message(message),
            label: crate::error::quote(label),
            help: crate::error::help(help.to_string()),
        });
    }

    pub(super) fn resolve(&mut self, raw: RawRuleset) -> Ruleset {
        let provisions = self.articles(&raw.articles);
        let articles: Vec<Article> = raw
            .articles
            .iter()
            .map(|a| Article {
                id: a.id.value.clone(),
                title: a.title.clone(),
                summary: a.summary.clone(),
                text: a.text.clone(),
                clauses: a
                    .clauses
                    .iter()
                    .map(|c| Clause {
                        id: c.id.value.clone(),
                        text: c.text.clone(),
                        items: super::articles::items(&c.items),
                    })
                    .collect(),
            })
            .collect();

        // Board.
        let size = raw.board.size.value as usize;
        let columns: Vec<char> = raw.board.columns.value.chars().collect();
        if !(2..=25).contains(&size) {
            self.problem(
                &raw.board.size,
                format!("a board of size {size} is not supported"),
                "size",
                "use a size from 2 to 25",
            );
        } else if columns.len() != size {
            self.problem(
                &raw.board.columns,
                format!(
                    "{} column letters for a board of size {size}",
                    columns.len()
                ),
                "wrong number of columns",
                "give exactly one letter per column, left to right",
            );
        }
        self.check_article(&provisions, &raw.board.article);
        let board = Board {
            size,
            columns: columns.clone(),
            article: raw.board.article.value.clone(),
            tengen: None,
        };
        let point = |v: &mut Self, at: &S<String>| {
            board.index(&at.value).or_else(|| {
                v.problem(
                    at,
                    format!("`{}` is not a point of this board", at.value),
                    "not a point",
                    "write a column letter and a row number, e.g. H8",
                );
                None
            })
        };
        let tengen = raw.board.tengen.as_ref().and_then(|t| point(self, t));
        let openings = raw
            .openings
            .as_ref()
            .map(|o| self.protocol(o, &provisions, &board));
        if openings.is_some() && tengen.is_none() {
            self.problem(
                &raw.board.article,
                "an opening table needs `board.tengen`".into(),
                "no tengen",
                "add tengen: H8 (the centre point) to `board:`",
            );
        }

        // Parameters.
        let mut seen = HashSet::new();
        for p in &raw.parameters {
            if !seen.insert(p.name.value.clone()) {
                let first = raw
                    .parameters
                    .iter()
                    .find(|q| q.name.value == p.name.value)
                    .map(|q| &q.name);
                self.duplicate(
                    first.unwrap_or(&p.name),
                    &p.name,
                    format!(
                        "parameter `{}` is defined twice",
                        crate::error::quote(&p.name.value)
                    ),
                    "give each parameter one entry",
                );
            }
            self.check_article(&provisions, &p.article);
            self.check_parameter(p);
        }
        let parameters: Vec<Parameter> = raw
            .parameters
            .iter()
            .map(|p| Parameter {
                name: p.name.value.clone(),
                value: p.value.value,
                unit: p.unit.clone(),
                range: p.range.value,
                step: p.step,
                article: p.article.value.clone(),
                note: p.note.clone(),
                variant: p.variant.as_ref().map(|v| Variant {
                    value: v.value.value,
                    source: v.source.clone(),
                }),
                open_to_supplement: p.open_to_supplement,
                supplement: None,
                stand_in: p.stand_in,
                topic: p.topic.clone().unwrap_or_else(|| p.name.value.clone()),
            })
            .collect();
        let param_names: Vec<String> = parameters.iter().map(|p| p.name.clone()).collect();
        let param_index = |v: &mut Self, name: &S<String>| -> usize {
            param_names
                .iter()
                .position(|p| *p == name.value)
                .unwrap_or_else(|| {
                    v.problem(
                        name,
                        format!("no parameter named `{}`", name.value),
                        "unknown parameter",
                        "declare it under `parameters:`",
                    );
                    0
                })
        };

        let scoring = raw.scoring.as_ref().map(|s| {
            for a in &s.articles {
                self.check_article(&provisions, a);
            }
            if !(s.count_step.value.is_finite() && s.count_step.value > 0.0) {
                self.problem(
                    &s.count_step,
                    "count-step must be a positive number".into(),
                    "not a step",
                    "write for example count-step: 0.5 (halves of a point)",
                );
            }
            Scoring {
                method: s.method,
                baseline: param_index(self, &s.baseline),
                komi: param_index(self, &s.komi),
                count_step: s.count_step.value,
                points_per_unit: s.points_per_unit,
                articles: s.articles.iter().map(|a| a.value.clone()).collect(),
            }
        });

        // Events: the game's shared declarations, then this edition's own.
        let events = self.events(&raw);

        let rules = self.rules(
            &raw.rules,
            &events,
            &param_names,
            &provisions,
            raw.edition.game,
        );
        self.check_readings(&raw.parameters, &rules);
        let mut cited = |list: &Option<super::raw::RawArticleList>| {
            list.as_ref().map(|l| {
                for a in &l.articles {
                    self.check_article(&provisions, a);
                }
                l.articles
                    .iter()
                    .map(|a| a.value.clone())
                    .collect::<Vec<_>>()
            })
        };
        let losses_of_both = raw.losses_of_both.as_ref().map(|l| {
            let articles = cited(&Some(RawArticleList {
                articles: l.articles.clone(),
            }));
            super::model::LossesOfBoth {
                articles: articles.unwrap_or_default(),
                topics: l.topics.iter().map(|t| t.value.clone()).collect(),
            }
        });
        let uncovered = cited(&raw.uncovered).unwrap_or_default();
        // Provisions with a reason (`physics`, `not-checkable`).
        let mut reasons = |list: &[super::raw::RawNotCheckable]| {
            let ids = |n: &super::raw::RawNotCheckable| RawArticleList {
                articles: n.articles.clone(),
            };
            let cited = |n| (cited(&Some(ids(n))).unwrap_or_default(), n.why.clone());
            list.iter().map(cited).collect::<Vec<_>>()
        };
        let not_checkable = reasons(&raw.not_checkable);
        let physics = reasons(&raw.physics);
        self.check_loss_topics(raw.losses_of_both.as_ref(), &rules);

        Ruleset {
            id: raw.edition.id,
            title: raw.edition.title,
            title_en: raw.edition.title_en,
            year: raw.edition.year,
            game: raw.edition.game,
            source: raw.edition.source,
            notes: raw.edition.notes,
            board: Board { tengen, ..board },
            openings,
            parameters,
            scoring,
            articles,
            events,
            rules,
            losses_of_both,
            uncovered,
            not_checkable,
            physics,
            supplement: None,
            provisions,
            derived: Default::default(),
        }
    }

    /// The topics `losses-of-both` names must be topics of rules.
    fn check_loss_topics(&mut self, both: Option<&super::raw::RawLossesOfBoth>, rules: &[Rule]) {
        for t in both.iter().flat_map(|l| &l.topics) {
            if !rules.iter().any(|r| r.topic == t.value) {
                self.problem(
                    t,
                    format!(
                        "losses-of-both names the topic `{}`, which no rule has",
                        t.value
                    ),
                    "unknown topic",
                    "name the topic of the rules whose losses the clause combines",
                );
            }
        }
    }
}
