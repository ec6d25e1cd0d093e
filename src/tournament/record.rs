//! The tournament file: YAML of our own, read into raw serde structs (by
//! the one YAML loading function) and checked into a [`Tournament`]. Every
//! defect is collected with its place in the file: a player paired twice in
//! a round, an unknown player, a game after the player withdrew, more rounds
//! than the event has.

use super::error::TournamentError;
use crate::error::{Source, source};
use crate::ruleset::{S, location_span};
use crate::vocabulary::System;
use caipan_ruleset::said;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawFile {
    tournament: RawHead,
    players: Vec<RawPlayer>,
    #[serde(default)]
    rounds: Vec<S<RawRound>>,
    #[serde(default)]
    withdrawals: Vec<RawWithdrawal>,
    /// The standings as published, ids best first.
    published: Option<Vec<S<String>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawHead {
    title: String,
    edition: Option<String>,
    system: S<System>,
    rounds: S<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawPlayer {
    id: S<String>,
    name: String,
    rating: Option<f64>,
    rank: Option<String>,
    team: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawRound {
    games: Vec<S<RawGame>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawGame {
    black: Option<S<String>>,
    white: Option<S<String>>,
    result: Option<GameResult>,
    bye: Option<S<String>>,
    #[serde(default)]
    warnings: RawWarnings,
    /// The game's record: a file name in the games directory.
    record: Option<S<String>>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawWarnings {
    #[serde(default)]
    black: u32,
    #[serde(default)]
    white: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawWithdrawal {
    player: S<String>,
    after_round: S<u32>,
}

/// How a pairing ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameResult {
    /// Black won at the board.
    BlackWins,
    /// White won at the board.
    WhiteWins,
    /// Drawn at the board.
    Draw,
    /// Black did not play: White wins by forfeit.
    BlackForfeits,
    /// White did not play: Black wins by forfeit.
    WhiteForfeits,
    /// Neither played: both lose.
    BothForfeit,
    /// Played, and both lose (a verdict such as 双方判负).
    BothLose,
}

impl GameResult {
    /// Black's and White's score: 1 a win, ½ a draw, 0 a loss.
    pub fn scores(self) -> (f64, f64) {
        match self {
            GameResult::BlackWins | GameResult::WhiteForfeits => (1.0, 0.0),
            GameResult::WhiteWins | GameResult::BlackForfeits => (0.0, 1.0),
            GameResult::Draw => (0.5, 0.5),
            GameResult::BothForfeit | GameResult::BothLose => (0.0, 0.0),
        }
    }

    /// Whether the game was played at the board.
    pub fn played(self) -> bool {
        !matches!(
            self,
            GameResult::BlackForfeits | GameResult::WhiteForfeits | GameResult::BothForfeit
        )
    }
}

/// A player of the tournament.
#[derive(Debug, Clone, Serialize)]
pub struct Player {
    /// The id pairings name.
    pub id: String,
    /// The name.
    pub name: String,
    /// The rating, if given (average opponent rating reads it).
    pub rating: Option<f64>,
    /// The rank (段位), as written.
    pub rank: Option<String>,
    /// The team, if any.
    pub team: Option<String>,
}

/// One game of a round (players by index).
#[derive(Debug, Clone, Serialize)]
pub struct Game {
    /// The round, from 1.
    pub round: u32,
    /// Black's index.
    pub black: usize,
    /// White's index.
    pub white: usize,
    /// The result.
    pub result: GameResult,
    /// Warnings given in the game (Black's, White's).
    pub warnings: [u32; 2],
    /// The game's record, a file name in the games directory.
    pub record: Option<String>,
}

/// A withdrawal after a round.
#[derive(Debug, Clone, Serialize)]
pub struct Withdrawn {
    /// The player's index.
    pub player: usize,
    /// The last round the player took part in (0: before the first).
    pub after_round: u32,
}

/// A tournament's results table, checked.
#[derive(Debug, Clone, Serialize)]
pub struct Tournament {
    /// The title.
    pub title: String,
    /// The edition the file names, if any (the command line may override).
    pub edition: Option<String>,
    /// The kind of competition.
    pub system: System,
    /// Rounds the event has (withdrawals count halves of it).
    pub rounds: u32,
    /// The players.
    pub players: Vec<Player>,
    /// Every game, round by round.
    pub games: Vec<Game>,
    /// Byes (free rounds that score).
    pub byes: Vec<Bye>,
    /// Withdrawals.
    pub withdrawals: Vec<Withdrawn>,
    /// Games the table pairs whose result it does not know (an EGF entry
    /// `8?/w0`): round and both players by index. Not counted; said.
    pub unknown_results: Vec<(u32, usize, usize)>,
    /// The standings as published, best first, when the table gives them:
    /// what `--check` compares with the articles' order.
    pub published: Option<Vec<Published>>,
    /// The file, and where it says what kind of competition it is: what a
    /// refusal to rank it points at.
    #[serde(skip)]
    pub origin: (Source, miette::SourceSpan),
}

/// A player as the standings publish it: by index, in the place published,
/// first and last (a place shared by a tie covers as many places as
/// players share it; OpenGotha leaves the place blank on every line of a
/// tie but the first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Published {
    /// The player, by index.
    pub player: usize,
    /// The place published, first and last.
    pub place: (usize, usize),
}

impl Published {
    /// Players best first, each alone in its place.
    pub fn in_order(players: impl IntoIterator<Item = usize>) -> Vec<Published> {
        players
            .into_iter()
            .enumerate()
            .map(|(k, player)| Published {
                player,
                place: (k + 1, k + 1),
            })
            .collect()
    }
}

/// A round a player did not play that scores: a bye.
#[derive(Debug, Clone, Serialize)]
pub struct Bye {
    /// The round.
    pub round: u32,
    /// The player.
    pub player: usize,
    /// 1 for a free win, ½ for a free draw.
    pub score: f64,
}

/// A case's front matter: the YAML between a first line `---` and the next
/// line `---`, if the file starts so.
pub fn front_matter(text: &str) -> Option<String> {
    crate::sgf::front_matter(text).0
}

/// Read and check a tournament file; every defect is reported at once. A
/// case's front matter is blanked out (each byte a space, lines kept), so
/// every place a diagnostic names is the file's own.
pub fn read_tournament(name: &str, text: &str) -> Result<Tournament, Box<TournamentError>> {
    // The same blanking as a case's SGF: positions after it are unchanged.
    let (_, blanked) = crate::sgf::front_matter(text);
    let text: &str = &blanked;
    let raw: RawFile = crate::ruleset::load_yaml(name, text).map_err(|e| yaml_error(*e))?;
    let mut checker = Checker {
        text,
        problems: super::table_check::Problems::new(source(name, text)),
        pairings: super::table_check::Pairings::default(),
    };
    let tournament = checker.check(raw);
    checker.problems.verdict(name, tournament)
}

/// The YAML loader's error, said of a tournament file.
fn yaml_error(e: crate::error::RulesetError) -> TournamentError {
    match e {
        crate::error::RulesetError::Yaml {
            src, span, message, ..
        } => TournamentError::Yaml {
            src,
            span,
            message,
            help: said!("tournament-compare-with-the-tournament-format-in"),
        },
        other => TournamentError::Yaml {
            src: source("", ""),
            span: None,
            message: crate::error::Tell::told(&other).message,
            help: Default::default(),
        },
    }
}

struct Checker<'t> {
    text: &'t str,
    problems: super::table_check::Problems,
    pairings: super::table_check::Pairings,
}

#[path = "check.rs"]
mod check;
