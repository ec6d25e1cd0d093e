//! What a name in a condition or an amount means where it is written: a
//! number, a duration (in minutes), an argument of the triggering event, a
//! parameter, a fact the trigger computes, or one of an argument's words.

use super::declarations::ArgDecl;
use crate::error::Said;
use crate::said;
use crate::vocabulary::{ArgKind, Fact, TriggerKind};
use serde::{Deserialize, Serialize};

/// What a condition reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Operand {
    /// A fact the engine computes.
    Fact(Fact),
    /// An argument of the triggering event, by position.
    Arg(usize),
    /// A ruleset parameter, by index.
    Param(usize),
    /// A number (durations in minutes).
    Number(f64),
    /// One of an argument's allowed words (shared with the values it is
    /// compared with, so a comparison allocates nothing).
    Word(std::sync::Arc<str>),
}

/// What names mean where a condition is written.
pub struct Scope<'a> {
    /// The trigger the rule is on (which facts exist).
    pub trigger: TriggerKind,
    /// The trigger's arguments.
    pub args: &'a [ArgDecl],
    /// The ruleset's parameter names.
    pub params: &'a [String],
    /// The declared events (the words a fact naming an event compares with).
    pub events: &'a [super::EventDecl],
    /// The game: a fact its physics never computes is refused.
    pub game: crate::vocabulary::Game,
}

/// Parse a product `a * b * 2` used for amounts.
pub fn parse_product(text: &str, scope: &Scope<'_>) -> Result<Vec<Operand>, Said> {
    text.split('*')
        .map(|part| operand(part.trim(), scope, None))
        .collect()
}

fn duration_minutes(token: &str) -> Option<f64> {
    // The unit is the last character, which may be multi-byte in user text.
    let (last, _) = token.char_indices().next_back()?;
    let (digits, unit) = token.split_at(last);
    let n: f64 = digits.parse().ok()?;
    match unit {
        "h" => Some(n * 60.0),
        "m" => Some(n),
        "s" => Some(n / 60.0),
        _ => None,
    }
}

pub(super) fn operand(
    token: &str,
    scope: &Scope<'_>,
    left: Option<&Operand>,
) -> Result<Operand, Said> {
    if let Ok(n) = token.parse::<f64>() {
        return Ok(Operand::Number(n));
    }
    if let Some(m) = duration_minutes(token) {
        return Ok(Operand::Number(m));
    }
    if let Some(i) = scope.args.iter().position(|a| a.name == token) {
        return Ok(Operand::Arg(i));
    }
    if let Some(i) = scope.params.iter().position(|p| p == token) {
        return Ok(Operand::Param(i));
    }
    if let Some(fact) = Fact::from_name(token) {
        if !fact.defined_for(scope.trigger) {
            return Err(said!("ruleset-the-fact-is-not-computed-for", token = token));
        }
        if !scope.game.computes(fact) {
            return Err(said!(
                "ruleset-the-fact-is-not-computed-for-2",
                name = scope.game.name(),
                token = token
            ));
        }
        return Ok(Operand::Fact(fact));
    }
    // A fact whose value is an event's name compares with a declared event.
    if let Some(Operand::Fact(Fact::TurnSetBy)) = left {
        if scope.events.iter().any(|e| e.name == token) {
            return Ok(Operand::Word(token.into()));
        }
        return Err(said!("ruleset-is-not-a-declared-event", token = token));
    }
    if let Some(Operand::Arg(i)) = left {
        let arg = &scope.args[*i];
        if arg.kind == ArgKind::Word && arg.one_of.iter().any(|w| w == token) {
            return Ok(Operand::Word(token.into()));
        }
        return Err(said!(
            "ruleset-is-not-one-of-the-words",
            name = arg.name,
            one_of = arg.one_of.join(", "),
            token = token
        ));
    }
    let facts: Vec<&str> = Fact::ALL
        .iter()
        .filter(|f| f.defined_for(scope.trigger))
        .map(|f| f.name())
        .collect();
    let args: Vec<&str> = scope.args.iter().map(|a| a.name.as_str()).collect();
    Err(said!(
        "ruleset-unknown-name-facts-here-event-arguments",
        facts = facts.join(", "),
        args = if args.is_empty() {
            "none".to_string()
        } else {
            args.join(", ")
        },
        token = token
    ))
}
