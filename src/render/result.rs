//! The result in words: who won and why, or the count's arithmetic with
//! every number's article ("Black 185 − 1 (Black's stone penalty, 17.2) …").
//! Reads only the judgement's data; the engine writes no prose.

use crate::judgement::{Basis, Cite, Count, CountCites, CountSource, GameResult, Outcome, StandIn};
use crate::position::TerritoryParts;
use crate::record::ast::Colour;
use crate::units::stones;
use std::fmt::Write as _;

/// How the result follows, in words and numbers.
pub fn arithmetic(r: &GameResult) -> String {
    match &r.basis {
        Basis::Verdict {
            loser,
            won,
            at_move,
        } => by_verdict(r, *loser, *won, *at_move),
        Basis::Unfinished => "the record ends before the game does".into(),
        Basis::NoCounting { edition } => {
            format!("the game ended, but edition {edition} defines no counting")
        }
        Basis::Counted(cites) => match &r.count {
            Some(Count {
                territory: Some(parts),
                ..
            }) => territory_counted(r, parts, cites),
            Some(c) => counted(r, c, cites),
            None => String::new(),
        },
    }
}

/// A result a verdict decided, with its articles.
fn by_verdict(r: &GameResult, loser: Option<Colour>, won: bool, at_move: Option<u32>) -> String {
    let articles = match at_move {
        Some(n) => format!("{}; decided at move {n}", r.articles.join(", ")),
        None => r.articles.join(", "),
    };
    match loser {
        Some(c) if won => format!("{} wins ({articles})", c.opponent().name()),
        Some(c) => format!("{} loses by verdict ({articles})", c.name()),
        None => {
            let what = match r.outcome {
                Outcome::BothLose => "both players lose",
                Outcome::Draw => "the game is drawn",
                Outcome::Replay => "the game is to be replayed",
                Outcome::ExtraGame => "an extra game decides",
                Outcome::NoResult => "the game has no result",
                _ => "the game is decided",
            };
            format!("{what} by verdict ({articles})")
        }
    }
}

/// A counted result: Black's count, the penalties, against the baseline
/// and komi, each number with its article.
fn counted(r: &GameResult, c: &Count, cites: &CountCites) -> String {
    let mut text = match c.source {
        CountSource::Agreed => format!(
            "Black {} (count agreed at the board)",
            stones(c.black.as_f64())
        ),
        _ => {
            let mut how = format!(
                "counted on the board, {} dead stone(s) removed",
                c.dead_stones
            );
            if c.shared_points > 0 {
                let _ = write!(how, ", {} shared point(s) split in half", c.shared_points);
            }
            format!("Black {} ({how})", stones(c.black.as_f64()))
        }
    };
    // Black's penalty comes off Black's count; White's is added to it.
    let [black_cites, white_cites] = &cites.penalties;
    for (sign, amount, who, cited) in [
        ("−", c.black_penalty, "Black", black_cites),
        ("+", c.white_penalty, "White", white_cites),
    ] {
        if amount.is_positive() {
            let _ = write!(
                text,
                " {sign} {} ({who}'s stone penalty, {})",
                stones(amount.as_f64()),
                cited.join(", ")
            );
        }
    }
    let adjusted = c.black - c.black_penalty + c.white_penalty;
    if c.black_penalty.is_positive() || c.white_penalty.is_positive() {
        let _ = write!(text, " = {}", stones(adjusted.as_f64()));
    }
    let target = c.baseline + c.komi;
    let baseline_source = cites.baseline.as_ref().map_or(String::new(), cite);
    let _ = write!(
        text,
        " against {} ({}) {} komi ({}) = {} → ",
        stones(c.baseline.as_f64()),
        baseline_source,
        added(c.komi.as_f64()),
        cite(&cites.komi),
        stones(target.as_f64())
    );
    let margin = stones((adjusted - target).abs().as_f64());
    text += &match r.outcome {
        Outcome::BlackWins => format!("{} wins by {margin}", Colour::Black.name()),
        Outcome::WhiteWins => format!("{} wins by {margin}", Colour::White.name()),
        _ => "draw".to_string(),
    };
    text
}

/// A territory count: each side's territory and prisoners, White's komi,
/// the comparison.
fn territory_counted(r: &GameResult, parts: &TerritoryParts, cites: &CountCites) -> String {
    let Some(c) = &r.count else {
        return String::new();
    };
    let side = |k: usize, name: &str| {
        let total = parts.territory[k] + parts.prisoners[k];
        format!(
            "{name} {} territory + {} prisoners = {total}",
            parts.territory[k], parts.prisoners[k]
        )
    };
    let mut text = format!("{}; {}", side(0, "Black"), side(1, "White"));
    if c.dead_stones == 0 {
        // Without agreed dead stones every stone counts as alive: say so,
        // since a record that leaves them out changes the count.
        text.push_str(" (no dead stones agreed: every stone on the board counted as alive)");
    }
    if parts.seki_points > 0 {
        let _ = write!(
            text,
            " ({} eye point(s) in seki count for no one)",
            parts.seki_points
        );
    }
    let white = c.white + c.komi;
    let _ = write!(
        text,
        "; White {} {} komi ({}) = {} → ",
        stones(c.white.as_f64()),
        added(c.komi.as_f64()),
        cite(&cites.komi),
        stones(white.as_f64())
    );
    let margin = stones((c.black - white).abs().as_f64());
    text += &match r.outcome {
        Outcome::BlackWins => format!("{} wins by {margin}", Colour::Black.name()),
        Outcome::WhiteWins => format!("{} wins by {margin}", Colour::White.name()),
        _ => "jigo (a draw)".to_string(),
    };
    text
}

fn cite(c: &Cite) -> String {
    match &c.supplement {
        Some(id) => format!("supplement {id}, in place of {}", c.article),
        // Never shown as the text's value.
        None if c.stand_in => format!(
            "a stand-in: {} gives no number; a supplement sets the real one",
            c.article
        ),
        None => c.article.clone(),
    }
}

impl GameResult {
    /// How the result follows, in words and numbers.
    pub fn arithmetic(&self) -> String {
        arithmetic(self)
    }
}

/// `late-limit = 60 minutes is a stand-in (23.1 gives no number)`.
pub fn stand_in_sentence(s: &StandIn) -> String {
    format!(
        "{} = {} is a stand-in: {} gives no number; a supplement sets the real one",
        s.parameter,
        crate::units::quantity(s.value, &s.unit),
        s.article
    )
}

/// A term of a sum as the arithmetic writes it: "+ 3¾", or for a reverse
/// komi "- 3¾" (never "+ -3¾").
fn added(x: f64) -> String {
    if x < 0.0 {
        format!("- {}", stones(-x))
    } else {
        format!("+ {}", stones(x))
    }
}
