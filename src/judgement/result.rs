//! The result of a judgement as data: the outcome, its basis (a verdict or
//! the count) and the count's numbers with their sources. `render::result`
//! words it.

use super::CountSource;
use crate::record::ast::Colour;
use crate::vocabulary::Score;
use serde::Serialize;

/// How the game ended.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// Black wins.
    BlackWins,
    /// White wins.
    WhiteWins,
    /// A draw.
    Draw,
    /// Both players lose.
    BothLose,
    /// No result.
    NoResult,
    /// The game is to be replayed.
    Replay,
    /// An extra game decides.
    ExtraGame,
    /// Not decided by the record.
    Undecided,
}

impl Outcome {
    /// Every outcome, in the order of [`Outcome::rank`]: the JSON's closed
    /// list (docs/json.md's is checked against it).
    pub const ALL: [Outcome; 8] = [
        Outcome::BlackWins,
        Outcome::WhiteWins,
        Outcome::Draw,
        Outcome::BothLose,
        Outcome::NoResult,
        Outcome::Replay,
        Outcome::ExtraGame,
        Outcome::Undecided,
    ];

    /// The outcome's place in [`Outcome::ALL`] (a match over every
    /// outcome: a new one cannot be left out of the list unseen).
    const fn rank(self) -> usize {
        match self {
            Outcome::BlackWins => 0,
            Outcome::WhiteWins => 1,
            Outcome::Draw => 2,
            Outcome::BothLose => 3,
            Outcome::NoResult => 4,
            Outcome::Replay => 5,
            Outcome::ExtraGame => 6,
            Outcome::Undecided => 7,
        }
    }

    /// As the JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::BlackWins => "black-wins",
            Outcome::WhiteWins => "white-wins",
            Outcome::Draw => "draw",
            Outcome::BothLose => "both-lose",
            Outcome::NoResult => "no-result",
            Outcome::Replay => "replay",
            Outcome::ExtraGame => "extra-game",
            Outcome::Undecided => "undecided",
        }
    }
}

/// The result as data; its wording ("Black 185 … → Black wins by ¼") is
/// written by [`crate::render::result`] and appears in JSON as `arithmetic`.
#[derive(Debug, Clone)]
pub struct GameResult {
    /// How the game ended.
    pub outcome: Outcome,
    /// Winning margin in the edition's unit (stones for Go area counting).
    pub margin: Option<Score>,
    /// The articles the result follows from.
    pub articles: Vec<String>,
    /// What the result follows from.
    pub basis: Basis,
    /// The count, when the game was counted.
    pub count: Option<Count>,
}

/// What a result follows from.
#[derive(Debug, Clone)]
pub enum Basis {
    /// A verdict decided the game: `loser` lost (or, with `won`, the
    /// opponent won), or, without a loser, the outcome holds for both.
    Verdict {
        /// Judged as played: the move number at which the verdict decided
        /// the game (play went on after it).
        at_move: Option<u32>,
        /// The player who lost, if one did.
        loser: Option<Colour>,
        /// The opponent won (a five, a resignation) rather than the loser
        /// being given a loss.
        won: bool,
    },
    /// The record ends before the game does.
    Unfinished,
    /// The record ends after passes in a row that did not end the game:
    /// the edition's rules that end it by passes did not hold (the AGA's
    /// White passing last).
    PassesDidNotEnd {
        /// Passes in a row at the end of the record.
        passes: u32,
        /// The rules that end the game by passes: id, articles, note and
        /// its Chinese.
        rules: Vec<EndingRule>,
    },
    /// The game ended but the edition (`edition`) defines no counting.
    NoCounting {
        /// The edition id.
        edition: String,
    },
    /// The count: the numbers are in [`Count`]; here what they cite.
    Counted(Box<CountCites>),
}

/// A rule that ends the game, as a result that did not end names it.
#[derive(Debug, Clone, PartialEq)]
pub struct EndingRule {
    /// Its id.
    pub rule: String,
    /// Its articles.
    pub articles: Vec<String>,
    /// The ruleset's note on it.
    pub note: String,
    /// The note in Chinese, where the ruleset gives one.
    pub note_zh: Option<String>,
}

/// The provisions a count's numbers come from.
#[derive(Debug, Clone)]
pub struct CountCites {
    /// Articles of each player's stone penalties (Black, White).
    pub penalties: [Vec<String>; 2],
    /// Articles of the deductions from each side's count (Black, White).
    pub deductions: [Vec<String>; 2],
    /// The baseline's source (area counting; territory counting compares
    /// with White's count).
    pub baseline: Option<Cite>,
    /// Komi's source.
    pub komi: Cite,
    /// The source of a handicap game's compensation per stone (none: the
    /// edition gives none).
    pub handicap: Option<Cite>,
    /// The article that gives equal counts to one side.
    pub tie: Option<String>,
}

/// A value's source: an article, or a supplement standing in for it.
#[derive(Debug, Clone)]
pub struct Cite {
    /// The article that gives the value.
    pub article: String,
    /// The supplement's id, when it replaced the article's value.
    pub supplement: Option<String>,
    /// The article gives no number: the value stands in until a
    /// supplement sets one.
    pub stand_in: bool,
}

/// The count's numbers.
#[derive(Debug, Clone, Serialize)]
pub struct Count {
    /// Counted on the board, or agreed at the board.
    pub source: CountSource,
    /// Black's count (stones and area).
    pub black: Score,
    /// White's count.
    pub white: Score,
    /// Stones agreed dead and taken off before counting.
    pub dead_stones: usize,
    /// Empty points between both sides (board counts only).
    pub shared_points: usize,
    /// Whom the count gave them: half to each (the default, not written in
    /// JSON), or neither.
    #[serde(skip_serializing_if = "is_half")]
    pub shared_to: crate::vocabulary::SharedPoints,
    /// Stones deducted from Black by penalties.
    pub black_penalty: Score,
    /// Stones deducted from White by penalties.
    pub white_penalty: Score,
    /// Points taken off Black's count that are no penalty (a term of the
    /// count, such as the point for White's first pass); not written when 0.
    #[serde(skip_serializing_if = "is_no_points")]
    pub black_deduction: Score,
    /// Points taken off White's count that are no penalty.
    #[serde(skip_serializing_if = "is_no_points")]
    pub white_deduction: Score,
    /// What Black's count is compared with before komi: the baseline (half
    /// the board's points) in area counting, White's count in territory
    /// counting.
    pub baseline: Score,
    /// Territory counting's parts (each side's territory and prisoners).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub territory: Option<crate::position::TerritoryParts>,
    /// Komi, in stones.
    pub komi: Score,
    /// A handicap game's compensation to White, added to the komi.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub handicap: Option<HandicapCount>,
}

/// White's compensation for handicap stones.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct HandicapCount {
    /// Handicap stones.
    pub stones: usize,
    /// The compensation (already in `komi`).
    pub compensation: Score,
}

fn is_no_points(s: &Score) -> bool {
    *s == Score::ZERO
}

fn is_half(s: &crate::vocabulary::SharedPoints) -> bool {
    *s == crate::vocabulary::SharedPoints::Half
}

// `Outcome::ALL` holds each outcome at its rank, and as many as there are.
const _: () = {
    let mut k = 0;
    while k < Outcome::ALL.len() {
        assert!(Outcome::ALL[k].rank() == k);
        k += 1;
    }
};
