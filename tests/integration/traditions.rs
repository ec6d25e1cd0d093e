//! The memo across traditions: the Chinese rules against the Japanese rules
//! of play, the Chinese gomoku rules against the RIF's renju rules. Topics
//! one text never covered are not "removed", articles pair by subject, and
//! the memo's words are English a committee would sign.

use super::common::caipan;
use caipan::ruleset;

fn diff(a: &str, b: &str) -> caipan::diff::EditionDiff {
    caipan::diff::diff(&ruleset::resolve(a).unwrap(), &ruleset::resolve(b).unwrap())
}

fn status(d: &caipan::diff::EditionDiff, topic: &str) -> &'static str {
    d.topics
        .iter()
        .find(|t| t.topic == topic)
        .map_or("missing", |t| t.status.name())
}

/// The Japanese rules are rules of play: lateness, phones and warnings are
/// outside them, not provisions they dropped; a move rule only the Chinese
/// text has is "only in" it, never "removed".
#[test]
fn conduct_is_not_covered_by_rules_of_play() {
    let d = diff("go-2002", "go-japan-1989");
    for topic in [
        "late-beyond-limit",
        "phone-ring",
        "warnings-lose",
        "takeback",
    ] {
        assert_eq!(status(&d, topic), "not-covered", "{topic}");
    }
    assert_eq!(status(&d, "first-move"), "only-from");
    assert_eq!(status(&d, "resumption"), "only-to");
    assert!(d.topics.iter().all(|t| t.status.name() != "removed"));
    let (_, memo, _) = caipan(&["diff", "go-2002", "go-japan-1989", "-f", "markdown"]);
    assert!(memo.contains("## Not covered by go-japan-1989 (rules of play only)"));
    assert!(
        memo.contains("### Late beyond limit — not covered by go-japan-1989 (rules of play only)")
    );
    let (_, text, _) = caipan(&["diff", "go-2002", "go-japan-1989"]);
    assert!(text.contains("only in go-2002: first-move"), "{text}");
    assert!(!text.contains("removed "), "{text}");
    // Within one series the words stay: a later edition dropped it.
    assert_eq!(status(&diff("go-1988", "go-2002"), "leave-game"), "removed");
}

/// 4 提子 and 5 取り are both about capture; the end of the game, the
/// count and repetition pair the same way.
#[test]
fn articles_pair_by_subject_across_traditions() {
    let d = diff("go-2002", "go-japan-1989");
    let pair = |a: &str| {
        d.articles
            .iter()
            .find(|p| p.from.as_ref().is_some_and(|x| x.id == a))
            .and_then(|p| Some((p.to.as_ref()?.id.clone(), p.what_differs())))
    };
    assert_eq!(
        pair("4"),
        Some(("5".into(), "paired by subject: capture".into()))
    );
    assert_eq!(pair("7").map(|p| p.0), Some("9".into()));
    assert_eq!(pair("9").map(|p| p.0), Some("10".into()));
    assert_eq!(pair("6").map(|p| p.0), Some("12".into()));
    let r = diff("gomoku-2013", "renju-1996");
    assert!(r.articles.iter().filter(|p| p.subject.is_some()).count() >= 6);
}

/// Readings read as their meaning, one of a unit in the singular.
#[test]
fn parameters_read_as_english() {
    let (_, memo, _) = caipan(&["diff", "go-2002", "go-japan-1989", "-f", "markdown"]);
    assert!(
        memo.contains("| repetition-board-only | changed | no (6) | yes (12) |"),
        "{memo}"
    );
    assert!(memo.contains("1 stone (24.1)"));
    assert!(!memo.contains("reading (1 = yes"));
    assert!(!memo.contains("1 stones"));
    let (_, memo, _) = caipan(&["diff", "gomoku-2013", "renju-1996", "-f", "markdown"]);
    assert!(
        !memo.contains("0 == 1"),
        "a reading resolved to a bare number"
    );
}

/// A row whose sanction is the same on both sides says what changed.
#[test]
fn an_unchanged_sanction_says_what_changed() {
    let (_, memo, _) = caipan(&["diff", "go-1988", "go-2002", "-f", "markdown"]);
    let row = memo
        .lines()
        .find(|l| l.starts_with("- **Takeback**"))
        .unwrap_or_default();
    assert!(
        row.contains("with no claim needed (17.2)")
            && row.contains("only if claimed before the claimant's next move (17.3)"),
        "{row}"
    );
}
