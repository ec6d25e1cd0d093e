//! Where the player to move may not play: every empty point where a move
//! would trigger a violation rule of the edition (Go: forbidden points, ko,
//! repetition; Gomoku: Black's forbidden moves), with the rules' topics as
//! kinds and their articles. Arbiters read it as a board; it is also how the
//! forbidden-move detector is compared with other implementations.

use super::given::Given;
use super::state::State;
use super::{Judge, validate};
use crate::error::RecordError;
use crate::record::ast::{Colour, Record};
use crate::ruleset::condition::{Condition, Operand, Value};
use crate::ruleset::{Ruleset, Trigger};
use crate::vocabulary::{Fact, RuleKind};
use serde::Serialize;

/// The forbidden points of a position (`caipan points`).
#[derive(Debug, Clone, Serialize)]
pub struct PointsReport {
    /// The record's file name.
    pub file: String,
    /// The edition id.
    pub edition: String,
    /// Moves played in the position examined.
    pub after_move: u32,
    /// The player to move, whose forbidden points are listed.
    pub player: Colour,
    /// Each empty point where the player to move may not play.
    pub points: Vec<ForbiddenPoint>,
    /// Stones on the board, for drawing it: (point, colour).
    #[serde(skip)]
    pub stones: Vec<(usize, Colour)>,
    /// The board's size (points per side).
    #[serde(skip)]
    pub board_size: usize,
    /// The board's column letters, left to right.
    #[serde(skip)]
    pub columns: Vec<char>,
}

/// One forbidden point.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ForbiddenPoint {
    /// The point's name (`H8`).
    pub point: String,
    /// The shapes that make it forbidden (`double-three`, `overline`, …).
    pub kinds: Vec<String>,
    /// The articles that forbid it.
    pub articles: Vec<String>,
}

/// The forbidden points after move `after` (default: the end of the record).
pub fn points(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<crate::error::Text>,
    after: Option<u32>,
) -> Result<PointsReport, Box<RecordError>> {
    let text = text.into();
    let ruleset = super::on_record_board(ruleset, record);
    let read = validate(&ruleset, record, name, &text)?;
    let mut judge = Judge::new(&ruleset, record, name, text, read);
    judge.run_until(after, super::Deadline::NONE)?;
    Ok(forbidden_points(&judge.given, &judge.state))
}

/// The forbidden points at each position asked for (after so many moves;
/// `None`: the end of the record), in the order asked, from one pass over
/// the record: each position is reached from the one before it, never
/// judged again from the start.
pub fn points_at(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<crate::error::Text>,
    positions: &[Option<u32>],
) -> Result<Vec<PointsReport>, Box<RecordError>> {
    let mut reports: Vec<Option<PointsReport>> = vec![None; positions.len()];
    points_each(ruleset, record, name, text, positions, |i, report| {
        reports[i] = Some(report);
        Ok::<(), Box<RecordError>>(())
    })?;
    Ok(reports.into_iter().flatten().collect())
}

/// [`points_at`] handing each report to `visit` as soon as it is made,
/// with its index among the positions asked, in the game's order (the end
/// last): a caller that writes them out keeps none (a `points --after all`
/// on a long game holds one report at a time).
pub fn points_each<E: From<Box<RecordError>>>(
    ruleset: &Ruleset,
    record: &Record,
    name: &str,
    text: impl Into<crate::error::Text>,
    positions: &[Option<u32>],
    mut visit: impl FnMut(usize, PointsReport) -> Result<(), E>,
) -> Result<(), E> {
    let text = text.into();
    let ruleset = super::on_record_board(ruleset, record);
    let read = validate(&ruleset, record, name, &text)?;
    let mut judge = Judge::new(&ruleset, record, name, text, read);
    judge.setup()?;
    let mut order: Vec<usize> = (0..positions.len()).collect();
    order.sort_by_key(|&i| positions[i].unwrap_or(u32::MAX));
    let mut next = 0;
    for i in order {
        next = judge.run_from(next, positions[i], super::Deadline::NONE)?;
        visit(i, forbidden_points(&judge.given, &judge.state))?;
    }
    Ok(())
}

/// A rule on a move that forbids a point, with its conditions of the point.
type PointRule<'r> = (&'r crate::ruleset::Rule, Vec<&'r Condition>);

/// The rules on a move that forbid (violations) whose conditions of the
/// position, read through `lookup`, hold: each with its conditions of the
/// point, still to be asked at each point.
fn rules_left<'r>(given: &Given<'r>, lookup: &dyn Fn(&Operand) -> Value) -> Vec<PointRule<'r>> {
    given
        .ruleset
        .rules
        .iter()
        .filter(|r| r.on == Trigger::Move && r.kind == RuleKind::Violation)
        .filter(|r| {
            r.when
                .iter()
                .filter(|c| !of_the_point(c))
                .all(|c| c.holds(lookup))
        })
        .map(|r| (r, r.when.iter().filter(|c| of_the_point(c)).collect()))
        .collect()
}

/// The points where the player to move may not play, and why, in the
/// position as it stands.
pub(crate) fn forbidden_points(given: &Given, state: &State) -> PointsReport {
    let player = state.turn().to_move();
    let position = state.position();
    let points = position.size() * position.size();
    let empty: Vec<usize> = (0..points).filter(|&p| position.at(p).is_none()).collect();
    // Conditions that read no fact of the point (the player, the move
    // number, the opening, parameters) are the same at every point:
    // they are asked once, and a rule one of them fails is dropped, so
    // with White to move a Gomoku scan asks nothing per point.
    let Some(&first) = empty.first() else {
        return report(given, state, Vec::new());
    };
    // The position's facts, from any point (those of the point are
    // asked at each point).
    let base = super::facts::of_move(given, state, first, player);
    // A scan has no event, so no arguments.
    let lookup = |o: &Operand| super::operand_value(given.ruleset, &base, &[], o);
    let rules = rules_left(given, &lookup);
    // Only the facts of the point those rules read are computed, by the
    // position and the protocol alone (the others are the position's, asked above), in
    // one `Facts` cleared at each point.
    let wanted = crate::ruleset::derived::facts_among(
        rules
            .iter()
            .flat_map(|(_, when)| when.iter().flat_map(|c| c.operands())),
    );
    // The rules' answer depends only on those facts, and most points
    // have the same ones (nothing in line): each distinct set is asked
    // once.
    let of_point: Vec<Fact> = Fact::ALL
        .iter()
        .copied()
        .filter(|&f| f.of_the_point() && wanted & crate::vocabulary::facts::bit(f) != 0)
        .collect();
    let mut facts = crate::vocabulary::Facts::new();
    let mut answers: Vec<(Vec<Option<Value>>, Option<Fired>)> = Vec::new();
    let mut key = Vec::with_capacity(of_point.len());
    let mut out = Vec::new();
    for &p in empty.iter().filter(|_| !rules.is_empty()) {
        facts.clear(wanted);
        super::facts::fill_point(given, state, p, player, &mut facts);
        key.clear();
        key.extend(of_point.iter().map(|f| facts.get(f)));
        let known = answers.iter().position(|(k, _)| *k == key);
        let i = known.unwrap_or_else(|| {
            // A condition may read facts of the position too: those
            // are the position's, computed once.
            let lookup = |o: &Operand| match o {
                Operand::Fact(f) if !f.of_the_point() => lookup(o),
                _ => super::operand_value(given.ruleset, &facts, &[], o),
            };
            answers.push((key.clone(), fired(&rules, &lookup)));
            answers.len() - 1
        });
        if let Some((kinds, articles)) = &answers[i].1 {
            out.push(ForbiddenPoint {
                point: given.point_name(p),
                kinds: kinds.clone(),
                articles: articles.clone(),
            });
        }
    }
    report(given, state, out)
}

/// The report of a scan that found `points`.
pub(super) fn report(given: &Given, state: &State, points: Vec<ForbiddenPoint>) -> PointsReport {
    let position = state.position();
    let size = position.size();
    let stones = (0..size * size)
        .filter_map(|p| Some((p, position.at(p)?)))
        .collect();
    PointsReport {
        file: given.at.name.to_string(),
        edition: given.ruleset.id.clone(),
        after_move: state.turn().move_number(),
        player: state.turn().to_move(),
        points,
        stones,
        board_size: size,
        columns: given.ruleset.board.columns.clone(),
    }
}

/// The topics and the articles of the rules that fire at a point.
type Fired = (Vec<String>, Vec<String>);

/// The topics and articles of the rules whose conditions of the point hold
/// (`None` when none does).
fn fired(rules: &[PointRule<'_>], lookup: &dyn Fn(&Operand) -> Value) -> Option<Fired> {
    let mut kinds: Vec<String> = Vec::new();
    let mut articles: Vec<String> = Vec::new();
    for (rule, when) in rules {
        if when.iter().all(|c| c.holds(lookup)) {
            if !kinds.contains(&rule.topic) {
                kinds.push(rule.topic.clone());
            }
            for a in &rule.articles {
                if !articles.contains(a) {
                    articles.push(a.clone());
                }
            }
        }
    }
    (!kinds.is_empty()).then_some((kinds, articles))
}

/// Whether a condition reads a fact of the point the stone would be on.
fn of_the_point(c: &Condition) -> bool {
    c.operands()
        .iter()
        .any(|o| matches!(o, Operand::Fact(f) if f.of_the_point()))
}
