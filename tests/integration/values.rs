//! Values the world allows: impossible counts, parameters and numbers are
//! refused with a located diagnostic, never judged; `compare` stays linear
//! (its speed is measured in `benches/limits.rs`; here, its correctness on a
//! long record).

use caipan::fuzzing::check_diagnostic;
use caipan::ruleset::{apply_supplement, built_in};

fn go_2002() -> caipan::Ruleset {
    built_in("go-2002").unwrap().unwrap()
}

/// Judge `body` under go-2002; the defect message, if any.
fn defect(body: &str) -> Option<String> {
    let text = format!("[Edition \"go-2002\"]\n{body}\n");
    let record = caipan::record::parse("t", &text).unwrap();
    let (j, defect) = caipan::judge(&go_2002(), &record, "t", &text).unwrap();
    if let Some(d) = &defect {
        check_diagnostic(d.as_ref());
    }
    assert!(j.result.margin.is_none_or(|m| m.as_f64().is_finite()));
    defect.map(|d| d.to_string())
}

/// Parse `body` under go-2002; the syntax or range error, if any.
fn parse_error(body: &str) -> Option<String> {
    let text = format!("[Edition \"go-2002\"]\n{body}\n");
    match caipan::record::parse("t", &text) {
        Ok(_) => None,
        Err(e) => {
            check_diagnostic(e.as_ref());
            Some(e.to_string())
        }
    }
}

#[test]
fn impossible_counts_are_defects() {
    let beyond = defect("both count 362").expect("362 points on a 361-point board");
    assert!(beyond.contains("0–361"), "{beyond}");
    let unit = defect("both count 0.0001").expect("not a multiple of ½");
    assert!(unit.contains("multiple of 0.5"), "{unit}");
    // The 400-digit number never reaches the judge.
    let huge = format!("both count 1{}", "0".repeat(400));
    assert!(parse_error(&huge).unwrap().contains("out of range"));
    // Counts that fit are judged.
    assert_eq!(defect("both count 185"), None);
    assert_eq!(defect("both count 184.5"), None);
    assert_eq!(defect("both count 0"), None);
    assert_eq!(defect("both count 361"), None);
}

fn supplement(params: &str) -> String {
    format!("supplement:\n  id: t\n  title: t\n  edition: go-2002\nparameters:\n{params}")
}

#[test]
fn supplement_values_are_checked_against_the_parameter() {
    let base = go_2002();
    for (value, why) in [
        (".nan", "not a number"),
        (".inf", "not a number"),
        ("1e308", "outside"),
        ("-25", "outside"),
        ("3.6", "multiple of 0.25"),
    ] {
        let text = supplement(&format!("  - {{name: komi, value: {value}}}\n"));
        let err = apply_supplement(&base, "s.yaml", &text).unwrap_err();
        check_diagnostic(err.as_ref());
        assert!(err.to_string().contains(why), "{value}: {err}");
    }
    let text = supplement("  - {name: late-limit-same-site, value: -1}\n");
    let err = apply_supplement(&base, "s.yaml", &text).unwrap_err();
    assert!(err.to_string().contains("outside"), "{err}");
    // Allowed values are applied.
    let text = supplement("  - {name: komi, value: 3.5}\n");
    let rules = apply_supplement(&base, "s.yaml", &text).unwrap();
    assert_eq!(
        rules
            .parameters
            .iter()
            .find(|p| p.name == "komi")
            .unwrap()
            .value,
        3.5
    );
}

#[test]
fn a_parameter_set_twice_points_at_both_places() {
    let text = supplement("  - {name: komi, value: 3.5}\n  - {name: komi, value: 2.5}\n");
    let err = apply_supplement(&go_2002(), "s.yaml", &text).unwrap_err();
    check_diagnostic(err.as_ref());
    let labels: Vec<_> = miette::Diagnostic::labels(err.as_ref()).unwrap().collect();
    assert_eq!(labels.len(), 2, "{err}");
    assert!(labels[0].offset() < labels[1].offset());
    assert_eq!(
        miette::Diagnostic::code(err.as_ref()).unwrap().to_string(),
        "caipan::ruleset::duplicate"
    );
}

#[test]
fn ruleset_values_and_ranges_are_checked() {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    let bad_value = text.replacen("    value: 3.75\n", "    value: 3.7\n", 1);
    let err = caipan::ruleset::load_ruleset("r.yaml", &bad_value).unwrap_err();
    check_diagnostic(err.as_ref());
    assert!(err.to_string().contains("multiple of 0.25"), "{err}");
    let bad_range = text.replacen("range: [-20, 20]", "range: [20, -20]", 1);
    let err = caipan::ruleset::load_ruleset("r.yaml", &bad_range).unwrap_err();
    assert!(err.to_string().contains("range"), "{err}");
    let no_range = text.replacen("    range: [-20, 20]\n", "", 1);
    let err = caipan::ruleset::load_ruleset("r.yaml", &no_range).unwrap_err();
    assert!(err.to_string().contains("range"), "{err}");
}

/// The values a count reads are exact quarters (`ruleset/exact.rs`): a
/// komi without a step on quarters, a count step off them, and a stone
/// penalty that multiplies a fact are refused where they are written.
#[test]
fn what_the_count_reads_is_in_whole_quarters() {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    let load = |text: &str| caipan::ruleset::load_ruleset("r.yaml", text).unwrap_err();
    let komi_step = text.replacen(
        "    range: [-20, 20]\n    step: 0.25\n",
        "    range: [-20, 20]\n    step: 0.05\n",
        1,
    );
    assert_ne!(komi_step, text);
    let err = load(&komi_step);
    check_diagnostic(err.as_ref());
    assert!(err.to_string().contains("whole quarters"), "{err}");
    let count_step = text.replacen("count-step: 0.5", "count-step: 0.3", 1);
    assert_ne!(count_step, text);
    assert!(load(&count_step).to_string().contains("quarters"));
    let by_fact = text.replacen(
        "amount: stone-penalty-per-warning",
        "amount: warnings * stone-penalty-per-warning",
        1,
    );
    assert_ne!(by_fact, text);
    let err = load(&by_fact);
    check_diagnostic(err.as_ref());
    assert!(err.to_string().contains("exact in quarters"), "{err}");
}

#[test]
fn numbers_in_records_have_ranges() {
    for (body, what) in [
        ("B late 99999999999999999999h", "duration"),
        ("B late 101h", "duration"),
        ("B Q16 +200h", "duration"),
        ("B Q16 @1:75:00", "clock"),
        ("B Q16 @101:00:00", "clock"),
        ("123456789012. B Q16", "move number"),
        ("B declare-offers 10000000", "number"),
    ] {
        let err = parse_error(body).unwrap_or_else(|| panic!("{body} was accepted"));
        assert!(err.contains(what), "{body}: {err}");
    }
    for body in [
        "B late 100h",
        "B Q16 @99:59:59",
        "10000000. B Q16",
        "B Q16 +45s",
    ] {
        assert_eq!(parse_error(body), None, "{body}");
    }
}

#[test]
fn compare_of_a_long_record_aligns_every_row() {
    let mut text = String::from("[Edition \"go-2002\"]\n");
    for _ in 0..2_000 {
        text.push_str("B phone-ring\nW leave-seat\n");
    }
    let record = caipan::record::parse("t", &text).unwrap();
    let judgements: Vec<_> = ["go-1988", "go-2002"]
        .iter()
        .map(|id| {
            let rules = built_in(id).unwrap().unwrap();
            caipan::judge(&rules, &record, "t", &text).unwrap().0
        })
        .collect();
    let c = caipan::compare::compare(&judgements);
    let mut indices: Vec<usize> = judgements
        .iter()
        .flat_map(|j| j.findings.iter().map(|f| f.event_index))
        .collect();
    indices.sort_unstable();
    indices.dedup();
    assert_eq!(c.rows.len(), indices.len());
    for (row, i) in c.rows.iter().zip(&indices) {
        assert_eq!(row.event_index, *i);
        for (cells, j) in row.cells.iter().zip(&judgements) {
            let n = j.findings.iter().filter(|f| f.event_index == *i).count();
            assert_eq!(cells.len(), n);
        }
    }
}

#[test]
fn the_opening_tag_takes_a_declared_value() {
    let rules = built_in("gomoku-2013").unwrap().unwrap();
    let text = "[Edition \"gomoku-2013\"]\n[Opening \"freestyle\"]\n1. B H8\n";
    let record = caipan::record::parse("t", text).unwrap();
    let err = caipan::judge(&rules, &record, "t", text).unwrap_err();
    check_diagnostic(err.as_ref());
    assert!(err.to_string().contains("not an opening"), "{err}");
    for ok in ["free", "designated", "Free"] {
        let text = format!("[Edition \"gomoku-2013\"]\n[Opening \"{ok}\"]\n1. B H8\n");
        let record = caipan::record::parse("t", &text).unwrap();
        assert!(caipan::judge(&rules, &record, "t", &text).is_ok(), "{ok}");
    }
}

#[test]
fn a_misspelt_reading_is_an_error() {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/gomoku-2013.yaml")).unwrap();
    let misspelt = text.replacen(
        "name: three-point-may-make-five",
        "name: three-point-may-make-fiv",
        1,
    );
    let err = caipan::ruleset::load_ruleset("r.yaml", &misspelt).unwrap_err();
    check_diagnostic(err.as_ref());
    assert!(
        err.to_string().contains("not a reading the physics knows"),
        "{err}"
    );
}

#[test]
fn a_stone_penalty_states_its_amount() {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    let at = text.find("\nrules:\n").unwrap() + "\nrules:\n".len();
    let yaml = format!(
        "{}  - id: t\n    topic: t\n    on: smoking\n    verdict: [stone-penalty]\n    articles: [\"24.1\"]\n{}",
        &text[..at],
        &text[at..]
    );
    let err = caipan::ruleset::load_ruleset("r.yaml", &yaml).unwrap_err();
    check_diagnostic(err.as_ref());
    assert!(err.to_string().contains("without `amount`"), "{err}");
}

#[test]
fn a_clause_text_must_be_its_article_words() {
    let text = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml")).unwrap();
    // Change the clause copy of 17.2 only (the second occurrence; the first
    // is in the article's text).
    let words = "2、一方并未表示弃权，另一方连下两着，判第二着无效并警告一次。";
    let first = text.find(words).unwrap();
    let second = first + words.len() + text[first + words.len()..].find(words).unwrap();
    let changed = format!(
        "{}2、一方并未表示弃权，另一方连下两着，判第二着无效。{}",
        &text[..second],
        &text[second + words.len()..]
    );
    let err = caipan::ruleset::load_ruleset("r.yaml", &changed).unwrap_err();
    check_diagnostic(err.as_ref());
    assert!(err.to_string().contains("17.2"), "{err}");
}

// A supplement value within a billionth of a step is that step, snapped
// when the supplement is read: a komi of 1e-10 is no komi, and equal
// territory stays jigo (once "White wins by 0").
#[test]
fn a_value_next_to_its_step_is_snapped_to_it() {
    let base = built_in("go-japan-1989").unwrap().unwrap();
    let text = "supplement: {id: tiny, title: Tiny, edition: go-japan-1989}\nparameters:\n  - {name: komi, value: 1e-10}\n";
    let rules = apply_supplement(&base, "tiny.yaml", text).unwrap();
    let komi = rules.parameters.iter().find(|p| p.name == "komi").unwrap();
    assert_eq!(komi.value.to_bits(), 0.0f64.to_bits(), "exactly 0, not -0");
    let case = std::fs::read_to_string(concat!(root!(), "/cases/go-japan/jigo-without-komi.case"))
        .unwrap();
    let record = caipan::record::parse("t", &case).unwrap();
    let (j, _) = caipan::judge(&rules, &record, "t", case.as_str()).unwrap();
    assert_eq!(j.result.outcome, caipan::judgement::Outcome::Draw);
    let near = "supplement: {id: near, title: Near, edition: go-japan-1989}\nparameters:\n  - {name: komi, value: 6.4999999999999}\n";
    let rules = apply_supplement(&base, "near.yaml", near).unwrap();
    let komi = rules.parameters.iter().find(|p| p.name == "komi").unwrap();
    assert_eq!(komi.value, 6.5);
}

// Negative quarters as the texts write them: a reverse komi shows its sign.
#[test]
fn negative_quarters_keep_their_sign() {
    use caipan::units::stones;
    assert_eq!(stones(-0.25), "-¼");
    assert_eq!(stones(-3.75), "-3¾");
    assert_eq!(stones(-2.0), "-2");
    assert_eq!(stones(-0.0), "0");
    assert_eq!(stones(3.75), "3¾");
    assert_eq!(stones(0.5), "½");
    // In the arithmetic of a count: "- 3½ komi", never "+ -3 komi".
    let base = built_in("go-japan-1989").unwrap().unwrap();
    let text = "supplement: {id: reverse, title: Reverse, edition: go-japan-1989}\nparameters:\n  - {name: komi, value: -3.5}\n";
    let rules = apply_supplement(&base, "reverse.yaml", text).unwrap();
    let case = std::fs::read_to_string(concat!(root!(), "/cases/go-japan/jigo-without-komi.case"))
        .unwrap();
    let record = caipan::record::parse("t", &case).unwrap();
    let (j, _) = caipan::judge(&rules, &record, "t", case.as_str()).unwrap();
    let shown = caipan::render::text::judgement(caipan::render::messages::en(), &j);
    assert!(shown.contains("White 171 - 3½ komi"), "{shown}");
}
