//! What real files tripped on (issue 62): each case in the form the real
//! software writes it.

use crate::common::caipan;

fn file(name: &str, text: &str) -> String {
    crate::common::temp_file("real", name, text)
}

/// A KGS handicap game writes `KM[0]`: compared with the handicap komi the
/// count takes (New Zealand 0, AGA ½), not the even game's 7 or 7½.
#[test]
fn a_handicap_game_s_komi_is_compared_with_the_handicap_komi() {
    let sgf = file(
        "h.sgf",
        "(;GM[1]FF[4]SZ[19]RU[NZ]KM[0]HA[2]AB[dd][pp]PB[b]PW[w];W[dp];B[pd];W[qq];B[];W[])\n",
    );
    let (code, out, err) = caipan(&["check", "--edition", "go-new-zealand", &sgf]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("the file's komi"), "{out}");
    assert!(out.contains("+ 0 komi (11)"), "{out}");
    let (_, out, _) = caipan(&["check", "--edition", "go-aga-1991", &sgf]);
    assert!(
        out.contains("the file's komi is 0 points; the edition's is 0.5 points (3)"),
        "{out}"
    );
}

/// With `--edition-from-sgf`, the summary counts the games judged under the
/// `--edition` standing in, and tells `RU[]` written empty from no `RU[]`.
#[test]
fn the_summary_counts_the_games_the_fallback_judged_and_tells_ru_from_none() {
    let game = |ru: &str| format!("(;GM[1]FF[4]SZ[19]{ru}KM[7.5];B[pd];W[dp])\n");
    let files = [
        file("empty.sgf", &game("RU[]")),
        file("none.sgf", &game("")),
        file("japanese.sgf", &game("RU[Japanese]")),
    ];
    let mut args = vec![
        "check",
        "--edition-from-sgf",
        "--edition",
        "go-2002",
        "--format",
        "jsonl",
    ];
    args.extend(files.iter().map(String::as_str));
    let (code, out, err) = caipan(&args);
    assert_eq!(code, 0, "{err}");
    let summary: serde_json::Value =
        serde_json::from_str(out.lines().last().unwrap_or_default()).expect("a summary");
    let s = &summary["summary"];
    assert_eq!(s["editions_from_rules"]["go-2002"], 2, "{s}");
    assert_eq!(s["editions_from_rules"]["go-japan-1989"], 1, "{s}");
    let listed = s["rules_not_known"].as_array().expect("listed");
    let written = |name: &str| {
        listed
            .iter()
            .find(|e| e[0].as_str().is_some_and(|f| f.ends_with(name)))
            .map(|e| e[1].clone())
    };
    assert_eq!(written("empty.sgf"), Some(serde_json::json!("")));
    assert_eq!(written("none.sgf"), Some(serde_json::Value::Null));
    let mut text_args = args.clone();
    text_args.retain(|a| *a != "--format" && *a != "jsonl");
    let (_, text, _) = caipan(&text_args);
    assert!(text.contains("RU[]") && text.contains("no RU[]"), "{text}");
}

/// A UTF-8 file with one damaged name (a character cut by a server) among
/// valid ones is read as UTF-8, the bad bytes replaced, not as GB18030:
/// before, the damaged value's vote tipped the file over and the name came
/// out as mojibake (`周�羊` as `鍛ㄦ樼緤`).
#[test]
fn a_damaged_utf8_name_does_not_make_the_file_gb18030() {
    let mut bytes = b"(;GM[1]FF[4]SZ[19]PB[".to_vec();
    bytes.extend("周羊".as_bytes());
    bytes.extend(b"]PW[");
    bytes.extend("周".as_bytes());
    bytes.extend(b"\xe6\x98");
    bytes.extend("羊".as_bytes());
    bytes.extend(b"];B[pd];W[dp])\n");
    let path = crate::common::temp_file("real", "damaged.sgf", &bytes);
    let (code, out, err) = caipan(&["convert", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("[Black \"周羊\"]"), "{out}");
    assert!(out.contains("[White \"周\u{fffd}羊\"]"), "{out}");
}

/// A RenjuNet export in the database's own layout (the tables of
/// countries, cities, players, tournaments, rules and openings, then the
/// games, each with its `<info>`): the game is RenjuNet's game 171548 as
/// public code quotes it (the database itself cannot be had here: its
/// licence keeps it off public repositories, and this machine has no
/// network). Read against an independent reading of the same file (its
/// `<move>` words counted and compared one by one, its `bresult`): every
/// stone where the file has it, the result the same, every attribute
/// kept.
#[test]
fn a_renjunet_export_reads_as_an_independent_reading_does() {
    let path = "tests/data/renjunet-layout.rif";
    let text = std::fs::read_to_string(format!("{}/{path}", root!())).expect("the fixture");
    let list = text
        .split("<move>")
        .nth(1)
        .and_then(|m| m.split("</move>").next())
        .expect("a move list");
    let words: Vec<String> = list.split_whitespace().map(str::to_uppercase).collect();
    let (code, out, err) = caipan(&["convert", path]);
    assert_eq!(code, 0, "{err}");
    let moves: Vec<String> = out
        .lines()
        .filter_map(|l| l.strip_prefix("B ").or_else(|| l.strip_prefix("W ")))
        .map(str::to_string)
        .collect();
    assert_eq!(moves, words, "every stone, in order");
    for tag in [
        "[RenjuNetOpening \"Kagetsu\"]",
        "[RenjuNetAlt \"51\"]",
        "[RenjuNetSwap \"R--R-\"]",
        "[RenjuNetInfo \"B=1245\"]",
        "[Result \"B+\"]",
        "[Rule \"Soosorv-8\"]",
    ] {
        assert!(out.contains(tag), "{tag}: {out}");
    }
    let (code, json, err) = caipan(&["check", "--edition", "renju-1996", "--format", "json", path]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["result"]["outcome"], "black-wins", "bresult=\"1\"");
}

/// Gomocup's `.psq` as Piskvork's `savePsq` writes it: the header's last
/// number is which of the manager's two players moved first, and the
/// names follow the manager's order, so with a 1 the first name is
/// White's; then the game's error code.
#[test]
fn a_piskvork_psq_whose_second_player_began_names_black_second() {
    let psq = file(
        "h1.psq",
        "Piskvorky 15x15, 8:8, 1\n8,8,0\n1,1,0\n9,8,0\n1,2,0\n10,8,0\n1,3,0\n11,8,0\n1,4,0\n12,8,0\npbrain-a.zip\npbrain-b.zip\n-1\n",
    );
    let (code, out, err) = caipan(&["convert", &psq]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("[Black \"pbrain-b.zip\"]"), "{out}");
    assert!(out.contains("[White \"pbrain-a.zip\"]"), "{out}");
}
