//! Which rules hold for an event: the rules on its trigger matched against
//! the compiled ruleset, from the event's facts and arguments and the
//! edition's parameters alone. Nothing here changes the game: the judge
//! applies what holds afterwards (`claims.rs`, `verdicts.rs`).

use super::Context;
use super::given::Given;
use smallvec::SmallVec;

/// Whether rule `r`'s conditions hold for the event: its guard first (two
/// bit tests), then each condition.
pub(crate) fn rule_holds(given: &Given, r: usize, ctx: &Context<'_>) -> bool {
    given.shared.may_hold(r, &ctx.facts)
        && given.ruleset.rules[r]
            .when
            .iter()
            .all(|c| c.holds(&|o| ctx.value(given.ruleset, o)))
}

/// Whether some rule on the event's trigger may hold: nearly every event
/// has none, and nothing more is asked of it.
#[inline(always)]
pub(crate) fn some_may_hold(given: &Given, ctx: &Context<'_>) -> bool {
    given.shared.some_may_hold(&ctx.trigger, &ctx.facts)
}

/// The rules on the event's trigger that hold, in the ruleset's order.
pub(crate) fn holding(given: &Given, ctx: &Context<'_>) -> SmallVec<[usize; 4]> {
    given
        .shared
        .on(&ctx.trigger)
        .iter()
        .copied()
        .filter(|&r| rule_holds(given, r, ctx))
        .collect()
}
