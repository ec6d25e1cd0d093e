//! A claim's remark in words: nothing to claim, too late, judged without a
//! claim, or no such claim in the edition.

use super::messages::Messages;
use super::words;
use crate::judgement::About;
use crate::vocabulary::Verdict;

/// A claim's remark: nothing to claim, too late, or not needed.
pub(crate) fn claim(m: &Messages, about: &About) -> String {
    match about {
        About::NothingToClaim { claimant, matter } => m.f(
            "remark-nothing-to-claim",
            &[
                ("claimant", &words::colour(m, *claimant)),
                ("matter", &m.word("claimword", matter)),
            ],
        ),
        About::ClaimTooLate {
            claimant,
            matter,
            move_number,
            written,
            articles,
            window,
            stands,
            ..
        } => m.f(
            "remark-claim-too-late",
            &[
                ("claimant", &words::colour(m, *claimant)),
                ("matter", &m.word("claimword", matter)),
                ("written", written),
                ("move", &move_number.to_string()),
                ("window", &words::window(m, *window)),
                ("articles", &articles.join(", ")),
                ("stands", &stands_sentence(m, stands)),
            ],
        ),
        About::ClaimNotNeeded {
            claimant,
            matter,
            edition,
            articles,
        } => m.f(
            "remark-claim-not-needed",
            &[
                ("claimant", &words::colour(m, *claimant)),
                ("matter", &m.word("claimword", matter)),
                ("edition", edition),
                ("articles", &articles.join(", ")),
            ],
        ),
        About::NoClaimOf {
            claimant,
            matter,
            edition,
            taken,
            stands,
        } => {
            let why = match stands.is_empty() {
                true => m.t("no-claim-no-article"),
                false => m.f("no-claim-it-stands", &[("articles", &stands.join(", "))]),
            };
            let taken = match taken.is_empty() {
                true => m.f("claims-taken-none", &[("edition", edition)]),
                false => m.f(
                    "claims-taken",
                    &[("edition", edition), ("claims", &claim_words(m, taken))],
                ),
            };
            m.f(
                "remark-no-claim-of",
                &[
                    ("claimant", &words::colour(m, *claimant)),
                    ("matter", &m.word("claimword", matter)),
                    ("edition", edition),
                    ("why", &why),
                    ("taken", &taken),
                ],
            )
        }
        _ => String::new(),
    }
}

/// Claims by their names in the reader's words, as a list.
fn claim_words(m: &Messages, taken: &[String]) -> String {
    let words: Vec<String> = taken.iter().map(|w| m.word("claimword", w)).collect();
    words.join(&m.t("list-sep"))
}

/// What stands after a claim too late.
fn stands_sentence(m: &Messages, stands: &[Verdict]) -> String {
    if stands == [Verdict::NoCorrection] {
        m.t("stands-uncorrected")
    } else {
        m.f(
            "stands-verdicts",
            &[("verdicts", &words::verdicts(m, stands))],
        )
    }
}
