//! The tournament words: the kinds of competition whose standings caipan
//! computes, the tie-break criteria an edition may order, and what a
//! withdrawal does to a player's results. An edition's YAML picks and
//! orders them, each with the article that says so.

use serde::{Deserialize, Serialize};

words! {
    /// A kind of competition, as the texts name them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum System {
        RoundRobin = "round-robin": "every player meets every other (循环制)",
        Swiss = "swiss": "players with equal or near scores are paired each round (积分编排制)",
        TeamRoundRobin = "team-round-robin": "teams meet every other team, board against board (团体循环赛)",
        TeamSwiss = "team-swiss": "teams with equal or near scores are paired each round (团体积分编排制)",
        Knockout = "knockout": "a player who loses is out; the last one left is the champion (淘汰制, single elimination)",
    }
}

impl System {
    /// Whether teams, not players, are ranked.
    pub fn teams(self) -> bool {
        matches!(self, System::TeamRoundRobin | System::TeamSwiss)
    }
}

words! {
    /// A criterion that orders players with equal points, higher first
    /// unless the word says fewer.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Criterion {
        SonnebornBerger = "sonneborn-berger": "the points of the opponents beaten plus half the points of the opponents drawn with (小分, 胜者小分)",
        FewerWarnings = "fewer-warnings": "fewer warnings over the whole competition ranks higher",
        Wins = "wins": "more games won",
        Buchholz = "buchholz": "the sum of the points of every opponent met (对手分, 对手积分)",
        MedianBuchholz = "median-buchholz": "Buchholz without the highest and the lowest opponent (中间对手分)",
        AverageOpponentRating = "average-opponent-rating": "the average rating of the opponents met (对手平均等级分)",
        EliminatedLater = "eliminated-later": "the later a player is knocked out, the higher; the player never knocked out first (后被淘汰者名次列前)",
        GamePoints = "game-points": "a team's game points over the whole competition (局分, 总局分)",
        BoardByBoard = "board-by-board": "the game points of board 1, then board 2 and so on (比第一台…以下依次相比)",
        TeamSonnebornBerger = "team-sonneborn-berger": "for each match, the share of its game points the team won times the opponent team's match points, summed (团体小分)",
        ExtraGameOrLots = "extra-game-or-lots": "no computation: extra games or lots decide, or the players share the place (加赛或抽签)",
    }
}

words! {
    /// What a withdrawal after the start does to the player's results.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum WithdrawalRule {
        VoidUnderHalf = "void-under-half": "fewer than half the rounds played: every result of the player is void; otherwise the results stand and the games left are won by the opponents",
        ResultsStand = "results-stand": "the results stand and the player is not paired again",
        RestForfeited = "rest-forfeited": "the results stand and the games left are forfeited (a team event: the table writes them as forfeits)",
    }
}
