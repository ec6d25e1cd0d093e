//! What happened in the course of a tournament, as the standings tell it:
//! each withdrawal and what the edition makes of its results, and the
//! Swiss pairings that depart from the text's principle.

use super::{Names, number};
use crate::render::messages::Messages;
use crate::tournament::{Standings, WithdrawalNote};
use std::fmt::Write;

pub(super) fn withdrawals(m: &Messages, out: &mut String, s: &Standings, markdown: bool) {
    let list: &[WithdrawalNote] = &s.withdrawals;
    if list.is_empty() {
        return;
    }
    let title = m.t("standings-withdrawals");
    if markdown {
        let _ = writeln!(out, "**{title}**");
    } else {
        let _ = writeln!(out, "{title}");
    }
    let names = Names::of(s);
    for w in list {
        let what = m.t(match (w.rule, w.void) {
            (_, true) => "standings-withdrawal-void",
            (Some(crate::vocabulary::WithdrawalRule::VoidUnderHalf), false) => {
                "standings-withdrawal-half"
            }
            (Some(crate::vocabulary::WithdrawalRule::ResultsStand), _) => {
                "standings-withdrawal-stand"
            }
            (Some(crate::vocabulary::WithdrawalRule::RestForfeited), _) => {
                "standings-withdrawal-forfeited"
            }
            (None, _) => "standings-withdrawal-silent",
        });
        let article = w
            .article
            .as_deref()
            .map_or(String::new(), |a| format!(" ({a})"));
        let line = m.f(
            "standings-withdrew",
            &[
                ("player", &names.who(&w.player)),
                ("round", &w.after_round.to_string()),
                ("played", &w.played.to_string()),
                ("what", &what),
            ],
        );
        let _ = writeln!(out, "{}{line}{article}", if markdown { "- " } else { "  " });
    }
    out.push('\n');
}

/// The Swiss pairings that depart from the text's principle.
pub(super) fn pairings(m: &Messages, out: &mut String, s: &Standings, markdown: bool) {
    let Some(p) = &s.pairing_reading else { return };
    let bullet = if markdown { "- " } else { "  " };
    let verdict = if s.pairings.is_empty() {
        m.t("standings-pairings-follow")
    } else {
        let count = s.pairings.len().to_string();
        m.f("standings-pairings-depart", &[("count", &count)])
    };
    let line = m.f(
        "standings-pairings",
        &[
            ("article", &p.article),
            ("near", &number(p.near_wins)),
            ("verdict", &verdict),
        ],
    );
    let _ = writeln!(out, "{line}");
    let names = Names::of(s);
    for n in &s.pairings {
        let mut what = Vec::new();
        if let Some([a, b]) = n.scores {
            what.push(m.f(
                "standings-pairing-scores",
                &[("a", &number(a)), ("b", &number(b))],
            ));
        }
        if let Some(r) = n.met_in {
            what.push(m.f("standings-pairing-met", &[("round", &r.to_string())]));
        }
        let line = m.f(
            "standings-pairing",
            &[
                ("round", &n.round.to_string()),
                ("a", &names.who(&n.players[0])),
                ("b", &names.who(&n.players[1])),
                ("what", &what.join(&m.t("meaning-sep"))),
            ],
        );
        let _ = writeln!(out, "{bullet}{line}");
    }
    out.push('\n');
}
