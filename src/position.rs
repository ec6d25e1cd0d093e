//! A game's position behind one trait, as shakmaty has one `Position` per
//! variant: each game's position owns its state (stones, and whatever its
//! physics remembers: Go's ko, history and counting) and knows nothing of
//! who calls it. The judge plays, undoes and sets up through this trait and
//! asks it for the facts of a move; it never names a game. A game decided
//! by counting answers [`Counting`] as well. The map from a
//! game to its position is apart from the trait, in [`crate::variant`], as
//! shakmaty keeps its variants apart from `Position`.

use crate::record::ast::Colour;
use crate::vocabulary::{Facts, Score, ScoringMethod};

/// What the judge needs from a game's position.
pub trait Position: Send {
    /// Points per side.
    fn size(&self) -> usize;

    /// The stone on `p`, if any.
    fn at(&self, p: usize) -> Option<Colour>;

    /// Stones on the board.
    fn stones(&self) -> usize;

    /// A mark of everything changed so far, for [`Position::undo_to`].
    fn mark(&self) -> usize;

    /// Undo every change made after `mark`, but never past a setup.
    fn undo_to(&mut self, mark: usize);

    /// The facts this game computes about a stone of `c` on the empty
    /// point `p` (those of [`Position::FACTS`]-like declarations only; the
    /// judge computes the facts every game shares).
    fn move_facts(&self, p: usize, c: Colour, facts: &mut Facts);

    /// A stone of `c` played on the empty point `p`, as the game plays it
    /// (Go captures; Gomoku's stone only stays); the opponent moves next.
    /// Returns the stones it took off.
    fn play(&mut self, p: usize, c: Colour) -> Vec<u16>;

    /// [`Position::play`] with the facts [`Position::move_facts`] gives
    /// for the stone written into `facts` (as they were before it was
    /// played). The judge plays a move no rule can hold this way, and
    /// takes the stone back (`undo_to`) when one might; a position that
    /// can read the facts from the play itself (Go: captures, suicide,
    /// repetition) spares the look before it.
    fn play_with_facts(&mut self, p: usize, c: Colour, facts: &mut Facts) -> Vec<u16> {
        self.move_facts(p, c, facts);
        self.play(p, c)
    }

    /// [`Position::play_with_facts`] on a point that may hold a stone
    /// already: then nothing is played and `None` is returned, else the
    /// position's mark before the stone and the stones it took off (the
    /// judge's quiet moves come this way: one call, the look at the point
    /// the play's own where the position can make it so).
    fn try_play_with_facts(
        &mut self,
        p: usize,
        c: Colour,
        facts: &mut Facts,
    ) -> Option<(usize, Vec<u16>)> {
        if self.at(p).is_some() {
            return None;
        }
        let mark = self.mark();
        Some((mark, self.play_with_facts(p, c, facts)))
    }

    /// A stone put on `p` without playing it (a setup stone, a fifth-move
    /// offer): nothing is captured and no position is remembered.
    fn put(&mut self, p: usize, c: Colour);

    /// The stone on `p` taken off (an offer White did not keep).
    fn take_off(&mut self, p: usize);

    /// The board set as a record writes it mid-game: `changes` are (point,
    /// what it holds afterwards), the last write of a point counting; then
    /// `to_move` moves.
    fn set_up(&mut self, changes: &[(usize, Option<Colour>)], to_move: Colour);

    /// The game starts from the stones put so far, `to_move` to move, with
    /// room for `positions` more positions.
    fn start(&mut self, to_move: Colour, positions: usize);

    /// A pass: `to_move` moves next. Taken back, like a stone, by
    /// [`Position::undo_to`] a mark taken before it.
    fn pass(&mut self, to_move: Colour);

    /// A turn lost to a verdict: `to_move` moves next, nothing else changes.
    fn turn_lost(&mut self, to_move: Colour);

    /// The first of `points` (the setup stones, in the record's order) the
    /// game cannot have on the board, and why.
    fn impossible_setup(&self, points: &[usize]) -> Option<(usize, SetupDefect)>;

    /// Moves a starting position of `stones` stones implies were played.
    fn moves_implied_by_setup(&self, stones: usize) -> u32;

    /// How the game is counted at its end, for a game decided by counting
    /// (Go); `None` for a game decided on the board alone (Gomoku).
    fn counting(&self) -> Option<&dyn Counting> {
        None
    }
}

/// What a game decided by counting answers at its end: a separate
/// interface, so that a game that is not counted need not pretend to
/// count.
pub trait Counting {
    /// The count by `method`, `dead` taken off first.
    fn count(&self, method: ScoringMethod, dead: &[u16]) -> Area;

    /// Whose the empty points are at a count (1 Black, 2 White, 0 no
    /// one's), point by point, `dead` taken off first: what a diagram of
    /// the count marks.
    fn owners(&self, method: ScoringMethod, dead: &[u16]) -> Vec<u8>;
}

/// Why a setup stone cannot be where the record puts it: a closed list a
/// game answers with; the words are the diagnostic's
/// (worded where the judge refuses the setup, `engine/run.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupDefect {
    /// The stone's chain has no liberty: no play reaches such a position.
    NoLiberty,
}

/// Black's and White's points by the count, exact (a shared point split
/// in half is two quarters each).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    /// Black's area: stones and surrounded points, with half of each shared point.
    pub black: Score,
    /// White's area, counted the same way.
    pub white: Score,
    /// Empty points neither side surrounds (split in half).
    pub dame: usize,
    /// Territory counting's parts; `None` for area counting.
    pub territory: Option<TerritoryParts>,
}

/// What a territory count adds up (Black's, White's).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct TerritoryParts {
    /// Eye points surrounded by living stones not in seki.
    pub territory: [usize; 2],
    /// Stones captured in play, and dead stones taken off at the end.
    pub prisoners: [usize; 2],
    /// Eye points of stones in seki: no one's territory.
    pub seki_points: usize,
    /// Points of open areas a count with dame filled leaves unfilled (a
    /// dame region with a point touching no stone: the game is not
    /// finished there, and the stones around it stay in seki).
    #[serde(skip_serializing_if = "is_zero")]
    pub open_points: usize,
    /// Stones the opponent's passes handed over as prisoners (a count with
    /// pass stones): Black's, White's.
    #[serde(skip_serializing_if = "none_passed")]
    pub pass_stones: [usize; 2],
}

fn none_passed(n: &[usize; 2]) -> bool {
    *n == [0, 0]
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}
