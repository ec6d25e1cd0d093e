//! Property: whatever the parser accepts, judging never panics. Events are
//! generated from the ruleset's own declarations (with well-formed
//! arguments most of the time), so most records get past validation and deep
//! into the engine: captures, kos, takebacks, claims, rulings, the count.

use caipan::vocabulary::ArgKind;
use proptest::prelude::*;

const COLUMNS: &str = "ABCDEFGHJKLMNOPQRST";

fn point() -> impl Strategy<Value = String> {
    // Mostly a small corner so stones touch and capture; sometimes off the board.
    prop_oneof![
        30 => (0usize..7, 1u8..8).prop_map(|(c, r)| format!("{}{r}", &COLUMNS[c..c + 1])),
        10 => (0usize..19, 1u8..20).prop_map(|(c, r)| format!("{}{r}", &COLUMNS[c..c + 1])),
        1 => prop::sample::select(vec!["I5", "Z3", "A0", "T20"]).prop_map(str::to_string),
    ]
}

/// An event name with the kind and allowed words of each argument.
type Declaration = (String, Vec<(ArgKind, Vec<String>)>);

fn event(rules: &caipan::Ruleset) -> BoxedStrategy<String> {
    let decls: Vec<Declaration> = rules
        .events
        .iter()
        .map(|e| {
            (
                e.name.clone(),
                e.args.iter().map(|a| (a.kind, a.one_of.clone())).collect(),
            )
        })
        .collect();
    (
        prop::sample::select(decls),
        prop::collection::vec(point(), 1..3),
        0u32..200,
        any::<prop::sample::Index>(),
    )
        .prop_map(|((name, args), points, n, pick)| {
            let parts: Vec<String> = args
                .iter()
                .map(|(kind, one_of)| match kind {
                    ArgKind::Point => points[0].clone(),
                    ArgKind::Points => points.join(" "),
                    ArgKind::Duration => format!("{n}m"),
                    ArgKind::Number => format!("{}", 150.0 + n as f64 / 4.0),
                    ArgKind::Word if one_of.is_empty() => "x".to_string(),
                    ArgKind::Word => pick.get(one_of).clone(),
                })
                .collect();
            format!("{name} {}", parts.join(" "))
        })
        .boxed()
}

fn token(rules: &caipan::Ruleset) -> impl Strategy<Value = String> + use<> {
    let colour = prop_oneof![Just("B"), Just("W")];
    let verdict = prop::sample::select(
        caipan::vocabulary::Verdict::ALL
            .iter()
            .map(|v| v.name())
            .collect::<Vec<_>>(),
    );
    let claimable: Vec<String> = rules
        .rules
        .iter()
        .filter(|r| r.claim.is_some())
        .map(|r| r.topic.clone())
        .collect();
    prop_oneof![
        12 => (colour.clone(), point()).prop_map(|(c, p)| format!("{c} {p}")),
        2 => colour.clone().prop_map(|c| format!("{c} pass")),
        3 => (colour.clone(), event(rules)).prop_map(|(c, e)| format!("{c} {e}")),
        1 => event(rules).prop_map(|e| format!("both {e}")),
        1 => (colour.clone(), prop::sample::select(claimable)).prop_map(|(c, w)| format!("{c} claim {w}")),
        1 => (colour, verdict).prop_map(|(c, v)| format!("arbiter: {c} {v}")),
    ]
}

fn records() -> impl Strategy<Value = String> {
    let rules = caipan::ruleset::resolve("go-2002").unwrap();
    (
        prop::collection::vec(token(&rules), 0..50),
        prop::collection::vec(point(), 0..6),
    )
        .prop_map(|(tokens, setup)| {
            format!(
                "[Edition \"go-2002\"]\n[AddWhite \"{}\"]\n{}\n",
                setup.join(" "),
                tokens.join("\n")
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn judging_never_panics(text in records()) {
        let rules = caipan::ruleset::resolve("go-2002").unwrap();
        if let Ok(record) = caipan::record::parse("prop", &text) {
            let outcome = caipan::judge(&rules, &record, "prop", &text);
            if std::env::var("CAIPAN_DEPTH").is_ok() {
                let depth = match &outcome { Ok((_, None)) => "judged to the end", Ok(_) => "defect", Err(_) => "rejected" };
                eprintln!("DEPTH {depth}");
            }
        }
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in "\\PC{0,200}") {
        let _ = caipan::record::parse("prop", &text);
    }
}
