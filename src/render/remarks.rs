//! Remarks and ruling checks in words. The engine records what happened
//! (`About`, `RulingCheck`); the sentences are written here.

use crate::judgement::{About, Judgement, Remark, RulingCheck};
use crate::vocabulary::Verdict;

/// A remark's sentence.
pub fn remark(about: &About) -> String {
    match about {
        About::NothingToClaim { claimant, matter } => format!(
            "{} claims {matter}, but there is nothing to claim: no such incident, or its claim window has closed",
            claimant.name()
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
        } => {
            let late = format!(
                "{} claims {matter} too late: `{written}` (move {move_number}) had to be claimed {window} ({})",
                claimant.name(),
                articles.join(", ")
            );
            format!(
                "{late}; that window has closed, so {}",
                stands_sentence(stands)
            )
        }
        About::ClaimNotNeeded {
            claimant,
            matter,
            edition,
        } => format!(
            "{} claims {matter}: {edition} does not make it depend on a claim, so it was judged when it happened",
            claimant.name()
        ),
        About::RulingOnNothing {
            written,
            edition,
            left_to,
        } => ruling_on_nothing(written, edition, left_to),
        About::AlreadyDecided => {
            "the game was already decided by a verdict; this and later moves are not judged".into()
        }
        About::ConfirmationTakenBack { from, to, articles } => taken_back(*from, *to, articles),
        About::Defect(message) => message.clone(),
        About::Variations { count } => format!(
            "the file has {count} variation(s) besides the main line; only the main line is judged"
        ),
        About::CharsetIgnored { declared, read_as } => format!(
            "the file declares the charset {declared} (CA[]), which cannot hold SGF's ASCII structure; it was ignored and the text read as {read_as}"
        ),
        About::HandicapMissing { declared, placed } => handicap_missing(*declared, *placed),
        About::KomiDiffers {
            written,
            edition,
            article,
        } => format!(
            "the file's komi is {written} points; the edition's is {edition} points ({article}); the count uses the edition's"
        ),
        About::Breach {
            written,
            articles,
            edition,
            ..
        } => format!(
            "`{written}` breaks {} of {edition}, which gives no sanction for it",
            ids(articles)
        ),
        About::Uncovered {
            written,
            edition,
            articles,
        } => uncovered(written, edition, articles),
        About::ResultDiffers { written, judged } => {
            format!("the file's result is {written}; judged: {judged}")
        }
    }
}

/// What stands after a claim too late.
fn stands_sentence(stands: &[Verdict]) -> String {
    if stands == [Verdict::NoCorrection] {
        "it stands uncorrected (no-correction)".to_string()
    } else {
        format!(
            "what the text gives without a claim applies: {}",
            crate::vocabulary::verdict_list(stands)
        )
    }
}

/// A ruling on an event the text gives no verdict for (or leaves to the
/// arbiter's judgement).
fn ruling_on_nothing(written: &str, edition: &str, left_to: &[String]) -> String {
    if left_to.is_empty() {
        format!(
            "`{written}`: no article of {edition} prescribes a verdict for the event before this ruling, so it is not supported by the text"
        )
    } else {
        format!(
            "`{written}`: {} leaves the event before this ruling to the arbiter's reasonable judgement; the text gives no verdict to check it against",
            left_to.join(", ")
        )
    }
}

/// Conduct no rule covers, and the articles that leave it to the arbiter.
fn uncovered(written: &str, edition: &str, articles: &[crate::ruleset::Provision]) -> String {
    if articles.is_empty() {
        format!("`{written}`: {edition} has no article on this event; nothing is prescribed")
    } else {
        format!(
            "`{written}`: no rule of {edition} covers this event; {} leaves it to the arbiter",
            ids(articles)
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

/// Why a ruling complies with the articles, or where it departs from them.
pub fn ruling(r: &RulingCheck) -> String {
    let cited = r.cited.join(", ");
    if r.compliant {
        return format!("the ruling is among what {cited} allows");
    }
    let mut parts = Vec::new();
    if !r.unsupported.is_empty() {
        parts.push(format!("{} not given by {cited}", names(&r.unsupported)));
    }
    if !r.missing.is_empty() {
        parts.push(format!(
            "{} required by {cited} is missing",
            names(&r.missing)
        ));
    }
    parts.join("; ")
}

fn names(v: &[Verdict]) -> String {
    v.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
}

/// A sanctioned player's tally: "tally for Black: 1 warning, 1 stone owed;
/// a further warning brings stone-penalty of 1 (24.1), loss (24.2)".
pub fn tally(t: &crate::judgement::Tally) -> String {
    let plural = |n: f64, one: &str, many: &str| {
        let word = if n == 1.0 { one } else { many };
        format!("{} {word}", crate::units::stones(n))
    };
    let mut so_far = Vec::new();
    if t.warnings > 0 || t.violations == 0 {
        so_far.push(plural(f64::from(t.warnings), "warning", "warnings"));
    }
    if t.violations > 0 {
        so_far.push(plural(f64::from(t.violations), "violation", "violations"));
    }
    if t.stones.is_positive() {
        so_far.push(format!(
            "{} owed",
            plural(t.stones.as_f64(), "stone", "stones")
        ));
    }
    let mut out = format!("tally for {}: {}", t.player.name(), so_far.join(", "));
    for after in ["warning", "violation"] {
        let next: Vec<String> = t
            .next
            .iter()
            .filter(|n| n.after == after)
            .map(|n| {
                let amount = n.amount.map_or(String::new(), |a| {
                    format!(" of {}", crate::units::stones(a))
                });
                format!("{}{amount} ({})", n.prescription, n.articles.join(", "))
            })
            .collect();
        if !next.is_empty() {
            out.push_str(&format!("; a further {after} brings {}", next.join(", ")));
        }
    }
    out
}

impl Remark {
    /// What the remark says.
    pub fn message(&self) -> String {
        remark(&self.about)
    }
}

impl RulingCheck {
    /// Why the ruling complies or not, in words.
    pub fn explanation(&self) -> String {
        ruling(self)
    }
}

impl Judgement {
    /// The defect in one line for lists (summaries, reports): where it is,
    /// what it is, and how far judging went; `None` for a sound record.
    pub fn defect_line(&self) -> Option<String> {
        self.defect.as_ref().map(|d| {
            format!(
                "line {}, column {}: {} (judged up to move {} of the {} the record writes)",
                d.line,
                d.column,
                d.message(),
                self.moves_judged,
                self.moves_written
            )
        })
    }

    /// Choices the text leaves that the record does not settle, in words.
    pub fn open_choices(&self) -> impl Iterator<Item = String> + '_ {
        self.findings.iter().filter_map(|f| {
            let ch = f.choices()?;
            if ch.chosen.is_some() {
                return None;
            }
            let options: Vec<String> = ch
                .options
                .iter()
                .map(|o| o.iter().map(|v| v.name()).collect::<Vec<_>>().join(" + "))
                .collect();
            let articles: Vec<&str> = f.articles().iter().map(|a| a.id.as_str()).collect();
            Some(format!(
                "move {} `{}` ({}): the {} chooses {}",
                f.move_number,
                f.written,
                articles.join(", "),
                ch.by.name(),
                options.join(" | ")
            ))
        })
    }
}

/// Moves after the stop taken back as a confirmation, in a sentence.
fn taken_back(from: u32, to: u32, articles: &[String]) -> String {
    let moves = if from == to {
        format!("move {from} came")
    } else {
        format!("moves {from}–{to} came")
    };
    format!(
        "{moves} after play stopped: the confirmation of life and death is taken back before the count, which is of the position at the stop ({})",
        articles.join(", ")
    )
}

/// The words for a declared handicap whose stones the file does not place.
pub(crate) fn handicap_missing(declared: u32, placed: usize) -> String {
    format!(
        "the file declares a handicap of {declared} stones (HA[{declared}]) but places {placed} black stone(s) before the first move: the {} missing handicap stone(s) are not on the board, so a finding that follows from them (White moving first, a move onto a point the file thought taken) is the file's, not the players'",
        (declared as usize).saturating_sub(placed)
    )
}

/// A setup defect in words: what is wrong (after "the setup stone on
/// POINT"), the label under the stone, the help line.
pub(crate) fn setup_defect(
    d: crate::position::SetupDefect,
) -> (&'static str, &'static str, &'static str) {
    match d {
        crate::position::SetupDefect::NoLiberty => (
            "has no liberty",
            "no liberty",
            "a position with a chain without liberties cannot arise in play",
        ),
    }
}
