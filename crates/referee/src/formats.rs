//! A refereed game in the formats other programs read: SGF for Go (the
//! edition in `RU[]`, each finding in the comment of the move it is on,
//! the record's conduct lines in caipan's private property, the offending
//! moves kept), `.psq` for Gomoku (the stones that stood, in order: the
//! format has nothing else).

use crate::player::Reply;
use caipan::Ruleset;
use caipan::judgement::Judgement;
use caipan::record::ast::{Colour, Record};

/// The game as SGF.
pub fn sgf(ruleset: &Ruleset, record: &Record, text: &str, judgement: &Judgement) -> String {
    let mut record = record.clone();
    for f in &judgement.findings {
        let Some(event) = record.events.get_mut(f.event_index) else {
            continue;
        };
        let articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
        let verdict: Vec<&str> = f.verdict.iter().map(|v| v.name()).collect();
        event.add_note(format!(
            "caipan: {} {} — {}, articles {}{}",
            ruleset.id,
            f.rule(),
            f.event(),
            articles.join(", "),
            match verdict.is_empty() {
                true => String::new(),
                false => format!(": {}", verdict.join(", ")),
            }
        ));
    }
    let shape = caipan::sgf::write::BoardShape::of(ruleset, &record);
    let written = caipan::sgf::write::to_sgf(&record, text, &shape);
    // The edition by its id, which `--edition-from-sgf` reads back.
    written.replacen("AP[caipan]", &format!("AP[caipan]RU[{}]", ruleset.id), 1)
}

/// The stones that stood as a `.psq` file, or why not.
pub fn psq(ruleset: &Ruleset, standing: &[(Colour, Reply)]) -> Result<String, String> {
    let board = &ruleset.board;
    let mut text = String::new();
    for (c, reply) in standing {
        if let Reply::Stone(xy) = reply
            && let Some(column) = board.columns.get(xy.column)
        {
            text.push_str(&format!("{} {column}{}\n", c.letter(), xy.row));
        }
    }
    let record = caipan::record::parse("psq", &text).map_err(|e| e.to_string())?;
    caipan::gamefiles::psq::write(&record, &text, board.size, &board.columns)
        .map_err(|e| e.to_string())
}
