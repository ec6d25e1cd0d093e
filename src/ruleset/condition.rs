//! Rule conditions: `suicide`, `not claimed`, `occurrence >= 2`,
//! `lateness > late-limit-same-site`, `period == byoyomi`.
//!
//! A condition is `[not] OPERAND [OP OPERAND]`, or several of those joined
//! by ` or `; a rule's list of conditions must all hold. Operands are numbers,
//! durations (`60m`, compared in minutes), engine facts, arguments of the
//! triggering event, ruleset parameters, or (on the right of a word argument)
//! one of that argument's allowed words.

use super::model::ArgDecl;
use crate::vocabulary::{ArgKind, Fact, TriggerKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Fact(Fact),
    /// An argument of the triggering event, by position.
    Arg(usize),
    /// A ruleset parameter, by index.
    Param(usize),
    Number(f64),
    Word(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Condition {
    pub text: String,
    /// Holds when any alternative holds.
    pub alternatives: Vec<Simple>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Simple {
    pub negate: bool,
    pub lhs: Operand,
    pub cmp: Option<(Cmp, Operand)>,
}

/// A value during evaluation.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Num(f64),
    Bool(bool),
    Word(String),
    Absent,
}

impl Value {
    pub fn truthy(&self) -> bool {
        match self {
            Value::Num(n) => *n != 0.0,
            Value::Bool(b) => *b,
            Value::Word(_) => true,
            Value::Absent => false,
        }
    }
    fn num(&self) -> Option<f64> {
        match self {
            Value::Num(n) => Some(*n),
            Value::Bool(b) => Some(*b as u8 as f64),
            _ => None,
        }
    }
}

/// What names mean where a condition is written.
pub struct Scope<'a> {
    pub trigger: TriggerKind,
    pub args: &'a [ArgDecl],
    pub params: &'a [String],
}

impl Condition {
    pub fn parse(text: &str, scope: &Scope<'_>) -> Result<Condition, String> {
        let alternatives = text
            .split(" or ")
            .map(|part| Simple::parse(part, scope))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Condition {
            text: text.to_string(),
            alternatives,
        })
    }

    pub fn holds(&self, lookup: &dyn Fn(&Operand) -> Value) -> bool {
        self.alternatives.iter().any(|s| s.holds(lookup))
    }

    /// The condition as written, parenthesised when it has alternatives, so
    /// a list joined with "and" reads unambiguously.
    pub fn display(&self) -> String {
        if self.alternatives.len() > 1 {
            format!("({})", self.text)
        } else {
            self.text.clone()
        }
    }

    /// Every operand the condition reads.
    pub fn operands(&self) -> impl Iterator<Item = &Operand> {
        self.alternatives
            .iter()
            .flat_map(|s| std::iter::once(&s.lhs).chain(s.cmp.as_ref().map(|(_, r)| r)))
    }
}

impl Simple {
    fn parse(text: &str, scope: &Scope<'_>) -> Result<Simple, String> {
        let mut tokens: Vec<&str> = text.split_whitespace().collect();
        let negate = tokens.first() == Some(&"not");
        if negate {
            tokens.remove(0);
        }
        let (lhs, cmp) = match tokens.as_slice() {
            [lhs] => (operand(lhs, scope, None)?, None),
            [lhs, op, rhs] => {
                let cmp = match *op {
                    "==" => Cmp::Eq,
                    "!=" => Cmp::Ne,
                    "<" => Cmp::Lt,
                    "<=" => Cmp::Le,
                    ">" => Cmp::Gt,
                    ">=" => Cmp::Ge,
                    other => {
                        return Err(format!(
                            "`{other}` is not a comparison (use == != < <= > >=)"
                        ));
                    }
                };
                let left = operand(lhs, scope, None)?;
                let right = operand(rhs, scope, Some(&left))?;
                (left, Some((cmp, right)))
            }
            _ => return Err("a condition is `[not] NAME` or `[not] NAME OP VALUE`".into()),
        };
        Ok(Simple { negate, lhs, cmp })
    }

    /// Evaluate with a lookup for facts, arguments and parameters.
    pub fn holds(&self, lookup: &dyn Fn(&Operand) -> Value) -> bool {
        let left = lookup(&self.lhs);
        let result = match &self.cmp {
            None => left.truthy(),
            Some((cmp, rhs)) => {
                let right = lookup(rhs);
                match (&left, &right) {
                    (Value::Word(a), Value::Word(b)) => match cmp {
                        Cmp::Eq => a == b,
                        Cmp::Ne => a != b,
                        _ => false,
                    },
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
        };
        result != self.negate
    }
}

/// Parse a product `a * b * 2` used for amounts.
pub fn parse_product(text: &str, scope: &Scope<'_>) -> Result<Vec<Operand>, String> {
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

fn operand(token: &str, scope: &Scope<'_>, left: Option<&Operand>) -> Result<Operand, String> {
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
            return Err(format!(
                "the fact `{token}` is not computed for this trigger"
            ));
        }
        return Ok(Operand::Fact(fact));
    }
    if let Some(Operand::Arg(i)) = left {
        let arg = &scope.args[*i];
        if arg.kind == ArgKind::Word && arg.one_of.iter().any(|w| w == token) {
            return Ok(Operand::Word(token.to_string()));
        }
        return Err(format!(
            "`{token}` is not one of the words allowed for `{}`: {}",
            arg.name,
            arg.one_of.join(", ")
        ));
    }
    let facts: Vec<&str> = Fact::ALL
        .iter()
        .filter(|f| f.defined_for(scope.trigger))
        .map(|f| f.name())
        .collect();
    let args: Vec<&str> = scope.args.iter().map(|a| a.name.as_str()).collect();
    Err(format!(
        "unknown name `{token}`; facts here: {}; event arguments: {}; or a parameter name",
        facts.join(", "),
        if args.is_empty() {
            "none".to_string()
        } else {
            args.join(", ")
        }
    ))
}

#[cfg(test)]
#[path = "condition_tests.rs"]
mod tests;
