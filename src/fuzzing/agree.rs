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
