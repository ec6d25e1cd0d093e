//! Unit tests of rule conditions.
use super::super::declarations::ArgDecl;
use super::*;
use crate::vocabulary::{ArgKind, Fact, TriggerKind};

fn scope() -> (Vec<ArgDecl>, Vec<String>) {
    (
        vec![ArgDecl {
            name: "period".into(),
            kind: ArgKind::Word,
            optional: true,
            one_of: vec!["main".into(), "byoyomi".into()],
            name_zh: None,
            one_of_zh: Vec::new(),
            range: None,
        }],
        vec!["limit".into()],
    )
}

#[test]
fn parses_and_evaluates() {
    let (args, params) = scope();
    let s = Scope {
        game: crate::vocabulary::Game::Go,
        trigger: TriggerKind::Event,
        args: &args,
        params: &params,
        events: &[],
    };
    let c = Condition::parse("occurrence >= 2", &s).expect("the test condition parses");
    assert!(c.holds(&|_| Value::Num(2.0)));
    let c = Condition::parse("period == byoyomi", &s).expect("the test condition parses");
    assert!(c.holds(&|o| match o {
        Operand::Arg(_) => Value::Word("byoyomi".into()),
        Operand::Word(w) => Value::Word(w.clone()),
        _ => Value::Absent,
    }));
    let c = Condition::parse("not after-end", &s).expect("the test condition parses");
    assert!(c.holds(&|_| Value::Bool(false)));
    let c = Condition::parse("occurrence > 60m", &s).expect("the test condition parses");
    assert!(
        matches!(&c.expr, Expr::Test(Simple { cmp: Some((Cmp::Gt, Operand::Number(n))), .. }) if *n == 60.0)
    );
    let c = Condition::parse("occurrence > 3 or period == byoyomi", &s)
        .expect("the test condition parses");
    assert!(c.holds(&|o| match o {
        Operand::Fact(_) => Value::Num(1.0),
        Operand::Arg(_) => Value::Word("byoyomi".into()),
        Operand::Word(w) => Value::Word(w.clone()),
        _ => Value::Num(3.0),
    }));
    assert!(Condition::parse("suicide", &s).is_err());
    assert!(Condition::parse("period == sometimes", &s).is_err());
    assert!(Condition::parse("nonsense", &s).is_err());
}

fn event_scope_test(text: &str) -> Result<Condition, ConditionError> {
    let (args, params) = scope();
    let s = Scope {
        game: crate::vocabulary::Game::Go,
        trigger: TriggerKind::Event,
        args: &args,
        params: &params,
        events: &[],
    };
    Condition::parse(text, &s)
}

#[test]
fn parentheses_and_precedence() {
    // `not` binds tightest, then `and`, then `or`.
    let c = event_scope_test("occurrence > 3 or occurrence == 1 and not after-end")
        .expect("the test condition parses");
    let look = |occ: f64, after: bool| {
        move |o: &Operand| match o {
            Operand::Fact(Fact::AfterEnd) => Value::Bool(after),
            Operand::Fact(_) => Value::Num(occ),
            Operand::Number(n) => Value::Num(*n),
            _ => Value::Absent,
        }
    };
    assert!(c.holds(&look(4.0, true)));
    assert!(c.holds(&look(1.0, false)));
    assert!(!c.holds(&look(1.0, true)));
    let c = event_scope_test("(occurrence > 3 or occurrence == 1) and not after-end")
        .expect("the test condition parses");
    assert!(!c.holds(&look(4.0, true)));
    assert!(c.holds(&look(4.0, false)));
    assert_eq!(
        c.display(),
        "(occurrence > 3 or occurrence == 1) and not after-end"
    );
}

#[test]
fn errors_point_inside_the_condition() {
    let e = event_scope_test("occurrence > 3 or nonsense").expect_err("unknown name");
    assert_eq!(e.at, 18..26, "{e:?}");
    let e = event_scope_test("occurrence >> 3").expect_err("bad operator");
    assert_eq!(e.at.start, 12, "{e:?}");
    let e = event_scope_test("(occurrence > 3").expect_err("unclosed");
    assert_eq!(e.at.start, 15, "{e:?}");
    assert!(e.message.english().contains(")"), "{e:?}");
    assert!(event_scope_test("").is_err());
    assert!(event_scope_test("not").is_err());
}
