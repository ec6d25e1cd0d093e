//! Rulings an arbiter can sign (issue 23): what a case file cannot state,
//! because the record itself is refused. Gomoku's declared number of
//! fifth-move offers is a count N ≥ 1 (「N表示数量,N>=1」): zero, a fraction
//! or a negative number is a located error in the record.

use miette::Diagnostic;

fn judged(n: &str) -> Result<(), String> {
    let text =
        format!("[Edition \"gomoku-2013\"]\nB declare-offers {n}\n1. B H8 2. W H9 3. B I9\n");
    let rules = caipan::ruleset::resolve("gomoku-2013").expect("built in");
    let record = caipan::record::parse("o.case", &text)
        .map_err(|e| format!("{:?}", e.code().map(|c| c.to_string())))?;
    caipan::judge(&rules, &record, "o.case", text.as_str())
        .map(|_| ())
        .map_err(|e| {
            let shown = format!("{:?}", miette::Report::new(*e));
            assert!(
                shown.contains("o.case:2:18"),
                "located at the number: {shown}"
            );
            shown
        })
}

#[test]
fn declared_offers_are_a_whole_number() {
    // No one can say half an offer or a negative count: refused where
    // the number is written.
    for bad in ["2.5", "-1"] {
        assert!(judged(bad).is_err(), "declare-offers {bad} is refused");
    }
    let err = judged("2.5").unwrap_err();
    assert!(
        err.contains("caipan::record::invalid") && err.contains("a whole number from 0"),
        "{err}"
    );
    // 0 can be said at the table: it breaks 2.1 and is judged (the cases
    // gomoku/declared-offers-0*), not refused.
    for good in ["0", "1", "2", "10"] {
        assert_eq!(judged(good), Ok(()), "declare-offers {good}");
    }
}
