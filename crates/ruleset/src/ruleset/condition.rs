//! Rule conditions: `suicide`, `not claimed`, `occurrence >= 2`,
//! `lateness > late-limit-same-site`, `(period == byoyomi or warnings > 1)
//! and not after-end`.
//!
//! The syntax is the pest grammar `grammar/condition.pest` (`not` binds
//! tightest, then `and`, then `or`; parentheses group); a rule's list of
//! conditions must all hold. Operands are numbers, durations (`60m`,
//! compared in minutes), engine facts, arguments of the triggering event,
//! ruleset parameters, or (on the right of a word argument) one of that
//! argument's allowed words. Pest's pairs stay in this file: the loader gets
//! a [`Condition`], or a message with the byte range inside the condition
//! that it is about.

use crate::error::Said;
use crate::said;
use pest::Parser as _;
use pest::iterators::Pair;
use serde::{Deserialize, Serialize};
use std::ops::Range;

use super::operand::operand;
pub use super::operand::{Operand, Scope, parse_product};

/// The generated parser and its `Rule` enum, private to this module.
mod grammar {
    #[derive(pest_derive::Parser)]
    #[grammar = "../../../grammar/condition.pest"]
    pub(super) struct ConditionParser;
}
use grammar::{ConditionParser, Rule};

/// A comparison.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cmp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

/// One condition of a rule, parsed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Condition {
    /// As written.
    pub text: String,
    /// Its structure.
    pub expr: Expr,
}

/// A condition's structure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Expr {
    /// Holds when any part holds (`or`).
    Any(Vec<Expr>),
    /// Holds when every part holds (`and`).
    All(Vec<Expr>),
    /// Holds when the part does not.
    Not(Box<Expr>),
    /// A name or a comparison.
    Test(Simple),
}

/// One name, or one comparison.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Simple {
    /// The name on the left.
    pub lhs: Operand,
    /// The comparison and the right-hand side, if any.
    pub cmp: Option<(Cmp, Operand)>,
}

/// What is wrong with a condition, and where inside it (bytes).
#[derive(Debug, Clone, PartialEq)]
pub struct ConditionError {
    /// What is wrong.
    pub message: Said,
    /// The bytes of the condition it is about.
    pub at: Range<usize>,
}

pub use super::value::Value;

/// The deepest nesting of parentheses a condition may have, and the most
/// `not`s in a row: the parser and the evaluator recurse once per level,
/// and a ruleset from a stranger must not overflow the stack (1,500
/// parentheses did). No real condition comes near it.
pub const MAX_NESTING: usize = 32;

/// The first `(` nested deeper than [`MAX_NESTING`].
fn too_deep(text: &str) -> Option<ConditionError> {
    let mut depth = 0usize;
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(ConditionError {
                        message: said!(
                            "ruleset-parentheses-nested-more-than-deep",
                            depth = MAX_NESTING
                        ),
                        at: i..i + 1,
                    });
                }
            }
            b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

impl Condition {
    /// Parse a condition in the scope of its rule.
    pub fn parse(text: &str, scope: &Scope<'_>) -> Result<Condition, ConditionError> {
        if let Some(e) = too_deep(text) {
            return Err(e);
        }
        let mut pairs = ConditionParser::parse(Rule::condition, text).map_err(|e| {
            let at = match e.location {
                pest::error::InputLocation::Pos(p) => p..p,
                pest::error::InputLocation::Span((a, b)) => a..b,
            };
            ConditionError {
                message: syntax_message(&e.variant),
                at,
            }
        })?;
        let either = pairs
            .next()
            .and_then(|c| c.into_inner().next())
            .ok_or_else(|| ConditionError {
                message: said!("ruleset-an-empty-condition"),
                at: 0..text.len(),
            })?;
        Ok(Condition {
            text: text.to_string(),
            expr: expr(either, scope)?,
        })
    }

    /// Whether the condition holds, with a lookup for facts, arguments and parameters.
    #[inline]
    pub fn holds(&self, lookup: &dyn Fn(&Operand) -> Value) -> bool {
        self.expr.holds(lookup)
    }

    /// The condition as written, parenthesised when it has alternatives, so
    /// a list joined with "and" reads unambiguously.
    pub fn display(&self) -> String {
        if matches!(self.expr, Expr::Any(_)) {
            format!("({})", self.text)
        } else {
            self.text.clone()
        }
    }

    /// Every operand the condition reads.
    pub fn operands(&self) -> Vec<&Operand> {
        let mut out = Vec::new();
        self.expr.operands(&mut out);
        out
    }
}

/// Pest's expectation in words a ruleset author knows.
fn syntax_message(v: &pest::error::ErrorVariant<Rule>) -> Said {
    match v {
        pest::error::ErrorVariant::ParsingError { positives, .. } => {
            let mut words: Vec<Said> = positives
                .iter()
                .map(|r| match r {
                    Rule::operand | Rule::comparison | Rule::factor => {
                        said!("ruleset-expected-name-or-number")
                    }
                    Rule::negation => said!("ruleset-expected-not"),
                    Rule::group => said!("ruleset-expected-group"),
                    Rule::cmp => said!("ruleset-expected-comparison"),
                    Rule::EOI => said!("ruleset-expected-end"),
                    _ => said!("ruleset-expected-and-or-close"),
                })
                .collect();
            words.dedup();
            if words.is_empty() {
                said!("ruleset-not-a-condition")
            } else {
                let words = Said::either(words);
                said!("ruleset-condition-expected", words = words).nested("words", &words)
            }
        }
        pest::error::ErrorVariant::CustomError { message } => Said::verbatim(message.clone()),
    }
}

fn at(pair: &Pair<'_, Rule>) -> Range<usize> {
    let s = pair.as_span();
    s.start()..s.end()
}

fn expr(pair: Pair<'_, Rule>, scope: &Scope<'_>) -> Result<Expr, ConditionError> {
    match pair.as_rule() {
        Rule::either | Rule::both => {
            let any = pair.as_rule() == Rule::either;
            let mut parts = pair
                .into_inner()
                .filter(|p| !matches!(p.as_rule(), Rule::or | Rule::and))
                .map(|p| expr(p, scope))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(match (parts.len(), any) {
                (1, _) => parts.remove(0),
                (_, true) => Expr::Any(parts),
                (_, false) => Expr::All(parts),
            })
        }
        Rule::factor => {
            let mut negations = 0;
            let mut inner = None;
            for p in pair.into_inner() {
                match p.as_rule() {
                    Rule::negation if negations == MAX_NESTING => {
                        return Err(ConditionError {
                            message: said!("ruleset-more-than-not-s-in-a", depth = MAX_NESTING),
                            at: at(&p),
                        });
                    }
                    Rule::negation => negations += 1,
                    _ => inner = Some(expr(p, scope)?),
                }
            }
            let mut e = inner.ok_or_else(|| ConditionError {
                message: said!("ruleset-not-needs-something-to-negate"),
                at: 0..0,
            })?;
            for _ in 0..negations {
                e = Expr::Not(Box::new(e));
            }
            Ok(e)
        }
        Rule::group => match pair.into_inner().next() {
            Some(p) => expr(p, scope),
            None => Ok(Expr::All(Vec::new())),
        },
        Rule::comparison => {
            let mut parts = pair.into_inner();
            let (Some(l), cmp, r) = (parts.next(), parts.next(), parts.next()) else {
                return Ok(Expr::All(Vec::new()));
            };
            let lhs = operand(l.as_str(), scope, None).map_err(|m| error(m, &l))?;
            let cmp = match (cmp, r) {
                (Some(op), Some(r)) => {
                    let c = match op.as_str() {
                        "==" => Cmp::Eq,
                        "!=" => Cmp::Ne,
                        "<" => Cmp::Lt,
                        "<=" => Cmp::Le,
                        ">" => Cmp::Gt,
                        _ => Cmp::Ge,
                    };
                    let right = operand(r.as_str(), scope, Some(&lhs)).map_err(|m| error(m, &r))?;
                    Some((c, right))
                }
                _ => None,
            };
            Ok(Expr::Test(Simple { lhs, cmp }))
        }
        _ => Ok(Expr::All(Vec::new())),
    }
}

fn error(message: Said, pair: &Pair<'_, Rule>) -> ConditionError {
    ConditionError {
        message,
        at: at(pair),
    }
}

impl Expr {
    /// Whether the test holds, with a lookup for facts, arguments and parameters.
    #[inline]
    pub fn holds(&self, lookup: &dyn Fn(&Operand) -> Value) -> bool {
        match self {
            Expr::Any(parts) => parts.iter().any(|e| e.holds(lookup)),
            Expr::All(parts) => parts.iter().all(|e| e.holds(lookup)),
            Expr::Not(e) => !e.holds(lookup),
            Expr::Test(s) => s.holds(lookup),
        }
    }

    fn operands<'a>(&'a self, out: &mut Vec<&'a Operand>) {
        match self {
            Expr::Any(parts) | Expr::All(parts) => parts.iter().for_each(|e| e.operands(out)),
            Expr::Not(e) => e.operands(out),
            Expr::Test(s) => {
                out.push(&s.lhs);
                if let Some((_, r)) = &s.cmp {
                    out.push(r);
                }
            }
        }
    }
}

impl Simple {
    /// Evaluate with a lookup for facts, arguments and parameters.
    #[inline]
    pub fn holds(&self, lookup: &dyn Fn(&Operand) -> Value) -> bool {
        let left = lookup(&self.lhs);
        match &self.cmp {
            None => left.truthy(),
            Some((cmp, rhs)) => {
                let right = lookup(rhs);
                match (&left, &right) {
                    (Value::Word(a), Value::Word(b)) => match cmp {
                        Cmp::Eq => a == b,
                        Cmp::Ne => a != b,
                        _ => false,
                    },
                    // An omitted optional argument equals nothing: only `!=` holds.
                    (Value::Absent, _) | (_, Value::Absent) => *cmp == Cmp::Ne,
                    _ => match (left.num(), right.num()) {
                        (Some(a), Some(b)) => match cmp {
                            Cmp::Eq => a == b,
                            Cmp::Ne => a != b,
                            Cmp::Lt => a < b,
                            Cmp::Le => a <= b,
                            Cmp::Gt => a > b,
                            Cmp::Ge => a >= b,
                        },
                        _ => false,
                    },
                }
            }
        }
    }
}

#[cfg(test)]
#[path = "condition_tests.rs"]
mod tests;
