//! Board diagrams: `show` as text and SVG, and `check --board`, snapshot
//! tested (they are deterministic) with the marks asserted first.

use std::process::Command;

fn caipan(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_caipan"))
        .args(args)
        .current_dir(root!())
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn a_go_position_with_its_last_move_and_coordinates() {
    let out = caipan(&[
        "show",
        "cases/go/ko-recapture-without-threat.case",
        "--after",
        "1",
    ]);
    // Go columns skip I; the last move is in parentheses.
    assert!(
        out.contains("    A B C D E F G H J K L M N O P Q R S T"),
        "{out}"
    );
    // E4 took the white stone on D4 (shown in lower case where it stood).
    assert!(out.contains(" 4 . . X o(X)O"), "{out}");
    assert!(out.contains("last moves: 1 B E4"), "{out}");
    assert!(out.contains("captured by the last move: D4"), "{out}");
    insta::assert_snapshot!("show-go-ko", out);
}

#[test]
fn a_gomoku_position_with_the_point_in_dispute_and_forbidden_points() {
    // Before Black's forbidden move: H8 is marked as Black may not play it.
    let out = caipan(&[
        "show",
        "cases/gomoku/double-three-claimed.case",
        "--after",
        "0",
        "--mark",
        "H8",
    ]);
    assert!(out.contains("    A B C D E F G H I J K L M N O"), "{out}");
    assert!(out.contains(" 8 . . . . . X X[*]"), "{out}");
    assert!(
        out.contains("Black may not play: H8 (double-three)"),
        "{out}"
    );
    insta::assert_snapshot!("show-gomoku-double-three", out);
}

#[test]
fn svg_is_self_contained_and_marks_what_the_text_marks() {
    let path = std::env::temp_dir().join(format!("caipan-{}.svg", std::process::id()));
    let path = path.to_string_lossy().into_owned();
    caipan(&[
        "show",
        "cases/gomoku/double-three-claimed.case",
        "--after",
        "0",
        "--mark",
        "H8",
        "--svg",
        &path,
    ]);
    let svg = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(!svg.contains("href"), "no external assets");
    assert_eq!(svg.matches("class=\"forbidden\"").count(), 1);
    assert_eq!(svg.matches("class=\"marked\"").count(), 1);
    insta::assert_snapshot!("show-gomoku-double-three-svg", svg);
}

#[test]
fn check_board_draws_the_position_at_each_finding() {
    let out = caipan(&[
        "check",
        "--board",
        "--edition",
        "go-2002",
        "cases/go/double-move.case",
    ]);
    // As ruled, the second move is void: R16 is empty again, and marked;
    // the position is the one right after it, so White's next stone (D16)
    // is not on the board yet (it was, before issue 24).
    assert!(
        out.contains("16 . . . + . . . . . + . . . . . X[.]. . 16"),
        "{out}"
    );
    assert!(out.contains("in dispute: R16"), "{out}");
    assert!(out.contains("last moves: 3 B Q4, 2 W D4, 1 B Q16"), "{out}");
}

/// A report is one file: no script, no stylesheet or image fetched.
fn assert_self_contained(html: &str) {
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    for needle in ["<script", "<link", "src=", "href=", "url("] {
        assert!(!html.contains(needle), "{needle} in the report");
    }
}

fn html_of(args: &[&str]) -> String {
    let path = std::env::temp_dir().join(format!(
        "caipan-report-{}-{}.html",
        std::process::id(),
        args.join("-").replace(['/', '.'], "_")
    ));
    let path = path.to_string_lossy().into_owned();
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--html", &path]);
    caipan(&all);
    let html = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    html
}

#[test]
fn html_reports_for_a_judgement_a_comparison_and_a_diff() {
    let html = html_of(&[
        "check",
        "--edition",
        "go-2002",
        "cases/go/double-move-wrong-ruling.case",
    ]);
    assert_self_contained(&html);
    assert!(
        html.contains("verdict: <span class=\"verdict\">move-void + warning</span>"),
        "{html}"
    );
    assert!(html.contains("2、一方并未表示弃权，另一方连下两着，判第二着无效并警告一次。"));
    assert!(html.contains("NOT compliant") && html.contains("tally for Black"));
    assert!(html.contains("<svg") && html.contains("class=\"marked\""));
    insta::assert_snapshot!("html-judgement", html);

    let html = html_of(&[
        "compare",
        "--editions",
        "go-1988,go-2002",
        "cases/go/double-move-then-count.case",
    ]);
    assert_self_contained(&html);
    assert!(html.contains("<tr class=\"differs\">"), "{html}");
    insta::assert_snapshot!("html-compare", html);

    let html = html_of(&["diff", "go-1988", "go-2002"]);
    assert_self_contained(&html);
    assert!(
        html.contains("only if claimed before the claimant&#39;s next move"),
        "takeback's window"
    );
    assert!(html.contains("一、一方并未表示弃权，另一方连走二步，判连走二步者为负。"));
}

/// The triple-ko cycle of `moves` moves: a finding on nearly every move.
fn cycle(moves: usize) -> String {
    let mut text = String::from(
        "[Edition \"go-2002\"]\n[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
    );
    let steps = ["W B2", "B J2", "W O2", "B C2", "W H2", "B P2"];
    for i in 0..moves {
        text.push_str(steps[i % 6]);
        text.push('\n');
    }
    text
}

// Reports of a record with a finding per move grow with the findings: the
// boards stop at the report's limit, which the report says, and doubling
// the record at most doubles the report (once every finding searched every
// board, and drew one: 40,000 moves took 1.16 GB for 453 MB of HTML).
#[test]
fn reports_stop_drawing_at_their_limit_and_grow_linearly() {
    let rules = caipan::ruleset::built_in("go-2002").unwrap().unwrap();
    let mut sizes = Vec::new();
    for moves in [3_000, 6_000] {
        let text = cycle(moves);
        let record = caipan::record::parse("cycle", &text).unwrap();
        let (j, _) =
            caipan::judge_with(&rules, &record, "cycle", text.as_str(), None, true).unwrap();
        assert_eq!(j.boards.len(), caipan::engine::REPORT_BOARDS);
        let stopped = j.boards_stopped.expect("the boards stopped");
        assert!(j.boards.iter().all(|(k, _)| *k < stopped));
        let words = caipan::render::text::judgement(caipan::render::messages::en(), &j);
        assert_eq!(words.matches("no more boards from here").count(), 1);
        let html = caipan::render::html::judgements(
            caipan::render::messages::en(),
            std::slice::from_ref(&j),
            0,
        );
        assert_eq!(html.matches("<svg").count(), caipan::engine::REPORT_BOARDS);
        assert!(html.contains("no more boards from here"));
        sizes.push((j.findings.len(), words.len(), html.len()));
    }
    let [(f1, w1, h1), (f2, w2, h2)] = [sizes[0], sizes[1]];
    assert!(f2 >= 2 * f1 - 10, "{sizes:?}");
    assert!(
        w2 <= 2 * w1 && h2 <= 2 * h1,
        "no faster than the findings: {sizes:?}"
    );
}

/// A key with every kind of mark does not run off the image: the SVG
/// caption wraps to the board's width (a 15×15 board is the narrowest).
#[test]
fn the_diagram_key_wraps_within_the_board() {
    use caipan::diagram::{CountMarks, Diagram};
    use caipan::record::ast::Colour;
    let d = Diagram {
        file: "x".into(),
        edition: "e".into(),
        after_move: 120,
        to_move: Colour::White,
        size: 15,
        columns: "ABCDEFGHJKLMNOP".chars().collect(),
        stones: vec![(0, Colour::Black), (1, Colour::White)],
        numbered: vec![(0, 119, Colour::Black)],
        gone: Vec::new(),
        captured: vec![(2, Colour::White)],
        forbidden: vec![(3, vec!["double-three".into()])],
        marked: Some(4),
        ended: false,
        count: Some(CountMarks {
            dead: vec![1],
            owned: vec![(5, Colour::Black)],
            territory: true,
        }),
    };
    let svg = caipan::render::diagram::svg(caipan::render::messages::en(), &d);
    let width: usize = svg
        .split("width=\"")
        .nth(1)
        .and_then(|w| w.split('"').next())
        .and_then(|w| w.parse().ok())
        .unwrap();
    let captions: Vec<&str> = svg
        .split("class=\"caption\">")
        .skip(1)
        .filter_map(|c| c.split('<').next())
        .collect();
    assert!(captions.len() >= 3, "{captions:?}");
    for c in &captions {
        // 11 px sans-serif: about 6 px a character, from x = 4.
        assert!(
            4 + 6 * c.chars().count() <= width,
            "{c:?} wider than {width} px"
        );
    }
    let key = captions[1..].join(" ");
    for mark in [
        "small squares",
        "×: stones agreed dead",
        "numbers",
        "red ring",
        "dashed",
        "red ×",
    ] {
        assert!(key.contains(mark), "{mark} missing from {key:?}");
    }
}

/// `--only-findings` leaves the records with nothing to report out of the
/// HTML report as out of the standard output, and the page counts them.
#[test]
fn only_findings_applies_to_the_html_report() {
    let dir = std::env::temp_dir().join(format!("caipan-only-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let clean = "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese];B[pd];W[dp])";
    let double = "(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese];B[pd];B[dp])";
    for (k, text) in [clean, clean, double].iter().enumerate() {
        std::fs::write(dir.join(format!("g{k}.sgf")), text).unwrap();
    }
    let page = dir.join("report.html");
    let (dir_s, page_s) = (dir.to_string_lossy(), page.to_string_lossy());
    let args = [
        "check",
        "--edition",
        "go-2002",
        "--only-findings",
        "--html",
        &page_s,
        &dir_s,
    ];
    let (code, out, _) = super::common::caipan(&args);
    assert_eq!(code, 1, "{out}");
    let html = std::fs::read_to_string(&page).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        html.matches("<h2>").count(),
        1,
        "only the record with a finding"
    );
    assert!(html.contains(
        "3 records: 1 with findings, 0 defective, 2 with no finding (not listed: --only-findings)"
    ));
}
