//! Boards of the sizes an edition's text allows (issue 67): every
//! built-in edition judged on each of its sizes and refused on another, a
//! 9×9 SGF as a user hands it over, and the opening rule chosen by name
//! (`--protocol`) judging as the supplement that chooses it.

use crate::common::{caipan, caipan_with, temp_file};

/// A record of two passes on a board of `size`.
fn two_passes(edition: &str, size: usize) -> String {
    format!("[Edition \"{edition}\"]\n[Size \"{size}\"]\n1. B pass 2. W pass\n")
}

#[test]
fn every_edition_judges_on_each_size_its_text_allows_and_no_other() {
    for (id, _, _) in caipan::ruleset::BUILT_IN {
        let rules = caipan::ruleset::built_in(id).unwrap().unwrap();
        let board = &rules.board;
        assert!(board.sizes.contains(&board.own), "{id}: {:?}", board.sizes);
        for &size in &board.sizes {
            let text = two_passes(id, size);
            let record = caipan::record::parse("r", &text).unwrap();
            let on = caipan::on_record_board(&rules, &record);
            assert_eq!(on.board.size, size, "{id} on {size}×{size}");
            // On its own board the edition judges as given, not a copy.
            let borrowed = matches!(on, std::borrow::Cow::Borrowed(_));
            assert_eq!(borrowed, size == board.size, "{id} on {size}×{size}");
            assert_eq!(on.board.columns.len(), size, "{id} on {size}×{size}");
            let (j, defect) = caipan::judge(&rules, &record, "r", text.as_str())
                .unwrap_or_else(|e| panic!("{id} on {size}×{size}: {e}"));
            assert!(defect.is_none(), "{id} on {size}×{size}");
            // A board other than the text's own is said, citing the board.
            let remarked = j.remarks.iter().any(|r| {
                matches!(&r.about, caipan::judgement::About::OtherBoard { size: s, article, .. }
                    if *s == size && *article == board.article)
            });
            assert_eq!(remarked, size != board.own, "{id} on {size}×{size}");
        }
        let other = (2..=25).find(|n| !board.sizes.contains(n)).unwrap();
        let text = two_passes(id, other);
        let record = caipan::record::parse("r", &text).unwrap();
        let refused = caipan::judge(&rules, &record, "r", text.as_str());
        assert!(refused.is_err(), "{id} judged a game on {other}×{other}");
    }
}

#[test]
fn a_nine_by_nine_sgf_is_judged_under_the_aga_and_refused_under_2002() {
    let sgf = "(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]AB[cg][gc];W[ee];B[];W[])";
    let file = temp_file("boards", "nine.sgf", sgf);
    let (code, out, err) = caipan(&[
        "check",
        "--edition",
        "go-aga-1991",
        "--format",
        "json",
        &file,
    ]);
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["findings"][0]["rule"], "two-passes-white-last", "{j}");
    let remark = j["remarks"][0]["message"].as_str().unwrap_or_default();
    assert!(remark.contains("9×9") && remark.contains("19×19"), "{j}");
    let (code, _, err) = caipan(&["check", "--edition", "go-2002", &file]);
    assert_eq!(code, 2);
    assert!(
        err.contains("9×9") && err.contains("caipan::record::invalid"),
        "{err}"
    );
    // The editions list names the sizes an edition's text allows.
    let (_, out, _) = caipan(&["editions"]);
    assert!(
        out.contains("boards: 19×19 (the text's own), 9×9, 13×13"),
        "{out}"
    );
}

#[test]
fn an_opening_rule_chosen_by_name_judges_as_its_supplement() {
    let case = "cases/gomoku-swap/swap2-take-black.case";
    let json = |extra: &[&str]| {
        let mut args = vec!["check", "--edition", "gomoku-freestyle", "--format", "json"];
        args.extend_from_slice(extra);
        args.push(case);
        let (code, out, err) = caipan(&args);
        assert!(code == 0 || code == 1, "{err}");
        let j: serde_json::Value = serde_json::from_str(&out).unwrap();
        (
            j["findings"].clone(),
            j["result"].clone(),
            j["protocol"].clone(),
        )
    };
    let by_name = json(&["--protocol", "swap2"]);
    let by_file = json(&["--supplement", "rulesets/supplements/freestyle-swap2.yaml"]);
    assert_eq!(by_name, by_file);
    // Under the edition's own rule the record's swap is no event at all.
    let (code, _, err) = caipan(&["check", "--edition", "gomoku-freestyle", case]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = caipan(&[
        "check",
        "--edition",
        "gomoku-freestyle",
        "--protocol",
        "swap9",
        case,
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("caipan::ruleset::unknown_protocol") && err.contains("free, swap1, swap2"),
        "{err}"
    );
    // The referee plays the edition's own rule, and says so.
    let (code, _, err) = caipan_with(
        &[
            "referee",
            "--edition",
            "gomoku-freestyle",
            "--protocol",
            "swap2",
            "x",
            "y",
        ],
        None,
    );
    assert_eq!(code, 2);
    assert!(err.contains("caipan::referee::protocol"), "{err}");
}
