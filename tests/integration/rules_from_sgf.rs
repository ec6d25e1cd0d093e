//! `check --edition-from-sgf` (issue 43): each SGF game judged under the
//! edition the rules its file names (`RU[]`) map to, the judgement saying
//! which and why; rules no edition judges (or none) judged under
//! `--edition` or reported; a `--rules-map` of the user's first; the
//! summary counting them. Without the flag `RU[]` is never trusted.

use super::common::caipan;

/// A directory of SGF files, one per `(name, RU value or None)`.
fn archive(tag: &str, games: &[(&str, Option<&str>)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("caipan-ru-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (name, ru) in games {
        let ru = ru.map(|r| format!("RU[{r}]")).unwrap_or_default();
        let text = format!("(;GM[1]FF[4]SZ[19]{ru};B[pd];W[dp];B[pp];W[dd])");
        std::fs::write(dir.join(format!("{name}.sgf")), text).expect("sgf");
    }
    dir
}

#[test]
fn each_game_is_judged_under_the_edition_its_rules_name() {
    let dir = archive("named", &[("a", Some("Japanese")), ("b", Some("chinese"))]);
    let (code, out, err) = caipan(&["check", "--edition-from-sgf", &dir.to_string_lossy()]);
    assert_eq!(code, 0, "{err}");
    let (a, b) = out.split_once("b.sgf").expect("two games");
    assert!(a.contains("judged under go-japan-1989"), "{out}");
    assert!(
        a.contains("RU[Japanese], which the built-in table reads as Japanese"),
        "{out}"
    );
    // The Japanese edition counts territory as written: said, with why.
    assert!(a.contains("territory-dame-filled 0"), "{out}");
    assert!(b.contains("judged under go-2002"), "{out}");
    assert!(b.contains("RU[chinese]"), "{out}");
    assert!(
        !b.contains("territory-dame-filled"),
        "an area edition: {out}"
    );
    assert!(
        out.contains("games by the edition that judged them"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_rules_in_play_each_find_their_edition() {
    let games = [
        ("k", Some("Korean")),
        ("a", Some("AGA")),
        ("z", Some("NZ")),
        ("t", Some("Tromp-Taylor")),
        ("g", Some("GOE")),
    ];
    let dir = archive("played", &games);
    let (code, out, err) = caipan(&["check", "--edition-from-sgf", &dir.to_string_lossy()]);
    assert_eq!(code, 0, "{err}");
    for edition in [
        "go-korea-2016",
        "go-aga-1991",
        "go-new-zealand",
        "go-tromp-taylor",
        "go-ing-1996",
    ] {
        assert!(
            out.contains(&format!("judged under {edition}")),
            "{edition}: {out}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rules_without_an_edition_are_reported_or_judged_under_the_edition_given() {
    let dir = archive(
        "unknown",
        &[
            ("k", Some("Korean 1992")),
            ("x", Some("Klingon")),
            ("n", None),
        ],
    );
    // A table of the user's may name rules caipan has no edition of.
    let map = dir.join("map.yaml");
    std::fs::write(
        &map,
        "names:\n  - rules: Korean 1992\n    spellings: [korean 1992]\n",
    )
    .expect("map");
    let map = map.to_string_lossy().to_string();
    let path = dir.to_string_lossy().to_string();
    let args = [
        "check",
        "--edition-from-sgf",
        "--rules-map",
        &map,
        "--format",
        "jsonl",
        &path,
    ];
    let (code, out, err) = caipan(&args);
    assert_eq!(code, 2, "not judged: {out}");
    assert_eq!(
        err.matches("caipan::sgf::rules_unknown").count(),
        3,
        "{err}"
    );
    assert!(
        out.contains("RU[Korean 1992], Korean 1992, which caipan has no edition of yet"),
        "{out}"
    );
    assert!(
        out.contains("RU[Klingon], which the rules table does not know"),
        "{out}"
    );
    assert!(out.contains("the file names no rules (no RU[])"), "{out}");
    let summary = out.lines().last().unwrap_or_default();
    assert!(summary.contains("\"rules_not_known\""), "{summary}");
    assert!(
        summary.contains("\"Korean 1992\"") && summary.contains("\"Klingon\""),
        "{summary}"
    );
    // With --edition, the same games are judged under it, and say so.
    let args = [
        "check",
        "--edition-from-sgf",
        "--rules-map",
        &map,
        "--edition",
        "go-2002",
        &path,
    ];
    let (code, out, err) = caipan(&args);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.matches("judged under go-2002 (--edition)").count(),
        3,
        "{out}"
    );
    assert!(
        out.contains("games whose file names rules no edition judges, or none (3)"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_users_rules_map_comes_first() {
    let dir = archive("map", &[("k", Some("Korean rules"))]);
    let map = dir.join("map.yaml");
    std::fs::write(
        &map,
        "names:\n  - rules: Korean, as this club plays\n    edition: go-japan-1989\n    spellings: [korean rules]\n",
    )
    .expect("map");
    let (map, game) = (map.to_string_lossy(), dir.join("k.sgf"));
    let args = [
        "check",
        "--edition-from-sgf",
        "--rules-map",
        &map,
        &game.to_string_lossy(),
    ];
    let (code, out, err) = caipan(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("judged under go-japan-1989"), "{out}");
    assert!(
        out.contains(&format!(
            "which the {map} table reads as Korean, as this club plays"
        )),
        "{out}"
    );
    // A map is only for --edition-from-sgf.
    let (code, _, err) = caipan(&["check", "--rules-map", &map, &game.to_string_lossy()]);
    assert_eq!(code, 2, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_the_flag_ru_is_not_trusted() {
    let dir = archive("plain", &[("a", Some("Japanese"))]);
    let (code, _, err) = caipan(&["check", &dir.join("a.sgf").to_string_lossy()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("caipan::record::no_edition"), "{err}");
    assert!(
        err.contains("--edition-from-sgf"),
        "the help names the flag: {err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
