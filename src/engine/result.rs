//! The result as data: by the deciding verdict, or by the count (area
//! counting, baseline, komi and stone penalties); `render::result` words it.

use super::*;
use crate::vocabulary::{Score, ScoringMethod};

/// The result: by the deciding verdict, else by the count once play has
/// stopped, else undecided.
pub(crate) fn result(given: &Given, state: &State, findings: &[Finding]) -> GameResult {
    if let Some(t) = state.end().terminal() {
        return GameResult {
            outcome: t.outcome,
            margin: None,
            articles: t.articles.clone(),
            basis: Basis::Verdict {
                loser: t.loser,
                won: t.won,
                at_move: (given.mode == Mode::AsPlayed).then_some(t.at_move),
            },
            count: None,
        };
    }
    if !state.end().ended() {
        let basis = unfinished(given, state, findings);
        let mut articles: Vec<String> = Vec::new();
        if let Basis::PassesDidNotEnd { rules, .. } = &basis {
            for a in rules.iter().flat_map(|r| &r.articles) {
                if !articles.contains(a) {
                    articles.push(a.clone());
                }
            }
        }
        return GameResult {
            outcome: Outcome::Undecided,
            margin: None,
            articles,
            basis,
            count: None,
        };
    }
    count(given, state, findings)
}

/// Why a game is not finished: the record ends; or it ends on passes in a
/// row that did not end the game (none of them brought the end of play:
/// passes that did, before a dispute resumed play, are no such passes),
/// with the rules that end it by passes.
fn unfinished(given: &Given, state: &State, findings: &[Finding]) -> Basis {
    let passes = state.turn().consecutive_passes();
    let first = state.turn().move_number().saturating_sub(passes) + 1;
    let ended_by_them = findings
        .iter()
        .any(|f| f.move_number >= first && f.verdict.iter().any(|v| v.ends_play()));
    if passes < 2 || ended_by_them {
        return Basis::Unfinished;
    }
    let rules: Vec<EndingRule> = given
        .ruleset
        .rules
        .iter()
        .filter(|r| r.on == Trigger::Pass)
        .filter(|r| {
            r.prescription
                .options()
                .iter()
                .any(|o| o.iter().any(|v| v.ends_play()))
        })
        .map(|r| EndingRule {
            rule: r.id.clone(),
            articles: r.articles.clone(),
            note: r.note.clone(),
            note_zh: r.note_zh.clone(),
        })
        .collect();
    match rules.is_empty() {
        true => Basis::Unfinished,
        false => Basis::PassesDidNotEnd { passes, rules },
    }
}

/// The result of a game the edition (or its game) does not count.
fn not_counted(given: &Given) -> GameResult {
    GameResult {
        outcome: Outcome::Undecided,
        margin: None,
        articles: Vec::new(),
        basis: Basis::NoCounting {
            edition: given.ruleset.id.clone(),
        },
        count: None,
    }
}

/// The result by the count: the position as it stands, the dead stones
/// or a count agreed at the board, the penalties of `findings`, the
/// baseline and komi.
pub(crate) fn count(given: &Given, state: &State, findings: &[Finding]) -> GameResult {
    let Some(scoring) = &given.ruleset.scoring else {
        return not_counted(given);
    };
    let parameters = &given.ruleset.parameters;
    let method = scoring.method_in_force(parameters);
    let Some(mut sides) = sides(scoring, method, state) else {
        return not_counted(given);
    };
    // What a territory count adds, when the method in force is territory.
    let territory = scoring
        .territory
        .as_ref()
        .filter(|_| method == ScoringMethod::Territory);
    if territory.is_some_and(|t| t.pass_stones) {
        add_pass_stones(&mut sides, state.turn().passes());
    }
    // Area counting compares Black's count with a baseline (or, where the
    // edition says so, with White's count); territory counting with
    // White's count. The loader keeps every one of these on quarters
    // (`ruleset::exact`).
    let baseline = scoring
        .baseline
        .filter(|_| method == ScoringMethod::Area)
        .map(|i| &parameters[i]);
    let against = baseline.map_or(sides.white, |b| Score::of(b.value));
    let terms = komi_terms(given, scoring, method);
    let [bp, wp] = state.tally().penalties();
    let [bd, wd] = state.tally().deductions();
    let diff = sides.black - bp - bd + wp + wd - (against + terms.komi);
    let tie = scoring.tie.as_ref().filter(|_| diff == Score::ZERO);
    let outcome = match (diff.cmp(&Score::ZERO), tie) {
        (_, Some((Colour::Black, _))) | (std::cmp::Ordering::Greater, _) => Outcome::BlackWins,
        (_, Some((Colour::White, _))) | (std::cmp::Ordering::Less, _) => Outcome::WhiteWins,
        (std::cmp::Ordering::Equal, None) => Outcome::Draw,
    };
    let cite = |p: &crate::ruleset::Parameter| Cite {
        article: p.article.clone(),
        supplement: p.supplement.as_ref().map(|(id, _)| id.clone()),
        stand_in: p.stand_in,
    };
    let counting = territory.map_or(&scoring.articles, |t| &t.articles);
    let mut articles = counted_articles(counting, findings);
    let handicap = terms.handicap.iter().flat_map(|_| &terms.articles);
    for a in handicap.chain(tie.map(|(_, a)| a)) {
        if !articles.contains(a) {
            articles.push(a.clone());
        }
    }
    GameResult {
        outcome,
        margin: (diff != Score::ZERO).then_some(diff.abs()),
        articles,
        basis: Basis::Counted(Box::new(CountCites {
            penalties: BOTH.map(|c| penalty_articles(findings, Some(c))),
            deductions: BOTH.map(|c| deduction_articles(findings, c)),
            baseline: baseline.map(cite),
            komi: cite(terms.komi_parameter),
            handicap: terms.handicap.and(terms.compensation_parameter).map(cite),
            tie: tie.map(|(_, a)| a.clone()),
        })),
        count: Some(Count {
            source: sides.source,
            black: sides.black,
            white: sides.white,
            dead_stones: state.end().dead().len(),
            shared_points: sides.shared,
            shared_to: sides.shared_to,
            black_penalty: bp,
            white_penalty: wp,
            black_deduction: bd,
            white_deduction: wd,
            baseline: against,
            territory: sides.territory,
            komi: terms.komi,
            handicap: terms.handicap,
        }),
    }
}

/// Black then White, as the count's pairs are kept.
const BOTH: [Colour; 2] = [Colour::Black, Colour::White];

/// The komi a count adds to White's side, and where it comes from.
struct KomiTerms<'a> {
    /// The komi with any handicap compensation.
    komi: Score,
    /// The parameter the komi is read from.
    komi_parameter: &'a crate::ruleset::Parameter,
    /// A handicap game's compensation, when the edition gives one.
    handicap: Option<HandicapCount>,
    /// The parameter the compensation per stone is read from.
    compensation_parameter: Option<&'a crate::ruleset::Parameter>,
    /// The articles of a handicap game's komi and compensation.
    articles: Vec<String>,
}

/// The komi: the edition's, or in a handicap game (handicap stones
/// declared or set up) the handicap komi and, in an area count, White's
/// compensation for the stones after those exempt, as the edition's
/// `scoring.handicap` sets. A territory count needs no compensation:
/// the stones Black placed earn it no points.
fn komi_terms<'a>(
    given: &'a Given,
    scoring: &'a crate::ruleset::Scoring,
    method: ScoringMethod,
) -> KomiTerms<'a> {
    let parameters = &given.ruleset.parameters;
    let even = KomiTerms {
        komi: Score::of(parameters[scoring.komi].value),
        komi_parameter: &parameters[scoring.komi],
        handicap: None,
        compensation_parameter: None,
        articles: Vec::new(),
    };
    let stones = given.handicap_stones();
    let Some(h) = scoring.handicap.as_ref().filter(|_| stones > 0) else {
        return even;
    };
    let komi_parameter = &parameters[komi_parameter(given, scoring)];
    let compensation_parameter = h
        .compensation
        .filter(|_| method == ScoringMethod::Area)
        .map(|c| &parameters[c]);
    let per_stone = compensation_parameter.map_or(0.0, |p| p.value);
    let earning = stones.saturating_sub(h.stones_exempt);
    let compensation = Score::of(per_stone * earning as f64);
    KomiTerms {
        komi: Score::of(komi_parameter.value) + compensation,
        komi_parameter,
        handicap: Some(HandicapCount {
            stones,
            compensation,
        }),
        compensation_parameter,
        // A territory count takes only the handicap komi: citing the
        // compensation's articles would cite what it did not apply.
        articles: if compensation_parameter.is_some() || h.compensation.is_none() {
            h.articles.clone()
        } else {
            vec![komi_parameter.article.clone()]
        },
    }
}

/// The parameter the count's komi is read from: the edition's komi, or in
/// a handicap game (handicap stones declared or set up) its handicap komi
/// where the edition has one.
pub(super) fn komi_parameter(given: &Given, scoring: &crate::ruleset::Scoring) -> usize {
    match scoring.handicap.as_ref() {
        Some(h) if given.handicap_stones() > 0 => h.komi.unwrap_or(scoring.komi),
        _ => scoring.komi,
    }
}

/// Each side's count and where it comes from.
struct Sides {
    source: CountSource,
    black: Score,
    white: Score,
    shared: usize,
    shared_to: crate::vocabulary::SharedPoints,
    territory: Option<crate::position::TerritoryParts>,
}

/// The sides' counts: agreed at the board, else counted on the position
/// by `method`, the dead stones taken off, a point between both sides'
/// stones given as the edition says (`None`: the game is not counted).
fn sides(
    scoring: &crate::ruleset::Scoring,
    method: crate::vocabulary::ScoringMethod,
    state: &State,
) -> Option<Sides> {
    use crate::vocabulary::SharedPoints;
    let position = state.position();
    if let Some(black) = state.end().agreed_count() {
        let total = Score::whole(position.size() * position.size());
        return Some(Sides {
            source: CountSource::Agreed,
            black,
            white: total - black,
            shared: 0,
            shared_to: scoring.shared_points,
            territory: None,
        });
    }
    let a = position.counting()?.count(method, state.end().dead());
    // The physics splits a shared point in half; an area count that gives
    // it to neither side takes the halves back, one that gives it to both
    // adds the other halves.
    let half = Score::of(a.dame as f64 / 2.0);
    let (black, white) = match (method, scoring.shared_points) {
        (ScoringMethod::Area, SharedPoints::Nobody) => (a.black - half, a.white - half),
        (ScoringMethod::Area, SharedPoints::Both) => (a.black + half, a.white + half),
        _ => (a.black, a.white),
    };
    Some(Sides {
        source: CountSource::Board,
        black,
        white,
        shared: a.dame,
        shared_to: scoring.shared_points,
        territory: a.territory,
    })
}

/// Each pass handed to the opponent as a prisoner (`passes`: Black's,
/// White's): a territory count with pass stones.
fn add_pass_stones(sides: &mut Sides, passes: [usize; 2]) {
    sides.black += Score::whole(passes[1]);
    sides.white += Score::whole(passes[0]);
    if let Some(t) = &mut sides.territory {
        t.pass_stones = [passes[1], passes[0]];
    }
}

/// The articles of the stone penalties `colour` was given.
fn penalty_articles(findings: &[Finding], colour: Option<Colour>) -> Vec<String> {
    let mut ids: Vec<String> = findings
        .iter()
        .filter(|f| f.verdict.contains(&Verdict::StonePenalty) && f.player == colour)
        .flat_map(|f| f.articles().iter().map(|a| a.id.clone()))
        .collect();
    ids.dedup();
    ids
}

/// Articles of the deductions from `colour`'s count: the findings of the
/// opponent's acts that take points off it.
fn deduction_articles(findings: &[Finding], colour: Colour) -> Vec<String> {
    let mut ids: Vec<String> = findings
        .iter()
        .filter(|f| f.verdict.contains(&Verdict::OpponentDeduction))
        .filter(|f| f.player == Some(colour.opponent()))
        .flat_map(|f| f.articles().iter().map(|a| a.id.clone()))
        .collect();
    ids.dedup();
    ids
}

/// The counting articles, then those of every stone penalty, each once.
fn counted_articles(counting: &[String], findings: &[Finding]) -> Vec<String> {
    let mut articles = counting.to_vec();
    for a in findings
        .iter()
        .filter(|f| f.verdict.iter().any(|v| v.moves_the_count()))
        .flat_map(|f| f.articles().iter().map(|a| a.id.clone()))
    {
        if !articles.contains(&a) {
            articles.push(a);
        }
    }
    articles
}
