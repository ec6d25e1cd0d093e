//! Remarks and ruling checks in words. The engine records what happened
//! (`About`, `RulingCheck`); the sentences are written here.

use super::messages::Messages;
use super::words;
use crate::judgement::{About, Judgement, Remark, RulingCheck};
use crate::vocabulary::Verdict;

/// A remark's sentence.
pub fn remark(m: &Messages, about: &About) -> String {
    match about {
        About::NothingToClaim { .. }
        | About::ClaimTooLate { .. }
        | About::ClaimNotNeeded { .. }
        | About::NoClaimOf { .. } => super::remarks_claim::claim(m, about),
        About::Variations { .. }
        | About::CharsetIgnored { .. }
        | About::HandicapMissing { .. }
        | About::KomiDiffers { .. }
        | About::OtherBoard { .. }
        | About::KomiUnread { .. }
        | About::KomiOutsideRange { .. }
        | About::EditionFromRules { .. }
        | About::RulesNotKnown { .. }
        | About::ResultDiffers { .. } => super::remarks_source::source(m, about),
        About::RulingOnNothing {
            written,
            edition,
            left_to,
        } => ruling_on_nothing(m, written, edition, left_to),
        About::AlreadyDecided => m.t("remark-already-decided"),
        About::ConfirmationTakenBack { from, to, articles } => taken_back(m, *from, *to, articles),
        About::Defect(message) => m.said(message),
        About::Breach {
            written,
            articles,
            edition,
            ..
        } => m.f(
            "remark-breach",
            &[
                ("written", written),
                ("articles", &ids(articles)),
                ("edition", edition),
            ],
        ),
        About::Uncovered {
            written,
            edition,
            articles,
        } => uncovered(m, written, edition, articles),
        About::DeadStonesStay {
            written,
            edition,
            articles,
        } => m.f(
            "remark-dead-stones-stay",
            &[
                ("written", written),
                ("edition", edition),
                ("articles", &articles.join(", ")),
            ],
        ),
    }
}

/// A ruling on an event the text gives no verdict for (or leaves to the
/// arbiter's judgement).
fn ruling_on_nothing(m: &Messages, written: &str, edition: &str, left_to: &[String]) -> String {
    if left_to.is_empty() {
        m.f(
            "remark-ruling-on-nothing",
            &[("written", written), ("edition", edition)],
        )
    } else {
        m.f(
            "remark-ruling-left-to-arbiter",
            &[("written", written), ("articles", &left_to.join(", "))],
        )
    }
}

/// Conduct no rule covers, and the articles that leave it to the arbiter.
fn uncovered(
    m: &Messages,
    written: &str,
    edition: &str,
    articles: &[crate::ruleset::Provision],
) -> String {
    if articles.is_empty() {
        m.f(
            "remark-uncovered-nothing",
            &[("written", written), ("edition", edition)],
        )
    } else {
        m.f(
            "remark-uncovered",
            &[
                ("written", written),
                ("edition", edition),
                ("articles", &ids(articles)),
            ],
        )
    }
}

/// `2.3, 21.4`: the ids of the articles cited.
fn ids(articles: &[crate::ruleset::Provision]) -> String {
    articles
        .iter()
        .map(|a| a.id.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Why a ruling complies with the articles, or where it departs from them;
/// for a compliant ruling, the option it takes where the text leaves a
/// choice, and what follows from its sanctions by other articles.
pub fn ruling(m: &Messages, r: &RulingCheck) -> String {
    let cited = r.cited.join(", ");
    let mut parts = Vec::new();
    if r.compliant {
        if r.chosen.is_empty() {
            parts.push(m.f("ruling-prescribed", &[("cited", &cited)]));
        }
        for c in &r.chosen {
            let option = match c.articles.is_empty() {
                true => names(m, &c.verdict),
                false => m.f(
                    "ruling-option-item",
                    &[
                        ("verdicts", &names(m, &c.verdict)),
                        ("items", &c.articles.join(", ")),
                    ],
                ),
            };
            parts.push(m.f("ruling-takes", &[("option", &option), ("cited", &cited)]));
        }
        for f in &r.follows {
            parts.push(m.f(
                "ruling-follows",
                &[
                    ("verdicts", &names(m, &f.verdict)),
                    ("articles", &f.articles.join(", ")),
                ],
            ));
        }
        return parts.join(&m.t("clause-sep"));
    }
    if !r.unsupported.is_empty() {
        let verdicts = names(m, &r.unsupported);
        parts.push(m.f(
            "ruling-unsupported",
            &[("verdicts", &verdicts), ("cited", &cited)],
        ));
    }
    if !r.missing.is_empty() {
        let verdicts = names(m, &r.missing);
        parts.push(m.f(
            "ruling-missing",
            &[("verdicts", &verdicts), ("cited", &cited)],
        ));
    }
    parts.join(&m.t("clause-sep"))
}

fn names(m: &Messages, v: &[Verdict]) -> String {
    v.iter()
        .map(|v| words::verdict(m, *v))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A sanctioned player's tally: "tally for Black: 1 warning, 1 stone owed;
/// a further warning brings stone-penalty of 1 (24.1), loss (24.2)".
pub fn tally(m: &Messages, t: &crate::judgement::Tally) -> String {
    let count = |n: f64, one: &str, many: &str| {
        let id = if n == 1.0 { one } else { many };
        m.f(id, &[("n", &crate::units::stones(n))])
    };
    let mut so_far = Vec::new();
    if t.warnings > 0 || t.violations == 0 {
        so_far.push(count(
            f64::from(t.warnings),
            "tally-warning",
            "tally-warnings",
        ));
    }
    if t.violations > 0 {
        so_far.push(count(
            f64::from(t.violations),
            "tally-violation",
            "tally-violations",
        ));
    }
    if t.stones.is_positive() {
        so_far.push(count(
            t.stones.as_f64(),
            "tally-stone-owed",
            "tally-stones-owed",
        ));
    }
    let mut out = m.f(
        "tally",
        &[
            ("player", &words::colour(m, t.player)),
            ("so-far", &so_far.join(&m.t("list-sep"))),
        ],
    );
    for after in ["warning", "violation"] {
        let next: Vec<String> = t
            .next
            .iter()
            .filter(|n| n.after == after)
            .map(|n| {
                let prescription = super::cite::prescription(m, &n.prescribes);
                let articles = n.articles.join(", ");
                match n.amount {
                    Some(a) => m.f(
                        "tally-next-amount",
                        &[
                            ("prescription", &prescription),
                            ("amount", &crate::units::stones(a)),
                            ("articles", &articles),
                        ],
                    ),
                    None => m.f(
                        "tally-next",
                        &[("prescription", &prescription), ("articles", &articles)],
                    ),
                }
            })
            .collect();
        if !next.is_empty() {
            let id = format!("tally-further-{after}");
            out.push_str(&m.f(&id, &[("next", &next.join(&m.t("list-sep")))]));
        }
    }
    out
}

impl Remark {
    /// What the remark says.
    pub fn message(&self, m: &Messages) -> String {
        remark(m, &self.about)
    }
}

impl RulingCheck {
    /// Why the ruling complies or not, in words.
    pub fn explanation(&self, m: &Messages) -> String {
        ruling(m, self)
    }
}

/// The defect in one line for lists (summaries, reports): where it is,
/// what it is, and how far judging went; `None` for a sound record.
pub fn defect_line(m: &Messages, j: &Judgement) -> Option<String> {
    j.defect.as_ref().map(|d| {
        m.f(
            "defect-line",
            &[
                ("line", &d.line.to_string()),
                ("column", &d.column.to_string()),
                ("defect", &d.message(m)),
                ("judged", &j.moves_judged.to_string()),
                ("written", &j.moves_written.to_string()),
            ],
        )
    })
}

/// Choices the text leaves that the record does not settle, in words.
pub fn open_choices<'a>(m: &'a Messages, j: &'a Judgement) -> impl Iterator<Item = String> + 'a {
    j.findings.iter().filter_map(move |f| open_choice(m, f))
}

/// The choice a finding leaves that the record does not settle, in words;
/// `None` when it leaves none or the record settles it.
pub fn open_choice(m: &Messages, f: &crate::judgement::Finding) -> Option<String> {
    let ch = f.choices().filter(|_| f.leaves_a_choice_open())?;
    let options: Vec<String> = ch.options.iter().map(|o| words::verdicts(m, o)).collect();
    let articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
    Some(m.f(
        "open-choice",
        &[
            ("move", &f.move_number.to_string()),
            ("written", &f.written),
            ("articles", &articles.join(", ")),
            ("chooser", &words::chooser(m, ch.by)),
            ("options", &options.join(" | ")),
        ],
    ))
}

/// Moves after the stop taken back as a confirmation, in a sentence.
fn taken_back(m: &Messages, from: u32, to: u32, articles: &[String]) -> String {
    let articles = articles.join(", ");
    let (from, to) = (from.to_string(), to.to_string());
    let id = if from == to {
        "remark-taken-back-one"
    } else {
        "remark-taken-back"
    };
    m.f(id, &[("from", &from), ("to", &to), ("articles", &articles)])
}
