//! The result in words: who won and why, or the count's arithmetic with
//! every number's article ("Black 185 − 1 (Black's stone penalty, 17.2) …").
//! Reads only the judgement's data; the engine writes no prose.

use super::messages::Messages;
use super::words;
use crate::judgement::{Basis, Cite, Count, CountCites, CountSource, GameResult, Outcome, StandIn};
use crate::position::TerritoryParts;
use crate::record::ast::Colour;
use crate::units::stones;

/// How the result follows, in words and numbers.
pub fn arithmetic(m: &Messages, r: &GameResult) -> String {
    match &r.basis {
        Basis::Verdict {
            loser,
            won,
            at_move,
        } => by_verdict(m, r, *loser, *won, *at_move),
        Basis::Unfinished => m.t("result-unfinished"),
        Basis::PassesDidNotEnd { passes, rules } => {
            let rules: Vec<String> = rules
                .iter()
                .map(|r| {
                    let note = match (m.lang(), &r.note_zh) {
                        (super::messages::Lang::Zh, Some(zh)) => zh.as_str(),
                        _ => r.note.as_str(),
                    };
                    let args = [
                        ("rule", r.rule.as_str()),
                        ("articles", &r.articles.join(", ")),
                        ("note", note),
                    ];
                    match note.is_empty() {
                        true => m.f("result-ending-rule-bare", &args[..2]),
                        false => m.f("result-ending-rule", &args),
                    }
                })
                .collect();
            m.f(
                "result-passes-did-not-end",
                &[
                    ("passes", &passes.to_string()),
                    ("rules", &rules.join(&m.t("clause-sep"))),
                ],
            )
        }
        Basis::NoCounting { edition } => m.f("result-no-counting", &[("edition", edition)]),
        Basis::Counted(cites) => match &r.count {
            Some(Count {
                territory: Some(parts),
                ..
            }) => territory_counted(m, r, parts, cites),
            Some(c) => counted(m, r, c, cites),
            None => String::new(),
        },
    }
}

/// A result a verdict decided, with its articles.
fn by_verdict(
    m: &Messages,
    r: &GameResult,
    loser: Option<Colour>,
    won: bool,
    at_move: Option<u32>,
) -> String {
    let articles = match at_move {
        Some(n) => m.f(
            "result-decided-at",
            &[
                ("articles", &r.articles.join(", ")),
                ("move", &n.to_string()),
            ],
        ),
        None => r.articles.join(", "),
    };
    match loser {
        Some(c) if won => m.f(
            "result-wins",
            &[
                ("player", &words::colour(m, c.opponent())),
                ("articles", &articles),
            ],
        ),
        Some(c) => m.f(
            "result-loses",
            &[("player", &words::colour(m, c)), ("articles", &articles)],
        ),
        None => {
            let id = match r.outcome {
                Outcome::BothLose => "result-both-lose",
                Outcome::Draw => "result-draw",
                Outcome::Replay => "result-replay",
                Outcome::ExtraGame => "result-extra-game",
                Outcome::NoResult => "result-no-result",
                _ => "result-decided",
            };
            m.f(id, &[("articles", &articles)])
        }
    }
}

/// A counted result: Black's count, the penalties, against the baseline
/// and komi, each number with its article.
fn counted(m: &Messages, r: &GameResult, c: &Count, cites: &CountCites) -> String {
    let black = stones(c.black.as_f64());
    let mut text = match c.source {
        CountSource::Agreed => m.f("count-agreed", &[("black", &black)]),
        _ => {
            let dead = c.dead_stones.to_string();
            let mut args = vec![("black", black.as_str()), ("dead", &dead)];
            let shared = c.shared_points.to_string();
            if c.shared_points > 0 {
                args.push(("shared", &shared));
                let id = match c.shared_to {
                    crate::vocabulary::SharedPoints::Half => "count-board-shared",
                    crate::vocabulary::SharedPoints::Nobody => "count-board-shared-nobody",
                    crate::vocabulary::SharedPoints::Both => "count-board-shared-both",
                };
                m.f(id, &args)
            } else {
                m.f("count-board", &args)
            }
        }
    };
    // Black's penalty comes off Black's count; White's is added to it.
    let [black_cites, white_cites] = &cites.penalties;
    let [black_off, white_off] = &cites.deductions;
    for (id, amount, cited) in [
        ("count-penalty-black", c.black_penalty, black_cites),
        ("count-deduction-black", c.black_deduction, black_off),
        ("count-penalty-white", c.white_penalty, white_cites),
        ("count-deduction-white", c.white_deduction, white_off),
    ] {
        if amount.is_positive() {
            let args = [
                ("amount", stones(amount.as_f64())),
                ("articles", cited.join(", ")),
            ];
            text += &m.f(id, &args.each_ref().map(|(k, v)| (*k, v.as_str())));
        }
    }
    let adjusted =
        c.black - c.black_penalty - c.black_deduction + c.white_penalty + c.white_deduction;
    let terms = [
        c.black_penalty,
        c.white_penalty,
        c.black_deduction,
        c.white_deduction,
    ];
    if terms.iter().any(|t| t.is_positive()) {
        text += &m.f("count-adjusted", &[("count", &stones(adjusted.as_f64()))]);
    }
    let target = c.baseline + c.komi;
    let (sign, komi) = added((c.komi - compensation(c)).as_f64());
    let mut args = vec![
        ("sign", sign.to_string()),
        ("komi", komi),
        ("komi-source", cite(m, &cites.komi)),
        ("compensation", handicap_compensation(m, c, cites)),
        ("target", stones(target.as_f64())),
    ];
    let (against, wins) = match &cites.baseline {
        Some(b) => {
            args.push(("baseline", stones(c.baseline.as_f64())));
            args.push(("baseline-source", cite(m, b)));
            ("count-against", "count-wins")
        }
        // Compared with White's count, in points.
        None => {
            args.push(("white", stones(c.baseline.as_f64())));
            ("count-against-white", "count-wins-points")
        }
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    text += &m.f(against, &args);
    let margin = stones((adjusted - target).abs().as_f64());
    text += &match &cites.tie {
        Some(article) => tie(m, r.outcome, article),
        None => winner(m, r.outcome, &margin, (wins, "count-draw")),
    };
    text
}

/// White's compensation for handicap stones (part of `komi`).
fn compensation(c: &Count) -> crate::vocabulary::Score {
    c.handicap
        .map_or(crate::vocabulary::Score::ZERO, |h| h.compensation)
}

/// " + 3 compensation for 4 handicap stones (4)", or nothing in an even
/// game or where the edition gives no compensation.
fn handicap_compensation(m: &Messages, c: &Count, cites: &CountCites) -> String {
    match (c.handicap, &cites.handicap) {
        (Some(h), Some(source)) => m.f(
            "count-handicap-compensation",
            &[
                ("amount", &stones(h.compensation.as_f64())),
                ("stones", &h.stones.to_string()),
                ("source", &cite(m, source)),
            ],
        ),
        _ => String::new(),
    }
}

/// Equal counts, given to one side by the edition's article.
fn tie(m: &Messages, outcome: Outcome, article: &str) -> String {
    let player = match outcome {
        Outcome::WhiteWins => Colour::White,
        _ => Colour::Black,
    };
    m.f(
        "count-tie-wins",
        &[("player", &words::colour(m, player)), ("article", article)],
    )
}

/// Who won by how much, or the draw's words.
fn winner(m: &Messages, outcome: Outcome, margin: &str, (wins, draw): (&str, &str)) -> String {
    let player = match outcome {
        Outcome::BlackWins => Colour::Black,
        Outcome::WhiteWins => Colour::White,
        _ => return m.t(draw),
    };
    m.f(
        wins,
        &[("player", &words::colour(m, player)), ("margin", margin)],
    )
}

/// A territory count: each side's territory and prisoners, White's komi,
/// the comparison.
fn territory_counted(
    m: &Messages,
    r: &GameResult,
    parts: &TerritoryParts,
    cites: &CountCites,
) -> String {
    let Some(c) = &r.count else {
        return String::new();
    };
    let side = |k: usize, player: Colour| {
        let passed = parts.pass_stones[k];
        let total = parts.territory[k] + parts.prisoners[k] + passed;
        m.f(
            if passed > 0 {
                "territory-side-pass-stones"
            } else {
                "territory-side"
            },
            &[
                ("player", &words::colour(m, player)),
                ("territory", &parts.territory[k].to_string()),
                ("prisoners", &parts.prisoners[k].to_string()),
                ("passes", &passed.to_string()),
                ("total", &total.to_string()),
            ],
        )
    };
    let mut text = m.f(
        "territory-sides",
        &[
            ("black", &side(0, Colour::Black)),
            ("white", &side(1, Colour::White)),
        ],
    );
    if c.dead_stones == 0 {
        // Without agreed dead stones every stone counts as alive: say so,
        // since a record that leaves them out changes the count.
        text += &m.t("territory-no-dead");
    }
    if parts.seki_points > 0 {
        text += &m.f(
            "territory-seki",
            &[("points", &parts.seki_points.to_string())],
        );
    }
    if parts.open_points > 0 {
        text += &m.f(
            "territory-open",
            &[("points", &parts.open_points.to_string())],
        );
    }
    let white = c.white + c.komi;
    let (sign, komi) = added((c.komi - compensation(c)).as_f64());
    text += &m.f(
        "territory-white",
        &[
            ("white", &stones(c.white.as_f64())),
            ("sign", sign),
            ("komi", &komi),
            ("komi-source", &cite(m, &cites.komi)),
            ("compensation", &handicap_compensation(m, c, cites)),
            ("total", &stones(white.as_f64())),
        ],
    );
    let margin = stones((c.black - white).abs().as_f64());
    text += &winner(m, r.outcome, &margin, ("territory-wins", "territory-draw"));
    text
}

fn cite(m: &Messages, c: &Cite) -> String {
    match &c.supplement {
        Some(id) => m.f(
            "cite-supplement",
            &[("supplement", id), ("article", &c.article)],
        ),
        // Never shown as the text's value.
        None if c.stand_in => m.f("cite-stand-in", &[("article", &c.article)]),
        None => c.article.clone(),
    }
}

impl GameResult {
    /// How the result follows, in words and numbers.
    pub fn arithmetic(&self, m: &Messages) -> String {
        arithmetic(m, self)
    }
}

/// `late-limit = 60 minutes is a stand-in (23.1 gives no number)`.
pub fn stand_in_sentence(m: &Messages, s: &StandIn) -> String {
    m.f(
        "stand-in-sentence",
        &[
            ("parameter", &s.parameter),
            ("value", &words::quantity(m, s.value, &s.unit)),
            ("article", &s.article),
        ],
    )
}

/// A term of a sum as the arithmetic writes it, its sign and magnitude:
/// "+ 3¾", or for a reverse komi "- 3¾" (never "+ -3¾").
fn added(x: f64) -> (&'static str, String) {
    if x < 0.0 {
        ("-", stones(-x))
    } else {
        ("+", stones(x))
    }
}
