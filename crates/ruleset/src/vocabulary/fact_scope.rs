//! Where each fact of the vocabulary is known: whether it depends on the
//! point a stone is placed on (what a scan of points must ask at every
//! point), and which triggers the engine computes it for (what the loader
//! checks a rule's conditions against).

use super::{Fact, TriggerKind};

impl Fact {
    /// Whether the fact depends on the point a stone is placed on (what a
    /// `points` scan must ask at every point); the others are the same for
    /// every point of one position.
    pub fn of_the_point(self) -> bool {
        use Fact::*;
        matches!(
            self,
            Suicide
                | SelfCaptured
                | KoRecapture
                | Repetition
                | BeganTheCycle
                | Captures
                | Five
                | Overline
                | DoubleFour
                | DoubleThree
                | FiveUnblocked
                | DoubleOpenThree
                | FirstStoneOffTengen
                | NotDesignatedOpening
                | OutsideZone
                | OpeningInPlace
        )
    }

    /// Whether the engine computes this fact for the given trigger.
    pub fn defined_for(self, trigger: TriggerKind) -> bool {
        use Fact::*;
        match self {
            Suicide | SelfCaptured | KoRecapture | Repetition | BeganTheCycle | Captures | Five
            | Overline | DoubleFour | DoubleThree | FiveUnblocked | DoubleOpenThree | BoardFull
            | FirstStoneOffTengen | NotDesignatedOpening | OutsideZone | OpeningInPlace
            | OffersUndeclared => trigger == TriggerKind::Move,
            DoubleMove | OutOfTurn | TurnSetBy | OffersWaiting => {
                matches!(trigger, TriggerKind::Move | TriggerKind::Pass)
            }
            ConsecutivePasses | RoundPasses | PlayerPasses | OpponentPasses => {
                trigger == TriggerKind::Pass
            }
            PointsHoldOpponentStones
            | PointsOccupied
            | PointsWereCaptured
            | OfferCountMismatch
            | OffersEquivalent
            | SwapOutOfWindow
            | SwapRepeated
            | ChoiceOutOfWindow
            | NotProtocolPlayer
            | OccurrenceBeyondOpponent => trigger == TriggerKind::Event,
            Designated | Black | FromSetup | AfterEnd | MoveNumber | MovesPlayed | Occurrence
            | Warnings | Violations => true,
        }
    }
}
