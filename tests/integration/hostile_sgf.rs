//! The second hostile-input campaign (SGF, collections, charsets,
//! directories, standard input, files written): one test per class it
//! found, each failing before its fix. Speed is not asserted here (see
//! `benches/limits.rs`); what is asserted is what made the cost grow: a
//! list of every rectangle's points, a copy of the text per game, a board
//! rebuilt per point.

use super::common::{caipan, caipan_with};
use caipan::record::ast::{Colour, EventKind, Record};
use caipan::sgf;
use miette::Diagnostic;
use std::process::Command;

fn dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("caipan-hostile-sgf-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a temporary directory");
    d
}

fn temp(name: &str, bytes: &[u8]) -> String {
    let path = dir().join(name);
    std::fs::write(&path, bytes).expect("the file is written");
    path.to_string_lossy().into_owned()
}

/// The games of SGF bytes, each read or refused.
fn games(bytes: &[u8]) -> Vec<Result<Record, String>> {
    let (_, games) = sgf::read("t.sgf", bytes).expect("the collection reads");
    games
        .into_iter()
        .map(|g| g.map_err(|e| format!("{:?}", e.code().map(|c| c.to_string()))))
        .collect()
}

fn one(bytes: &[u8]) -> Record {
    match games(bytes).pop() {
        Some(Ok(r)) => r,
        other => panic!("one game read: {other:?}"),
    }
}

fn code_of(e: &dyn Diagnostic) -> String {
    e.code().map(|c| c.to_string()).unwrap_or_default()
}

// 1. The depth guard counts the levels the reader opens, whatever comes
// before the collection.
#[test]
fn nesting_is_counted_where_the_reader_nests() {
    let deep =
        |prefix: &str, n: usize| format!("{prefix}(;{}{}", "(;".repeat(n), ")".repeat(n + 1));
    for prefix in ["", "[", "junk [ ", "\\["] {
        for n in [1_500, 100_000, 150_000] {
            let e = sgf::games("d.sgf", deep(prefix, n)).expect_err("too deep");
            assert!(format!("{e}").contains("nested more than"), "{prefix}: {e}");
        }
        // The limit itself is read (the game's own tree is level 1).
        let at_limit = deep(prefix, sgf::tree::MAX_DEPTH - 1);
        assert!(sgf::games("d.sgf", at_limit.as_str()).is_ok(), "{prefix}");
        // The grammar the reader follows says the same.
        let over = deep(prefix, sgf::tree::MAX_DEPTH);
        assert!(sgf::tree::parse_with_grammar("d.sgf", &over).is_err());
        assert!(sgf::tree::parse("d.sgf", &over).is_err());
    }
    // The same through the command line: a located error, exit 2.
    let path = temp("deep.sgf", deep("[", 150_000).as_bytes());
    let (code, _, err) = caipan(&["check", "--edition", "go-2002", &path]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("caipan::record::syntax") && err.contains("deep.sgf:1:"),
        "{err}"
    );
}

// 2. A condition nested without end is refused where it is written.
#[test]
fn deep_conditions_are_refused_where_written() {
    let base = std::fs::read_to_string(concat!(root!(), "/rulesets/go-2002.yaml"))
        .expect("the edition is readable");
    let deep_parens = format!("\"{}suicide{}\"", "(".repeat(1500), ")".repeat(1500));
    let many_nots = format!("\"{}suicide\"", "not ".repeat(50_000));
    let fine = format!("\"{}not not suicide{}\"", "(".repeat(20), ")".repeat(20));
    for (when, expected) in [
        (deep_parens, Some("parentheses nested more than 32 deep")),
        (many_nots, Some("more than 32 `not`s in a row")),
        (fine, None),
    ] {
        let text = base.replacen("when: [suicide]", &format!("when: [{when}]"), 1);
        match (caipan::ruleset::load_ruleset("deep.yaml", &text), expected) {
            (Err(e), Some(message)) => {
                caipan::fuzzing::check_diagnostic(e.as_ref());
                let shown = format!("{:?}", miette::Report::new(*e));
                assert!(shown.contains(message), "{shown}");
                assert!(shown.contains("deep.yaml:"), "located: {shown}");
                assert!(
                    shown.len() < 4096,
                    "a bounded excerpt: {} bytes",
                    shown.len()
                );
            }
            (Ok(_), None) => {}
            (other, _) => panic!("{:?}", other.map(|_| ())),
        }
    }
}

// 3. Setup: each point once per node, the last write counting; the board
// follows it.
#[test]
fn setup_sets_each_point_once() {
    let many = "[aa:ss]".repeat(1_000);
    let mid = one(format!("(;GM[1]SZ[19];B[pd];AB{many}AW[aa]AE[pd])").as_bytes());
    let EventKind::Setup(change) = &mid.events[1].kind else {
        panic!("a setup event: {:?}", mid.events[1].kind);
    };
    // Kept as written (a record's size follows its text) ...
    assert_eq!(change.areas.len(), 1_002, "the values as written");
    // ... and each point once where it is read.
    let columns: Vec<char> = "ABCDEFGHJKLMNOPQRST".chars().collect();
    let points = change.points(&columns);
    assert_eq!(points.len(), 361, "each point once");
    let last = |name: &str| {
        points
            .iter()
            .find(|(_, p)| p.as_str() == name)
            .map(|(holds, _)| *holds)
    };
    assert_eq!(last("A19"), Some(Some(Colour::White)), "AW[aa] after AB");
    assert_eq!(last("Q16"), Some(None), "AE[pd] after AB");
    assert_eq!(last("A1"), Some(Some(Colour::Black)));
    // The root: 20,000 rectangles leave 361 stones, emptied points left out.
    let root = one(format!("(;GM[1]SZ[19]AB{}AE[aa];B[tt])", "[aa:ss]".repeat(20_000)).as_bytes());
    assert_eq!(root.setup.len(), 360);
    // Judged: the position after the setup is the one written.
    let rules = caipan::ruleset::resolve("go-2002").expect("built in");
    let text = format!("(;GM[1]SZ[19];B[pd];AB{many}AE[aa][ab]PL[W];W[aa])");
    let record = one(text.as_bytes());
    let (j, defect) = caipan::judge(&rules, &record, "t.sgf", text.as_str()).expect("judged");
    assert!(defect.is_none(), "{defect:?}");
    assert!(j.findings.is_empty(), "{:?}", j.findings);
}

// 4, 6. The games of a collection share its text: no game indexes or
// copies the whole collection.
#[test]
fn a_collection_shares_one_text() {
    let text = "(;GM[1]SZ[19];B[zz])(;GM[1]SZ[19];B[pd];W[pd])".repeat(50);
    let (shared, games) = sgf::read("c.sgf", text.as_bytes()).expect("reads");
    assert_eq!(games.len(), 100);
    let rules = caipan::ruleset::resolve("go-2002").expect("built in");
    for game in games {
        match game {
            Err(e) => {
                let caipan::error::RecordError::Invalid { src, .. } = *e else {
                    panic!("an off-board move is invalid: {e}");
                };
                assert!(src.text().same(&shared), "the game's error copies the text");
            }
            Ok(record) => {
                let (_, defect) = caipan::judge(&rules, &record, "c.sgf", &shared).expect("judged");
                let Some(d) = defect else {
                    panic!("a move on an occupied point is a defect");
                };
                let caipan::error::RecordError::Defective { src, .. } = *d else {
                    panic!("defective: {d}");
                };
                assert!(src.text().same(&shared), "the defect copies the text");
            }
        }
    }
}

// 5. Every move of a node gets the node's clock.
#[test]
fn moves_of_one_node_share_its_clocks() {
    let moves = "B[pd]W[dp]".repeat(1_000);
    let record = one(format!("(;GM[1]SZ[19];{moves}BL[30]WL[12])").as_bytes());
    assert_eq!(record.events.len(), 2_000);
    let clocks: Vec<String> = record
        .events
        .iter()
        .map(|e| format!("{:?}", e.clock))
        .collect();
    assert!(
        clocks[0].contains("30") && clocks[1].contains("12"),
        "{clocks:?}"
    );
    assert!(clocks.chunks(2).all(|c| c[..] == clocks[..2]));
}

// 7. Every position from one pass: the same reports as one run per position.
#[test]
fn points_at_every_position_in_one_pass() {
    let text = std::fs::read_to_string(concat!(
        root!(),
        "/cases/go/ko-recapture-without-threat.case"
    ))
    .expect("the case is readable");
    let record = caipan::record::parse("k.case", &text).expect("parses");
    let rules = caipan::ruleset::resolve("go-2002").expect("built in");
    let asked: Vec<Option<u32>> = [Some(3), None, Some(0), Some(7), Some(3), Some(5)].into();
    let all = caipan::engine::points_at(&rules, &record, "k.case", text.as_str(), &asked)
        .expect("judged");
    for (report, position) in all.iter().zip(&asked) {
        let alone = caipan::engine::points(&rules, &record, "k.case", text.as_str(), *position)
            .expect("judged");
        assert_eq!(format!("{report:?}"), format!("{alone:?}"), "{position:?}");
    }
}

// 8, 9. The structure is the bytes': a charset never moves a delimiter.
#[test]
fn a_charset_never_moves_a_delimiter() {
    let record = one(b"(;GM[1]SZ[19]C[\xe4];B[pd];W[dp])");
    assert_eq!(record.events.len(), 2, "{:?}", record.events);
    assert_eq!(
        record.events[0].actor,
        caipan::record::ast::Actor::Player(Colour::Black)
    );
    let with_komi = one(b"(;GM[1]SZ[19]PB[\xe4\xbd\xa0\xe5]KM[7.5];B[pd])");
    assert_eq!(with_komi.tag("Komi").map(|t| t.value.as_str()), Some("7.5"));
    assert!(
        with_komi
            .tag("Black")
            .is_some_and(|t| t.value.starts_with('你'))
    );
    // GBK names still read as GBK; an escape after a lead byte stays one.
    let gbk = one(b"(;GM[1]SZ[19]PB[\xd6\xd0\xce\xc4]C[\x81\\]x];B[pd])");
    assert_eq!(gbk.tag("Black").map(|t| t.value.as_str()), Some("中文"));
    assert_eq!(gbk.events.len(), 1);
    // CA[UTF-16] on a GBK file of even length: ignored, with a remark.
    let lie = b"(;GM[1]SZ[19]CA[UTF-16]PB[\xd6\xd0];B[pd];W[dp])";
    assert_eq!(lie.len() % 2, 0);
    let record = one(lie);
    assert_eq!(record.events.len(), 2);
    let rules = caipan::ruleset::resolve("go-2002").expect("built in");
    let (shared, _) = sgf::read("lie.sgf", lie).expect("reads");
    let (j, _) = caipan::judge(&rules, &record, "lie.sgf", &shared).expect("judged");
    let text = caipan::render::text::judgement(caipan::render::messages::en(), &j);
    assert!(text.contains("declares the charset UTF-16LE"), "{text}");
}

// 10. A size that is not a whole number of points per side is refused
// where it is written.
#[test]
fn malformed_sizes_are_located() {
    for size in ["abc", "-1", "", "19:9", "0", "26", "1.5", "99999999999"] {
        let text = format!("(;GM[1]SZ[{size}];B[aa])");
        let games = sgf::read("s.sgf", text.as_bytes())
            .expect("the collection reads")
            .1;
        let Some(Err(e)) = games.into_iter().next() else {
            panic!("SZ[{size}] is refused");
        };
        assert_eq!(code_of(e.as_ref()), "caipan::record::invalid", "SZ[{size}]");
        let shown = format!("{:?}", miette::Report::new(*e));
        assert!(shown.contains("s.sgf:1:"), "{shown}");
    }
    for size in ["19", "19:19", " 9 ", "25"] {
        one(format!("(;GM[1]SZ[{size}];B[aa])").as_bytes());
    }
}

// 11. Nothing on standard input is an error, not an empty game.
#[test]
fn empty_input_is_refused() {
    for (args, stdin) in [
        (vec!["check", "--edition", "go-2002", "-"], Some(&b""[..])),
        (vec!["check", "--edition", "go-2002", "-"], None),
        (
            vec!["check", "--edition", "go-2002", "-", "-"],
            Some(&b"1. B Q16\n"[..]),
        ),
        (
            vec!["check", "--edition", "go-2002", "-"],
            Some(&b"  \n\n"[..]),
        ),
    ] {
        let (code, _, err) = caipan_with(&args, stdin);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains("caipan::input::empty") && err.contains("[-:1:1]"),
            "{err}"
        );
    }
    let empty = temp("empty.case", b"");
    let (code, _, err) = caipan(&["check", "--edition", "go-2002", &empty]);
    assert_eq!(code, 2);
    assert!(err.contains("caipan::input::empty"), "{err}");
}

// 12. Links are not followed unless -L (ripgrep's convention), and each one
// passed over is listed; followed, they lead to files, a broken one or a
// loop is reported; FIFOs are never opened; every entry passed over is
// counted.
#[cfg(unix)]
#[test]
fn directories_follow_links_only_when_asked_and_count_what_they_skip() {
    let root = dir().join("walk");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("only-links")).expect("a directory");
    let case = concat!(root!(), "/cases/go/double-move.case");
    std::os::unix::fs::symlink(case, root.join("only-links/l.case")).expect("a link");
    std::os::unix::fs::symlink("/etc/passwd", root.join("only-links/p.sgf")).expect("a link");
    let only_links = root.join("only-links").to_string_lossy().into_owned();
    let (code, out, err) = caipan(&["check", &only_links]);
    assert_eq!(code, 2, "no record judged: {out}{err}");
    assert!(out.contains("2 symbolic link(s) not followed"), "{out}");
    assert!(out.contains("only-links/l.case"), "{out}");
    assert!(
        !out.contains("root:") && !err.contains("root:"),
        "{out}{err}"
    );
    let (_, json, _) = caipan(&["check", "-f", "jsonl", &only_links]);
    assert!(json.contains("\"links_not_followed\":["), "{json}");
    let (code, out, err) = caipan(&["check", "-L", "--glob", "*.case", &only_links]);
    assert_eq!(code, 1, "a violation, judged through the link: {out}{err}");
    std::os::unix::fs::symlink("/no/such/file", root.join("broken.sgf")).expect("a link");
    std::os::unix::fs::symlink(&root, root.join("loop")).expect("a link");
    let fifo = root.join("fifo.sgf");
    let made = Command::new("mkfifo").arg(&fifo).status();
    let (code, out, err) = caipan(&["check", "--follow", &root.to_string_lossy()]);
    assert_eq!(code, 2, "entries passed over: {out}{err}");
    assert!(out.contains("broken.sgf: a broken symbolic link"), "{out}");
    assert!(out.contains("a symbolic link loop"), "{out}");
    if made.is_ok_and(|s| s.success()) {
        assert!(out.contains("fifo.sgf: a FIFO (never opened)"), "{out}");
    }
    assert!(out.contains("skipped under directories"), "{out}");
}

// 13. A supplement without --edition: a file, standard input and a
// directory are judged alike.
#[test]
fn supplements_apply_alike_to_files_stdin_and_directories() {
    let supplement = "rulesets/supplements/example-open-2026.yaml";
    let case = "cases/go/late-with-supplement.case";
    let text = std::fs::read(concat!(root!(), "/cases/go/late-with-supplement.case"))
        .expect("the case is readable");
    let d = dir().join("supplement");
    std::fs::create_dir_all(&d).expect("a directory");
    std::fs::write(d.join("late.case"), &text).expect("written");
    let (code_file, by_file, err) = caipan(&["check", "--supplement", supplement, case]);
    assert_ne!(code_file, 2, "{err}");
    let (code_stdin, by_stdin, err) =
        caipan_with(&["check", "--supplement", supplement, "-"], Some(&text));
    assert_eq!(code_stdin, code_file, "{err}");
    let (code_dir, by_dir, err) =
        caipan(&["check", "--supplement", supplement, &d.to_string_lossy()]);
    assert_eq!(code_dir, code_file, "{err}");
    let body = |out: &str| out.lines().skip(1).take(12).collect::<Vec<_>>().join("\n");
    assert_eq!(body(&by_stdin), body(&by_file));
    assert_eq!(body(&by_dir), body(&by_file));
}

// 14. A file that cannot be written gets the output diagnostic.
#[test]
fn files_that_cannot_be_written_are_diagnosed() {
    let case = "cases/go/double-move.case";
    for path in ["/no/such/dir/x.svg", "/dev/full"] {
        if path == "/dev/full" && !std::path::Path::new(path).exists() {
            continue;
        }
        let (code, _, err) = caipan(&["show", "--svg", path, case]);
        assert_eq!(code, 2, "{err}");
        assert!(
            err.contains("caipan::output") && err.contains("help:"),
            "{err}"
        );
    }
}

// 6. Columns far along a long line are counted from a mark, and agree with
// counting from the line's start.
#[test]
fn columns_far_along_long_lines_are_exact() {
    let mut text = String::new();
    for i in 0..8_000 {
        text.push_str(if i % 7 == 0 { "中文é;" } else { "B[pd];" });
        if i % 2_999 == 0 {
            text.push('\n');
        }
    }
    let shared = caipan::error::Text::from(text.as_str());
    let mut offset = 0;
    while offset < text.len() {
        let naive = caipan::error::line_col(&text, offset);
        assert_eq!(shared.line_col(offset), naive, "at {offset}");
        offset += 37;
    }
}

/// Territory markup (`TB`/`TW`) becomes one event per colour after the
/// last move, each point once however often the file repeats it, and only
/// the last node's markup counts; Gomoku files ignore it.
#[test]
fn territory_markup_names_each_point_once() {
    let args = |r: &Record| -> Vec<(Colour, usize)> {
        r.events
            .iter()
            .filter_map(|e| match (&e.kind, e.actor) {
                (EventKind::Conduct(c), caipan::record::ast::Actor::Player(p))
                    if c.name == "territory" =>
                {
                    Some((p, c.args.len()))
                }
                _ => None,
            })
            .collect()
    };
    let mut sgf = b"(;GM[1]SZ[19];B[dd]TB[aa];W[pp]TB".to_vec();
    for _ in 0..100_000 {
        sgf.extend_from_slice(b"[aa:ss]");
    }
    sgf.extend_from_slice(b"TW[pq])");
    let record = one(&sgf);
    assert_eq!(args(&record), [(Colour::Black, 361), (Colour::White, 1)]);
    // The markup follows the last move.
    assert!(matches!(
        record.events.last().map(|e| &e.kind),
        Some(EventKind::Conduct(_))
    ));
    let gomoku = one(b"(;GM[4]SZ[15];B[hh]TB[aa:oo])");
    assert!(args(&gomoku).is_empty());
}
