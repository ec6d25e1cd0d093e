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
    let bears = |rs: &Ruleset, p: &ParameterSide| {
        let counted = rs.scoring.as_ref().is_some_and(|s| {
            rs.parameters.get(s.komi).is_some_and(|k| k.name == p.name)
                || s.baseline
                    .and_then(|b| rs.parameters.get(b))
                    .is_some_and(|b| b.name == p.name)
        });
        let index = rs.parameters.iter().position(|q| q.name == p.name);
        counted
            || rs.rules.iter().any(|r| {
                // The rule reads it in a condition or as its amount.
                let amount = r.amount.iter().flatten().any(|o| {
                    matches!(o, crate::ruleset::condition::Operand::Param(i) if Some(*i) == index)
                });
                let reads = amount || r.when.iter().any(|c| c.display().contains(&p.name));
                let decisive = r
                    .prescription
                    .options()
                    .iter()
                    .flat_map(|o| o.iter())
                    .any(|v| v.is_terminal() || *v == crate::vocabulary::Verdict::StonePenalty);
                reads && decisive
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

/// Whether only rules on conduct (declared events, not moves or the count)
/// read a parameter: a value a rules-of-play text has no use for.
fn conduct_only(rs: &Ruleset, p: &ParameterSide) -> bool {
    let counted = rs.scoring.as_ref().is_some_and(|s| {
        rs.parameters.get(s.komi).is_some_and(|k| k.name == p.name)
            || s.baseline
                .and_then(|b| rs.parameters.get(b))
                .is_some_and(|b| b.name == p.name)
    });
    let index = rs.parameters.iter().position(|q| q.name == p.name);
    let readers =
        rs.rules.iter().filter(|r| {
            r.amount.iter().flatten().any(
                |o| matches!(o, crate::ruleset::condition::Operand::Param(i) if Some(*i) == index),
            ) || r.when.iter().any(|c| c.display().contains(&p.name))
        });
    !counted
        && readers.clone().count() > 0
        && readers.into_iter().all(|r| on_conduct(rs, &r.on, true))
}
