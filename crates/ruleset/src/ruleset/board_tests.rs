//! The board's sizes, walked over every built-in edition: the board each
//! size it allows gives, and one case per problem the validator and the
//! supplement reader find in a board's sizes.

use super::BUILT_IN;
use super::load::load_ruleset;
use super::model::{Board, Ruleset};
use super::supplement::apply_supplement;

/// Column letters enough for any supported size.
const LETTERS: &str = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Every built-in edition: its id, its text and its model.
fn editions() -> Vec<(&'static str, &'static str, Ruleset)> {
    (BUILT_IN.iter())
        .map(|(id, _, text)| {
            (
                *id,
                *text,
                load_ruleset(id, text).expect("a built-in loads"),
            )
        })
        .collect()
}

/// `text` with its board section replaced by `board`.
fn with_board(text: &str, board: &str) -> String {
    let start = text.find("\nboard:\n").expect("a board section") + 1;
    let body = start + "board:\n".len();
    let len: usize = (text[body..].lines())
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.len() + 1)
        .sum();
    format!("{}{board}{}", &text[..start], &text[body + len..])
}

/// A board section of the edition's own size and article, with `sizes`,
/// `letters` columns (the edition's own first, then others) and an
/// optional tengen line.
fn board_text(b: &Board, sizes: &str, letters: usize, tengen: &str) -> String {
    let more = LETTERS.chars().filter(|c| !b.letters.contains(c));
    let columns: String = b
        .letters
        .iter()
        .copied()
        .chain(more)
        .take(letters)
        .collect();
    let article = &b.article;
    format!(
        "board:\n  size: {}\n  sizes: {sizes}\n  columns: {columns}\n  article: \"{article}\"\n{tengen}",
        b.own
    )
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
fn each_edition_gives_the_board_of_each_size_its_text_allows() {
    let mut several = 0;
    for (id, _, rules) in editions() {
        let own = &rules.board;
        assert_eq!((own.size, own.own), (own.own, own.own), "{id}");
        assert!(own.sizes.contains(&own.own), "{id}");
        for &n in &own.sizes {
            let on = rules.on_board(n).expect("an allowed size");
            let b = &on.board;
            assert_eq!((b.size, b.own), (n, own.own), "{id} on {n}");
            assert_eq!(b.columns, own.letters[..n], "{id} on {n}");
            let centre = (own.centred && n % 2 == 1).then_some(n / 2 * (n + 1));
            assert_eq!(b.tengen, centre, "{id} on {n}");
            assert!(
                on.protocols.iter().all(|p| p.board.size == n),
                "{id} on {n}"
            );
            // And back to the edition's own board: its centre again.
            let back = on.on_board(own.own).expect("its own size");
            assert_eq!(back.board.tengen, own.tengen, "{id} from {n}");
            assert_eq!(own.size_for(Some(&format!(" {n} "))), n, "{id}");
        }
        several += usize::from(own.sizes.len() > 1);
        let other = (2..=25)
            .find(|n| !own.sizes.contains(n))
            .expect("a size not allowed");
        assert!(rules.on_board(other).is_none(), "{id} on {other}");
        assert_eq!(own.size_for(Some(&other.to_string())), own.size, "{id}");
        assert_eq!(own.size_for(None), own.size, "{id}");
    }
    assert!(several > 0, "some edition allows several sizes");
}

#[test]
fn sizes_without_the_board_s_own_size_are_refused() {
    for (id, text, rules) in editions() {
        let n = rules.board.own;
        let board = board_text(&rules.board, &format!("[{}, {}]", n + 1, n + 2), n + 2, "");
        let said = problems(&with_board(text, &board));
        assert!(
            said.contains(&format!("in increasing order, {n} among them")),
            "{id}: {said}"
        );
    }
}

#[test]
fn sizes_out_of_order_are_refused() {
    for (id, text, rules) in editions() {
        let n = rules.board.own;
        let board = board_text(&rules.board, &format!("[{}, {n}]", n + 1), n + 1, "");
        let said = problems(&with_board(text, &board));
        assert!(said.contains("in increasing order"), "{id}: {said}");
    }
}

#[test]
fn too_few_letters_for_the_largest_size_are_refused() {
    for (id, text, rules) in editions() {
        let n = rules.board.own;
        let board = board_text(&rules.board, &format!("[{n}, {}]", n + 1), n, "");
        let said = problems(&with_board(text, &board));
        let want = format!("{n} column letters for a board of size {}", n + 1);
        assert!(said.contains(&want), "{id}: {said}");
    }
}

#[test]
fn a_tengen_off_the_centre_of_a_board_of_several_sizes_is_refused() {
    for (id, text, rules) in editions() {
        let n = rules.board.own;
        let board = board_text(
            &rules.board,
            &format!("[{n}, {}]", n + 1),
            n + 1,
            "  tengen: A1\n",
        );
        let said = problems(&with_board(text, &board));
        assert!(
            said.contains("`A1` is not the centre of the board"),
            "{id}: {said}"
        );
    }
}

#[test]
fn an_opening_about_the_centre_on_several_sizes_is_refused() {
    let mut opening = 0;
    for (id, text, rules) in editions() {
        let Some(o) = &rules.openings else { continue };
        if o.zones.is_empty() && o.table.is_empty() && o.offers.is_none() {
            continue;
        }
        opening += 1;
        let (b, n) = (&rules.board, rules.board.own);
        let centre = b
            .tengen
            .map(|p| format!("  tengen: {}\n", b.name(p)))
            .unwrap_or_default();
        let one = board_text(b, &format!("[{n}]"), n, &centre);
        assert!(
            load_ruleset(id, &with_board(text, &one)).is_ok(),
            "{id}: one size is allowed"
        );
        let two = board_text(b, &format!("[{n}, {}]", n + 2), n + 2, &centre);
        let said = problems(&with_board(text, &two));
        assert!(said.contains("written for one board size"), "{id}: {said}");
    }
    assert!(
        opening > 0,
        "some edition places an opening about the centre"
    );
}

#[test]
fn a_supplement_chooses_a_size_the_text_allows() {
    for (id, _, rules) in editions() {
        let head = format!("supplement:\n  id: t\n  title: t\n  edition: {id}\n");
        let board = &rules.board;
        for &n in &board.sizes {
            let on = apply_supplement(&rules, "s.yaml", &format!("{head}board-size: {n}\n"))
                .unwrap_or_else(|e| panic!("{id} on {n}: {e}"));
            assert_eq!((on.board.size, on.board.own), (n, board.own), "{id}");
        }
        let other = (2..=25)
            .find(|n| !board.sizes.contains(n))
            .expect("a size not allowed");
        let err = apply_supplement(&rules, "s.yaml", &format!("{head}board-size: {other}\n"))
            .expect_err("a size the text does not allow");
        let help = miette::Diagnostic::help(&*err)
            .map(|h| h.to_string())
            .unwrap_or_default();
        let sizes: Vec<String> = board.sizes.iter().map(|n| format!("{n}×{n}")).collect();
        assert!(
            err.to_string().contains(&format!("{other}×{other}")),
            "{id}: {err}"
        );
        assert!(help.contains(&sizes.join(", ")), "{id}: {help}");
    }
}
