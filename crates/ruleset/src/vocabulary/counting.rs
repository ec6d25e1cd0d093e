//! The words of a count: its method, whom a shared point goes to, and
//! which stones come off before it.

use serde::{Deserialize, Serialize};

words! {
    /// How the result is counted at the end.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum ScoringMethod {
        Area = "area": "stones plus the points each side alone surrounds; a point between both sides' stones as the edition's `shared-points` says",
        Territory = "territory": "eye points surrounded by one side's living stones not in seki, plus prisoners (captured stones and dead stones taken at the end); compared against the opponent's, komi added to White's",
    }
}

words! {
    /// Whom an area count gives a point between both sides' stones (a
    /// shared point, 公共点).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
    #[serde(rename_all = "kebab-case")]
    pub enum SharedPoints {
        #[default]
        Half = "half": "half to each side (双方活棋之间的空点各得一半)",
        Nobody = "nobody": "neither side: a player scores only the empty points that reach her colour alone",
        Both = "both": "each side whole: a point that reaches both colours is in both players' territory",
    }
}

words! {
    /// Which stones come off the board before a count.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
    #[serde(rename_all = "kebab-case")]
    pub enum DeadStones {
        #[default]
        Agreed = "agreed": "the stones both players agree are dead are taken off before the count",
        AsTheyStand = "as-they-stand": "the board is counted as it stands: stones come off only by capture, and an agreement on dead stones is noted, not applied",
    }
}
