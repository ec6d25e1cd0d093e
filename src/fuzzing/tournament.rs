//! The tournament driver: bytes as a tournament file, read as our YAML and
//! as an EGF table, ranked under every edition with tournament articles,
//! checked against its published order, compared across editions, and
//! rendered every way; every refusal must carry a located diagnostic.

use super::check_diagnostic;
use crate::Ruleset;

/// Everything `caipan standings` does with `text`.
pub fn exercise_tournament(text: &str, built_in: &[Ruleset]) {
    for read in [
        crate::tournament::read_tournament,
        crate::tournament::read_egf,
        crate::tournament::read_table,
    ] {
        match read("fuzz-tournament", text) {
            Err(e) => check_diagnostic(e.as_ref()),
            Ok(t) => rank(&t, built_in),
        }
    }
}

fn rank(t: &crate::tournament::Tournament, built_in: &[Ruleset]) {
    let mut first: Option<crate::tournament::Standings> = None;
    for rs in built_in {
        let s = match crate::tournament::standings(t, rs) {
            Ok(s) => s,
            Err(e) => {
                check_diagnostic(e.as_ref());
                continue;
            }
        };
        for m in super::words() {
            let words = crate::render::standings::standings(m, &s, rs, false);
            let _ = crate::render::standings::standings(m, &s, rs, true);
            let _ = crate::render::standings::html(m, &s, rs, &words);
        }
        let _ = serde_json::to_string(&s);
        if let Some(order) = &t.published {
            let ids: Vec<(String, (usize, usize))> = order
                .iter()
                .filter_map(|p| Some((t.players.get(p.player)?.id.clone(), p.place)))
                .collect();
            let d = crate::tournament::check(&s, &ids);
            let _ =
                crate::render::standings::departures(crate::render::messages::en(), &d, &s, false);
        }
        if let Some(a) = &first {
            let c = crate::tournament::place_changes(a, &s);
            let _ = crate::render::standings::changes(
                crate::render::messages::en(),
                &c,
                &s,
                [&a.edition, &s.edition],
                false,
            );
        }
        first.get_or_insert(s);
    }
}
