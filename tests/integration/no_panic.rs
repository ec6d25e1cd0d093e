//! Property: whatever the parser accepts, judging never panics — for every
//! built-in edition. Events are generated from each ruleset's own
//! declarations (with well-formed arguments most of the time), so most
//! records get past validation and deep into the engine: captures, kos,
//! fives, forbidden shapes, offers, takebacks, claims, rulings, the count,
//! and the `points` scan.

use caipan::Ruleset;
use caipan::vocabulary::ArgKind;
use proptest::prelude::*;

/// Points of the edition's board: mostly a small corner so stones touch
/// (and capture, or make lines); sometimes anywhere; sometimes off the board.
fn point(rules: &Ruleset) -> BoxedStrategy<String> {
    let near: Vec<char> = rules.board.columns.clone();
    let columns = near.clone();
    let n = rules.board.size;
    prop_oneof![
        30 => (0usize..7, 1usize..8).prop_map(move |(c, r)| format!("{}{r}", near[c])),
        10 => (0..n, 1..=n).prop_map(move |(c, r)| format!("{}{r}", columns[c])),
        1 => prop::sample::select(vec!["I5", "Z3", "A0", "T20"]).prop_map(str::to_string),
    ]
    .boxed()
}

/// An event name with the kind and allowed words of each argument.
type Declaration = (String, Vec<(ArgKind, Vec<String>)>);

fn event(rules: &Ruleset) -> BoxedStrategy<String> {
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
        prop::collection::vec(point(rules), 1..3),
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

fn token(rules: &Ruleset) -> BoxedStrategy<String> {
    let colour = prop_oneof![Just("B"), Just("W")];
    let verdict = prop::sample::select(
        caipan::vocabulary::Verdict::ALL
            .iter()
            .map(|v| v.name())
            .collect::<Vec<_>>(),
    );
    // A claim may name any claim of the vocabulary (an edition that does
    // not take it is told so) or an event.
    let mut claimable: Vec<String> = caipan::vocabulary::ClaimWord::ALL
        .iter()
        .map(|w| w.name())
        .chain(rules.events.iter().map(|e| e.name.as_str()))
        .map(String::from)
        .collect();
    claimable.sort();
    claimable.dedup();
    prop_oneof![
        12 => (colour.clone(), point(rules)).prop_map(|(c, p)| format!("{c} {p}")),
        2 => colour.clone().prop_map(|c| format!("{c} pass")),
        3 => (colour.clone(), event(rules)).prop_map(|(c, e)| format!("{c} {e}")),
        1 => event(rules).prop_map(|e| format!("both {e}")),
        1 => (colour.clone(), prop::sample::select(claimable)).prop_map(|(c, w)| format!("{c} claim {w}")),
        1 => (colour, verdict).prop_map(|(c, v)| format!("arbiter: {c} {v}")),
    ]
    .boxed()
}

/// (edition id, record text) for any built-in edition.
fn records() -> impl Strategy<Value = (String, String)> {
    let editions: Vec<Ruleset> = caipan::ruleset::BUILT_IN
        .iter()
        .map(|(id, _, _)| caipan::ruleset::resolve(id).unwrap())
        .collect();
    prop::sample::select(editions).prop_flat_map(|rules| {
        let id = rules.id.clone();
        (
            prop::collection::vec(token(&rules), 0..50),
            prop::collection::vec(point(&rules), 0..6),
        )
            .prop_map(move |(tokens, setup)| {
                let text = format!(
                    "[Edition \"{id}\"]\n[AddWhite \"{}\"]\n{}\n",
                    setup.join(" "),
                    tokens.join("\n")
                );
                (id.clone(), text)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn judging_never_panics((edition, text) in records()) {
        let rules = caipan::ruleset::resolve(&edition).unwrap();
        if let Ok(record) = caipan::record::parse("prop", &text) {
            let outcome = caipan::judge(&rules, &record, "prop", &text);
            let _ = caipan::engine::points(&rules, &record, "prop", &text, Some(3));
            if std::env::var("CAIPAN_DEPTH").is_ok() {
                let depth = match &outcome { Ok((_, None)) => "judged to the end", Ok(_) => "defect", Err(_) => "rejected" };
                eprintln!("DEPTH {edition} {depth}");
            }
        }
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in "\\PC{0,200}") {
        let _ = caipan::record::parse("prop", &text);
    }
}
