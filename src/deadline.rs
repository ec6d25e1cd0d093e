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
#[path = "deadline_tests.rs"]
mod tests;
