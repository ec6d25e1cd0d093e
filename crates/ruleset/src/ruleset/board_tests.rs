//! The board's sizes, one case per problem the validator and the
//! supplement reader find in them, and the board each allowed size gives.

use super::load::load_ruleset;
use super::supplement::apply_supplement;

const FREESTYLE: &str = include_str!("../../../../rulesets/gomoku-freestyle.yaml");
const RENJU: &str = include_str!("../../../../rulesets/renju-1996.yaml");

/// The free-style edition with its board section replaced.
fn freestyle_board(board: &str) -> String {
    let start = FREESTYLE.find("\nboard:\n").expect("a board section") + 1;
    let end = start + FREESTYLE[start..].find("\n\n").expect("its end");
    format!("{}{board}{}", &FREESTYLE[..start], &FREESTYLE[end..])
}

/// Every problem a ruleset's diagnostic lists, in one string.
fn problems(text: &str) -> String {
    let err = load_ruleset("test.yaml", text).expect_err("refused");
    let mut out = err.to_string();
    for r in miette::Diagnostic::related(&*err).into_iter().flatten() {
        out.push('\n');
        out.push_str(&r.to_string());
    }
    out
}

#[test]
fn the_built_in_board_of_each_size() {
    let rules = load_ruleset("gomoku-freestyle.yaml", FREESTYLE).expect("loads");
    assert_eq!((rules.board.size, rules.board.own), (15, 15));
    assert_eq!(rules.board.sizes, [15, 20]);
    assert_eq!(rules.board.columns.len(), 15);
    assert_eq!(rules.board.tengen, Some(7 * 15 + 7));
    let twenty = rules.on_board(20).expect("20×20 is allowed");
    assert_eq!((twenty.board.size, twenty.board.own), (20, 15));
    assert_eq!(
        twenty.board.columns.iter().collect::<String>(),
        "ABCDEFGHIJKLMNOPQRST"
    );
    assert_eq!(twenty.board.tengen, None, "an even board has no centre");
    assert_eq!(twenty.board.index("T20"), Some(399));
    assert!(twenty.protocols.iter().all(|p| p.board.size == 20));
    assert!(rules.on_board(19).is_none());
    // From the even board back to the odd one, the centre is there again.
    let fifteen = twenty.on_board(15).expect("15×15 is allowed");
    assert_eq!(fifteen.board.tengen, Some(7 * 15 + 7));
    assert_eq!(rules.board.size_for(Some("20")), 20);
    assert_eq!(rules.board.size_for(Some(" 19 ")), 15);
    assert_eq!(rules.board.size_for(None), 15);
}

#[test]
fn sizes_without_the_board_s_own_size_are_refused() {
    let text = freestyle_board(
        "board:\n  size: 15\n  sizes: [19, 20]\n  columns: ABCDEFGHIJKLMNOPQRST\n  article: \"1\"",
    );
    assert!(problems(&text).contains("in increasing order, 15 among them"));
}

#[test]
fn sizes_out_of_order_are_refused() {
    let text = freestyle_board(
        "board:\n  size: 15\n  sizes: [20, 15]\n  columns: ABCDEFGHIJKLMNOPQRST\n  article: \"1\"",
    );
    assert!(problems(&text).contains("in increasing order"));
}

#[test]
fn too_few_letters_for_the_largest_size_are_refused() {
    let text = freestyle_board(
        "board:\n  size: 15\n  sizes: [15, 20]\n  columns: ABCDEFGHIJKLMNO\n  article: \"1\"",
    );
    assert!(problems(&text).contains("15 column letters for a board of size 20"));
}

#[test]
fn a_tengen_off_the_centre_of_a_board_of_several_sizes_is_refused() {
    let text = freestyle_board(
        "board:\n  size: 15\n  sizes: [15, 20]\n  columns: ABCDEFGHIJKLMNOPQRST\n  article: \"1\"\n  tengen: H9",
    );
    assert!(problems(&text).contains("`H9` is not the centre of the board"));
}

#[test]
fn an_opening_about_the_centre_on_several_sizes_is_refused() {
    let text = RENJU.replacen("  size: 15\n", "  size: 15\n  sizes: [15]\n", 1);
    assert!(
        load_ruleset("renju.yaml", &text).is_ok(),
        "one size is allowed"
    );
    let text = RENJU
        .replacen("  size: 15\n", "  size: 15\n  sizes: [15, 19]\n", 1)
        .replacen("ABCDEFGHIJKLMNO", "ABCDEFGHIJKLMNOPQRS", 1);
    assert!(problems(&text).contains("written for one board size"));
}

#[test]
fn a_supplement_chooses_a_size_the_text_allows() {
    let rules = load_ruleset("gomoku-freestyle.yaml", FREESTYLE).expect("loads");
    let head = "supplement:\n  id: t\n  title: t\n  edition: gomoku-freestyle\n";
    let on = apply_supplement(&rules, "s.yaml", &format!("{head}board-size: 20\n")).expect("20");
    assert_eq!((on.board.size, on.board.own), (20, 15));
    let err = apply_supplement(&rules, "s.yaml", &format!("{head}board-size: 19\n"))
        .expect_err("19×19 is not free-style's");
    let help = miette::Diagnostic::help(&*err)
        .map(|h| h.to_string())
        .unwrap_or_default();
    assert!(err.to_string().contains("19×19"), "{err}");
    assert!(help.contains("15×15, 20×20"), "{help}");
}
