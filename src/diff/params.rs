//! One parameter topic's values in both editions, and whether the change
//! can turn a result (the count's komi or baseline, or a value a rule that
//! decides a game or costs a stone reads).

use super::*;

/// One parameter topic on both sides, and whether its value changed.
pub(super) fn parameter_diff(from: &Ruleset, to: &Ruleset, name: String) -> ParameterDiff {
    let side = |rs: &Ruleset| {
        rs.parameters
            .iter()
            .filter(|p| p.topic == name)
            .map(|p| ParameterSide {
                name: p.name.clone(),
                value: p.value,
                unit: p.unit.clone(),
                article: p.article.clone(),
                supplement: p.supplement.as_ref().map(|(s, _)| s.clone()),
                stand_in: p.stand_in,
            })
            .collect::<Vec<_>>()
    };
    let (a, b) = (side(from), side(to));
    let values = |v: &[ParameterSide]| v.iter().map(|p| p.value).collect::<Vec<_>>();
    let series = from.series.is_some() && from.series == to.series;
    let outside = |silent: &Ruleset, rs: &Ruleset, v: &[ParameterSide]| {
        silent.scope == crate::vocabulary::Scope::Play && v.iter().all(|p| conduct_only(rs, p))
    };
    let status = match (a.is_empty(), b.is_empty()) {
        (true, _) if outside(from, to, &b) => Status::NotCovered,
        (_, true) if outside(to, from, &a) => Status::NotCovered,
        (true, _) if series => Status::Added,
        (_, true) if series => Status::Removed,
        (true, _) => Status::OnlyTo,
        (_, true) => Status::OnlyFrom,
        // A stand-in is no value of the text's: never "unchanged".
        _ if values(&a) == values(&b) && !a.iter().chain(&b).any(|p| p.stand_in) => {
            Status::Unchanged
        }
        _ => Status::Changed,
    };
    // It bears on a result when the count reads it, or a rule that can
    // decide a game or cost a stone reads it.
    let bears = |rs: &Ruleset, p: &ParameterSide| {
        counted(rs, &p.name)
            || readers(rs, &p.name).any(|r| {
                r.prescription
                    .options()
                    .iter()
                    .flat_map(|o| o.iter())
                    .any(|v| v.is_terminal() || v.moves_the_count())
            })
    };
    let alters_result = !matches!(status, Status::Unchanged | Status::NotCovered)
        && (a.iter().any(|p| bears(from, p)) || b.iter().any(|p| bears(to, p)));
    ParameterDiff {
        name,
        status,
        alters_result,
        from: a,
        to: b,
    }
}

/// Whether the count reads a parameter (the komi, the baseline, a
/// handicap game's komi or compensation, the choice of a territory count).
fn counted(rs: &Ruleset, name: &str) -> bool {
    rs.scoring.as_ref().is_some_and(|s| {
        let handicap = s
            .handicap
            .iter()
            .flat_map(|h| h.komi.into_iter().chain(h.compensation));
        let territory = s.territory.iter().flat_map(|t| t.chosen_by);
        std::iter::once(s.komi)
            .chain(s.baseline)
            .chain(handicap)
            .chain(territory)
            .any(|i| rs.parameters.get(i).is_some_and(|p| p.name == name))
    })
}

/// The rules that read a parameter, in a condition or as their amount.
fn readers<'r>(
    rs: &'r Ruleset,
    name: &'r str,
) -> impl Iterator<Item = &'r crate::ruleset::Rule> + Clone {
    let index = rs.parameters.iter().position(|q| q.name == name);
    rs.rules.iter().filter(move |r| {
        r.amount
            .iter()
            .flatten()
            .any(|o| matches!(o, crate::ruleset::condition::Operand::Param(i) if Some(*i) == index))
            || r.when.iter().any(|c| c.display().contains(name))
    })
}

/// Whether only rules on conduct (declared events, not moves or the count)
/// read a parameter: a value a rules-of-play text has no use for.
fn conduct_only(rs: &Ruleset, p: &ParameterSide) -> bool {
    let mut readers = readers(rs, &p.name).peekable();
    !counted(rs, &p.name)
        && readers.peek().is_some()
        && readers.all(|r| on_conduct(rs, &r.on, true))
}
