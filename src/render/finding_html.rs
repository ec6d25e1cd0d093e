//! One finding as the HTML report shows it (`templates/finding.html`): the
//! event, the rule, the claim it waits for, the verdict or the choice the
//! text leaves, the amount, the stand-ins, the articles' words, the
//! arbiter's ruling checked, the tally, and its board.

use super::messages::Messages;
use super::words;
use crate::judgement::{Finding, Judgement};
use askama::Template;

/// The finding's markup, with its board if it has one.
pub(crate) fn finding(
    m: &Messages,
    j: &Judgement,
    f: &Finding,
    board: Option<&crate::diagram::Diagram>,
) -> String {
    finding_part(m, j, f, board).render().unwrap_or_default()
}

/// A finding's verdict: fixed by the rule, or the choice the text leaves.
enum VerdictCell {
    /// (label, class, verdict names).
    Fixed(String, &'static str, String),
    /// (the choice and its options, what was chosen).
    Choice(String, Chosen),
}

/// What was chosen of a choice.
enum Chosen {
    /// (lead words, class, the option's verdict names).
    Made(String, &'static str, String),
    /// Nothing: the words saying so.
    Not(String),
}

#[derive(Template)]
#[template(path = "finding.html")]
struct FindingPart<'a> {
    heading: String,
    written: &'a str,
    line: String,
    rule: String,
    claim: Option<String>,
    verdict: VerdictCell,
    amount: Option<String>,
    stand_ins: Vec<String>,
    articles: Vec<(String, &'a str)>,
    ruling_word: String,
    ruling: Option<(&'static str, &'a str, String)>,
    tally: Option<String>,
    board: Option<String>,
}

/// The class of a verdict's names: a loss stands out.
fn verdict_class(v: &[crate::vocabulary::Verdict]) -> &'static str {
    if v.iter().any(|v| v.is_terminal()) {
        "verdict loss"
    } else {
        "verdict"
    }
}

fn verdict_cell(m: &Messages, f: &Finding) -> VerdictCell {
    let names = |v: &[crate::vocabulary::Verdict]| words::verdicts(m, v);
    let Some(ch) = f.choices() else {
        let names = names(&f.verdict);
        return VerdictCell::Fixed(m.t("finding-verdict"), verdict_class(&f.verdict), names);
    };
    let options: Vec<String> = ch.options.iter().map(|o| names(o)).collect();
    let choice = m.f(
        "finding-choice",
        &[
            ("chooser", &words::chooser(m, ch.by)),
            ("options", &options.join(" | ")),
        ],
    );
    let chosen = match ch.chosen {
        Some(k) => {
            let lead = if ch.defaulted {
                m.t("finding-choice-default")
            } else {
                m.t("finding-choice-chosen")
            };
            let option = &ch.options[k];
            Chosen::Made(lead, verdict_class(option), names(option))
        }
        None => Chosen::Not(m.t("finding-choice-none")),
    };
    VerdictCell::Choice(choice, chosen)
}

/// What the finding waits for: the claim, by whom and until when.
fn claim_words(m: &Messages, f: &Finding) -> Option<String> {
    let c = f.claim.as_ref()?;
    let claimant =
        c.by.map_or_else(|| m.t("finding-claim-either"), |c| words::colour(m, c));
    Some(m.f(
        "finding-claim",
        &[
            ("claimant", &claimant),
            ("window", &words::window(m, c.window)),
            ("status", &words::claim_state(m, c.status)),
        ],
    ))
}

/// The arbiter's ruling on the finding, checked: (class, as written, the
/// words after it).
fn ruling_words<'a>(m: &Messages, f: &'a Finding) -> Option<(&'static str, &'a str, String)> {
    let r = f.ruling.as_ref()?;
    let explanation = r.explanation(m);
    let (class, key) = if r.compliant {
        ("ruling-ok", "finding-ruling-compliant")
    } else {
        ("ruling-bad", "finding-ruling-not-compliant")
    };
    let after = m.f(key, &[("explanation", &explanation)]);
    Some((class, r.written.as_str(), after))
}

/// A finding, and its board when it has one.
fn finding_part<'a>(
    m: &Messages,
    j: &Judgement,
    f: &'a Finding,
    board: Option<&crate::diagram::Diagram>,
) -> FindingPart<'a> {
    let (number, event) = (
        f.move_number.to_string(),
        words::event(m, f.event(), f.by.event_zh.as_deref()),
    );
    let heading = match f.player {
        Some(p) => m.f(
            "finding-heading",
            &[
                ("move", number.as_str()),
                ("player", &words::colour(m, p)),
                ("event", &event),
            ],
        ),
        None => m.f(
            "finding-heading-nobody",
            &[("move", number.as_str()), ("event", &event)],
        ),
    };
    FindingPart {
        heading,
        written: &f.written,
        line: m.f("finding-line", &[("line", &f.line.to_string())]),
        rule: m.f(
            "finding-rule",
            &[
                ("rule", f.rule()),
                ("topic", f.topic()),
                // The topic by its name, or as a heading in the catalogue's words:
                // the language's catalogue chooses which it shows.
                ("topic-words", &super::memo_words::heading(m, f.topic())),
                ("kind", &words::kind(m, f.kind())),
            ],
        ),
        claim: claim_words(m, f),
        verdict: verdict_cell(m, f),
        amount: f
            .amount
            .map(|a| m.f("finding-amount", &[("amount", &crate::units::stones(a))])),
        stand_ins: f
            .by
            .stand_ins
            .iter()
            .map(|s| {
                let sentence = super::result::stand_in_sentence(m, s);
                m.f("finding-stand-in", &[("sentence", &sentence)])
            })
            .collect(),
        articles: f
            .articles()
            .iter()
            .map(|a| {
                let heading =
                    super::memo_words::article_heading(m, (&j.edition, j.summary_of.is_some()), a);
                (heading, a.text_in(m.zh()))
            })
            .collect(),
        ruling_word: m.t("finding-ruling"),
        ruling: ruling_words(m, f),
        tally: f.tally.as_ref().map(|t| super::remarks::tally(m, t)),
        board: board.map(|d| super::board_svg::svg(m, d)),
    }
}
