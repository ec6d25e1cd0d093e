//! Gomocup's `.psq` and RenjuNet's `.rif` read as a user hands them over:
//! a file, a directory, standard input; judged as played with the summary;
//! converted to caipan's record and, for `.psq`, back; a bad line refused
//! with its place, the other games of a database still judged.

use crate::common::{caipan, caipan_with};

const PSQ: &str = "tests/data/gomocup-freestyle-20.psq";
const RIF: &str = "tests/data/renjunet-sample.rif";

#[test]
fn a_psq_file_is_judged_as_played_on_its_board() {
    let (code, out, err) = caipan(&[
        "check",
        "--edition",
        "gomoku-freestyle",
        "--format",
        "json",
        PSQ,
    ]);
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"]["outcome"], "white-wins");
    assert_eq!(j["findings"][0]["rule"], "five-or-more-wins");
    assert_eq!(j["findings"][0]["move_number"], 10);
    assert_eq!(j["findings"][0]["point"], "O6");
    assert_eq!(j["mode"], "as-played");
    // Without an edition: the help names the editions on the file's board.
    let (code, _, err) = caipan(&["check", PSQ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("names no edition") && err.contains("gomoku-freestyle"),
        "{err}"
    );
    // Free-style's text allows 20×20: the file is judged on its board, and
    // the judgement says so, citing the board's article.
    assert_eq!(j["remarks"][0]["line"], 1, "{j}");
    assert!(
        j["remarks"][0]["message"]
            .as_str()
            .unwrap()
            .contains("20×20"),
        "{j}"
    );
    // On an edition of 15×15 only the file's board is refused, located at
    // the header.
    let (code, _, err) = caipan(&["check", "--edition", "gomoku-standard", PSQ]);
    assert_eq!(code, 2);
    assert!(err.contains("20×20") && err.contains(":1:1]"), "{err}");
}

#[test]
fn a_psq_file_converts_to_a_record_and_back() {
    let (code, record, err) = caipan(&["convert", PSQ]);
    assert_eq!(code, 0, "{err}");
    assert!(record.starts_with("[Size \"20\"]\n[Black \"pbrain-first.exe\"]\n[White \"pbrain-second.exe\"]\nB J11\nW K10\n"), "{record}");
    let with_edition = format!("[Edition \"gomoku-freestyle\"]\n{record}");
    let (code, psq, err) = caipan_with(
        &["convert", "--to", "psq", "-"],
        Some(with_edition.as_bytes()),
    );
    assert_eq!(code, 0, "{err}");
    // The stones come back where they were (times are not kept).
    let original =
        std::fs::read_to_string(concat!(root!(), "/tests/data/gomocup-freestyle-20.psq")).unwrap();
    let stones = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.split(',').count() == 3)
            .map(|l| {
                l.rsplit_once(',')
                    .map_or("", |(point, _)| point)
                    .to_string()
            })
            .collect()
    };
    assert_eq!(stones(&psq), stones(&original));
    // A record with more than stones is not written as .psq, and says why.
    let (code, _, err) = caipan(&[
        "convert",
        "--to",
        "psq",
        "cases/gomoku-modern/draw-agreed.case",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("caipan::convert::stones_only") && err.contains("draw-offer"),
        "{err}"
    );
}

#[test]
fn a_bad_psq_line_is_refused_where_it_stands() {
    let bad = b"Piskvorky 15x15, 1:1, 0\n8,8,0\n16,1,0\n";
    let (code, _, err) = caipan_with(&["check", "--edition", "gomoku-freestyle", "-"], Some(bad));
    assert_eq!(code, 2);
    assert!(
        err.contains("caipan::record::syntax") && err.contains("16,1 is off the 15×15 board"),
        "{err}"
    );
    assert!(
        err.contains("<stdin>:3:1]") || err.contains("-:3:1]"),
        "{err}"
    );
}

#[test]
fn a_rif_database_gives_one_judgement_per_game_and_a_summary() {
    let (code, out, err) = caipan(&["check", "--edition", "renju-1996", "--format", "jsonl", RIF]);
    // The third game runs off the board: judged up to there, exit 2.
    assert_eq!(code, 2, "{err}");
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let (games, summary) = lines.split_at(lines.len().saturating_sub(1));
    assert_eq!(games.len(), 3, "{out}");
    assert_eq!(summary[0]["summary"]["games_judged"], 3);
    assert_eq!(games[0]["file"], format!("{RIF}#1"));
    assert_eq!(games[0]["result"]["outcome"], "black-wins");
    assert_eq!(games[0]["opening"], "花月 Kagetsu (4D, direct)");
    assert_eq!(games[1]["result"]["outcome"], "undecided");
    assert!(
        games[2]["defect"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("Q20"),
        "{}",
        games[2]
    );
    assert!(err.contains("renjunet-sample.rif#3:23:13]"), "{err}");
}

#[test]
fn a_rif_game_converts_with_its_players_result_and_rule() {
    let (code, out, err) = caipan(&["convert", "--game", "1", RIF]);
    assert_eq!(code, 0, "{err}");
    for line in [
        "[Black \"Ann Example\"]",
        "[White \"Bo Sample & Co\"]",
        "[Event \"Test Cup\"]",
        "[Round \"1\"]",
        "[Rule \"renju\"]",
        "[Result \"B+\"]",
        "B H8\nW H9\nB I9",
    ] {
        assert!(out.contains(line), "{line} in {out}");
    }
}

#[test]
fn a_rif_game_converts_back_to_a_rif_file_that_reads_the_same() {
    let (code, record, err) = caipan(&["convert", "--game", "1", RIF]);
    assert_eq!(code, 0, "{err}");
    let with_edition = format!("[Edition \"renju-1996\"]\n{record}");
    let (code, rif, err) = caipan_with(
        &["convert", "--to", "rif", "-"],
        Some(with_edition.as_bytes()),
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        rif.contains("<move>h8 h9 i9 i10 j8 g7 g8 f9 f8 k8 i8</move>")
            && rif.contains("bresult=\"1\""),
        "{rif}"
    );
    assert!(rif.contains("name=\"Bo Sample &amp; Co\""), "{rif}");
    // Read again, the same record.
    let (code, again, err) = caipan_with(&["convert", "-"], Some(rif.as_bytes()));
    assert_eq!(code, 0, "{err}");
    let stones = |t: &str| {
        t.lines()
            .filter(|l| l.starts_with("B ") || l.starts_with("W "))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(stones(&again), stones(&record));
    assert!(
        again.contains("[White \"Bo Sample & Co\"]") && again.contains("[Result \"B+\"]"),
        "{again}"
    );
}

#[test]
fn a_directory_selects_psq_and_rif_files() {
    let dir = std::env::temp_dir().join(format!("caipan-gamefiles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        concat!(root!(), "/tests/data/renjunet-sample.rif"),
        dir.join("a.rif"),
    )
    .unwrap();
    std::fs::write(dir.join("b.psq"), "Piskvorky 15x15, 8:8, 0\n8,8,0\n9,9,0\n").unwrap();
    std::fs::write(dir.join("notes.txt"), "not a game").unwrap();
    let path = dir.to_string_lossy().into_owned();
    let (_, out, _) = caipan(&[
        "check",
        "--edition",
        "renju-1996",
        "--format",
        "jsonl",
        &path,
    ]);
    let files: Vec<String> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|j| j.get("schema").is_some())
        .filter_map(|j| j["file"].as_str().map(str::to_string))
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(files.len(), 4, "{out}");
    assert!(files.iter().any(|f| f.ends_with("b.psq")), "{files:?}");
}

#[test]
fn hostile_xml_is_refused_calmly() {
    // An entity the database declares itself is not expanded: the
    // attribute that uses it is an error at its element.
    let bomb = std::fs::read(concat!(root!(), "/tests/regressions/rif/entity-expansion")).unwrap();
    let (code, _, err) = caipan_with(&["check", "--edition", "renju-1996", "-"], Some(&bomb));
    assert_eq!(code, 2);
    assert!(err.contains("caipan::record::syntax"), "{err}");
    assert!(err.len() < 4000, "{err}");
}
