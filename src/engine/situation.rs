//! Where the game stands once the record is judged, for whoever writes its
//! next line (the arbiter's page): who is to move and with which number,
//! whether play has stopped, the claim windows still open (who may claim
//! what, until when), and the opening protocol's acts that are due. All of
//! it is read from the judge's state and the edition's data: nothing here
//! knows a game or an edition.

use super::given::Given;
use super::state::State;
use crate::record::ast::Colour;
use crate::ruleset::openings::mover_of;
use crate::vocabulary::{ClaimWindow, Effect};
use serde::Serialize;

/// The game after the record's last line.
#[derive(Debug, Clone, Serialize)]
pub struct Situation {
    /// The side to move; none once play has stopped.
    pub to_move: Option<Colour>,
    /// Either side may move (play resumed without the text saying who).
    pub free_turn: bool,
    /// The number the next move will have.
    pub next_move: u32,
    /// Play has stopped (passes, a count, a verdict that decided the game).
    pub ended: bool,
    /// A verdict decided the game (nothing is counted).
    pub decided: bool,
    /// Play has stopped and the game will be counted, but the players have
    /// not yet settled the dead stones as the edition's procedure has them
    /// do (agreed dead stones, a count, a marked territory): the result
    /// counts every stone on the board as alive until they do.
    pub count_provisional: bool,
    /// Claim windows still open.
    pub claims: Vec<OpenClaim>,
    /// The opening protocol's acts due now.
    pub acts: Vec<DueAct>,
    /// The incident a ruling written next would rule on, with the rulings
    /// the text permits on it (`judgement::ruling_options`, what the check
    /// of a ruling checks against); none when the last event brought no
    /// finding, or only findings still waiting for their claim.
    pub ruling: Option<RulingDue>,
}

/// The incident a ruling would rule on now.
#[derive(Debug, Clone, Serialize)]
pub struct RulingDue {
    /// Its findings (indices in the judgement's), its own and the
    /// consequences of their sanctions.
    pub findings: Vec<usize>,
    /// The player it is about (none: both players', or the game's).
    pub player: Option<Colour>,
    /// The rulings the text permits, one for each way of meeting its own
    /// findings' prescriptions.
    pub options: Vec<crate::judgement::RulingOption>,
}

/// A finding that applies only if it is claimed, its window still open.
#[derive(Debug, Clone, Serialize)]
pub struct OpenClaim {
    /// The finding (index in the judgement's findings).
    pub finding: usize,
    /// Who may claim (none: either player).
    pub by: Option<Colour>,
    /// The word a claim uses (`W claim WORD`).
    pub word: Option<String>,
    /// The rule that found it.
    pub rule: String,
    /// Until when (a word of the vocabulary, for a view to put in its words).
    pub window: ClaimWindow,
    /// Until when, in words ("before the claimant's next move").
    pub until: &'static str,
}

/// An act of the opening protocol that is due.
#[derive(Debug, Clone, Serialize)]
pub struct DueAct {
    /// What it does.
    pub act: Effect,
    /// Who may do it (none: the player to move).
    pub by: Option<Colour>,
    /// The edition's event that records it.
    pub event: String,
    /// The options to name, for a choice (`W choose place-two`); empty
    /// for the other acts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
}

/// Where the game stands now, after `findings`.
pub(crate) fn situation(
    given: &Given,
    state: &State,
    findings: &[crate::judgement::Finding],
) -> Situation {
    let (turn, end) = (state.turn(), state.end());
    let ended = end.ended() || end.terminal().is_some();
    Situation {
        to_move: (!ended).then_some(turn.to_move()),
        free_turn: turn.free_turn(),
        next_move: turn.move_number() + 1,
        ended,
        decided: end.terminal().is_some(),
        count_provisional: ended && end.terminal().is_none() && dead_stones_open(given, findings),
        claims: state
            .claims()
            .pending()
            .iter()
            .map(|p| {
                let rule = &given.ruleset.rules[p.rule];
                OpenClaim {
                    finding: p.finding,
                    by: p.claimant,
                    word: rule.claim_name.clone(),
                    rule: rule.id.clone(),
                    window: p.window,
                    until: p.window.meaning(),
                }
            })
            .collect(),
        acts: if ended {
            Vec::new()
        } else {
            acts_due(given, state)
        },
        ruling: ruling_due(state, findings),
    }
}

/// Whether the dead stones are still to be settled after the stop: the
/// edition counts the board with the stones the players agree dead (not
/// as they stand), names an event for agreeing them, and nothing since the
/// last stop (the last finding whose verdict stops play) has settled them.
fn dead_stones_open(given: &Given, findings: &[crate::judgement::Finding]) -> bool {
    use crate::vocabulary::{DeadStones, Effect, Verdict};
    let r = given.ruleset;
    let agreed = r
        .scoring
        .as_ref()
        .is_some_and(|s| s.dead_stones != DeadStones::AsTheyStand);
    let settles =
        |e: Effect| matches!(e, Effect::AgreeDead | Effect::MarkTerritory | Effect::Count);
    if !agreed || !r.events.iter().any(|e| e.effect == Effect::AgreeDead) {
        return false;
    }
    let stop = findings
        .iter()
        .rev()
        .find(|f| {
            f.verdict
                .iter()
                .any(|v| matches!(v, Verdict::GameEnd | Verdict::PlayStops))
        })
        .map_or(0, |f| f.event_index);
    !given
        .record
        .events
        .iter()
        .skip(stop)
        .any(|e| match &e.kind {
            crate::record::ast::EventKind::Conduct(c) => {
                r.event(&c.name).is_some_and(|(_, d)| settles(d.effect))
            }
            _ => false,
        })
}

/// The last incident and the rulings the text permits on it.
fn ruling_due(state: &State, findings: &[crate::judgement::Finding]) -> Option<RulingDue> {
    let incident = state.claims().last_findings();
    let options = crate::judgement::ruling_options(findings, incident);
    if options.is_empty() {
        return None;
    }
    let own = incident
        .iter()
        .filter_map(|&i| findings.get(i))
        .find(|f| !crate::judgement::is_consequence(f));
    Some(RulingDue {
        findings: incident.to_vec(),
        player: own.and_then(|f| f.player),
        options,
    })
}

/// The opening protocol's acts due after the moves played: a branch of
/// an either/or step to take, declaring the number of offers before the
/// move it comes with, a swap in its window, the offers at their move,
/// keeping one of them. Each only if
/// the edition declares an event for it.
fn acts_due(given: &Given, state: &State) -> Vec<DueAct> {
    let Some(rules) = &given.ruleset.openings else {
        return Vec::new();
    };
    let (played, opening) = (given.moves_played(state.turn()), state.opening());
    let chosen = &opening.chosen;
    let mut due: Vec<(Effect, Option<Colour>, Vec<String>)> = Vec::new();
    if let Some((_, step)) = rules.open_choice(played, chosen) {
        let options = step.options.iter().map(|o| o.id.clone()).collect();
        due.push((Effect::Choose, step.by, options));
    }
    if let Some(o) = rules.offers(chosen) {
        if let Some(n) = o.declared_with
            && opening.declared_offers.is_none()
            && played <= n
            && opening.offers.is_empty()
        {
            due.push((Effect::DeclareOffers, Some(mover_of(n)), Vec::new()));
        }
        let known = opening.declared_offers.is_some() || o.count.is_some();
        if let Some(at) = o.move_number {
            if known && opening.offers.is_empty() && played + 1 == at {
                due.push((Effect::Offer, Some(mover_of(at)), Vec::new()));
            }
            if !opening.offers.is_empty() {
                due.push((Effect::Keep, Some(mover_of(at).opponent()), Vec::new()));
            }
        }
    }
    if let Some(w) = rules.swap_window(played, chosen)
        && !opening.swaps.contains(&played)
    {
        due.push((Effect::Swap, w.by, Vec::new()));
    }
    due.into_iter()
        .filter_map(|(act, by, options)| {
            let decl = given.ruleset.events.iter().find(|e| e.effect == act)?;
            Some(DueAct {
                act,
                by,
                event: decl.name.clone(),
                options,
            })
        })
        .collect()
}
