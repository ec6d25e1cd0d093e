//! Every byte of a `.psq` or `.rif` file read or refused at its place
//! (issue 61): a move line the `.psq` reader cannot take, a name the
//! `.psq` writer could not read back, moves in a `.rif` CDATA section, a
//! reference or a comment in a move list, an element of many attributes.
//! Each was once read as something else without a word.

use crate::common::{caipan, caipan_with};

/// A game Black wins with its fifth stone, its third line replaced.
fn psq_with(third: &str) -> Vec<u8> {
    format!("Piskvorky 15x15, 8:8, 0\n8,8,0\n1,1,0\n{third}\n1,2,0\n10,8,0\n1,3,0\n11,8,0\n1,4,0\n12,8,0\npbrain-a\npbrain-b\n-1\n")
        .into_bytes()
}

#[test]
fn a_move_line_the_psq_reader_cannot_take_is_refused_not_the_end_of_the_moves() {
    let (code, out, err) = caipan_with(
        &["check", "--edition", "gomoku-freestyle", "-"],
        Some(&psq_with("9,8,0")),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("black-wins"), "{out}");
    for bad in [
        "9,8,1.5",
        "9,8,99999999999999999999",
        "-1,8,0",
        "9,8,0,7",
        "9,x,0",
    ] {
        let (code, out, err) = caipan_with(
            &["check", "--edition", "gomoku-freestyle", "-"],
            Some(&psq_with(bad)),
        );
        assert_eq!(code, 2, "{bad}: {out}");
        assert!(
            err.contains("caipan::record::syntax") && err.contains(":4:1]"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn a_move_after_the_names_or_a_third_name_is_refused() {
    let after = b"Piskvorky 15x15, 8:8, 0\n8,8,0\npbrain-a\n9,9,0\n";
    let (code, _, err) = caipan_with(
        &["check", "--edition", "gomoku-freestyle", "-"],
        Some(after),
    );
    assert_eq!(code, 2);
    assert!(err.contains("a move after the players' names"), "{err}");
    let third = b"Piskvorky 15x15, 8:8, 0\n8,8,0\na\nb\nc\n";
    let (code, _, err) = caipan_with(
        &["check", "--edition", "gomoku-freestyle", "-"],
        Some(third),
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("a third name") && err.contains(":5:1]"),
        "{err}"
    );
}

#[test]
fn the_psq_writer_refuses_a_name_that_would_not_read_back() {
    let dir = std::env::temp_dir().join(format!("caipan-psq-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    for name in ["1,2", "2024"] {
        let path = dir.join("g.rec");
        std::fs::write(
            &path,
            format!("[Black \"{name}\"]\n[White \"W\"]\nB H8\nW H9\n"),
        )
        .expect("write");
        let p = path.to_string_lossy();
        let (code, out, err) = caipan(&[
            "convert",
            "--edition",
            "gomoku-freestyle",
            "--to",
            "psq",
            &p,
        ]);
        assert_eq!(code, 2, "{name}: {out}");
        assert!(err.contains("would not read back"), "{name}: {err}");
    }
    // A name that reads back is written and read back.
    let path = dir.join("ok.rec");
    std::fs::write(&path, "[Black \"pbrain-a 2\"]\n[White \"W\"]\nB H8\nW H9\n").expect("write");
    let (code, psq, err) = caipan(&[
        "convert",
        "--edition",
        "gomoku-freestyle",
        "--to",
        "psq",
        &path.to_string_lossy(),
    ]);
    assert_eq!(code, 0, "{err}");
    let (_, back, _) = caipan_with(&["convert", "-"], Some(psq.as_bytes()));
    assert!(
        back.contains("[Black \"pbrain-a 2\"]") && back.contains("B H8\nW H9"),
        "{back}"
    );
}

fn rif(moves: &str) -> Vec<u8> {
    format!("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database><games><game id=\"1\" bresult=\"1\"><move>{moves}</move></game></games></database>\n").into_bytes()
}

#[test]
fn moves_in_a_cdata_section_are_read_where_they_stand() {
    let (code, out, err) = caipan_with(
        &["check", "--edition", "renju-1996", "-"],
        Some(&rif("h8 h9 <![CDATA[i8 i9]]> j8 j9 k8 k9 l8")),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("`l8` (line 2, column") && out.contains("result: black-wins"),
        "{out}"
    );
}

#[test]
fn a_reference_or_a_comment_in_a_move_list_is_refused_at_its_place() {
    for (moves, column) in [
        ("h8 k1&#48;", ":2:54]"),
        ("h8<!---->h9", ":2:51]"),
        ("h8 <!-- x --> h9", ":2:52]"),
    ] {
        let (code, out, err) = caipan_with(
            &["check", "--edition", "renju-1996", "-"],
            Some(&rif(moves)),
        );
        assert_eq!(code, 2, "{moves}: {out}");
        assert!(
            err.contains("inside a\n")
                || err.contains("inside a <move>")
                || err.contains("<move> list"),
            "{moves}: {err}"
        );
        assert!(err.contains(column), "{moves}: {err}");
    }
}

#[test]
fn an_element_of_many_attributes_is_read_in_one_pass() {
    // 100,000 attributes once took quadratic time (14 s); a repeated one
    // is still refused.
    let attrs: String = (0..100_000).map(|i| format!(" a{i}=\"x\"")).collect();
    let text = format!(
        "<?xml version=\"1.0\"?><database><games><game id=\"1\"{attrs}><move>h8</move></game></games></database>"
    );
    let (code, out, err) = caipan_with(
        &["check", "--edition", "renju-1996", "-"],
        Some(text.as_bytes()),
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("result: undecided"), "{out}");
    let twice = "<?xml version=\"1.0\"?><database><games><game id=\"1\" a=\"1\" a=\"2\"><move>h8</move></game></games></database>";
    let (code, _, err) = caipan_with(
        &["check", "--edition", "renju-1996", "-"],
        Some(twice.as_bytes()),
    );
    assert_eq!(code, 2);
    assert!(err.contains("given twice"), "{err}");
}
