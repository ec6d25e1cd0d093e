//! An edition's opening protocol as data: the zone each opening stone must
//! stand in, the table of designated openings, the windows where a swap of
//! colours may come and who may take each, and the fifth-move offers (who
//! declares how many, and with which move). Classic and modern renju
//! protocols (RIF, Yamaguchi, Soosõrv-8, Taraguchi-10) differ only here.

use crate::colour::Colour;
use serde::{Deserialize, Serialize};

/// One designated opening.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Opening {
    /// Its id (`1D`).
    pub id: String,
    /// Its name (寒星).
    pub name: String,
    /// Its name romanised.
    pub romanised: String,
    /// Direct or indirect.
    pub kind: String,
    /// Board indices of White 2 and Black 3 in the table's orientation.
    pub white2: usize,
    /// Black 3's point.
    pub black3: usize,
}

/// Where an opening move must stand: within `within` points of tengen
/// along both axes (a square; 0 is tengen itself, 1 the central 3×3, 2 the
/// central 5×5 …).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub struct Zone {
    /// The move (1 is Black 1).
    pub move_number: u32,
    /// The square's half-width.
    pub within: u32,
}

/// A window where one swap of colours may come: after move `after`,
/// before the next move.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct SwapWindow {
    /// The moves played before the window (a setup's stones counted).
    pub after: u32,
    /// The player (by the colour held before the swap) who may take it;
    /// `None`: the player to move.
    pub by: Option<Colour>,
    /// The article that allows it.
    pub article: String,
}

/// How the fifth-move offers are fixed: declared with a move of the
/// opening by the player of that move, or a number the protocol fixes.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Offers {
    /// The move the offers stand for, when the protocol says (together
    /// they are that one move): where a page offers them.
    #[serde(default)]
    pub move_number: Option<u32>,
    /// The move the number is declared with (its player declares it).
    pub declared_with: Option<u32>,
    /// The number of offers the protocol fixes (no declaration).
    pub count: Option<u32>,
    /// The article that says so.
    pub article: String,
}

/// The opening protocol.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Openings {
    /// The article that lists the openings.
    pub article: String,
    /// The record tag choosing a designated or a free opening.
    pub tag: OpeningTag,
    /// Where each opening move must stand, by move, in order.
    pub zones: Vec<Zone>,
    /// Where swaps may come, in order of `after`.
    pub swaps: Vec<SwapWindow>,
    /// The fifth-move offers, if the protocol has them.
    pub offers: Option<Offers>,
    /// The designated openings (Black 1, White 2 and Black 3), if any.
    pub table: Vec<Opening>,
    /// The protocol's either/or steps, in order of `after`.
    #[serde(default)]
    pub choices: Vec<Choice>,
}

/// An either/or step: after move `after` a player takes one of the
/// options, and each option brings its own zones, swap windows and
/// offers (a window that exists only on one branch: swap2's colour choice
/// after move 5, Taraguchi-10's swap after move 5).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Choice {
    /// The moves played before the choice (it is open until the next).
    pub after: u32,
    /// The player (by colour) who chooses; `None`: the player to move.
    pub by: Option<Colour>,
    /// The article that gives the choice.
    pub article: String,
    /// The options, in the text's order.
    pub options: Vec<ChoiceOption>,
}

/// One branch of an either/or step.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct ChoiceOption {
    /// Its id, the word a record's choice names (`W choose place-two`).
    pub id: String,
    /// The acts that take this option when they come while the choice is
    /// open and no option was named (a fifth move placed as ten offers
    /// takes the branch of ten offers).
    pub taken_by: Vec<Act>,
    /// Zones this branch gives (a move's zone here replaces the
    /// protocol's).
    pub zones: Vec<Zone>,
    /// Swap windows this branch opens.
    pub swaps: Vec<SwapWindow>,
    /// The offers this branch asks for, replacing the protocol's.
    pub offers: Option<Offers>,
}

/// An act that can take a branch of an either/or step.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Act {
    /// A stone placed as the next move.
    Move,
    /// A swap of colours.
    Swap,
    /// Fifth-move offers.
    Offer,
}

/// A branch taken: the choice's index in `Openings::choices` and the
/// option's in its `options`.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub struct Chosen {
    /// The choice.
    pub choice: usize,
    /// The option taken.
    pub option: usize,
}

/// The moves a table of openings describes: Black 1, White 2, Black 3.
pub const TABLE_MOVES: u32 = 3;

impl Openings {
    /// The options taken so far.
    fn taken<'a>(&'a self, chosen: &'a [Chosen]) -> impl Iterator<Item = &'a ChoiceOption> + 'a {
        chosen
            .iter()
            .filter_map(|c| self.choices.get(c.choice)?.options.get(c.option))
    }

    /// The zone of move `number`, if the protocol (or a branch taken)
    /// gives it one; a branch's zone comes first.
    pub fn zone(&self, number: u32, chosen: &[Chosen]) -> Option<u32> {
        self.taken(chosen)
            .flat_map(|o| &o.zones)
            .chain(&self.zones)
            .find(|z| z.move_number == number)
            .map(|z| z.within)
    }

    /// The offers in force: a branch taken that asks for offers, else the
    /// protocol's.
    pub fn offers<'a>(&'a self, chosen: &'a [Chosen]) -> Option<&'a Offers> {
        self.taken(chosen)
            .find_map(|o| o.offers.as_ref())
            .or(self.offers.as_ref())
    }

    /// The either/or step open after `played` moves, if one is and no
    /// branch of it was taken: its index and the step.
    pub fn open_choice(&self, played: u32, chosen: &[Chosen]) -> Option<(usize, &Choice)> {
        self.choices
            .iter()
            .enumerate()
            .find(|(i, c)| c.after == played && !chosen.iter().any(|k| k.choice == *i))
    }

    /// The branch of the step open after `played` moves that `act` by
    /// `actor` takes when no branch was named: only the choosing player's
    /// act takes a branch (`to_move` chooses a step without `by`).
    pub fn implied(
        &self,
        played: u32,
        chosen: &[Chosen],
        act: Act,
        (actor, to_move): (Colour, Colour),
    ) -> Option<Chosen> {
        let (choice, c) = self.open_choice(played, chosen)?;
        if c.by.unwrap_or(to_move) != actor {
            return None;
        }
        let option = c.options.iter().position(|o| o.taken_by.contains(&act))?;
        Some(Chosen { choice, option })
    }

    /// How many first moves the protocol looks back at.
    pub fn moves_remembered(&self) -> usize {
        let branches = self.choices.iter().flat_map(|c| &c.options);
        let zones = (self.zones.iter().chain(branches.flat_map(|o| &o.zones)))
            .map(|z| z.move_number)
            .max()
            .unwrap_or(0);
        let table = if self.table.is_empty() {
            0
        } else {
            TABLE_MOVES
        };
        zones.max(table) as usize
    }

    /// The swap window after `played` moves, if there is one (the
    /// protocol's, or a branch taken's).
    pub fn swap_window<'a>(&'a self, played: u32, chosen: &'a [Chosen]) -> Option<&'a SwapWindow> {
        self.swaps
            .iter()
            .chain(self.taken(chosen).flat_map(|o| &o.swaps))
            .find(|w| w.after == played)
    }
}

/// The player whose move `number` is when colours alternate from Black 1.
pub fn mover_of(number: u32) -> Colour {
    if number % 2 == 1 {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The record tag that says whether the opening is designated or free, and
/// its two values (a record without the tag plays a designated opening).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct OpeningTag {
    /// The tag's key (`Opening`).
    pub name: String,
    /// The value for a designated opening.
    pub designated: String,
    /// The value for a free opening.
    pub free: String,
    /// The article that allows both.
    pub article: String,
}
