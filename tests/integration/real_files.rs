//! What real files tripped on (issue 62): each case in the form the real
//! software writes it.

use crate::common::caipan;

fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("caipan-real-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("written");
    path.to_string_lossy().into_owned()
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
