//! A modern renju opening protocol written in YAML alone: Soosõrv-8, on a
//! copy of gomoku-2013 whose `openings:` section says it — the 26 openings
//! as before, a swap after move 3 (White's) and another after move 4
//! (Black's), and White declaring, with move 4, up to eight fifth-move
//! offers. No Rust knows this protocol; the same records judged under
//! gomoku-2013 (one swap, Black declaring with Black 3) show the difference.

use caipan::ruleset::load_ruleset;

fn gomoku_2013_yaml() -> String {
    std::fs::read_to_string(concat!(root!(), "/rulesets/gomoku-2013.yaml")).unwrap()
}

/// The protocol, as a test author would write it.
const SOOSORV_8: &str = "  zones:
    - {move: 1, within: 0}
    - {move: 2, within: 1}
    - {move: 3, within: 2}
  swaps:
    - {after: 3, by: white, article: \"2.9\"}
    - {after: 4, by: black, article: \"2.9\"}
  offers: {declared-with: 4, article: \"2.10\"}
";

/// A rule of the copy on who acts: a swap or a declaration by the player
/// the protocol does not give it to does not take effect.
const WHO_ACTS: &str = "  - id: act-of-the-other-player
    topic: protocol-player
    on: swap
    when: [not-protocol-player]
    verdict: [move-void]
    articles: [\"2.9\"]
  - id: offers-declared-by-the-other-player
    topic: protocol-player
    on: declare-offers
    when: [not-protocol-player]
    verdict: [violation]
    articles: [\"2.10\", \"12.4\"]
";

fn soosorv_edition() -> caipan::Ruleset {
    let yaml = gomoku_2013_yaml().replacen("id: gomoku-2013", "id: renju-soosorv-8", 1);
    // The protocol replaces gomoku-2013's zones, swap and offers.
    let start = yaml.find("  zones:\n").unwrap();
    let end = start + yaml[start..].find("  table:\n").unwrap();
    let yaml = format!("{}{SOOSORV_8}{}", &yaml[..start], &yaml[end..]);
    // White declares at most eight offers.
    let yaml = yaml.replacen("range: [0, 1000000], step: 1", "range: [1, 8], step: 1", 1);
    let at = yaml.find("  - id: swap-out-of-turn\n").unwrap();
    let yaml = format!("{}{WHO_ACTS}{}", &yaml[..at], &yaml[at..]);
    load_ruleset("renju-soosorv-8.yaml", &yaml)
        .unwrap_or_else(|e| panic!("{:?}", miette::Report::new(*e)))
}

/// The rules that fired on a record, in order.
fn rules_fired(rules: &caipan::Ruleset, text: &str) -> Vec<String> {
    let record = caipan::record::parse("t", text).unwrap();
    let (j, defect) = caipan::judge(rules, &record, "t", text).unwrap();
    assert!(defect.is_none(), "{defect:?}");
    j.findings.iter().map(|f| f.rule().to_string()).collect()
}

fn gomoku_2013() -> caipan::Ruleset {
    caipan::ruleset::built_in("gomoku-2013").unwrap().unwrap()
}

/// A whole Soosõrv-8 opening: the swap after Black 3, White 4 with its
/// declaration of three offers, Black's swap after it, three offers, one kept.
const PLAYED: &str = "1. B H8 2. W H9 3. B I10\nW swap\n4. W J9\nW declare-offers 3\nB swap\n5. B offer G7 K12 L7\nW keep G7\n6. W G8\n";

#[test]
fn the_protocol_is_the_editions_data() {
    let rules = soosorv_edition();
    let openings = rules.openings.as_ref().unwrap();
    assert_eq!(openings.swaps.len(), 2);
    assert_eq!(openings.table.len(), 26);
    assert!(rules_fired(&rules, PLAYED).is_empty());
    // Under gomoku-2013 the same game breaks its protocol twice: Black 3
    // comes without a number of offers, and the second swap is in no window.
    let fired = rules_fired(&gomoku_2013(), PLAYED);
    assert!(
        fired.contains(&"offers-not-declared".to_string()),
        "{fired:?}"
    );
    assert!(fired.contains(&"swap-out-of-turn".to_string()), "{fired:?}");
}

#[test]
fn each_window_allows_one_swap_by_its_player() {
    let rules = soosorv_edition();
    // A second swap in the first window.
    let twice = "1. B H8 2. W H9 3. B I10\nW swap\nW swap\n";
    assert_eq!(
        rules_fired(&rules, twice),
        ["swap-out-of-turn", "swap-out-of-turn-pointed-out"]
    );
    // After move 4 the swap is Black's, not White's.
    let white = "1. B H8 2. W H9 3. B I10\n4. W J9\nW declare-offers 2\nW swap\n";
    assert_eq!(rules_fired(&rules, white), ["act-of-the-other-player"]);
    // After move 5 no window is open.
    let late =
        "1. B H8 2. W H9 3. B I10\n4. W J9\nW declare-offers 1\n5. B offer G7\nW keep G7\nW swap\n";
    let fired = rules_fired(&rules, late);
    assert!(fired.contains(&"swap-out-of-turn".to_string()), "{fired:?}");
}

#[test]
fn white_declares_the_offers_with_move_four() {
    let rules = soosorv_edition();
    // No declaration with White 4: due from that move, as gomoku-2013's
    // is from Black 3.
    let missing = "1. B H8 2. W H9 3. B I10\n4. W J9\n";
    assert_eq!(rules_fired(&rules, missing), ["offers-not-declared"]);
    // Black declaring is the other player's act.
    let black = "1. B H8 2. W H9 3. B I10\n4. W J9\nB declare-offers 2\n";
    let fired = rules_fired(&rules, black);
    assert!(
        fired.contains(&"offers-declared-by-the-other-player".to_string()),
        "{fired:?}"
    );
    // Offers not as declared (two for three).
    let fewer = "1. B H8 2. W H9 3. B I10\n4. W J9\nW declare-offers 3\n5. B offer G7 K12\n";
    assert_eq!(rules_fired(&rules, fewer), ["offers-not-as-declared"]);
    // Nine offers are beyond the protocol's eight: the record cannot say so.
    let text = "1. B H8 2. W H9 3. B I10\n4. W J9\nW declare-offers 9\n";
    let record = caipan::record::parse("t", text).unwrap();
    assert!(caipan::judge(&rules, &record, "t", text).is_err());
}

#[test]
fn a_protocol_that_breaks_its_own_shape_is_refused() {
    let yaml = gomoku_2013_yaml();
    let swap = "    - {after: 3, by: white, article: \"2.9\"}\n";
    let twice = yaml.replacen(swap, &format!("{swap}{swap}"), 1);
    let err = load_ruleset("twice.yaml", &twice).unwrap_err();
    assert!(err.to_string().contains("two swap windows"), "{err}");
    let both = yaml.replacen(
        "offers: {move: 5, declared-with: 3, article: \"2.10\"}",
        "offers: {move: 5, declared-with: 3, count: 2, article: \"2.10\"}",
        1,
    );
    let err = load_ruleset("both.yaml", &both).unwrap_err();
    assert!(
        err.to_string().contains("declared with a move or fixed"),
        "{err}"
    );
}

fn renju_1996_yaml() -> String {
    std::fs::read_to_string(concat!(root!(), "/rulesets/renju-1996.yaml")).unwrap()
}

/// Every problem of a ruleset's diagnostic, in one string.
fn problems(err: &caipan::error::RulesetError) -> String {
    let mut out = err.to_string();
    for r in miette::Diagnostic::related(err).into_iter().flatten() {
        out.push('\n');
        out.push_str(&r.to_string());
    }
    out
}

#[test]
fn an_edition_names_its_protocols_and_each_is_the_whole_edition() {
    let rules = caipan::ruleset::built_in("renju-1996").unwrap().unwrap();
    let own = rules.protocol.as_ref().map(|p| p.id.as_str());
    assert_eq!(own, Some("rif"));
    let others: Vec<&str> = rules
        .protocols
        .iter()
        .filter_map(|v| Some(v.protocol.as_ref()?.id.as_str()))
        .collect();
    assert_eq!(
        others,
        [
            "yamaguchi",
            "taraguchi-10",
            "super-taraguchi-10",
            "soosorv-8"
        ]
    );
    for v in &rules.protocols {
        // The same edition, its articles and the 1996 rules it keeps.
        assert_eq!(v.id, "renju-1996");
        assert!(v.rules.iter().any(|r| r.id == "forbidden-double-three"));
        assert!(v.protocols.is_empty());
        // Its own articles are cited with their text.
        let cited = v
            .rules
            .iter()
            .flat_map(|r| &r.articles)
            .filter(|a| a.chars().next().is_some_and(char::is_alphabetic));
        for a in cited {
            assert!(v.articles.iter().any(|x| a.starts_with(&x.id)), "{a}");
        }
    }
}

#[test]
fn a_protocol_the_edition_does_not_have_is_refused_at_the_supplement() {
    let rules = caipan::ruleset::built_in("renju-1996").unwrap().unwrap();
    let text = "supplement: {id: x, title: X, edition: renju-1996}\nprotocol: swap2\n";
    let err = caipan::ruleset::apply_supplement(&rules, "x.yaml", text).unwrap_err();
    let said = problems(&err);
    assert!(said.contains("no opening protocol `swap2`"), "{said}");
    let help = format!("{:?}", miette::Report::new(*err));
    // miette wraps the help line: compare its words, not its lines.
    let words: Vec<&str> = help.split_whitespace().collect();
    assert!(
        words
            .join(" ")
            .contains("rif, yamaguchi, taraguchi-10, super-taraguchi-10, soosorv-8"),
        "{help}"
    );
}

#[test]
fn a_protocol_that_does_not_fit_its_edition_is_refused() {
    let yaml = renju_1996_yaml();
    // Protocols without the name of the edition's own.
    let unnamed = yaml.replacen("protocol: {id: rif,", "# protocol: {id: rif,", 1);
    let err = load_ruleset("unnamed.yaml", &unnamed).unwrap_err();
    assert!(
        problems(&err).contains("names its own"),
        "{}",
        problems(&err)
    );
    // A rule dropped that the edition does not have.
    let dropped = yaml.replacen(
        "drop-rules: [proposals-not-two-unequal, swap-by-black]",
        "drop-rules: [proposals-not-two-unequal, swap-by-black, no-such-rule]",
        1,
    );
    let err = load_ruleset("dropped.yaml", &dropped).unwrap_err();
    assert!(
        problems(&err).contains("drops `no-such-rule`"),
        "{}",
        problems(&err)
    );
    // An either/or step with one option, and an option named twice.
    let one = yaml.replacen(
        "            - id: ten-offers\n              taken-by: [offer]\n              offers: {move: 5, count: 10, article: \"T1.6\"}\n",
        "",
        1,
    );
    let err = load_ruleset("one.yaml", &one).unwrap_err();
    assert!(
        problems(&err).contains("fewer than two options"),
        "{}",
        problems(&err)
    );
    let twice = yaml.replacen(
        "            - id: ten-offers\n",
        "            - id: one-stone\n",
        1,
    );
    let err = load_ruleset("twice.yaml", &twice).unwrap_err();
    assert!(problems(&err).contains("named twice"), "{}", problems(&err));
}

#[test]
fn an_article_of_an_opening_rule_is_cited_under_that_rule() {
    let (code, out, err) = crate::common::caipan(&["cite", "renju-1996", "T1.6"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("`T1.6` is an article of The Taraguchi-10 opening rule (taraguchi-10)"),
        "{out}"
    );
    assert!(
        out.contains("or Black places ten fifth moves anywhere"),
        "{out}"
    );
    // Its summary names the rule's own source beside the 1996 text's.
    assert!(
        out.contains("the opening rule: Renju International Federation, the Taraguchi-N"),
        "{out}"
    );
    assert!(out.contains("ten-offers-not-ten-unequal"), "{out}");
    // The 1996 articles are cited as before.
    let (_, out, _) = crate::common::caipan(&["cite", "renju-1996", "12.7"]);
    assert!(out.starts_with("renju-1996 article 12.7"), "{out}");
}
