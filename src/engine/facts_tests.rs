//! Each step of filling an event's facts (`facts.rs`, the protocol's in
//! `offers.rs`) computes only the facts it declares that are wanted:
//! check that no step sets a fact outside its declared set and that each
//! sets the facts it declares, under every built-in edition.

use super::{Judge, validate};
use crate::vocabulary::Fact;

/// Each step of filling an event's facts is skipped when none of the facts
/// it declares is wanted: it must set no other (else a fact a rule reads
/// would go missing whenever the others are not wanted).
/// One step of filling facts, as the test calls it.
type Step<'a> = dyn Fn(&mut crate::vocabulary::Facts) + 'a;

#[test]
fn each_step_of_filling_facts_sets_exactly_the_facts_it_declares() {
    use super::facts::{
        COMMON_FACTS, OBLIGATION_FACTS, PROTOCOL_MOVE_FACTS, TURN_FACTS, fill_common,
        fill_obligation, fill_protocol_move, fill_turn,
    };
    use crate::vocabulary::Facts;
    use crate::vocabulary::facts::FactSet;
    for (id, _, _) in crate::ruleset::BUILT_IN {
        let ruleset = crate::ruleset::resolve(id).expect("built-in edition");
        let record = crate::record::parse("t", "").expect("record parses");
        let text = crate::error::Text::from("");
        let read = validate(&ruleset, &record, "t", &text).expect("record is valid");
        let mut judge = Judge::new(&ruleset, &record, "t", text, read);
        judge
            .run_until(None, super::Deadline::NONE)
            .expect("record judges");
        let c = judge.state.turn().to_move();
        let (given, state) = (&judge.given, &judge.state);
        let steps: [(FactSet, &Step); 4] = [
            (COMMON_FACTS, &|f| fill_common(given, state, f, c, 1)),
            (TURN_FACTS, &|f| fill_turn(state, f, c)),
            (OBLIGATION_FACTS, &|f| fill_obligation(state, f)),
            (PROTOCOL_MOVE_FACTS, &|f| {
                fill_protocol_move(given, state, 0, c, f)
            }),
        ];
        for (k, (declared, fill)) in steps.into_iter().enumerate() {
            let mut facts = Facts::new();
            fill(&mut facts);
            for f in Fact::ALL {
                let outside = declared & crate::vocabulary::facts::bit(*f) == 0;
                assert!(
                    !(outside && facts.get(f).is_some()),
                    "{id}: {f:?} set outside its step's facts"
                );
                // And every fact a step declares is set (but the turn a
                // verdict gave, and the protocol's, which are not always).
                let sometimes = *f == Fact::TurnSetBy || k == 3;
                assert!(
                    outside || sometimes || facts.get(f).is_some(),
                    "{id}: {f:?} declared but not set"
                );
            }
        }
    }
}
