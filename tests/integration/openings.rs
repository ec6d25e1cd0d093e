//! Every legal designated opening — White 2 next to H8, Black 3 in the
//! central 5×5 — names exactly one of the edition's 26 openings, and judging
//! such a record names it and finds no irregularity.

use caipan::opening::symmetry::{Entry, classify};

#[test]
fn all_184_legal_pairs_name_exactly_one_opening() {
    let rules = caipan::ruleset::resolve("gomoku-2013").unwrap();
    let openings = rules.openings.as_ref().unwrap();
    assert_eq!(openings.table.len(), 26);
    let n = rules.board.size as i32;
    let xy = |p: usize| ((p as i32) % n, (p as i32) / n);
    let tengen = xy(rules.board.tengen.unwrap());
    let mut seen = vec![0usize; 26];
    let mut pairs = 0;
    for dx in -1..=1 {
        for dy in -1..=1 {
            if (dx, dy) == (0, 0) {
                continue;
            }
            let w2 = (tengen.0 + dx, tengen.1 + dy);
            for bx in -2..=2 {
                for by in -2..=2 {
                    let b3 = (tengen.0 + bx, tengen.1 + by);
                    if b3 == tengen || b3 == w2 {
                        continue;
                    }
                    pairs += 1;
                    let matches: Vec<usize> = (0..26)
                        .filter(|&i| {
                            let e = &openings.table[i];
                            classify(
                                &[Entry {
                                    white2: xy(e.white2),
                                    black3: xy(e.black3),
                                }],
                                tengen,
                                w2,
                                b3,
                            )
                            .is_some()
                        })
                        .collect();
                    assert_eq!(matches.len(), 1, "W2 {w2:?} B3 {b3:?} matches {matches:?}");
                    seen[matches[0]] += 1;
                }
            }
        }
    }
    assert_eq!(pairs, 184);
    assert!(
        seen.iter().all(|&k| k > 0),
        "every opening is reachable: {seen:?}"
    );
    assert_eq!(seen.iter().sum::<usize>(), 184);
}

#[test]
fn a_played_opening_is_named_in_the_judgement() {
    let rules = caipan::ruleset::resolve("gomoku-2013").unwrap();
    // 花月 (4D) rotated: White 2 on I8 instead of H9, Black 3 on I7 instead of I9.
    let text = "[Edition \"gomoku-2013\"]\nB declare-offers 2\n1. B H8 W I8 3. B I7\n";
    let record = caipan::record::parse("t", text).unwrap();
    let (j, _) = caipan::judge(&rules, &record, "t", text).unwrap();
    assert!(j.findings.is_empty(), "{:?}", j.findings);
    assert_eq!(j.opening.as_deref(), Some("花月 Kagetsu (4D, direct)"));
}
