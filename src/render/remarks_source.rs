//! What the source file says against the judgement, in words: variations
//! besides the main line, a charset ignored, handicap stones not placed,
//! another komi, another result, and how the edition was chosen from the
//! rules the file names.

use super::messages::Messages;
use crate::judgement::About;

/// What the source file says against the judgement: variations, a charset,
/// handicap stones not placed, another komi, another result.
pub(super) fn source(m: &Messages, about: &About) -> String {
    match about {
        About::Variations { count } => m.f("remark-variations", &[("count", &count.to_string())]),
        About::CharsetIgnored { declared, read_as } => m.f(
            "remark-charset-ignored",
            &[("declared", declared), ("read-as", read_as)],
        ),
        About::HandicapMissing { declared, placed } => handicap_missing(m, *declared, *placed),
        About::KomiUnread { written } => m.f("remark-komi-unread", &[("written", written)]),
        About::KomiOutsideRange {
            written,
            range,
            unit,
            article,
        } => m.f(
            "remark-komi-outside-range",
            &[
                ("written", &crate::units::stones(*written)),
                ("min", &super::words::quantity(m, range[0], unit)),
                ("max", &super::words::quantity(m, range[1], unit)),
                ("article", article),
            ],
        ),
        About::KomiDiffers {
            written,
            edition,
            article,
        } => m.f(
            "remark-komi-differs",
            &[
                ("written", &written.to_string()),
                ("edition", &edition.to_string()),
                ("article", article),
            ],
        ),
        About::OtherBoard { size, own, article } => m.f(
            "remark-other-board",
            &[
                ("size", &size.to_string()),
                ("own", &own.to_string()),
                ("article", article),
            ],
        ),
        About::EditionFromRules { .. } | About::RulesNotKnown { .. } => edition_chosen(m, about),
        About::ResultDiffers { written, judged } => m.f(
            "remark-result-differs",
            &[("written", written), ("judged", judged)],
        ),
        _ => String::new(),
    }
}

/// How the edition was chosen from the rules the file names (or could not
/// be).
fn edition_chosen(m: &Messages, about: &About) -> String {
    match about {
        About::EditionFromRules {
            written,
            rules,
            table,
            edition,
            territory_as_written,
            territory_dame_filled,
        } => {
            let key = match (territory_as_written, territory_dame_filled) {
                (true, _) => "remark-edition-from-rules-territory",
                (_, true) => "remark-edition-from-rules-territory-filled",
                _ => "remark-edition-from-rules",
            };
            let table = if table == "built in" {
                m.t("rules-table-built-in")
            } else {
                table.clone()
            };
            m.f(
                key,
                &[
                    ("written", written),
                    ("rules", rules),
                    ("table", &table),
                    ("edition", edition),
                ],
            )
        }
        About::RulesNotKnown {
            written,
            rules,
            edition,
        } => match (written, rules) {
            (Some(w), Some(r)) => m.f(
                "remark-rules-without-edition",
                &[("written", w), ("rules", r), ("edition", edition)],
            ),
            (Some(w), None) => m.f(
                "remark-rules-not-known",
                &[("written", w), ("edition", edition)],
            ),
            (None, _) => m.f("remark-rules-not-named", &[("edition", edition)]),
        },
        _ => String::new(),
    }
}

/// The words for a declared handicap whose stones the file does not place.
pub(crate) fn handicap_missing(m: &Messages, declared: u32, placed: usize) -> String {
    let missing = (declared as usize).saturating_sub(placed);
    m.f(
        "remark-handicap-missing",
        &[
            ("declared", &declared.to_string()),
            ("placed", &placed.to_string()),
            ("missing", &missing.to_string()),
        ],
    )
}
