//! The fast paths against the grammars they stand for: each reads what
//! its grammar reads, builds the same thing, and refuses the same input at
//! the same place. A difference is a bug even where nothing crashes.

/// The SGF scanner against `grammar/sgf.pest`, and the games streamed for
/// judging against the grammar's trees converted.
pub(super) fn sgf(text: &str) {
    // The scanner that reads SGF must read it as the grammar specifies.
    let fast = format!("{:?}", crate::sgf::tree::parse("fuzz.sgf", text));
    let spec = format!(
        "{:?}",
        crate::sgf::tree::parse_with_grammar("fuzz.sgf", text)
    );
    assert!(
        fast == spec,
        "the SGF scanner and grammar disagree on {text:?}"
    );
    // Judging reads games without building trees: the same records as
    // the grammar's trees converted.
    let (_, blanked) = crate::sgf::front_matter(text);
    let streamed = crate::sgf::games("fuzz.sgf", text)
        .map(|games| games.iter().map(|g| format!("{g:?}")).collect::<Vec<_>>());
    let converted = crate::sgf::tree::parse_with_grammar("fuzz.sgf", &blanked)
        .and_then(|trees| crate::sgf::games_of_trees("fuzz.sgf", text, &trees))
        .map(|games| games.iter().map(|g| format!("{g:?}")).collect::<Vec<_>>());
    assert!(
        streamed.is_ok() == converted.is_ok(),
        "streamed and converted records differ in success on {text:?}"
    );
    if let (Ok(a), Ok(b)) = (&streamed, &converted) {
        assert!(a == b, "streamed records differ on {text:?}");
    }
    sgf_one_at_a_time(text);
}

/// A file of many games read one game at a time (`sgf::Collection`) gives
/// the games [`crate::sgf::read`] gives, or refuses where it refuses. (A
/// collection of one game may go on after it; only `read` reads that.)
fn sgf_one_at_a_time(text: &str) {
    let whole = crate::sgf::read("fuzz.sgf", text.as_bytes());
    let count = crate::sgf::Collection::read("fuzz.sgf", text.as_bytes());
    if let Ok(c) = &count
        && c.games <= 1
    {
        return; // one game or none: `read` alone reads such a file
    }
    let (games, c) = match (&whole, &count) {
        (Ok((_, games)), Ok(c)) => (games, c),
        (Err(a), Err(b)) => return assert_eq!(format!("{a:?}"), format!("{b:?}")),
        _ => {
            return assert!(
                whole.is_ok() == count.is_ok(),
                "success differs on {text:?}"
            );
        }
    };
    assert_eq!(c.games, games.len(), "count on {text:?}");
    let mut each = Vec::new();
    let read = c.each("fuzz.sgf", |g| {
        each.push(format!("{g:?}"));
        true
    });
    assert!(read.is_ok(), "{text:?}");
    let whole: Vec<String> = games.iter().map(|g| format!("{g:?}")).collect();
    assert!(each == whole, "games read one at a time differ on {text:?}");
}

/// The record's plain moves read without the grammar against
/// `grammar/record.pest` reading them.
pub(super) fn record(text: &str) {
    let fast = format!("{:?}", crate::record::parse("fuzz", text));
    let spec = format!("{:?}", crate::record::parse_with_grammar("fuzz", text));
    assert!(
        fast == spec,
        "the record's fast path and grammar disagree on {text:?}"
    );
}

/// A record judged a line at a time, as a game being played
/// ([`crate::engine::replay`]), judges as the whole record does: the same
/// judgement, to the byte of its JSON (a game stopped at a defect never
/// wrote its later lines, so their moves are not counted as written).
pub(super) fn live(
    rules: &std::sync::Arc<crate::Ruleset>,
    record: &crate::record::ast::Record,
    text: &str,
) {
    let Ok((whole, _)) = crate::judge_as(rules, record, "fuzz", text, None) else {
        return;
    };
    let live = crate::engine::replay(rules.clone(), ("fuzz", text), record, None);
    assert!(
        live.is_ok(),
        "the whole record was judged, its head refused live: {text:?}"
    );
    let Ok(live) = live else { return };
    let mut live = live.finish();
    if live.defect.is_some() {
        live.moves_written = whole.moves_written;
    }
    let json = |j: &crate::Judgement| serde_json::to_string(j).unwrap_or_default();
    assert!(
        json(&live) == json(&whole),
        "judged a line at a time, {text:?} judges otherwise than whole:\n{}\n{}",
        json(&whole),
        json(&live)
    );
}
