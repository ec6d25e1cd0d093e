//! A record as SGF, for the page's download: the header tags SGF has a
//! property for, setup stones, then one node per move or pass; conduct
//! events, claims and rulings become comments (`C[]`) on the node they
//! follow, as written. Text is escaped as SGF requires (`\` and `]`).

use caipan::Ruleset;
use caipan::record::ast::{Actor, Colour, EventKind, Record};
use caipan::vocabulary::Game;
use std::fmt::Write;

/// The record as an SGF game tree, its text read from `text`.
pub fn to_sgf(record: &Record, rules: &Ruleset, text: &str) -> String {
    // The record's own board, where the edition's text allows its size.
    let rules = &*caipan::on_record_board(rules, record);
    let gm = if rules.game == Game::Go { 1 } else { 4 };
    let mut out = format!("(;FF[4]CA[UTF-8]GM[{gm}]SZ[{}]", rules.board.size);
    let properties = [
        ("Event", "EV"),
        ("Round", "RO"),
        ("Black", "PB"),
        ("White", "PW"),
        ("Date", "DT"),
        ("Place", "PC"),
        ("Result", "RE"),
        ("Komi", "KM"),
        ("Handicap", "HA"),
        ("Edition", "RU"),
        ("ToMove", "PL"),
    ];
    for (key, prop) in properties {
        if let Some(t) = record.tag(key) {
            let _ = write!(out, "{prop}[{}]", escape(&t.value));
        }
    }
    // A tag SGF has no property for is kept, as written, in the root's
    // comment: nothing of the record is left out.
    let known = |k: &str| {
        properties
            .iter()
            .any(|(key, _)| key.eq_ignore_ascii_case(k))
            || ["Size", "AddBlack", "AddWhite"]
                .iter()
                .any(|x| x.eq_ignore_ascii_case(k))
    };
    let mut comments: Vec<String> = record
        .tags
        .iter()
        .filter(|t| !known(&t.key))
        .map(|t| format!("[{} \"{}\"]", t.key, t.value))
        .collect();
    for (c, prop) in [(Colour::Black, "AB"), (Colour::White, "AW")] {
        let points: String = record
            .setup
            .iter()
            .filter(|s| s.colour == c)
            .filter_map(|s| point(rules, &s.point.text))
            .map(|p| format!("[{p}]"))
            .collect();
        if !points.is_empty() {
            let _ = write!(out, "{prop}{points}");
        }
    }
    for e in &record.events {
        let written = text.get(e.span.start..e.span.end).unwrap_or("").trim();
        match (&e.kind, e.actor) {
            (EventKind::Move(p), Actor::Player(c)) => {
                flush(&mut out, &mut comments);
                let _ = write!(
                    out,
                    "\n;{}[{}]",
                    c.letter(),
                    point(rules, &p.text).unwrap_or_default()
                );
            }
            (EventKind::Pass, Actor::Player(c)) => {
                flush(&mut out, &mut comments);
                let _ = write!(out, "\n;{}[]", c.letter());
            }
            _ => comments.push(written.to_string()),
        }
    }
    flush(&mut out, &mut comments);
    out.push_str(")\n");
    out
}

/// Comments gathered since the last node, written on it.
fn flush(out: &mut String, comments: &mut Vec<String>) {
    if !comments.is_empty() {
        let _ = write!(out, "C[{}]", escape(&comments.join("\n")));
        comments.clear();
    }
}

/// A point's SGF letters (`aa` top left), from its name on the board.
fn point(rules: &Ruleset, name: &str) -> Option<String> {
    let p = rules.board.index(name)?;
    let n = rules.board.size;
    let (x, y) = (p % n, p / n);
    let letter = |k: usize| char::from(b'a' + k as u8);
    Some(format!("{}{}", letter(x), letter(n - 1 - y)))
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace(']', "\\]")
}
