//! The closed vocabulary shared by rulesets and the engine: the facts the
//! engine can compute, the verdicts it can apply, the physical effects an
//! event may have, who may choose between verdicts, and claim windows.
//! Rulesets combine these words; adding a word is a Rust change, adding or
//! changing a rule is not.
//!
//! Each word is written once, in a [`words!`] table: its variant, the name
//! rulesets and records use, and its meaning in one line. The names, the
//! lists and the README's vocabulary reference ([`reference`]) all come
//! from those tables.

use serde::{Deserialize, Serialize};

/// An enum of words: each variant with its name and its meaning, and
/// `ALL`, `name()`, `meaning()`, `from_name()` generated from that table.
macro_rules! words {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $word:literal : $meaning:literal ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        pub enum $name {
            $( #[doc = $meaning] $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every word, in the order of the table.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The word as rulesets and records write it.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $word,)*
                }
            }

            /// What the word means, in one line.
            pub fn meaning(self) -> &'static str {
                match self {
                    $($name::$variant => $meaning,)*
                }
            }

            /// The word written `name`, if there is one.
            pub fn from_name(name: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|w| w.name() == name)
            }
        }
    };
}

words! {
    /// What a rule may prescribe. Names follow the glossary.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
    #[serde(rename_all = "kebab-case")]
    pub enum Verdict {
        MoveVoid = "move-void": "the move does not stand: the board is as before it",
        ForfeitTurn = "forfeit-turn": "the player loses one turn: the opponent is to move",
        Warning = "warning": "a warning (警告), counted per game",
        Advice = "advice": "advice only (劝告), no penalty",
        Caution = "caution": "a caution (注意), no penalty",
        StonePenalty = "stone-penalty": "stones taken off the player's count (amount, default 1)",
        OpponentDeduction = "opponent-deduction": "points taken off the opponent's count (amount): no sanction on the player, a term of the count (the point Black loses when White passes first)",
        TimeDeduction = "time-deduction": "time taken off the player's clock (amount in minutes)",
        Loss = "loss": "the player loses the game",
        BothLose = "both-lose": "both players lose",
        Draw = "draw": "the game is drawn",
        Replay = "replay": "the game is played again (重赛)",
        ExtraGame = "extra-game": "an extra game decides (加赛): not a replay of this one",
        Prohibited = "prohibited": "the move is prohibited (禁止); the text gives no further sanction",
        MovesFirst = "moves-first": "the player concerned moves first when play resumes",
        NoResult = "no-result": "the game has no result (无胜负)",
        RestoreStones = "restore-stones": "stones put back where they were",
        RemoveStones = "remove-stones": "stones that should have been captured are taken off",
        RelocateStones = "relocate-stones": "moved stones placed on a reasonable point",
        Reconstruct = "reconstruct": "the position is rebuilt and play continues",
        NoCorrection = "no-correction": "what happened stands",
        Correction = "correction": "the error is corrected",
        GameEnd = "game-end": "the game ends (to be counted)",
        ResumePlay = "resume-play": "play resumes after a proposed end or a dispute",
        NoClockChange = "no-clock-change": "the clock reading is not changed",
        ClockRuns = "clock-runs": "the clock keeps running as usual",
        Win = "win": "the player wins (a five)",
        Violation = "violation": "a violation (违例), counted per game",
        TimePenalty = "time-penalty": "time added to the opponent's clock or taken from the player's (amount in minutes)",
        Disqualification = "disqualification": "the player is disqualified from the competition (取消比赛资格); what becomes of the game is the organisers' matter",
        MovesVoid = "moves-void": "the player's moves since the opponent last moved do not stand (a double move: both of them)",
        CountsAsPass = "counts-as-pass": "the move taken back counts as the player's pass: the opponent is to move, and where a pass hands over a stone, it does",
        PlayStops = "play-stops": "play stops: the players go on to confirm life and death and the result, or resume play, as the text says; the game ends once they confirm (to be counted)",
        ActVoid = "act-void": "the act (a swap, a branch of the opening named, a declaration) does not stand: the game is as it was before it",
    }
}

words! {
    /// What the engine knows about an event, by name. Which trigger a fact is
    /// defined for is checked when a ruleset loads; facts a game's physics does
    /// not compute are simply false (Go has no fives, Gomoku no captures).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Fact {
        Suicide = "suicide": "the stone would have no liberty and captures nothing (forbidden point)",
        KoRecapture = "ko-recapture": "the move retakes a ko immediately",
        Repetition = "repetition": "the move makes the opponent face a position seen before (board and player to move; the board alone under the reading repetition-board-only)",
        Captures = "captures": "stones the move captures",
        Five = "five": "the move makes exactly five in a row",
        Overline = "overline": "the move makes six or more in a row",
        DoubleFour = "double-four": "Black's move makes two or more fours (two on one line included)",
        DoubleThree = "double-three": "Black's move makes two or more live threes sharing the stone",
        FiveUnblocked = "five-unblocked": "the move makes exactly five in a row whose two ends are not both the opponent's stones (the board's edge blocks nothing): caro's win",
        DoubleOpenThree = "double-open-three": "the move, of either colour, makes open threes on two or more lines: three of its stones that one more stone turns into an open four (exactly four in a row, both ends empty), with no look at forbidden points as renju's live three has (omok's 3-3)",
        BoardFull = "board-full": "no empty point is left after the move",
        FirstStoneOffTengen = "first-stone-off-tengen": "designated opening: Black 1 is not on tengen",
        NotDesignatedOpening = "not-designated-opening": "designated opening: after Black 3, the first three stones are none of the edition's openings (`openings.table`)",
        OutsideZone = "outside-zone": "designated opening: the stone stands outside the square about tengen that `openings.zones` gives its move",
        OpeningInPlace = "opening-in-place": "designated opening: the opening's earlier stones stand where the openings put them (for White 2, Black 1 on tengen; for Black 3, Black 1 on tengen and White 2 in its zone); true for Black 1 and after the opening. An edition that reports a stone off its place where it is placed reads it so as not to report the stones that follow it again",
        OffersUndeclared = "offers-undeclared": "designated opening: the move is the one the number of fifth-move offers is due with (`openings.offers.declared-with`, e.g. Black 3) and the number was not declared before it nor right after it",
        OfferCountMismatch = "offer-count-mismatch": "the number of fifth-move offers differs from the number declared (or the number `openings.offers.count` fixes), or the protocol in force asks for no offers (a branch of an either/or step without them)",
        OffersEquivalent = "offers-equivalent": "two fifth-move offers are equivalent under the ruleset's reading of 位置不同形",
        OffersWaiting = "offers-waiting": "Black's fifth-move offers are on the board and White has not yet kept one of them",
        SwapOutOfWindow = "swap-out-of-window": "a swap outside every window `openings.swaps` gives (e.g. after Black 3, before White 4), moves counted as `moves-played` counts them",
        SwapRepeated = "swap-repeated": "a second swap in the same window",
        ChoiceOutOfWindow = "choice-out-of-window": "a choice of the opening protocol named where no either/or step is open (`openings.choices`: after its move, before the next, once), or an option the open step does not have",
        NotProtocolPlayer = "not-protocol-player": "the opening protocol gives this act to the other player: a swap its window gives to the other (`openings.swaps`: `by`, else the player to move), a number of offers declared by the player of another move than `openings.offers.declared-with`, a choice its step gives to the other (`openings.choices`: `by`, else the player to move)",
        Designated = "designated": "the game is played with a designated opening (the record's `Opening` tag)",
        DoubleMove = "double-move": "the player moves again although the opponent has not moved or passed",
        OutOfTurn = "out-of-turn": "the player moves although it is not their turn (includes double moves)",
        Black = "black": "the actor is Black",
        FromSetup = "from-setup": "the record starts from setup stones (handicap or a position), not from an empty board",
        TurnSetBy = "turn-set-by": "the event whose `moves-first` verdict gave the player to move, until the next move or pass (a word; absent otherwise)",
        ConsecutivePasses = "consecutive-passes": "passes in a row, this one included",
        RoundPasses = "round-passes": "this pass is White's, after Black passed in the same round",
        PlayerPasses = "player-passes": "passes this player has made while play was on, this one included",
        OpponentPasses = "opponent-passes": "passes the opponent has made while play was on",
        AfterEnd = "after-end": "the event comes after the game ended",
        MoveNumber = "move-number": "moves played so far, this one included",
        MovesPlayed = "moves-played": "moves played in the game so far, this one included, with those a starting position implies (Gomoku: every stone on the board was played; Go: none, setup stones are handicap or a given position)",
        Occurrence = "occurrence": "how many times this player has had this event, this one included",
        OccurrenceBeyondOpponent = "occurrence-beyond-opponent": "this player's occurrences of this event minus the opponent's",
        Warnings = "warnings": "warnings this player has received, a warning being given now included",
        Violations = "violations": "violations this player has received, one being given now included",
        PointsHoldOpponentStones = "points-hold-opponent-stones": "the points named by the event hold stones of the opponent",
        PointsOccupied = "points-occupied": "the points named by the event all hold stones, of either colour (a sealed move on an occupied point)",
        SelfCaptured = "self-captured": "stones of the player's own the move takes off: the stone and the chain it joins, when they are left without a liberty and the move captures nothing (a suicide; 0 otherwise)",
        PointsWereCaptured = "points-were-captured": "the points named by the event were captured by the player's last move",
        BeganTheCycle = "began-the-cycle": "the move repeats a position (as `repetition`), and its player made the first move of the cycle it repeats: the move from the cycle's entry, the earliest position of the game the cycle came back to (a cycle that goes on round after round keeps its entry); false without a repetition",
    }
}

/// The kind of trigger a fact is defined for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TriggerKind {
    /// A move.
    Move,
    /// A pass.
    Pass,
    /// A warning or violation was just given.
    Sanction,
    /// A conduct event.
    Event,
}

words! {
    /// What an event declared by a ruleset does to the game, besides any verdict.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
    #[serde(rename_all = "kebab-case")]
    pub enum Effect {
        #[default]
        None = "none": "conduct only: the board and the turn are unchanged",
        Pass = "pass": "the player gives up the move (a pass), e.g. when proposing to end",
        Relocate = "relocate": "the stone just played is lifted from its first point argument and placed on the second",
        AgreeDead = "agree-dead": "the point arguments are stones both players agree are dead",
        Count = "count": "the number argument is Black's count agreed at the board",
        DeclareOffers = "declare-offers": "the number argument is how many fifth-move offers Black will make (五手N打)",
        Offer = "offer": "Black places the fifth-move offers (the point arguments) as one move",
        Keep = "keep": "White keeps one of the offers (the point argument) as Black 5; the others go",
        Swap = "swap": "White takes up the three-move swap (三手可交换)",
        Choose = "choose": "the player takes one option of the opening protocol's either/or step (`openings.choices`), the word argument naming it",
        MarkTerritory = "mark-territory": "the point arguments are the player's territory at the end: the other colour's stones on them are dead",
    }
}

words! {
    /// What an edition's text covers.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
    #[serde(rename_all = "kebab-case")]
    pub enum Scope {
        #[default]
        Competition = "competition": "the rules of play with the players' conduct, clocks and arbitration",
        Play = "play": "the rules of play only: conduct, clocks and arbitration are outside the text by design",
    }
}

words! {
    /// Kinds of event arguments.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum ArgKind {
        Point = "point": "a point such as Q16",
        Points = "points": "one or more points (must be the last argument)",
        Duration = "duration": "a duration such as 25m or 1h5m",
        Number = "number": "a number such as 185 or 184.5",
        Word = "word": "a lower-case word, one of the argument's `one-of` list",
    }
}

words! {
    /// Who picks one of several verdicts the text allows.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Chooser {
        Arbiter = "arbiter": "the arbiter of the game",
        ChiefArbiter = "chief-arbiter": "the chief arbiter (裁判长)",
        Player = "player": "the player concerned, by request (e.g. 经读秒方申请)",
        Supplement = "supplement": "the tournament's supplementary rules (竞赛补充规定)",
        ReasonableRuling = "reasonable-ruling": "the arbiter's reasonable ruling: the text names no verdict, and the options are the sanctions the edition itself uses",
        CaseFoundByArbiter = "case-found-by-arbiter": "the case the arbiter finds the event to be: the text gives one verdict for each case, and the record does not show which it is",
    }
}

words! {
    /// Until when a claim makes a rule apply.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum ClaimWindow {
        ClaimantNextMove = "claimant-next-move": "before the claimant's next move",
        ClaimantNextMoveAfterOpening = "claimant-next-move-after-opening": "before the claimant's next move after the opening's three stones (one player places all three: a stone of the opening is not the claimant's move)",
        GameEnd = "game-end": "before the end of the game",
    }
}

words! {
    /// What a player may claim (`W claim WORD`): the closed list of claims
    /// a record may make, whatever the edition. Each concerns the rules of
    /// some topics (and, for conduct, some events): an edition takes the
    /// claim when one of its rules is about it — as a claim-bound rule
    /// (`claim: {as: WORD}`) or one the arbiter applies unclaimed — and has
    /// no claim of it otherwise, which a record's claim is told, not refused.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum ClaimWord {
        Takeback = "takeback": "the opponent lifted a stone once placed and played it elsewhere (悔棋)",
        Ko = "ko": "the opponent retook a ko at once (提劫)",
        Suicide = "suicide": "the opponent played a stone that has no liberty and captures nothing (禁着点)",
        Repetition = "repetition": "the opponent's move repeated a whole-board position (全局同形再现)",
        DoubleMove = "double-move": "the opponent moved twice in a row (连下两着)",
        OutOfTurn = "out-of-turn": "the opponent played a stone when it was not their turn",
        Forbidden = "forbidden": "Black made a forbidden move: a double-three, a double-four or an overline (禁手)",
        OffTengen = "off-tengen": "designated opening: Black 1 is not on tengen",
        NotDesignatedOpening = "not-designated-opening": "designated opening: the first three stones are none of the edition's openings",
        OutsideZone = "outside-zone": "designated opening: a stone stands outside the square its move is given",
        OffersUndeclared = "offers-undeclared": "the number of fifth-move offers was not declared when it was due",
        FifthOffers = "fifth-offers": "the fifth-move offers are not as declared or not all different",
        Swap = "swap": "a swap of colours out of its window or by the wrong player",
        KeepOmitted = "keep-omitted": "White played on instead of keeping one of the fifth-move offers",
        Slide = "slide": "the opponent slid a stone on the board (滑子)",
        DroppedStone = "dropped-stone": "the opponent dropped a stone on the board",
        ClockBeforeMove = "clock-before-move": "the opponent pressed the clock before placing the stone",
        Straightening = "straightening": "the opponent straightened stones without saying so",
        EarlyPass = "early-pass": "the opponent passed where passing is not allowed yet",
        DrawOffer = "draw-offer": "the opponent offered a draw at a time the text does not allow",
        Disturbing = "disturbing": "the opponent disturbed the player (干扰对方)",
    }
}

words! {
    /// Whether a rule's finding counts as a violation (exit code 1) or records
    /// the regular course of the game (resignation, end by passes).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
    #[serde(rename_all = "kebab-case")]
    pub enum RuleKind {
        #[default]
        Violation = "violation": "a breach of the rules (exit code 1)",
        Procedure = "procedure": "the regular course of the game (resignation, end by passes)",
        Breach = "breach": "an article broken without a sanction in the text: a remark citing it, not a finding (no verdict)",
    }
}

words! {
    /// The physics a ruleset is played with.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Game {
        Go = "go": "Go: liberties, captures, ko, whole-board repetition, area counting",
        Gomoku = "gomoku": "Gomoku: lines of five, Black's forbidden shapes, designated openings",
    }
}

impl Game {
    /// SGF's game number (`GM[]`): 1 Go, 4 Gomoku/Renju.
    pub fn sgf_number(self) -> u32 {
        match self {
            Game::Go => 1,
            Game::Gomoku => 4,
        }
    }
}

words! {
    /// Readings the physics takes from the ruleset parameter of the same
    /// name (0 or 1, `unit: reading`), where the text is loosely drafted. A
    /// ruleset that does not declare one gets its default.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Reading {
        ThreePointMayMakeFive = "three-point-may-make-five": "1: a three whose only straight-four point would also complete a five elsewhere still counts as live (default 0)",
        FifthOffersDistinctAsShapes = "fifth-offers-distinct-as-shapes": "1: fifth-move offers must differ as shapes wherever they stand; 0: only under the board's 8 symmetries (default 1)",
        RepetitionBoardOnly = "repetition-board-only": "1: a position repeats when the stones on the board repeat, whoever is to move (a send-two-return-one cycle repeats); 0: the board and the player to move must both repeat (default 0)",
        UnplayedVirtualOpponent = "unplayed-virtual-opponent": "1: each bye or forfeit counts in Buchholz and Sonneborn-Berger as a game against a virtual opponent with the player's own final points, as FIDE's tie-break regulations (2023) read an unplayed round; 0: it adds nothing, the texts speaking only of opponents met (default 0)",
        TerritoryDameFilled = "territory-dame-filled": "1: before a territory count, dame that either player can fill without being left in atari are filled (where the sides meet first, by the side with more stones around the point), so only stones with a liberty neither side can fill are in seki, and points the filling closes off inside one side's stones (dead stones' points behind a dame point) are that side's territory; an open area (a point touching no stone: a game not finished there) is not filled; a chain the filling leaves with one liberty inside its own side's territory (a region of two points or more) is protected there, as players must before the count, a point less of that territory (`src/go/protect.rs`, tested on a hand-made position); the count is the same whatever order the points are tried in (tested on the 54 positions of `tests/data/positions`, the order reversed); 0: a living stone that touches any dame point is in seki (default 0)",
    }
}

impl Reading {
    /// The reading when a ruleset does not declare the parameter.
    pub fn default_value(self) -> bool {
        match self {
            Reading::ThreePointMayMakeFive => false,
            Reading::FifthOffersDistinctAsShapes => true,
            Reading::RepetitionBoardOnly => false,
            Reading::TerritoryDameFilled => false,
            Reading::UnplayedVirtualOpponent => false,
        }
    }
}

mod reference;
pub use reference::reference;

pub mod tournament;
pub use tournament::{Criterion, System, WithdrawalRule};

pub mod facts;
pub use facts::Facts;

mod score;
pub use score::Score;

mod claims;

mod counting;
pub use counting::{DeadStones, ScoringMethod, SharedPoints};

mod fact_scope;
mod verdict;
pub use verdict::{Severity, choice_list, verdict_list};
