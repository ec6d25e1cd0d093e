//! Unit tests of rule conditions.
use super::*;

fn scope() -> (Vec<ArgDecl>, Vec<String>) {
    (
        vec![ArgDecl {
            name: "period".into(),
            kind: ArgKind::Word,
            optional: true,
            one_of: vec!["main".into(), "byoyomi".into()],
        }],
        vec!["limit".into()],
    )
}

#[test]
fn parses_and_evaluates() {
    let (args, params) = scope();
    let s = Scope {
        trigger: TriggerKind::Event,
        args: &args,
        params: &params,
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
    assert_eq!(
        Condition::parse("occurrence > 60m", &s)
            .expect("the test condition parses")
            .alternatives[0]
            .cmp
            .clone()
            .expect("the test condition parses")
            .1,
        Operand::Number(60.0)
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
