//! The one place that maps a [`Game`] to its position, apart from the
//! [`Position`] trait (shakmaty's `variant.rs`): the trait's module knows no
//! game, and each game's position knows only the trait.

use crate::go::position::GoPosition;
use crate::gomoku::position::GomokuPosition;
use crate::position::Position;
use crate::ruleset::Ruleset;
use crate::vocabulary::Game;

/// The position a ruleset's game starts from: empty, its readings taken
/// from the ruleset.
pub fn new(ruleset: &Ruleset) -> Box<dyn Position> {
    match ruleset.game {
        Game::Go => Box::new(GoPosition::new(ruleset)),
        Game::Gomoku => Box::new(GomokuPosition::new(ruleset)),
    }
}
