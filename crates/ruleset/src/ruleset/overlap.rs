//! Sibling rules (same trigger, same topic) are alternatives: at most one of
//! them should apply to an event, unless one is declared an exception of the
//! other (`exception-of:`, Catala's idea). This finds the pairs whose
//! conditions cannot be shown to exclude each other, by looking for two
//! conditions, one from each rule, that contradict: the same name tested
//! against the same value with incompatible comparisons (`site == same` /
//! `site != same`, `lateness > limit` / `lateness <= limit`, `claimed` /
//! `not claimed`), through `or` and `and`. It is conservative: conditions it cannot compare count as
//! overlapping.

use super::condition::{Cmp, Expr, Operand, Simple};
use super::model::{Rule, Ruleset};

/// Pairs of sibling rule ids that may both apply to one event and are not
/// declared exceptions of each other.
pub fn overlapping_siblings(ruleset: &Ruleset) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (i, a) in ruleset.rules.iter().enumerate() {
        for b in &ruleset.rules[i + 1..] {
            if a.on != b.on || a.topic != b.topic {
                continue;
            }
            let declared = a.exception_of.as_deref() == Some(b.id.as_str())
                || b.exception_of.as_deref() == Some(a.id.as_str());
            if !declared && !exclusive(a, b) {
                out.push((a.id.clone(), b.id.clone()));
            }
        }
    }
    out
}

/// Some condition of one rule cannot hold together with the other's.
fn exclusive(a: &Rule, b: &Rule) -> bool {
    b.when.iter().any(|y| refuted(&a.when, &y.expr))
        || a.when.iter().any(|x| refuted(&b.when, &x.expr))
}

/// `e` cannot hold when all of `conditions` hold: an alternative (`or`) is
/// refuted when each of its parts is, a conjunction when one part is, a
/// test when a condition (or each alternative of one) contradicts it.
fn refuted(conditions: &[super::condition::Condition], e: &Expr) -> bool {
    match e {
        Expr::Any(parts) => parts.iter().all(|p| refuted(conditions, p)),
        Expr::All(parts) => parts.iter().any(|p| refuted(conditions, p)),
        _ => {
            let Some(t) = test(e) else { return false };
            conditions.iter().any(|c| match &c.expr {
                Expr::Any(parts) => parts
                    .iter()
                    .all(|p| test(p).is_some_and(|x| contradict(&x, &t))),
                other => test(other).is_some_and(|x| contradict(&x, &t)),
            })
        }
    }
}

/// A condition that is one test, possibly negated, as (name, comparison,
/// value); a bare name `x` is `x != 0`.
fn test(e: &Expr) -> Option<(&Operand, Cmp, Option<&Operand>)> {
    let (negated, s): (bool, &Simple) = match e {
        Expr::Test(s) => (false, s),
        Expr::Not(inner) => match &**inner {
            Expr::Test(s) => (true, s),
            _ => return None,
        },
        _ => return None,
    };
    let (cmp, value) = match &s.cmp {
        Some((c, v)) => (*c, Some(v)),
        None => (Cmp::Ne, None),
    };
    Some((&s.lhs, if negated { complement(cmp) } else { cmp }, value))
}

fn complement(c: Cmp) -> Cmp {
    match c {
        Cmp::Eq => Cmp::Ne,
        Cmp::Ne => Cmp::Eq,
        Cmp::Lt => Cmp::Ge,
        Cmp::Ge => Cmp::Lt,
        Cmp::Gt => Cmp::Le,
        Cmp::Le => Cmp::Gt,
    }
}

type Test<'a> = (&'a Operand, Cmp, Option<&'a Operand>);

/// No value of the name satisfies both tests.
fn contradict(x: &Test<'_>, y: &Test<'_>) -> bool {
    let ((lx, cx, vx), (ly, cy, vy)) = (x, y);
    if lx != ly {
        return false;
    }
    let number = |v: Option<&Operand>| match v {
        Some(Operand::Number(n)) => Some(*n),
        _ => None,
    };
    match (vx, vy) {
        // The same right-hand side (a parameter, a number, a word, or none):
        // compare as numbers against one value.
        _ if vx == vy => !shared(*cx, 0.0, *cy, 0.0),
        // Two different words: `==` to each cannot both hold.
        (Some(Operand::Word(a)), Some(Operand::Word(b))) => {
            a != b && *cx == Cmp::Eq && *cy == Cmp::Eq
        }
        _ => match (number(*vx), number(*vy)) {
            (Some(a), Some(b)) => !shared(*cx, a, *cy, b),
            _ => false,
        },
    }
}

/// Some number satisfies both `n cx a` and `n cy b`: probe the values
/// that decide the comparisons.
fn shared(cx: Cmp, a: f64, cy: Cmp, b: f64) -> bool {
    let ok = |c: Cmp, v: f64, n: f64| match c {
        Cmp::Eq => n == v,
        Cmp::Ne => n != v,
        Cmp::Lt => n < v,
        Cmp::Le => n <= v,
        Cmp::Gt => n > v,
        Cmp::Ge => n >= v,
    };
    let mid = (a + b) / 2.0;
    let lo = a.min(b) - 1.0;
    let hi = a.max(b) + 1.0;
    [a, b, mid, lo, hi]
        .iter()
        .any(|&n| ok(cx, a, n) && ok(cy, b, n))
}
