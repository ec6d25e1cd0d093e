//! What a match tells its engines, from the edition: the protocol its game
//! is played over, the komi in points, the Gomocup rule and the time for a
//! move.

use crate::conduct::Conduct;
use crate::player::{Protocol, Settings};
use crate::spec::MatchError;
use caipan::Ruleset;
use caipan::vocabulary::Game;
use std::time::Duration;

/// The protocol the edition's game is played over.
pub fn protocol_of(ruleset: &Ruleset) -> Protocol {
    match ruleset.game {
        Game::Go => Protocol::Gtp,
        Game::Gomoku => Protocol::Gomocup,
    }
}

/// The edition's komi in points (what GTP's `komi` takes): its komi
/// parameter in the edition's unit, times the points a unit is worth.
pub fn komi_points(ruleset: &Ruleset) -> f64 {
    ruleset.scoring.as_ref().map_or(0.0, |s| {
        ruleset.parameters.get(s.komi).map_or(0.0, |p| p.value) * s.points_per_unit
    })
}

/// The settings sent to each engine: the time for a move (GTP takes it in
/// whole seconds, as byo-yomi of one stone); for the Gomocup protocol the
/// rule of the edition (the conduct table's) and the time for a move, in
/// milliseconds.
pub fn engine_settings(
    ruleset: &Ruleset,
    conduct: &Conduct,
    protocol: Protocol,
    per_move: Duration,
) -> Result<Settings, MatchError> {
    let info = match protocol {
        Protocol::Gtp => Vec::new(),
        Protocol::Gomocup => {
            let rule = match conduct.gomocup_rule(&ruleset.id) {
                Some(Ok(rule)) => rule,
                Some(Err(why)) => {
                    return Err(MatchError::Unplayable(caipan::said!(
                        "referee-no-gomocup-rule",
                        edition = ruleset.id,
                        why = why
                    )));
                }
                None => {
                    return Err(MatchError::Unplayable(caipan::said!(
                        "referee-gomocup-rule-missing",
                        edition = ruleset.id
                    )));
                }
            };
            vec![
                ("rule".into(), rule.to_string()),
                ("timeout_turn".into(), per_move.as_millis().to_string()),
            ]
        }
    };
    Ok(Settings {
        per_move: per_move.as_secs().max(1),
        info,
    })
}
