//! SGF in and out: charsets, komi units, passes, collections with a bad
//! game, hostile nesting, and every case file converted to SGF and back
//! judged the same.

use crate::common::{Xorshift, mutated, mutated_or_drawn, same_reading};
use caipan::judgement::Mode;
use caipan::sgf::{self, decode, to_record::komi_points};

fn ruleset(id: &str) -> caipan::Ruleset {
    caipan::ruleset::built_in(id)
        .expect("a built-in edition")
        .expect("it loads")
}

#[test]
fn komi_in_every_unit_real_files_use() {
    for (written, points) in [
        ("7.5", 7.5),
        ("750", 7.5),
        ("375", 7.5),
        ("3.75", 7.5),
        ("6.5", 6.5),
        ("650", 6.5),
        ("7.50", 7.5),
        ("7.500000", 7.5),
        ("0", 0.0),
        ("0.0", 0.0),
    ] {
        assert_eq!(komi_points(written), Some(points), "{written}");
    }
    assert_eq!(komi_points("seven"), None);
    assert_eq!(komi_points("1e300"), None);
}

#[test]
fn charsets_never_stop_a_game() {
    // 黑方 in GBK, no CA[] property.
    let mut gbk = b"(;GM[1]SZ[19]PB[".to_vec();
    gbk.extend([0xBA, 0xDA, 0xB7, 0xBD]);
    gbk.extend(b"];B[pd];W[dp])");
    let decode::Decoded { text, charset, .. } = decode::decode(&gbk);
    assert_eq!(charset, decode::Charset::Gbk);
    assert!(text.contains("黑方"), "{text}");
    // A BOM, and UTF-8 cut in the middle of a character.
    let mut cut = b"\xEF\xBB\xBF(;GM[1]PB[".to_vec();
    cut.extend(&"黑方".as_bytes()[..4]);
    cut.extend(b"];B[pd])");
    let text = decode::decode(&cut).text;
    let games = sgf::games("cut.sgf", &text).expect("the collection parses");
    let record = games
        .into_iter()
        .next()
        .expect("one game")
        .expect("readable");
    assert_eq!(record.events.len(), 1);
}

// A file whose names are UTF-8 and whose many comments are not (a server's
// archive: damaged comments that read as GB18030): the vote goes to
// GB18030 for the comments, but a value that is valid UTF-8 is never
// re-read in it (连笑 once came out as 杩炵瑧, `AlphaGo白` as `AlphaGo鐧�`).
#[test]
fn a_valid_utf8_value_is_never_re_read_in_the_voted_charset() {
    let mut file = "(;GM[1]SZ[19]PB[连笑]PW[AlphaGo白]".as_bytes().to_vec();
    // 中文评论 in GBK: not UTF-8, valid GB18030; thirty of them outvote
    // the two names.
    let comment = [0xD6, 0xD0, 0xCE, 0xC4, 0xC6, 0xC0, 0xC2, 0xDB];
    for k in 0..30 {
        file.extend(format!(";{}[", if k % 2 == 0 { "B" } else { "W" }).as_bytes());
        let point = [b'a' + (k % 19) as u8, b'a' + (k / 19) as u8];
        file.extend(point);
        file.extend(b"]C[");
        file.extend(comment);
        file.extend(b"]");
    }
    file.extend(b")");
    let decode::Decoded { text, charset, .. } = decode::decode(&file);
    assert_eq!(charset, decode::Charset::Gbk, "the comments carry the vote");
    assert!(text.contains("PB[连笑]"), "{text}");
    assert!(text.contains("PW[AlphaGo白]"), "{text}");
    assert!(text.contains("C[中文评论]"), "{text}");
}

// A file cut off before its end says it ends early, and where; text
// that is no SGF at all is still "not SGF".
#[test]
fn a_file_cut_off_says_it_ends_early() {
    for (text, said) in [
        (
            "(;GM[1]SZ[19];B[pd];W[dp]",
            "1 game tree(s) or variation(s) are never closed",
        ),
        (
            "(;GM[1]SZ[19];B[pd];W[d",
            "the value opened at line 1, column 22 is never closed",
        ),
        ("(;GM[1];B[pd](;W[dp])(;W[dd]", "2 game tree(s)"),
    ] {
        let e = sgf::games("cut.sgf", text).expect_err("cut off");
        let shown = e.to_string();
        assert!(
            shown.contains("the SGF ends early") && shown.contains(said),
            "{shown}"
        );
        let caipan::error::RecordError::Syntax { span, label, .. } = *e else {
            panic!("a syntax error");
        };
        assert_eq!(span.offset(), text.len() - 1, "at the end");
        assert_eq!(label.english(), "the file ends here");
    }
    let e = sgf::games("junk.sgf", "hello (world").expect_err("no SGF");
    assert!(e.to_string().contains("this is not SGF"), "{e}");
}

// A file that declares a handicap but places no handicap stone: the
// remark names the missing stones, and so does the help of a defect that
// may come from them.
#[test]
fn a_declared_handicap_without_its_stones_is_named() {
    let rules = ruleset("go-2002");
    let judged = |text: &str| {
        let games = sgf::games("ha.sgf", text).expect("parses");
        let record = games.into_iter().next().expect("a game").expect("readable");
        caipan::judge_as(&rules, &record, "ha.sgf", text, Some(Mode::AsPlayed)).expect("judged")
    };
    let (j, _) = judged("(;GM[1]SZ[19]HA[2];W[dd];B[pp];W[dp])");
    let said: Vec<String> = j
        .remarks
        .iter()
        .map(|r| r.message(caipan::render::messages::en()))
        .collect();
    assert!(
        said.iter()
            .any(|m| m.contains("handicap of 2 stones (HA[2]) but places 0")),
        "{said:?}"
    );
    let (_, defect) = judged("(;GM[1]SZ[19]HA[3];B[dd];B[pp];W[dp];B[dp])");
    let help = defect.and_then(|d| miette::Diagnostic::help(d.as_ref()).map(|h| h.to_string()));
    assert!(help.is_some_and(|h| h.contains("the 3 missing handicap stone(s)")));
    let (j, _) = judged("(;GM[1]SZ[19]HA[2]AB[dd][pp];W[dp])");
    assert!(j.remarks.iter().all(|r| {
        !r.message(caipan::render::messages::en())
            .contains("handicap")
    }));
}

#[test]
fn passes_setup_and_clocks() {
    let text = "(;GM[1]SZ[19]KM[6.5]AB[dd][pp]PL[W];W[tt]WL[3599.5];B[];W[qd]C[a comment \\] with a bracket])";
    let games = sgf::games("p.sgf", text).expect("parses");
    let record = games.into_iter().next().expect("a game").expect("readable");
    assert_eq!(record.setup.len(), 2);
    assert!(record.to_move.is_some());
    use caipan::record::ast::{Clock, EventKind};
    assert!(matches!(record.events[0].kind, EventKind::Pass));
    assert_eq!(record.events[0].clock, Some(Clock::Left(3599)));
    assert!(matches!(record.events[1].kind, EventKind::Pass));
    assert_eq!(record.events[2].notes(), ["a comment ] with a bracket"]);
    assert_eq!(record.tag("Komi").map(|t| t.value.as_str()), Some("6.5"));
}

#[test]
fn one_bad_game_does_not_stop_the_others() {
    let text = "(;GM[1];B[pd];W[zz])(;GM[1];B[pd];W[dp])";
    let games = sgf::games("c.sgf", text).expect("the collection parses");
    assert_eq!(games.len(), 2);
    assert!(games[0].is_err());
    assert!(games[1].is_ok());
}

#[test]
fn hostile_input_gets_a_diagnostic() {
    let deep = "(;".repeat(5000);
    assert!(sgf::games("deep.sgf", &deep).is_err());
    for text in [
        "",
        "(",
        "(;",
        "(;B[pd",
        ")(",
        "(;B[pd]))",
        "(;B[\\",
        "(;GM[1]SZ[999];B[aa])",
    ] {
        let _ = sgf::games("h.sgf", text);
    }
}

/// Every case file, converted to SGF and read back, is judged the same:
/// the same rules at the same moves with the same verdicts, and the same
/// result.
#[test]
fn every_case_survives_the_trip_through_sgf() {
    let dir = concat!(root!(), "/cases");
    let mut checked = 0;
    for case in caipan::case_index::index(dir) {
        if !case.path.ends_with(".case") {
            continue;
        }
        let text = std::fs::read_to_string(&case.path).expect("the case reads");
        let record = caipan::record::parse(&case.path, &text).expect("the case parses");
        for edition in case.editions.iter().filter(|e| !e.contains('+')) {
            let rules = ruleset(edition);
            let Ok((before, _)) = caipan::judge_as(&rules, &record, "a", &text, None) else {
                continue;
            };
            let shape = sgf::write::BoardShape::of(&rules, &record);
            let sgf_text = sgf::write::to_sgf(&record, &text, &shape);
            let back = sgf::games("b.sgf", &sgf_text)
                .unwrap_or_else(|e| panic!("{}: {:?}", case.path, miette::Report::new(*e)));
            let back = back
                .into_iter()
                .next()
                .expect("one game")
                .unwrap_or_else(|e| panic!("{}: {:?}", case.path, miette::Report::new(*e)));
            let mode = Some(before.mode);
            let (after, _) = caipan::judge_as(&rules, &back, "b", &sgf_text, mode)
                .unwrap_or_else(|e| panic!("{}: {:?}", case.path, miette::Report::new(*e)));
            let key = |j: &caipan::Judgement| {
                (
                    j.findings
                        .iter()
                        .map(|f| (f.move_number, f.rule().to_string(), f.verdict.clone()))
                        .collect::<Vec<_>>(),
                    j.result.outcome,
                    j.result.margin,
                )
            };
            assert_eq!(
                key(&before),
                key(&after),
                "{} [{edition}]\n{sgf_text}",
                case.path
            );
            // And back to a record again.
            let again = sgf::write::to_record_text(&back, &sgf_text);
            let reread = caipan::record::parse("c", &again).unwrap_or_else(|e| {
                panic!("{}: {:?}\n{again}", case.path, miette::Report::new(*e))
            });
            let (third, _) = caipan::judge_as(&rules, &reread, "c", &again, mode)
                .unwrap_or_else(|e| panic!("{}: {:?}", case.path, miette::Report::new(*e)));
            assert_eq!(
                key(&before),
                key(&third),
                "{} [{edition}]\n{again}",
                case.path
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "only {checked} cases checked");
    let _ = Mode::AsPlayed;
}

/// A quick mutation fuzz on stable Rust: the SGF seeds with bytes flipped,
/// inserted and deleted at random, each run through the whole SGF path
/// (`fuzz/` has the coverage-guided target). Nothing may panic.
#[test]
fn mutated_sgf_never_panics() {
    let built_in = caipan::fuzzing::built_in();
    let seeds: [&[u8]; 3] = [
        b"(;FF[4]GM[1]SZ[19]KM[375]AB[dd][pp]PL[W];W[tt]WL[30];B[pd]C[x\\]y];B[dp](;W[qq])(;W[cc]))",
        b"(;GM[4]SZ[15]AB[dh][eh][fh][gh][ih];B[hh];CAIPAN[W claim forbidden])",
        b"(;GM[1]SZ[9]PB[\xBA\xDA]AB[aa:cc]AE[bb];B[ee];W[];B[ff];CAIPAN[[Judging \"as-ruled\"\\]])",
    ];
    let mut rng = Xorshift(0x9E37_79B9_7F4A_7C15);
    let alphabet = b"();[]\\:ABWCPLKMtaz0 \n";
    for i in 0..600 {
        let bytes = mutated(seeds[i % seeds.len()], alphabet, &mut rng);
        caipan::fuzzing::exercise_sgf(&built_in, &bytes);
    }
}

/// The scanner that reads SGF accepts exactly what `grammar/sgf.pest`
/// accepts, builds the same tree (spans included) and fails at the same
/// offset; and the records it streams without a tree are those of the
/// grammar's tree: checked on mutations of real-looking files, on random
/// text over SGF's own characters and on the fuzzers' hostile collections.
#[test]
fn the_scanner_agrees_with_the_grammar() {
    use caipan::sgf::tree::{parse, parse_with_grammar};
    let seeds: [&str; 4] = [
        "(;FF[4]GM[1]SZ[19]KM[375]AB[dd][pp]PL[W];W[tt]WL[30];B[pd]C[x\\]y];B[dp](;W[qq])(;W[cc]))",
        "mail header\n(;GM[4]SZ[15] AB [dh]\n[eh];B[hh];C[é\\\n ok])\n(;B[aa])trailer",
        "\u{FEFF}(;GM[1]\r\n;B[ee] ;W[]  (;B[ff]) ( ;W[gg] ) )",
        "(;AddBlack[aa]AddWhite[bb]\t;b[cc])",
    ];
    let mut rng = Xorshift(0x2545_F491_4F6C_DD1D);
    let alphabet: Vec<char> = "();[]\\BWaCz \n\r\té\u{FEFF}".chars().collect();
    let check = |text: &str| {
        let fast = parse("x.sgf", text);
        let spec = parse_with_grammar("x.sgf", text);
        // Judging reads a collection without building its tree: the same
        // records as the grammar's tree converted.
        let streamed = caipan::sgf::games("x.sgf", text).map(|games| {
            games
                .into_iter()
                .map(|g| format!("{g:?}"))
                .collect::<Vec<_>>()
        });
        // The text after the last game goes on with it or is refused, as
        // the streamed reading does.
        let converted = parse_with_grammar("x.sgf", text)
            .and_then(|trees| caipan::sgf::games_of_trees("x.sgf", text, &trees))
            .map(|games| {
                games
                    .into_iter()
                    .map(|g| format!("{g:?}"))
                    .collect::<Vec<_>>()
            });
        same_reading(
            &streamed,
            &converted,
            "streamed and converted records",
            text,
        );
        same_reading(&fast, &spec, "the scanner and the grammar", text);
    };
    for seed in seeds {
        check(seed);
    }
    for i in 0..4000 {
        check(&mutated_or_drawn(i, &seeds, &alphabet, 40, &mut rng));
    }
    // Hostile collections (stray brackets, deep variations, rectangles,
    // malformed sizes, GBK and cut UTF-8, lying charsets), decoded as the
    // reader decodes them.
    for _ in 0..1500 {
        let bytes: Vec<u8> = (0..(rng.next() % 300)).map(|_| rng.next() as u8).collect();
        let sgf = caipan::fuzzing::sgf_from_bytes(&bytes);
        check(&caipan::sgf::decode::decode(&sgf).text);
    }
}
