//! What each claim of the vocabulary is about: the rule topics (and, for
//! conduct, the events) whose rules it concerns in any edition.

use super::ClaimWord;

impl ClaimWord {
    /// The rule topics the claim is about.
    pub fn topics(self) -> &'static [&'static str] {
        use ClaimWord::*;
        match self {
            Takeback => &["takeback"],
            Ko => &["ko-recapture"],
            Suicide => &["suicide"],
            Repetition => &["repetition"],
            DoubleMove => &["double-move"],
            OutOfTurn => &[
                "out-of-turn",
                "double-move",
                "first-move",
                "order-after-dispute",
            ],
            Forbidden => &[
                "double-three",
                "double-four",
                "overline",
                "forbidden-last-point",
            ],
            OffTengen => &["off-tengen"],
            NotDesignatedOpening => &["not-designated-opening"],
            OutsideZone => &["outside-zone"],
            OffersUndeclared => &["offers-undeclared"],
            FifthOffers => &["fifth-offers"],
            Swap => &["swap", "swap-player", "swap-pointed-out"],
            KeepOmitted => &["keep-omitted"],
            Slide => &["slide"],
            DroppedStone => &["dropped-stone"],
            ClockBeforeMove => &["clock-before-move"],
            Straightening => &["straightening"],
            EarlyPass => &["early-pass", "early-pass-pointed-out"],
            DrawOffer => &["draw-offer-timing", "draw-offer-count"],
            Disturbing => &["disturbing"],
        }
    }

    /// The declared events the claim is about, where its rules' topic is
    /// broader than the claim (an edition's conduct rules under one topic).
    pub fn events(self) -> &'static [&'static str] {
        match self {
            ClaimWord::Disturbing => &["disturbing", "disturb-opponent"],
            _ => &[],
        }
    }
}
