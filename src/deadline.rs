//! A deadline a piece of work checks as it goes: the caller (the server)
//! says how long the work may take, and the judge's run loop and the SGF
//! reader's node loop stop once that time has passed, instead of working
//! on after the answer has been given up. Checked every [`EVERY`] events, so the check costs nothing a
//! profile can see and a stop comes within a few milliseconds.

use std::time::{Duration, Instant};

/// Events judged between two looks at the clock.
pub const EVERY: usize = 256;

/// When work must stop, if ever.
#[derive(Debug, Clone, Copy, Default)]
pub struct Deadline {
    at: Option<Instant>,
}

impl Deadline {
    /// No deadline: the command line's judgements run to the end.
    pub const NONE: Deadline = Deadline { at: None };

    /// A deadline `limit` from now.
    pub fn after(limit: Duration) -> Deadline {
        Deadline {
            at: Instant::now().checked_add(limit),
        }
    }

    /// Whether the deadline has passed.
    pub fn passed(&self) -> bool {
        self.at.is_some_and(|at| Instant::now() >= at)
    }

    /// Whether the deadline has passed, looked at only on every
    /// [`EVERY`]-th step (`step` counts from 0).
    pub fn passed_at(&self, step: usize) -> bool {
        step.is_multiple_of(EVERY) && self.passed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Drawn, judge_drawn_within};
    use crate::error::RecordError;

    /// A triple ko taken round and round: a finding on every move.
    fn cycle(moves: usize) -> String {
        let mut text = String::from(
            "[Edition \"go-2002\"]\n[AddBlack \"A2 B1 B3 C2 G2 H1 H3 N2 O1 O3 P2\"]\n[AddWhite \"D2 C1 C3 K2 J1 J3 H2 Q2 P1 P3\"]\n[ToMove \"W\"]\n",
        );
        let steps = ["W B2", "B J2", "W O2", "B C2", "W H2", "B P2"];
        for i in 0..moves {
            text.push_str(steps[i % 6]);
            text.push('\n');
        }
        text
    }

    #[test]
    fn a_run_stops_at_its_deadline_part_way_and_gives_no_judgement() {
        let rules = crate::ruleset::resolve("go-2002").expect("built in");
        let text = cycle(50_000);
        let record = crate::record::parse("cycle", &text).expect("a record");
        let past = Deadline::after(Duration::ZERO);
        let within = judge_drawn_within(
            &rules,
            &record,
            ("cycle", text.as_str().into()),
            None,
            Drawn::ALL,
            past,
        );
        match within {
            Err(e) => match *e {
                RecordError::DeadlinePassed { event } => assert!(event < 50_000, "{event}"),
                other => panic!("not the deadline: {other}"),
            },
            Ok(_) => panic!("a passed deadline gives no judgement"),
        }
        let (j, _) = judge_drawn_within(
            &rules,
            &record,
            ("cycle", text.as_str().into()),
            None,
            Drawn { boards: 7 },
            Deadline::NONE,
        )
        .expect("judged to the end");
        assert!(j.findings.len() > 1000);
        assert_eq!(j.boards.len(), 7, "boards stop at the limit");
    }
}
