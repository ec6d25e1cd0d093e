//! What the referee writes for what an engine does, in every built-in
//! edition, and what the edition's judge makes of it: the table in
//! docs/referee.md is generated here (`CAIPAN_BLESS=1 cargo test -p
//! caipan-referee --test conduct_table` writes it), so the docs say what
//! the judge does, edition by edition, and a change to a ruleset that
//! changes a verdict shows in the diff.

use caipan::record::ast::Colour;
use caipan::ruleset::BUILT_IN;
use caipan_referee::conduct::{self, Doing};

/// The record before the line: two moves, or (for the dead stones) two
/// moves and two passes.
fn before(game: &str, doing: Doing) -> &'static str {
    match (game, doing) {
        ("go", Doing::DeadAgreed | Doing::DeadDisputed) => "B D4\nW Q16\nB pass\nW pass\n",
        ("go", _) => "B D4\nW Q16\n",
        _ => "B H8\nW H9\n",
    }
}

/// One row: the line written and what the judge finds on it.
fn row(id: &str, doing: Doing) -> Option<String> {
    let ruleset = caipan::ruleset::resolve_with(id, None).expect("built in");
    let game = ruleset.game.name();
    let table = conduct::built_in().expect("the conduct table reads");
    if !table.covers(game, doing) {
        return None;
    }
    let confirmation = ruleset.scoring.as_ref().map(|s| s.confirmation.join(", "));
    if let (Doing::DeadDisputed, Some(articles)) = (doing, confirmation.filter(|a| !a.is_empty())) {
        return Some(format!(
            "| {id} | dead-disputed | no line: play goes on after the stop | a confirmation, taken back before the count ({articles}); the stones it captured are agreed dead |"
        ));
    }
    let stones = if game == "go" { "Q16" } else { "" };
    let Some(line) = table.line(&ruleset, doing, Colour::Black, stones) else {
        return Some(format!(
            "| {id} | {} | — | the edition declares none of the table's events: the game ends undecided, the record says so |",
            doing.name()
        ));
    };
    let text = format!("[Edition \"{id}\"]\n{}{line}\n", before(game, doing));
    let record = caipan::record::parse("t", &text).expect("parses");
    let (judgement, _) = caipan::judge(&ruleset, &record, "t", text.as_str()).expect("judged");
    let last = record.events.len() - 1;
    let found: Vec<String> = judgement
        .findings
        .iter()
        .filter(|f| f.event_index == last)
        .map(|f| {
            let verdict: Vec<&str> = f.verdict.iter().map(|v| v.name()).collect();
            let articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
            let verdict = if verdict.is_empty() {
                "no verdict".to_string()
            } else {
                verdict.join(" + ")
            };
            format!("{} → {verdict} ({})", f.rule(), articles.join(", "))
        })
        .collect();
    let name = match &record.events[last].kind {
        caipan::record::ast::EventKind::Conduct(c) => Some(c.name.as_str()),
        _ => None,
    };
    let effect = name
        .and_then(|name| ruleset.event(name))
        .map(|(_, d)| d.effect.name())
        .filter(|e| *e != "none");
    let found = match (found.is_empty(), effect) {
        (false, _) => found.join("; "),
        (true, Some(effect)) => format!("no finding; its effect: {effect}"),
        (true, None) => "no finding with a verdict: the game ends undecided".into(),
    };
    Some(format!("| {id} | {} | `{line}` | {found} |", doing.name()))
}

/// The whole table.
fn table() -> String {
    let mut out = String::from(
        "| edition | the engine | the line written | the edition's judge |\n| --- | --- | --- | --- |\n",
    );
    let doings = [
        Doing::Resign,
        Doing::Silent,
        Doing::Crashed,
        Doing::NotAMove,
        Doing::DeadAgreed,
        Doing::DeadDisputed,
    ];
    for (id, _, _) in BUILT_IN {
        for doing in doings {
            if let Some(row) = row(id, doing) {
                out.push_str(&row);
                out.push('\n');
            }
        }
    }
    out
}

#[test]
fn the_conduct_table_in_the_docs_is_what_the_judge_does() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/referee.md");
    let docs = std::fs::read_to_string(path).expect("docs/referee.md");
    let start = "<!-- conduct:start (generated: crates/referee/tests/conduct_table.rs) -->\n";
    let end = "<!-- conduct:end -->";
    let a = docs
        .find(start)
        .expect("docs/referee.md has the conduct markers")
        + start.len();
    let b = docs.find(end).expect("docs/referee.md has the end marker");
    let expected = table();
    if docs[a..b] != expected {
        if std::env::var("CAIPAN_BLESS").is_ok() {
            std::fs::write(path, format!("{}{expected}{}", &docs[..a], &docs[b..]))
                .expect("written");
        }
        panic!(
            "the conduct table in docs/referee.md is out of date: run `CAIPAN_BLESS=1 cargo test -p caipan-referee --test conduct_table` and review the diff"
        );
    }
}

#[test]
fn every_game_has_a_line_for_every_engine_fault() {
    let table = conduct::built_in().expect("the conduct table reads");
    for game in ["go", "gomoku"] {
        for doing in [
            Doing::Resign,
            Doing::Silent,
            Doing::Crashed,
            Doing::NotAMove,
        ] {
            assert!(table.covers(game, doing), "{game} {}", doing.name());
        }
    }
    for (id, _, _) in BUILT_IN {
        let ruleset = caipan::ruleset::resolve_with(id, None).expect("built in");
        if ruleset.game.name() == "gomoku" {
            assert!(table.gomocup_rule(id).is_some(), "{id} has no Gomocup rule");
        }
    }
}
