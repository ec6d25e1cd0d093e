//! Gomocup `.psq` and RenjuNet `.rif` files for the fuzzers: generators
//! that make files with the shapes a hostile or broken one has (headers
//! cut or lying about the size, moves off the board or twice on a point,
//! stray lines; XML with entities, a DOCTYPE, unclosed and nested games,
//! moves that are not points), and the drivers that read each file, write
//! its games back (as records, .psq and .rif) and judge them under every
//! built-in gomoku edition.

use super::{Choices, check_diagnostic, judge_and_render};
use crate::Ruleset;
use crate::record::ast::Record;
use crate::vocabulary::Game;

/// A `.psq` file (as bytes) built from `data`.
pub fn psq_from_bytes(data: &[u8]) -> Vec<u8> {
    let mut c = Choices::new(data);
    let headers: &[&str] = &[
        "Piskvorky 15x15, 8:8, 0",
        "Piskvorky 20x20, 11:11, 0",
        "Piskvorky 15x20, 1:1, 0",
        "Piskvorky 4x4, 1:1, 0",
        "Piskvorky 99999999999999999999x1",
        "Piskvorky",
        "piskvorky 15x15",
        "",
    ];
    let mut out = String::from(headers[c.below(headers.len())]);
    out.push('\n');
    let moves = c.below(40);
    for _ in 0..moves {
        let line = match c.below(12) {
            0 => "0,0,0".to_string(),
            1 => "21,3".to_string(),
            2 => "x,y,z".to_string(),
            3 => "8,8,1,2".to_string(),
            4 => "-1".to_string(),
            5 => "8,8,1.5".to_string(),
            6 => "8,8,99999999999999999999".to_string(),
            7 => "-1,8,0".to_string(),
            _ => format!("{},{},{}", 1 + c.below(16), 1 + c.below(16), c.below(5000)),
        };
        out.push_str(&line);
        out.push_str(if c.below(9) == 0 { "\r\n" } else { "\n" });
    }
    let tails: &[&str] = &[
        "pbrain-a.exe\npbrain-b.exe\n-1\n",
        "",
        "名前\n",
        "3,3\n",
        "a\nb\nc\n",
        "2024\n1,2\n",
    ];
    out.push_str(tails[c.below(tails.len())]);
    out.into_bytes()
}

/// A `.rif` file (as bytes) built from `data`.
pub fn rif_from_bytes(data: &[u8]) -> Vec<u8> {
    let mut c = Choices::new(data);
    let mut out = String::new();
    let heads: &[&str] = &[
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n",
        "<?xml version=\"1.0\"?><!DOCTYPE database [<!ENTITY lol \"lol\">]>\n",
        "",
    ];
    out.push_str(heads[c.below(heads.len())]);
    out.push_str("<database><rules><rule id=\"1\" name=\"renju\"/></rules>");
    out.push_str("<players><player id=\"7\" name=\"A\" surname=\"&amp;B\"/></players><games>");
    for _ in 0..c.below(5) {
        let attrs: &[&str] = &[
            "id=\"1\" black=\"7\" white=\"8\" bresult=\"1\" rule=\"1\"",
            "bresult=\"0.5\"",
            "black=\"&lol;\"",
            "bresult='0'",
            "id=\"2\" id=\"3\"",
            "id=\"4\" a=\"1\" b=\"2\" a=\"3\"",
        ];
        out.push_str(&format!("<game {}>", attrs[c.below(attrs.len())]));
        if c.below(6) != 0 {
            out.push_str("<move>");
            for _ in 0..c.below(30) {
                let w = match c.below(10) {
                    0 => "z99".to_string(),
                    1 => "H8".to_string(),
                    2 => "h".to_string(),
                    3 => "&amp;".to_string(),
                    4 => "<![CDATA[h8 h9]]>".to_string(),
                    5 => "k1&#48;".to_string(),
                    6 => "<!---->".to_string(),
                    _ => format!(
                        "{}{}",
                        char::from(b'a' + c.below(16) as u8),
                        1 + c.below(16)
                    ),
                };
                out.push_str(&w);
                out.push(' ');
            }
            out.push_str("</move>");
        }
        if c.below(8) != 0 {
            out.push_str("</game>");
        }
    }
    if c.below(8) != 0 {
        out.push_str("</games></database>");
    }
    out.into_bytes()
}

/// Read `bytes` as a `.psq` file and exercise its game.
pub fn exercise_psq(rulesets: &[Ruleset], bytes: &[u8]) {
    match crate::gamefiles::psq::read("fuzz.psq", bytes) {
        Ok((text, record)) => {
            // Nothing skipped: every line that starts as a move is a stone.
            let lines = text.lines().skip(1);
            let moves = lines
                .filter(|l| crate::gamefiles::psq::looks_like_a_move(l.trim()))
                .count();
            assert_eq!(
                moves,
                record.events.len(),
                "a move line read as no move in {text:?}"
            );
            exercise_game(rulesets, &text, &record);
        }
        Err(e) => check_diagnostic(e.as_ref()),
    }
}

/// A game written back by each format's writer reads back the same: the
/// same stones in order and the same players.
fn round_trips(text: &str, record: &Record, size: usize, columns: &[char]) {
    let stones = |r: &Record| -> Vec<String> {
        use crate::record::ast::EventKind;
        let point = |e: &crate::record::ast::Event| match &e.kind {
            EventKind::Move(p) => format!("{:?} {}", e.actor, p.text),
            other => format!("{other:?}"),
        };
        r.events.iter().map(point).collect()
    };
    let names =
        |r: &Record| ["Black", "White"].map(|k| r.tag(k).map(|t| t.value.trim().to_string()));
    if let Ok(psq) = crate::gamefiles::psq::write(record, text, size, columns) {
        let back = crate::gamefiles::psq::parse("back.psq", &psq);
        assert!(
            back.is_ok(),
            "written .psq does not read back: {back:?}\n{psq}"
        );
        if let Ok(back) = back {
            assert_eq!(stones(&back), stones(record), "{psq}");
            assert_eq!(names(&back), names(record), "{psq}");
        }
    }
    if let Ok(rif) = crate::gamefiles::rif::write(record, text, columns) {
        let read = crate::gamefiles::rif::read("back.rif", rif.as_bytes());
        let back = read
            .ok()
            .and_then(|(_, games)| games.into_iter().next())
            .and_then(Result::ok);
        assert!(back.is_some(), "written .rif does not read back\n{rif}");
        if let Some(back) = back {
            assert_eq!(stones(&back), stones(record), "{rif}");
            assert_eq!(names(&back), names(record), "{rif}");
        }
    }
}

/// Read `bytes` as a `.rif` file and exercise each of its games.
pub fn exercise_rif(rulesets: &[Ruleset], bytes: &[u8]) {
    rif_one_at_a_time(bytes);
    let (text, games) = match crate::gamefiles::rif::read("fuzz.rif", bytes) {
        Ok(read) => read,
        Err(e) => return check_diagnostic(e.as_ref()),
    };
    for game in games {
        match game {
            Ok(record) => exercise_game(rulesets, &text, &record),
            Err(e) => check_diagnostic(e.as_ref()),
        }
    }
}

/// A `.rif` read one game at a time (`rif::Collection`) gives the games
/// `rif::read` gives, or refuses where it refuses.
fn rif_one_at_a_time(bytes: &[u8]) {
    let whole = crate::gamefiles::rif::read("fuzz.rif", bytes);
    let count = crate::gamefiles::rif::Collection::read("fuzz.rif", bytes);
    let (games, c) = match (whole, count) {
        (Ok((_, games)), Ok(c)) => (games, c),
        (Err(a), Err(b)) => return assert_eq!(format!("{a:?}"), format!("{b:?}")),
        (whole, count) => {
            return assert!(whole.is_ok() == count.is_ok(), "success differs");
        }
    };
    assert_eq!(c.games, games.len());
    let mut each = Vec::new();
    let read = c.each("fuzz.rif", |g| {
        each.push(format!("{g:?}"));
        true
    });
    assert!(read.is_ok());
    let whole: Vec<String> = games.iter().map(|g| format!("{g:?}")).collect();
    assert!(each == whole, "games read one at a time differ");
}

/// A game read from a file: written back as a record and as `.psq`, and
/// judged as played under every gomoku edition.
fn exercise_game(rulesets: &[Ruleset], text: &str, record: &Record) {
    let _ = crate::sgf::write::to_record_text(record, text);
    for rules in rulesets.iter().filter(|r| r.game == Game::Gomoku) {
        round_trips(text, record, rules.board.size, &rules.board.columns);
        judge_and_render(
            rules,
            record,
            ("fuzz", text),
            crate::judgement::Mode::AsPlayed,
        );
    }
}
